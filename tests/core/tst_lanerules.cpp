// SPDX-License-Identifier: GPL-3.0-or-later
// The lane and slot rules on real board shapes: lanes through PCIe switches, the board's documented splits
// for the CPU's lane count, M.2 sockets that borrow a slot's lanes, CPU-dependent slots, the chipset's
// shared uplink, whether a board hosts N GPUs, and findings on layouts no source confirms.
#include "core/rules/ruleengine.h"
#include "i18n.h"
#include "support/reportcounts.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

PcieSlot slot(int position, int lanes, int physical = 16, LaneSource source = LaneSource::Cpu)
{
    PcieSlot s;
    s.position = position;
    s.physicalSize = Lanes(physical);
    s.maxLanes = Lanes(lanes);
    s.source = source;
    s.generation = 3;
    return s;
}

// An X99 workstation board of the X99-E WS kind: seven x16 slots, four of them fed by two PCIe
// switches with x16 uplinks (the topology as a test fixture, not a catalog fact).
Motherboard x99SwitchBoard(bool withSwitches)
{
    Motherboard m = zenith2Extreme();
    m.info.name = QStringLiteral("X99 board with switches");
    m.spec.socket = QStringLiteral("LGA 2011-3");
    m.spec.slots.clear();
    for (int p = 1; p <= 7; ++p) {
        PcieSlot s = slot(p, 16);
        if (withSwitches)
            s.switchId = p <= 4 ? 1 : 2;
        m.spec.slots.append(s);
    }
    if (withSwitches)
        m.spec.switches = {{1, QStringLiteral("PLX PEX 8747"), 16}, {2, QStringLiteral("PLX PEX 8747"), 16}};
    return m;
}

// Gigabyte X299 AORUS Gaming 7's splits (hardwaresecrets.com): x16 slots 1/3/5 at x16/x16/x8 with a
// 44-lane CPU, x16/x8/x0 or x8/x8/x8 with 28 lanes, x8/x4/off with 16 lanes.
Motherboard x299SplitBoard()
{
    Motherboard m = zenith2Extreme();
    m.info.name = QStringLiteral("X299 board with splits");
    m.spec.socket = QStringLiteral("LGA 2066");
    m.spec.slots = {slot(1, 16), slot(3, 16), slot(5, 16)};
    m.spec.laneModes = {{44, {1, 3, 5}, {16, 16, 8}}, {28, {1, 3, 5}, {16, 8, 0}}, {28, {1, 3, 5}, {8, 8, 8}},
        {16, {1, 3, 5}, {8, 4, 0}}};
    return m;
}

Build withBoard(const Motherboard &m, int cpuLanes, const QList<int> &slots)
{
    Build b = guideFourBlowerBuild();
    b.motherboard = m;
    b.cpu->spec.pcieLanes = Lanes(cpuLanes);
    b.cpu->spec.socket = m.spec.socket;
    const Gpu card = b.gpus.first().gpu;
    b.gpus.clear();
    for (int s : slots)
        b.gpus.append({card, s});
    return b;
}

} // namespace

class TestLaneRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { rigsmith::installTranslations(*QCoreApplication::instance()); }
    void switchesGiveFourCardsX16();
    void derivedLayoutSplitsTheCpuLanes();
    void boardSplitsFollowTheCpu();
    void unwiredSwitchesKeepTheDocumentedSplit();
    void consumerBoardCannotHostFour();
    void chipsetLinkIsShared();
    void m2SocketBorrowsSlotLanes();
    void cpuDependentSlotsNameAMove();
    void plannedGpusCount();
    void lanesWarningNamesArrangement();
    void unverifiedLayoutSaysSo();
};

