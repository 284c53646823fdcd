// SPDX-License-Identifier: GPL-3.0-or-later
#include "useroverlay.h"

#include "core/catalog/layoutcorrection.h"
#include "core/file/partjson.h"
#include "core/file/regularfile.h"
#include "core/file/validatepart.h"
#include "core/model/partvalidity.h"
#include "db/catalog/catalogcheck.h"
#include "db/catalog/migrations.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <algorithm>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Overlay)
};

} // namespace

QString UserOverlay::defaultPath()
{
    // The window's data folder (organisation and application "Rigsmith"), named outright so the
    // CLI, whose application name differs, reads the same overlay.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("Rigsmith/Rigsmith/overlay.sqlite"));
}

namespace {

// A price read back from the overlay is checked as an imported one is: the file may have been
// written by another tool or an older Rigsmith without the table's checks.
QString priceProblem(qint64 cents, const QString &currency, const QDate &date)
{
    if (cents <= 0 || cents > kMaxPriceCents)
        return Text::tr("its price (%1 cents) is not above zero and at most a billion units of its currency")
            .arg(cents);
    if (!Money::isValidCurrency(currency))
        return Text::tr("\"%1\" is not a currency code").arg(currency.left(8));
    if (!date.isValid())
        return Text::tr("it has no valid date");
    return QString();
}

} // namespace

QStringList UserOverlay::unreadableNotices(const QString &path) const
{
    QStringList notices;
    QStringList unreadable;
    customParts(&unreadable);
    if (!unreadable.isEmpty()) {
        notices.append(
            Text::tr("%n of your custom parts cannot be read and are not shown (they stay in %1): %2",
                nullptr, int(unreadable.size()))
                .arg(path, unreadable.mid(0, 3).join(QStringLiteral("; "))));
    }
    QStringList badLayouts;
    layoutCorrections(&badLayouts);
    if (!badLayouts.isEmpty()) {
        notices.append(Text::tr("%n of your corrected board layouts cannot be read; those boards show the "
                                "catalog's layout (the corrections stay in %1): %2",
            nullptr, int(badLayouts.size()))
                           .arg(path, badLayouts.mid(0, 3).join(QStringLiteral("; "))));
    }
    QStringList badPrices;
    prices(&badPrices);
    modelPrices(&badPrices);
    if (!badPrices.isEmpty()) {
        notices.append(Text::tr("%n of your prices cannot be read and are not used (they stay in %1): %2",
            nullptr, int(badPrices.size()))
                           .arg(path, badPrices.mid(0, 3).join(QStringLiteral("; "))));
    }
    return notices;
}

UserOverlay::UserOverlay(QString connection)
    : mConnection(std::move(connection))
{
}

