// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog generator takes a case's radiator mounts only with a source. A row of
// db/curated/case_radiators.csv without a URL stops the build with a message naming the row; a row
// with one gives the case its mounts and keeps the URL in fact_source.
// A board's rows in board_sources.csv agree on its confidence, and the list of curated boards
// no source verified (board_unverified.csv) names only unverified boards and reaches REPORT.md.
// Storage capacities are checked against the product name (prices: tst_cataloggenprices).
// The report also counts the most common cases (case_common.csv) with both sourced facts
// (radiator mounts and the maker's longest card); a chosen case without a reason stops the build.
// A liquid-cooled card's radiator (gpu_radiators.csv) and a corrected cooler (gpu_coolers.csv) each need
// their source and a card they apply to.
#include "db/catalog/sqlitecatalog.h"
#include "support/cataloggenrun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::testing;

class TestCatalogGen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void radiatorRowWithoutSourceStopsTheBuild();
    void radiatorRowWithSourceIsKeptWithItsUrl();
    void commonCasesWithBothFactsAreCounted();
    void commonCaseWithoutReasonStopsTheBuild();
    void boardRowsDisagreeingOnConfidenceStopTheBuild();
    void unverifiedListNamingAVerifiedBoardStopsTheBuild();
    void unverifiedListNamingNoBoardStopsTheBuild();
    void unverifiedBoardsAreListedInTheReport();
    void wiredSwitchWithoutUplinkStopsTheBuild();
    void chipsetUplinkWithoutChipsetStopsTheBuild();
    void storageCapacityCorrectedFromItsName();
    void implausibleStorageStopsTheBuild_data();
    void implausibleStorageStopsTheBuild();
    void badChipsetSupportRowStopsTheBuild_data();
    void badChipsetSupportRowStopsTheBuild();
    void badCoolerClearanceRowStopsTheBuild_data();
    void badCoolerClearanceRowStopsTheBuild();
    void badGpuCoolingRowStopsTheBuild_data();
    void badGpuCoolingRowStopsTheBuild();
    void badCaseFormFactorRowStopsTheBuild_data();
    void badCaseFormFactorRowStopsTheBuild();
};

