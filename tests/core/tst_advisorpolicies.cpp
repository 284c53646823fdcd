// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's own policies beyond the rules' errors, each checked against the exhaustive front: the
// guide's RAM size, modules the board takes per slot, the case's size as a buyer names it, and dual-socket
// boards that buy two processors (or use two owned ones).
#include "core/advisor/advisor.h"
#include "core/advisor/candidates.h"
#include "core/advisor/policy.h"
#include "core/model/processorsockets.h"
#include "core/model/workloadsettings.h"
#include "core/rules/ruleengine.h"
#include "core/workload/workloadcheck.h"
#include "support/advisorcatalog.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;
using namespace rigsmith::testing;

namespace {

// A kit of one module of `gb`, at `usd`.
Memory singleModule(const char *id, int usd, double gb)
{
    Memory m = variant(ddr4Kit2x32(), id, usd);
    m.spec.modules = 1;
    m.spec.moduleSize = Gigabytes(gb);
    return m;
}

// Owned, a kit the advisor would not choose is used as it is, and every suggestion carries `rule`'s
// warning about it.
void ownedKitIsUsedWithItsWarning(const PartCatalog &catalog, Query q, const Memory &kit, const QString &rule)
{
    q.owned = {kit.info.id};
    const Result own = suggest(catalog, q);
    QVERIFY2(!own.front.isEmpty(), qPrintable(own.reason));
    for (const Suggestion &s : own.front) {
        QCOMPARE(s.build.memory.first().part.info.id, kit.info.id);
        QVERIFY(std::any_of(
            s.warnings.cbegin(), s.warnings.cend(), [&](const Finding &f) { return f.ruleId == rule; }));
    }
}

} // namespace

class TestAdvisorPolicies : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ramIsAtLeastTheLargestCard();
    void caseSizeIsTheLargestBoardItTakes();
    void dualSocketBoardsBuyTwoProcessors();
    void modulesFitTheBoardsSlots();
    void recommendedIsTheValueABuyerSigns();
    void expertsOfAsFewLayersAsTheCardsAllow();
};

void TestAdvisorPolicies::ramIsAtLeastTheLargestCard()
{
    // An 8 GB module, the cheapest memory: alone beside 11 GB and 24 GB cards the rules only warn
    // (RAM.SIZE), but no suggestion has less RAM than its largest card unless the user owns it.
    QList<Part> parts = cutDownCatalog();
    const Memory tiny = singleModule("memory/test-1x8", 19, 8);
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
    const std::set<Point> got = pointsOf(r);
    QCOMPARE(got, expected);
    // Owned (one module), it is used as it is, and the warning says what to add.
    ownedKitIsUsedWithItsWarning(catalog, q, tiny, QStringLiteral("RAM.SIZE"));
}

void TestAdvisorPolicies::caseSizeIsTheLargestBoardItTakes()
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

void TestAdvisorPolicies::dualSocketBoardsBuyTwoProcessors()
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
    const std::set<Point> got = pointsOf(r);
    QCOMPARE(got, expected);

    // A processor owned once cannot fill both sockets: the board is left out, and counted as such.
    const PartId cpu = r.front.first().build.cpu->info.id;
    q.owned = {cpu};
    const Result once = suggest(catalog, q);
    QVERIFY(once.front.isEmpty());
    QCOMPARE(once.leftOut.secondProcessor, 1);
    // Owned twice, both sockets take it at no cost; a third is more than a build holds.
    q.owned = {cpu, cpu};
    const Result twice = suggest(catalog, q);
    QVERIFY2(!twice.front.isEmpty(), qPrintable(twice.reason));
    QCOMPARE(twice.leftOut.secondProcessor, 0);
    for (const Suggestion &s : twice.front) {
        QCOMPARE(s.build.cpu->info.id, cpu);
        QCOMPARE(processorCount(s.build), 2);
        QCOMPARE(s.build.cpu->info.price->cents(), 0);
        QCOMPARE(s.price.cents(), Analyses::of(s.build).cost.purchase.cents());
    }
    q.owned = {cpu, cpu, cpu};
    QVERIFY(!suggest(catalog, q).inputError.isEmpty());
}

void TestAdvisorPolicies::modulesFitTheBoardsSlots()
{
    // A 1 x 128 GB module, the cheapest way to the RAM the cards ask for, on boards that take at most
    // 256 GB over 8 slots (32 GB a slot): the rules only warn (MEMORY.MODULE_SIZE), the advisor leaves it
    // out unless the user owns it.
    QList<Part> parts = cutDownCatalog();
    const Memory big = singleModule("memory/test-1x128", 9, 128);
    parts.append(big.toPart());
    for (Part &p : parts) {
        if (auto *board = p.as<MotherboardSpec>()) {
            QVERIFY(board->memorySlots > 0);
            QVERIFY(board->maxMemory.value() / board->memorySlots < 128);
        }
    }
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 2;
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    for (const Suggestion &s : r.front) {
        QVERIFY(s.build.memory.first().part.info.id != big.info.id);
        QVERIFY(!RuleEngine::evaluate(s.build).has(QStringLiteral("MEMORY.MODULE_SIZE")));
    }
    qint64 judged = 0;
    QCOMPARE(pointsOf(r), exhaustiveFront(parts, q, &judged));
    // Owned, it is used, with the warning.
    ownedKitIsUsedWithItsWarning(catalog, q, big, QStringLiteral("MEMORY.MODULE_SIZE"));
}

