// SPDX-License-Identifier: GPL-3.0-or-later
// Chart data: the value map and its Pareto front, build alternatives, cost breakdown.
#include "core/charts/chartdata.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memoryfit.h"
#include "support/sampleparts.h"

#include <QRandomGenerator>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

Part gpu(const char *id, const char *model, double usd, double tensor, double bandwidth, double memory)
{
    Gpu g = blowerRtx2080Ti();
    g.info.id = PartId(QString::fromLatin1(id));
    g.info.name = QString::fromLatin1(model) + QStringLiteral(" board");
    g.info.price = Money::fromUnits(usd, QStringLiteral("USD"));
    g.spec.model = QString::fromLatin1(model);
    g.spec.tensorTflops = tensor;
    g.spec.memoryBandwidthGBs = bandwidth;
    g.spec.memory = Gigabytes(memory);
    return g.toPart();
}

QList<Part> smallCatalog()
{
    return {gpu("gpu/a", "A", 500, 60, 448, 8), // cheap, slow
        gpu("gpu/b", "B", 800, 110, 616, 11), // the guide's 2080 Ti class
        gpu("gpu/c", "C", 900, 90, 500, 11), // dearer than B and slower: off the front
        gpu("gpu/d", "D", 1600, 330, 1008, 24), // fast
        gpu("gpu/e", "E", 2000, 300, 900, 24), // dearer than D and slower: off
        gpu("gpu/f", "F", 300, 50, 300, 4)}; // too little memory for SOTA research
}

} // namespace

class TestChartData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valueMapPointsAndFront();
    void buildGpuIsHighlighted();
    void paretoMatchesBruteForce();
    void filters();
    void alternatives();
    void whatCannotHoldTheWorkload();
    void plannedGpusCountForMemory();
    void breakdownSumsToTotal();
};

void TestChartData::valueMapPointsAndFront()
{
    Build b = guideFourBlowerBuild(); // research SOTA: 11 GB, 16-bit (8 GB × 1.5 = 12 qualifies)
    const ValueMap map = valueMap(smallCatalog(), b);
    QCOMPARE(map.memoryNeeded, 11.0);
    QStringList ids;
    for (const ValuePoint &p : map.points)
        ids.append(p.id.key());
    // By price; F lacks memory. The build's own card ($1,199, not in this catalog) is on the map
    // too, but not on the front, which is the catalog's.
    const QString own = guideFourBlowerBuild().gpus.first().gpu.info.id.key();
    QCOMPARE(ids.join(u' '), QStringLiteral("gpu/a gpu/b gpu/c %1 gpu/d gpu/e").arg(own));
    QVERIFY(map.points[3].inBuild);
    QVERIFY(!map.points[3].onFront);
    QStringList front;
    for (int i : map.front)
        front.append(map.points[i].id.key());
    QCOMPARE(front.join(u' '), QStringLiteral("gpu/a gpu/b gpu/d"));
    QVERIFY(map.points[1].onFront);
    QVERIFY(!map.points[2].onFront);
}

void TestChartData::buildGpuIsHighlighted()
{
    Build b = guideFourBlowerBuild();
    QList<Part> catalog = smallCatalog();
    catalog.append(b.gpus.first().gpu.toPart());
    const ValueMap map = valueMap(catalog, b);
    int highlighted = 0;
    for (const ValuePoint &p : map.points) {
        if (p.inBuild) {
            ++highlighted;
            QCOMPARE(p.id, b.gpus.first().gpu.info.id);
        }
    }
    QCOMPARE(highlighted, 1);
}

