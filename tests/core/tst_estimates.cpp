// SPDX-License-Identifier: GPL-3.0-or-later
// Thermal, PCIe, performance and cost estimates against the guide's worked examples (RULES.md §10)
// and its relative-performance table (§1.1).
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QTest>

#include <cmath>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

GpuSpec chip(double fp32, double bandwidth, std::optional<double> tensor, const char *architecture)
{
    GpuSpec g;
    g.fp32Tflops = fp32;
    g.memoryBandwidthGBs = bandwidth;
    g.tensorTflops = tensor;
    g.tensorCores = tensor.has_value();
    g.architecture = QString::fromLatin1(architecture);
    return g;
}

} // namespace

class TestEstimates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pcieTransferTimes_data();
    void pcieTransferTimes();
    void lanesForFourGpus();
    void lanesRunOutOnSmallCpus();
    void laneLossWithoutAsyncLoading();
    void hddBatchRead();
    void threadsPerGpu();
    void energyExample();
    void waterCoolingCost();
    void thermalCases();
    void performanceMatchesGuideTable();
    void multiGpuScaling();
    void dataLoadingLimits();
    void costAddsUp();
};

void TestEstimates::pcieTransferTimes_data()
{
    QTest::addColumn<int>("lanes");
    QTest::addColumn<double>("theory");
    QTest::addColumn<double>("practice");
    QTest::newRow("x16") << 16 << 1.1 << 2.0;
    QTest::newRow("x8") << 8 << 2.3 << 5.0;
    QTest::newRow("x4") << 4 << 4.5 << 9.0;
}

void TestEstimates::pcieTransferTimes()
{
    QFETCH(int, lanes);
    QFETCH(double, theory);
    QFETCH(double, practice);
    QCOMPARE(PcieAllocation::transferMs(lanes, 3, false), theory);
    QCOMPARE(PcieAllocation::transferMs(lanes, 3, true), practice);
    QCOMPARE(PcieAllocation::transferMs(lanes, 4, false), theory / 2); // each generation doubles the rate
}

void TestEstimates::lanesForFourGpus()
{
    // §10.7: 4 × x8 = 32 lanes. The Zenith II gives x16/x8/x16/x8 from a 64-lane Threadripper.
    const PcieAllocation a = PcieAllocation::of(guideFourBlowerBuild());
    QCOMPARE(a.links.size(), 4);
    QCOMPARE(a.link(1)->lanes, 16);
    QCOMPARE(a.link(3)->lanes, 8);
    QCOMPARE(a.cpuLanesUsed, 48);
    QVERIFY(a.cpuLanesUsed >= 32);
}

void TestEstimates::lanesRunOutOnSmallCpus()
{
    Build b = guideFourBlowerBuild();
    b.cpu->spec.pcieLanes = Lanes(28); // a 28-lane Skylake-X on a 4-slot board
    const PcieAllocation a = PcieAllocation::of(b);
    QCOMPARE(a.link(1)->lanes, 16);
    QCOMPARE(a.link(3)->lanes, 8);
    QCOMPARE(a.link(5)->lanes, 4);
    QCOMPARE(a.link(7)->lanes, 0);
    const Report r = RuleEngine::evaluate(b);
    // No arrangement gives four cards x4 each on 28 lanes (the board documents no split): one board error.
    QVERIFY(!r.has(QStringLiteral("PCIE.SUPPORT")));
    QCOMPARE(r.find(QStringLiteral("PCIE.BOARD_GPUS"))->slots, (QList<int> {1, 3, 5, 7}));
    QCOMPARE(r.find(QStringLiteral("PCIE.LANES_PER_GPU"))->severity, Severity::Warning);
    // Sharing: with slot 3 populated, an X670E board's first slot drops to x8.
    b = guideFourBlowerBuild();
    b.motherboard->spec.slots[0].sharesLanesWith = {3};
    b.motherboard->spec.slots[0].lanesWhenShared = 8;
    QCOMPARE(PcieAllocation::of(b).link(1)->lanes, 8);
}

