// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled catalog as the window and the CLI reach it: search by words (the same answer as the
// reference rule), its identity, and reading ahead on a thread (the same parts, safe to close early).
#include "db/catalog/sqlitecatalog.h"

#include <QFile>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::db;

class TestCatalogAccess : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void searchByPartialName_data();
    void searchByPartialName();
    void searchAgreesWithTheReference();
    void info();
    void preloadReadsWhatALoadReads();
    void closingWhilePreloadingIsSafe();
    void preloadFallsBackToTheOpenConnection();
    void preloadAnnouncesEachKind();

private:
    std::unique_ptr<SqliteCatalog> mCatalog;
};

void TestCatalogAccess::initTestCase()
{
    auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY2(opened.catalog, qPrintable(opened.error));
    mCatalog = std::move(opened.catalog);
}

void TestCatalogAccess::searchByPartialName_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectInName");
    QTest::newRow("prefix of model number") << int(PartKind::Gpu) << "rtx 409"
                                            << "4090";
    QTest::newRow("maker and model") << int(PartKind::Gpu) << "asus tuf 4090"
                                     << "TUF";
    QTest::newRow("case-insensitive") << int(PartKind::Cpu) << "THREADRIPPER pro"
                                      << "PRO";
    QTest::newRow("board") << int(PartKind::Motherboard) << "wrx90e"
                           << "WRX90E";
    QTest::newRow("psu") << int(PartKind::Psu) << "seasonic prime 1300"
                         << "1300";
}

void TestCatalogAccess::searchByPartialName()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(QString, expectInName);
    const QList<Part> hits = mCatalog->search(PartQuery {PartKind(kind), text, {}, {}, -1});
    QVERIFY2(!hits.isEmpty(), qPrintable(text));
    for (const Part &p : hits) {
        QVERIFY2(p.kind() == PartKind(kind), qPrintable(p.info.name));
        QVERIFY2(p.info.name.contains(expectInName, Qt::CaseInsensitive), qPrintable(p.info.name));
        QVERIFY2(matches(p, PartQuery {PartKind(kind), text, {}, {}, -1}), qPrintable(p.info.name));
    }
    QCOMPARE(mCatalog->search(PartQuery {PartKind(kind), text, {}, {}, 1}).size(), 1);
    QVERIFY(mCatalog->search(PartQuery {PartKind(kind), QStringLiteral("zzqx"), {}, {}, -1}).isEmpty());
}

// The catalog's indexed search returns exactly what the reference rule (core::matches, then
// finishQuery's order and limit) returns over the same parts: one letter, several words, no words,
// punctuation only, filters, every order both ways, limits.
void TestCatalogAccess::searchAgreesWithTheReference()
{
    const auto ids = [](const QList<Part> &parts) {
        QStringList out;
        for (const Part &p : parts)
            out.append(p.info.id.key());
        return out;
    };
    int compared = 0;
    for (PartKind kind : {PartKind::Gpu, PartKind::Memory, PartKind::Motherboard, PartKind::Cpu}) {
        const QList<Part> all = mCatalog->parts(kind);
        for (const QString &text : {QString(), QStringLiteral("e"), QStringLiteral("A"),
                 QStringLiteral("asus rog"), QStringLiteral("rtx 40"), QStringLiteral("ddr5 64"),
                 QStringLiteral("\"\"\"\""), QStringLiteral("pro ws"), QStringLiteral("zzqx")}) {
            for (SortKey key : {SortKey::Name, SortKey::Price}) {
                for (bool descending : {false, true}) {
                    for (int limit : {-1, 7}) {
                        PartQuery q {kind, text, {}, {key, descending}, limit};
                        if (limit > 0)
                            q.filter.maxPrice = Money::fromUnits(2000, QStringLiteral("USD"));
                        QList<Part> expected;
                        for (const Part &p : all) {
                            if (matches(p, q))
                                expected.append(p);
                        }
                        expected = finishQuery(std::move(expected), q);
                        QCOMPARE(ids(mCatalog->search(q)), ids(expected));
                        ++compared;
                    }
                }
            }
        }
    }
    QVERIFY(compared > 100);
}

