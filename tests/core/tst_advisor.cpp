// SPDX-License-Identifier: GPL-3.0-or-later
// The build advisor (core/advisor/): on a cut-down catalog its front is the one an exhaustive
// enumeration of every build finds, every suggestion passes the rules, budgets and owned parts hold,
// and an impossible query says why.
#include "core/advisor/advisor.h"
#include "core/advisor/explain.h"
#include "core/advisor/searchstate.h"
#include "core/analysis/chassislayout.h"
#include "core/model/buildparts.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memoryfit.h"
#include "support/sampleparts.h"

#include <QTest>

#include <set>

Q_DECLARE_METATYPE(rigsmith::core::advisor::Query)

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;
using namespace rigsmith::testing;

namespace {

template<typename T>
T variant(T part, const char *id, double usd)
{
    part.info.id = PartId(QString::fromLatin1(id));
    part.info.name = QString::fromLatin1(id);
    part.info.price = Money::fromUnits(usd, QStringLiteral("USD"));
    return part;
}

// A few parts of each kind, with the differences the rules care about: cards of two models and
// coolers, a card too long for the small case, boards of one, two and four x16 slots (the one-slot
// board's openings unconfirmed), processors of two sizes and a foreign socket, memory of the wrong
// generation, PSUs too small for four cards, a case too short for the long card.
QList<Part> cutDownCatalog()
{
    QList<Part> parts;
    const Gpu turbo = blowerRtx2080Ti();
    Gpu turboOpen = variant(turbo, "gpu/test-2080ti-open", 999);
    turboOpen.spec.cooler = CoolerType::OpenAir;
    turboOpen.spec.slotWidth = Slots::fromHalves(5);
    const Gpu rtx4090 = openAirRtx4090();
    Gpu longer4090 = variant(rtx4090, "gpu/test-4090-long", 1699);
    longer4090.spec.length = Millimetres(357);
    for (const Gpu &g : {turbo, turboOpen, rtx4090, longer4090})
        parts.append(g.toPart());

    Motherboard four = zenith2Extreme();
    four.spec.layoutConfidence = LayoutConfidence::Positions;
    Motherboard two = variant(four, "motherboard/test-two-slot", 399);
    two.spec.slots = {four.spec.slots[0], four.spec.slots[2]};
    two.spec.slots[1].position = 4;
    two.spec.slots[1].maxLanes = Lanes(16);
    Motherboard one = variant(four, "motherboard/test-one-slot", 249);
    one.spec.slots = {four.spec.slots[0]};
    one.spec.layoutConfidence = LayoutConfidence::Unverified;
    for (const Motherboard &b : {four, two, one})
        parts.append(b.toPart());

    const Cpu big = threadripper3960X();
    Cpu small = variant(big, "cpu/test-12-core", 599);
    small.spec.cores = 12;
    small.spec.threads = 24;
    small.spec.tdp = Watts(180);
    Cpu foreign = variant(big, "cpu/test-other-socket", 299);
    foreign.spec.socket = QStringLiteral("AM5");
    for (const Cpu &c : {big, small, foreign})
        parts.append(c.toPart());

    const Memory kit = ddr4Kit2x32();
    Memory smallKit = variant(kit, "memory/test-2x16", 89);
    smallKit.spec.moduleSize = Gigabytes(16);
    Memory ddr5 = variant(kit, "memory/test-ddr5", 79);
    ddr5.spec.type = MemoryType::Ddr5;
    for (const Memory &m : {kit, smallKit, ddr5})
        parts.append(m.toPart());

    parts.append(nvme2Tb().toPart());
    parts.append(hdd8Tb().toPart());

    const Cooler aio = aio360();
    Cooler air = variant(aio, "cooler/test-air", 89);
    air.spec.waterCooled = false;
    air.spec.radiatorSize.reset();
    air.spec.height = Millimetres(165);
    parts.append(aio.toPart());
    parts.append(air.toPart());

    const Case big7 = define7Xl();
    Case small7 = variant(big7, "case/test-small", 79);
    small7.spec.maxGpuLength = Millimetres(340);
    small7.spec.expansionSlots = 7;
    parts.append(big7.toPart());
    parts.append(small7.toPart());

    const Psu p1600 = psu1600Platinum();
    Psu p1000 = variant(p1600, "psu/test-1000", 179);
    p1000.spec.wattage = Watts(1000);
    p1000.spec.connectors = {0, 6, 0};
    Psu p750 = variant(p1600, "psu/test-750", 99);
    p750.spec.wattage = Watts(750);
    p750.spec.connectors = {0, 4, 0};
    for (const Psu &p : {p1600, p1000, p750})
        parts.append(p.toPart());
    return parts;
}

struct Point
{
    qint64 cents;
    double throughput;
    bool operator==(const Point &) const = default;
    bool operator<(const Point &o) const
    {
        return cents != o.cents ? cents < o.cents : throughput < o.throughput;
    }
};

// Every build of the search space, judged by the rule engine: the front of the valid ones.
std::set<Point> exhaustiveFront(const QList<Part> &catalog, const Query &q, qint64 *judged)
{
    QList<Part> of[8];
    for (const Part &p : catalog)
        of[int(p.kind())].append(p);
    std::set<Point> valid;
    const auto offer = [&](const Build &b) {
        ++*judged;
        const Analyses a = Analyses::of(b);
        const Report report = RuleEngine::evaluate(b, a);
        if (report.count(Severity::Error) > 0)
            return;
        // The advisor holds its suggestions to the guide's RAM size, which the rules only warn of,
        // unless the memory is the user's own.
        const bool ownMemory = !b.memory.isEmpty() && q.owned.contains(b.memory.first().part.info.id);
        if (!ownMemory && report.has(QStringLiteral("RAM.SIZE")))
            return;
        // Nor registered memory where no source says the platform takes it.
        if (!ownMemory && !b.memory.isEmpty() && b.memory.first().part.spec.registered
            && report.has(QStringLiteral("MEMORY.KIND_UNKNOWN")))
            return;
        const CostEstimate cost = CostEstimate::of(b, a.power, a.thermal, a.performance.throughput, q.rates);
        if (cost.unpricedParts > 0)
            return;
        if (q.budget && cost.purchase.cents() > q.budget->cents())
            return;
        if (q.minThroughput && a.workload.throughput < *q.minThroughput)
            return;
        valid.insert({cost.purchase.cents(), comparable(a.workload.throughput)});
    };
    for (const Part &gp : of[int(PartKind::Gpu)]) {
        const CoolerType cooler = gp.as<GpuSpec>()->cooler;
        if ((q.cooler == CoolerChoice::Blower && cooler != CoolerType::Blower)
            || (q.cooler == CoolerChoice::OpenAir && cooler != CoolerType::OpenAir))
            continue; // the user's constraint: part of what the search space is
        for (const Part &bp : of[int(PartKind::Motherboard)]) {
            const Motherboard board = *Motherboard::from(bp);
            QList<int> x16;
            for (const PcieSlot &s : board.spec.slots)
                x16.append(s.position);
            for (int mask = 1; mask < (1 << x16.size()); ++mask) {
                const int n = __builtin_popcount(unsigned(mask));
                if (n < q.minGpus || n > q.maxGpus)
                    continue;
                if (n >= 2 && !q.includeUnverified && !layoutVerified(board.spec))
                    continue;
                Build b;
                b.workload = q.workload;
                b.otherWorkloads = q.otherWorkloads;
                b.environment = q.environment;
                b.motherboard = board;
                for (int i = 0; i < x16.size(); ++i) {
                    if (mask & (1 << i))
                        b.gpus.append({*Gpu::from(gp), x16[i]});
                }
                for (const Part &cpu : of[int(PartKind::Cpu)]) {
                    b.cpu = Cpu::from(cpu);
                    for (const Part &mp : of[int(PartKind::Memory)]) {
                        const Memory kit = *Memory::from(mp);
                        for (int qty = 1; qty * kit.spec.modules <= board.spec.memorySlots; ++qty) {
                            b.memory = {{kit, qty}};
                            for (const Part &sp : of[int(PartKind::Storage)]) {
                                b.storage = {{*Storage::from(sp), 1}};
                                for (const Part &cp : of[int(PartKind::Cooler)]) {
                                    b.cooler = Cooler::from(cp);
                                    for (const Part &kp : of[int(PartKind::Case)]) {
                                        b.chassis = Case::from(kp);
                                        for (const Part &pp : of[int(PartKind::Psu)]) {
                                            b.psu = Psu::from(pp);
                                            offer(b);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    std::set<Point> front;
    for (const Point &p : valid) {
        const bool dominated = std::any_of(valid.cbegin(), valid.cend(), [&](const Point &o) {
            return o.cents <= p.cents && o.throughput >= p.throughput
                && (o.cents < p.cents || o.throughput > p.throughput);
        });
        if (!dominated)
            front.insert(p);
    }
    return front;
}

Query baseQuery(WorkloadKind kind)
{
    Query q;
    q.workload.kind = kind;
    q.workload.precision = kind == WorkloadKind::Vision ? Precision::Fp16 : Precision::Bf16;
    q.environment.circuitVolts = 230;
    q.environment.circuitAmps = 16;
    q.maxResults = 1000;
    q.failedLeavesPerPlatform = 0;
    q.platformsPerPlan = 0;
    return q;
}

} // namespace

class TestAdvisor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frontIsExhaustiveFront_data();
    void frontIsExhaustiveFront();
    void suggestionsPassTheRulesAndHoldTheBudget();
    void ownedPartsAreUsedAtNoCost();
    void ramIsAtLeastTheLargestCard();
    void caseSizeIsTheLargestBoardItTakes();
    void dualSocketBoardsBuyTwoProcessors();
    void sameQuerySameFront();
    void memoryThatFitsNowhereIsNamed();
    void furtherWorkloadsMustFit();
    void budgetTooSmallIsNamed();
    void singleGpuOnUnverifiedBoardSaysSo();
    void thinningKeepsEnds();
    void cancelStops();
    void platformThroughputsMatchTheEstimate();
};

void TestAdvisor::frontIsExhaustiveFront_data()
{
    QTest::addColumn<Query>("query");
    Query vision = baseQuery(WorkloadKind::Vision);
    QTest::newRow("vision, no budget") << vision;
    Query budget = vision;
    budget.budget = Money::fromUnits(4000, QStringLiteral("USD"));
    QTest::newRow("vision, USD 4,000") << budget;
    Query home = vision;
    home.environment.circuitVolts = 120;
    home.environment.circuitAmps = 15;
    QTest::newRow("vision, 120 V / 15 A") << home;
    Query llm = baseQuery(WorkloadKind::Inference);
    llm.workload.paramsBillions = 70;
    llm.workload.precision = Precision::Int4;
    llm.workload.sequenceLength = 4096;
    llm.workload.microBatch = 1;
    QTest::newRow("70B 4-bit inference") << llm;
    Query tune = baseQuery(WorkloadKind::FineTune);
    tune.workload.paramsBillions = 8;
    tune.workload.method = FineTuneMethod::Qlora;
    tune.minGpus = 2;
    tune.maxGpus = 3;
    QTest::newRow("8B QLoRA, 2-3 GPUs") << tune;
    Query blowers = vision;
    blowers.cooler = CoolerChoice::Blower;
    blowers.includeUnverified = true;
    QTest::newRow("blowers only, unverified boards allowed") << blowers;
    // Issue 30: vision training optimised, an 8B model served in 16-bit must fit as well (about 17 GB
    // a card alone: one 11 GB card cannot hold it).
    Query also = vision;
    Workload serve;
    serve.kind = WorkloadKind::Inference;
    serve.paramsBillions = 8;
    serve.precision = Precision::Fp16;
    serve.sequenceLength = 4096;
    also.otherWorkloads = {serve};
    QTest::newRow("vision, 8B 16-bit inference must fit too") << also;
}

void TestAdvisor::frontIsExhaustiveFront()
{
    QFETCH(Query, query);
    const QList<Part> parts = cutDownCatalog();
    const InMemoryCatalog catalog(parts);
    qint64 judged = 0;
    const std::set<Point> expected = exhaustiveFront(parts, query, &judged);
    const Result r = suggest(catalog, query);
    std::set<Point> got;
    for (const Suggestion &s : r.front)
        got.insert({s.price.cents(), comparable(s.throughput)});
    qInfo("%lld builds enumerated, %lld judged by the advisor, front of %d", judged, r.evaluated,
        int(expected.size()));
    QString diff;
    for (const Point &p : got)
        diff += QStringLiteral(" advisor %1 %2").arg(p.cents).arg(p.throughput);
    for (const Point &p : expected)
        diff += QStringLiteral(" exhaustive %1 %2").arg(p.cents).arg(p.throughput);
    if (got != expected)
        qWarning("%s", qPrintable(diff));
    QCOMPARE(r.frontSize, int(got.size()));
    // Without the limit nothing is given up (a platform left because its own parts fail is left exactly).
    QCOMPARE(r.abandonedPlatforms, 0);
    QVERIFY2(got == expected,
        qPrintable(QStringLiteral("advisor %1 points, exhaustive %2").arg(got.size()).arg(expected.size())));
    QVERIFY(r.evaluated < judged);
}

void TestAdvisor::suggestionsPassTheRulesAndHoldTheBudget()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.budget = Money::fromUnits(6000, QStringLiteral("USD"));
    q.maxResults = 3;
    const Result r = suggest(catalog, q);
    QVERIFY(!r.front.isEmpty());
    QVERIFY(r.front.size() <= 3);
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &s = r.front[i];
        const Analyses a = Analyses::of(s.build);
        QCOMPARE(RuleEngine::evaluate(s.build, a).count(Severity::Error), 0);
        QVERIFY(s.price.cents() <= q.budget->cents());
        QCOMPARE(a.cost.unpricedParts, 0);
        QVERIFY(s.build.chassis && s.build.motherboard && s.build.cpu && s.build.cooler && s.build.psu);
        QVERIFY(!s.build.memory.isEmpty() && !s.build.storage.isEmpty());
        QVERIFY(!s.binding.isEmpty());
        QVERIFY(s.build.notes.contains(s.binding));
        if (i > 0) {
            QVERIFY(s.price.cents() > r.front[i - 1].price.cents());
            QVERIFY(comparable(s.throughput) > comparable(r.front[i - 1].throughput));
        }
    }
}

void TestAdvisor::ownedPartsAreUsedAtNoCost()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.owned = {openAirRtx4090().info.id, openAirRtx4090().info.id, define7Xl().info.id};
    q.maxResults = 1000;
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    for (const Suggestion &s : r.front) {
        QVERIFY(s.build.gpuCount() >= 2);
        int owned = 0;
        for (const GpuPlacement &g : s.build.gpus) {
            QCOMPARE(g.gpu.info.id, openAirRtx4090().info.id);
            owned += g.gpu.info.price && g.gpu.info.price->cents() == 0;
        }
        QCOMPARE(owned, 2);
        QCOMPARE(s.build.chassis->info.id, define7Xl().info.id);
        QCOMPARE(s.build.chassis->info.price->cents(), 0);
    }
    // Two owned models are refused: the guide plans one model.
    q.owned = {openAirRtx4090().info.id, blowerRtx2080Ti().info.id};
    QVERIFY(!suggest(catalog, q).inputError.isEmpty());
    q.owned = {PartId(QStringLiteral("gpu/no-such-card"))};
    QVERIFY(!suggest(catalog, q).inputError.isEmpty());
}

void TestAdvisor::ramIsAtLeastTheLargestCard()
{
    // An 8 GB module, the cheapest memory: alone beside 11 GB and 24 GB cards the rules only warn
    // (RAM.SIZE), but no suggestion has less RAM than its largest card unless the user owns it.
    QList<Part> parts = cutDownCatalog();
    Memory tiny = variant(ddr4Kit2x32(), "memory/test-1x8", 19);
    tiny.spec.modules = 1;
    tiny.spec.moduleSize = Gigabytes(8);
    parts.append(tiny.toPart());
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 2;
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    bool tinyUsed = false;
    for (const Suggestion &s : r.front) {
        const Counted<Memory> &m = s.build.memory.first();
        QVERIFY(m.part.spec.total().value() * m.quantity >= s.build.gpus.first().gpu.spec.memory.value());
        QVERIFY(!RuleEngine::evaluate(s.build).has(QStringLiteral("RAM.SIZE")));
        tinyUsed = tinyUsed || m.part.info.id == tiny.info.id;
    }
    QVERIFY(tinyUsed); // as several modules, enough of them
    // Still the exhaustive front of the builds the advisor may suggest.
    qint64 judged = 0;
    const std::set<Point> expected = exhaustiveFront(parts, q, &judged);
    std::set<Point> got;
    for (const Suggestion &s : r.front)
        got.insert({s.price.cents(), comparable(s.throughput)});
    QCOMPARE(got, expected);
    // Owned (one module), it is used as it is, and the warning says what to add.
    q.owned = {tiny.info.id};
    const Result own = suggest(catalog, q);
    QVERIFY2(!own.front.isEmpty(), qPrintable(own.reason));
    for (const Suggestion &s : own.front) {
        QCOMPARE(s.build.memory.first().part.info.id, tiny.info.id);
        QVERIFY(std::any_of(s.warnings.cbegin(), s.warnings.cend(),
            [](const Finding &f) { return f.ruleId == QStringLiteral("RAM.SIZE"); }));
    }
}

void TestAdvisor::caseSizeIsTheLargestBoardItTakes()
{
    using F = FormFactor;
    QVERIFY(caseOfSize({F::EAtx, F::Atx, F::MicroAtx}, F::EAtx));
    QVERIFY(!caseOfSize({F::EAtx, F::Atx, F::MicroAtx}, F::Atx)); // a full tower is not an ATX case
    QVERIFY(caseOfSize({F::Atx, F::MicroAtx, F::MiniItx}, F::Atx));
    QVERIFY(caseOfSize({F::MicroAtx, F::MiniItx}, F::MicroAtx));
    QVERIFY(!caseOfSize({F::MicroAtx, F::MiniItx}, F::MiniItx));
    QVERIFY(caseOfSize({F::MiniItx}, F::MiniItx));
    QVERIFY(caseOfSize({F::Ssi}, F::EAtx)); // SSI-EEB has E-ATX's outline
    QVERIFY(!caseOfSize({F::Atx}, F::Xl)); // not a size the advisor offers
    const QList<Part> parts = cutDownCatalog();
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 2;
    for (F size : {F::EAtx, F::Atx}) {
        q.caseSize = size;
        const Result r = suggest(catalog, q);
        int cases = 0;
        for (const Part &p : parts)
            cases += p.as<CaseSpec>() && caseOfSize(p.as<CaseSpec>()->formFactors, size);
        QCOMPARE(r.front.isEmpty(), cases == 0);
        for (const Suggestion &s : r.front)
            QVERIFY(caseOfSize(s.build.chassis->spec.formFactors, size));
    }
}

void TestAdvisor::dualSocketBoardsBuyTwoProcessors()
{
    // The only boards: a dual-socket copy of the four-slot board ("2 x sTRX4", as the catalog writes
    // such boards). Its processors match by their socket, and both are bought.
    QList<Part> parts;
    for (const Part &p : cutDownCatalog()) {
        if (p.kind() != PartKind::Motherboard)
            parts.append(p);
    }
    Motherboard dual = variant(zenith2Extreme(), "motherboard/test-dual-socket", 699);
    dual.spec.layoutConfidence = LayoutConfidence::Positions;
    dual.spec.socket = QStringLiteral("2 x ") + dual.spec.socket;
    parts.append(dual.toPart());
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 2;
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    for (const Suggestion &s : r.front) {
        QCOMPARE(s.build.motherboard->info.id, dual.info.id);
        QCOMPARE(processorCount(s.build), 2);
        const Analyses a = Analyses::of(s.build);
        QCOMPARE(RuleEngine::evaluate(s.build, a).count(Severity::Error), 0);
        // The price on the front is what the build costs, both processors counted.
        QCOMPARE(s.price.cents(), a.cost.purchase.cents());
    }
    qint64 judged = 0;
    const std::set<Point> expected = exhaustiveFront(parts, q, &judged);
    std::set<Point> got;
    for (const Suggestion &s : r.front)
        got.insert({s.price.cents(), comparable(s.throughput)});
    QCOMPARE(got, expected);
}

void TestAdvisor::sameQuerySameFront()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    const Query q = baseQuery(WorkloadKind::Vision);
    const Result a = suggest(catalog, q);
    const Result b = suggest(catalog, q);
    QCOMPARE(a.front.size(), b.front.size());
    for (int i = 0; i < a.front.size(); ++i)
        QCOMPARE(a.front[i].build, b.front[i].build);
}

void TestAdvisor::memoryThatFitsNowhereIsNamed()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Inference);
    q.workload.paramsBillions = 405;
    q.workload.precision = Precision::Bf16;
    const Result r = suggest(catalog, q);
    QVERIFY(r.front.isEmpty());
    QVERIFY2(r.reason.contains(QStringLiteral("GB of memory on each GPU")), qPrintable(r.reason));
    QVERIFY(r.reason.contains(QStringLiteral("24 GB")));
}

void TestAdvisor::furtherWorkloadsMustFit()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    const Query vision = baseQuery(WorkloadKind::Vision);
    const Result alone = suggest(catalog, vision);
    QVERIFY2(!alone.front.isEmpty(), qPrintable(alone.reason));
    Query q = vision;
    Workload serve;
    serve.kind = WorkloadKind::Inference;
    serve.paramsBillions = 8;
    serve.precision = Precision::Fp16;
    q.otherWorkloads = {serve};
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    // The cheapest vision build is one 11 GB card, which cannot serve the 8B model: it is gone.
    QVERIFY(r.front.first().price.cents() > alone.front.first().price.cents());
    for (const Suggestion &s : r.front) {
        QCOMPARE(s.build.otherWorkloads, q.otherWorkloads);
        QVERIFY(!memoryShortfall(serve, s.build.gpuCount(), s.build.gpus.first().gpu.spec));
        QCOMPARE(RuleEngine::evaluate(s.build, Analyses::of(s.build)).count(Severity::Error), 0);
        // The front is in the primary workload's unit and figures.
        QCOMPARE(s.unit, alone.front.first().unit);
    }
    // One card: what binds the cheapest build is the job the cheaper card cannot hold.
    Query one = q;
    one.maxGpus = 1;
    const Result single = suggest(catalog, one);
    QVERIFY2(!single.front.isEmpty(), qPrintable(single.reason));
    const QString binding = single.front.first().binding;
    QVERIFY2(binding.contains(describeWorkload(serve)) || binding.contains(QStringLiteral("every workload")),
        qPrintable(binding));
    // A further workload no card can hold empties the front and is named as the reason.
    Workload huge = serve;
    huge.paramsBillions = 405;
    huge.precision = Precision::Bf16;
    q.otherWorkloads = {huge};
    const Result none = suggest(catalog, q);
    QVERIFY(none.front.isEmpty());
    QVERIFY2(none.reason.startsWith(QStringLiteral("Also planned, ")), qPrintable(none.reason));
    QVERIFY2(none.reason.contains(describeWorkload(huge)), qPrintable(none.reason));
}

void TestAdvisor::budgetTooSmallIsNamed()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.budget = Money::fromUnits(500, QStringLiteral("USD"));
    const Result r = suggest(catalog, q);
    QVERIFY(r.front.isEmpty());
    QVERIFY2(r.reason.contains(QStringLiteral("more than the budget")), qPrintable(r.reason));
}

void TestAdvisor::singleGpuOnUnverifiedBoardSaysSo()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 1;
    const Result r = suggest(catalog, q);
    QVERIFY(!r.front.isEmpty());
    // The cheapest single-GPU build sits on the cheap one-slot board, whose openings are unconfirmed.
    const Suggestion &cheapest = r.front.first();
    QCOMPARE(cheapest.build.motherboard->info.id.key(), QStringLiteral("motherboard/test-one-slot"));
    QVERIFY(cheapest.unverifiedLayout);
    QVERIFY(cheapest.build.notes.contains(QStringLiteral("not confirmed")));
    // Two or more GPUs never go on it unless asked.
    q.maxGpus = 4;
    q.minGpus = 2;
    for (const Suggestion &s : suggest(catalog, q).front)
        QVERIFY(!s.unverifiedLayout);
}

