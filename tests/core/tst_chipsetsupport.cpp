// SPDX-License-Identifier: GPL-3.0-or-later
// The processor against the board's chipset, from db/curated/chipset_cpu_support.csv as the
// library ships it: a source's "does not run" is an error that the browser's filter and the advisor keep
// out, its "after a BIOS update" advice; a pair no source names passes silently.
#include "core/advisor/advisor.h"
#include "core/catalog/chipsetsupport.h"
#include "core/catalog/partfilter.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// A board of the guide board's slots with this socket and chipset.
Motherboard boardOf(const QString &socket, const QString &chipset)
{
    Motherboard m = zenith2Extreme();
    m.info.id = PartId(QStringLiteral("motherboard/test-board"));
    m.info.name = QStringLiteral("Test board");
    m.spec.socket = socket;
    m.spec.chipset = chipset;
    return m;
}

Motherboard z370Board()
{
    return boardOf(QStringLiteral("LGA 1151"), QStringLiteral("Intel Z370"));
}

Cpu cpuOf(const QString &name, const QString &socket, double usd = 300)
{
    Cpu c = threadripper3960X();
    c.info.id = PartId(QStringLiteral("cpu/test-") + QString::number(qHash(name)));
    c.info.name = name;
    c.info.price = Money::fromUnits(usd, QStringLiteral("USD"));
    c.spec.socket = socket;
    return c;
}

Cpu lga1151Cpu(const QString &name, double usd = 300)
{
    return cpuOf(name, QStringLiteral("LGA 1151"), usd);
}

Build buildWith(const Cpu &cpu, const Motherboard &board)
{
    Build b = guideFourBlowerBuild();
    b.cpu = cpu;
    b.motherboard = board;
    return b;
}

} // namespace

class TestChipsetSupport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_data();
    void rule();
    void messageNamesTheSource();
    void candidatesLeaveOutUnsupportedPairs();
    void advisorDoesNotProposeUnsupportedPair();
};

void TestChipsetSupport::rule_data()
{
    QTest::addColumn<QString>("cpuName");
    QTest::addColumn<QString>("cpuSocket");
    QTest::addColumn<QString>("boardSocket");
    QTest::addColumn<QString>("chipset");
    QTest::addColumn<QString>("expected"); // rule id, or empty: neither finding
    QTest::addColumn<int>("severity");

    const QString lga = QStringLiteral("LGA 1151");
    const QString am4 = QStringLiteral("AM4");
    const auto row = [](const char *name, const char *cpu, const QString &cpuSocket,
                         const QString &boardSocket, const char *chipset, const char *expected,
                         Severity severity) {
        QTest::newRow(name) << QString::fromLatin1(cpu) << cpuSocket << boardSocket
                            << QString::fromLatin1(chipset) << QString::fromLatin1(expected) << int(severity);
    };
    const char *unsupported = "CPU.CHIPSET_UNSUPPORTED";
    const char *bios = "CPU.CHIPSET_BIOS";
    row("7th gen on Z370", "Intel Core i7 7700K", lga, lga, "Intel Z370", unsupported, Severity::Error);
    row("6th gen, dash, lower case", "intel core i5-6600k", lga, lga, "Intel H310", unsupported,
        Severity::Error);
    row("8th gen on Z270", "Intel Core i7 8700K", lga, lga, "Intel Z270", unsupported, Severity::Error);
    row("9th gen on Z270", "Intel Core i9-9900K", lga, lga, "Intel Z270", unsupported, Severity::Error);
    row("9th gen on Z370 needs a BIOS", "Intel Core i9-9900K", lga, lga, "Intel Z370", bios,
        Severity::Advice);
    row("9th gen on Z390: no row", "Intel Core i9-9900K", lga, lga, "Intel Z390", "", Severity::Advice);
    row("8th gen on Z370: no row", "Intel Core i7 8700K", lga, lga, "Intel Z370", "", Severity::Advice);
    row("a Xeon no row names", "Intel Xeon E3 1245 V5", lga, lga, "Intel Z370", "", Severity::Advice);
    row("11th gen on B460", "Intel Core i9 11900K", QStringLiteral("LGA 1200"), QStringLiteral("LGA 1200"),
        "Intel B460", unsupported, Severity::Error);
    row("Ryzen 1000 on X570", "AMD Ryzen 7 1700X", am4, am4, "AMD X570", unsupported, Severity::Error);
    row("Raven Ridge on X570", "AMD Ryzen 5 2400G", am4, am4, "AMD X570", unsupported, Severity::Error);
    row("Zen+ on X570: no row", "AMD Ryzen 5 2600X", am4, am4, "AMD X570", "", Severity::Advice);
    row("Ryzen 2000 on B550", "AMD Ryzen 5 2600X", am4, am4, "AMD B550", unsupported, Severity::Error);
    row("Ryzen 5000 on A320", "AMD Ryzen 5 5600X", am4, am4, "AMD A320", bios, Severity::Advice);
    row("Ryzen 5000 on B550: no row", "AMD Ryzen 5 5600X", am4, am4, "AMD B550", "", Severity::Advice);
    // Another socket is FIT.SOCKET's finding, not this rule's; so is a row of another socket's chipset.
    row("other socket", "Intel Core i7 7700K", QStringLiteral("LGA 1150"), lga, "Intel Z370", "",
        Severity::Advice);
    row("chipset of another socket", "AMD Ryzen 7 1700X", am4, am4, "Intel Z370", "", Severity::Advice);
}

