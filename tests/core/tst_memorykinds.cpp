// SPDX-License-Identifier: GPL-3.0-or-later
// Memory kinds by processor as well as platform (db/curated/cpu_dimm_kinds.csv as the
// library ships it), and dual-socket and narrow-ILM boards (core/model/processorsockets.h).
#include "core/analysis/costestimate.h"
#include "core/analysis/pcieallocation.h"
#include "core/analysis/powerbudget.h"
#include "core/analysis/thermalestimate.h"
#include "core/catalog/cpudimmkinds.h"
#include "core/catalog/memoryplatform.h"
#include "core/catalog/partfilter.h"
#include "core/model/buildparts.h"
#include "core/model/csvresource.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

Cpu cpuOf(const QString &name, const QString &socket, int tdp = 140, int lanes = 40, int threads = 24)
{
    Cpu c = threadripper3960X();
    c.info.id = PartId(QStringLiteral("cpu/test-") + QString::number(qHash(name)));
    c.info.name = name;
    c.info.manufacturer = QStringLiteral("Intel");
    c.info.price = Money::fromUnits(400, QStringLiteral("USD"));
    c.spec.socket = socket;
    c.spec.tdp = Watts(tdp);
    c.spec.sustainedPower.reset();
    c.spec.pcieLanes = Lanes(lanes);
    c.spec.threads = threads;
    c.spec.cores = threads / 2;
    return c;
}

// The guide's build on a board of this socket and chipset, with this processor and kit.
Build buildOn(const QString &socket, const QString &chipset, const Cpu &cpu, const Memory &kit)
{
    Build b = guideFourBlowerBuild();
    b.motherboard->spec.socket = socket;
    b.motherboard->spec.chipset = chipset;
    b.motherboard->spec.dimms = DimmSupport::Unknown;
    b.cpu = cpu;
    b.memory = {{kit, 1}};
    b.cooler.reset();
    return b;
}

} // namespace

class TestMemoryKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRowLoads();
    void platformRowsDecideBoardsWithoutAKind();
    void processorRows_data();
    void processorRows();
    void processorNarrowsPlatform_data();
    void processorNarrowsPlatform();
    void dualSocketBoardSockets_data();
    void dualSocketBoardSockets();
    void dualSocketCountsBothProcessors();
    void narrowMountNeedsNarrowCooler();
};

void TestMemoryKinds::everyRowLoads()
{
    // A row the library drops (a pattern that does not compile, no source, no kind) would silently name
    // nothing: every row of the shipped table must name at least one processor of its socket.
    const QList<CsvRow> rows = readCsvResource(QStringLiteral(":/rigsmith/catalog/cpu_dimm_kinds.csv"));
    QVERIFY(rows.size() >= 3);
    const QHash<QString, QString> example {
        {QStringLiteral("LGA 2066"), QStringLiteral("Intel Core i9-7900X")},
        {QStringLiteral("LGA 2011-3"), QStringLiteral("Intel Core i7-6850K")},
        {QStringLiteral("LGA 2011"), QStringLiteral("Intel Core i7-4930K")}};
    for (const CsvRow &r : rows) {
        const QString socket = r.value(QStringLiteral("socket"));
        QVERIFY2(example.contains(socket), qPrintable(socket));
        const auto fact = processorDimmKinds(example.value(socket), socket);
        QVERIFY2(fact, qPrintable(socket));
        QCOMPARE(fact->source, r.value(QStringLiteral("url")));
        QVERIFY(fact->source.contains(QStringLiteral("ark.intel.com")));
    }
}

