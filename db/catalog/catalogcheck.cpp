// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogcheck.h"

#include "core/file/regularfile.h"
#include "core/file/validatepart.h"
#include "core/model/partvalidity.h"
#include "migrations.h"
#include "partrows.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

QString nextConnection(const char *what)
{
    static QAtomicInt counter;
    return QStringLiteral("rigsmith-check-%1-%2")
        .arg(QLatin1StringView(what))
        .arg(counter.fetchAndAddRelaxed(1));
}

// Tables and their columns (name → declared type) as the schema files make them.
using Schema = QHash<QString, QHash<QString, QString>>;

Schema schemaOf(const QSqlDatabase &db)
{
    Schema schema;
    QSqlQuery tables(db);
    tables.exec(
        QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    QStringList names;
    while (tables.next())
        names.append(tables.value(0).toString());
    for (const QString &table : names) {
        QSqlQuery columns(db);
        auto &out = schema[table];
        if (!columns.exec(QStringLiteral("PRAGMA table_info(\"%1\")").arg(table)))
            continue;
        while (columns.next())
            out.insert(columns.value(1).toString(), columns.value(2).toString().toUpper());
    }
    return schema;
}

// The schema the migration steps build, made once in memory.
const Schema &expectedSchema(bool overlay)
{
    static const auto build = [](bool forOverlay) {
        const QString connection = nextConnection("expected");
        Schema schema;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(QStringLiteral(":memory:"));
            if (db.open() && !migrate(db, forOverlay ? overlayMigrations() : catalogMigrations()))
                schema = schemaOf(db);
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
        return schema;
    };
    static const Schema catalog = build(false);
    static const Schema overlayOne = build(true);
    return overlay ? overlayOne : catalog;
}

QString firstValueProblem(QSqlDatabase &db)
{
    for (PartKind kind : allValues<PartKind>()) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(selectPartsSql(kind)))
            return Text::tr("its %1 parts cannot be read: %2")
                .arg(toKey(kind), sqlReason(q.lastError().text()));
        const Columns c(q);
        QHash<QString, Part> held; // boards and cases wait for their slots and mounts
        while (q.next()) {
            Part part = readPartRow(kind, q, c);
            if (kind == PartKind::Motherboard || kind == PartKind::Case) {
                held.insert(part.info.id.key(), std::move(part));
                continue;
            }
            if (const auto problem = validatePart(part))
                return Text::tr("part %1, %2: %3").arg(part.info.id.key(), problem->field, problem->message);
        }
        if (kind == PartKind::Motherboard) {
            QSqlQuery s(db);
            s.setForwardOnly(true);
            s.exec(QStringLiteral("SELECT * FROM pcie_slot ORDER BY board_id, position"));
            const Columns sc(s);
            while (s.next()) {
                const auto at = held.find(sc(s, "board_id").toString());
                if (at != held.end())
                    std::get<MotherboardSpec>(at->spec).slots.append(readSlotRow(s, sc));
            }
        }
        if (kind == PartKind::Case) {
            QSqlQuery m(db);
            m.setForwardOnly(true);
            m.exec(QStringLiteral("SELECT * FROM radiator_mount ORDER BY case_id, position"));
            const Columns mc(m);
            while (m.next()) {
                const auto at = held.find(mc(m, "case_id").toString());
                if (at != held.end())
                    std::get<CaseSpec>(at->spec).radiatorMounts.append(readMountRow(m, mc));
            }
        }
        for (const Part &part : std::as_const(held)) {
            if (const auto problem = validatePart(part))
                return Text::tr("part %1, %2: %3").arg(part.info.id.key(), problem->field, problem->message);
        }
    }
    return QString();
}

} // namespace

QString checkSchema(const QString &connection, bool overlay)
{
    QSqlDatabase db = QSqlDatabase::database(connection, false);
    QSqlQuery q(db);
    QString damage;
    if (!integrityCheck(q, overlay, &damage))
        return Text::tr("it is not an SQLite database or cannot be read: %1")
            .arg(sqlReason(q.lastError().text()));
    if (!damage.isEmpty())
        return damage;
    const Schema actual = schemaOf(db);
    const Schema &expected = expectedSchema(overlay);
    if (expected.isEmpty())
        return Text::tr("this Rigsmith's own schema files cannot be read");
    for (auto table = expected.cbegin(); table != expected.cend(); ++table) {
        const auto found = actual.constFind(table.key());
        if (found == actual.cend())
            return Text::tr("the table \"%1\" is missing").arg(table.key());
        for (auto column = table->cbegin(); column != table->cend(); ++column) {
            const auto have = found->constFind(column.key());
            if (have == found->cend())
                return Text::tr("the column \"%1\" of table \"%2\" is missing")
                    .arg(column.key(), table.key());
            if (*have != column.value()) {
                return Text::tr("the column \"%1\" of table \"%2\" is of type \"%3\", not \"%4\"")
                    .arg(column.key(), table.key(), *have, column.value());
            }
        }
    }
    return QString();
}

