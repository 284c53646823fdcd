// SPDX-License-Identifier: GPL-3.0-or-later
// The platform-aware rules: lanes through switches, splits, M.2 sharing and CPU-dependent slots; whether
// a board hosts N GPUs; memory kinds and limits; blocking reads; transients; one finding per problem.
#include "core/analysis/datadrive.h"
#include "core/catalog/partfilter.h"
#include "core/compare/comparison.h"
#include "core/model/memoryplatform.h"
#include "core/rules/ruleengine.h"
#include "i18n.h"
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

QStringList ids(const Report &r)
{
    QStringList out;
    for (const Finding &f : r.findings)
        out.append(f.ruleId);
    return out;
}

int countOf(const Report &r, const QString &id)
{
    return int(ids(r).count(id));
}

Memory registeredKit()
{
    Memory m = ddr4Kit2x32();
    m.info.id = PartId(QStringLiteral("memory/rdimm-2x32"));
    m.info.name = QStringLiteral("RDIMM 2 × 32 GB");
    m.spec.registered = true;
    m.spec.ecc = true;
    return m;
}

} // namespace

class TestPlatformRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { rigsmith::installTranslations(*QCoreApplication::instance()); }
    void switchesGiveFourCardsX16();
    void boardSplitsFollowTheCpu();
    void unwiredSwitchesKeepTheDocumentedSplit();
    void consumerBoardCannotHostFour();
    void m2SocketBorrowsSlotLanes();
    void cpuDependentSlotsNameAMove();
    void plannedGpusCount();
    void lanesWarningNamesArrangement();
    void chipsetLinkIsShared();
    void memorySlotsAndKinds();
    void memoryFitsThisBuild();
    void memoryCapacity();
    void blockingReadsThreshold();
    void hddSpeedByRpm();
    void transientsAgreeWithPsuSize_data();
    void transientsAgreeWithPsuSize();
    void passiveCardsNeedAirflow();
    void epsCablesCounted();
    void perModelFindingsGrouped();
    void unverifiedLayoutSaysSo();
    void collisionInLastSlotNamesRealFix();
    void longCardIsNotAFormFactorError();
    void compareShowsEachBuildsOwnMessage();
};

void TestPlatformRules::switchesGiveFourCardsX16()
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
        qPrintable(ids(r).join(u' ')));
    // A 28-lane CPU: the second switch's uplink gets the 12 lanes left, trained at x8; still x4 or more.
    QVERIFY(!RuleEngine::evaluate(withBoard(x99SwitchBoard(true), 28, {1, 3, 5, 7}))
                 .has(QStringLiteral("PCIE.BOARD_GPUS")));
}

void TestPlatformRules::boardSplitsFollowTheCpu()
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

// Issue 26: switches on record whose slots no source names (the X99-E WS: two switch groups in an
// nvidia-smi topology, openings unknown). The maker's split for this CPU counts the switches and still
// decides the lanes; only without a split does every card get its slot's full width.
void TestPlatformRules::unwiredSwitchesKeepTheDocumentedSplit()
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
        qPrintable(ids(r).join(u' ')));
    QCOMPARE(countOf(r, QStringLiteral("PCIE.SWITCH_WIRING")), 1);
}

void TestPlatformRules::consumerBoardCannotHostFour()
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

// Issue 28: the chipset's slots reach the CPU through one link (Z790: DMI 4.0 x8); cards behind it share it.
void TestPlatformRules::chipsetLinkIsShared()
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

void TestPlatformRules::m2SocketBorrowsSlotLanes()
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
}

void TestPlatformRules::cpuDependentSlotsNameAMove()
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

void TestPlatformRules::plannedGpusCount()
{
    // Two cards now and two planned on the split board (three x16 slots): error, planned counted.
    Build b = withBoard(x299SplitBoard(), 44, {1, 3});
    b.workload.plannedGpus = 2;
    const Finding *f = RuleEngine::evaluate(b).find(QStringLiteral("PCIE.BOARD_GPUS"));
    QVERIFY(f);
    QVERIFY(f->message.contains(QStringLiteral("4 GPUs are planned (2 now, 2 later)")));
    b.workload.plannedGpus = 1;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("PCIE.BOARD_GPUS")));
}