UserOverlay::~UserOverlay()
{
    {
        QSqlDatabase db = QSqlDatabase::database(mConnection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(mConnection);
}

std::optional<QString> UserOverlay::addCustomPart(const Part &part)
{
    // The overlay holds only parts a build can save and open again.
    if (const auto problem = validatePart(part))
        return Text::tr("Cannot save the custom part: %1: %2").arg(problem->field, problem->message);
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO custom_part VALUES (?, ?, ?)"));
    q.addBindValue(part.info.id.key());
    q.addBindValue(toKey(part.kind()));
    q.addBindValue(QString::fromUtf8(QJsonDocument(json::writePart(part)).toJson(QJsonDocument::Compact)));
    if (!q.exec())
        return Text::tr("Cannot save the custom part: %1").arg(overlayErrorText(q.lastError()));
    return std::nullopt;
}

std::optional<QString> UserOverlay::addCustomParts(const QList<Part> &parts)
{
    for (const Part &part : parts) {
        if (const auto problem = validatePart(part))
            return Text::tr("Cannot save the custom part %1: %2: %3")
                .arg(part.info.id.key(), problem->field, problem->message);
    }
    QSqlDatabase db = QSqlDatabase::database(mConnection);
    // One transaction: a kill or a full disk half-way leaves the parts as they were before.
    if (!db.transaction())
        return Text::tr("Cannot save the custom parts: %1").arg(overlayErrorText(db.lastError()));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO custom_part VALUES (?, ?, ?)"));
    for (const Part &part : parts) {
        q.bindValue(0, part.info.id.key());
        q.bindValue(1, toKey(part.kind()));
        q.bindValue(
            2, QString::fromUtf8(QJsonDocument(json::writePart(part)).toJson(QJsonDocument::Compact)));
        if (!q.exec()) {
            const QString error = overlayErrorText(q.lastError());
            db.rollback();
            return Text::tr("Cannot save the custom part %1: %2").arg(part.info.id.key(), error);
        }
    }
    if (!db.commit()) {
        const QString error = overlayErrorText(db.lastError());
        db.rollback();
        return Text::tr("Cannot save the custom parts: %1").arg(error);
    }
    return std::nullopt;
}

std::optional<QString> UserOverlay::setPriceOverride(const PartId &id, const Money &price)
{
    return setPrice({id, price, QDate::currentDate(), QString()});
}

std::optional<QString> UserOverlay::setPrice(const UserPrice &price)
{
    return setPrices({price});
}

std::optional<QString> UserOverlay::setPrices(const QList<UserPrice> &prices)
{
    return changePrices(prices, {});
}

std::optional<QString> UserOverlay::changePrices(
    const QList<UserPrice> &prices, const QList<PartId> &remove, const QList<GpuModel> &removeModels)
{
    QSqlDatabase db = QSqlDatabase::database(mConnection);
    if (!db.transaction())
        return Text::tr("Cannot save the prices: %1").arg(overlayErrorText(db.lastError()));
    const auto failed = [&db](const QString &what, const QSqlError &sqlError) {
        const QString error = overlayErrorText(sqlError);
        db.rollback();
        return Text::tr("Cannot save the price of %1: %2").arg(what, error);
    };
    for (const UserPrice &p : prices) {
        QSqlQuery q(db);
        const QString what = p.model ? p.model->displayName() : p.part.key();
        if (p.model) {
            if (p.model->memoryGb <= 0) {
                db.rollback();
                return Text::tr("Cannot save the price of %1: a model's price needs its memory size")
                    .arg(what);
            }
            q.prepare(
                QStringLiteral("INSERT OR REPLACE INTO model_price (model, name, cents, currency, set_on, "
                               "shop, condition) VALUES (?, ?, ?, ?, ?, ?, ?)"));
            q.addBindValue(p.model->key());
            q.addBindValue(p.model->displayName());
        } else {
            q.prepare(
                QStringLiteral("INSERT OR REPLACE INTO price_override (part_id, cents, currency, set_on, "
                               "shop, condition) VALUES (?, ?, ?, ?, ?, ?)"));
            q.addBindValue(p.part.key());
        }
        q.addBindValue(qint64(p.price.cents()));
        q.addBindValue(p.price.currency());
        q.addBindValue((p.date.isValid() ? p.date : QDate::currentDate()).toString(Qt::ISODate));
        q.addBindValue(p.shop);
        q.addBindValue(conditionKey(p.condition));
        if (!q.exec())
            return failed(what, q.lastError());
    }
    for (const PartId &id : remove) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM price_override WHERE part_id = ?"));
        q.addBindValue(id.key());
        if (!q.exec())
            return failed(id.key(), q.lastError());
    }
    for (const GpuModel &model : removeModels) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM model_price WHERE model = ?"));
        q.addBindValue(model.key());
        if (!q.exec())
            return failed(model.displayName(), q.lastError());
    }
    if (!db.commit()) {
        const QString error = overlayErrorText(db.lastError());
        db.rollback();
        return Text::tr("Cannot save the prices: %1").arg(error);
    }
    return std::nullopt;
}

QList<UserPrice> UserOverlay::prices(QStringList *unreadable) const
{
    QList<UserPrice> out;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.setForwardOnly(true);
    q.exec(QStringLiteral(
        "SELECT part_id, cents, currency, set_on, shop, condition FROM price_override ORDER BY part_id"));
    while (q.next()) {
        const QString id = q.value(0).toString();
        const qint64 cents = q.value(1).toLongLong();
        const QString currency = q.value(2).toString();
        const QDate date = QDate::fromString(q.value(3).toString(), Qt::ISODate);
        const auto condition = conditionFromKey(q.value(5).toString());
        QString why = priceProblem(cents, currency, date);
        if (why.isEmpty() && !condition)
            why = Text::tr("it is for a part neither new nor used ('%1')")
                      .arg(q.value(5).toString().left(20));
        if (!why.isEmpty()) {
            if (unreadable)
                unreadable->append(id.left(160) + QStringLiteral(": ") + why);
            continue;
        }
        out.append({PartId(id), Money(cents, currency), date, q.value(4).toString(), *condition});
    }
    return out;
}

