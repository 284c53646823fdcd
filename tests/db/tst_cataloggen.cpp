// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: the catalog generator takes a case's radiator mounts only with a source. A row of
// db/curated/case_radiators.csv without a URL stops the build with a message naming the row; a row
// with one gives the case its mounts and keeps the URL in fact_source.
// Issue 26: a board's rows in board_sources.csv agree on its confidence, and the list of curated boards
// no source verified (board_unverified.csv) names only unverified boards and reaches REPORT.md.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A copy of db/curated with `content` as its `file` (case_radiators.csv unless named).
bool writeCurated(
    const QString &dir, const QByteArray &content, const QString &file = QStringLiteral("case_radiators.csv"))
{
    const QDir source(QStringLiteral(RIGSMITH_DB_DIR "/curated"));
    for (const QString &name : source.entryList({QStringLiteral("*.csv")}, QDir::Files)) {
        if (!QFile::copy(source.filePath(name), QDir(dir).filePath(name)))
            return false;
    }
    QFile f(QDir(dir).filePath(file));
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

// The shipped db/curated/`file` with `rows` added at its end.
QByteArray curatedWith(const QString &file, const QByteArray &rows)
{
    QFile f(QStringLiteral(RIGSMITH_DB_DIR "/curated/") + file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() + rows : QByteArray();
}

struct Run
{
    int exitCode = -1;
    QString errors;
};

Run generate(const QString &curated, const QString &out)
{
    QProcess gen;
    gen.start(QStringLiteral(RIGSMITH_CATALOG_GEN),
        {QStringLiteral(RIGSMITH_DB_DIR "/data"), curated, out, out + QStringLiteral(".md")});
    if (!gen.waitForFinished(100000))
        return {};
    return {gen.exitCode(), QString::fromUtf8(gen.readAllStandardError())};
}

} // namespace

class TestCatalogGen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void radiatorRowWithoutSourceStopsTheBuild();
    void radiatorRowWithSourceIsKeptWithItsUrl();
    void boardRowsDisagreeingOnConfidenceStopTheBuild();
    void unverifiedListNamingAVerifiedBoardStopsTheBuild();
    void unverifiedListNamingNoBoardStopsTheBuild();
    void unverifiedBoardsAreListedInTheReport();
    void wiredSwitchWithoutUplinkStopsTheBuild();
};

void TestCatalogGen::boardRowsDisagreeingOnConfidenceStopTheBuild()
{
    QTemporaryDir tmp;
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    // Test input only: a second row for a board the shipped file marks 'positions'.
    const QString file = QStringLiteral("board_sources.csv");
    QVERIFY(writeCurated(curated,
        curatedWith(file, "ASUS ROG STRIX X870E-E GAMING WIFI,unverified,https://example.org/a,test\n"),
        file));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
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
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    QVERIFY(writeCurated(curated, "board,sources_tried\nASUS ROG STRIX X870E-E GAMING WIFI,a review\n",
        QStringLiteral("board_unverified.csv")));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(QStringLiteral(
                 "board_unverified.csv row 2: ASUS ROG STRIX X870E-E GAMING WIFI is 'positions'")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

void TestCatalogGen::unverifiedListNamingNoBoardStopsTheBuild()
{
    QTemporaryDir tmp;
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    QVERIFY(writeCurated(
        curated, "board,sources_tried\nNo Such Board WS,a review\n", QStringLiteral("board_unverified.csv")));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(
        run.errors.contains(QStringLiteral("board_unverified.csv row 2: no board named 'No Such Board WS'")),
        qPrintable(run.errors));
}

void TestCatalogGen::unverifiedBoardsAreListedInTheReport()
{
    QTemporaryDir tmp;
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    // Test input only: a board the shipped data leaves unverified, with a made-up note holding a '|'.
    QVERIFY(writeCurated(curated, "board,sources_tried\nASRock WRX80 Creator,searched A | B\n",
        QStringLiteral("board_unverified.csv")));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
    QVERIFY2(run.exitCode == 0, qPrintable(run.errors));
    QFile report(out + QStringLiteral(".md"));
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(report.readAll());
    QVERIFY(
        text.contains(QStringLiteral("## Curated workstation boards not verified, with the sources tried")));
    QVERIFY2(text.contains(QStringLiteral("| ASRock WRX80 Creator | searched A \\| B |")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("### Boards with four or more x16-size openings, per platform")));
}

void TestCatalogGen::radiatorRowWithoutSourceStopsTheBuild()
{
    QTemporaryDir tmp;
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    QVERIFY(writeCurated(curated, "name_pattern,mounts,url\nFractal Design Define 7 XL,front:420,\n"));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(QStringLiteral("case_radiators.csv row 2: no source URL")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

// Issue 26: a switch wired to slots shares its uplink between them; without the uplink's width the
// lanes would be made up, so such a row stops the build (an unwired switch may leave it at 0).
void TestCatalogGen::wiredSwitchWithoutUplinkStopsTheBuild()
{
    QTemporaryDir tmp;
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    // Test input only (not a fact): a made-up switch row with a made-up address.
    QVERIFY(writeCurated(curated,
        "board,kind,number,lanes,slots,slot_lanes,label,source_url,quote,notes\n"
        "Asus Z87 Maximus VI Extreme LGA1150 DDR3 ATX,switch,1,0,2 4,,test switch,https://example.org/x,,\n",
        QStringLiteral("board_topology.csv")));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
    QVERIFY2(run.exitCode == 1, qPrintable(run.errors));
    QVERIFY2(run.errors.contains(
                 QStringLiteral("board_topology.csv row 2: a wired switch without its uplink width")),
        qPrintable(run.errors));
    QVERIFY(!QFile::exists(out));
}

void TestCatalogGen::radiatorRowWithSourceIsKeptWithItsUrl()
{
    QTemporaryDir tmp;
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    QVERIFY(QDir().mkpath(curated));
    // Test input only (not a fact): one made-up mount with a made-up address.
    QVERIFY(writeCurated(curated,
        "name_pattern,mounts,url\nFractal Design Define 7 XL,front:420 "
        "top:360,https://example.org/define-7-xl\n"));
    const QString out = tmp.filePath(QStringLiteral("catalog.sqlite"));
    const Run run = generate(curated, out);
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

QTEST_GUILESS_MAIN(TestCatalogGen)
#include "tst_cataloggen.moc"