void TestLaneRules::switchesGiveFourCardsX16()
{
    // 40 lanes: counted in slot order, the fourth card gets nothing; behind two switches all get x16.
    const Build plain = withBoard(x99SwitchBoard(false), 40, {1, 3, 5, 7});
    const PcieAllocation a = PcieAllocation::of(plain);
    QCOMPARE(a.link(7)->lanes, 0);
    const Build sw = withBoard(x99SwitchBoard(true), 40, {1, 3, 5, 7});
    const PcieAllocation s = PcieAllocation::of(sw);
    for (int p : {1, 3, 5, 7}) {
        QCOMPARE(s.link(p)->lanes, 16);
        QCOMPARE(s.link(p)->effectiveLanes, 8); // two cards share each x16 uplink
    }
    QCOMPARE(s.cpuLanesUsed, 32);
    const Report r = RuleEngine::evaluate(sw);
    QVERIFY2(!r.has(QStringLiteral("PCIE.SUPPORT")) && !r.has(QStringLiteral("PCIE.BOARD_GPUS"))
            && !r.has(QStringLiteral("PCIE.LANES_PER_GPU")),
        qPrintable(ruleIds(r).join(u' ')));
    // A 28-lane CPU: the second switch's uplink gets the 12 lanes left, trained at x8; still x4 or more.
    QVERIFY(!RuleEngine::evaluate(withBoard(x99SwitchBoard(true), 28, {1, 3, 5, 7}))
                 .has(QStringLiteral("PCIE.BOARD_GPUS")));
}

void TestLaneRules::derivedLayoutSplitsTheCpuLanes()
{
    // Seven x16 slots derived from a slot list (no switches, no documented split): 40 lanes cannot feed
    // them all, and no board leaves the fourth card none: the cards share the lanes, x8 each.
    Motherboard derived = x99SwitchBoard(false);
    derived.spec.layoutApproximate = true;
    const PcieAllocation a = PcieAllocation::of(withBoard(derived, 40, {1, 3, 5, 7}));
    for (int p : {1, 3, 5, 7})
        QCOMPARE(a.link(p)->lanes, 8);
    const Report r = RuleEngine::evaluate(withBoard(derived, 40, {1, 3, 5, 7}));
    QVERIFY2(!r.has(QStringLiteral("PCIE.BOARD_GPUS")), qPrintable(ruleIds(r).join(u' ')));
    QVERIFY(r.has(QStringLiteral("PCIE.POSITIONS_UNVERIFIED")));
    // Within the processor's lanes nothing is split: two cards keep x16 each.
    const PcieAllocation two = PcieAllocation::of(withBoard(derived, 40, {1, 3}));
    QCOMPARE(two.link(1)->lanes, 16);
    QCOMPARE(two.link(3)->lanes, 16);
    // Below x8 a card (28 lanes for four) the slot order decides as before: the fourth gets none.
    QCOMPARE(PcieAllocation::of(withBoard(derived, 28, {1, 3, 5, 7})).link(7)->lanes, 0);
    // A curated layout keeps its own lanes (switchesGiveFourCardsX16: the fourth card gets nothing).
    QCOMPARE(PcieAllocation::of(withBoard(x99SwitchBoard(false), 40, {1, 3, 5, 7})).link(7)->lanes, 0);
}

void TestLaneRules::boardSplitsFollowTheCpu()
{
    // 28 lanes and three cards: the x8/x8/x8 split, no error.
    Build b = withBoard(x299SplitBoard(), 28, {1, 3, 5});
    PcieAllocation a = PcieAllocation::of(b);
    QCOMPARE(a.link(1)->lanes, 8);
    QCOMPARE(a.link(3)->lanes, 8);
    QCOMPARE(a.link(5)->lanes, 8);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.SUPPORT")));
    // Two cards on 28 lanes: the x16/x8 split serves them better.
    b = withBoard(x299SplitBoard(), 28, {1, 3});
    a = PcieAllocation::of(b);
    QCOMPARE(a.link(1)->lanes, 16);
    QCOMPARE(a.link(3)->lanes, 8);
    // 44 lanes: x16/x16/x8.
    a = PcieAllocation::of(withBoard(x299SplitBoard(), 44, {1, 3, 5}));
    QCOMPARE(a.link(3)->lanes, 16);
    QCOMPARE(a.link(5)->lanes, 8);
    // A 16-lane CPU switches slot 5 off: three cards cannot work, one board error naming two.
    const Report r = RuleEngine::evaluate(withBoard(x299SplitBoard(), 16, {1, 3, 5}));
    QCOMPARE(countOf(r, QStringLiteral("PCIE.BOARD_GPUS")), 1);
    QVERIFY(!r.has(QStringLiteral("PCIE.SUPPORT")));
    QVERIFY(
        r.find(QStringLiteral("PCIE.BOARD_GPUS"))->fix.contains(QStringLiteral("Use 2 GPUs (slots 1, 3)")));
}

