// SPDX-License-Identifier: GPL-3.0-or-later
#include "useroverlay.h"

#include "catalogcheck.h"
#include "core/catalog/layoutcorrection.h"
#include "core/file/partjson.h"
#include "core/file/regularfile.h"
#include "core/file/validatepart.h"
#include "core/model/partvalidity.h"
#include "migrations.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

constexpr qint64 kMaxOverlaySize = qint64(1) * 1024 * 1024 * 1024;

QString nextConnection()
{
    static QAtomicInt counter;
    return QStringLiteral("rigsmith-overlay-%1").arg(counter.fetchAndAddRelaxed(1));
}

// What is wrong with the overlay file at `path`, or nothing; `newer` is set for an overlay of a
// newer Rigsmith, which is left as it is.
std::optional<QString> overlayDamage(const QString &path, bool *newer)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray head = file.read(16);
        if (!head.isEmpty() && head != QByteArray("SQLite format 3", 16))
            return Text::tr("it is not an SQLite database");
    }
    file.close();
    const QString connection = nextConnection();
    std::optional<QString> problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            problem = sqlReason(db.lastError().text());
        } else {
            const int version = schemaVersion(db);
            const int latest = overlayMigrations().isEmpty() ? 0 : overlayMigrations().last().version;
            if (version > latest) {
                *newer = true;
                problem = Text::tr("it was written by a newer Rigsmith (version %1)").arg(version);
            } else if (version == latest) {
                // Older versions are migrated; the current one must have everything.
                if (const QString schema = checkSchema(connection, true); !schema.isEmpty())
                    problem = schema;
            } else {
                QSqlQuery q(db);
                if (!q.exec(QStringLiteral("PRAGMA quick_check")))
                    problem = sqlReason(q.lastError().text());
                else if (q.next() && q.value(0).toString() != u"ok")
                    problem = Text::tr("the database is damaged: %1").arg(q.value(0).toString());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return problem;
}

struct Salvaged
{
    QStringList kept; // "custom_part: 3 rows"
    QStringList lost; // "price_override: column currency is missing"
};

// Copies into the fresh overlay on `db` what the set-aside file at `aside` still holds: each table of
// the current schema that it has, the columns both have, when every column the fresh table needs
// (NOT NULL without a default) is among them. A table or column that is missing loses only itself.
Salvaged salvage(QSqlDatabase &db, const QString &aside)
{
    Salvaged out;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("ATTACH DATABASE '%1' AS old")
                    .arg(QString(aside).replace(u'\'', QStringLiteral("''"))))) {
        out.lost.append(sqlReason(q.lastError().text()));
        return out;
    }
    if (QSqlQuery probe(db); !probe.exec(QStringLiteral("SELECT count(*) FROM old.sqlite_master"))) {
        q.exec(QStringLiteral("DETACH DATABASE old"));
        return out; // nothing in it can be read: the damage itself says why
    }
    // What the user calls each table.
    const auto words = [](const QString &table) {
        if (table == u"custom_part")
            return Text::tr("custom parts");
        if (table == u"price_override")
            return Text::tr("your prices");
        if (table == u"board_layout")
            return Text::tr("your corrected board layouts");
        return table;
    };
    int oldVersion = 0;
    if (QSqlQuery version(db); version.exec(QStringLiteral("PRAGMA old.user_version")) && version.next())
        oldVersion = version.value(0).toInt();
    const int latest = overlayMigrations().isEmpty() ? 0 : overlayMigrations().last().version;
    const auto columns = [&db](const QString &schema, const QString &table) {
        QList<QPair<QString, bool>> named; // name, needed (NOT NULL without a default)
        QSqlQuery info(db);
        if (info.exec(QStringLiteral("PRAGMA %1.table_info(\"%2\")").arg(schema, table))) {
            while (info.next())
                named.append({info.value(1).toString(),
                    info.value(3).toInt() != 0 && info.value(4).isNull() && info.value(5).toInt() == 0});
        }
        return named;
    };
    QStringList tables;
    if (q.exec(QStringLiteral(
            "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))) {
        while (q.next())
            tables.append(q.value(0).toString());
    }
    for (const QString &table : tables) {
        const auto had = columns(QStringLiteral("old"), table);
        if (had.isEmpty()) {
            // An overlay of an older version never had the newer tables: nothing of them is lost.
            if (oldVersion >= latest)
                out.lost.append(Text::tr("%1 (their table is missing)").arg(words(table)));
            continue;
        }
        QStringList common, missing;
        for (const auto &[name, needed] : columns(QStringLiteral("main"), table)) {
            const bool there
                = std::any_of(had.cbegin(), had.cend(), [&name](const auto &h) { return h.first == name; });
            if (there)
                common.append(u'"' + name + u'"');
            else if (needed)
                missing.append(name);
        }
        if (!missing.isEmpty()) {
            out.lost.append(
                Text::tr("%1 (column %2 is missing)").arg(words(table), missing.join(QStringLiteral(", "))));
            continue;
        }
        const QString list = common.join(u',');
        QSqlQuery copy(db);
        if (!copy.exec(QStringLiteral("INSERT OR IGNORE INTO main.\"%1\" (%2) SELECT %2 FROM old.\"%1\"")
                           .arg(table, list))) {
            out.lost.append(QStringLiteral("%1 (%2)").arg(words(table), sqlReason(copy.lastError().text())));
            continue;
        }
        out.kept.append(Text::tr("%1: %n kept", nullptr, copy.numRowsAffected()).arg(words(table)));
    }
    q.exec(QStringLiteral("DETACH DATABASE old"));
    return out;
}

} // namespace

