// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor's careful-builder policy (core/advisor/policy.h): by default no suggestion carries a warning
// a careful builder refuses and the box is sized to the job; asked for the cheapest builds the rules pass,
// each says which of those warnings it keeps and what removing it costs. Each policy against the
// exhaustive front of a cut-down catalog with cheaper parts the policy refuses.
#include "core/advisor/advisor.h"
#include "core/advisor/policy.h"
#include "core/model/processorsockets.h"
#include "core/model/workloadsettings.h"
#include "core/rules/ruleengine.h"
#include "support/advisorcatalog.h"
#include "support/sampleparts.h"

#include <QFile>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;
using namespace rigsmith::testing;

namespace {

// The cut-down catalog with what a careless advisor buys: a 128 GB SATA disk, a four-thread processor, a
// cheap 1,200 W ATX 2 unit and a 360 W one (above the minimum of one RTX 2080 Ti and that processor, below
// the guide's ×1.21).
QList<Part> withCheapParts()
{
    QList<Part> parts = cutDownCatalog();
    Storage sata = variant(nvme2Tb(), "storage/test-128-sata", 15);
    sata.spec.type = StorageType::SataSsd;
    sata.spec.capacity = Gigabytes(128);
    sata.spec.interface = QStringLiteral("SATA 6.0 Gb/s");
    sata.spec.formFactor = QStringLiteral("2.5");
    parts.append(sata.toPart());
    Cpu four = variant(threadripper3960X(), "cpu/test-4-thread", 99);
    four.spec.cores = 2;
    four.spec.threads = 4;
    four.spec.tdp = Watts(65);
    four.info.name = QStringLiteral("Threadripper 3900X (test: 4 threads)"); // a pair the support table knows
    parts.append(four.toPart());
    Psu psu = variant(psu1600Platinum(), "psu/test-1200-atx2", 129);
    psu.spec.wattage = Watts(1200);
    psu.spec.connectors = {0, 6, 0};
    parts.append(psu.toPart());
    Psu small = variant(psu1600Platinum(), "psu/test-360-atx2", 39);
    small.spec.wattage = Watts(360);
    small.spec.connectors = {0, 2, 0};
    parts.append(small.toPart());
    return parts;
}

bool anyRefused(const Suggestion &s, const Query &strict)
{
    const Report report = RuleEngine::evaluate(s.build);
    return std::any_of(report.findings.cbegin(), report.findings.cend(), [&](const Finding &f) {
        return f.ruleId != QLatin1String("COOLING.ADJACENT_OPEN_AIR") && refuses(f, s.build, strict);
    });
}

Build cards(WorkloadKind kind, const Gpu &gpu, int n)
{
    Build b;
    b.workload.kind = kind;
    for (int k = 0; k < n; ++k)
        b.gpus.append({gpu, 1 + 2 * k});
    return b;
}

} // namespace

class TestAdvisorCareful : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void policyNamesRealRules();
    void storageIsWhatTheJobKeeps();
    void memoryAndThreadsFollowTheJob();
    void defaultFrontIsCarefulAndExhaustive();
    void allowedWarningsAreListedWithTheirCost();
    void ownedPsuIsKeptWithItsWarning();
    void stackedCardsOnlyWithoutASpacedChoice();
    void ownedCardsGetNoCostAdvice();
    void guideRefusalsForSeveralCards();
    void eightBitCacheTheEngineOffers();
    void otherVariantsJoinOwnedCards();
    void anotherModelJoinsOwnedCards();
    void launchPricesAreLeftOutUnlessAsked();
    void marketNewOrUsed();
    void practitionerSettingsForTraining();
};

void TestAdvisorCareful::policyNamesRealRules()
{
    QSet<QString> ids;
    for (const Rule &r : RuleEngine::rules())
        ids.insert(QString::fromLatin1(r.id));
    // The README prints the policy: each rule in the section's table.
    QFile readme(QStringLiteral(RIGSMITH_README));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype from = text.indexOf(QStringLiteral("### What a careful builder signs"));
    QVERIFY(from >= 0);
    const QString section = text.mid(from, text.indexOf(QStringLiteral("\n#"), from + 4) - from);
    for (const PolicyRule &p : carefulBuilderPolicy()) {
        QVERIFY2(ids.contains(p.ruleId), qPrintable(p.ruleId));
        QVERIFY(!p.reason.isEmpty());
        QVERIFY2(section.contains(QStringLiteral("| `%1`").arg(p.ruleId)), qPrintable(p.ruleId));
    }
}

