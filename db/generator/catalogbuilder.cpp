// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogbuilder.h"

#include "csvtable.h"
#include "generatorvalues.h"
#include "layoutderivation.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

using namespace rigsmith::core;

CatalogBuilder::CatalogBuilder(QSqlDatabase db, QString dataDir, QString curatedDir)
    : mDb(std::move(db))
    , mDataDir(std::move(dataDir))
    , mCuratedDir(std::move(curatedDir))
{
}

bool CatalogBuilder::fail(const QString &message)
{
    if (mError.isEmpty())
        mError = message;
    return false;
}

bool CatalogBuilder::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery q(mDb);
    if (!q.prepare(sql))
        return fail(QStringLiteral("%1: %2").arg(sql, q.lastError().text()));
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        QStringList shown;
        for (const QVariant &v : values)
            shown.append(v.toString());
        return fail(
            QStringLiteral("%1 [%2]: %3").arg(sql, shown.join(QStringLiteral(", ")), q.lastError().text()));
    }
    return true;
}

// The boards the curated tables name: when the datasets hold a board twice, these entries stay.
QSet<QString> CatalogBuilder::curatedBoardNames() const
{
    QSet<QString> names;
    for (const char *file : {"board_layouts.csv", "board_sources.csv"}) {
        QString error;
        const CsvTable csv = CsvTable::read(QDir(mCuratedDir).filePath(QLatin1StringView(file)), &error);
        for (qsizetype r = 0; r < csv.size(); ++r)
            names.insert(csv.cell(r, QStringLiteral("board")));
    }
    return names;
}

std::optional<QRegularExpression> CatalogBuilder::sourcedNamePattern(
    const QString &file, const CsvTable &rows, qsizetype r)
{
    if (!rows.cell(r, QStringLiteral("url")).startsWith(QStringLiteral("http"))) {
        fail(QStringLiteral("%1 row %2: no source URL").arg(file).arg(r + 2));
        return std::nullopt;
    }
    if (rows.cell(r, QStringLiteral("quote")).trimmed().isEmpty()) {
        fail(QStringLiteral("%1 row %2: no quote from the source").arg(file).arg(r + 2));
        return std::nullopt;
    }
    const QString pattern = rows.cell(r, QStringLiteral("name_pattern"));
    QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    if (pattern.isEmpty() || !re.isValid()) {
        fail(QStringLiteral("%1 row %2: name_pattern is not a regular expression").arg(file).arg(r + 2));
        return std::nullopt;
    }
    return re;
}

QList<QPair<QString, QString>> CatalogBuilder::partNames(const QString &kind)
{
    QSqlQuery q(mDb);
    q.prepare(QStringLiteral("SELECT id, name FROM part WHERE kind = ?"));
    q.addBindValue(kind);
    q.exec();
    QList<QPair<QString, QString>> parts;
    while (q.next())
        parts.append({q.value(0).toString(), q.value(1).toString()});
    return parts;
}

QList<CatalogBuilder::PartField> CatalogBuilder::partsWithField(const QString &table, const QString &column)
{
    // Table and column names come from the generator's own code, never from a curated file.
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT p.id, p.name, t.%2 FROM part p JOIN %1 t ON t.part_id = p.id")
               .arg(table, column));
    QList<PartField> parts;
    while (q.next())
        parts.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    return parts;
}

bool CatalogBuilder::readCurated(const QString &file, CsvTable &out)
{
    QString error;
    out = CsvTable::read(QDir(mCuratedDir).filePath(file), &error);
    return error.isEmpty() || fail(error);
}