QStringList schemaTables(bool overlay)
{
    QStringList tables = expectedSchema(overlay).keys();
    tables.sort();
    return tables;
}

bool isConstraintFinding(const QString &line)
{
    return line.startsWith(QLatin1String("CHECK constraint failed"))
        || line.startsWith(QLatin1String("NOT NULL constraint failed"));
}

bool integrityCheck(QSqlQuery &query, bool overlay, QString *damage)
{
    // SQLite stops after this many problems; more are counted as "at least".
    constexpr int kMostProblems = 100;
    constexpr qsizetype kShown = 160;
    damage->clear();
    if (!query.exec(QStringLiteral("PRAGMA integrity_check(%1)").arg(kMostProblems)))
        return false;
    int problems = 0;
    QString first;
    while (query.next()) {
        // One row may hold several problems, a line each, under a "*** in database main ***" heading.
        for (const QString &raw : query.value(0).toString().split(u'\n')) {
            const QString line = raw.simplified();
            if (line.isEmpty() || line == u"ok" || line.startsWith(QLatin1String("*** in database")))
                continue;
            // In the overlay, a row whose value breaks a table's check is read and refused by its own
            // reader (and reported); only what SQLite cannot read is damage.
            if (overlay && isConstraintFinding(line))
                continue;
            if (++problems == 1)
                first = line.size() > kShown ? line.left(kShown) + QChar(0x2026) : line;
        }
    }
    if (problems == 0)
        return true;
    // One line however much is wrong: the count and the first problem, as SQLite words it.
    *damage = problems >= kMostProblems
        ? Text::tr("the database is damaged: SQLite's integrity check found at least %1 problems, the first: "
                   "%2")
              .arg(problems)
              .arg(first)
        : Text::tr("the database is damaged: SQLite's integrity check found %n problem(s), the first: %1",
            nullptr, problems)
              .arg(first);
    return true;
}

QString sqlReason(const QString &text)
{
    return text.trimmed().isEmpty() ? Text::tr("SQLite gave no reason") : text;
}

QString checkCatalogFile(const QString &path)
{
    const auto refused = [&](const QString &why) {
        return Text::tr("The parts catalog %1 is damaged or not a Rigsmith catalog, and is not used: %2. "
                        "Rebuild Rigsmith to regenerate it, reinstall it, or point --catalog or "
                        "RIGSMITH_CATALOG at another catalog.")
            .arg(QFileInfo(path).absoluteFilePath(), why);
    };
    if (const auto problem = regularFileProblem(path, kMaxCatalogSize)) {
        return Text::tr("The parts catalog %1 %2. Point --catalog or RIGSMITH_CATALOG at a catalog file.")
            .arg(QFileInfo(path).absoluteFilePath(), *problem);
    }
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return refused(file.errorString());
        if (file.read(16) != QByteArray("SQLite format 3", 16))
            return refused(Text::tr("it is not an SQLite database"));
    }
    const QString connection = nextConnection("catalog");
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QFileInfo(path).absoluteFilePath());
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            problem = refused(sqlReason(db.lastError().text()));
        } else {
            QSqlQuery versionQuery(db);
            const int version
                = versionQuery.exec(QStringLiteral("PRAGMA user_version")) && versionQuery.next()
                ? versionQuery.value(0).toInt()
                : -1;
            if (version < 0) {
                problem = refused(Text::tr("its schema version cannot be read: %1")
                                      .arg(sqlReason(versionQuery.lastError().text())));
            } else if (version > kCatalogSchemaVersion) {
                problem = Text::tr("The parts catalog %1 has schema version %2, newer than this Rigsmith "
                                   "reads (%3). Update Rigsmith, or use the catalog that came with it.")
                              .arg(QFileInfo(path).absoluteFilePath())
                              .arg(version)
                              .arg(kCatalogSchemaVersion);
            } else if (version < kCatalogSchemaVersion) {
                problem = Text::tr("The parts catalog %1 has schema version %2, older than this Rigsmith "
                                   "reads (%3). Rebuild Rigsmith to regenerate it.")
                              .arg(QFileInfo(path).absoluteFilePath())
                              .arg(version)
                              .arg(kCatalogSchemaVersion);
            } else if (const QString schema = checkSchema(connection, false); !schema.isEmpty()) {
                problem = refused(schema);
            } else {
                QSqlQuery search(db);
                if (!search.exec(QStringLiteral("SELECT count(*) FROM part_search WHERE part_search MATCH "
                                                "'\"a\"*'")))
                    problem = refused(Text::tr("its search index does not work: %1")
                                          .arg(sqlReason(search.lastError().text())));
                else if (const QString values = firstValueProblem(db); !values.isEmpty())
                    problem = refused(values);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return problem;
}

} // namespace rigsmith::db
