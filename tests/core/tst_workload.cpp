// SPDX-License-Identifier: GPL-3.0-or-later
// The workload model (core/workload/): memory against published worked examples, what each card
// really runs, single-GPU throughput in real units, multi-GPU scaling by interconnect, the fit
// finding and its options.
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "core/workload/gpuprofile.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/memoryfit.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadestimate.h"
#include "support/reportcounts.h"
#include "support/sampleparts.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace rigsmith::core;

namespace {

GpuSpec gpu(const char *model, const char *architecture, const char *chip, double memory, double fp32,
    double bandwidth, GpuCategory category = GpuCategory::Consumer)
{
    // Figures as in the catalog (TechPowerUp via db/data/gpus.csv).
    GpuSpec g;
    g.vendor = QStringLiteral("NVIDIA");
    g.model = QString::fromLatin1(model);
    g.architecture = QString::fromLatin1(architecture);
    g.chip = QString::fromLatin1(chip);
    g.memory = Gigabytes(memory);
    g.fp32Tflops = fp32;
    g.memoryBandwidthGBs = bandwidth;
    g.tensorCores = QString::fromLatin1(architecture) != u"Pascal";
    g.category = category;
    g.pcieGeneration = 4;
    return g;
}

GpuSpec rtx4090()
{
    return gpu("GeForce RTX 4090", "Ada Lovelace", "AD102", 24, 82.58, 1010.0);
}
GpuSpec rtx3090()
{
    return gpu("GeForce RTX 3090", "Ampere", "GA102", 24, 35.58, 936.2);
}
GpuSpec a6000()
{
    return gpu("RTX A6000", "Ampere", "GA102", 48, 38.71, 768.0, GpuCategory::Workstation);
}

Workload fineTune(double params, FineTuneMethod method, int seq, int batch, bool checkpointing)
{
    Workload w;
    w.kind = WorkloadKind::FineTune;
    w.precision = Precision::Bf16;
    w.paramsBillions = params;
    w.method = method;
    w.sequenceLength = seq;
    w.microBatch = batch;
    w.checkpointing = checkpointing;
    // The worked examples are torchtune's: its fit of activation memory (frameworkmemory.h).
    w.framework = FineTuneFramework::Torchtune;
    return w;
}

Workload inference(double params, Precision p, int context, int sequences = 1)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.precision = p;
    w.paramsBillions = params;
    w.sequenceLength = context;
    // Several sequences at once are served (llama.cpp's server), as the file and the CLI read them.
    w.serving = sequences > 1 ? sequences : 0;
    return w;
}

} // namespace

class TestWorkload : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void memoryWorkedExamples_data();
    void memoryWorkedExamples();
    void memoryRuleOfThumb();
    void sixteenBitFactorWrittenOnce();
    void fsdpShardsModelStates();
    void precisionAsTheCardRunsIt_data();
    void precisionAsTheCardRunsIt();
    void throughputInRealUnits();
    void methodsAndPrecisionOrderSpeed();
    void decodeIsBandwidthBound();
    void scalingByInterconnect();
    void scalingAgainstMeasuredNoP2p();
    void fitFindingWithNumbers();
    void fsdpFitFinding();
    void formatVersionOneMigrates();
};