bool CatalogBuilder::build()
{
    if (!mDb.transaction())
        return fail(mDb.lastError().text());
    const bool ok = applyCuratedPrices(true) && applyStreetPrices(true) && applyMemoryPrices(true)
        && insertSources()
        && insertKind(QStringLiteral("gpus.csv"), QStringLiteral("gpu"), QStringLiteral("gpu"), kGpuColumns)
        && insertHandGpus() && mergeDuplicates(QStringLiteral("gpu"), {}) && applyGpuFacts()
        && applyGpuCoolers() && applyGpuRadiators()
        && insertKind(QStringLiteral("cpus.csv"), QStringLiteral("cpu"), QStringLiteral("cpu"), kCpuColumns)
        && insertHandCpus() && mergeDuplicates(QStringLiteral("cpu"), {}) && applyCpuPlatforms()
        && applyCpuFacts()
        && insertKind(QStringLiteral("motherboards.csv"), QStringLiteral("motherboard"),
            QStringLiteral("motherboard"), kBoardColumns)
        && insertHandBoards() && mergeDuplicates(QStringLiteral("motherboard"), curatedBoardNames())
        && applyBoardLayouts() && applyPcieGenerations() && applyBoardSources() && applyUnverifiedBoards()
        && applyDimmKinds() && applyBoardTopology() && applyChipsetSupport()
        && insertKind(QStringLiteral("memory.csv"), QStringLiteral("memory"), QStringLiteral("memory_kit"),
            kMemoryColumns)
        && applyMemoryKinds()
        && insertKind(QStringLiteral("psus.csv"), QStringLiteral("psu"), QStringLiteral("psu"), kPsuColumns)
        && applyPsuFacts()
        && insertKind(
            QStringLiteral("cases.csv"), QStringLiteral("case"), QStringLiteral("pc_case"), kCaseColumns)
        && applyCaseRadiators() && applyCaseCoolerClearance() && applyCaseFormFactors() && countCommonCases()
        && insertKind(
            QStringLiteral("coolers.csv"), QStringLiteral("cooler"), QStringLiteral("cooler"), kCoolerColumns)
        && applyCoolerSockets()
        && insertKind(QStringLiteral("storage.csv"), QStringLiteral("storage"), QStringLiteral("storage"),
            kStorageColumns)
        && checkStorageCapacities() && applyStorageClasses() && applyCuratedPrices() && applyStreetPrices()
        && applyMemoryPrices() && auditCatalog();
    if (!ok) {
        mDb.rollback();
        return false;
    }
    return mDb.commit() || fail(mDb.lastError().text());
}

bool CatalogBuilder::insertSources()
{
    struct Source
    {
        const char *id, *name, *licence, *url, *snapshot;
    };
    static const Source sources[] = {
        {"buildcores", "BuildCores OpenDB", "ODC-By 1.0", "https://github.com/buildcores/buildcores-open-db",
            "2026-08-17"},
        {"rightnow", "RightNow GPU Database (TechPowerUp-derived)", "Apache-2.0",
            "https://github.com/RightNowAI/gpu-database", "2026-01-07"},
        {"epoch", "Epoch AI, Data on Machine Learning Hardware", "CC BY 4.0",
            "https://epoch.ai/data/machine-learning-hardware", "2026-05-12"},
        {"pcpartpicker", "pc-part-dataset (PCPartPicker US prices)",
            "MIT (dataset); prices are a dated snapshot", "https://github.com/docyx/pc-part-dataset",
            "2025-07-23"},
        {"hand", "Rigsmith maintainers, from manufacturers' published specifications", "GPL-3.0-or-later",
            "db/curated", "2026-12-02"},
        {"quoted", "Dated prices from makers' announcements and reviews, each with its page",
            "facts quoted with their source; see db/curated/prices.csv", "db/curated/prices.csv",
            "2026-12-04"},
    };
    for (const Source &s : sources) {
        if (!exec(QStringLiteral("INSERT INTO source VALUES (?,?,?,?,?)"),
                {QString::fromLatin1(s.id), QString::fromUtf8(s.name), QString::fromUtf8(s.licence),
                    QString::fromLatin1(s.url), QString::fromLatin1(s.snapshot)}))
            return false;
    }
    return true;
}