void TestAdvisor::thinningKeepsEnds()
{
    const QList<double> t {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    const QList<int> kept = thinned(t, 5);
    QCOMPARE(kept.size(), 5);
    QCOMPARE(kept.first(), 0);
    QCOMPARE(kept.last(), 11);
    QVERIFY(std::is_sorted(kept.cbegin(), kept.cend()));
    QCOMPARE(thinned(t, 20).size(), 12);
}

void TestAdvisor::cancelStops()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    int calls = 0;
    const Result r = suggest(catalog, baseQuery(WorkloadKind::Vision), [&calls](int) { return ++calls < 2; });
    QVERIFY(r.cancelled);
    QCOMPARE(calls, 2);
}

void TestAdvisor::platformThroughputsMatchTheEstimate()
{
    // The throughputs the search remembers against the estimate made afresh, on every platform of the
    // cut-down catalog and of processors that narrow the links or slow data loading, all through one
    // cache: a key that missed a value the estimates read would hand a platform another one's figure.
    QList<Gpu> gpus;
    QList<Motherboard> boards;
    QList<Cpu> cpus;
    for (const Part &p : cutDownCatalog()) {
        if (const auto g = Gpu::from(p))
            gpus.append(*g);
        else if (const auto b = Motherboard::from(p))
            boards.append(*b);
        else if (const auto c = Cpu::from(p))
            cpus.append(*c);
    }
    Cpu narrow = variant(threadripper3960X(), "cpu/test-narrow", 199);
    narrow.spec.pcieLanes = Lanes(20);
    Cpu older = variant(threadripper3960X(), "cpu/test-older", 149);
    older.spec.pcieGeneration = 3;
    Cpu fewThreads = variant(threadripper3960X(), "cpu/test-few-threads", 249);
    fewThreads.spec.threads = 12;
    cpus << narrow << older << fewThreads;
    Workload vision;
    vision.kind = WorkloadKind::Vision;
    vision.asyncLoading = false; // links cost time
    Workload tune;
    tune.kind = WorkloadKind::FineTune;
    tune.method = FineTuneMethod::Qlora;
    tune.precision = Precision::Bf16;
    for (const Workload &w : {vision, tune}) {
        PlatformThroughputs remembered;
        int platforms = 0;
        QSet<double> distinct;
        int plan = 0;
        for (const Gpu &gpu : std::as_const(gpus)) {
            for (int n = 1; n <= 4; ++n, ++plan) {
                for (int board = 0; board < boards.size(); ++board) {
                    const QList<PcieSlot> &slots = boards[board].spec.slots;
                    for (int mask = 1; mask < (1 << slots.size()); ++mask) {
                        if (__builtin_popcount(unsigned(mask)) != n)
                            continue;
                        Build b;
                        b.workload = w;
                        b.motherboard = boards[board];
                        for (int i = 0; i < slots.size(); ++i) {
                            if (mask & (1 << i))
                                b.gpus.append({gpu, slots[i].position});
                        }
                        const ThermalEstimate thermal = ThermalEstimate::of(b, ChassisLayout::of(b));
                        for (const Cpu &cpu : std::as_const(cpus)) {
                            Build fresh = b;
                            fresh.cpu = cpu;
                            const double expected = platformThroughput(fresh);
                            const double got = remembered.of(plan, board, b, cpu, thermal);
                            QVERIFY2(got == expected,
                                qPrintable(QStringLiteral("%1 × %2 on %3 with %4: %5, afresh %6")
                                               .arg(n)
                                               .arg(gpu.info.id.key(), b.motherboard->info.id.key(),
                                                   cpu.info.id.key())
                                               .arg(got, 0, 'g', 17)
                                               .arg(expected, 0, 'g', 17)));
                            distinct.insert(expected);
                            ++platforms;
                        }
                    }
                }
            }
        }
        qInfo("%d platforms, %d throughputs", platforms, int(distinct.size()));
        QVERIFY(distinct.size() > 30);
    }
}

QTEST_GUILESS_MAIN(TestAdvisor)
#include "tst_advisor.moc"
