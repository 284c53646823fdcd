// SPDX-License-Identifier: GPL-3.0-or-later
// The build advisor (core/advisor/): on a cut-down catalog its front is the one an exhaustive
// enumeration of every build finds, every suggestion passes the rules, budgets and owned parts hold,
// and an impossible query says why.
#include "core/advisor/advisor.h"
#include "core/advisor/explain.h"
#include "core/advisor/limits.h"
#include "core/advisor/searchstate.h"
#include "core/analysis/chassislayout.h"
#include "core/model/buildparts.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memoryfit.h"
#include "core/workload/workloadcheck.h"
#include "support/advisorcatalog.h"
#include "support/sampleparts.h"

#include <QRegularExpression>
#include <QTest>

#include <set>

Q_DECLARE_METATYPE(rigsmith::core::advisor::Query)

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;
using namespace rigsmith::testing;

class TestAdvisor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frontIsExhaustiveFront_data();
    void frontIsExhaustiveFront();
    void suggestionsPassTheRulesAndHoldTheBudget();
    void ownedPartsAreUsedAtNoCost();
    void ownedPartThatBlocksIsNamed();
    void sameQuerySameFront();
    void memoryThatFitsNowhereIsNamed();
    void furtherWorkloadsMustFit();
    void budgetTooSmallIsNamed();
    void overBudgetMeansOverTheBudget();
    void circuitNoBuildCanUseIsNamedAtOnce();
    void singleGpuOnUnverifiedBoardSaysSo();
    void moneySaysWhatUnverifiedBoardsGive();
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
    // Vision training optimised, an 8B model served in 16-bit must fit as well (about 17 GB
    // a card alone: one 11 GB card cannot hold it).
    Query also = vision;
    Workload serve;
    serve.kind = WorkloadKind::Inference;
    serve.paramsBillions = 8;
    serve.precision = Precision::Fp16;
    serve.sequenceLength = 4096;
    also.otherWorkloads = {serve};
    QTest::newRow("vision, 8B 16-bit inference must fit too") << also;
    // The memory decides the speed here: each kit is part of the platform.
    Query moe = baseQuery(WorkloadKind::Inference);
    moe.workload.model = QStringLiteral("gpt-oss-120b");
    moe.workload.precision = Precision::Int4;
    moe.workload.offloadExperts = true;
    moe.workload = normalisedWorkload(moe.workload);
    QTest::newRow("gpt-oss-120b, experts in system memory") << moe;
}