void TestPlatformRules::lanesWarningNamesArrangement()
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

void TestPlatformRules::memorySlotsAndKinds()
{
    Build b = guideFourBlowerBuild(); // sTRX4: unbuffered DIMMs (wccftech)
    b.memory = {{ddr4Kit2x32(), 4}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.SLOTS"))); // 8 modules, 8 slots
    b.memory = {{ddr4Kit2x32(), 4}, {ddr4Kit2x32(), 1}};
    b.memory[1].part.spec.modules = 1;
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("MEMORY.SLOTS"))->severity, Severity::Error);
    // Registered next to unbuffered.
    b.memory = {{ddr4Kit2x32(), 1}, {registeredKit(), 1}};
    Report r = RuleEngine::evaluate(b);
    QVERIFY(r.has(QStringLiteral("MEMORY.MIXED_KINDS")));
    // sTRX4 takes unbuffered: the registered kit is the wrong kind.
    QVERIFY(r.find(QStringLiteral("MEMORY.KIND"))->parts.contains(registeredKit().info.id));
    // A Threadripper PRO board (sWRX8) with desktop UDIMMs.
    b.motherboard->spec.socket = QStringLiteral("sWRX8");
    b.memory = {{ddr4Kit2x32(), 2}};
    r = RuleEngine::evaluate(b);
    QVERIFY(r.find(QStringLiteral("MEMORY.KIND"))->message.contains(QStringLiteral("registered")));
    b.memory = {{registeredKit(), 2}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND")));
    // The board's own field wins over the platform table.
    b.motherboard->spec.dimms = DimmSupport::Both;
    b.memory = {{ddr4Kit2x32(), 2}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND")));
    QCOMPARE(dimmRequirement(b.motherboard->spec).source, QStringLiteral("board"));
    b.motherboard->spec.dimms = DimmSupport::Unknown;
    QVERIFY(dimmRequirement(b.motherboard->spec).source.startsWith(QStringLiteral("https://")));

    // Issue 28: on LGA 2066 the kind goes with the chipset. X299 (Core X): Gigabyte's manual allows
    // registered DIMMs too; C422 (Xeon W) has no source: unknown, named as advice on this socket.
    b.motherboard->spec.socket = QStringLiteral("LGA2066");
    b.motherboard->spec.chipset = QStringLiteral("Intel X299");
    QCOMPARE(dimmRequirement(b.motherboard->spec).kinds, DimmSupport::Both);
    b.motherboard->spec.chipset = QStringLiteral("Intel C422");
    QCOMPARE(dimmRequirement(b.motherboard->spec).kinds, DimmSupport::Unknown);
    b.memory = {{ddr4Kit2x32(), 2}};
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND")));
    QCOMPARE(r.find(QStringLiteral("MEMORY.KIND_UNKNOWN"))->severity, Severity::Advice);
    // EPYC SP5 takes registered DIMMs (AMD's EDAC support): a desktop kit is an error.
    b.motherboard->spec.socket = QStringLiteral("SP5");
    b.motherboard->spec.chipset.clear();
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("MEMORY.KIND"))->severity, Severity::Error);
    // EPYC 7002/7003 (SP3): Gigabyte's memory guide lists registered, load-reduced, 3DS and NV DIMMs only.
    b.motherboard->spec.socket = QStringLiteral("SP3");
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("MEMORY.KIND"))->severity, Severity::Error);
    // Dual-socket Xeon E5-2600 (C600): Intel's W2600CR specification and Supermicro's X9 DP guide allow
    // unbuffered and registered DIMMs (not mixed): either kind passes, and is not named as unknown.
    b.motherboard->spec.socket = QStringLiteral("2 x LGA 2011");
    QCOMPARE(dimmRequirement(b.motherboard->spec).kinds, DimmSupport::Both);
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND")));
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
    // W790 (LGA 4677): no source yet, so advice, not silence and not an error.
    b.motherboard->spec.socket = QStringLiteral("LGA 4677");
    b.motherboard->spec.chipset = QStringLiteral("Intel W790");
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND")));
    QVERIFY(r.has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
    // A desktop socket with no row: an unbuffered kit is the common case and passes silently; a
    // registered one is named.
    b.motherboard->spec.socket = QStringLiteral("LGA 1151");
    b.motherboard->spec.chipset = QStringLiteral("Intel Z370");
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
    b.memory = {{registeredKit(), 2}};
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
}