void TestEstimates::laneLossWithoutAsyncLoading()
{
    // §10.2: x4 → x16 = (216 + 9) / (216 + 2) − 1 ≈ 3.2 %; nothing with async pinned-memory loading.
    Build b = guideFourBlowerBuild();
    b.gpus.resize(1);
    b.motherboard->spec.slots[0].maxLanes = Lanes(4);
    b.gpus[0].gpu.spec.pcieGeneration = 3;
    b.workload.asyncLoading = false;
    const double loss = PcieAllocation::of(b).link(1)->loss;
    QVERIFY2(std::abs((1.0 / (1.0 - loss) - 1.0) - 0.032) < 0.001, qPrintable(QString::number(loss)));
    b.workload.asyncLoading = true;
    QCOMPARE(PcieAllocation::of(b).link(1)->loss, 0.0);
}

void TestEstimates::hddBatchRead()
{
    QCOMPARE(PerformanceEstimate::batchReadMs(100), 185.0); // §10.3
}

void TestEstimates::threadsPerGpu()
{
    // §10.9: strategy A with 4 GPUs → 16 threads, strategy B → 8.
    QCOMPARE(PerformanceEstimate::threadsPerGpuNeeded(Preprocessing::OnTheFly) * 4, 16);
    QCOMPARE(PerformanceEstimate::threadsPerGpuNeeded(Preprocessing::Offline) * 4, 8);
    Build b = guideFourBlowerBuild();
    b.cpu->spec.threads = 15;
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("CPU.THREADS_PER_GPU")));
    b.cpu->spec.threads = 16;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("CPU.THREADS_PER_GPU")));
    b.cpu->spec.threads = 8;
    b.workload.preprocessing = Preprocessing::Offline;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("CPU.THREADS_PER_GPU")));
}

void TestEstimates::energyExample()
{
    // §10.4: 1.0–1.5 kW for two weeks = 336–504 kWh ("300–500"), × €0.20 = €67–101 ("€60–100").
    for (const auto &[gpuTdp, kwh] : {std::pair {212, 336.0}, std::pair {337, 504.0}}) {
        Build b = guideFourBlowerBuild();
        b.psu.reset(); // the guide assumes 100 % efficiency
        b.cpu->spec.tdp = Watts(152); // 4 × 212 + 152 = 1000 W, 4 × 337 + 152 = 1500 W
        for (GpuPlacement &g : b.gpus)
            g.gpu.spec.tdp = Watts(gpuTdp);
        b.environment.electricityPricePerKwh = 0.20;
        b.environment.currency = QStringLiteral("EUR");
        const Analyses a = Analyses::of(b);
        QVERIFY2(
            std::abs(a.cost.kwhPerTwoWeeks - kwh) < 1.0, qPrintable(QString::number(a.cost.kwhPerTwoWeeks)));
        QVERIFY(a.cost.energyPerTwoWeeks >= 60.0 && a.cost.energyPerTwoWeeks <= 101.0);
        // With no USD→EUR rate every (USD-priced) part is unpriced in EUR: the TCO is a lower bound.
        QCOMPARE(a.cost.unpricedParts, 12); // 4 GPUs, 2 DIMMs and 6 single parts (no PSU)
        QVERIFY(a.cost.totalCostOfOwnership && a.cost.isLowerBound());
    }
    // Through an 80 % PSU the same load costs a quarter more at the wall.
    Build b = guideFourBlowerBuild();
    b.psu->spec.efficiency = EfficiencyTier::White;
    const Analyses a = Analyses::of(b);
    QCOMPARE(a.cost.wallKw, 1.28 / 0.80);
}