void TestAdvisor::frontIsExhaustiveFront()
{
    QFETCH(Query, query);
    const QList<Part> parts = cutDownCatalog();
    const InMemoryCatalog catalog(parts);
    qint64 judged = 0;
    const std::set<Point> expected = exhaustiveFront(parts, query, &judged);
    const Result r = suggest(catalog, query);
    const std::set<Point> got = pointsOf(r);
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

void TestAdvisor::overBudgetMeansOverTheBudget()
{
    // "4 × RTX 5070 Ti would be faster, but costs at least USD 3,167.89, over the budget" was said of a
    // budget of USD 5,000: a sum named as over the budget is over it, at every budget.
    const InMemoryCatalog catalog(cutDownCatalog());
    static const QRegularExpression atLeast(QStringLiteral("costs at least USD ([0-9,]+\\.[0-9]{2}), over"));
    int named = 0;
    for (int budget = 800; budget <= 9000; budget += 200) {
        for (const WorkloadKind kind : {WorkloadKind::Vision, WorkloadKind::Inference}) {
            Query q = baseQuery(kind);
            q.budget = Money::fromUnits(budget, QStringLiteral("USD"));
            const Result r = suggest(catalog, q);
            QStringList texts {r.reason};
            for (const Suggestion &s : r.front)
                texts << s.binding << s.nextStep;
            for (const QString &text : texts) {
                const auto m = atLeast.match(text);
                if (!m.hasMatch())
                    continue;
                ++named;
                const double amount = QString(m.captured(1)).remove(u',').toDouble();
                QVERIFY2(amount > budget, qPrintable(QStringLiteral("budget %1: %2").arg(budget).arg(text)));
            }
        }
    }
    QVERIFY(named > 0);
}

void TestAdvisor::suggestionsPassTheRulesAndHoldTheBudget()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.budget = Money::fromUnits(6000, QStringLiteral("USD"));
    q.environment.budget = Money::fromUnits(
        999.0, q.environment.currency); // the build's old budget, which the query's environment carried
    q.maxResults = 3;
    const Result r = suggest(catalog, q);
    QVERIFY(!r.front.isEmpty());
    QVERIFY(r.front.size() <= 3);
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &s = r.front[i];
        const Analyses a = Analyses::of(s.build);
        const Report fresh = RuleEngine::evaluate(s.build, a);
        QCOMPARE(fresh.count(Severity::Error), 0);
        // Its warnings are the search's verdict, kept rather than judged again: the same as judging afresh.
        QStringList warned;
        for (const Finding &f : fresh.findings) {
            if (f.severity == Severity::Warning)
                warned.append(f.ruleId + f.message);
        }
        QStringList kept;
        for (const Finding &f : s.warnings)
            kept.append(f.ruleId + f.message);
        QCOMPARE(kept, warned);
        QVERIFY(s.price.cents() <= q.budget->cents());
        QCOMPARE(a.cost.unpricedParts, 0);
        QVERIFY(s.build.chassis && s.build.motherboard && s.build.cpu && s.build.cooler && s.build.psu);
        QVERIFY(!s.build.memory.isEmpty() && !s.build.storage.isEmpty());
        QVERIFY(!s.binding.isEmpty());
        QVERIFY(s.build.notes.contains(s.binding));
        // The file carries what was searched: the budget, its currency and the circuit.
        QCOMPARE(s.build.environment.budget, q.budget);
        QCOMPARE(s.build.environment.currency, q.environment.currency);
        QCOMPARE(s.build.environment.circuitVolts, q.environment.circuitVolts);
        // Named by what it is: a price in the name went stale with the first price change.
        QVERIFY2(!s.build.name.contains(s.price.toString()), qPrintable(s.build.name));
        QVERIFY(s.build.name.contains(s.build.gpus.first().gpu.spec.model));
        if (i > 0) {
            QVERIFY(s.price.cents() > r.front[i - 1].price.cents());
            QVERIFY(comparable(s.throughput) > comparable(r.front[i - 1].throughput));
        }
    }
}