// Switches on record whose slots no source names (the X99-E WS: two switch groups in an
// nvidia-smi topology, openings unknown). The maker's split for this CPU counts the switches and still
// decides the lanes; only without a split does every card get its slot's full width.
void TestLaneRules::unwiredSwitchesKeepTheDocumentedSplit()
{
    Motherboard m = x99SwitchBoard(false);
    for (PcieSlot &s : m.spec.slots)
        s.maxLanes = Lanes(s.position % 2 == 1 ? 16 : 8);
    m.spec.switches = {{1, QStringLiteral("PCIe switch"), 0}, {2, QStringLiteral("PCIe switch"), 0}};
    QVERIFY(m.spec.switchWiringUnknown());
    const QList<int> all {1, 2, 3, 4, 5, 6, 7};
    // No split on record: full width everywhere, whatever the CPU.
    QCOMPARE(PcieAllocation::slotLanes(m.spec, 40, all, 0), (QList<int> {16, 8, 16, 8, 16, 8, 16}));
    // The X99-E WS's 40-lane splits: seven cards at x16/x8/x8/x8/x8/x8/x8, four at x16 each.
    m.spec.laneModes = {{40, all, {16, 8, 8, 8, 8, 8, 8}}, {40, {1, 3, 5, 7}, {16, 16, 16, 16}}};
    QCOMPARE(PcieAllocation::slotLanes(m.spec, 40, all, 0), (QList<int> {16, 8, 8, 8, 8, 8, 8}));
    QCOMPARE(PcieAllocation::slotLanes(m.spec, 40, {1, 3, 5, 7}, 0), (QList<int> {16, 16, 16, 16}));
    // Four cards on a 28-lane CPU (no 28-lane split documented): no lane error, the wiring warning.
    const Report r = RuleEngine::evaluate(withBoard(m, 28, {1, 3, 5, 7}));
    QVERIFY2(!r.has(QStringLiteral("PCIE.SUPPORT")) && !r.has(QStringLiteral("PCIE.BOARD_GPUS")),
        qPrintable(ruleIds(r).join(u' ')));
    QCOMPARE(countOf(r, QStringLiteral("PCIE.SWITCH_WIRING")), 1);
}

