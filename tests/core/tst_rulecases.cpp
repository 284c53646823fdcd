// SPDX-License-Identifier: GPL-3.0-or-later
// Findings about several parts at once, on the clean build of tst_rules: the unverified-layout note,
// one finding per stack of open-air cards, switches with unknown wiring, the wall circuit's power cap,
// mixed GPU models, a CPU cooler against the case's clearance.
#include "core/catalog/partfilter.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QRegularExpression>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestRuleCases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wallCircuitOffersTheCapBeforeAnError();
    void mixedModelsWarnAndPaceTheEstimate();
    void unverifiedLayoutIsNamedUnlessCorrected();
    void adjacentOpenAirIsOneFindingPerStack();
    void switchesWithUnknownWiringAreNotCounted();
    void coolerHeightAgainstTheCase();
};

void TestRuleCases::wallCircuitOffersTheCapBeforeAnError()
{
    // The guide's build on a 120 V / 15 A circuit: 1280 W load, 1392 W at the wall, within the 1440 W
    // the circuit carries continuously but past 80 % of it: a warning, and a cap offered already.
    Build b = passingGuideBuild();
    b.environment.circuitVolts = 120;
    b.environment.circuitAmps = 15;
    const Report warned = RuleEngine::evaluate(b);
    const Finding *f = warned.find(QStringLiteral("POWER.WALL_CIRCUIT"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY2(f->message.contains(QStringLiteral("1392 W")) && f->message.contains(QStringLiteral("97 %"))
            && f->message.contains(QStringLiteral("1440 W")),
        qPrintable(f->message));
    const QRegularExpression capText(QStringLiteral("cap each GPU at (\\d+) W"));
    const QRegularExpressionMatch m = capText.match(f->fix);
    QVERIFY2(m.hasMatch(), qPrintable(f->fix));
    // The advice works: at that cap the warning is gone.
    const int cap = m.captured(1).toInt();
    QVERIFY(cap < 250 && cap >= 150);
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.tdp = Watts(cap);
    QVERIFY(!RuleEngine::evaluate(b).find(QStringLiteral("POWER.WALL_CIRCUIT")));
    // Over what the circuit carries: an error that names the rating it is 80 % of.
    b = passingGuideBuild();
    b.environment.circuitVolts = 120;
    b.environment.circuitAmps = 12;
    const Report over = RuleEngine::evaluate(b);
    const Finding *e = over.find(QStringLiteral("POWER.WALL_CIRCUIT"));
    QVERIFY(e);
    QCOMPARE(e->severity, Severity::Error);
    QVERIFY2(
        e->message.contains(QStringLiteral("1152 W")) && e->message.contains(QStringLiteral("1440 W rating")),
        qPrintable(e->message));
}

void TestRuleCases::mixedModelsWarnAndPaceTheEstimate()
{
    // Two cards of one model: no warning. A faster card beside them: a warning naming both models,
    // and the training estimate at the pace of the slowest card, per GPU as the summary shows it.
    Build b = passingGuideBuild();
    b.gpus.resize(2);
    const Analyses same = Analyses::of(b);
    QVERIFY(!same.workload.mixedModels);
    QVERIFY(!RuleEngine::evaluate(b).find(QStringLiteral("GPU.MIXED_MODELS")));
    Build mixed = b;
    GpuSpec &faster = mixed.gpus[1].gpu.spec;
    faster.model = QStringLiteral("GeForce RTX 3090");
    faster.fp32Tflops = 35.58;
    faster.memoryBandwidthGBs = 936.2;
    faster.architecture = QStringLiteral("Ampere");
    mixed.gpus[1].gpu.info.name = QStringLiteral("Some RTX 3090");
    const Analyses a = Analyses::of(mixed);
    QVERIFY(a.workload.mixedModels);
    const Report report = RuleEngine::evaluate(mixed);
    const Finding *f = report.find(QStringLiteral("GPU.MIXED_MODELS"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY2(f->message.contains(QStringLiteral("GeForce RTX 3090")), qPrintable(f->message));
    QVERIFY(f->guideSection.startsWith(QStringLiteral("RULES.md §5.1")));
    QCOMPARE(f->slots, QList<int>({mixed.gpus[0].slot, mixed.gpus[1].slot}));
    // The slower 2080 Ti sets the pace: the mixed pair is no faster than two 2080 Ti, and the figure
    // per GPU is the 2080 Ti's.
    QCOMPARE(a.workload.paceGpu, b.gpus[0].gpu.info.name);
    QCOMPARE(a.workload.perGpu, same.workload.perGpu);
    double slowest = 1e300;
    for (const GpuPlacement &g : mixed.gpus) {
        const double one = ThroughputModel::singleGpu(g.gpu.spec, mixed.workload).unitsPerSecond;
        slowest = std::min(slowest,
            one * (1.0 - a.thermal.card(g.slot)->loss)
                * (1.0 - (a.pcie.link(g.slot) ? a.pcie.link(g.slot)->loss : 0.0)));
    }
    QVERIFY(qFuzzyCompare(a.workload.throughput, slowest * a.workload.scaling * a.performance.dataFactor));
    QVERIFY2(f->message.contains(a.workload.paceGpu), qPrintable(f->message));
    // Per GPU × the scaling bounds the total, as the summary's tooltip states it.
    QVERIFY(a.workload.throughput <= a.workload.perGpu * a.workload.scaling * 1.0001);
    // Inference passes every card in turn: the harmonic mean of the two cards.
    mixed.workload.kind = WorkloadKind::Inference;
    mixed.workload.precision = Precision::Int4;
    const Analyses inference = Analyses::of(mixed);
    const double slow = ThroughputModel::singleGpu(mixed.gpus[0].gpu.spec, mixed.workload).unitsPerSecond;
    const double fast = ThroughputModel::singleGpu(mixed.gpus[1].gpu.spec, mixed.workload).unitsPerSecond;
    QVERIFY(fast > slow);
    QCOMPARE(inference.workload.perGpu, 2.0 / (1.0 / slow + 1.0 / fast));
    QVERIFY(inference.workload.paceGpu.isEmpty());
    // Layers go to each card in proportion to its memory (llama.cpp's default): with 24 GB beside 11 GB
    // the faster card holds 24/35 of the model, and the token is quicker than with an even split.
    faster.memory = Gigabytes {24.0};
    const double fast24 = ThroughputModel::singleGpu(faster, mixed.workload).unitsPerSecond;
    const Analyses weighted = Analyses::of(mixed);
    QVERIFY(qFuzzyCompare(weighted.workload.perGpu, 1.0 / (11.0 / 35.0 / slow + 24.0 / 35.0 / fast24)));
    QVERIFY(weighted.workload.perGpu > 2.0 / (1.0 / slow + 1.0 / fast24));
}

// A finding that rests on the slot layout says when the board's layout is unverified, and stops
// saying so once the user has corrected the layout (it is then theirs to vouch for).
void TestRuleCases::unverifiedLayoutIsNamedUnlessCorrected()
{
    Build b = passingGuideBuild();
    b.gpus.resize(2);
    b.gpus[1].slot = 3;
    b.gpus[0].gpu.spec.cooler = CoolerType::OpenAir;
    const auto adjacent = [](const Report &r) {
        for (const Finding &f : r.findings) {
            if (f.ruleId == u"COOLING.ADJACENT_OPEN_AIR")
                return f.message;
        }
        return QString();
    };
    const QString note = QStringLiteral("is not verified against a source");
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Positions;
    QVERIFY(!adjacent(RuleEngine::evaluate(b)).isEmpty());
    QVERIFY(!adjacent(RuleEngine::evaluate(b)).contains(QStringLiteral("not verified")));
    // Slots and lanes confirmed, openings not: a spacing finding says the positions are open.
    b.motherboard->spec.layoutConfidence = LayoutConfidence::SlotsAndLanes;
    QVERIFY(!adjacent(RuleEngine::evaluate(b)).contains(note));
    QVERIFY2(adjacent(RuleEngine::evaluate(b)).contains(QStringLiteral("slot positions of")),
        qPrintable(adjacent(RuleEngine::evaluate(b))));
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Unverified;
    QVERIFY2(adjacent(RuleEngine::evaluate(b)).contains(note), qPrintable(adjacent(RuleEngine::evaluate(b))));
    b.motherboard->spec.layoutCorrected = true;
    QVERIFY(!adjacent(RuleEngine::evaluate(b)).isEmpty());
    QVERIFY(!adjacent(RuleEngine::evaluate(b)).contains(note));
}

// Four open-air cards stacked one against the next are one problem, one finding
// naming every slot; two stacks parted by a pair of blowers are two.
void TestRuleCases::adjacentOpenAirIsOneFindingPerStack()
{
    const auto adjacent = [](const Build &b) {
        QList<Finding> out;
        for (const Finding &f : RuleEngine::evaluate(b).findings) {
            if (f.ruleId == u"COOLING.ADJACENT_OPEN_AIR")
                out.append(f);
        }
        return out;
    };
    Build b = guideFourBlowerBuild();
    QVERIFY(adjacent(b).isEmpty());
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.cooler = CoolerType::OpenAir;
    QList<Finding> found = adjacent(b);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().slots, QList<int>({1, 3, 5, 7}));
    QVERIFY2(found.first().message.contains(QStringLiteral("slots 1, 3, 5 and 7")),
        qPrintable(found.first().message));

    b.gpus[1].gpu.spec.cooler = CoolerType::Blower; // slots 3 and 5: blowers, nothing open-air between them
    b.gpus[2].gpu.spec.cooler = CoolerType::Blower;
    found = adjacent(b);
    QCOMPARE(found.size(), 2);
    QCOMPARE(found[0].slots, QList<int>({1, 3}));
    QCOMPARE(found[1].slots, QList<int>({5, 7}));
}

// A board a source shows with PCIe switches, but whose slot wiring no source gives
// (the WS X299 SAGE), gets no lane error it may not deserve: one warning that the lanes cannot be
// checked. What the slots themselves cannot hold is still an error.
void TestRuleCases::switchesWithUnknownWiringAreNotCounted()
{
    const auto ids = [](const Build &b) {
        QStringList out;
        for (const Finding &f : RuleEngine::evaluate(b).findings)
            out.append(f.ruleId);
        return out;
    };
    Build b = guideFourBlowerBuild();
    b.cpu->spec.pcieLanes = Lanes(28); // too few lanes for four cards without the switches
    QVERIFY(ids(b).contains(QStringLiteral("PCIE.BOARD_GPUS"))
        || ids(b).contains(QStringLiteral("PCIE.SUPPORT")));
    QVERIFY(!ids(b).contains(QStringLiteral("PCIE.SWITCH_WIRING")));
    b.motherboard->spec.switches = {{1, QStringLiteral("PLX PEX 8747"), 16}}; // no slot behind it on record
    QVERIFY(b.motherboard->spec.switchWiringUnknown());
    QStringList found = ids(b);
    QVERIFY2(!found.contains(QStringLiteral("PCIE.BOARD_GPUS"))
            && !found.contains(QStringLiteral("PCIE.SUPPORT"))
            && !found.contains(QStringLiteral("PCIE.LANES_PER_GPU")),
        qPrintable(found.join(u' ')));
    QCOMPARE(found.count(QStringLiteral("PCIE.SWITCH_WIRING")), 1);
    // The estimates take what the switches are there for: every card at its slot's full width.
    for (const PcieAllocation::Link &l : Analyses::of(b).pcie.links)
        QCOMPARE(l.lanes, b.motherboard->spec.slotAt(l.slot)->maxLanes.value());
    // A switch wired to a slot on record: the allocator knows its lanes, and the warning goes.
    Build wired = b;
    wired.motherboard->spec.slots[0].switchId = 1;
    QVERIFY(!wired.motherboard->spec.switchWiringUnknown());
    QVERIFY(!ids(wired).contains(QStringLiteral("PCIE.SWITCH_WIRING")));
    // A slot too short for a x16 card is still an error, once.
    for (PcieSlot &s : b.motherboard->spec.slots) {
        if (s.position == 7)
            s.physicalSize = Lanes(8);
    }
    found = ids(b);
    QCOMPARE(found.count(QStringLiteral("PCIE.BOARD_GPUS")) + found.count(QStringLiteral("PCIE.SUPPORT")), 1);
}

// A tower cooler against a small case: too tall is an error naming where the clearance was read (and the
// browser's filter leaves the cooler out); a clearance or height the catalog lacks is advice in a small case
// only, and never for a water cooler, whose pump block is not the limit.
void TestRuleCases::coolerHeightAgainstTheCase()
{
    Build b = guideFourBlowerBuild();
    CoolerSpec tower;
    tower.height = Millimetres(155);
    tower.sockets = {QStringLiteral("sTRX4")};
    b.cooler = Cooler {aio360().info, tower};
    b.cooler->info.name = QStringLiteral("Tower 155");
    b.chassis->spec.formFactors = {FormFactor::MiniItx};
    b.chassis->spec.maxCoolerHeight = Millimetres(56);
    b.chassis->spec.coolerClearanceSource = QStringLiteral("https://example.org/node-202-review");
    Report r = RuleEngine::evaluate(b);
    const Finding *tooTall = r.find(QStringLiteral("FIT.COOLER"));
    QVERIFY(tooTall);
    QCOMPARE(tooTall->severity, Severity::Error);
    QVERIFY2(tooTall->message.contains(QStringLiteral("up to 56 mm (https://example.org/node-202-review)")),
        qPrintable(tooTall->message));
    QVERIFY(!r.has(QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN")));
    QVERIFY(incompatibility(b.cooler->toPart(), b, FitScope::Candidate));
    // A 37 mm cooler fits: nothing said.
    b.cooler->spec.height = Millimetres(37);
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("FIT.COOLER")) && !r.has(QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN")));
    // The clearance unknown: advice naming the cooler's height, not an error.
    b.cooler->spec.height = Millimetres(155);
    b.chassis->spec.maxCoolerHeight.reset();
    r = RuleEngine::evaluate(b);
    const Finding *unknown = r.find(QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN"));
    QVERIFY(unknown);
    QCOMPARE(unknown->severity, Severity::Advice);
    QVERIFY2(unknown->message.contains(QStringLiteral("155 mm")), qPrintable(unknown->message));
    QVERIFY(!r.has(QStringLiteral("FIT.COOLER")));
    // The cooler's height unknown in a case whose clearance is known: advice too.
    b.cooler->spec.height.reset();
    b.chassis->spec.maxCoolerHeight = Millimetres(56);
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN")));
    // Not in a case that takes ATX boards, and not for a water cooler.
    b.chassis->spec.formFactors = {FormFactor::Atx, FormFactor::MiniItx};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN")));
    b.chassis->spec.formFactors = {FormFactor::MiniItx};
    b.cooler->spec.waterCooled = true;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN")));
}

QTEST_GUILESS_MAIN(TestRuleCases)
#include "tst_rulecases.moc"
