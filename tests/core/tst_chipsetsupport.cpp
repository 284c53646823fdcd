// SPDX-License-Identifier: GPL-3.0-or-later
// The processor against the board's chipset (issue 28): a source's "does not run" is an error that the
// browser's filter and the advisor keep out, its "after a BIOS update" advice; a pair no source names
// passes silently; the rows travel in build files.
#include "core/advisor/advisor.h"
#include "core/catalog/partfilter.h"
#include "core/file/partjson.h"
#include "core/model/chipsetsupport.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

const QString kSeventh = QStringLiteral("Core i[3579][- ]?[67]\\d{3}");
const QString kNinth = QStringLiteral("Core i[3579][- ]?9\\d{3}");

// A Z370 board of the guide board's slots with the two 300-series rows the catalog carries.
Motherboard z370Board()
{
    Motherboard m = zenith2Extreme();
    m.info.id = PartId(QStringLiteral("motherboard/test-z370"));
    m.info.name = QStringLiteral("Test Z370 board");
    m.spec.socket = QStringLiteral("LGA 1151");
    m.spec.chipset = QStringLiteral("Intel Z370");
    m.spec.cpuSupport
        = {{kSeventh, false, QStringLiteral("https://example.org/no"), QStringLiteral("no 7th gen")},
            {kNinth, true, QStringLiteral("https://example.org/bios"),
                QStringLiteral("9th gen after a BIOS update")}};
    return m;
}

Cpu lga1151Cpu(const QString &name, double usd = 300)
{
    Cpu c = threadripper3960X();
    c.info.id = PartId(QStringLiteral("cpu/test-") + QString::number(qHash(name)));
    c.info.name = name;
    c.info.price = Money::fromUnits(usd, QStringLiteral("USD"));
    c.spec.socket = QStringLiteral("LGA 1151");
    return c;
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
    void brokenPatternNamesNothing();
    void candidatesLeaveOutUnsupportedPairs();
    void rowsSurviveTheBuildFile();
    void advisorDoesNotProposeUnsupportedPair();
};

void TestChipsetSupport::rule_data()
{
    QTest::addColumn<QString>("cpuName");
    QTest::addColumn<QString>("socket");
    QTest::addColumn<QString>("expected"); // rule id, or empty: neither finding
    QTest::addColumn<int>("severity");

    const QString lga = QStringLiteral("LGA 1151");
    QTest::newRow("7th gen on Z370") << QStringLiteral("Intel Core i7 7700K") << lga
                                     << QStringLiteral("CPU.CHIPSET_UNSUPPORTED") << int(Severity::Error);
    QTest::newRow("6th gen, dash and lower case")
        << QStringLiteral("intel core i5-6600k") << lga << QStringLiteral("CPU.CHIPSET_UNSUPPORTED")
        << int(Severity::Error);
    QTest::newRow("9th gen needs a BIOS") << QStringLiteral("Intel Core i9-9900K") << lga
                                          << QStringLiteral("CPU.CHIPSET_BIOS") << int(Severity::Advice);
    QTest::newRow("8th gen: no row names it")
        << QStringLiteral("Intel Core i7 8700K") << lga << QString() << 0;
    QTest::newRow("a Xeon no row names") << QStringLiteral("Intel Xeon E3 1245 V5") << lga << QString() << 0;
    // Another socket is FIT.SOCKET's finding, not this rule's.
    QTest::newRow("other socket") << QStringLiteral("Intel Core i7 7700K") << QStringLiteral("LGA 1150")
                                  << QString() << 0;
}