void TestWorkload::memoryWorkedExamples_data()
{
    QTest::addColumn<Workload>("workload");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("publishedGb");
    QTest::addColumn<bool>("withContext"); // the published figure includes the CUDA context

    // torchtune README, Llama 3.1 8B LoRA on one RTX 4090, 2 × 2048 packed tokens: peak 16.2 GiB
    // (https://github.com/pytorch/torchtune/blob/0031bfb080bd35ec533c412df883cf2bf7bf7fe4/README.md;
    // torchtune's peak memory counts allocated tensors, no CUDA context; checkpointing assumed on).
    QTest::newRow("Llama 3.1 8B LoRA, torchtune, 4090")
        << fineTune(8, FineTuneMethod::Lora, 2048, 2, true) << 1 << 16.2 * 1.073741824 << false;
    // torchtune README, Llama 3.1 8B QLoRA on one RTX 4090, 2 × 2048 packed tokens: peak 7.4 GiB (same
    // table; the recipe llama3_1/8B_qlora_single_device.yaml turns checkpointing on). The embedding and
    // the output projection stay in 16 bits, the rest is NF4 with its scales.
    QTest::newRow("Llama 3.1 8B QLoRA, torchtune, 4090")
        << fineTune(8, FineTuneMethod::Qlora, 2048, 2, true) << 1 << 7.4 * 1.073741824 << false;
    // torchtune README, Llama 3.1 8B LoRA on one RTX A6000: peak 30.3 GiB. The README does not say how it
    // was run; nearly twice the 4090's 16.2 GiB for the same recipe is what dropping activation
    // checkpointing costs, so it is counted without.
    QTest::newRow("Llama 3.1 8B LoRA, torchtune, A6000, no checkpointing")
        << fineTune(8, FineTuneMethod::Lora, 2048, 2, false) << 1 << 30.3 * 1.073741824 << false;
    // torchtune README, Llama 3.1 70B LoRA on 8 × A100, FSDP: peak 27.6 GiB a GPU (batch 2, 2048 packed
    // tokens; its config llama3_1/70B_lora.yaml turns checkpointing on and leaves the embedding and
    // output in the root unit, gathered whole: without that term the estimate was 18 % low).
    Workload lora70 = fineTune(70, FineTuneMethod::Lora, 2048, 2, true);
    lora70.parallelism = Parallelism::Fsdp;
    QTest::newRow("Llama 3.1 70B LoRA, torchtune, 8 × A100 FSDP")
        << lora70 << 8 << 27.6 * 1.073741824 << false;
    // llama.cpp, Llama 2 70B Q4_0 on 2 × RTX 3090: model 36.20 GiB + KV cache 160 MiB at n_ctx 512
    // (XiongjieDai/GPU-Benchmarks-on-LLM-Inference, LLaMA 2/Gaming GPUs/3090_2_v2.ipynb).
    QTest::newRow("Llama 2 70B 4-bit, context 512")
        << inference(70, Precision::Int4, 512) << 1 << (36.20 * 1.073741824 + 0.16 * 1.073741824) << false;
    // llama.cpp, Llama 3 8B Q4_K_M on an RTX A6000, n_ctx 8192: weights 4403.49 MiB + KV 1024 MiB
    // (same repository, LLaMA 3/Professional GPUs/A6000_v3.ipynb).
    QTest::newRow("Llama 3 8B 4-bit, context 8192")
        << inference(8, Precision::Int4, 8192) << 1 << (4403.49 + 1024.0) * 1.048576e-3 << false;
    // llama.cpp, Llama 2 7B Q4_0: model 3.56 GiB + KV 256 MiB at n_ctx 512 (3090_2_v2.ipynb).
    QTest::newRow("Llama 2 7B 4-bit, context 512")
        << inference(7, Precision::Int4, 512) << 1 << (3.56 * 1.073741824 + 0.25 * 1.073741824) << false;
}

void TestWorkload::memoryWorkedExamples()
{
    QFETCH(Workload, workload);
    QFETCH(int, gpus);
    QFETCH(double, publishedGb);
    QFETCH(bool, withContext);
    const MemoryEstimate m = MemoryEstimate::of(workload, gpus);
    const double ours = withContext ? m.total() : m.total() - m.overhead;
    qInfo("%s: estimate %.2f GB, published %.2f GB (%+.1f %%)", QTest::currentDataTag(), ours, publishedGb,
        (ours / publishedGb - 1.0) * 100.0);
    QVERIFY2(std::abs(ours / publishedGb - 1.0) <= 0.10, qPrintable(QString::number(ours)));
}

// The guide's 16-bit factor (GPU-5) from one function: the fit, the estimate and the rule agree with it.
void TestWorkload::sixteenBitFactorWrittenOnce()
{
    QCOMPARE(visionPrecisionGain(Precision::Fp16, true), 1.5);
    QCOMPARE(visionPrecisionGain(Precision::Bf16, true), 1.5);
    QCOMPARE(visionPrecisionGain(Precision::Fp16, false), 1.0); // no tensor cores: no gain
    QCOMPARE(visionPrecisionGain(Precision::Fp32, true), 1.0);
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.workload.kind = WorkloadKind::Vision;
    for (Precision p : {Precision::Fp16, Precision::Fp32}) {
        b.workload.precision = p;
        const GpuSpec &card = b.gpus.first().gpu.spec;
        const double guide = MemoryEstimate::of(b.workload, b.gpuCount()).guideMinimum;
        const double need = guide / visionPrecisionGain(p, card.tensorCores);
        QCOMPARE(memoryNeededPerGpu(b.workload, b.gpuCount(), card), need);
        QCOMPARE(Analyses::of(b).workload.neededPerGpu, need);
    }
}