void TestLaneRules::consumerBoardCannotHostFour()
{
    // A Z790-style board: x16 (x8/x8 with the second slot), a chipset x4 in a x16 opening, an x1.
    Motherboard m = zenith2Extreme();
    m.info.name = QStringLiteral("Z790 board");
    PcieSlot first = slot(1, 16);
    first.sharesLanesWith = {3};
    first.lanesWhenShared = 8;
    m.spec.slots
        = {first, slot(3, 8), slot(5, 4, 16, LaneSource::Chipset), slot(7, 1, 1, LaneSource::Chipset)};
    const Build b = withBoard(m, 16, {1, 3, 5, 7});
    const Report r = RuleEngine::evaluate(b);
    const Finding *f = r.find(QStringLiteral("PCIE.BOARD_GPUS"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QVERIFY(f->message.contains(QStringLiteral("at most 3 GPUs")));
    QCOMPARE(countOf(r, QStringLiteral("PCIE.SUPPORT")), 0);
    // Three cards there: x8, x8 and the chipset's x4 are all supported; x4 with 3 GPUs is advice only.
    const Report three = RuleEngine::evaluate(withBoard(m, 16, {1, 3, 5}));
    QVERIFY(!three.has(QStringLiteral("PCIE.BOARD_GPUS")));
    QCOMPARE(three.find(QStringLiteral("PCIE.LANES_PER_GPU"))->severity, Severity::Advice);
}

// The chipset's slots reach the CPU through one link (Z790: DMI 4.0 x8); cards behind it share it.
void TestLaneRules::chipsetLinkIsShared()
{
    Motherboard m = zenith2Extreme();
    m.info.name = QStringLiteral("Z790 board");
    m.spec.chipset = QStringLiteral("Intel Z790");
    m.spec.layoutConfidence = LayoutConfidence::Positions;
    m.spec.slots = {slot(1, 16), slot(3, 4, 16, LaneSource::Chipset), slot(5, 4, 16, LaneSource::Chipset),
        slot(7, 4, 16, LaneSource::Chipset)};
    // No uplink known: each chipset card counts its slot's x4, and no finding claims a share.
    Build b = withBoard(m, 16, {1, 3, 5, 7});
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.CHIPSET_UPLINK")));
    QCOMPARE(PcieAllocation::of(b).link(3)->effectiveLanes, 4);
    // An x8 link: two x4 cards fit it; three share x8, about x2 each.
    m.spec.chipsetUplinkLanes = 8;
    b = withBoard(m, 16, {1, 3, 5});
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.CHIPSET_UPLINK")));
    b = withBoard(m, 16, {1, 3, 5, 7});
    const PcieAllocation a = PcieAllocation::of(b);
    QCOMPARE(a.link(3)->lanes, 4);
    QCOMPARE(a.link(3)->effectiveLanes, 2);
    QCOMPARE(a.link(1)->effectiveLanes, 16);
    const Report r = RuleEngine::evaluate(b);
    const Finding *f = r.find(QStringLiteral("PCIE.CHIPSET_UPLINK"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QCOMPARE(f->slots, QList<int>({3, 5, 7}));
    QVERIFY2(
        f->message.contains(QStringLiteral("x8")) && f->message.contains(QStringLiteral("about x2 each")),
        qPrintable(f->message));
    // The four-card lane check counts the share, not the slot's width.
    const Finding *lanes = r.find(QStringLiteral("PCIE.LANES_PER_GPU"));
    QVERIFY(lanes);
    QVERIFY2(lanes->message.contains(QStringLiteral("slot 3 at x2 (its share of the chipset link)")),
        qPrintable(lanes->message));
    // On an unverified layout the chipset finding says so too.
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Unverified;
    QVERIFY(RuleEngine::evaluate(b)
                .find(QStringLiteral("PCIE.CHIPSET_UPLINK"))
                ->message.contains(QStringLiteral("not verified against a source")));
}

void TestLaneRules::m2SocketBorrowsSlotLanes()
{
    Motherboard m = x299SplitBoard();
    m.spec.laneModes.clear();
    m.spec.m2Slots = 2;
    m.spec.m2Sharing = {{QStringLiteral("M.2_2"), 3, 8}};
    Build b = withBoard(m, 64, {1, 3});
    b.storage = {{nvme2Tb(), 1}};
    QCOMPARE(PcieAllocation::of(b).link(3)->lanes, 16); // the own-lane socket first
    b.storage = {{nvme2Tb(), 2}};
    const PcieAllocation a = PcieAllocation::of(b);
    QCOMPARE(a.link(3)->lanes, 8);
    QCOMPARE(a.m2SocketsUsed, QStringList {QStringLiteral("M.2_2")});
    // The build is told which socket took the card's lanes, and where that was read.
    b.motherboard->spec.m2Sharing.first().source = QStringLiteral("https://example.org/manual");
    std::optional<Finding> f = findingOf(b, QStringLiteral("PCIE.M2_SHARES_SLOT"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QCOMPARE(f->slots, QList<int> {3});
    QVERIFY2(f->message.contains(QStringLiteral("M.2_2")) && f->message.contains(QStringLiteral("x8"))
            && f->message.contains(QStringLiteral("https://example.org/manual")),
        qPrintable(f->message));
    // One drive stays in the own-lane socket: nothing said.
    b.storage = {{nvme2Tb(), 1}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.M2_SHARES_SLOT")));
}

void TestLaneRules::cpuDependentSlotsNameAMove()
{
    // A W790-style board: with a 64-lane CPU only slots 1, 3, 5, 7 are driven.
    Motherboard m = x99SwitchBoard(false);
    m.spec.laneModes = {{64, {1, 2, 3, 4, 5, 6, 7}, {16, 0, 16, 0, 16, 0, 16}},
        {112, {1, 2, 3, 4, 5, 6, 7}, {16, 16, 16, 16, 16, 8, 16}}};
    Build b = withBoard(m, 64, {1, 2});
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.slotWidth = Slots::whole(1);
    Report r = RuleEngine::evaluate(b);
    const Finding *f = r.find(QStringLiteral("PCIE.SUPPORT"));
    QVERIFY(f);
    QCOMPARE(f->slots, QList<int> {2});
    QVERIFY2(f->fix.contains(QStringLiteral("Move the card to slot")), qPrintable(f->fix));
    QVERIFY(f->message.contains(QStringLiteral("no PCIe lanes")));
    // A 112-lane CPU drives slot 2.
    b.cpu->spec.pcieLanes = Lanes(112);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.SUPPORT")));
}

void TestLaneRules::plannedGpusCount()
{
    // Two cards now and two planned on the split board (three x16 slots): error, planned counted.
    Build b = withBoard(x299SplitBoard(), 44, {1, 3});
    b.workload.plannedGpus = 2;
    std::optional<Finding> f = findingOf(b, QStringLiteral("PCIE.BOARD_GPUS"));
    QVERIFY(f);
    QVERIFY(f->message.contains(QStringLiteral("4 GPUs are planned (2 now, 2 later)")));
    b.workload.plannedGpus = 1;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.BOARD_GPUS")));
}

void TestLaneRules::lanesWarningNamesArrangement()
{
    // Four cards, the fourth on a chipset x4: the x8 line of the guide is a warning, not an error.
    Motherboard m = x99SwitchBoard(false);
    m.spec.slots[6] = slot(7, 4, 16, LaneSource::Chipset);
    const Build b = withBoard(m, 40, {1, 3, 5, 7});
    const Report r = RuleEngine::evaluate(b);
    const Finding *f = r.find(QStringLiteral("PCIE.LANES_PER_GPU"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY(!r.has(QStringLiteral("PCIE.SUPPORT")));
    QVERIFY(!f->fix.isEmpty());
}

void TestLaneRules::unverifiedLayoutSaysSo()
{
    Build b = withBoard(x299SplitBoard(), 16, {1, 3, 5});
    std::optional<Finding> f = findingOf(b, QStringLiteral("PCIE.BOARD_GPUS"));
    QVERIFY(f->message.contains(QStringLiteral("not verified")));
    // Slots and lanes confirmed, openings not: the count of cards rests on the spacing.
    b.motherboard->spec.layoutConfidence = LayoutConfidence::SlotsAndLanes;
    QVERIFY(
        RuleEngine::evaluate(b)
            .find(QStringLiteral("PCIE.BOARD_GPUS"))
            ->message.contains(QStringLiteral("slot positions of X299 board with splits are not verified")));
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Positions;
    QVERIFY(!RuleEngine::evaluate(b)
                 .find(QStringLiteral("PCIE.BOARD_GPUS"))
                 ->message.contains(QStringLiteral("not verified")));
    // A finding that does not rest on the layout never says it.
    b.psu->spec.wattage = Watts(500);
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Unverified;
    QVERIFY(!RuleEngine::evaluate(b)
                 .find(QStringLiteral("POWER.PSU_HEADROOM"))
                 ->message.contains(QStringLiteral("verified")));
}

QTEST_GUILESS_MAIN(TestLaneRules)
#include "tst_lanerules.moc"