void TestAdvisorCareful::storageIsWhatTheJobKeeps()
{
    // Written from the rule before running: system 200 GB, plus per job.
    Workload vision; // 100 GB dataset
    QCOMPARE(storageNeededGb(vision), 300.0);
    Workload run;
    run.kind = WorkloadKind::Inference;
    run.paramsBillions = 70;
    // 16-bit download 140 GB + its 4-bit copy, 4.5 bits a weight with block scales as the memory model
    // counts Q4_0 (39.4 GB): 379.4, rounded up.
    run.precision = Precision::Int4;
    QCOMPARE(storageNeededGb(run), 380.0);
    // gpt-oss-120b is released with its experts in MXFP4 (model_shapes.csv): run in 4 bits, the release is
    // what is kept, 117 B at 4.5 bits (65.8 GB), not a 16-bit download as well; run in 16 bits, 234 GB.
    Workload released;
    released.kind = WorkloadKind::Inference;
    released.model = QStringLiteral("gpt-oss-120b");
    released.paramsBillions = 117;
    released.precision = Precision::Int4;
    QString releasedWhy;
    QCOMPARE(storageNeededGb(released, &releasedWhy), 266.0);
    QVERIFY2(releasedWhy.contains(QStringLiteral("as released")), qPrintable(releasedWhy));
    released.precision = Precision::Bf16;
    QCOMPARE(storageNeededGb(released), 434.0);
    Workload lora;
    lora.kind = WorkloadKind::FineTune;
    lora.paramsBillions = 70;
    lora.method = FineTuneMethod::Lora; // base 140, merged copy 140, dataset 100
    QCOMPARE(storageNeededGb(lora), 580.0);
    Workload full = lora;
    full.paramsBillions = 8;
    full.method = FineTuneMethod::Full; // base 16, two checkpoints of 8 B × 12 bytes, dataset 100
    QString why;
    QCOMPARE(storageNeededGb(full, &why), 508.0);
    QVERIFY(why.contains(QStringLiteral("192")));
    // torchtune keeps one dtype: a checkpoint is bf16 weights (2 bytes) and 8-bit states (2), two of them 64
    // GB.
    full.framework = FineTuneFramework::Torchtune;
    full.optimizer = OptimizerKind::AdamW8bit;
    QCOMPARE(storageNeededGb(full), 380.0);
}

void TestAdvisorCareful::memoryAndThreadsFollowTheJob()
{
    Build b = cards(WorkloadKind::Inference, openAirRtx4090(), 2);
    b.motherboard = zenith2Extreme();
    b.cpu = threadripper3960X();
    BoxNeeds n = boxNeeds(b);
    QCOMPARE(n.memoryGb, 48.0); // all cards' memory for an LLM job
    QCOMPARE(n.memoryModules, 4); // sTRX4: four channels
    QCOMPARE(n.threads, kLeastThreads);
    b.workload.kind = WorkloadKind::Vision;
    n = boxNeeds(b);
    QCOMPARE(n.memoryGb, 24.0); // the guide's RAM-3: the largest card
    b.gpus.append({openAirRtx4090(), 5});
    b.gpus.append({openAirRtx4090(), 7});
    QCOMPARE(boxNeeds(b).threads, 16); // four per GPU, preprocessing on the fly (CPU-2)
    // An 11 GB card: the guide's RAM-3 would allow 11 GB; the box gets at least 16.
    Build small = cards(WorkloadKind::Vision, blowerRtx2080Ti(), 1);
    QCOMPARE(boxNeeds(small).memoryGb, kLeastMemoryGb);
}