void TestChipsetSupport::rule()
{
    QFETCH(QString, cpuName);
    QFETCH(QString, socket);
    QFETCH(QString, expected);
    QFETCH(int, severity);
    Cpu cpu = lga1151Cpu(cpuName);
    cpu.spec.socket = socket;
    const Report r = RuleEngine::evaluate(buildWith(cpu, z370Board()));
    if (expected.isEmpty()) {
        QVERIFY(!r.has(QStringLiteral("CPU.CHIPSET_UNSUPPORTED")));
        QVERIFY(!r.has(QStringLiteral("CPU.CHIPSET_BIOS")));
        return;
    }
    const Finding *f = r.find(expected);
    QVERIFY(f);
    QCOMPARE(int(f->severity), severity);
    QVERIFY(f->parts.contains(cpu.info.id));
    QVERIFY(f->parts.contains(PartId(QStringLiteral("motherboard/test-z370"))));
    // Each pair gets one finding: the unsupported one is not a BIOS matter too, nor FIT.SOCKET.
    QCOMPARE(r.has(QStringLiteral("CPU.CHIPSET_UNSUPPORTED")) + r.has(QStringLiteral("CPU.CHIPSET_BIOS")), 1);
    QVERIFY(!r.has(QStringLiteral("FIT.SOCKET")));
}

void TestChipsetSupport::messageNamesTheSource()
{
    const Report r
        = RuleEngine::evaluate(buildWith(lga1151Cpu(QStringLiteral("Intel Core i7 7700K")), z370Board()));
    const Finding *f = r.find(QStringLiteral("CPU.CHIPSET_UNSUPPORTED"));
    QVERIFY(f);
    QVERIFY(f->message.contains(QStringLiteral("https://example.org/no")));
    QVERIFY(f->message.contains(QStringLiteral("no 7th gen")));
    QVERIFY(f->message.contains(QStringLiteral("Intel Z370")));
    QVERIFY(f->fix.contains(QStringLiteral("Intel Z370")));
}

void TestChipsetSupport::brokenPatternNamesNothing()
{
    Motherboard board = z370Board();
    board.spec.cpuSupport = {{QStringLiteral("Core i[7"), false, QStringLiteral("u"), QStringLiteral("n")}};
    QCOMPARE(chipsetSupport(board.spec, QStringLiteral("Intel Core i7 7700K"), QStringLiteral("LGA 1151")),
        nullptr);
    QVERIFY(!RuleEngine::evaluate(buildWith(lga1151Cpu(QStringLiteral("Intel Core i7 7700K")), board))
                 .has(QStringLiteral("CPU.CHIPSET_UNSUPPORTED")));
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

void TestChipsetSupport::rowsSurviveTheBuildFile()
{
    const Part board = z370Board().toPart();
    const Part back = json::readPart(json::writePart(board), QStringLiteral("board"));
    QCOMPARE(back.as<MotherboardSpec>()->cpuSupport, board.as<MotherboardSpec>()->cpuSupport);
    QCOMPARE(back.as<MotherboardSpec>()->cpuSupport.size(), 2);
}

void TestChipsetSupport::advisorDoesNotProposeUnsupportedPair()
{
    // The guide's parts on a Z370 board, with a cheap processor its chipset does not run and a dearer one
    // no row names: the advisor's builds carry the dearer one only. Without the row the cheap one wins,
    // so the test tells the two apart.
    const Cpu cheap = lga1151Cpu(QStringLiteral("Intel Core i7 7700K"), 100);
    const Cpu dear = lga1151Cpu(QStringLiteral("Intel Core i7 8700K"), 400);
    const auto run = [&](const Motherboard &board) {
        const InMemoryCatalog catalog({blowerRtx2080Ti().toPart(), cheap.toPart(), dear.toPart(),
            board.toPart(), psu1600Platinum().toPart(), define7Xl().toPart(), aio360().toPart(),
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

    board.spec.cpuSupport.clear();
    const advisor::Result without = run(board);
    QVERIFY2(!without.front.isEmpty(), qPrintable(without.reason));
    QCOMPARE(without.front.first().build.cpu->info.id, cheap.info.id);
}

QTEST_GUILESS_MAIN(TestChipsetSupport)
#include "tst_chipsetsupport.moc"
