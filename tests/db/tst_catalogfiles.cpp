// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog and overlay files that are missing, damaged, of another schema version, or read-only;
// the schema migrations; the derived slot layouts.
#include "db/catalog/migrations.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/generator/layoutderivation.h"
#include "db/overlay/useroverlay.h"
#include "db/session/catalogsession.h"
#include "support/sampleparts.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace rigsmith::core;
using namespace rigsmith::db;

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A catalog at schema version `version` holding one GPU, made through the real migration steps.
QString makeCatalog(const QString &path, int version)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(path);
        db.open();
        QList<Migration> steps = catalogMigrations();
        while (!steps.isEmpty() && steps.last().version > version)
            steps.removeLast();
        if (const auto error = migrate(db, steps))
            return *error;
        QSqlQuery q(db);
        q.exec(QStringLiteral("INSERT INTO source VALUES ('hand', 'fixture', 'none', 'x', '2026-01-01')"));
        q.exec(QStringLiteral(
            "INSERT INTO part VALUES ('gpu/fixture-rtx-4090', 'gpu', 'Fixture RTX 4090', 'Fixture', "
            "2022, 'hand', '')"));
        q.exec(QStringLiteral(
            "INSERT INTO gpu VALUES ('gpu/fixture-rtx-4090', 'NVIDIA', 'GeForce RTX 4090', 'AD102', "
            "'Ada Lovelace', 24, 1008, 82.6, 82.6, 330, 1, 450, 0, 0, 1, 'open-air', 3, 3, 304, 4, "
            "'consumer', 0)"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    return QString();
}

} // namespace

class TestCatalogFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void missingCatalog();
    void damagedCatalog();
    void truncatedCatalog();
    void newerAndOlderSchema();
    void migrationFromVersionOne();
    void migrationRefusesNewerDatabase();
    void splitStatementsKeepsTriggers();
    void overlayLeavesCatalogUntouched();
    void overlayInUnwritableFolder();
    void derivedLayouts_data();
    void derivedLayouts();
};

void TestCatalogFiles::missingCatalog()
{
    const auto opened = SqliteCatalog::open(QStringLiteral("/nonexistent/rigsmith-catalog.sqlite"));
    QVERIFY(!opened.catalog);
    QVERIFY(opened.error.contains(QStringLiteral("does not exist")));
    QVERIFY(opened.error.contains(QStringLiteral("--catalog")));
}

void TestCatalogFiles::damagedCatalog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("junk.sqlite"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(8192, 'x'));
    f.close();
    const auto opened = SqliteCatalog::open(path);
    QVERIFY(!opened.catalog);
    QVERIFY2(opened.error.contains(QStringLiteral("damaged")), qPrintable(opened.error));
}

void TestCatalogFiles::truncatedCatalog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.sqlite"));
    QFile source(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QFile cut(path);
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(source.read(100)); // the header survives, everything else is gone
    cut.close();
    const auto opened = SqliteCatalog::open(path);
    QVERIFY(!opened.catalog);
    QVERIFY2(opened.error.contains(QStringLiteral("damaged")), qPrintable(opened.error));
}

void TestCatalogFiles::newerAndOlderSchema()
{
    QTemporaryDir dir;
    const QString older = dir.filePath(QStringLiteral("v1.sqlite"));
    QCOMPARE(makeCatalog(older, 1), QString());
    auto opened = SqliteCatalog::open(older);
    QVERIFY(!opened.catalog);
    QVERIFY2(opened.error.contains(QStringLiteral("older")), qPrintable(opened.error));

    const QString newer = dir.filePath(QStringLiteral("v9.sqlite"));
    QCOMPARE(makeCatalog(newer, kCatalogSchemaVersion), QString());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
        db.setDatabaseName(newer);
        db.open();
        QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 9"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bump"));
    opened = SqliteCatalog::open(newer);
    QVERIFY(!opened.catalog);
    QVERIFY2(opened.error.contains(QStringLiteral("newer")), qPrintable(opened.error));
}

void TestCatalogFiles::migrationFromVersionOne()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    QCOMPARE(makeCatalog(path, 1), QString());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("up"));
        db.setDatabaseName(path);
        db.open();
        QCOMPARE(schemaVersion(db), 1);
        QCOMPARE(migrate(db, catalogMigrations()), std::nullopt);
        QCOMPARE(schemaVersion(db), kCatalogSchemaVersion);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("up"));
    // The part that was there before the search index existed is found through it.
    const auto opened = SqliteCatalog::open(path);
    QVERIFY2(opened.catalog, qPrintable(opened.error));
    const QList<Part> hits
        = opened.catalog->search(PartQuery {PartKind::Gpu, QStringLiteral("fixture 409"), {}, {}, -1});
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits[0].as<GpuSpec>()->tdp, Watts(450));
    QCOMPARE(hits[0].as<GpuSpec>()->slotWidth, Slots::whole(3));
}

void TestCatalogFiles::migrationRefusesNewerDatabase()
{
    QTemporaryDir dir;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
    db.setDatabaseName(dir.filePath(QStringLiteral("o.sqlite")));
    QVERIFY(db.open());
    QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 42"));
    const auto error = migrate(db, overlayMigrations());
    QVERIFY(error);
    QVERIFY(error->contains(QStringLiteral("newer")));
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
}