bool CatalogBuilder::insertKind(
    const QString &file, const QString &kind, const QString &table, const QStringList &columns)
{
    QString error;
    const CsvTable csv = CsvTable::read(QDir(mDataDir).filePath(file), &error);
    if (!error.isEmpty())
        return fail(error);
    QSqlQuery part(mDb);
    part.prepare(
        QStringLiteral("INSERT INTO part (id, kind, name, manufacturer, release_year, source, estimated) "
                       "VALUES (?,?,?,?,?,?,?)"));
    QSqlQuery spec(mDb);
    spec.prepare(QStringLiteral("INSERT INTO %1 (part_id, %2) VALUES (?,%3)")
                     .arg(table, columns.join(u','), placeholders(columns.size())));
    QSqlQuery price(mDb);
    price.prepare(QStringLiteral("INSERT INTO price VALUES (?,?,?,?,?,?)"));
    const bool hasLaunch = csv.hasColumn(QStringLiteral("launch_cents"));
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString id = csv.cell(r, QStringLiteral("id"));
        for (const QVariant &v : {QVariant(id), QVariant(kind), valueOf(csv.cell(r, QStringLiteral("name"))),
                 valueOf(csv.cell(r, QStringLiteral("manufacturer"))),
                 valueOf(csv.cell(r, QStringLiteral("release_year")), QStringLiteral("release_year")),
                 valueOf(csv.cell(r, QStringLiteral("source"))),
                 valueOf(csv.cell(r, QStringLiteral("estimated")))})
            part.addBindValue(v);
        if (!part.exec())
            return fail(
                QStringLiteral("%1 row %2 (%3): %4").arg(file).arg(r + 2).arg(id, part.lastError().text()));
        spec.addBindValue(id);
        for (const QString &c : columns)
            spec.addBindValue(valueOf(csv.cell(r, c), c));
        if (!spec.exec())
            return fail(
                QStringLiteral("%1 row %2 (%3): %4").arg(file).arg(r + 2).arg(id, spec.lastError().text()));
        const QString cents = csv.cell(r, QStringLiteral("price_cents"));
        if (!cents.isEmpty()) {
            for (const QVariant &v :
                {QVariant(id), QVariant(QStringLiteral("retail")), QVariant(cents.toLongLong()),
                    QVariant(QStringLiteral("USD")), QVariant(csv.cell(r, QStringLiteral("price_date"))),
                    QVariant(QStringLiteral("pcpartpicker"))})
                price.addBindValue(v);
            if (!price.exec())
                return fail(
                    QStringLiteral("%1 row %2 price: %3").arg(file).arg(r + 2).arg(price.lastError().text()));
        }
        if (hasLaunch && !csv.cell(r, QStringLiteral("launch_cents")).isEmpty()) {
            for (const QVariant &v : {QVariant(id), QVariant(QStringLiteral("launch")),
                     QVariant(csv.cell(r, QStringLiteral("launch_cents")).toLongLong()),
                     QVariant(QStringLiteral("USD")), emptyText(), QVariant(QStringLiteral("epoch"))})
                price.addBindValue(v);
            if (!price.exec())
                return fail(QStringLiteral("%1 row %2 launch price: %3")
                                .arg(file)
                                .arg(r + 2)
                                .arg(price.lastError().text()));
        }
        if (kind == u"motherboard")
            mBoardSlotLists.insert(id, csv.cell(r, QStringLiteral("slot_list")));
    }
    return true;
}

bool CatalogBuilder::applyCpuPlatforms()
{
    CsvTable platforms;
    if (!readCurated(QStringLiteral("cpu_platforms.csv"), platforms))
        return false;
    QSqlQuery cpus(mDb);
    if (!cpus.exec(QStringLiteral(
            "SELECT part.id, part.name, cpu.socket FROM cpu JOIN part ON part.id = cpu.part_id")))
        return fail(cpus.lastError().text());
    QList<QVariantList> updates;
    while (cpus.next()) {
        const QString name = cpus.value(1).toString();
        const QString socket = cpus.value(2).toString();
        int lanes = 16;
        int gen = 3;
        for (qsizetype r = 0; r < platforms.size(); ++r) {
            if (platforms.cell(r, QStringLiteral("socket")) != socket)
                continue;
            const QString pattern = platforms.cell(r, QStringLiteral("name_pattern"));
            if (!pattern.isEmpty() && !QRegularExpression(pattern).match(name).hasMatch())
                continue;
            lanes = platforms.cell(r, QStringLiteral("pcie_lanes")).toInt();
            gen = platforms.cell(r, QStringLiteral("pcie_gen")).toInt();
            break;
        }
        updates.append({lanes, gen, cpus.value(0)});
    }
    for (const QVariantList &u : updates) {
        // Lanes come from the platform table, not a per-model datasheet: mark them so.
        if (!exec(QStringLiteral("UPDATE cpu SET pcie_lanes = ?, pcie_gen = ? WHERE part_id = ?"), u)
            || !exec(
                QStringLiteral("UPDATE part SET estimated = trim(estimated || ' pcieLanes') WHERE id = ?"),
                {u[2]}))
            return false;
    }
    return true;
}