void TestChartData::paretoMatchesBruteForce()
{
    QRandomGenerator rng(42);
    for (int round = 0; round < 50; ++round) {
        QList<ValuePoint> points;
        for (int i = 0; i < 60; ++i) {
            ValuePoint p;
            p.price = rng.bounded(50, 3000);
            p.score = rng.bounded(1000) / 100.0;
            points.append(p);
        }
        QList<int> brute;
        for (int i = 0; i < points.size(); ++i) {
            bool dominated = false;
            for (int j = 0; j < points.size() && !dominated; ++j) {
                const bool noWorse = points[j].price <= points[i].price && points[j].score >= points[i].score;
                const bool better = points[j].price < points[i].price || points[j].score > points[i].score;
                dominated = j != i && noWorse && better;
            }
            // Of exact duplicates only one stands on the front.
            for (int j = 0; j < i && !dominated; ++j)
                dominated = points[j].price == points[i].price && points[j].score == points[i].score;
            if (!dominated)
                brute.append(i);
        }
        QList<int> front = paretoFront(points);
        std::sort(front.begin(), front.end());
        QCOMPARE(front, brute);
    }
}

void TestChartData::filters()
{
    Build b = guideFourBlowerBuild();
    QList<Part> catalog = smallCatalog();
    Gpu amd = *Gpu::from(catalog[3]);
    amd.info.id = PartId(QStringLiteral("gpu/amd"));
    amd.spec.vendor = QStringLiteral("AMD");
    amd.spec.cooler = CoolerType::OpenAir;
    amd.spec.releaseYear = 2023;
    catalog.append(amd.toPart());
    Gpu openAir = *Gpu::from(catalog[3]);
    openAir.info.id = PartId(QStringLiteral("gpu/nvidia-open-air"));
    openAir.spec.cooler = CoolerType::OpenAir;
    openAir.spec.releaseYear = 2023;
    catalog.append(openAir.toPart());
    // Catalog cards as each filter lets through, and the build's own (a 2018 NVIDIA blower) always.
    const auto passing = [&](const ValueFilter &f) {
        const ValueMap map = valueMap(catalog, b, f);
        qsizetype own = 0;
        for (const ValuePoint &p : map.points)
            own += p.inBuild ? 1 : 0;
        return std::pair(map.points.size() - own, own);
    };
    ValueFilter f;
    f.vendors = {QStringLiteral("AMD")};
    // The throughput calibration covers NVIDIA cards only: an AMD card gets no estimate and no point.
    QCOMPARE(passing(f), std::pair(qsizetype(0), qsizetype(1)));
    f.vendors = {QStringLiteral("NVIDIA")};
    QVERIFY(passing(f).first > 0);
    f = {};
    f.coolers = {CoolerType::OpenAir};
    QCOMPARE(passing(f), std::pair(qsizetype(1), qsizetype(1)));
    f = {};
    f.releasedFrom = 2020; // "new" only: the 2018 boards drop out
    QCOMPARE(passing(f), std::pair(qsizetype(1), qsizetype(1)));
}