void TestCatalogFiles::splitStatementsKeepsTriggers()
{
    const QStringList s
        = splitStatements(QStringLiteral("-- comment\nCREATE TABLE a (x);\nCREATE TRIGGER t AFTER "
                                         "INSERT ON a BEGIN\n  SELECT 1;\n  SELECT 2;\nEND;\nDROP "
                                         "TABLE a;\n"));
    QCOMPARE(s.size(), 3);
    QVERIFY(s[1].contains(QStringLiteral("SELECT 2;")));
}

void TestCatalogFiles::overlayLeavesCatalogUntouched()
{
    const QString catalogPath = QStringLiteral(RIGSMITH_CATALOG_FILE);
    const QByteArray before = digest(catalogPath);
    QTemporaryDir dir;
    {
        auto catalog = SqliteCatalog::open(catalogPath);
        QVERIFY(catalog.catalog);
        auto overlay = UserOverlay::open(dir.filePath(QStringLiteral("data/overlay.sqlite")));
        QVERIFY2(overlay.overlay, qPrintable(overlay.error));
        Gpu custom = rigsmith::testing::openAirRtx4090();
        custom.info.id = PartId(QStringLiteral("gpu/my-custom-4090"));
        custom.info.name = QStringLiteral("My shunt-modded 4090");
        QCOMPARE(overlay.overlay->addCustomPart(custom.toPart()), std::nullopt);
        const Part a6000
            = catalog.catalog->search(PartQuery {PartKind::Gpu, QStringLiteral("PNY RTX A6000"), {}, {}, 1})
                  .first();
        QCOMPARE(overlay.overlay->setPriceOverride(a6000.info.id, Money(350000, QStringLiteral("USD"))),
            std::nullopt);

        const OverlaidCatalog both(*catalog.catalog, *overlay.overlay);
        QCOMPARE(both.count(PartKind::Gpu), catalog.catalog->count(PartKind::Gpu) + 1);
        QCOMPARE(both.part(custom.info.id)->info.name, custom.info.name);
        const auto priced = both.part(a6000.info.id);
        QCOMPARE(priced->info.price->cents(), 350000);
        QCOMPARE(priced->info.priceSource, QStringLiteral("user"));
        QCOMPARE(both.search(PartQuery {PartKind::Gpu, QStringLiteral("shunt"), {}, {}, -1}).size(), 1);
    }
    // Reopened, the overlay still holds the user's part.
    auto again = UserOverlay::open(dir.filePath(QStringLiteral("data/overlay.sqlite")));
    QCOMPARE(again.overlay->customParts().size(), 1);
    QCOMPARE(digest(catalogPath), before);
}

void TestCatalogFiles::overlayInUnwritableFolder()
{
    // A folder that cannot be created, even by root: its parent is a regular file.
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    auto opened = UserOverlay::open(dir.filePath(QStringLiteral("blocker/sub/overlay.sqlite")));
    QVERIFY(!opened.overlay);
    QVERIFY2(opened.error.contains(QStringLiteral("off for this session")), qPrintable(opened.error));
    if (::geteuid() != 0) {
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        opened = UserOverlay::open(dir.filePath(QStringLiteral("ro/overlay.sqlite")));
        QVERIFY(!opened.overlay);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // The session carries on with the catalog alone and says why.
    const CatalogSession session(QStringLiteral(RIGSMITH_CATALOG_FILE), QString(),
        dir.filePath(QStringLiteral("blocker/sub/overlay.sqlite")));
    QVERIFY(session.catalog());
    QCOMPARE(session.problems().size(), 1);
}

void TestCatalogFiles::derivedLayouts_data()
{
    QTest::addColumn<QString>("slotList");
    QTest::addColumn<int>("form");
    QTest::addColumn<QString>("socket");
    QTest::addColumn<QString>("expected"); // position:lanes:source per slot
    QTest::newRow("desktop x16 + chipset") << "16@5 16@4 1@4" << int(FormFactor::Atx) << "AM5"
                                           << "1:16:cpu 2:1:chipset 3:4:chipset";
    QTest::newRow("workstation alternates") << "16@4 16@4 16@4 16@4" << int(FormFactor::EAtx) << "sTRX4"
                                            << "1:16:cpu 3:8:cpu 5:16:cpu 7:8:cpu";
    QTest::newRow("too many for two-slot spacing")
        << "16@3 16@3 16@3 16@3 16@3" << int(FormFactor::Atx) << "sTR4"
        << "1:16:cpu 2:8:cpu 3:16:cpu 4:8:cpu 5:16:cpu";
    QTest::newRow("mini-itx keeps one") << "16@4 1@4" << int(FormFactor::MiniItx) << "AM4"
                                        << "1:16:cpu";
    QTest::newRow("garbage ignored") << "x@y 16@4" << int(FormFactor::MicroAtx) << "LGA 1700"
                                     << "1:16:cpu";
}

void TestCatalogFiles::derivedLayouts()
{
    QFETCH(QString, slotList);
    QFETCH(int, form);
    QFETCH(QString, socket);
    QFETCH(QString, expected);
    QStringList got;
    for (const PcieSlot &s : deriveLayout(parseSlotList(slotList), FormFactor(form), socket))
        got.append(QStringLiteral("%1:%2:%3").arg(s.position).arg(s.maxLanes.value()).arg(toKey(s.source)));
    QCOMPARE(got.join(u' '), expected);
}

QTEST_GUILESS_MAIN(TestCatalogFiles)
#include "tst_catalogfiles.moc"