void TestEstimates::waterCoolingCost()
{
    // §10.5: $100 × 4 + $50 = $450.
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.cooler = CoolerType::WaterBlock;
    const Analyses a = Analyses::of(b);
    QCOMPARE(a.thermal.waterCooledGpus, 4);
    QCOMPARE(a.thermal.waterCoolingCost->cents(), 45000);
    QCOMPARE(a.thermal.meanLoss(), 0.0);
    QCOMPARE(a.cost.waterCooling->cents(), 45000);
    QCOMPARE(a.cost.purchase.cents(), a.cost.parts.cents() + 45000);
}

void TestEstimates::thermalCases()
{
    Build b = guideFourBlowerBuild();
    ThermalEstimate t = Analyses::of(b).thermal;
    QCOMPARE(t.card(1)->loss, 0.125); // blowers in a multi-GPU build: 10–15 %
    b.gpus.resize(1);
    QCOMPARE(Analyses::of(b).thermal.card(1)->loss, 0.05); // one air-cooled GPU: 0–10 %
    b = guideFourBlowerBuild();
    b.gpus = {b.gpus[0], b.gpus[1]};
    b.gpus[1].slot = 3;
    b.gpus[0].gpu.spec.cooler = CoolerType::OpenAir;
    b.gpus[1].gpu.spec.cooler = CoolerType::OpenAir;
    t = Analyses::of(b).thermal;
    QCOMPARE(t.card(1)->loss, 0.30); // fans against the next card: ~30 %
    QCOMPARE(t.card(3)->loss, 0.175); // several air-cooled GPUs: 10–25 %
}

void TestEstimates::performanceMatchesGuideTable()
{
    // §1.1 (average of CNN and Transformer), RTX cards in 16-bit, with the chip figures of the
    // catalog's sources (TechPowerUp via RightNow; tensor TFLOPS as FP32 × 8 for Volta/Turing).
    struct Row
    {
        const char *name;
        double guide;
        GpuSpec spec;
    };
    const Row rows[] = {
        {"Tesla V100", 0.90, chip(14.13, 897, 113.04, "Volta")},
        {"Titan V", 0.805, chip(14.9, 651.3, 119.2, "Volta")},
        {"Titan RTX", 0.735, chip(16.31, 672, 130.48, "Turing")},
        {"RTX 2080 Ti", 0.645, chip(13.45, 616, 107.6, "Turing")},
        {"RTX 2080", 0.46, chip(10.07, 448, 80.56, "Turing")},
        {"Titan Xp", 0.385, chip(12.15, 547.6, std::nullopt, "Pascal")},
        {"Titan X (Pascal)", 0.36, chip(10.97, 480.4, std::nullopt, "Pascal")},
        {"GTX 1080 Ti", 0.36, chip(11.34, 484.4, std::nullopt, "Pascal")},
        {"RTX 2070", 0.355, chip(7.46, 448, 59.68, "Turing")},
        {"RTX 2060", 0.297, chip(6.45, 336, 51.6, "Turing")},
        {"GTX 1080", 0.261, chip(8.87, 320.3, std::nullopt, "Pascal")},
        {"GTX 1070 Ti", 0.242, chip(8.19, 256.3, std::nullopt, "Pascal")},
        {"GTX 1070", 0.193, chip(6.46, 256.3, std::nullopt, "Pascal")},
        {"GTX 1660 Ti", 0.144, chip(5.44, 288, std::nullopt, "Turing")},
        {"GTX 1060 6 GB", 0.128, chip(4.38, 192.2, std::nullopt, "Pascal")},
    };
    double sum = 0.0;
    for (const Row &r : rows) {
        const double score = PerformanceEstimate::gpuScore(r.spec, true);
        const double error = std::abs(score - r.guide) / r.guide;
        qInfo("%-18s guide %.3f model %.3f error %4.1f %%", r.name, r.guide, score, error * 100.0);
        QVERIFY2(error < 0.15, r.name);
        sum += error;
    }
    const double mae = sum / std::size(rows);
    qInfo("mean absolute error %.1f %%", mae * 100.0);
    QVERIFY(mae < 0.10);
    // In 32-bit a tensor-core card scores on its FP32 rate alone...
    QVERIFY(PerformanceEstimate::gpuScore(rows[3].spec, false)
        < PerformanceEstimate::gpuScore(rows[3].spec, true));
    // ...and never above its 16-bit score, even where FP32 TFLOPS doubled on paper (RTX 4090).
    const GpuSpec ada = chip(82.6, 1008, 330, "Ada Lovelace");
    QVERIFY(PerformanceEstimate::gpuScoreRaw(ada, false) > PerformanceEstimate::gpuScore(ada, true));
    QCOMPARE(PerformanceEstimate::gpuScore(ada, false), PerformanceEstimate::gpuScore(ada, true));
    // A newer card ranks above an older one: RTX 4090 over RTX 3090 over RTX 2080 Ti in 16-bit.
    const GpuSpec ampere = chip(35.58, 936, 142, "Ampere");
    QVERIFY(PerformanceEstimate::gpuScore(ada, true) > PerformanceEstimate::gpuScore(ampere, true));
    QVERIFY(PerformanceEstimate::gpuScore(ampere, true) > PerformanceEstimate::gpuScore(rows[3].spec, true));
}