void TestWorkload::memoryRuleOfThumb()
{
    // Hugging Face, "Model training anatomy": mixed-precision AdamW takes 18 bytes a parameter
    // plus activations; 8-bit AdamW's states take 2 bytes instead of 8.
    Workload w = fineTune(8, FineTuneMethod::Full, 2048, 1, false);
    w.framework = FineTuneFramework::HfPeft;
    const MemoryEstimate full = MemoryEstimate::of(w, 1);
    QCOMPARE(full.weights + full.gradients + full.optimizer, 8.0 * 18.0);
    w.optimizer = OptimizerKind::AdamW8bit;
    const MemoryEstimate eight = MemoryEstimate::of(w, 1);
    QCOMPARE(eight.optimizer, 8.0 * 2.0);
    QCOMPARE(eight.pagedOptimizer, 0.0);
    // torchtune trains in bf16 throughout (2 bytes a weight, gradient and state, no fp32 copy): AdamW 8
    // bytes a parameter; its single-device recipe with 8-bit AdamW steps the optimizer in the backward
    // pass (one weight's gradient, the embedding's, at a time) and pages the 2 bytes of states to RAM.
    Workload tune = fineTune(8, FineTuneMethod::Full, 2048, 1, false);
    const MemoryEstimate bf16 = MemoryEstimate::of(tune, 1);
    QCOMPARE(bf16.weights + bf16.gradients + bf16.optimizer, 8.0 * 8.0);
    QCOMPARE(bf16.pagedOptimizer, 0.0);
    tune.optimizer = OptimizerKind::AdamW8bit;
    const MemoryEstimate paged = MemoryEstimate::of(tune, 1);
    QCOMPARE(paged.weights, 8.0 * 2.0);
    QCOMPARE(paged.optimizer, 0.0);
    QCOMPARE(paged.pagedOptimizer, 8.0 * 2.0);
    QVERIFY(paged.gradients > 0.0 && paged.gradients < 0.1 * paged.weights);
    // On two cards (torchtune's distributed recipe): no optimizer in the backward pass, no paging.
    const MemoryEstimate two = MemoryEstimate::of(tune, 2);
    QCOMPARE(two.pagedOptimizer, 0.0);
    QCOMPARE(two.weights + two.gradients + two.optimizer, 8.0 * 6.0);
    // Full fine-tuning under Transformers does not fit a 24 GB card; fit and GPU.MEMORY offer torchtune's
    // recipe.
    Workload hf = fineTune(8, FineTuneMethod::Full, 2048, 2, false);
    hf.framework = FineTuneFramework::HfPeft;
    const QList<FitOption> options = WorkloadEstimate::fitOptions(hf, 1, 24.0);
    QVERIFY(!options.isEmpty());
    QVERIFY2(options.first().what.contains(u"torchtune"), qPrintable(options.first().what));
    QVERIFY(options.first().memoryPerGpu < 24.0);
    // QLoRA holds the base in 4 bits; LoRA in 16; full fine-tuning far more.
    const double qlora = MemoryEstimate::of(fineTune(8, FineTuneMethod::Qlora, 2048, 2, true), 1).total();
    const double lora = MemoryEstimate::of(fineTune(8, FineTuneMethod::Lora, 2048, 2, true), 1).total();
    QVERIFY(qlora < lora / 2.0);
    QVERIFY(lora < full.total() / 5.0);
    // Checkpointing trades activations for recomputation.
    QVERIFY(MemoryEstimate::of(fineTune(8, FineTuneMethod::Lora, 2048, 2, false), 1).activations
        > 5 * MemoryEstimate::of(fineTune(8, FineTuneMethod::Lora, 2048, 2, true), 1).activations);
    // QLoRA paper: a 65 B model fine-tunes on a single 48 GB GPU
    // (https://github.com/artidoro/qlora/blob/046b26e387903a99c61abe11c0d9c94718312bad/README.md).
    QVERIFY(MemoryEstimate::of(fineTune(65, FineTuneMethod::Qlora, 512, 1, true), 1).total() <= 48.0);
    // The KV cache grows with context and sequences.
    QCOMPARE(MemoryEstimate::of(inference(8, Precision::Int4, 8192, 4), 1).kvCache,
        4 * MemoryEstimate::of(inference(8, Precision::Int4, 8192, 1), 1).kvCache);
}