UserOverlay::Opened UserOverlay::open(const QString &path)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir)) {
        return {nullptr,
            Text::tr("Cannot create the folder %1 for your custom parts and prices; they are off "
                     "for this session. Check the folder's permissions.")
                .arg(dir),
            {}};
    }
    QStringList notices;
    QString damaged, asidePath;
    if (QFileInfo::exists(path)) {
        if (const auto problem = regularFileProblem(path, kMaxOverlaySize)) {
            return {nullptr,
                Text::tr("Your custom parts file %1 %2; custom parts and prices are off for this session.")
                    .arg(path, *problem),
                {}};
        }
        bool newer = false;
        if (const auto damage = overlayDamage(path, &newer)) {
            if (newer) {
                return {nullptr,
                    Text::tr("Your custom parts file %1 cannot be used: %2. It is left as it is; custom "
                             "parts and prices are off for this session.")
                        .arg(path, *damage),
                    {}};
            }
            // Set aside, never deleted: the user's parts may still be recovered from it.
            const QString aside = path + QStringLiteral(".damaged-")
                + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
            if (!QFile::rename(path, aside)) {
                return {nullptr,
                    Text::tr("Your custom parts file %1 is damaged (%2) and cannot be moved aside; custom "
                             "parts and prices are off for this session.")
                        .arg(path, *damage),
                    {}};
            }
            damaged = *damage;
            asidePath = aside;
        }
    }
    const QString connection = nextConnection();
    std::unique_ptr<UserOverlay> overlay(new UserOverlay(connection));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        return {nullptr,
            Text::tr("Cannot open your custom parts file %1 (%2); custom parts and prices are off "
                     "for this session.")
                .arg(path, sqlReason(db.lastError().text())),
            notices};
    }
    if (const auto error = migrate(db, overlayMigrations())) {
        return {nullptr,
            Text::tr("Your custom parts file %1 cannot be used (%2); custom parts and prices are "
                     "off for this session.")
                .arg(path, *error),
            notices};
    }
    if (!asidePath.isEmpty()) {
        // The set-aside file stays as it was; what can still be read from it comes back into the
        // fresh one (a missing table or column loses only itself).
        const Salvaged salvaged = salvage(db, asidePath);
        QString notice = Text::tr("Your custom parts file was damaged (%1). It was kept as %2 and a new one "
                                  "was started")
                             .arg(damaged, asidePath);
        if (!salvaged.kept.isEmpty())
            notice += Text::tr(" with what could still be read from it (%1)")
                          .arg(salvaged.kept.join(QStringLiteral("; ")));
        if (!salvaged.lost.isEmpty())
            notice += Text::tr("; not recovered: %1").arg(salvaged.lost.join(QStringLiteral("; ")));
        notices.append(notice + u'.');
    }
    QStringList unreadable;
    overlay->customParts(&unreadable);
    if (!unreadable.isEmpty()) {
        notices.append(
            Text::tr("%n of your custom parts cannot be read and are not shown (they stay in %1): %2",
                nullptr, int(unreadable.size()))
                .arg(path, unreadable.mid(0, 3).join(QStringLiteral("; "))));
    }
    QStringList badLayouts;
    overlay->layoutCorrections(&badLayouts);
    if (!badLayouts.isEmpty()) {
        notices.append(Text::tr("%n of your corrected board layouts cannot be read; those boards show the "
                                "catalog's layout (the corrections stay in %1): %2",
            nullptr, int(badLayouts.size()))
                           .arg(path, badLayouts.mid(0, 3).join(QStringLiteral("; "))));
    }
    return {std::move(overlay), QString(), notices};
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
    return changePrices(prices, {});
}

std::optional<QString> UserOverlay::changePrices(const QList<UserPrice> &prices, const QList<PartId> &remove)
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
    for (const PartId &id : remove) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("DELETE FROM price_override WHERE part_id = ?"));
        q.addBindValue(id.key());
        if (!q.exec()) {
            const QString error = q.lastError().text();
            db.rollback();
            return Text::tr("Cannot save the price of %1: %2").arg(id.key(), error);
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

QList<Part> UserOverlay::customParts(QStringList *unreadable) const
{
    QList<Part> parts;
    QSqlQuery q(QSqlDatabase::database(mConnection));
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
        return Text::tr("Cannot save the layout of %1: %2").arg(correction.board.key(), q.lastError().text());
    return std::nullopt;
}

std::optional<QString> UserOverlay::removeLayoutCorrection(const PartId &board)
{
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.prepare(QStringLiteral("DELETE FROM board_layout WHERE board_id = ?"));
    q.addBindValue(board.key());
    if (!q.exec())
        return Text::tr("Cannot remove the layout of %1: %2").arg(board.key(), q.lastError().text());
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
    QHash<QString, Money> prices;
    QSqlQuery q(QSqlDatabase::database(mConnection));
    q.exec(QStringLiteral("SELECT part_id, cents, currency FROM price_override"));
    while (q.next())
        prices.insert(q.value(0).toString(), Money(q.value(1).toLongLong(), q.value(2).toString()));
    return prices;
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