QList<UserPrice> UserOverlay::modelPrices(QStringList *unreadable) const
{
    QList<UserPrice> out;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.setForwardOnly(true);
    q.exec(QStringLiteral(
        "SELECT model, name, cents, currency, set_on, shop, condition FROM model_price ORDER BY model"));
    while (q.next()) {
        const QString name = q.value(1).toString();
        const qint64 cents = q.value(2).toLongLong();
        const QString currency = q.value(3).toString();
        const QDate date = QDate::fromString(q.value(4).toString(), Qt::ISODate);
        const auto condition = conditionFromKey(q.value(6).toString());
        const auto model = parseGpuModel(name);
        QString why = priceProblem(cents, currency, date);
        if (why.isEmpty() && !condition)
            why = Text::tr("it is for a part neither new nor used ('%1')")
                      .arg(q.value(6).toString().left(20));
        if (why.isEmpty() && (!model || model->memoryGb <= 0 || model->key() != q.value(0).toString()))
            why = Text::tr("it names no GPU model with its memory");
        if (!why.isEmpty()) {
            if (unreadable)
                unreadable->append(name.left(160) + QStringLiteral(": ") + why);
            continue;
        }
        out.append({PartId(), Money(cents, currency), date, q.value(5).toString(), *condition, model});
    }
    return out;
}

QList<Part> UserOverlay::customParts(QStringList *unreadable) const
{
    QList<Part> parts;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT id, json FROM custom_part ORDER BY id"));
    while (q.next()) {
        const QString id = q.value(0).toString();
        QJsonParseError parseError {};
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(1).toString().toUtf8(), &parseError);
        QString why;
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            why = Text::tr("not a part (%1)").arg(parseError.errorString());
        } else {
            try {
                Part p = json::readPart(doc.object(), id);
                p.info.id = PartId(id);
                if (const auto problem = validatePart(p))
                    why = problem->field + QStringLiteral(": ") + problem->message;
                else
                    parts.append(p);
            } catch (const json::FieldError &e) {
                why = e.field + QStringLiteral(": ") + e.message;
            }
        }
        if (!why.isEmpty()) {
            qWarning("overlay: custom part %s not shown: %s", qPrintable(id), qPrintable(why));
            if (unreadable)
                unreadable->append(id + QStringLiteral(": ") + why);
        }
    }
    return parts;
}

std::optional<QString> UserOverlay::setLayoutCorrection(const LayoutCorrection &correction)
{
    const QByteArray data = layoutfile::serialize(correction);
    // Only what reads back: the overlay's reader is the layout file's.
    const auto parsed = layoutfile::parse(data);
    if (const auto *why = std::get_if<QString>(&parsed))
        return Text::tr("Cannot save the layout of %1: %2").arg(correction.board.key(), *why);
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.prepare(
        QStringLiteral("INSERT OR REPLACE INTO board_layout (board_id, json, saved_on) VALUES (?, ?, ?)"));
    q.addBindValue(correction.board.key());
    q.addBindValue(QString::fromUtf8(data));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return Text::tr("Cannot save the layout of %1: %2")
            .arg(correction.board.key(), overlayErrorText(q.lastError()));
    return std::nullopt;
}

std::optional<QString> UserOverlay::removeLayoutCorrection(const PartId &board)
{
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.prepare(QStringLiteral("DELETE FROM board_layout WHERE board_id = ?"));
    q.addBindValue(board.key());
    if (!q.exec())
        return Text::tr("Cannot remove the layout of %1: %2")
            .arg(board.key(), overlayErrorText(q.lastError()));
    return std::nullopt;
}

QList<LayoutCorrection> UserOverlay::layoutCorrections(QStringList *unreadable) const
{
    QList<LayoutCorrection> out;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.exec(QStringLiteral("SELECT board_id, json FROM board_layout ORDER BY board_id"));
    while (q.next()) {
        const QString id = q.value(0).toString();
        auto parsed = layoutfile::parse(q.value(1).toString().toUtf8());
        QString why;
        if (const auto *c = std::get_if<LayoutCorrection>(&parsed)) {
            if (c->board.key() == id)
                out.append(*c);
            else
                why = Text::tr("it names another board, %1").arg(c->board.key());
        } else {
            why = std::get<QString>(parsed);
        }
        if (!why.isEmpty()) {
            qWarning("overlay: layout of %s not used: %s", qPrintable(id), qPrintable(why));
            if (unreadable)
                unreadable->append(id + QStringLiteral(": ") + why);
        }
    }
    return out;
}

QHash<QString, Money> UserOverlay::priceOverrides() const
{
    QHash<QString, Money> out;
    for (const UserPrice &p : prices())
        out.insert(p.part.key(), p.price);
    return out;
}

OverlaidCatalog::OverlaidCatalog(const PartCatalog &base, UserOverlay &overlay)
    : mBase(base)
    , mOverlay(overlay)
    , mCustom(overlay.customParts())
{
    reloadPrices(overlay);
}

