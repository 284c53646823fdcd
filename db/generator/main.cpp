// SPDX-License-Identifier: GPL-3.0-or-later
// rigsmith-catalog-gen: builds the bundled parts catalog from the text sources in db/.
//   rigsmith-catalog-gen DATA_DIR CURATED_DIR OUT.sqlite REPORT.md
// Writes to a temporary file and renames it, so a failed run never leaves a half-built catalog.
#include "catalogbuilder.h"
#include "catalogreport.h"
#include "db/catalog/catalogcheck.h"
#include "db/catalog/migrations.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTextStream>

using namespace rigsmith::db;

namespace {

int fail(const QString &message)
{
    QTextStream(stderr) << "rigsmith-catalog-gen: " << message << '\n';
    return 1;
}

// The catalog's version is a digest of everything it is built from.
QString contentVersion(const QStringList &dirs)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &dir : dirs) {
        for (const QString &name : QDir(dir).entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name)) {
            QFile f(QDir(dir).filePath(name));
            if (f.open(QIODevice::ReadOnly))
                hash.addData(f.readAll());
        }
    }
    return QString::fromLatin1(hash.result().toHex().left(16));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 5)
        return fail(QStringLiteral("usage: rigsmith-catalog-gen DATA_DIR CURATED_DIR OUT.sqlite REPORT.md"));
    const QString dataDir = args[1], curatedDir = args[2], outPath = args[3], reportPath = args[4];
    const QString tmpPath = outPath + QStringLiteral(".tmp");
    QFile::remove(tmpPath);

    int status = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gen"));
        db.setDatabaseName(tmpPath);
        if (!db.open())
            return fail(QStringLiteral("cannot create %1").arg(tmpPath));
        QSqlQuery(db).exec(QStringLiteral("PRAGMA foreign_keys = ON"));
        if (const auto error = migrate(db, catalogMigrations()))
            return fail(*error);
        CatalogBuilder builder(db, dataDir, curatedDir);
        if (!builder.build())
            return fail(builder.error());
        QSqlQuery info(db);
        info.prepare(QStringLiteral("INSERT INTO catalog_info VALUES (?, ?)"));
        const QList<QPair<QString, QString>> values {
            {QStringLiteral("name"), QStringLiteral("Rigsmith bundled catalog")},
            {QStringLiteral("version"), contentVersion({dataDir, curatedDir})},
            {QStringLiteral("data_date"), QStringLiteral("2026-08-17")}};
        for (const auto &[key, value] : values) {
            info.addBindValue(key);
            info.addBindValue(value);
            info.exec();
        }
        QSqlQuery check(db);
        if (!check.exec(QStringLiteral("PRAGMA foreign_key_check")) || check.next())
            return fail(QStringLiteral("foreign key check failed"));
        QSqlQuery(db).exec(QStringLiteral("INSERT INTO part_search (part_search) VALUES ('optimize')"));
        QSaveFile report(reportPath);
        const QByteArray text
            = catalogReport(db, builder.stats(), QDir(dataDir).filePath(QStringLiteral("dropped.csv")))
                  .toUtf8();
        if (!report.open(QIODevice::WriteOnly) || report.write(text) != text.size() || !report.commit())
            status = fail(QStringLiteral("cannot write %1").arg(reportPath));
        QSqlQuery(db).exec(QStringLiteral("VACUUM"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("gen"));
    if (status != 0)
        return status;
    // The catalog meets the one definition of a valid part (core/model/partvalidity.h) that every reader
    // applies: a part a build could not save and open again never ships.
    if (const QString problem = checkCatalogFile(tmpPath); !problem.isEmpty())
        return fail(problem);
    QFile::remove(outPath);
    if (!QFile::rename(tmpPath, outPath))
        return fail(QStringLiteral("cannot move the catalog to %1").arg(outPath));
    return 0;
}