void TestChipsetSupport::rule()
{
    QFETCH(QString, cpuName);
    QFETCH(QString, cpuSocket);
    QFETCH(QString, boardSocket);
    QFETCH(QString, chipset);
    QFETCH(QString, expected);
    QFETCH(int, severity);
    const Cpu cpu = cpuOf(cpuName, cpuSocket);
    const Report r = RuleEngine::evaluate(buildWith(cpu, boardOf(boardSocket, chipset)));
    if (expected.isEmpty()) {
        QVERIFY(!r.has(QStringLiteral("CPU.CHIPSET_UNSUPPORTED")));
        QVERIFY(!r.has(QStringLiteral("CPU.CHIPSET_BIOS")));
        return;
    }
    const Finding *f = r.find(expected);
    QVERIFY(f);
    QCOMPARE(int(f->severity), severity);
    QVERIFY(f->parts.contains(cpu.info.id));
    QVERIFY(f->parts.contains(PartId(QStringLiteral("motherboard/test-board"))));
    // Each pair gets one finding: the unsupported one is not a BIOS matter too, nor FIT.SOCKET.
    QCOMPARE(int(r.has(QStringLiteral("CPU.CHIPSET_UNSUPPORTED")))
            + int(r.has(QStringLiteral("CPU.CHIPSET_BIOS"))),
        1);
    QVERIFY(!r.has(QStringLiteral("FIT.SOCKET")));
}

void TestChipsetSupport::messageNamesTheSource()
{
    const Report r
        = RuleEngine::evaluate(buildWith(lga1151Cpu(QStringLiteral("Intel Core i7 7700K")), z370Board()));
    const Finding *f = r.find(QStringLiteral("CPU.CHIPSET_UNSUPPORTED"));
    QVERIFY(f);
    // The table's row for 6th/7th-generation Core on 300-series boards: its source and what it says.
    QVERIFY(f->message.contains(
        QStringLiteral("https://techreport.com/review/32642/intel-core-i7-8700k-cpu-reviewed/3")));
    QVERIFY(f->message.contains(QStringLiteral("could not boot")));
    QVERIFY(f->message.contains(QStringLiteral("Intel Z370")));
    QVERIFY(f->fix.contains(QStringLiteral("Intel Z370")));
    const auto row
        = chipsetSupport(z370Board().spec, QStringLiteral("Intel Core i9-9900K"), QStringLiteral("LGA 1151"));
    QVERIFY(row && row->biosUpdate);
    QVERIFY(row->source.contains(QStringLiteral("techreport.com/news/33967")));
}

