// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/layoutcorrection.h"

#include "core/file/atomicsave.h"
#include "core/file/partjson.h"
#include "core/file/regularfile.h"
#include "core/file/validatepart.h"
#include "core/model/partvalidity.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCorrection)
};

const QString kFormat = QStringLiteral("rigsmith-board-layout");
constexpr int kMaxNoteLength = 500;
constexpr int kMaxUrlLength = 2000;

QSet<int> positionsOf(const QList<PcieSlot> &slots)
{
    QSet<int> out;
    for (const PcieSlot &s : slots)
        out.insert(s.position);
    return out;
}

} // namespace

Part applyLayoutCorrection(Part board, const LayoutCorrection &correction)
{
    auto *spec = std::get_if<MotherboardSpec>(&board.spec);
    if (!spec)
        return board;
    QList<PcieSlot> slots = correction.slots;
    std::stable_sort(slots.begin(), slots.end(),
        [](const PcieSlot &a, const PcieSlot &b) { return a.position < b.position; });
    // Lane modes, M.2 sharing and switch links name openings: with other openings they would
    // describe other slots, so they go (the allocator then reads the slots alone).
    if (positionsOf(slots) != positionsOf(spec->slots)) {
        spec->laneModes.clear();
        spec->m2Sharing.clear();
        spec->switches.clear();
    }
    QSet<int> switchIds;
    for (const PcieSwitch &sw : spec->switches)
        switchIds.insert(sw.id);
    for (PcieSlot &s : slots) {
        if (!switchIds.contains(s.switchId))
            s.switchId = 0;
        if (s.sharesLanesWith.isEmpty())
            s.lanesWhenShared = 0;
    }
    spec->slots = slots;
    spec->layoutCorrected = true;
    spec->layoutApproximate = false;
    spec->layoutSources.clear();
    if (!correction.sourceUrl.trimmed().isEmpty())
        spec->layoutSources.append(correction.sourceUrl.trimmed());
    if (!correction.sourceNote.trimmed().isEmpty())
        spec->layoutSources.append(correction.sourceNote.trimmed());
    board.info.estimatedFields.removeAll(QStringLiteral("slots"));
    return board;
}

namespace layoutfile {

QByteArray serialize(const LayoutCorrection &correction)
{
    QJsonArray slots;
    for (const PcieSlot &s : correction.slots)
        slots.append(json::writeSlot(s));
    const QJsonObject root {{QStringLiteral("format"), kFormat}, {QStringLiteral("version"), kVersion},
        {QStringLiteral("board"),
            QJsonObject {{QStringLiteral("id"), correction.board.key()},
                {QStringLiteral("name"), correction.boardName}}},
        {QStringLiteral("slots"), slots},
        {QStringLiteral("source"),
            QJsonObject {{QStringLiteral("note"), correction.sourceNote},
                {QStringLiteral("url"), correction.sourceUrl}}}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::variant<LayoutCorrection, QString> parse(const QByteArray &data)
{
    if (data.size() > kMaxFileSize) {
        return Text::tr("the file is %1 KiB; a layout file is at most %2 KiB")
            .arg((data.size() + 1023) / 1024)
            .arg(kMaxFileSize / 1024);
    }
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Text::tr("it is not JSON (%1 at byte %2)")
            .arg(parseError.errorString())
            .arg(parseError.offset);
    if (!doc.isObject())
        return Text::tr("it is not a layout file (no JSON object)");
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return Text::tr("it is not a Rigsmith layout file (its \"format\" is not \"%1\")").arg(kFormat);
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != double(kVersion)) {
        return Text::tr("it is a layout file of version %1; this Rigsmith reads version %2")
            .arg(version.isDouble() ? QString::number(version.toDouble()) : QStringLiteral("?"))
            .arg(kVersion);
    }
    LayoutCorrection c;
    const QJsonObject board = root.value(QStringLiteral("board")).toObject();
    const QString id = board.value(QStringLiteral("id")).toString();
    if (!PartId::isValidKey(id))
        return Text::tr("it names no board (\"board.id\" is missing or not a part id)");
    c.board = PartId(id);
    c.boardName = board.value(QStringLiteral("name")).toString().left(200);
    const QJsonValue slotsValue = root.value(QStringLiteral("slots"));
    if (!slotsValue.isArray())
        return Text::tr("it has no list of slots");
    const QJsonArray slots = slotsValue.toArray();
    if (slots.size() > range::kMaxSlots)
        return Text::tr("it has %1 slots; a board has at most %2").arg(slots.size()).arg(range::kMaxSlots);
    try {
        for (qsizetype i = 0; i < slots.size(); ++i) {
            const QString path = QStringLiteral("slots[%1]").arg(i);
            if (!slots[i].isObject())
                return Text::tr("%1 is not a slot").arg(path);
            c.slots.append(json::readSlot(slots[i].toObject(), path));
        }
    } catch (const json::FieldError &e) {
        return Text::tr("%1: %2").arg(e.field, e.message);
    }
    if (const auto problems = checkSlotLayout(c.slots); !problems.isEmpty())
        return describeProblem(c.slots, problems.first());
    const QJsonObject source = root.value(QStringLiteral("source")).toObject();
    c.sourceNote = source.value(QStringLiteral("note")).toString();
    c.sourceUrl = source.value(QStringLiteral("url")).toString();
    if (c.sourceNote.size() > kMaxNoteLength || c.sourceUrl.size() > kMaxUrlLength)
        return Text::tr("its source note or address is too long");
    return c;
}

std::variant<LayoutCorrection, QString> parse(const QByteArray &data, const PartCatalog &catalog)
{
    auto parsed = parse(data);
    const auto *c = std::get_if<LayoutCorrection>(&parsed);
    if (!c)
        return parsed;
    const auto part = catalog.part(c->board);
    if (!part)
        return Text::tr("the board %1 is not in the catalog").arg(c->board.key());
    if (part->kind() != PartKind::Motherboard)
        return Text::tr("%1 is not a motherboard").arg(c->board.key());
    if (const auto problem = validatePart(applyLayoutCorrection(*part, *c)))
        return Text::tr("%1: %2").arg(problem->field, problem->message);
    return parsed;
}

std::variant<LayoutCorrection, QString> load(const QString &path, const PartCatalog &catalog)
{
    auto read = readRegularFile(path, kMaxFileSize);
    if (const QString *why = std::get_if<QString>(&read))
        return Text::tr("it %1").arg(*why); // the reason reads "is a folder, not a file"
    return parse(std::get<QByteArray>(read), catalog);
}

std::optional<QString> save(const LayoutCorrection &correction, const QString &path)
{
    return saveAtomically(path, serialize(correction));
}

} // namespace layoutfile
} // namespace rigsmith::core