void TestCatalogGen::boardRowsDisagreeingOnConfidenceStopTheBuild()
{
    QTemporaryDir tmp;
    // Test input only: a second row for a board the shipped file marks 'positions'.
    const QString file = QStringLiteral("board_sources.csv");
    const Run run = generateWith(tmp,
        curatedWith(file, "ASUS ROG STRIX X870E-E GAMING WIFI,unverified,https://example.org/a,test\n"),
        file);
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(
        run.errors.contains(QStringLiteral(
            "ASUS ROG STRIX X870E-E GAMING WIFI is 'unverified' here and 'positions' in an earlier row")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

void TestCatalogGen::unverifiedListNamingAVerifiedBoardStopsTheBuild()
{
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, "board,sources_tried\nASUS ROG STRIX X870E-E GAMING WIFI,a review\n",
        QStringLiteral("board_unverified.csv"));
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(QStringLiteral(
                 "board_unverified.csv row 2: ASUS ROG STRIX X870E-E GAMING WIFI is 'positions'")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

void TestCatalogGen::unverifiedListNamingNoBoardStopsTheBuild()
{
    QTemporaryDir tmp;
    const Run run = generateWith(
        tmp, "board,sources_tried\nNo Such Board WS,a review\n", QStringLiteral("board_unverified.csv"));
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(
        run.errors.contains(QStringLiteral("board_unverified.csv row 2: no board named 'No Such Board WS'")),
        qPrintable(run.errors));
}

void TestCatalogGen::unverifiedBoardsAreListedInTheReport()
{
    QTemporaryDir tmp;
    // Test input only: a board the shipped data leaves unverified, with a made-up note holding a '|'.
    const Run run = generateWith(tmp, "board,sources_tried\nASRock WRX80 Creator,searched A | B\n",
        QStringLiteral("board_unverified.csv"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    const QString text = run.report();
    QVERIFY(!text.isEmpty());
    QVERIFY(
        text.contains(QStringLiteral("## Curated workstation boards not verified, with the sources tried")));
    QVERIFY2(text.contains(QStringLiteral("| ASRock WRX80 Creator | searched A \\| B |")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("### Boards with four or more x16-size openings, per platform")));
}

void TestCatalogGen::radiatorRowWithoutSourceStopsTheBuild()
{
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, "name_pattern,mounts,url\nFractal Design Define 7 XL,front:420,\n");
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(QStringLiteral("case_radiators.csv row 2: no source URL")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

// A switch wired to slots shares its uplink between them; without the uplink's width the
// lanes would be made up, so such a row stops the build (an unwired switch may leave it at 0).
void TestCatalogGen::wiredSwitchWithoutUplinkStopsTheBuild()
{
    QTemporaryDir tmp;
    // Test input only (not a fact): a made-up switch row with a made-up address.
    const Run run = generateWith(tmp,
        "board,kind,number,lanes,slots,slot_lanes,label,source_url,quote,notes\n"
        "Asus Z87 Maximus VI Extreme LGA1150 DDR3 ATX,switch,1,0,2 4,,test switch,https://example.org/x,,\n",
        QStringLiteral("board_topology.csv"));
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(
                 QStringLiteral("board_topology.csv row 2: a wired switch without its uplink width")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

// A chipset's uplink row (no board) must name the chipset and the width.
void TestCatalogGen::chipsetUplinkWithoutChipsetStopsTheBuild()
{
    QTemporaryDir tmp;
    // Test input only (not a fact): a made-up row with a made-up address.
    const Run run = generateWith(tmp,
        "board,kind,number,lanes,slots,slot_lanes,label,source_url,quote,notes\n"
        ",chipset_uplink,0,8,,,,https://example.org/x,,\n",
        QStringLiteral("board_topology.csv"));
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(
        run.errors.contains(QStringLiteral("board_topology.csv row 2: a chipset's uplink needs the chipset")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

// A case's cooler clearance needs its source, a quote from it and a plausible height.
void TestCatalogGen::badCoolerClearanceRowStopsTheBuild_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("error");
    QTest::newRow("no url") << QByteArray("^Fractal Design Node 202,56,,\"up to 56 mm\"") << "no source URL";
    QTest::newRow("no quote") << QByteArray("^Fractal Design Node 202,56,https://example.org,") << "no quote";
    QTest::newRow("height") << QByteArray("^Fractal Design Node 202,5600,https://example.org,\"56\"")
                            << "bad max_cooler_height_mm";
}

void TestCatalogGen::badCoolerClearanceRowStopsTheBuild()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, error);
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, "name_pattern,max_cooler_height_mm,url,quote\n" + row + '\n',
        QStringLiteral("case_cooler_clearance.csv"));
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(QStringLiteral("case_cooler_clearance.csv row 2: ") + error),
        qPrintable(run.errors));
}

// Test input only (made-up rows): a card's radiator needs a source, a radiator's size and a liquid-cooled
// card; a cooler correction needs a source, a cooler type and a card whose cooler it changes.
void TestCatalogGen::badGpuCoolingRowStopsTheBuild_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("rows");
    QTest::addColumn<QString>("error");
    const QString radiators = QStringLiteral("gpu_radiators.csv");
    const QByteArray radiatorHeader = "name_pattern,radiator_mm,url,quote\n";
    QTest::newRow("radiator, no url")
        << radiators << radiatorHeader + "SUPRIM LIQUID X,240,,\"240mm radiator\""
        << "no source URL";
    QTest::newRow("radiator, no quote")
        << radiators << radiatorHeader + "SUPRIM LIQUID X,240,https://example.org,"
        << "no quote";
    QTest::newRow("radiator size") << radiators
                                   << radiatorHeader + "SUPRIM LIQUID X,250,https://example.org,\"250\""
                                   << "radiator_mm is not a radiator size";
    QTest::newRow("radiator on an air-cooled card")
        << radiators << radiatorHeader + "^MSI SUPRIM X GeForce RTX 4090,240,https://example.org,\"240\""
        << "not liquid-cooled";
    const QString coolers = QStringLiteral("gpu_coolers.csv");
    const QByteArray coolerHeader = "name_pattern,cooler,url,quote\n";
    QTest::newRow("cooler, no url") << coolers
                                    << coolerHeader + "^MSI SUPRIM X GeForce RTX 4090,hybrid,,\"AIO\""
                                    << "no source URL";
    QTest::newRow("cooler type") << coolers
                                 << coolerHeader
            + "^MSI SUPRIM X GeForce RTX 4090,liquid,https://example.org,\"AIO\""
                                 << "\"liquid\" is not one of open-air, blower, hybrid, water-block, passive";
    QTest::newRow("cooler already so")
        << coolers << coolerHeader + "^MSI SUPRIM X GeForce RTX 4090,open-air,https://example.org,\"fans\""
        << "is already open-air; the row corrects nothing";
}

void TestCatalogGen::badGpuCoolingRowStopsTheBuild()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, rows);
    QFETCH(QString, error);
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, rows + '\n', file);
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(file + QStringLiteral(" row 2: ")), qPrintable(run.errors));
    QVERIFY2(run.errors.contains(error), qPrintable(run.errors));
}

// Test input only (made-up rows): an added board size needs a source and must be a known size.
void TestCatalogGen::badCaseFormFactorRowStopsTheBuild_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("error");
    QTest::newRow("no url") << QByteArray("^Silverstone GD07B ,atx,,\"ATX\"") << "no source URL";
    QTest::newRow("size") << QByteArray("^Silverstone GD07B ,atx-plus,https://example.org,\"ATX\"")
                          << "unknown form factor atx-plus";
}

void TestCatalogGen::badCaseFormFactorRowStopsTheBuild()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, error);
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, "name_pattern,add_form_factors,url,quote\n" + row + '\n',
        QStringLiteral("case_form_factors.csv"));
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(
        run.errors.contains(QStringLiteral("case_form_factors.csv row 2: ") + error), qPrintable(run.errors));
}