void TestChipsetSupport::candidatesLeaveOutUnsupportedPairs()
{
    const Motherboard board = z370Board();
    const Cpu seventh = lga1151Cpu(QStringLiteral("Intel Core i7 7700K"));
    const Cpu ninth = lga1151Cpu(QStringLiteral("Intel Core i9-9900K"));

    Build withBoard = guideFourBlowerBuild();
    withBoard.cpu.reset();
    withBoard.motherboard = board;
    // Offered for the build: the unsupported processor is not, the one needing a BIOS is.
    QVERIFY(incompatibility(seventh.toPart(), withBoard, FitScope::Candidate));
    QVERIFY(!incompatibility(ninth.toPart(), withBoard, FitScope::Candidate));
    // Held against the other parts (the FIT rules): the socket fits, CPU.CHIPSET_UNSUPPORTED says the rest.
    QVERIFY(!incompatibility(seventh.toPart(), withBoard, FitScope::Parts));

    Build withCpu = guideFourBlowerBuild();
    withCpu.motherboard.reset();
    withCpu.cpu = seventh;
    QVERIFY(incompatibility(board.toPart(), withCpu, FitScope::Candidate));
    withCpu.cpu = ninth;
    QVERIFY(!incompatibility(board.toPart(), withCpu, FitScope::Candidate));
}

void TestChipsetSupport::advisorDoesNotProposeUnsupportedPair()
{
    // The guide's parts on a Z370 board, with a cheap processor its chipset does not run and a dearer one
    // no row names: the advisor's builds carry the dearer one only. On a chipset no row names the cheap
    // one wins, so the test tells the two apart.
    // Their specs differ (as Kaby Lake and Coffee Lake do in the catalog): the advisor keeps one of
    // processors whose specs are equal, whatever their names.
    Cpu cheap = lga1151Cpu(QStringLiteral("Intel Core i7 7700K"), 100);
    cheap.spec.microarchitecture = QStringLiteral("Kaby Lake");
    Cpu dear = lga1151Cpu(QStringLiteral("Intel Core i7 8700K"), 400);
    dear.spec.microarchitecture = QStringLiteral("Coffee Lake");
    Cooler cooler = aio360();
    cooler.spec.sockets = {QStringLiteral("LGA 1151")};
    const auto run = [&](const Motherboard &board) {
        const InMemoryCatalog catalog({blowerRtx2080Ti().toPart(), cheap.toPart(), dear.toPart(),
            board.toPart(), psu1600Platinum().toPart(), define7Xl().toPart(), cooler.toPart(),
            ddr4Kit2x32().toPart(), nvme2Tb().toPart()});
        advisor::Query q;
        q.workload.kind = WorkloadKind::Vision;
        q.workload.precision = Precision::Fp16;
        q.environment.circuitVolts = 230;
        q.environment.circuitAmps = 16;
        q.maxResults = 1000;
        q.failedLeavesPerPlatform = 0;
        q.platformsPerPlan = 0;
        return advisor::suggest(catalog, q);
    };
    Motherboard board = z370Board();
    board.spec.layoutConfidence = LayoutConfidence::Positions;
    const advisor::Result with = run(board);
    QVERIFY2(!with.front.isEmpty(), qPrintable(with.reason));
    for (const advisor::Suggestion &s : with.front)
        QCOMPARE(s.build.cpu->info.id, dear.info.id);

    board.spec.chipset = QStringLiteral("Intel Z370 (no row)");
    const advisor::Result without = run(board);
    QVERIFY2(!without.front.isEmpty(), qPrintable(without.reason));
    QCOMPARE(without.front.first().build.cpu->info.id, cheap.info.id);
}

QTEST_GUILESS_MAIN(TestChipsetSupport)
#include "tst_chipsetsupport.moc"