void TestMemoryKinds::platformRowsDecideBoardsWithoutAKind()
{
    // The core reads the generator's own platform table (db/curated/dimm_platforms.csv): a board that
    // carries no kind of its own takes its chipset's or its socket's row, with the row's first source.
    const QList<CsvRow> rows = readCsvResource(QStringLiteral(":/rigsmith/catalog/dimm_platforms.csv"));
    QVERIFY(rows.size() >= 10);
    int checked = 0;
    for (const CsvRow &r : rows) {
        if (!r.value(QStringLiteral("board")).isEmpty())
            continue;
        QVERIFY2(!r.value(QStringLiteral("quote")).isEmpty(), qPrintable(r.value(QStringLiteral("socket"))));
        MotherboardSpec board;
        board.socket = r.value(QStringLiteral("socket"));
        board.chipset = r.value(QStringLiteral("chipset"));
        const DimmRequirement need = dimmRequirement(board);
        QCOMPARE(toKey(need.kinds), r.value(QStringLiteral("dimms")));
        QCOMPARE(need.source, r.value(QStringLiteral("url")).section(u'|', 0, 0).trimmed());
        ++checked;
    }
    QVERIFY(checked >= 10);

    // The AM4 row rests on an AM4 board's manual (it cited a Xeon E-2100 server's before); the catalog
    // spells sockets with and without the space; platforms no source settles stay unknown.
    MotherboardSpec board;
    board.socket = QStringLiteral("AM4");
    QVERIFY(dimmRequirement(board).source.contains(QStringLiteral("prime-b450m-a")));
    board.socket = QStringLiteral("LGA2066");
    board.chipset = QStringLiteral("Intel X299");
    QCOMPARE(dimmRequirement(board).kinds, DimmSupport::Both);
    board.chipset = QStringLiteral("Intel C422");
    QCOMPARE(dimmRequirement(board).kinds, DimmSupport::Unknown);
    for (const char *open : {"LGA 4677", "LGA 4189", "LGA 2011-3"}) {
        board.socket = QString::fromLatin1(open);
        board.chipset.clear();
        QCOMPARE(dimmRequirement(board).kinds, DimmSupport::Unknown);
    }
}

void TestMemoryKinds::processorRows_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("socket");
    QTest::addColumn<int>("kinds"); // DimmSupport, Unknown when no row names it
    const int unbuffered = int(DimmSupport::Unbuffered);
    const int unknown = int(DimmSupport::Unknown);
    QTest::newRow("Core X on LGA 2066") << "Intel Core i9 7900X"
                                        << "LGA 2066" << unbuffered;
    QTest::newRow("Cascade Lake-X") << "Intel Core i9-10980XE"
                                    << "LGA 2066" << unbuffered;
    QTest::newRow("Core i5 X-series") << "Intel Core i5 7640X OEM/Tray"
                                      << "LGA 2066" << unbuffered;
    QTest::newRow("Xeon W on LGA 2066: ECC, no row") << "Intel Xeon W-2255"
                                                     << "LGA 2066" << unknown;
    QTest::newRow("Core i7 on X99") << "Intel Core i7 6850K"
                                    << "LGA 2011-3" << unbuffered;
    QTest::newRow("Xeon E5 v3: no row") << "Intel Xeon E5-2680 v3"
                                        << "LGA 2011-3" << unknown;
    QTest::newRow("Core i7 on X79") << "Intel Core i7 4930K"
                                    << "LGA 2011" << unbuffered;
    QTest::newRow("another socket's Core i7") << "Intel Core i7-13700K"
                                              << "LGA 1700" << unknown;
}

void TestMemoryKinds::processorRows()
{
    QFETCH(QString, name);
    QFETCH(QString, socket);
    QFETCH(int, kinds);
    const auto fact = processorDimmKinds(name, socket);
    QCOMPARE(fact ? int(fact->kinds) : int(DimmSupport::Unknown), kinds);
    if (fact)
        QCOMPARE(fact->whose, DimmFact::Whose::Processor);
}