void TestWorkload::fsdpShardsModelStates()
{
    Workload w = fineTune(8, FineTuneMethod::Full, 2048, 1, true);
    const MemoryEstimate ddp = MemoryEstimate::of(w, 4);
    w.parallelism = Parallelism::Fsdp;
    const MemoryEstimate fsdp = MemoryEstimate::of(w, 4);
    QCOMPARE(fsdp.weights * 4, ddp.weights);
    QCOMPARE(fsdp.optimizer * 4, ddp.optimizer);
    QCOMPARE(fsdp.activations, ddp.activations);
    // ... but each GPU gathers one whole block and the unsharded root unit (embedding and output
    // projection) to compute with: Llama 3.1 8B, 16-bit: 2 × 128,256 × 4,096 + one of 32 blocks.
    QCOMPARE(ddp.gathered, 0.0);
    const double embedding = 2.0 * 128256 * 4096;
    QVERIFY(std::abs(fsdp.gathered - (embedding + (8e9 - embedding) / 32) * 2.0 / 1e9) < 1e-9);
}

void TestWorkload::precisionAsTheCardRunsIt_data()
{
    QTest::addColumn<QString>("architecture");
    QTest::addColumn<Precision>("requested");
    QTest::addColumn<Precision>("runs");
    QTest::newRow("bf16 on Turing runs as fp32") << "Turing" << Precision::Bf16 << Precision::Fp32;
    QTest::newRow("bf16 on Ampere") << "Ampere" << Precision::Bf16 << Precision::Bf16;
    QTest::newRow("tf32 on Volta runs as fp32") << "Volta" << Precision::Tf32 << Precision::Fp32;
    QTest::newRow("fp8 on Ampere runs bf16") << "Ampere" << Precision::Fp8 << Precision::Bf16;
    QTest::newRow("fp8 on Turing runs fp16") << "Turing" << Precision::Fp8 << Precision::Fp16;
    QTest::newRow("fp8 on Ada") << "Ada Lovelace" << Precision::Fp8 << Precision::Fp8;
    QTest::newRow("fp8 on Hopper") << "Hopper" << Precision::Fp8 << Precision::Fp8;
}

void TestWorkload::precisionAsTheCardRunsIt()
{
    QFETCH(QString, architecture);
    QFETCH(Precision, requested);
    QFETCH(Precision, runs);
    QCOMPARE(trainingRunsAs(familyOf(architecture, QString()), requested), runs);
}

void TestWorkload::throughputInRealUnits()
{
    Workload vision;
    vision.kind = WorkloadKind::Vision;
    vision.precision = Precision::Fp16;
    const double rn50On3090 = ThroughputModel::singleGpu(rtx3090(), vision).unitsPerSecond;
    // Measured: 1182 images/s (tf_cnn_benchmarks), 1218 (timm, channels-last) for ResNet-50 on a 3090.
    qInfo("ResNet-50 16-bit on an RTX 3090: %.0f images/s", rn50On3090);
    QVERIFY(rn50On3090 > 700 && rn50On3090 < 1700);
    QCOMPARE(ThroughputModel::unit(WorkloadKind::Vision), QStringLiteral("images/s"));
    // The 4090 is faster than the 3090; the A6000 (workstation, full-rate tensor cores) than the 3090.
    QVERIFY(ThroughputModel::singleGpu(rtx4090(), vision).unitsPerSecond > rn50On3090 * 1.2);
    vision.precision = Precision::Fp32;
    QVERIFY(ThroughputModel::singleGpu(rtx3090(), vision).unitsPerSecond < rn50On3090 * 0.8);
    // A card outside the calibration (no NVIDIA family) gets no number rather than a guess.
    GpuSpec amd = rtx3090();
    amd.vendor = QStringLiteral("AMD");
    QCOMPARE(ThroughputModel::singleGpu(amd, vision).unitsPerSecond, 0.0);
    QVERIFY(!ThroughputModel::hasMeasuredBasis(amd));
    QVERIFY(ThroughputModel::noBasisText(amd).contains(QStringLiteral("AMD")));
    QVERIFY(ThroughputModel::hasMeasuredBasis(rtx3090()));
    GpuSpec maxwell = rtx3090();
    maxwell.architecture = QStringLiteral("Maxwell 2.0");
    QVERIFY(!ThroughputModel::hasMeasuredBasis(maxwell));
    QVERIFY(ThroughputModel::noBasisText(maxwell).contains(QStringLiteral("Maxwell")));
}