bool CatalogBuilder::applyBoardTopology()
{
    // Applied to the layouts already in pcie_slot: a row whose slots the board's layout lacks (a layout
    // numbered differently from the source) is left out and reported, never guessed onto other slots.
    CsvTable rows;
    if (!readCurated(QStringLiteral("board_topology.csv"), rows))
        return false;
    QHash<QString, QString> idByName;
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT id, name FROM part WHERE kind = 'motherboard'"));
    while (q.next())
        idByName.insert(q.value(1).toString(), q.value(0).toString());
    // A board's rows are applied together or not at all: half a topology would mislead.
    const auto slotsOf
        = [&](qsizetype r) { return rows.cell(r, QStringLiteral("slots")).split(u' ', Qt::SkipEmptyParts); };
    QSet<QString> misfit;
    // A chipset_uplink row without a board is the chipset's own link to the CPU (its maker's or a
    // review's figure): it applies to every board of the chipset named in `label`.
    const auto chipsetRow = [&](qsizetype r) {
        return rows.cell(r, QStringLiteral("board")).isEmpty()
            && rows.cell(r, QStringLiteral("kind")) == u"chipset_uplink";
    };
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QString board = rows.cell(r, QStringLiteral("board"));
        const QString id = idByName.value(board);
        if (!rows.cell(r, QStringLiteral("source_url")).startsWith(QStringLiteral("http")))
            return fail(QStringLiteral("board_topology.csv row %1: no source URL").arg(r + 2));
        if (chipsetRow(r)) {
            if (rows.cell(r, QStringLiteral("label")).isEmpty()
                || rows.cell(r, QStringLiteral("lanes")).toInt() < 1)
                return fail(QStringLiteral("board_topology.csv row %1: a chipset's uplink needs the chipset "
                                           "(label) and its width (lanes)")
                                .arg(r + 2));
            continue;
        }
        // A switch wired to slots shares its uplink between them: without the uplink's width the lanes
        // would be made up. Unwired, the width may be unknown (0).
        if (rows.cell(r, QStringLiteral("kind")) == u"switch" && !slotsOf(r).isEmpty()
            && rows.cell(r, QStringLiteral("lanes")).toInt() < 1)
            return fail(QStringLiteral("board_topology.csv row %1: a wired switch without its uplink width")
                            .arg(r + 2));
        bool fits = !id.isEmpty();
        for (const QString &p : slotsOf(r)) {
            QSqlQuery has(mDb);
            has.prepare(
                QStringLiteral("SELECT physical_lanes FROM pcie_slot WHERE board_id = ? AND position = ?"));
            has.addBindValue(id);
            has.addBindValue(p.toInt());
            fits = fits && has.exec() && has.next() && has.value(0).toInt() == 16;
        }
        if (!fits) {
            misfit.insert(board);
            const QString what = QStringLiteral("%1 (%2 %3)")
                                     .arg(board, rows.cell(r, QStringLiteral("kind")), slotsOf(r).join(u' '));
            if (!mStats.unappliedTopology.contains(what))
                mStats.unappliedTopology.append(what);
        }
    }
    QSet<QString> boards;
    QSet<QString> ownUplink; // boards with a chipset_uplink row of their own: it wins over the chipset's
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (!chipsetRow(r) && rows.cell(r, QStringLiteral("kind")) == u"chipset_uplink")
            ownUplink.insert(idByName.value(rows.cell(r, QStringLiteral("board"))));
    }
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (!chipsetRow(r))
            continue;
        QSqlQuery of(mDb);
        of.prepare(QStringLiteral("SELECT part_id FROM motherboard WHERE chipset = ?"));
        of.addBindValue(rows.cell(r, QStringLiteral("label")));
        if (!of.exec())
            return fail(of.lastError().text());
        QStringList ids;
        while (of.next())
            ids.append(of.value(0).toString());
        if (ids.isEmpty())
            mStats.unmatchedFacts.append(
                QStringLiteral("chipset uplink %1").arg(rows.cell(r, QStringLiteral("label"))));
        for (const QString &id : std::as_const(ids)) {
            if (ownUplink.contains(id))
                continue;
            if (!exec(QStringLiteral("INSERT INTO board_topology VALUES (?,?,?,?,?,?,?,?)"),
                    {id, QStringLiteral("chipset_uplink"), 0, rows.cell(r, QStringLiteral("lanes")).toInt(),
                        QStringLiteral(""), QStringLiteral(""), rows.cell(r, QStringLiteral("label")),
                        rows.cell(r, QStringLiteral("source_url"))}))
                return false;
        }
    }
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (chipsetRow(r))
            continue;
        const QString board = rows.cell(r, QStringLiteral("board"));
        const QString id = idByName.value(board);
        const QString kind = rows.cell(r, QStringLiteral("kind"));
        // A misfit board keeps its switches, unwired: the source shows them, and the rules then say
        // the lanes cannot be checked instead of counting the board as if it had none.
        const bool unwired = misfit.contains(board);
        if (unwired && (id.isEmpty() || kind != u"switch"))
            continue;
        // NOT NULL columns: empty, never NULL (a switch no source wires has no slots).
        const auto notNull = [](const QString &v) { return v.isNull() ? QStringLiteral("") : v; };
        const auto text
            = [&](const char *column) { return notNull(rows.cell(r, QString::fromLatin1(column))); };
        if (!exec(QStringLiteral("INSERT INTO board_topology VALUES (?,?,?,?,?,?,?,?)"),
                {id, kind, rows.cell(r, QStringLiteral("number")).toInt(),
                    rows.cell(r, QStringLiteral("lanes")).toInt(),
                    unwired ? QStringLiteral("") : notNull(slotsOf(r).join(u' ')), text("slot_lanes"),
                    text("label"), text("source_url")}))
            return false;
        boards.insert(id);
    }
    mStats.topologyBoards = int(boards.size());
    return true;
}

