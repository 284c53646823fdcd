// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog generator takes quoted prices (db/curated/prices.csv) only with their source and date: no
// URL or no date stops the build, and a dataset's price is never overwritten. Street prices
// (db/curated/street_prices.csv): a bad row stops the build; a model's price reaches every catalog variant
// of it, and models without a dated price are listed as missing. Memory prices a GB
// (db/curated/memory_prices.csv): the newest dated row of a generation and kind prices its kits by capacity.
#include "db/catalog/sqlitecatalog.h"
#include "support/cataloggenrun.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace rigsmith::testing;

class TestCatalogGenPrices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void badPriceRowStopsTheBuild_data();
    void badPriceRowStopsTheBuild();
    void quotedPriceIsKeptWithDateCurrencyAndUrl();
    void badStreetPriceRowStopsTheBuild_data();
    void badStreetPriceRowStopsTheBuild();
    void streetPriceReachesEveryVariantAndMissingModelsAreReported();
    void memoryIsPricedByTheGbOfItsNewestDatedRow();
};

// Test input only (not facts): made-up amounts at example.org addresses.
void TestCatalogGenPrices::badPriceRowStopsTheBuild_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("message");
    QTest::newRow("no url") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,review,999,EUR,2024-03-01,,\"x\"")
                            << QStringLiteral("prices.csv row 2: no source URL");
    QTest::newRow("no date") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,review,999,EUR,,https://example.org/a,x")
                             << QStringLiteral("prices.csv row 2: no date");
    QTest::newRow("year only") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,launch,999,EUR,2024,https://example.org/a,x")
                               << QStringLiteral("prices.csv row 2: no date");
    QTest::newRow("from price") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,review,ab 999,EUR,2024-03-01,https://example.org/a,x")
                                << QStringLiteral("prices.csv row 2: amount 'ab 999' is not a price");
    QTest::newRow("currency sign") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,review,999,€,2024-03-01,https://example.org/a,x")
                                   << QStringLiteral(
                                          "prices.csv row 2: currency '€' is not an ISO 4217 code");
    QTest::newRow("kind") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,msrp,999,EUR,2024-03-01,https://example.org/a,x")
                          << QStringLiteral(
                                 "prices.csv row 2: price_kind 'msrp' is neither launch nor review");
    QTest::newRow("no quote") << QByteArray(
        "motherboard,^ASUS Pro WS WRX90E-SAGE SE$,review,999,EUR,2024-03-01,https://example.org/a,")
                              << QStringLiteral("prices.csv row 2: no quote from the source");
}

void TestCatalogGenPrices::badPriceRowStopsTheBuild()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, kPriceHeader + row + '\n', QStringLiteral("prices.csv"));
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(message), qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