void TestCatalogAccess::info()
{
    QCOMPARE(mCatalog->info().name, QStringLiteral("Rigsmith bundled catalog"));
    QCOMPARE(mCatalog->info().version.size(), 16);
    QVERIFY(mCatalog->info().dataDate.isValid());
}

// A catalog read ahead on its own thread holds exactly the parts a catalog read on demand does,
// slots and radiator mounts included, in the same order.
void TestCatalogAccess::preloadReadsWhatALoadReads()
{
    auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY(opened.catalog);
    opened.catalog->preload({PartKind::Case, PartKind::Motherboard});
    opened.catalog->preload(); // a second call changes nothing
    for (PartKind kind : allValues<PartKind>()) {
        const QList<Part> ahead = opened.catalog->parts(kind);
        const QList<Part> onDemand = mCatalog->parts(kind);
        QCOMPARE(ahead.size(), onDemand.size());
        QVERIFY2(ahead == onDemand, qPrintable(toKey(kind)));
    }
    const QList<Part> boards = mCatalog->search(
        PartQuery {PartKind::Motherboard, QStringLiteral("Pro WS WRX80E-SAGE"), {}, {}, 1});
    QVERIFY(!boards.isEmpty());
    const Part &board = boards.first();
    QVERIFY(!board.as<MotherboardSpec>()->slots.isEmpty());
    QCOMPARE(opened.catalog->part(board.info.id), std::optional<Part>(board));
}

// Closing the catalog while its thread is still reading neither hangs nor leaks the thread's
// database connection.
void TestCatalogAccess::closingWhilePreloadingIsSafe()
{
    const QStringList before = QSqlDatabase::connectionNames();
    for (int i = 0; i < 10; ++i) {
        auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
        QVERIFY(opened.catalog);
        opened.catalog->preload();
        if (i % 2 == 1)
            QVERIFY(opened.catalog->count(PartKind::Gpu) == int(opened.catalog->parts(PartKind::Gpu).size()));
    }
    QCOMPARE(QSqlDatabase::connectionNames(), before);
}

// When the thread cannot open the file (here: removed after the catalog was opened), each kind is
// read over the catalog's own connection instead, and nothing is missing.
void TestCatalogAccess::preloadFallsBackToTheOpenConnection()
{
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(RIGSMITH_CATALOG_FILE), copy));
    auto opened = SqliteCatalog::open(copy);
    QVERIFY(opened.catalog);
    QVERIFY(QFile::remove(copy));
    opened.catalog->preload();
    QCOMPARE(opened.catalog->parts(PartKind::Gpu).size(), mCatalog->parts(PartKind::Gpu).size());
    QCOMPARE(opened.catalog->parts(PartKind::Storage), mCatalog->parts(PartKind::Storage));
}

// A kind read ahead says when it has arrived, to any number of waiters (the browser and the charts
// both wait for the GPUs); a catalog nobody preloads is ready at once.
void TestCatalogAccess::preloadAnnouncesEachKind()
{
    QVERIFY(mCatalog->whenReady(PartKind::Gpu).isFinished());
    auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY(opened.catalog);
    opened.catalog->preload({PartKind::Gpu});
    QObject context;
    int gpuWaiters = 0;
    int storageWaiters = 0;
    for (int i = 0; i < 3; ++i) {
        onReady(*opened.catalog, PartKind::Gpu, &context, [&] { ++gpuWaiters; });
        onReady(*opened.catalog, PartKind::Storage, &context, [&] { ++storageWaiters; });
    }
    QTRY_COMPARE_WITH_TIMEOUT(gpuWaiters, 3, 60000); // a wait, not a speed check: a loaded machine is slow
    QTRY_COMPARE_WITH_TIMEOUT(storageWaiters, 3, 60000);
    for (PartKind kind : allValues<PartKind>()) {
        opened.catalog->whenReady(kind).waitForFinished();
        QCOMPARE(opened.catalog->parts(kind).size(), opened.catalog->count(kind));
    }
    // Once read, a kind stays ready and a late waiter is answered at once.
    bool late = false;
    onReady(*opened.catalog, PartKind::Gpu, &context, [&] { late = true; });
    QVERIFY(late);
}

QTEST_GUILESS_MAIN(TestCatalogAccess)
#include "tst_catalogaccess.moc"
