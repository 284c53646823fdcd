// SPDX-License-Identifier: GPL-3.0-or-later
// Opening the user's overlay so that SQLite's own recovery runs first: read-write, with the journal
// beside it, waiting on another process's lock. Only a file SQLite itself cannot read is set aside.
#include "core/file/atomicsave.h"
#include "core/file/regularfile.h"
#include "db/catalog/catalogcheck.h"
#include "db/catalog/migrations.h"
#include "useroverlay.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Overlay)
};

constexpr qint64 kMaxOverlaySize = qint64(1) * 1024 * 1024 * 1024;

// SQLite's primary result codes (sqlite3.h) that decide what a failure means for the user's file.
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteFull = 13;
constexpr int kSqliteNotADb = 26;

QString nextConnection()
{
    static QAtomicInt counter;
    return QStringLiteral("rigsmith-overlay-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

OverlayTrouble troubleOf(const QSqlError &error)
{
    bool ok = false;
    // Qt passes SQLite's result code on; an extended code keeps the primary one in its low byte.
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return OverlayTrouble::Other;
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
        return OverlayTrouble::Busy;
    case kSqliteFull:
        return OverlayTrouble::Full;
    case kSqliteCorrupt:
    case kSqliteNotADb:
        return OverlayTrouble::Damaged;
    default:
        return OverlayTrouble::Other;
    }
}

QString overlayErrorText(const QSqlError &error)
{
    switch (troubleOf(error)) {
    case OverlayTrouble::Busy:
        // SQLite's lock does not say who holds it: another Rigsmith or any program that opened the file.
        return Text::tr("the overlay is in use by another program (it stayed locked for %1 seconds); "
                        "nothing was changed, try again when it has finished")
            .arg(UserOverlay::kBusyTimeoutMs / 1000);
    case OverlayTrouble::Full:
        return Text::tr("the disk is full; nothing was changed, free some space and try again");
    case OverlayTrouble::Damaged:
        return Text::tr("it is not an SQLite database or is damaged (%1)")
            .arg(sqlReason(error.databaseText()));
    case OverlayTrouble::Other:
        break;
    }
    return sqlReason(error.text());
}

namespace {

struct Inspection
{
    enum Verdict { Fine, Newer, Damaged, Unusable, Foreign } verdict = Fine;
    QString reason;
};

// Why the database on `q`'s connection is another program's, or nothing when it is an overlay (or
// empty). An overlay Rigsmith made carries its application id; one made before the id was set is
// known by its schema version and at least one of its tables. Fails (with the query's error) when
// SQLite cannot read the file's header or schema.
std::optional<std::optional<QString>> foreignness(QSqlQuery &q)
{
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return std::nullopt;
    const qint64 id = q.value(0).toLongLong();
    if (id != 0 && id != UserOverlay::kApplicationId)
        return std::optional<QString>(
            Text::tr("it is another program's SQLite database (application id %1)").arg(id));
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return std::nullopt;
    const int version = q.value(0).toInt();
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                               "'sqlite_%' ORDER BY name")))
        return std::nullopt;
    QStringList tables;
    while (q.next())
        tables.append(q.value(0).toString());
    if (id == UserOverlay::kApplicationId || tables.isEmpty())
        return std::optional<QString>();
    const QStringList ours = schemaTables(true);
    const bool anyOurs
        = std::any_of(tables.cbegin(), tables.cend(), [&ours](const QString &t) { return ours.contains(t); });
    if (version > 0 && anyOurs)
        return std::optional<QString>();
    constexpr qsizetype kNamed = 5;
    QString named = tables.mid(0, kNamed).join(QStringLiteral(", "));
    if (tables.size() > kNamed)
        named += Text::tr(" and %1 more").arg(tables.size() - kNamed);
    return std::optional<QString>(
        Text::tr("it is another program's SQLite database (its tables: %1)").arg(named));
}