void TestAdvisorCareful::defaultFrontIsCarefulAndExhaustive()
{
    const QList<Part> parts = withCheapParts();
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 2;
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    for (const Suggestion &s : r.front) {
        QVERIFY(!anyRefused(s, q));
        const auto &drive = s.build.storage.first().part;
        QCOMPARE(drive.spec.type, StorageType::Nvme);
        QVERIFY(processorThreads(s.build) >= threadsNeeded(q.workload, s.build.gpuCount()));
        const PowerBudget power = PowerBudget::of(s.build);
        QVERIFY(s.build.psu->spec.wattage >= psuNeeded(power, s.build.psu->spec.atxVersion));
        QCOMPARE(s.sizing.size(), 3);
    }
    qint64 judged = 0;
    QCOMPARE(pointsOf(r), exhaustiveFront(parts, q, &judged));

    // The same question with warnings allowed buys the cheap parts, and its front is the exhaustive one too.
    q.allowWarnings = true;
    const Result cheap = suggest(catalog, q);
    QVERIFY(!cheap.front.isEmpty());
    QVERIFY(cheap.front.first().price.cents() < r.front.first().price.cents());
    QCOMPARE(cheap.front.first().build.storage.first().part.info.id.key(),
        QStringLiteral("storage/test-128-sata"));
    QCOMPARE(pointsOf(cheap), exhaustiveFront(parts, q, &judged));
}

void TestAdvisorCareful::allowedWarningsAreListedWithTheirCost()
{
    const QList<Part> parts = withCheapParts();
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxGpus = 2;
    q.allowWarnings = true;
    Query strict = q;
    strict.allowWarnings = false;
    const Result r = suggest(catalog, q);
    bool anyKept = false;
    for (const Suggestion &s : r.front) {
        QVERIFY(s.sizing.isEmpty());
        QCOMPARE(anyRefused(s, strict), !s.kept.isEmpty());
        for (const Suggestion::KeptWarning &k : s.kept) {
            anyKept = true;
            QVERIFY(RuleEngine::evaluate(s.build).has(k.ruleId));
            // Without it the box costs more, never less (it was the cheapest with it).
            if (k.removalCost)
                QVERIFY(k.removalCost->cents() >= 0);
        }
    }
    QVERIFY(anyKept);
    // The four-thread processor's warning is kept by the cheapest two-card build and costs the dearer
    // processor to remove.
    const auto twoCards = std::find_if(r.front.cbegin(), r.front.cend(), [](const Suggestion &s) {
        return s.build.gpuCount() == 2 && s.build.cpu->info.id.key() == QLatin1String("cpu/test-4-thread");
    });
    if (twoCards != r.front.cend()) {
        const auto threads = std::find_if(
            twoCards->kept.cbegin(), twoCards->kept.cend(), [](const Suggestion::KeptWarning &k) {
                return k.ruleId == QLatin1String("CPU.THREADS_PER_GPU");
            });
        QVERIFY(threads != twoCards->kept.cend());
        QVERIFY(threads->removalCost && threads->removalCost->cents() > 0);
    }
}

void TestAdvisorCareful::ownedPsuIsKeptWithItsWarning()
{
    // The user's own unit just above the minimum of two RTX 2080 Ti and the 24-core processor, below the
    // guide's ×1.21: the policy would buy a larger one, but a part the user owns is used as it is, its
    // warning said.
    Build two = cards(WorkloadKind::Vision, blowerRtx2080Ti(), 2);
    two.motherboard = zenith2Extreme();
    two.cpu = threadripper3960X();
    const PowerBudget power = PowerBudget::of(two);
    QList<Part> parts = withCheapParts();
    Psu own = variant(psu1600Platinum(), "psu/test-owned", 199);
    own.spec.wattage = Watts(power.minimum.value() + 5);
    QVERIFY(own.spec.wattage < power.comfortable);
    parts.append(own.toPart());
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.minGpus = q.maxGpus = 2;
    q.cooler = CoolerChoice::Blower;
    q.owned = {own.info.id};
    q.avoided = {PartId(QStringLiteral("cpu/test-12-core")), PartId(QStringLiteral("cpu/test-4-thread"))};
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    for (const Suggestion &s : r.front) {
        QCOMPARE(s.build.psu->info.id, own.info.id);
        QVERIFY(std::any_of(s.warnings.cbegin(), s.warnings.cend(),
            [](const Finding &f) { return f.ruleId == QLatin1String("POWER.PSU_HEADROOM"); }));
    }
    // Not owned, the same unit is never suggested.
    q.owned.clear();
    for (const Suggestion &s : suggest(catalog, q).front)
        QVERIFY(s.build.psu->info.id != own.info.id);
}