void TestAdvisor::ownedPartThatBlocksIsNamed()
{
    const InMemoryCatalog catalog(cutDownCatalog());
    // Four cards asked for with the 750 W PSU owned: four 2080 Ti alone draw 1000 W or more, so the PSU is
    // the cause whatever else is chosen, and the answer says so with its figures.
    Query q = baseQuery(WorkloadKind::Vision);
    q.minGpus = 4;
    q.owned = {PartId(QStringLiteral("psu/test-750"))};
    Result r = suggest(catalog, q);
    QVERIFY(r.front.isEmpty());
    QVERIFY2(r.reason.contains(QStringLiteral("The PSU you own")), qPrintable(r.reason));
    QVERIFY2(r.reason.contains(QStringLiteral("750 W")), qPrintable(r.reason));
    // Four open-air 4090s owned (three slots wide): boards with unconfirmed openings allowed, none takes four
    // without one covering another; the answer names the owned cards and their width.
    q.owned = QList<PartId>(4, openAirRtx4090().info.id);
    q.includeUnverified = true;
    r = suggest(catalog, q);
    QVERIFY(r.front.isEmpty());
    QVERIFY2(r.reason.contains(openAirRtx4090().info.name), qPrintable(r.reason));
    QVERIFY2(r.reason.contains(QStringLiteral("slots wide")), qPrintable(r.reason));
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

void TestAdvisor::circuitNoBuildCanUseIsNamedAtOnce()
{
    const QList<Part> parts = cutDownCatalog();
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.environment.circuitVolts = 100;
    q.environment.circuitAmps = 1;
    const Result r = suggest(catalog, q);
    QVERIFY(r.front.isEmpty());
    // Answered before any build is judged, with the circuit's numbers.
    QCOMPARE(r.evaluated, qint64(0));
    QVERIFY2(r.reason.contains(QStringLiteral("100 V / 1 A")), qPrintable(r.reason));
    QVERIFY2(r.reason.contains(QStringLiteral("80 W")), qPrintable(r.reason));
    // The bound never refuses a circuit some build can use: at the largest circuit it refuses, an
    // exhaustive enumeration finds no build either.
    Query edge = baseQuery(WorkloadKind::Vision);
    edge.environment.circuitVolts = 120;
    int amps = 1;
    for (edge.environment.circuitAmps = 1; edge.environment.circuitAmps <= 40;
         ++edge.environment.circuitAmps) {
        if (!circuitTooSmall(gatherCandidates(catalog, edge), edge))
            break;
        amps = edge.environment.circuitAmps;
    }
    QVERIFY(amps < 40);
    edge.environment.circuitAmps = amps;
    QVERIFY(circuitTooSmall(gatherCandidates(catalog, edge), edge));
    qint64 judged = 0;
    QVERIFY(exhaustiveFront(parts, edge, &judged).empty());
    // One amp more, the search runs as before.
    ++edge.environment.circuitAmps;
    QVERIFY(!circuitTooSmall(gatherCandidates(catalog, edge), edge));
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

void TestAdvisor::moneySaysWhatUnverifiedBoardsGive()
{
    // Every board of two or more slots unconfirmed: the fastest confirmed build has one card and costs far
    // less than the budget. The money sentence says so, and what the unconfirmed boards would give.
    QList<Part> parts = cutDownCatalog();
    for (Part &p : parts) {
        if (auto *board = std::get_if<MotherboardSpec>(&p.spec))
            board->layoutConfidence = LayoutConfidence::Unverified;
    }
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.budget = Money::fromUnits(30000, QStringLiteral("USD"));
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    QCOMPARE(r.front.last().build.gpus.size(), 1);
    QCOMPARE(r.front.last().bindingKey, QStringLiteral("boards"));
    QVERIFY2(r.money.contains(QStringLiteral("With them,")), qPrintable(r.money));
    Query wider = q;
    wider.includeUnverified = true;
    const Result more = suggest(catalog, wider);
    QVERIFY(more.front.last().build.gpus.size() >= 2);
    QVERIFY2(r.money.contains(more.front.last().price.toString()), qPrintable(r.money));
    // Asked with them, the sentence has nothing more to unlock.
    QVERIFY(!more.money.contains(QStringLiteral("With them,")));
}

void TestAdvisor::thinningKeepsEnds()
{
    const QList<double> t {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    const QList<qint64> cents {100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200};
    const QList<int> kept = thinned(cents, t, 5);
    QCOMPARE(kept.size(), 5);
    QCOMPARE(kept.first(), 0);
    QCOMPARE(kept.last(), 11);
    QVERIFY(std::is_sorted(kept.cbegin(), kept.cend()));
    QCOMPARE(thinned(cents, t, 20).size(), 12);
    // Spread over the price range, not bunched at the cheap end: seven builds of USD 1,090-1,239 and one of
    // 30,000 give the cheapest, one of the middle and the dearest, not seven of the cheap ones.
    const QList<qint64> bunched {109000, 110000, 111500, 113000, 115000, 118000, 123900, 1500000, 3000000};
    const QList<double> speed {100, 104, 109, 113, 118, 122, 127, 900, 1800};
    const QList<int> spread = thinned(bunched, speed, 4);
    QCOMPARE(spread.size(), 4);
    QCOMPARE(spread.first(), 0);
    QCOMPARE(spread.last(), 8);
    QVERIFY(spread.contains(7));
    // Within 3 % in price and throughput: one row (steps of USD 4 are not separate suggestions).
    const QList<qint64> steps {100000, 100400, 100800, 200000};
    const QList<double> same {1000, 1001, 1002, 2000};
    QCOMPARE(thinned(steps, same, 8), (QList<int> {0, 3}));
    // The recommended build is always a row, even where thinning or a near neighbour would drop it.
    QVERIFY(!spread.contains(3));
    const QList<int> withPick = thinned(bunched, speed, 4, 3);
    QCOMPARE(withPick.size(), 4);
    QVERIFY(withPick.contains(3) && withPick.contains(0) && withPick.contains(8));
    QVERIFY(std::is_sorted(withPick.cbegin(), withPick.cend()));
    QCOMPARE(thinned(steps, same, 8, 1), (QList<int> {0, 1, 3}));
    // Two rows are the cheapest and the fastest, whatever is recommended; never more than asked.
    QCOMPARE(thinned(bunched, speed, 2, 3), (QList<int> {0, 8}));
    QCOMPARE(thinned(bunched, speed, 3, 3), (QList<int> {0, 3, 8}));
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