// Reads the overlay on `connection` (opened read-write: a hot journal a killed writer left is rolled
// back by SQLite on the first read) under one read transaction, so another process cannot take the
// lock between the checks. A lock held longer than the busy timeout, a full disk or any other error
// of the system is Unusable, never Damaged: only what SQLite says it cannot read is.
Inspection inspect(const QString &connection)
{
    QSqlDatabase db = QSqlDatabase::database(connection, false);
    QSqlQuery q(db);
    const auto failed = [&q](const QSqlError &error) {
        q.exec(QStringLiteral("ROLLBACK"));
        if (troubleOf(error) == OverlayTrouble::Damaged)
            return Inspection {Inspection::Damaged,
                Text::tr("it is not an SQLite database (%1)").arg(sqlReason(error.databaseText()))};
        return Inspection {Inspection::Unusable, overlayErrorText(error)};
    };
    if (!q.exec(QStringLiteral("BEGIN")))
        return failed(q.lastError());
    // Another program's database is never changed or set aside, damaged or not.
    const auto foreign = foreignness(q);
    if (!foreign)
        return failed(q.lastError());
    if (*foreign) {
        q.exec(QStringLiteral("ROLLBACK"));
        return {Inspection::Foreign, **foreign};
    }
    QString damage;
    if (!integrityCheck(q, true, &damage))
        return failed(q.lastError());
    if (!damage.isEmpty()) {
        q.exec(QStringLiteral("ROLLBACK"));
        return {Inspection::Damaged, damage};
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return failed(q.lastError());
    const int version = q.value(0).toInt();
    const int latest = overlayMigrations().isEmpty() ? 0 : overlayMigrations().last().version;
    Inspection out;
    if (version > latest) {
        out = {Inspection::Newer, Text::tr("it was written by a newer Rigsmith (version %1)").arg(version)};
    } else if (version == latest) {
        // Older versions are migrated; the current one must have everything.
        if (const QString schema = checkSchema(connection, true); !schema.isEmpty())
            out = {Inspection::Damaged, schema};
    }
    q.exec(QStringLiteral("ROLLBACK"));
    return out;
}

// The files SQLite keeps beside a database: they belong to it and move with it.
const QStringList &companionSuffixes()
{
    static const QStringList suffixes {
        QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")};
    return suffixes;
}

// Renames `path` and its journal to `aside` (and `aside-journal`): a journal left beside the fresh
// file would be played into it, and the kept copy needs its own to read back committed data only.
bool setAside(const QString &path, const QString &aside)
{
    if (!QFile::rename(path, aside))
        return false;
    for (const QString &suffix : companionSuffixes()) {
        if (QFileInfo::exists(path + suffix))
            QFile::rename(path + suffix, aside + suffix);
    }
    return true;
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
        if (table == u"model_price")
            return Text::tr("your prices for GPU models");
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
    // No save or export of this process may write over it or its journal.
    protectFromSaves(path, Text::tr("your custom parts and prices file"));
    if (QFileInfo::exists(path)) {
        if (const auto problem = regularFileProblem(path, kMaxOverlaySize)) {
            return {nullptr,
                Text::tr("Your custom parts file %1 %2; custom parts and prices are off for this session.")
                    .arg(path, *problem),
                {}};
        }
    }
    const auto connect = [&path](const QString &connection) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        // Read-write, so that SQLite rolls back what a killed writer left in the journal; a lock
        // another Rigsmith holds is waited for, not taken for damage.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
        return db.open() ? QString() : sqlReason(db.lastError().text());
    };
    const auto off = [&path](const QString &why) {
        return Text::tr("Cannot open your custom parts file %1: %2. It is left as it is; custom parts and "
                        "prices are off for this session.")
            .arg(path, why);
    };
    QStringList notices;
    QString connection = nextConnection();
    auto overlay = std::unique_ptr<UserOverlay>(new UserOverlay(connection));
    if (const QString error = connect(connection); !error.isEmpty())
        return {nullptr, off(error), notices};
    QString damaged, asidePath;
    const Inspection inspection = inspect(connection);
    switch (inspection.verdict) {
    case Inspection::Fine:
        break;
    case Inspection::Newer:
        return {nullptr,
            Text::tr("Your custom parts file %1 cannot be used: %2. It is left as it is; custom "
                     "parts and prices are off for this session.")
                .arg(path, inspection.reason),
            {}};
    case Inspection::Unusable:
        return {nullptr, off(inspection.reason), notices};
    case Inspection::Foreign:
        return {nullptr,
            Text::tr("Your custom parts file %1 is not Rigsmith's: %2. It is left as it is; custom parts and "
                     "prices are off for this session. Move it elsewhere and Rigsmith starts a new one.")
                .arg(path, inspection.reason),
            {}};
    case Inspection::Damaged: {
        // SQLite itself cannot read it: set aside, never deleted, so the user's parts may still be
        // recovered from it; its connection goes first.
        overlay.reset();
        const QString aside = path + QStringLiteral(".damaged-")
            + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        if (!setAside(path, aside)) {
            return {nullptr,
                Text::tr("Your custom parts file %1 is damaged (%2) and cannot be moved aside; custom "
                         "parts and prices are off for this session.")
                    .arg(path, inspection.reason),
                {}};
        }
        damaged = inspection.reason;
        asidePath = aside;
        connection = nextConnection();
        overlay.reset(new UserOverlay(connection));
        if (const QString error = connect(connection); !error.isEmpty())
            return {nullptr, off(error), notices};
        break;
    }
    }
    QSqlDatabase db = QSqlDatabase::database(connection, false);
    if (const auto error = migrate(db, overlayMigrations())) {
        return {nullptr,
            Text::tr("Your custom parts file %1 cannot be used (%2); it is left as it is and custom parts "
                     "and prices are off for this session.")
                .arg(path, *error),
            notices};
    }
    // Marked as Rigsmith's, so that it is known without its tables (an overlay made before the mark
    // gets it now). A file that cannot take the mark still works: the tables tell it.
    if (QSqlQuery mark(db);
        mark.exec(QStringLiteral("PRAGMA application_id")) && mark.next() && mark.value(0).toLongLong() == 0)
        mark.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
    if (!asidePath.isEmpty()) {
        // The set-aside file keeps its bytes; what can still be read from it comes back into the
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
    notices += overlay->unreadableNotices(path);
    return {std::move(overlay), QString(), notices};
}

} // namespace rigsmith::db