void TestMemoryKinds::processorNarrowsPlatform_data()
{
    QTest::addColumn<QString>("socket");
    QTest::addColumn<QString>("chipset");
    QTest::addColumn<QString>("cpu");
    QTest::addColumn<bool>("registered");
    QTest::addColumn<QString>("expected"); // the rule id, or "" for no memory-kind finding
    QTest::addColumn<bool>("processorNamed"); // the finding names the processor (not the board)
    // X299 reads "both" from the board's manual; the Core X processor takes unbuffered only.
    QTest::newRow("i9-7900X, X299, RDIMM") << "LGA 2066"
                                           << "Intel X299"
                                           << "Intel Core i9 7900X" << true << "MEMORY.KIND" << true;
    QTest::newRow("i9-7900X, X299, UDIMM") << "LGA 2066"
                                           << "Intel X299"
                                           << "Intel Core i9 7900X" << false << "" << false;
    // X99 has no platform row: the Core i7's own fact decides both ways.
    QTest::newRow("i7-6850K, X99, RDIMM") << "LGA 2011-3"
                                          << "Intel X99"
                                          << "Intel Core i7 6850K" << true << "MEMORY.KIND" << true;
    QTest::newRow("i7-6850K, X99, UDIMM: confirmed") << "LGA 2011-3"
                                                     << "Intel X99"
                                                     << "Intel Core i7 6850K" << false << "" << false;
    // A Xeon E5 on X99: no fact either way, the socket is a workstation one: advice.
    QTest::newRow("E5-1650 v3, X99, UDIMM")
        << "LGA 2011-3"
        << "Intel X99"
        << "Intel Xeon E5-1650 v3" << false << "MEMORY.KIND_UNKNOWN" << false;
    // Dual-socket LGA 2011-3 (Supermicro's X10 DP guide): registered only, whatever the processor.
    QTest::newRow("2 x E5-2680 v3, C612, UDIMM")
        << "2 x LGA 2011-3"
        << "Intel C612"
        << "Intel Xeon E5-2680 v3" << false << "MEMORY.KIND" << false;
    QTest::newRow("2 x E5-2680 v3, narrow C612, UDIMM")
        << "2 x LGA 2011-3 Narrow"
        << "Intel C612"
        << "Intel Xeon E5-2680 v3" << false << "MEMORY.KIND" << false;
    QTest::newRow("2 x E5-2680 v3, C612, RDIMM") << "2 x LGA 2011-3"
                                                 << "Intel C612"
                                                 << "Intel Xeon E5-2680 v3" << true << "" << false;
    QTest::newRow("2 x LGA 2011 C602, UDIMM") << "2 x LGA 2011"
                                              << "Intel C602"
                                              << "Intel Xeon E5-2680" << false << "" << false;
}

void TestMemoryKinds::processorNarrowsPlatform()
{
    QFETCH(QString, socket);
    QFETCH(QString, chipset);
    QFETCH(QString, cpu);
    QFETCH(bool, registered);
    QFETCH(QString, expected);
    QFETCH(bool, processorNamed);
    const QString cpuSocket = boardSockets(socket).processorSocket;
    const Cpu processor = cpuOf(cpu, cpuSocket);
    const Build b = buildOn(socket, chipset, processor, registered ? registeredDdr4Kit2x32() : ddr4Kit2x32());
    const Report r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("FIT.SOCKET")));
    for (const char *id : {"MEMORY.KIND", "MEMORY.KIND_UNKNOWN"}) {
        const QString rule = QString::fromLatin1(id);
        QCOMPARE(r.has(rule), rule == expected);
    }
    if (expected != u"MEMORY.KIND")
        return;
    const Finding *f = r.find(expected);
    QCOMPARE(f->severity, Severity::Error);
    QCOMPARE(f->parts.contains(processor.info.id), processorNamed);
    QCOMPARE(f->parts.contains(b.motherboard->info.id), !processorNamed);
    // The message names the fact it rests on and its source.
    QVERIFY2(
        f->message.contains(processorNamed ? QStringLiteral("ark.intel.com") : QStringLiteral("supermicro")),
        qPrintable(f->message));
    QCOMPARE(f->message.contains(cpu), processorNamed);
    // The browser's filter and the advisor take the platform's row: a kit the platform refuses is not
    // offered (the processor's fact is the rules' to judge).
    if (!processorNamed) {
        Build without = b;
        without.memory.clear();
        const Memory kit = registered ? registeredDdr4Kit2x32() : ddr4Kit2x32();
        QVERIFY(incompatibility(kit.toPart(), without, FitScope::Candidate));
    }
}

void TestMemoryKinds::dualSocketBoardSockets_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("processor");
    QTest::addColumn<bool>("narrow");
    QTest::newRow("single") << "LGA 2066" << 1 << "LGA 2066" << false;
    QTest::newRow("dual") << "2 x LGA 2011-3" << 2 << "LGA 2011-3" << false;
    QTest::newRow("dual narrow") << "2 x LGA 2011-3 Narrow" << 2 << "LGA 2011-3" << true;
    QTest::newRow("narrow") << "LGA 2011-3 Narrow" << 1 << "LGA 2011-3" << true;
    QTest::newRow("G34") << "2 x G34" << 2 << "G34" << false;
    QTest::newRow("AM5") << "AM5" << 1 << "AM5" << false;
    QTest::newRow("two words") << "LGA 1851" << 1 << "LGA 1851" << false;
    QTest::newRow("spaces around") << " AM4 " << 1 << "AM4" << false;
    QTest::newRow("narrow, any case") << "LGA 4677 narrow" << 1 << "LGA 4677" << true;
}