void TestAdvisorCareful::stackedCardsOnlyWithoutASpacedChoice()
{
    // Two open-air 3.5-slot RTX 4090 on a board of x16 slots at 1, 3, 5, 7: in 1 and 5 they keep a gap;
    // in 3 and 7 too; stacked ones would collide. Two 2-slot open-air cards in 1 and 3 touch, and 1 and 5
    // keep a gap on the same board: avoidable.
    Gpu open = blowerRtx2080Ti();
    open.spec.cooler = CoolerType::OpenAir;
    Build b;
    b.motherboard = zenith2Extreme();
    b.gpus = {{open, 1}, {open, 3}};
    const ChassisLayout stacked = ChassisLayout::of(b);
    QVERIFY(stacksOpenAir(b, stacked));
    QVERIFY(avoidableStack(b, stacked));
    b.gpus = {{open, 1}, {open, 5}};
    QVERIFY(!stacksOpenAir(b, ChassisLayout::of(b)));
    // Four of them fill every slot: no spaced choice, so the stack is not the policy's to refuse.
    b.gpus = {{open, 1}, {open, 3}, {open, 5}, {open, 7}};
    const ChassisLayout full = ChassisLayout::of(b);
    QVERIFY(stacksOpenAir(b, full));
    QVERIFY(!avoidableStack(b, full));
}

void TestAdvisorCareful::ownedCardsGetNoCostAdvice()
{
    // A Founders Edition card costs more than partner cards of the same GPU: advice for a card to buy, not
    // for one the user owns (the advisor prices owned parts at 0 with the source "owned").
    Build b = passingGuideBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.foundersEdition = true;
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("GPU.COST_EFFICIENCY")));
    for (GpuPlacement &g : b.gpus)
        g.gpu.info.priceSource = QStringLiteral("owned");
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("GPU.COST_EFFICIENCY")));
}

void TestAdvisorCareful::guideRefusalsForSeveralCards()
{
    // Written before it was run. The guide's four-blower build passes the policy; with a Bronze PSU it fails
    // PSU-4 (POWER.EFFICIENCY), with open-air cards COOL-6 (COOLING.MANY_OPEN_AIR) unless every open-air card
    // is the user's own, and with a card at x4 PCIE-4 (PCIE.LANES_PER_GPU, a warning at four cards); two
    // cards, one at x4, are not held to lanes (advice).
    const Query strict;
    const auto refused = [](const Build &b, const Query &q, const QString &rule) {
        const Report report = RuleEngine::evaluate(b);
        for (const Finding &f : report.findings) {
            if (f.ruleId == rule)
                return refuses(f, b, q);
        }
        return false;
    };
    const Build guide = passingGuideBuild();
    for (const QString rule : {QStringLiteral("POWER.EFFICIENCY"), QStringLiteral("COOLING.MANY_OPEN_AIR"),
             QStringLiteral("PCIE.LANES_PER_GPU")})
        QVERIFY2(!refused(guide, strict, rule), qPrintable(rule));

    Build bronze = guide;
    bronze.psu->spec.efficiency = EfficiencyTier::Bronze;
    QVERIFY(refused(bronze, strict, QStringLiteral("POWER.EFFICIENCY")));

    Build open = guide;
    Query owning;
    for (GpuPlacement &g : open.gpus) {
        g.gpu.spec.cooler = CoolerType::OpenAir;
        owning.owned.append(g.gpu.info.id);
    }
    QVERIFY(refused(open, strict, QStringLiteral("COOLING.MANY_OPEN_AIR")));
    QVERIFY(!refused(open, owning, QStringLiteral("COOLING.MANY_OPEN_AIR")));
    QVERIFY(RuleEngine::evaluate(open).has(QStringLiteral("COOLING.MANY_OPEN_AIR"))); // the warning stays

    Build narrow = guide;
    for (PcieSlot &slot : narrow.motherboard->spec.slots) {
        if (slot.position == narrow.gpus.last().slot)
            slot.maxLanes = Lanes(4);
    }
    QVERIFY(refused(narrow, strict, QStringLiteral("PCIE.LANES_PER_GPU")));
    Build two = narrow;
    two.gpus.remove(1, 2);
    QVERIFY(RuleEngine::evaluate(two).has(QStringLiteral("PCIE.LANES_PER_GPU")));
    QVERIFY(!refused(two, strict, QStringLiteral("PCIE.LANES_PER_GPU")));
}