void TestWorkload::methodsAndPrecisionOrderSpeed()
{
    const double full = ThroughputModel::singleGpu(a6000(), fineTune(8, FineTuneMethod::Full, 2048, 2, false))
                            .unitsPerSecond;
    const double lora = ThroughputModel::singleGpu(a6000(), fineTune(8, FineTuneMethod::Lora, 2048, 2, false))
                            .unitsPerSecond;
    const double qlora
        = ThroughputModel::singleGpu(a6000(), fineTune(8, FineTuneMethod::Qlora, 2048, 2, false))
              .unitsPerSecond;
    const double ckpt = ThroughputModel::singleGpu(a6000(), fineTune(8, FineTuneMethod::Lora, 2048, 2, true))
                            .unitsPerSecond;
    qInfo("Llama 3.1 8B on an RTX A6000: full %.0f, LoRA %.0f, QLoRA %.0f tokens/s (torchtune measured full "
          "2579, LoRA "
          "4699)",
        full, lora, qlora);
    QVERIFY(lora > full && qlora < lora && ckpt < lora);
    // Bigger models train proportionally slower.
    QVERIFY(std::abs(ThroughputModel::singleGpu(a6000(), fineTune(16, FineTuneMethod::Full, 2048, 2, false))
                         .unitsPerSecond
                    * 2.0 / full
                - 1.0)
        < 1e-9);
    // fp8 helps on Ada, not on Ampere (which runs it as bf16).
    Workload t = fineTune(8, FineTuneMethod::Full, 2048, 2, false);
    const double bf16Ada = ThroughputModel::singleGpu(rtx4090(), t).unitsPerSecond;
    const double bf16Amp = ThroughputModel::singleGpu(rtx3090(), t).unitsPerSecond;
    t.precision = Precision::Fp8;
    QVERIFY(ThroughputModel::singleGpu(rtx4090(), t).unitsPerSecond > bf16Ada * 1.2);
    QCOMPARE(ThroughputModel::singleGpu(rtx3090(), t).unitsPerSecond, bf16Amp);
    QCOMPARE(ThroughputModel::singleGpu(rtx3090(), t).runsAs, Precision::Bf16);
}

void TestWorkload::decodeIsBandwidthBound()
{
    const double q4
        = ThroughputModel::singleGpu(rtx3090(), inference(8, Precision::Int4, 2048)).unitsPerSecond;
    const double f16
        = ThroughputModel::singleGpu(rtx3090(), inference(8, Precision::Bf16, 2048)).unitsPerSecond;
    // Measured (llama.cpp, Llama 3 8B): 111.74 tokens/s in Q4_K_M, 46.51 in F16 on an RTX 3090.
    qInfo("Llama 3 8B decode on an RTX 3090: 4-bit %.1f, 16-bit %.1f tokens/s", q4, f16);
    QVERIFY(q4 > 1.8 * f16);
    QVERIFY(q4 > 80 && q4 < 160);
    // More bandwidth, more tokens: the A6000 (768 GB/s) decodes slower than the 3090 (936 GB/s).
    const double a6000q4
        = ThroughputModel::singleGpu(a6000(), inference(8, Precision::Int4, 512)).unitsPerSecond;
    QVERIFY(a6000q4 < q4);
    // ... but not by the full bandwidth ratio: measured 102.2 against 111.7 tokens/s (llama.cpp), where
    // a bandwidth-only model said 91 (11 % low). Each weight also costs work on the CUDA cores.
    qInfo("Llama 3 8B 4-bit decode on an RTX A6000: %.1f tokens/s (measured 102.2)", a6000q4);
    QVERIFY(std::abs(a6000q4 / 102.2 - 1.0) < 0.08);
    // Concurrent sequences share each read of the weights.
    QVERIFY(ThroughputModel::singleGpu(rtx3090(), inference(8, Precision::Int4, 2048, 8)).unitsPerSecond
        > 4 * q4);
}