void TestAdvisorPolicies::recommendedIsTheValueABuyerSigns()
{
    // A front as the advisor lists it, cheapest first: price in units, throughput.
    const auto recommend = [](const QList<QPair<double, double>> &builds, double band) {
        QList<qint64> cents;
        QList<double> throughputs;
        for (const auto &[units, throughput] : builds) {
            cents.append(qint64(std::llround(units * 100.0)));
            throughputs.append(throughput);
        }
        return recommendedBuild(cents, throughputs, band);
    };
    QCOMPARE(recommend({}, 0.1).index, -1);
    QCOMPARE(recommend({{1000, 10.0}}, 0.1).index, 0);
    // The best value is dearest: it is the one (three 16 GB cards, then two 24 GB cards at twice the speed).
    const Recommendation valuePair = recommend({{1900, 5.3}, {2000, 7.8}, {2100, 15.4}}, 0.1);
    QCOMPARE(valuePair.index, 2);
    QCOMPARE(valuePair.bestValue, 2);
    // A cheap card gives the most per money; a box of twice the speed keeps 3/4 of that value and is
    // chosen; one of 2.6 times the speed at three times the money does not keep it (value 1.3/1.5 < 3/4).
    const Recommendation bigger = recommend({{1000, 1.3}, {2000, 2.1}, {3000, 2.6}, {3800, 2.9}}, 0.1);
    QCOMPARE(bigger.bestValue, 0);
    QCOMPARE(bigger.fastest, 1);
    QCOMPARE(bigger.index, 1);
    // The fastest build keeping the value is as fast as a cheaper one within the band: the cheaper one.
    const Recommendation asFast = recommend({{3200, 132.0}, {5600, 258.0}, {6600, 262.0}}, 0.2);
    QCOMPARE(asFast.fastest, 2);
    QCOMPARE(asFast.index, 1);
    // With a narrow band the estimate tells them apart: the fastest.
    QCOMPARE(recommend({{3200, 132.0}, {5600, 258.0}, {6600, 262.0}}, 0.01).index, 2);
    // A cheaper build inside the band that gives less per money is no saving: USD 5 less for 10 % less.
    QCOMPARE(recommend({{1000, 1300.0}, {2349, 2337.0}, {2355, 2583.0}}, 0.1).index, 2);
    // Owned parts only: a build at no price is not a division by zero.
    QCOMPARE(recommend({{0, 5.0}, {500, 8.0}}, 0.1).index, 0);
}

QTEST_GUILESS_MAIN(TestAdvisorPolicies)
void TestAdvisorPolicies::expertsOfAsFewLayersAsTheCardsAllow()
{
    // gpt-oss-120b (36 layers) in 4 bits with every layer's experts in system memory.
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model = QStringLiteral("gpt-oss-120b");
    w.paramsBillions = 117;
    w.precision = Precision::Int4;
    w.offloadExperts = true;
    // Cards that hold the rest when at least 20 layers' experts leave them: 20 (bisected, each count
    // tried at most once).
    QList<int> tried;
    const auto fitsFrom = [&](int least) {
        return [&tried, least](const Workload &v) {
            tried.append(v.offloadExpertLayers);
            return v.offloadExpertLayers >= least;
        };
    };
    QCOMPARE(fewestExpertLayers(w, fitsFrom(20)).offloadExpertLayers, 20);
    QVERIFY(tried.size() <= 6);
    // Only every layer's: as asked (0); the first layer's alone fits: 1.
    QCOMPARE(fewestExpertLayers(w, fitsFrom(36)).offloadExpertLayers, 0);
    QCOMPARE(fewestExpertLayers(w, fitsFrom(1)).offloadExpertLayers, 1);
    // A count the user gave, experts on the GPUs, or a dense model: as they are.
    Workload given = w;
    given.offloadExpertLayers = 30;
    QCOMPARE(fewestExpertLayers(given, fitsFrom(20)).offloadExpertLayers, 30);
    Workload onGpu = w;
    onGpu.offloadExperts = false;
    QCOMPARE(fewestExpertLayers(onGpu, fitsFrom(20)), onGpu);
    // What the suggestion says it set: the layers, not "experts in system memory" for every layer.
    Workload chosen = w;
    chosen.offloadExpertLayers = 24;
    QCOMPARE(settingsTurnedOn(w, chosen), QStringList {settingText(chosen, WorkloadSetting::ExpertLayers)});
    Workload asked = w;
    asked.offloadExperts = false;
    const QStringList on = settingsTurnedOn(asked, chosen);
    QVERIFY2(on.size() == 1 && on.first().contains(u"24"), qPrintable(on.join(u'|')));
    QVERIFY(settingNames().contains(QStringLiteral("offload-expert-layers")));
}

#include "tst_advisorpolicies.moc"