void TestAdvisorCareful::otherVariantsJoinOwnedCards()
{
    // One owned open-air RTX 2080 Ti, two and a half slots wide, and four cards asked for on boards whose
    // x16 slots are two apart: four of the owned card cover one another, so the build needs another variant
    // of the same GPU beside it: three two-slot blowers, with the wide owned card in the last slot.
    // Written before the search was run.
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.minGpus = 4;
    q.owned = {PartId(QStringLiteral("gpu/test-2080ti-open"))};
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    for (const Suggestion &s : r.front) {
        QCOMPARE(s.build.gpuCount(), 4);
        int lastSlot = 0;
        for (const GpuPlacement &g : s.build.gpus)
            lastSlot = std::max(lastSlot, g.slot);
        for (const GpuPlacement &g : s.build.gpus) {
            QCOMPARE(g.gpu.spec.model, blowerRtx2080Ti().spec.model);
            const bool owned = g.gpu.info.id == PartId(QStringLiteral("gpu/test-2080ti-open"));
            QCOMPARE(owned, g.slot == lastSlot);
            QCOMPARE(owned, g.gpu.info.priceSource == u"owned");
            if (!owned)
                QCOMPARE(g.gpu.info.id, blowerRtx2080Ti().info.id);
        }
        // Paid for: the three bought cards, not the owned one.
        QVERIFY(s.price.cents() >= 3 * blowerRtx2080Ti().info.price->cents());
    }
}

void TestAdvisorCareful::anotherModelJoinsOwnedCards()
{
    // One owned RTX 4090 and two cards asked for: a second 4090 (USD 1,699 for the only other variant) makes
    // the fastest pair, and a USD 999 RTX 2080 Ti beside the owned card a cheaper, slower one. Both are on
    // the front; the mixed one says it mixes models (GPU.MIXED_MODELS) and is estimated at the pace the mix
    // runs. Written before the search was run.
    const InMemoryCatalog catalog(cutDownCatalog());
    Query q = baseQuery(WorkloadKind::Vision);
    q.minGpus = 2;
    q.maxGpus = 2;
    q.owned = {openAirRtx4090().info.id};
    q.maxResults = 50;
    const Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    int mixed = 0;
    std::int64_t cheapestPair = -1;
    std::int64_t dearestMix = 0;
    for (const Suggestion &s : r.front) {
        QCOMPARE(s.build.gpuCount(), 2);
        QVERIFY(std::any_of(s.build.gpus.cbegin(), s.build.gpus.cend(),
            [](const GpuPlacement &g) { return g.gpu.info.id == openAirRtx4090().info.id; }));
        const bool mix = s.build.gpus[0].gpu.spec.model != s.build.gpus[1].gpu.spec.model;
        if (!mix) {
            cheapestPair = cheapestPair < 0 ? s.price.cents() : std::min(cheapestPair, s.price.cents());
            continue;
        }
        ++mixed;
        dearestMix = std::max(dearestMix, s.price.cents());
        QVERIFY(std::any_of(s.warnings.cbegin(), s.warnings.cend(),
            [](const Finding &f) { return f.ruleId == u"GPU.MIXED_MODELS"; }));
        QVERIFY2(cardsOf(s.build).contains(QStringLiteral(" + ")), qPrintable(cardsOf(s.build)));
        QCOMPARE(s.throughput, Analyses::of(s.build).workload.throughput); // the mix's own estimate
    }
    QVERIFY(mixed > 0);
    QVERIFY(cheapestPair < 0 || dearestMix < cheapestPair);
}