bool CatalogBuilder::applyBoardLayouts()
{
    CsvTable layouts;
    if (!readCurated(QStringLiteral("board_layouts.csv"), layouts))
        return false;
    QHash<QString, QString> idByName;
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT id, name FROM part WHERE kind = 'motherboard'"));
    while (q.next())
        idByName.insert(q.value(1).toString(), q.value(0).toString());
    QSet<QString> curated;
    const QString insert = QStringLiteral("INSERT INTO pcie_slot VALUES (?,?,?,?,?,?,?,?)");
    for (qsizetype r = 0; r < layouts.size(); ++r) {
        const QString board = layouts.cell(r, QStringLiteral("board"));
        const QString id = idByName.value(board);
        if (id.isEmpty()) {
            if (!mStats.unmatchedLayouts.contains(board))
                mStats.unmatchedLayouts.append(board);
            continue;
        }
        curated.insert(id);
        if (!exec(insert,
                {id, layouts.cell(r, QStringLiteral("position")).toInt(),
                    layouts.cell(r, QStringLiteral("physical")).toInt(),
                    layouts.cell(r, QStringLiteral("lanes")).toInt(),
                    valueOf(layouts.cell(r, QStringLiteral("shares_with"))),
                    layouts.cell(r, QStringLiteral("lanes_when_shared")).toInt(),
                    layouts.cell(r, QStringLiteral("source")),
                    layouts.cell(r, QStringLiteral("gen")).toInt()}))
            return false;
    }
    for (const QString &id : curated) {
        if (!exec(QStringLiteral("UPDATE motherboard SET layout_approximate = 0 WHERE part_id = ?"), {id})
            || !exec(QStringLiteral(
                         "UPDATE part SET source = source || '+hand' WHERE id = ? AND source != 'hand'"),
                {id}))
            return false;
    }
    mStats.curatedLayouts = int(curated.size());
    // Every other board gets a layout derived from its raw slot list.
    QSqlQuery boards(mDb);
    boards.exec(
        QStringLiteral("SELECT part_id, form_factor, socket FROM motherboard WHERE layout_approximate = 1"));
    QList<QStringList> pending;
    while (boards.next())
        pending.append({boards.value(0).toString(), boards.value(1).toString(), boards.value(2).toString()});
    for (const QStringList &b : pending) {
        const auto form = fromKey<FormFactor>(b[1]).value_or(FormFactor::Atx);
        const QList<PcieSlot> slots = deriveLayout(parseSlotList(mBoardSlotLists.value(b[0])), form, b[2]);
        for (const PcieSlot &s : slots) {
            if (!exec(insert,
                    {b[0], s.position, s.physicalSize.value(), s.maxLanes.value(), emptyText(), 0,
                        toKey(s.source), s.generation}))
                return false;
        }
        if (!exec(QStringLiteral("UPDATE part SET estimated = trim(estimated || ' slots') WHERE id = ?"),
                {b[0]}))
            return false;
        ++mStats.derivedLayouts;
    }
    return true;
}