void OverlaidCatalog::reloadPrices(const UserOverlay &overlay)
{
    mPrices.clear();
    byCurrentId(
        overlay.prices(), [](const UserPrice &p) { return p.part; }, mPrices);
    mModelPrices.clear();
    for (const UserPrice &p : overlay.modelPrices())
        mModelPrices.insert(p.model->key(), p);
    byCurrentId(
        overlay.layoutCorrections(), [](const LayoutCorrection &c) { return c.board; }, mLayouts);
}

template<typename T, typename IdOf>
void OverlaidCatalog::byCurrentId(const QList<T> &items, IdOf idOf, QHash<QString, T> &into) const
{
    for (const T &item : items)
        into.insert(idOf(item).key(), item);
    // What the user gave for an entry the catalog has since merged into another entry of the same
    // product holds for that entry, unless they gave the entry itself one too.
    for (const T &item : items) {
        const QString now = mBase.currentId(idOf(item)).key();
        if (!into.contains(now))
            into.insert(now, item);
    }
}

std::optional<LayoutCorrection> OverlaidCatalog::layoutCorrection(const PartId &board) const
{
    const auto it = mLayouts.constFind(board.key());
    return it == mLayouts.cend() ? std::nullopt : std::optional<LayoutCorrection>(*it);
}

std::optional<Part> OverlaidCatalog::unlayered(const PartId &id) const
{
    if (auto p = mCustom.part(id))
        return p;
    return mBase.part(id);
}

std::optional<QString> OverlaidCatalog::saveLayoutCorrection(const LayoutCorrection &correction)
{
    const auto board = unlayered(correction.board);
    if (!board || board->kind() != PartKind::Motherboard)
        return Text::tr("Cannot save the layout: %1 is not a board in the catalog")
            .arg(correction.board.key());
    if (const auto problem = validatePart(applyLayoutCorrection(*board, correction)))
        return Text::tr("Cannot save the layout: %1: %2").arg(problem->field, problem->message);
    if (auto error = mOverlay.setLayoutCorrection(correction))
        return error;
    mLayouts.insert(correction.board.key(), correction);
    return std::nullopt;
}

std::optional<QString> OverlaidCatalog::removeLayoutCorrection(const PartId &board)
{
    if (auto error = mOverlay.removeLayoutCorrection(board))
        return error;
    mLayouts.remove(board.key());
    return std::nullopt;
}

Part OverlaidCatalog::overridden(Part part) const
{
    if (part.kind() == PartKind::Motherboard) {
        // The user's layout wins over the catalog's.
        const auto layout = mLayouts.constFind(part.info.id.key());
        if (layout != mLayouts.cend())
            part = applyLayoutCorrection(std::move(part), *layout);
    }
    // The user's price of this part wins; else their price of its GPU model (every variant of it).
    const UserPrice *mine = nullptr;
    if (const auto it = mPrices.constFind(part.info.id.key()); it != mPrices.cend())
        mine = &*it;
    else if (const auto *gpu = std::get_if<GpuSpec>(&part.spec)) {
        if (const auto m = mModelPrices.constFind(gpuModelOf(*gpu).key()); m != mModelPrices.cend())
            mine = &*m;
    }
    if (mine) {
        part.info.price = mine->price;
        // Where the price came from and when, as the user said: shown beside every price.
        part.info.priceSource = userPriceSource(mine->condition, mine->isModelPrice(), mine->shop);
        part.info.priceDate = mine->date;
    }
    return part;
}

std::optional<Part> OverlaidCatalog::part(const PartId &id) const
{
    if (auto p = mCustom.part(id))
        return overridden(*p);
    if (auto p = mBase.part(id))
        return overridden(*p);
    return std::nullopt;
}

QList<Part> OverlaidCatalog::parts(PartKind kind) const
{
    QList<Part> out = mCustom.parts(kind);
    for (const Part &p : mBase.parts(kind))
        out.append(overridden(p));
    return out;
}

QList<Part> OverlaidCatalog::search(const PartQuery &query) const
{
    // Overridden prices can change what a price filter or sort sees: filter after overriding.
    PartQuery unlimited = query;
    unlimited.limit = -1;
    unlimited.filter = PartFilter {};
    unlimited.filter.compatibleWith = query.filter.compatibleWith;
    QList<Part> out;
    const PartMatcher matcher(query); // the words were matched by the searches above
    for (const Part &p : mCustom.search(unlimited) + mBase.search(unlimited)) {
        Part shown = overridden(p);
        if (matcher.passesFilters(shown))
            out.append(std::move(shown));
    }
    return finishQuery(std::move(out), query);
}

int OverlaidCatalog::count(PartKind kind) const
{
    return mCustom.count(kind) + mBase.count(kind);
}

} // namespace rigsmith::db