void TestCatalogGen::radiatorRowWithSourceIsKeptWithItsUrl()
{
    QTemporaryDir tmp;
    // Test input only (not a fact): one made-up mount with a made-up address.
    const Run run = generateWith(tmp,
        "name_pattern,mounts,url\nFractal Design Define 7 XL,front:420 "
        "top:360,https://example.org/define-7-xl\n");
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gen"));
        db.setDatabaseName(out);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT p.name, m.position, m.size_mm FROM radiator_mount m "
                                      "JOIN part p ON p.id = m.case_id ORDER BY p.id, m.position")));
        int mounts = 0;
        while (q.next()) {
            QVERIFY2(q.value(0).toString().startsWith(QStringLiteral("Fractal Design Define 7 XL")),
                qPrintable(q.value(0).toString()));
            ++mounts;
        }
        QVERIFY(mounts >= 2);
        QVERIFY(mounts % 2 == 0); // two mounts for every Define 7 XL listing
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM fact_source WHERE field = 'radiator_mounts' "
                                      "AND url = 'https://example.org/define-7-xl'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), mounts / 2);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("gen"));
}

// Test input only (not facts): made-up mounts and length at an example.org address.
void TestCatalogGen::commonCasesWithBothFactsAreCounted()
{
    QTemporaryDir tmp;
    const Run run = generateWith(tmp,
        {{QStringLiteral("case_radiators.csv"),
             "name_pattern,mounts,max_gpu_length_mm,url\nFractal Design Define 7 XL,front:420,500,"
             "https://example.org/d7xl\nFractal Design Meshify C ,front:360,,https://example.org/mc\n"
             "Rosewill NIGHTHAWK 117,,420,https://example.org/nh\n"},
            {QStringLiteral("case_common.csv"),
                "name_pattern,chosen_because\n^Fractal Design Define 7 XL,test\n^Fractal Design Meshify C "
                ",test\n^Rosewill NIGHTHAWK 117,test\n"}});
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    const QString text = run.report();
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(QStringLiteral("most catalog entries): 3; with radiator mounts: 2, with a sourced "
                                          "longest card: 2, with both: 1")),
        qPrintable(text.section(QStringLiteral("most common cases"), 1, 1).left(300)));
    {
        // A row with a length and no mounts gives the length and leaves the mounts unknown.
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("common"));
        db.setDatabaseName(out);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral(
            "SELECT c.max_gpu_length_mm, (SELECT count(*) FROM radiator_mount m WHERE m.case_id = p.id) "
            "FROM part p JOIN pc_case c ON c.part_id = p.id WHERE p.name LIKE 'Rosewill NIGHTHAWK 117%'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toDouble(), 420.0);
        QCOMPARE(q.value(1).toInt(), 0);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("common"));
}

void TestCatalogGen::commonCaseWithoutReasonStopsTheBuild()
{
    QTemporaryDir tmp;
    const Run run = generateWith(tmp, "name_pattern,chosen_because\n^Fractal Design Define 7 XL,\n",
        QStringLiteral("case_common.csv"));
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.errors.contains(QStringLiteral("case_common.csv row 2: no reason it was chosen")),
        qPrintable(run.errors));
}