void TestWorkload::scalingByInterconnect()
{
    const Workload full = fineTune(8, FineTuneMethod::Full, 2048, 2, true);
    using L = ThroughputModel::Link;
    QCOMPARE(ThroughputModel::linkFor(rtx4090(), 2), L::PcieHost); // no P2P on GeForce Ada
    QCOMPARE(ThroughputModel::linkFor(rtx3090(), 2), L::NvlinkBridge);
    QCOMPARE(ThroughputModel::linkFor(rtx3090(), 4), L::PcieP2p);
    QCOMPARE(ThroughputModel::linkFor(a6000(), 2), L::NvlinkBridge);
    const GpuSpec g = a6000();
    const double nvlink = ThroughputModel::scaling(g, full, 2, L::NvlinkBridge, 16, 4);
    const double p2p16 = ThroughputModel::scaling(g, full, 2, L::PcieP2p, 16, 4);
    const double p2p8 = ThroughputModel::scaling(g, full, 2, L::PcieP2p, 8, 4);
    const double host = ThroughputModel::scaling(g, full, 2, L::PcieHost, 16, 4);
    qInfo("8B full fine-tune, 2 GPUs: NVLink %.2f, P2P x16 %.2f, P2P x8 %.2f, through host %.2f", nvlink,
        p2p16, p2p8, host);
    QVERIFY(nvlink > p2p16 && p2p16 > p2p8 && p2p16 > host && nvlink <= 2.0);
    // LoRA exchanges only its adapters: it scales almost perfectly.
    QVERIFY(
        ThroughputModel::scaling(g, fineTune(8, FineTuneMethod::Lora, 2048, 2, true), 2, L::PcieHost, 8, 4)
        > 1.95);
    // Sharding moves more than data parallelism.
    Workload fsdp = full;
    fsdp.parallelism = Parallelism::Fsdp;
    QVERIFY(ThroughputModel::scaling(g, fsdp, 2, L::PcieP2p, 16, 4) < p2p16);
    // Inference split by layers gains no speed.
    QVERIFY(ThroughputModel::scaling(g, inference(70, Precision::Int4, 2048), 2, L::PcieP2p, 16, 4) < 1.0);
}

void TestWorkload::scalingAgainstMeasuredNoP2p()
{
    // The image-model constant is fitted on the RTX 3090 server rows; the RTX 4090 rows (no
    // peer-to-peer, a faster card) were left out of the fit: predicted against measured.
    Workload vision;
    vision.kind = WorkloadKind::Vision;
    for (const ThroughputModel::ScalingPoint &p : ThroughputModel::scalingPoints()) {
        const GpuSpec g = p.gpu == u"GeForce RTX 4090" ? rtx4090() : rtx3090();
        const double predicted
            = ThroughputModel::scaling(g, vision, p.gpus, ThroughputModel::linkFor(g, p.gpus), 16, 4);
        qInfo("%s × %d: predicted %.2f, measured %.2f", qPrintable(p.gpu), p.gpus, predicted, p.speedup);
        QVERIFY2(std::abs(predicted / p.speedup - 1.0) < 0.10, qPrintable(p.gpu));
    }
}

void TestWorkload::fitFindingWithNumbers()
{
    Build b;
    b.gpus.append({Gpu {PartInfo {PartId(QStringLiteral("gpu/4090")), QStringLiteral("RTX 4090"), {}, {}, {},
                            {}, {}, {}, {}},
                       rtx4090()},
        1});
    b.workload = fineTune(8, FineTuneMethod::Full, 2048, 2, false);
    const Report r = RuleEngine::evaluate(b);
    const Finding *f = r.find(QStringLiteral("GPU.MEMORY"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QVERIFY2(f->message.contains(QStringLiteral("24 GB")), qPrintable(f->message));
    QVERIFY2(f->fix.contains(QStringLiteral("QLoRA")), qPrintable(f->fix));
    QVERIFY2(f->fix.contains(QStringLiteral("GB per GPU")), qPrintable(f->fix));
    // QLoRA with checkpointing fits.
    b.workload = fineTune(8, FineTuneMethod::Qlora, 2048, 2, true);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("GPU.MEMORY")));
    const Analyses a = Analyses::of(b);
    QVERIFY(a.workload.fits);
    QVERIFY(a.workload.throughput > 0);
    QCOMPARE(a.workload.unit, ThroughputModel::unit(WorkloadKind::FineTune));
}