void TestAdvisorCareful::launchPricesAreLeftOutUnlessAsked()
{
    // The RTX 4090s priced only at their launch: no buyer pays that years on, so they are left out and named;
    // the 2080 Ti builds remain. Asked to, the 4090s count again.
    QList<Part> parts = cutDownCatalog();
    for (Part &p : parts) {
        if (const auto *g = p.as<GpuSpec>(); g && g->model == openAirRtx4090().spec.model)
            p.info.priceSource = QStringLiteral("launch price");
    }
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxResults = 50;
    Result r = suggest(catalog, q);
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    QCOMPARE(r.leftOut.launchPriceOnly, QStringList {openAirRtx4090().spec.model});
    for (const Suggestion &s : r.front)
        QCOMPARE(s.build.gpus.first().gpu.spec.model, blowerRtx2080Ti().spec.model);
    q.includeLaunchPrices = true;
    r = suggest(catalog, q);
    QVERIFY(r.leftOut.launchPriceOnly.isEmpty());
    QVERIFY(std::any_of(r.front.cbegin(), r.front.cend(), [](const Suggestion &s) {
        return s.build.gpus.first().gpu.spec.model == openAirRtx4090().spec.model;
    }));
    // One card of a model with a current price keeps the model in: only the launch-priced card is left out.
    for (Part &p : parts) {
        if (p.info.id == PartId(QStringLiteral("gpu/test-4090-long")))
            p.info.priceSource = QStringLiteral("example");
    }
    q.includeLaunchPrices = false;
    QVERIFY(suggest(InMemoryCatalog(parts), q).leftOut.launchPriceOnly.isEmpty());
}

void TestAdvisorCareful::marketNewOrUsed()
{
    // The 2080 Ti cards priced as used street prices: "used" keeps only them, "new" leaves them out.
    QList<Part> parts = cutDownCatalog();
    for (Part &p : parts) {
        if (const auto *g = p.as<GpuSpec>(); g && g->model == blowerRtx2080Ti().spec.model)
            p.info.priceSource = QStringLiteral("street price, used");
    }
    const InMemoryCatalog catalog(parts);
    Query q = baseQuery(WorkloadKind::Vision);
    q.maxResults = 50;
    QVERIFY(isUsedPrice(parts.first().info));
    const auto models = [&](Market market) {
        q.market = market;
        const Result r = suggest(catalog, q);
        QSet<QString> out;
        for (const Suggestion &s : r.front)
            out.insert(s.build.gpus.first().gpu.spec.model);
        return std::pair {out, r.leftOut.otherMarket};
    };
    const auto any = models(Market::Any);
    QVERIFY(any.first.contains(blowerRtx2080Ti().spec.model));
    QCOMPARE(any.second, 0);
    // A suggestion that counts used prices says so in its notes (the file and the build sheet print them).
    q.market = Market::Used;
    for (const Suggestion &s : suggest(catalog, q).front)
        QVERIFY2(s.build.notes.contains(QStringLiteral("Priced as used parts: ")), qPrintable(s.build.notes));
    const auto used = models(Market::Used);
    QCOMPARE(used.first, QSet<QString> {blowerRtx2080Ti().spec.model});
    QCOMPARE(used.second, 2); // the two 4090 variants
    const auto bought = models(Market::New);
    QVERIFY(!bought.first.contains(blowerRtx2080Ti().spec.model));
    QCOMPARE(bought.second, 2); // the two 2080 Ti variants
    // "New" means every part new: a power supply at the user's used price is left out too, while
    // "used" (cards) and "any" keep it.
    for (Part &p : parts) {
        if (p.kind() == PartKind::Psu)
            p.info.priceSource = userPriceSource(PriceCondition::Used, false, {});
    }
    const InMemoryCatalog usedPsus(parts);
    const auto psusOf = [&](Market market) {
        q.market = market;
        const Result r = suggest(usedPsus, q);
        return std::pair {r.front.size(), r.leftOut.otherMarket};
    };
    QVERIFY(isUsedPrice(std::find_if(parts.cbegin(), parts.cend(), [](const Part &p) {
        return p.kind() == PartKind::Psu;
    })->info));
    QCOMPARE(psusOf(Market::New).first, qsizetype(0)); // no power supply to buy new
    QVERIFY(psusOf(Market::New).second > 2);
    QVERIFY(psusOf(Market::Used).first > 0);
    QVERIFY(psusOf(Market::Any).first > 0);
}

