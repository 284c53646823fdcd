// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Migrations)
};

QList<Migration> loadSteps(const QString &prefix)
{
    // Resource files are named NNN_what.sql; the number is the version the step brings.
    static const QRegularExpression numbered(QStringLiteral(R"(^(\d{3})_.*\.sql$)"));
    QList<Migration> steps;
    const QDir dir(QStringLiteral(":/db/schema"));
    for (const QString &name : dir.entryList({prefix + QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
        const auto m = numbered.match(name.mid(prefix.size()));
        if (!m.hasMatch())
            continue;
        QFile f(dir.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            steps.append({m.captured(1).toInt(), QString::fromUtf8(f.readAll())});
    }
    return steps;
}

} // namespace

QList<Migration> catalogMigrations()
{
    return loadSteps(QString());
}

QList<Migration> overlayMigrations()
{
    return loadSteps(QStringLiteral("overlay_"));
}

int schemaVersion(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

QStringList splitStatements(const QString &sql)
{
    QStringList out;
    QString current;
    bool inTrigger = false;
    for (const QString &raw : sql.split(u'\n')) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QStringLiteral("--")))
            continue;
        current += raw + u'\n';
        if (line.startsWith(QStringLiteral("CREATE TRIGGER"), Qt::CaseInsensitive))
            inTrigger = true;
        const bool ends = inTrigger ? line.compare(QStringLiteral("END;"), Qt::CaseInsensitive) == 0
                                    : line.endsWith(u';');
        if (ends) {
            out.append(current.trimmed());
            current.clear();
            inTrigger = false;
        }
    }
    if (!current.trimmed().isEmpty())
        out.append(current.trimmed());
    return out;
}

std::optional<QString> migrate(QSqlDatabase &db, const QList<Migration> &steps)
{
    if (steps.isEmpty())
        return Text::tr("no schema steps were found; the installation is incomplete");
    const int current = schemaVersion(db);
    if (current < 0)
        return Text::tr("cannot read the schema version: %1").arg(db.lastError().text());
    const int latest = steps.last().version;
    if (current > latest) {
        return Text::tr("the database has schema version %1, newer than this Rigsmith understands (%2); "
                        "update Rigsmith")
            .arg(current)
            .arg(latest);
    }
    for (const Migration &step : steps) {
        if (step.version <= current)
            continue;
        if (!db.transaction())
            return Text::tr("cannot start a transaction: %1").arg(db.lastError().text());
        QSqlQuery q(db);
        for (const QString &statement : splitStatements(step.sql)) {
            if (!q.exec(statement)) {
                const QString error = q.lastError().text();
                db.rollback();
                return Text::tr("schema step %1 failed: %2").arg(step.version).arg(error);
            }
        }
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(step.version)) || !db.commit()) {
            db.rollback();
            return Text::tr("schema step %1 could not be committed: %2")
                .arg(step.version)
                .arg(db.lastError().text());
        }
    }
    return std::nullopt;
}

} // namespace rigsmith::db