void TestChartData::alternatives()
{
    Build b = guideFourBlowerBuild();
    const QList<Part> catalog = smallCatalog();
    const ValueMap map = valueMap(catalog, b);
    const QList<Alternative> alts = buildAlternatives(b, map, catalog, 2);
    // The build's own model with 1–4 GPUs, then two front models with 1–4 each.
    QCOMPARE(alts.size(), 12);
    int current = 0;
    for (const Alternative &a : alts) {
        QVERIFY(a.cost > 0 && a.throughput > 0);
        if (a.current) {
            ++current;
            QCOMPARE(a.gpus, 4);
            const Analyses real = Analyses::of(b);
            QVERIFY(std::abs(a.throughput - real.workload.throughput) < 1e-9);
            QVERIFY(std::abs(a.cost - real.cost.purchase.units()) < 1e-6);
        }
    }
    QCOMPARE(current, 1);
    // More GPUs of one model cost more and train faster.
    QVERIFY(alts[1].cost > alts[0].cost && alts[1].throughput > alts[0].throughput);

    // A build with errors (four 3.5-slot cards covering each other) is there as it is; a card of
    // another vendor, which the guide warns against (GPU-14), is not proposed for an NVIDIA build.
    Build crowded = b;
    for (GpuPlacement &g : crowded.gpus)
        g.gpu = openAirRtx4090();
    QList<Part> withAmd = catalog;
    Gpu amd = *Gpu::from(catalog[3]);
    amd.info.id = PartId(QStringLiteral("gpu/amd"));
    amd.info.price = Money::fromUnits(100, QStringLiteral("USD")); // the best value by far
    amd.spec.vendor = QStringLiteral("AMD");
    amd.spec.model = QStringLiteral("Radeon");
    withAmd.append(amd.toPart());
    // No measured basis for the AMD card: left off the map, but counted so the chart can say so.
    const ValueMap withAmdMap = valueMap(withAmd, crowded);
    QCOMPARE(withAmdMap.withoutBasis, 1);
    QCOMPARE(valueMap(catalog, crowded).withoutBasis, 0);
    QVERIFY(std::none_of(withAmdMap.points.cbegin(), withAmdMap.points.cend(),
        [&](const ValuePoint &p) { return p.id == amd.info.id; }));
    const QList<Alternative> crowdedAlts = buildAlternatives(crowded, withAmdMap, withAmd, 2);
    const auto itself = std::find_if(
        crowdedAlts.cbegin(), crowdedAlts.cend(), [](const Alternative &a) { return a.current; });
    QVERIFY(itself != crowdedAlts.cend());
    QCOMPARE(itself->gpus, 4);
    QVERIFY(std::abs(itself->cost - Analyses::of(crowded).cost.purchase.units()) < 1e-6);
    for (const Alternative &a : crowdedAlts)
        QVERIFY(a.gpu != amd.info.id);
}

// The user's plan, a 70B model in 4-bit for inference. One 32 GB card cannot hold it (about
// 43 GB a GPU); the alternatives chart drew that build as its best point, unmarked.
static Workload seventyBInFourBit()
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.paramsBillions = 70;
    w.precision = Precision::Int4;
    w.sequenceLength = 8192;
    w.microBatch = 1;
    return w;
}

void TestChartData::whatCannotHoldTheWorkload()
{
    Build b = guideFourBlowerBuild(); // four 11 GB cards
    b.gpus.resize(1);
    b.workload = seventyBInFourBit();
    const QList<Part> catalog = {
        gpu("gpu/32", "Thirty-two", 2000, 330, 1792, 32), gpu("gpu/48", "Forty-eight", 4500, 300, 960, 48)};
    const GpuSpec &card32 = Gpu::from(catalog[0])->spec;
    const double one = memoryNeededPerGpu(b.workload, 1, card32);
    const double two = memoryNeededPerGpu(b.workload, 2, card32);
    QVERIFY2(one > 32 && one < 48 && two < 32, qPrintable(QStringLiteral("%1 %2").arg(one).arg(two)));

    // The value map: a single 32 GB card is not offered; the build's own 11 GB card is drawn, as not
    // fitting, with the reason.
    const ValueMap map = valueMap(catalog, b);
    QCOMPARE(map.memoryNeeded, one);
    QStringList ids;
    for (const ValuePoint &p : map.points) {
        ids.append(p.id.key());
        QCOMPARE(p.fits, !p.inBuild);
        QCOMPARE(p.why.isEmpty(), p.fits);
    }
    QCOMPARE(ids, QStringList({b.gpus.first().gpu.info.id.key(), QStringLiteral("gpu/48")}));
    QVERIFY2(map.points.first().why.contains(QStringLiteral("11 GB")), qPrintable(map.points.first().why));
    QVERIFY(!map.points.first().onFront);

    // The alternatives: one of the 32 GB cards does not fit and says why; two do (split by layers).
    b.gpus.first().gpu = *Gpu::from(catalog[0]);
    const QList<Alternative> alts = buildAlternatives(b, valueMap(catalog, b), catalog, 1);
    QVERIFY(alts.size() >= 4);
    for (const Alternative &a : alts) {
        const bool holds = a.gpus >= 2 || a.gpu == PartId(QStringLiteral("gpu/48"));
        QVERIFY2(a.fits == holds, qPrintable(QStringLiteral("%1 × %2").arg(a.gpus).arg(a.model)));
        QCOMPARE(a.why.isEmpty(), holds);
        if (!holds)
            QVERIFY2(a.why.contains(QStringLiteral("32 GB")) && a.why.contains(QStringLiteral("1 GPU")),
                qPrintable(a.why));
    }
    QVERIFY(alts.first().current && !alts.first().fits); // the build as it is, drawn as not fitting
}