bool CatalogBuilder::applyCaseRadiators()
{
    CsvTable mounts;
    if (!readCurated(QStringLiteral("case_radiators.csv"), mounts))
        return false;
    const QList<QPair<QString, QString>> cases = partNames(QStringLiteral("case"));
    // Every row names the maker's page (or a review quoting it) that gives the sizes per position;
    // a case without a row has no radiator data, which the rules treat as unknown.
    if (mounts.size() > 0 && !mounts.hasColumn(QStringLiteral("url")))
        return fail(QStringLiteral("case_radiators.csv: no url column"));
    QSet<QString> done;
    QSet<QString> withMounts; // a row may give only the longest card (no mounts: unknown, as before)
    for (qsizetype r = 0; r < mounts.size(); ++r) {
        const QString url = mounts.cell(r, QStringLiteral("url"));
        if (!url.startsWith(QStringLiteral("http")))
            return fail(QStringLiteral("case_radiators.csv row %1: no source URL").arg(r + 2));
        const QRegularExpression pattern(
            mounts.cell(r, QStringLiteral("name_pattern")), QRegularExpression::CaseInsensitiveOption);
        bool any = false;
        for (const auto &[id, name] : cases) {
            if (done.contains(id) || !pattern.match(name).hasMatch())
                continue;
            any = true;
            const QStringList positions
                = mounts.cell(r, QStringLiteral("mounts")).split(u' ', Qt::SkipEmptyParts);
            for (const QString &mount : positions) {
                if (!exec(QStringLiteral("INSERT INTO radiator_mount VALUES (?,?,?)"),
                        {id, mount.section(u':', 0, 0), mount.section(u':', 1, 1).toInt()}))
                    return false;
            }
            if (!exec(QStringLiteral("UPDATE part SET source = source || '+hand' WHERE id = ?"), {id})
                || (!positions.isEmpty()
                    && !recordSource(id, QStringLiteral("radiator_mounts"), url, QString())))
                return false;
            if (!positions.isEmpty())
                withMounts.insert(id);
            // The maker's longest card where the source gives it: it replaces the dataset's figure.
            if (const QString length = mounts.cell(r, QStringLiteral("max_gpu_length_mm"));
                !length.isEmpty()) {
                if (length.toDouble() <= 0)
                    return fail(
                        QStringLiteral("case_radiators.csv row %1: bad max_gpu_length_mm").arg(r + 2));
                if (!exec(QStringLiteral("UPDATE pc_case SET max_gpu_length_mm = ? WHERE part_id = ?"),
                        {length.toDouble(), id})
                    || !recordSource(id, QStringLiteral("max_gpu_length_mm"), url, QString()))
                    return false;
                ++mStats.casesWithGpuLength;
            }
            done.insert(id);
        }
        if (!any)
            mStats.unmatchedFacts.append(QStringLiteral("case %1").arg(pattern.pattern()));
    }
    mStats.casesWithRadiators = int(withMounts.size());
    return true;
}

} // namespace rigsmith::db