void TestWorkload::fsdpFitFinding()
{
    Build b;
    for (int slot : {1, 3, 5, 7})
        b.gpus.append({Gpu {PartInfo {PartId(QStringLiteral("gpu/a6000")), QStringLiteral("RTX A6000"), {},
                                {}, {}, {}, {}, {}, {}},
                           a6000()},
            slot});
    b.workload = fineTune(8, FineTuneMethod::Full, 2048, 1, true);
    // DDP: every card holds 144 GB of states; sharded across four 48 GB cards it fits.
    const Report ddp = RuleEngine::evaluate(b);
    const Finding *f = ddp.find(QStringLiteral("WORKLOAD.FSDP_FIT"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Advice);
    b.workload.parallelism = Parallelism::Fsdp;
    const Report sharded = RuleEngine::evaluate(b);
    QVERIFY(!sharded.has(QStringLiteral("GPU.MEMORY")));
    QVERIFY(!sharded.has(QStringLiteral("WORKLOAD.FSDP_FIT")));
    // A 70 B full fine-tune does not fit even sharded across four; the finding says how many it takes.
    b.workload.paramsBillions = 70;
    std::optional<Finding> more = rigsmith::testing::findingOf(b, QStringLiteral("WORKLOAD.FSDP_FIT"));
    QVERIFY(more);
    QVERIFY2(more->message.contains(QStringLiteral("GPUs of 48 GB")), qPrintable(more->message));
}

void TestWorkload::formatVersionOneMigrates()
{
    // tests/data/builds/format-v1-large-transformers: a version-1 file with the guide's "large
    // transformers" profile opens as transformer training.
    const QString path
        = QStringLiteral(RIGSMITH_TEST_DATA "/builds/format-v1-large-transformers/build.rigsmith");
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    const QJsonObject rawRoot = QJsonDocument::fromJson(raw.readAll()).object();
    // The fixture really is format 1: a version-1 workload, none of version 2's fields.
    QCOMPARE(rawRoot.value(QStringLiteral("version")).toInt(), 1);
    const QJsonObject rawWorkload = rawRoot.value(QStringLiteral("workload")).toObject();
    for (const char *v2 : {"kind", "paramsBillions", "method", "optimizer", "parallelism", "sequenceLength",
             "microBatch", "checkpointing"})
        QVERIFY2(!rawWorkload.contains(QLatin1StringView(v2)), v2);
    const auto loaded = buildfile::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
    QCOMPARE(loaded.value().workload.kind, WorkloadKind::Transformer);
    QCOMPARE(loaded.value().workload.task, TaskProfile::LargeTransformers);
    // The migration fills the rest from the profile's preset; what version 1 had is kept.
    QCOMPARE(loaded.value().workload.paramsBillions, 1.0);
    QCOMPARE(loaded.value().workload.precision, Precision::Fp16);
    QCOMPARE(loaded.value().workload.sequenceLength, Workload {}.sequenceLength);
    QCOMPARE(loaded.value().workload.datasetSize.value(), 100.0);
    QCOMPARE(loaded.value().gpus.size(), rawRoot.value(QStringLiteral("gpus")).toArray().size());
    // Saved again, it is version 2 and reads back the same.
    const QByteArray saved = buildfile::serialize(loaded.value());
    QCOMPARE(QJsonDocument::fromJson(saved).object().value(QStringLiteral("version")).toInt(), 2);
    const auto again = buildfile::parse(saved, QStringLiteral("again"));
    QVERIFY(again.ok());
    QCOMPARE(again.value(), loaded.value());
    // The other golden builds are version 1 of vision tasks.
    const auto vision
        = buildfile::load(QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith"));
    QVERIFY(vision.ok());
    QCOMPARE(vision.value().workload.kind, WorkloadKind::Vision);
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