// Test input only: made-up drives appended to the dataset's storage rows (same columns).
const QByteArray kDriveTail = ",200,SATA 6.0 Gb/s,\"3.5\"\"\",,,,buildcores,sequentialReadMBs";

void TestCatalogGen::storageCapacityCorrectedFromItsName()
{
    const QList<std::pair<QByteArray, double>> drives {
        {"storage/test-hdd-18tb,Test HDD 18TB SATA 6.0 Gb/s,Test,,hdd,18", 18000}, // terabytes stored as GB
        {"storage/test-ssd-3.84-tb,Test SSD 3.84 TB SATA,Test,,sata-ssd,3000", 3840}, // fraction cut off
        {"storage/test-ssd-1tb,Test SSD 1TB SATA,Test,,sata-ssd,1024", 1024}, // a binary terabyte stays
        {"storage/test-ssd-480gb,Test SSD 480GB SATA 6Gb/s,Test,,sata-ssd,480",
            480}, // a link rate is no capacity
    };
    QByteArray rows;
    for (const auto &[row, capacity] : drives)
        rows += row + kDriveTail + '\n';
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("data"));
    QVERIFY(writeCopy(data, "data", {{QStringLiteral("storage.csv"), storageWith(rows.trimmed())}}));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(QStringLiteral(RIGSMITH_DB_DIR "/curated"), out, data);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gen"));
        db.setDatabaseName(out);
        QVERIFY(db.open());
        for (const auto &[row, capacity] : drives) {
            const QString id = QString::fromUtf8(row.left(row.indexOf(',')));
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT capacity_gb FROM storage WHERE part_id = '%1'").arg(id)));
            QVERIFY2(q.next(), qPrintable(id));
            QCOMPARE(q.value(0).toDouble(), capacity);
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("gen"));
    const QString text = run.report();
    QVERIFY(text.contains(QStringLiteral("Test HDD 18TB SATA 6.0 Gb/s: 18 → 18000 GB")));
    QVERIFY(!text.contains(QStringLiteral("Test SSD 1TB SATA:")));
}

void TestCatalogGen::implausibleStorageStopsTheBuild_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("message");
    QTest::newRow("name and capacity disagree")
        << "storage/test-ssd-2tb,Test SSD 2TB M.2,Test,,nvme,512" + kDriveTail
        << QStringLiteral("Test SSD 2TB M.2 (storage/test-ssd-2tb) has 512 GB, but its name says 2000 GB");
    QTest::newRow("tiny hard disk") << "storage/test-hdd,Test HDD 7200RPM,Test,,hdd,12" + kDriveTail
                                    << QStringLiteral("has 12 GB, implausible for a hard disk");
}

void TestCatalogGen::implausibleStorageStopsTheBuild()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("data"));
    QVERIFY(writeCopy(data, "data", {{QStringLiteral("storage.csv"), storageWith(row)}}));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(QStringLiteral(RIGSMITH_DB_DIR "/curated"), out, data);
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(message), qPrintable(run.errors));
    QVERIFY2(run.errors.contains(QStringLiteral("storage_capacities.csv")), qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

// A processor-support row without its source, or naming no board or no processor of the
// catalog (a typo), stops the build; nothing is said about a pair without a source.
void TestCatalogGen::badChipsetSupportRowStopsTheBuild_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no source") << QByteArray("LGA 1151,Intel Z370,Core i7 7700K,no,,a note")
                               << QStringLiteral("no source or no note");
    QTest::newRow("no such chipset") << QByteArray(
        "LGA 1151,Intel Z371,Core i7 7700K,no,https://example.org/a,n")
                                     << QStringLiteral("no LGA 1151 board has a chipset the row names");
    QTest::newRow("no such processor")
        << QByteArray("LGA 1151,Intel Z370,Core i7 7790K,no,https://example.org/a,n")
        << QStringLiteral("names no LGA 1151 processor of the catalog");
    QTest::newRow("unknown support") << QByteArray(
        "LGA 1151,Intel Z370,Core i7 7700K,maybe,https://example.org/a,n")
                                     << QStringLiteral("none of 'yes', 'no' and 'bios'");
}

void TestCatalogGen::badChipsetSupportRowStopsTheBuild()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    const QString file = QStringLiteral("chipset_cpu_support.csv");
    const Run run = generateWith(tmp, curatedWith(file, row), file);
    const QString &out = run.out;
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(expected), qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestCatalogGen)
#include "tst_cataloggen.moc"