void TestPlatformRules::memoryFitsThisBuild()
{
    Build b = guideFourBlowerBuild();
    b.memory.clear();
    b.motherboard->spec.socket = QStringLiteral("sWRX8");
    QVERIFY(incompatibility(ddr4Kit2x32().toPart(), b).has_value());
    QVERIFY(!incompatibility(registeredKit().toPart(), b).has_value());
    PartFilter filter;
    filter.compatibleWith = &b;
    QVERIFY(!passes(ddr4Kit2x32().toPart(), filter));
    QVERIFY(passes(registeredKit().toPart(), filter));
    // A 16-module kit on an 8-slot board does not fit.
    Memory big = registeredKit();
    big.spec.modules = 16;
    QVERIFY(incompatibility(big.toPart(), b).has_value());
    // Next to registered memory an unbuffered kit is refused whatever the platform.
    b.motherboard->spec.dimms = DimmSupport::Both;
    b.memory = {{registeredKit(), 1}};
    QVERIFY(incompatibility(ddr4Kit2x32().toPart(), b).has_value());
}

void TestPlatformRules::memoryCapacity()
{
    Build b = guideFourBlowerBuild(); // 256 GB board and CPU, 8 slots
    Memory kit = ddr4Kit2x32();
    kit.spec.modules = 8;
    b.memory = {{kit, 1}}; // 256 GB
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.CAPACITY")));
    kit.spec.moduleSize = Gigabytes(64);
    b.memory = {{kit, 1}}; // 512 GB
    const Report r = RuleEngine::evaluate(b);
    QCOMPARE(r.find(QStringLiteral("MEMORY.CAPACITY"))->severity, Severity::Error);
    // 4 × 64 GB = 256 GB total is within the maximum, but 64 GB modules exceed 256 / 8 per slot.
    kit.spec.modules = 4;
    b.memory = {{kit, 1}};
    const Report w = RuleEngine::evaluate(b);
    QVERIFY(!w.has(QStringLiteral("MEMORY.CAPACITY")));
    QCOMPARE(w.find(QStringLiteral("MEMORY.MODULE_SIZE"))->severity, Severity::Warning);
}

void TestPlatformRules::blockingReadsThreshold()
{
    Build b = guideFourBlowerBuild(); // a 2 TB NVMe and an 8 TB HDD, 100 GB dataset
    b.workload.asyncLoading = false;
    // The default data drive is the fastest one large enough: the NVMe; no finding.
    QCOMPARE(dataDrive(b)->part.info.id, nvme2Tb().info.id);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // A dataset larger than the NVMe lives on the HDD: 4 × 18.5 MB at its speed blocks each step.
    b.workload.datasetSize = Gigabytes(4000);
    QCOMPARE(dataDrive(b)->part.info.id, hdd8Tb().info.id);
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // The user marks the NVMe as the data drive.
    b.workload.dataDrive = nvme2Tb().info.id.key();
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // A SATA SSD (550 MB/s) for one GPU: 34 ms against 200 ms, under a quarter: no finding.
    Storage sata = nvme2Tb();
    sata.spec.type = StorageType::SataSsd;
    sata.spec.sequentialReadMBs = 550;
    b.storage = {{sata, 1}};
    b.workload.dataDrive.clear();
    b.workload.datasetSize = Gigabytes(100);
    b.gpus.resize(1);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // The guide's 100 MB/s disk: 185 ms against 200 ms.
    b.storage[0].part.spec.sequentialReadMBs = 100;
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    b.workload.asyncLoading = true;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
}

void TestPlatformRules::hddSpeedByRpm()
{
    Storage hdd = hdd8Tb();
    hdd.spec.sequentialReadMBs = 200;
    hdd.info.estimatedFields = {QStringLiteral("sequentialReadMBs")};
    hdd.spec.rpm = 5400;
    QCOMPARE(readSpeedMBs(hdd), 150);
    hdd.spec.rpm = 7200;
    QCOMPARE(readSpeedMBs(hdd), 210);
    hdd.info.estimatedFields.clear(); // a datasheet figure stays
    QCOMPARE(readSpeedMBs(hdd), 200);
}