void TestMemoryKinds::dualSocketBoardSockets()
{
    QFETCH(QString, board);
    QFETCH(int, count);
    QFETCH(QString, processor);
    QFETCH(bool, narrow);
    const BoardSockets s = boardSockets(board);
    QCOMPARE(s.count, count);
    QCOMPARE(s.processorSocket, processor);
    QCOMPARE(s.narrowMount, narrow);
    QVERIFY(socketFits(processor, board));
    QVERIFY(!socketFits(QStringLiteral("LGA 1700"), board));
}

void TestMemoryKinds::dualSocketCountsBothProcessors()
{
    // Two E5-2687W v3 (160 W TDP, no PL2 known) on a dual-socket board: the budget, price, lanes and threads
    // count both; the same processor on the board made single-socket counts one.
    const Cpu xeon
        = cpuOf(QStringLiteral("Intel Xeon E5-2687W v3"), QStringLiteral("LGA 2011-3"), 160, 40, 20);
    Build dual = buildOn(
        QStringLiteral("2 x LGA 2011-3"), QStringLiteral("Intel C612"), xeon, registeredDdr4Kit2x32());
    Build single = dual;
    single.motherboard->spec.socket = QStringLiteral("LGA 2011-3");
    QCOMPARE(processorCount(dual), 2);
    QCOMPARE(processorCount(single), 1);

    const PowerBudget p2 = PowerBudget::of(dual);
    const PowerBudget p1 = PowerBudget::of(single);
    QCOMPARE(p2.cpuPower.value(), 320);
    QCOMPARE(p1.cpuPower.value(), 160);
    QCOMPARE(p2.load.value() - p1.load.value(), 160);
    const QString text = PowerBudget::cpuPowerText(dual, p2);
    QVERIFY2(text.startsWith(QStringLiteral("2 × Intel Xeon E5-2687W v3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("320 W")), qPrintable(text));
    QVERIFY(!PowerBudget::cpuPowerText(single, p1).contains(u'×'));

    QCOMPARE(processorLanes(dual), std::optional<int>(80));
    QCOMPARE(processorThreads(dual), 40);

    // The price counts both processors, once per socket.
    const auto partsCents = [](const Build &b) {
        return CostEstimate::of(b, PowerBudget::of(b), ThermalEstimate {}, 0.0).parts.cents();
    };
    QCOMPARE(partsCents(dual) - partsCents(single), xeon.info.price->cents());
    int cpus = 0;
    forEachPart(dual, [&cpus](PartKind kind, const auto &, int quantity, int) {
        if (kind == PartKind::Cpu)
            cpus += quantity;
    });
    QCOMPARE(cpus, 2);

    // The processor fits the dual board (no FIT.SOCKET); the build says it counts two.
    const Report r = RuleEngine::evaluate(dual);
    QVERIFY(!r.has(QStringLiteral("FIT.SOCKET")));
    QVERIFY(r.has(QStringLiteral("CPU.DUAL_SOCKET")));
    QVERIFY(!RuleEngine::evaluate(single).has(QStringLiteral("CPU.DUAL_SOCKET")));
    // Another socket's processor still fails.
    Build wrong = dual;
    wrong.cpu->spec.socket = QStringLiteral("LGA 2066");
    QVERIFY(RuleEngine::evaluate(wrong).has(QStringLiteral("FIT.SOCKET")));
    QCOMPARE(processorCount(wrong), 1);
}

void TestMemoryKinds::narrowMountNeedsNarrowCooler()
{
    const Cpu xeon = cpuOf(QStringLiteral("Intel Xeon E5-1650 v3"), QStringLiteral("LGA 2011-3"));
    Build b = buildOn(
        QStringLiteral("LGA 2011-3 Narrow"), QStringLiteral("Intel C612"), xeon, registeredDdr4Kit2x32());
    Cooler square = aio360();
    square.spec.sockets
        = {QStringLiteral("LGA 2011"), QStringLiteral("LGA 2011-3"), QStringLiteral("LGA 2066")};
    b.cooler = square;
    Report r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("FIT.SOCKET")));
    QVERIFY(r.has(QStringLiteral("FIT.COOLER")));
    // With the narrow bracket listed it fits; on a square-ILM board of the socket the square mount fits.
    b.cooler->spec.sockets.append(QStringLiteral("LGA 2011-3 Narrow"));
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("FIT.COOLER")));
    b.cooler = square;
    b.motherboard->spec.socket = QStringLiteral("LGA 2011-3");
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("FIT.COOLER")));
}

QTEST_GUILESS_MAIN(TestMemoryKinds)
#include "tst_memorykinds.moc"
