// SPDX-License-Identifier: GPL-3.0-or-later
#include "useroverlay.h"

#include "core/partjson.h"
#include "migrations.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

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
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("overlay.sqlite"));
}

UserOverlay::Opened UserOverlay::open(const QString &path)
{
    static QAtomicInt counter;
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir)) {
        return {nullptr,
            Text::tr("Cannot create the folder %1 for your custom parts and prices; they are off "
                     "for this session. Check the folder's permissions.")
                .arg(dir)};
    }
    const QString connection = QStringLiteral("rigsmith-overlay-%1").arg(counter.fetchAndAddRelaxed(1));
    std::unique_ptr<UserOverlay> overlay(new UserOverlay(connection));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        return {nullptr,
            Text::tr("Cannot open your custom parts file %1 (%2); custom parts and prices are off "
                     "for this session.")
                .arg(path, db.lastError().text())};
    }
    if (const auto error = migrate(db, overlayMigrations())) {
        return {nullptr,
            Text::tr("Your custom parts file %1 cannot be used (%2); custom parts and prices are "
                     "off for this session.")
                .arg(path, *error)};
    }
    return {std::move(overlay), QString()};
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
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO custom_part VALUES (?, ?, ?)"));
    q.addBindValue(part.info.id.key());
    q.addBindValue(toKey(part.kind()));
    q.addBindValue(QString::fromUtf8(QJsonDocument(json::writePart(part)).toJson(QJsonDocument::Compact)));
    if (!q.exec())
        return Text::tr("Cannot save the custom part: %1").arg(q.lastError().text());
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
    QSqlDatabase db = QSqlDatabase::database(mConnection);
    if (!db.transaction())
        return Text::tr("Cannot save the prices: %1").arg(db.lastError().text());
    for (const UserPrice &p : prices) {
        QSqlQuery q(db);
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO price_override (part_id, cents, currency, set_on, shop) "
                           "VALUES (?, ?, ?, ?, ?)"));
        q.addBindValue(p.part.key());
        q.addBindValue(qint64(p.price.cents()));
        q.addBindValue(p.price.currency());
        q.addBindValue((p.date.isValid() ? p.date : QDate::currentDate()).toString(Qt::ISODate));
        q.addBindValue(p.shop);
        if (!q.exec()) {
            const QString error = q.lastError().text();
            db.rollback();
            return Text::tr("Cannot save the price of %1: %2").arg(p.part.key(), error);
        }
    }
    if (!db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        return Text::tr("Cannot save the prices: %1").arg(error);
    }
    return std::nullopt;
}

QList<UserPrice> UserOverlay::prices() const
{
    QList<UserPrice> out;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.exec(
        QStringLiteral("SELECT part_id, cents, currency, set_on, shop FROM price_override ORDER BY part_id"));
    while (q.next()) {
        out.append({PartId(q.value(0).toString()), Money(q.value(1).toLongLong(), q.value(2).toString()),
            QDate::fromString(q.value(3).toString(), Qt::ISODate), q.value(4).toString()});
    }
    return out;
}

QList<Part> UserOverlay::customParts() const
{
    QList<Part> parts;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.exec(QStringLiteral("SELECT id, json FROM custom_part ORDER BY id"));
    while (q.next()) {
        try {
            Part p = json::readPart(
                QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object(), q.value(0).toString());
            p.info.id = PartId(q.value(0).toString());
            parts.append(p);
        } catch (const json::FieldError &e) {
            qWarning("overlay: custom part %s skipped: %s %s", qPrintable(q.value(0).toString()),
                qPrintable(e.field), qPrintable(e.message));
        }
    }
    return parts;
}

QHash<QString, Money> UserOverlay::priceOverrides() const
{
    QHash<QString, Money> prices;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.exec(QStringLiteral("SELECT part_id, cents, currency FROM price_override"));
    while (q.next())
        prices.insert(q.value(0).toString(), Money(q.value(1).toLongLong(), q.value(2).toString()));
    return prices;
}

OverlaidCatalog::OverlaidCatalog(const PartCatalog &base, const UserOverlay &overlay)
    : mBase(base)
    , mCustom(overlay.customParts())
{
    for (const UserPrice &p : overlay.prices())
        mPrices.insert(p.part.key(), p);
}

Part OverlaidCatalog::overridden(Part part) const
{
    const auto it = mPrices.constFind(part.info.id.key());
    if (it != mPrices.cend()) {
        part.info.price = it->price;
        // Where the price came from and when, as the user said: shown beside every price.
        part.info.priceSource
            = it->shop.isEmpty() ? QStringLiteral("user") : QStringLiteral("user: ") + it->shop;
        part.info.priceDate = it->date;
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
    for (const Part &p : mCustom.search(unlimited) + mBase.search(unlimited)) {
        Part shown = overridden(p);
        if (matches(shown, query))
            out.append(std::move(shown));
    }
    return finishQuery(std::move(out), query);
}

int OverlaidCatalog::count(PartKind kind) const
{
    return mCustom.count(kind) + mBase.count(kind);
}

} // namespace rigsmith::db