void TestPlatformRules::transientsAgreeWithPsuSize_data()
{
    QTest::addColumn<QString>("architecture");
    QTest::addColumn<int>("gpuTdp");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("cpuTdp");
    for (const char *arch : {"Pascal", "Turing", "Ampere", "Ada Lovelace", "Blackwell 2.0"}) {
        for (int tdp : {180, 250, 350, 450}) {
            for (int n : {1, 2, 4}) {
                QTest::addRow("%s %d W × %d", arch, tdp, n)
                    << QString::fromLatin1(arch) << tdp << n << (n == 4 ? 150 : 125);
            }
        }
    }
}

void TestPlatformRules::transientsAgreeWithPsuSize()
{
    QFETCH(QString, architecture);
    QFETCH(int, gpuTdp);
    QFETCH(int, gpus);
    QFETCH(int, cpuTdp);
    Build b = guideFourBlowerBuild();
    b.cpu->spec.tdp = Watts(cpuTdp);
    b.gpus.resize(gpus);
    for (GpuPlacement &g : b.gpus) {
        g.gpu.spec.architecture = architecture;
        g.gpu.spec.tdp = Watts(gpuTdp);
    }
    b.psu->spec.connectors.pcie8 = 16;
    b.psu->spec.atxVersion = 2;
    b.environment.circuitVolts = 230;
    b.environment.circuitAmps = 32;
    // Follow the size rule's fix on an older unit: neither rule may fire.
    b.psu->spec.wattage = Watts(100);
    const Analyses a = Analyses::of(b);
    b.psu->spec.wattage = a.power.recommendedPreAtx3;
    Report r = RuleEngine::evaluate(b);
    QVERIFY2(!r.has(QStringLiteral("POWER.PSU_HEADROOM")) && !r.has(QStringLiteral("POWER.TRANSIENTS")),
        qPrintable(ids(r).join(u' ')));
    // An ATX 3 unit of the guide's size passes both too.
    b.psu->spec.atxVersion = 3;
    b.psu->spec.wattage = a.power.recommended;
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("POWER.PSU_HEADROOM")) && !r.has(QStringLiteral("POWER.TRANSIENTS")));
    // The guide's size on an older unit: the transient rule may fire, and then its fix is the older size.
    b.psu->spec.atxVersion = 2;
    r = RuleEngine::evaluate(b);
    if (const Finding *f = r.find(QStringLiteral("POWER.TRANSIENTS")))
        QVERIFY(f->fix.contains(QString::number(a.power.recommendedPreAtx3.value())));
}

void TestPlatformRules::passiveCardsNeedAirflow()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.cooler = CoolerType::Passive;
    const Report r = RuleEngine::evaluate(b);
    QCOMPARE(countOf(r, QStringLiteral("COOLING.PASSIVE_AIRFLOW")), 1);
    const Finding *f = r.find(QStringLiteral("COOLING.PASSIVE_AIRFLOW"));
    QCOMPARE(f->slots, (QList<int> {1, 3, 5, 7}));
    QVERIFY(f->fix.contains(QStringLiteral("airflow")));
    QVERIFY(!RuleEngine::evaluate(guideFourBlowerBuild()).has(QStringLiteral("COOLING.PASSIVE_AIRFLOW")));
}

void TestPlatformRules::epsCablesCounted()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.connectors = {0, 0, 0, 1}; // one EPS 8-pin each, like an RTX A6000
    b.psu->spec.connectors.eps8 = 2;
    const Analyses a = Analyses::of(b);
    QCOMPARE(a.power.epsNeeded, 5);
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("POWER.EPS_CABLES"))->severity, Severity::Error);
    QVERIFY(
        !RuleEngine::evaluate(b).has(QStringLiteral("POWER.CONNECTORS"))); // PCIe cables are not asked for
    b.psu->spec.connectors.eps8 = 0; // unknown in the catalog
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("POWER.EPS_CABLES"))->severity, Severity::Warning);
    b.psu->spec.connectors.eps8 = 5;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("POWER.EPS_CABLES")));
}