void TestCatalogGenPrices::quotedPriceIsKeptWithDateCurrencyAndUrl()
{
    QTemporaryDir tmp;
    const Run run = generateWith(tmp,
        kPriceHeader
            + "motherboard,^ASUS Pro WS WRX90E-SAGE "
              "SE$,review,1234.5,EUR,2024-03-01,https://example.org/review,"
              "\"\"\"ab 1.234,50 Euro\"\"\"\n"
              "motherboard,^ASUS Pro WS W790E-SAGE "
              "SE$,launch,999,USD,2023-08-10,https://example.org/launch,x\n",
        QStringLiteral("prices.csv"));
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gen"));
        db.setDatabaseName(out);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral(
            "SELECT price.kind, price.cents, price.currency, price.seen_on, price.source_id, "
            "fact_source.url, "
            "fact_source.confirms FROM price JOIN part ON part.id = price.part_id JOIN fact_source ON "
            "fact_source.part_id = part.id AND fact_source.field = 'price' "
            "WHERE part.name = 'ASUS Pro WS WRX90E-SAGE SE'")));
        QVERIFY(q.next());
        QCOMPARE(
            q.value(0).toString(), QStringLiteral("retail")); // a review's price is a shop price on its date
        QCOMPARE(q.value(1).toLongLong(), 123450);
        QCOMPARE(q.value(2).toString(), QStringLiteral("EUR"));
        QCOMPARE(q.value(3).toString(), QStringLiteral("2024-03-01"));
        QCOMPARE(q.value(4).toString(), QStringLiteral("quoted"));
        QCOMPARE(q.value(5).toString(), QStringLiteral("https://example.org/review"));
        QCOMPARE(q.value(6).toString(), QStringLiteral("\"ab 1.234,50 Euro\""));
        QVERIFY(!q.next());
        QVERIFY(
            q.exec(QStringLiteral("SELECT price.kind, price.cents, price.seen_on FROM price JOIN part ON "
                                  "part.id = price.part_id WHERE part.name = 'ASUS Pro WS W790E-SAGE SE'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("launch"));
        QCOMPARE(q.value(1).toLongLong(), 99900);
        QCOMPARE(q.value(2).toString(), QStringLiteral("2023-08-10"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("gen"));
    QVERIFY(run.report().contains(
        QStringLiteral("launch: 1, review: 1 parts. Dated 2023-08-10 to 2024-03-01; currencies")));
}

// Test input only (not facts): made-up amounts at example.org addresses.
void TestCatalogGenPrices::badStreetPriceRowStopsTheBuild_data()
{
    QTest::addColumn<QByteArray>("rows");
    QTest::addColumn<QString>("message");
    QTest::newRow("no url") << QByteArray("GeForce RTX 3090,24,used,700,USD,,,2026-05-01,,x\n")
                            << QStringLiteral("street_prices.csv row 2: no source URL");
    QTest::newRow("year only") << QByteArray(
        "GeForce RTX 3090,24,used,700,USD,,,2026,https://example.org/a,x\n")
                               << QStringLiteral("street_prices.csv row 2: no date");
    QTest::newRow("condition") << QByteArray(
        "GeForce RTX 3090,24,refurbished,700,USD,,,2026-05,https://example.org/a,x\n")
                               << QStringLiteral("condition 'refurbished' is neither new nor used");
    QTest::newRow("not the midpoint")
        << QByteArray("GeForce RTX 3090,24,used,750,USD,600,800,2026-05,https://example.org/a,x\n")
        << QStringLiteral("the range's midpoint (700.00)");
    QTest::newRow("twice") << QByteArray(
        "GeForce RTX 3090,24,used,700,USD,,,2026-05,https://example.org/a,x\n"
        "GeForce RTX 3090 24 GB,24,used,,,,,,,\n")
                           << QStringLiteral(
                                  "street_prices.csv row 3: GeForce RTX 3090 24 GB (used) has a row");
    QTest::newRow("missing with a source")
        << QByteArray("GeForce RTX 3070,8,used,,,,,,https://example.org/a,\n")
        << QStringLiteral("a missing model) takes no source");
    QTest::newRow("no such model") << QByteArray(
        "GeForce RTX 3090,48,used,700,USD,,,2026-05,https://example.org/a,x\n")
                                   << QStringLiteral("GeForce RTX 3090 48 GB is no catalog GPU");
}

void TestCatalogGenPrices::badStreetPriceRowStopsTheBuild()
{
    QFETCH(QByteArray, rows);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, kStreetHeader + rows, QStringLiteral("street_prices.csv"));
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(message), qPrintable(run.errors));
    QVERIFY(!QFile::exists(run.out));
}

void TestCatalogGenPrices::streetPriceReachesEveryVariantAndMissingModelsAreReported()
{
    QTemporaryDir tmp;
    const Run run = generateWith(tmp,
        kStreetHeader
            + "GeForce RTX 3090,24,used,700,USD,600,800,2026-05,https://example.org/guide,\"$600-800 used\"\n"
              "GeForce RTX 3070,8,used,,,,,,,\n",
        QStringLiteral("street_prices.csv"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gen"));
        db.setDatabaseName(run.out);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral(
            "SELECT count(*), min(cents), min(range_low_cents), max(range_high_cents), min(seen_on), "
            "min(model), (SELECT count(*) FROM gpu WHERE chipset = 'GeForce RTX 3090' AND memory_gb = 24) "
            "FROM street_price WHERE condition = 'used'")));
        QVERIFY(q.next());
        QVERIFY(q.value(0).toInt() > 20);
        QCOMPARE(q.value(0).toInt(), q.value(6).toInt()); // every variant, and nothing else
        QCOMPARE(q.value(1).toLongLong(), 70000);
        QCOMPARE(q.value(2).toLongLong(), 60000);
        QCOMPARE(q.value(3).toLongLong(), 80000);
        QCOMPARE(q.value(4).toString(), QStringLiteral("2026-05"));
        QCOMPARE(q.value(5).toString(), QStringLiteral("GeForce RTX 3090 24 GB"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("gen"));
    const QString report = run.report();
    QVERIFY2(report.contains(QStringLiteral("| used | 1 |")), qPrintable(report));
    QVERIFY(report.contains(QStringLiteral("no dated price found; see `db/curated/street-prices-tried.md`): "
                                           "GeForce RTX 3070 8 GB (used).")));
}

void TestCatalogGenPrices::memoryIsPricedByTheGbOfItsNewestDatedRow()
{
    const QByteArray header
        = "generation,kind,condition,price_per_gb,kit_price,kit_gb,currency,date,url,quote,note\n";
    QTemporaryDir tmp;
    const Run run = generateWith(tmp,
        header
            + "ddr5,udimm,new,,300,32,USD,2026-01-04,https://example.org/a,\"a 32GB kit near $300\",\n"
              "ddr5,udimm,new,12,,,USD,2026-06-03,https://example.org/b,\"$12 a GB\",\n"
              "ddr5,udimm,new,,999,32,USD,,https://example.org/c,\"no day on the page\",\n"
              "ddr4,udimm,new,,74.99,16,USD,,https://example.org/d,\"no day either\",\n",
        QStringLiteral("memory_prices.csv"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("mem"));
        db.setDatabaseName(run.out);
        QVERIFY(db.open());
        QSqlQuery q(db);
        // Every unbuffered DDR5 kit at USD 12 a GB of the newest dated row, no other memory.
        QVERIFY(q.exec(QStringLiteral(
            "SELECT count(*), sum(s.cents = CAST(round(1200 * k.modules * k.module_gb) AS INTEGER)), "
            "min(s.seen_on), max(s.seen_on), (SELECT count(*) FROM memory_kit WHERE type = 'ddr5' AND "
            "registered = 0) FROM street_price s JOIN memory_kit k USING (part_id)")));
        QVERIFY(q.next());
        QVERIFY(q.value(0).toInt() > 100);
        QCOMPARE(q.value(1).toInt(), q.value(0).toInt());
        QCOMPARE(q.value(2).toString(), QStringLiteral("2026-06-03"));
        QCOMPARE(q.value(3).toString(), QStringLiteral("2026-06-03"));
        QCOMPARE(q.value(0).toInt(), q.value(4).toInt());
    }
    QSqlDatabase::removeDatabase(QStringLiteral("mem"));
    const QString report = run.report();
    QVERIFY2(report.contains(QStringLiteral("- DDR5 UDIMM (new): USD 12.00 a GB (2026-06-03)")),
        qPrintable(report));
    QVERIFY(report.contains(QStringLiteral("No dated price (the kits keep their own): DDR4 UDIMM (new).")));
    // A row without a figure stops the build.
    QTemporaryDir bad;
    const Run refused
        = generateWith(bad, header + "ddr5,udimm,new,,,,USD,2026-06-03,https://example.org/b,x,\n",
            QStringLiteral("memory_prices.csv"));
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(
        refused.errors.contains(QStringLiteral("memory_prices.csv row 2: a price a GB, or a kit's price")),
        qPrintable(refused.errors));
}

QTEST_MAIN(TestCatalogGenPrices)
#include "tst_cataloggenprices.moc"