void TestEstimates::multiGpuScaling()
{
    QCOMPARE(PerformanceEstimate::multiGpuScaling(1), 1.0);
    QCOMPARE(PerformanceEstimate::multiGpuScaling(2), 1.9);
    QCOMPARE(PerformanceEstimate::multiGpuScaling(3), 2.8);
    QCOMPARE(PerformanceEstimate::multiGpuScaling(4), 3.5);
    const Analyses a = Analyses::of(guideFourBlowerBuild());
    const double card = PerformanceEstimate::gpuScore(blowerRtx2080Ti().spec, true);
    QVERIFY(std::abs(a.performance.throughput - card * 0.875 * 3.5) < 1e-9); // 12.5 % blower loss
}

void TestEstimates::dataLoadingLimits()
{
    Build b = guideFourBlowerBuild();
    b.storage = {{hdd8Tb(), 1}};
    b.storage[0].part.spec.sequentialReadMBs = 100;
    b.workload.asyncLoading = false;
    Analyses a = Analyses::of(b);
    // Four 185 ms blocking reads per 200 ms step.
    QVERIFY(std::abs(a.performance.dataFactor - 200.0 / (200.0 + 4 * 185.0)) < 1e-9);
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    b.gpus.resize(1);
    QVERIFY(std::abs(Analyses::of(b).performance.dataFactor - 200.0 / 385.0) < 1e-9); // 185 ms on 200 ms
    // With prefetching the reads overlap the compute: no penalty (STO-2).
    b.workload.asyncLoading = true;
    QCOMPARE(Analyses::of(b).performance.dataFactor, 1.0);
    // Too few CPU threads hold the GPUs back in proportion.
    b = guideFourBlowerBuild();
    b.cpu->spec.threads = 8;
    QCOMPARE(Analyses::of(b).performance.dataFactor, 0.5);
}

void TestEstimates::costAddsUp()
{
    const Build b = guideFourBlowerBuild();
    const Analyses a = Analyses::of(b);
    // 239 + 849 + 1399 + 119 + 599 + 4 × 1199 + 2 × 139 + 169 + 179 = 8627 USD
    QCOMPARE(a.cost.parts.cents(), 862700);
    QCOMPARE(a.cost.unpricedParts, 0);
    QVERIFY(a.cost.totalCostOfOwnership);
    const double energy = a.cost.energyPerYear * b.environment.years;
    QCOMPARE(a.cost.totalCostOfOwnership->cents(), 862700 + std::llround(energy * 100.0));
    QVERIFY(
        std::abs(*a.cost.costPerThroughput - a.cost.totalCostOfOwnership->units() / a.performance.throughput)
        < 1e-6);
}

QTEST_GUILESS_MAIN(TestEstimates)
#include "tst_estimates.moc"