// What a practitioner turns on to fit a training job: the loss in chunks where the framework holds the
// logits (Transformers + PEFT), 8-bit optimizer states, checkpointing, FSDP over two or more cards and a
// micro-batch of one, in every combination; none the user gave (pinned), and never the micro-batch of a
// served model.
void TestAdvisorCareful::practitionerSettingsForTraining()
{
    Workload w = newWorkload(WorkloadKind::FineTune);
    w.microBatch = 2;
    w.checkpointing = false;
    w.optimizer = OptimizerKind::AdamW;
    w.parallelism = Parallelism::Ddp;
    QCOMPARE(w.framework, FineTuneFramework::HfPeft);
    const QList<Settings> variants = practitionerVariants(w, 2, {});
    QCOMPARE(variants.size(), 32);
    int smallBatch = 0;
    int fused = 0;
    for (const Settings &v : variants) {
        const bool turned = v.turnedOn.join(u'|').contains(QStringLiteral("micro-batch 1"));
        QCOMPARE(v.workload.microBatch == 1, turned);
        smallBatch += turned ? 1 : 0;
        const bool chunked = v.turnedOn.join(u'|').contains(QStringLiteral("fused cross-entropy"));
        QCOMPARE(v.workload.fusedLoss, chunked);
        fused += chunked ? 1 : 0;
        QCOMPARE(settingsTurnedOn(w, v.workload), v.turnedOn);
    }
    QCOMPARE(smallBatch, 16);
    QCOMPARE(fused, 16);
    for (const Settings &v : practitionerVariants(w, 2, {QStringLiteral("batch")}))
        QCOMPARE(v.workload.microBatch, 2);
    for (const Settings &v : practitionerVariants(w, 2, {QStringLiteral("fused-loss")}))
        QVERIFY(!v.workload.fusedLoss);
    QVERIFY(settingNames().contains(QStringLiteral("batch")));
    QVERIFY(settingNames().contains(QStringLiteral("fused-loss")));
    // A framework that computes the loss in chunks already has no such step.
    Workload chunking = w;
    chunking.framework = FineTuneFramework::Unsloth;
    QCOMPARE(practitionerVariants(chunking, 2, {}).size(), 16);
    // A job at a micro-batch of one has nothing to lower.
    w.microBatch = 1;
    QCOMPARE(practitionerVariants(w, 2, {}).size(), 16);
    const Workload served = newWorkload(WorkloadKind::Inference);
    for (const Settings &v : practitionerVariants(served, 2, {}))
        QCOMPARE(v.workload.microBatch, served.microBatch);
}

void TestAdvisorCareful::eightBitCacheTheEngineOffers()
{
    // The 8-bit cache the advisor turns on is one the engine takes (vLLM, SGLang, TensorRT-LLM: fp8;
    // llama.cpp: q8_0; ExLlamaV2 and MLC: none on record): a suggestion naming another could not be saved
    // ("vLLM does not offer a 8-bit KV cache (q8_0)").
    Workload w = newWorkload(WorkloadKind::Inference);
    w.serving = 16;
    QCOMPARE(w.kvPrecision, KvPrecision::Fp16);
    for (ServingEngine engine : allValues<ServingEngine>()) {
        w.engine = engine;
        bool turned = false;
        for (const Settings &v : practitionerVariants(w, 2, {})) {
            QVERIFY2(supportsKv(engine, v.workload.kvPrecision), qPrintable(displayName(engine)));
            turned = turned || v.workload.kvPrecision != KvPrecision::Fp16;
        }
        QCOMPARE(turned, engine != ServingEngine::ExLlamaV2 && engine != ServingEngine::Mlc);
    }
}

QTEST_GUILESS_MAIN(TestAdvisorCareful)
#include "tst_advisorcareful.moc"