void TestPlatformRules::perModelFindingsGrouped()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.category = GpuCategory::Workstation;
    const Report r = RuleEngine::evaluate(b);
    QCOMPARE(countOf(r, QStringLiteral("GPU.COST_EFFICIENCY")), 1);
    const Finding *f = r.find(QStringLiteral("GPU.COST_EFFICIENCY"));
    QCOMPARE(f->slots, (QList<int> {1, 3, 5, 7}));
    QVERIFY2(f->message.contains(QStringLiteral("4 cards, slots 1, 3, 5, 7")), qPrintable(f->message));
    QCOMPARE(f->parts.size(), 1);
    // Two models: two findings.
    b.gpus[3].gpu.info.id = PartId(QStringLiteral("gpu/other"));
    b.gpus[3].gpu.info.name = QStringLiteral("Other card");
    QCOMPARE(countOf(RuleEngine::evaluate(b), QStringLiteral("GPU.COST_EFFICIENCY")), 2);
}

void TestPlatformRules::unverifiedLayoutSaysSo()
{
    Build b = withBoard(x299SplitBoard(), 16, {1, 3, 5});
    const Finding *f = RuleEngine::evaluate(b).find(QStringLiteral("PCIE.BOARD_GPUS"));
    QVERIFY(f->message.contains(QStringLiteral("not verified")));
    // Issue 28: slots and lanes confirmed, openings not: the count of cards rests on the spacing.
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

void TestPlatformRules::collisionInLastSlotNamesRealFix()
{
    Build b = guideFourBlowerBuild();
    b.gpus[2].gpu.spec.slotWidth = Slots::whole(3); // slot 5 covers slot 7, the last one
    const Finding *f = RuleEngine::evaluate(b).find(QStringLiteral("FIT.GPU_COLLISION"));
    QVERIFY(f);
    QVERIFY2(!f->fix.contains(QStringLiteral("further down")), qPrintable(f->fix));
    QVERIFY(f->fix.contains(QStringLiteral("riser")));
    // With a free x16 slot below, moving down is a real fix.
    b.gpus.removeLast();
    b.gpus[1].gpu.spec.slotWidth = Slots::whole(3);
    b.gpus[2].gpu.spec.slotWidth = Slots::whole(2);
    QVERIFY(RuleEngine::evaluate(b)
                .find(QStringLiteral("FIT.GPU_COLLISION"))
                ->fix.contains(QStringLiteral("further down")));
}

void TestPlatformRules::longCardIsNotAFormFactorError()
{
    Build b = guideFourBlowerBuild();
    b.gpus[0].gpu.spec.length = Millimetres(600);
    const Report r = RuleEngine::evaluate(b);
    QVERIFY(r.has(QStringLiteral("FIT.GPU_LENGTH")));
    QVERIFY(!r.has(QStringLiteral("FIT.FORM_FACTOR")));
}

void TestPlatformRules::compareShowsEachBuildsOwnMessage()
{
    Build a = guideFourBlowerBuild();
    a.name = QStringLiteral("A");
    a.psu->spec.wattage = Watts(1000);
    Build b = guideFourBlowerBuild();
    b.name = QStringLiteral("B");
    b.psu->spec.wattage = Watts(1100);
    Build c = guideFourBlowerBuild();
    c.name = QStringLiteral("C");
    const Comparison cmp = compareBuilds({a, b, c});
    const auto it = std::find_if(cmp.uniqueFindings.cbegin(), cmp.uniqueFindings.cend(),
        [](const FindingPresence &f) { return f.ruleId == u"POWER.PSU_HEADROOM"; });
    QVERIFY(it != cmp.uniqueFindings.cend());
    QVERIFY(it->messages[0].contains(QStringLiteral("1000 W")));
    QVERIFY(it->messages[1].contains(QStringLiteral("1100 W")));
    QVERIFY(it->messages[2].isEmpty());
}

QTEST_GUILESS_MAIN(TestPlatformRules)
#include "tst_platformrules.moc"