// A plan of N cards counts for memory. A 70B model in 4-bit lists only 48 GB cards for one GPU,
// and pairs of 24 and 32 GB cards once two are placed or planned ("GPUs planned later").
void TestChartData::plannedGpusCountForMemory()
{
    const QList<Part> catalog = {gpu("gpu/24", "Twenty-four", 1500, 165, 1008, 24),
        gpu("gpu/32", "Thirty-two", 2000, 330, 1792, 32), gpu("gpu/48", "Forty-eight", 4500, 300, 960, 48)};
    const auto listed = [&catalog](const Build &b) {
        QStringList ids;
        for (const ValuePoint &p : valueMap(catalog, b).points) {
            if (!p.inBuild)
                ids.append(p.id.key());
        }
        return ids.join(u' ');
    };
    Build b = guideFourBlowerBuild();
    b.gpus.clear();
    b.workload = seventyBInFourBit();
    const GpuSpec &card24 = Gpu::from(catalog[0])->spec;
    QVERIFY(memoryShortfall(b.workload, 1, card24) && !memoryShortfall(b.workload, 2, card24));
    QCOMPARE(plannedGpuCount(b), 1);
    QCOMPARE(listed(b), QStringLiteral("gpu/48"));
    QCOMPARE(valueMap(catalog, b).plannedGpus, 1);
    b.workload.plannedGpus = 2; // none placed yet, two planned
    QCOMPARE(plannedGpuCount(b), 2);
    QCOMPARE(listed(b), QStringLiteral("gpu/24 gpu/32 gpu/48"));
    QCOMPARE(valueMap(catalog, b).plannedGpus, 2);
    QCOMPARE(valueMap(catalog, b).memoryNeeded, memoryNeededPerGpu(b.workload, 2, card24));
    b.workload.plannedGpus = 1; // one placed and one planned: a pair
    b.gpus = guideFourBlowerBuild().gpus.mid(0, 1);
    b.gpus.first().gpu = *Gpu::from(catalog[0]);
    QCOMPARE(listed(b), QStringLiteral("gpu/32 gpu/48")); // its own 24 GB card is the build's point
    const ValueMap pair = valueMap(catalog, b);
    QVERIFY(
        std::all_of(pair.points.cbegin(), pair.points.cend(), [](const ValuePoint &p) { return p.fits; }));
    b.workload.plannedGpus = 0; // the one card alone does not hold it
    const ValueMap alone = valueMap(catalog, b);
    QCOMPARE(listed(b), QStringLiteral("gpu/48"));
    QVERIFY(std::any_of(alone.points.cbegin(), alone.points.cend(),
        [](const ValuePoint &p) { return p.inBuild && !p.fits; }));
}

void TestChartData::breakdownSumsToTotal()
{
    Build b = guideFourBlowerBuild();
    b.gpus[0].gpu.spec.cooler = CoolerType::WaterBlock;
    const QList<CostSlice> slices = costBreakdown(b);
    QCOMPARE(slices.size(), 9);
    double sum = 0.0;
    for (const CostSlice &s : slices)
        sum += s.amount;
    const Analyses a = Analyses::of(b);
    QVERIFY(std::abs(sum - a.cost.purchase.units()) < 1e-6);
    QCOMPARE(slices.first().amount, 4 * 1199.0);
    QCOMPARE(slices.last().amount, 150.0); // water cooling for one GPU: $100 + $50
}

QTEST_GUILESS_MAIN(TestChartData)
#include "tst_chartdata.moc"
