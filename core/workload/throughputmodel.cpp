// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/throughputmodel.h"

#include "core/model/nvlinkbridge.h"
#include "core/workload/calibration.h"
#include "core/workload/decodeengine.h"
#include "core/workload/gpuprofile.h"
#include "core/workload/modelshape.h"
#include "core/workload/servingmodel.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

// Achieved training FLOP/s on the card: the llm-foundry sets (MPT 1B / 7B / 13B, tokens/s per GPU)
// times 6 FLOPs per parameter and token, averaged over the sets in logs.
double trainingFlops(double relative)
{
    const TrainingFit &fit = trainingFit();
    const std::pair<const char16_t *, double> sets[] {
        {u"llmfoundry-mpt1b", 1e9}, {u"llmfoundry-mpt7b", 7e9}, {u"llmfoundry-mpt13b", 13e9}};
    double sum = 0;
    int n = 0;
    for (const auto &[set, params] : sets) {
        const QString key = QString::fromUtf16(set);
        if (!fit.setConstant.contains(key))
            continue;
        sum += fit.setConstant.value(key) + std::log(6.0 * params);
        ++n;
    }
    return n > 0 ? std::exp(sum / n) * relative : 0.0;
}

double precisionFactor(GpuFamily family, Precision runsAs, bool transformer)
{
    switch (runsAs) {
    case Precision::Fp32:
    case Precision::Tf32:
        return fp32Ratio(family);
    case Precision::Fp8:
        return transformer ? ThroughputModel::kFp8OverBf16 : 1.0;
    default:
        return 1.0;
    }
}

// PCIe per lane: about 0.985 GB/s at 3.0, about half of it in practice (RULES.md §5.1, §10.2),
// doubling with each generation.
double pcieGBs(int lanes, int generation)
{
    return 0.985 * 0.5 * std::max(1, lanes) * std::pow(2.0, std::clamp(generation, 1, 6) - 3);
}

} // namespace

const QList<ThroughputModel::ScalingPoint> &ThroughputModel::scalingPoints()
{
    // research/workloads/scaling.csv: server-gear tf_cnn_benchmarks, ResNet-50 fp16, batch 256 a GPU,
    // PCIe 4.0 x16 per card in an 8-GPU EPYC server.
    static const QList<ScalingPoint> points {
        {QStringLiteral("GeForce RTX 3090"), 2, 1.932,
            QStringLiteral("https://www.server-gear.com/blog/post/rtx3090-x8-exhaustive-tf-cnn-benchmarks")},
        {QStringLiteral("GeForce RTX 3090"), 4, 3.610,
            QStringLiteral("https://www.server-gear.com/blog/post/rtx3090-x8-exhaustive-tf-cnn-benchmarks")},
        {QStringLiteral("GeForce RTX 4090"), 2, 1.890,
            QStringLiteral("https://www.server-gear.com/blog/post/rtx4090-x4-exhaustive-tf-cnn-benchmarks")},
        {QStringLiteral("GeForce RTX 4090"), 4, 3.458,
            QStringLiteral("https://www.server-gear.com/blog/post/rtx4090-x4-exhaustive-tf-cnn-benchmarks")},
    };
    return points;
}

double ThroughputModel::visionExchangeConstant()
{
    // Fitted on the RTX 3090 rows (peer-to-peer allowed); the RTX 4090 rows (no peer-to-peer) are
    // left to check the link classes (tst_workload).
    static const double k = [] {
        const double link = pcieGBs(16, 4);
        double sum = 0;
        int n = 0;
        for (const ScalingPoint &p : scalingPoints()) {
            if (p.gpu != u"GeForce RTX 3090")
                continue;
            // RTX 3090: 35.58 FP32 TFLOPS, 936.2 GB/s (TechPowerUp, as in calibration.csv)
            const double flops
                = trainingFlops(trainingFit().relative(35.58, 936.2, GpuFamily::Ampere, true, false));
            // speedup = N / (1 + k·share·flops/1e14/link)  =>  k = (N / speedup − 1) · link · 1e14 / (share ·
            // flops)
            const double share = double(p.gpus - 1) / p.gpus;
            sum += (p.gpus / p.speedup - 1.0) * link * 1e14 / (share * flops);
            ++n;
        }
        return n > 0 ? sum / n : 0.0;
    }();
    return k;
}

QString ThroughputModel::unit(WorkloadKind kind)
{
    return kindModel(kind).unit();
}

bool ThroughputModel::hasMeasuredBasis(const GpuSpec &gpu)
{
    if (gpu.vendor != u"NVIDIA" || !gpu.fp32Tflops || gpu.memoryBandwidthGBs <= 0)
        return false;
    const GpuFamily family = familyOf(gpu);
    if (family == GpuFamily::Unknown)
        return false;
    static const QSet<int> measured = [] {
        QSet<int> s;
        for (const CalibrationPoint &p : calibrationPoints())
            s.insert(int(p.family));
        return s;
    }();
    return measured.contains(int(family));
}

QString ThroughputModel::noBasisShort()
{
    return Text::tr("no measured basis");
}

QString ThroughputModel::noBasisText(const GpuSpec &gpu)
{
    if (gpu.vendor != u"NVIDIA")
        return Text::tr("no measured basis for %1 cards (the calibration holds published NVIDIA CUDA "
                        "measurements only)")
            .arg(gpu.vendor.isEmpty() ? Text::tr("these") : gpu.vendor);
    if (familyOf(gpu) != GpuFamily::Unknown)
        return Text::tr("no estimate: the card's FP32 TFLOPS or memory bandwidth is not on record");
    return Text::tr("no measured basis for the %1 architecture (the calibration holds NVIDIA cards from "
                    "Pascal on)")
        .arg(gpu.architecture.isEmpty() ? Text::tr("card's") : gpu.architecture);
}

ThroughputModel::PerGpu ThroughputModel::singleGpu(const GpuSpec &gpu, const Workload &w)
{
    if (!hasMeasuredBasis(gpu))
        return {};
    return kindModel(w.kind).singleGpu(gpu, w);
}

namespace {

// The card's fitted speed against the reference card's: convolution nets for image models, GEMM-bound
// transformers for the rest (calibration.h).
double relativeSpeed(const GpuSpec &gpu, bool transformer)
{
    return trainingFit().relative(gpu.fp32Tflops.value_or(0.0), gpu.memoryBandwidthGBs, familyOf(gpu),
        isGeForceClass(gpu), transformer);
}

} // namespace

ThroughputModel::PerGpu ThroughputModel::imageTrainingSpeed(const GpuSpec &gpu, const Workload &w)
{
    const GpuFamily family = familyOf(gpu);
    PerGpu r;
    r.runsAs = trainingRunsAs(family, w.precision);
    // ResNet-50 v1.5 in NVIDIA's DeepLearningExamples (PyTorch) sets the level.
    r.unitsPerSecond = trainingFit().level(QStringLiteral("dle-pt-rn50"), family) * relativeSpeed(gpu, false)
        * precisionFactor(family, r.runsAs, false);
    return r;
}

ThroughputModel::PerGpu ThroughputModel::transformerTrainingSpeed(const GpuSpec &gpu, const Workload &w)
{
    const GpuFamily family = familyOf(gpu);
    // Compute follows the parameters a token runs through (a MoE model's routed experts only).
    const double params = std::max(0.001, activeParamsOf(w)) * 1e9;
    PerGpu r;
    r.runsAs = trainingRunsAs(family, w.precision);
    double tokens
        = trainingFlops(relativeSpeed(gpu, true)) * precisionFactor(family, r.runsAs, true) / (6.0 * params);
    if (w.checkpointing)
        tokens *= 6.0 / 8.0; // the forward pass runs twice: 8 FLOPs a parameter and token, not 6
    if (!trainsEveryWeight(w))
        tokens *= kLoraOverFull * (w.method == FineTuneMethod::Qlora ? kQloraOverLora : 1.0);
    r.unitsPerSecond = tokens;
    return r;
}

ThroughputModel::PerGpu ThroughputModel::decodeSpeed(const GpuSpec &gpu, const Workload &w)
{
    PerGpu r;
    r.runsAs = w.precision;
    if (w.serving > 0) {
        r.unitsPerSecond = ServingModel::of(gpu, w, 1).totalTokensPerSecond;
        return r;
    }
    const ModelShape shape = shapeOf(w);
    const double active = activeParamsOf(w) * 1e9;
    // Every weight a token runs through but the input embedding's (a lookup of one row a token)
    // is read each step: a MoE model's shared layers and its routed experts only. Experts kept in
    // system memory are read there (WorkloadEstimate adds that time).
    double read = std::max(0.0, active - double(shape.vocab) * shape.hidden);
    read = std::max(0.0, read - offloadedExpertParamsPerToken(shape) * offloadedExpertShare(w));
    const double weights
        = read * bytesPerValue(w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision);
    // One user: each decode step reads every weight once and the sequence's cache (half full on average).
    const double cache = shape.kvBytes(w.sequenceLength / 2.0, w.kvPrecision);
    const DecodeFit &decode = decodeFit();
    const double stepSeconds = (weights + cache) / (decode.efficiency * gpu.memoryBandwidthGBs * 1e9)
        + decode.weightOps * active / (*gpu.fp32Tflops * 1e12) + decode.overheadMs / 1000.0;
    // The fit is llama.cpp's; another engine decodes at its published pace against it (decodeengine.h).
    double tokens = 1.0 / stepSeconds * engineDecode(w.engine).factor;
    // Compute bounds it too: 2 FLOPs a parameter and token.
    tokens = std::min(tokens, trainingFlops(relativeSpeed(gpu, true)) / (2.0 * active));
    r.unitsPerSecond = tokens;
    return r;
}

double ThroughputModel::offloadedExpertParamsPerToken(const ModelShape &shape)
{
    if (!shape.isMoe())
        return 0.0;
    return shape.expertParams() * shape.expertsActive / shape.experts;
}

double ThroughputModel::transformerFlops(double fp32Tflops, double bandwidthGBs, int family, bool geforce)
{
    return trainingFlops(trainingFit().relative(fp32Tflops, bandwidthGBs, GpuFamily(family), geforce, true));
}

ThroughputModel::Link ThroughputModel::linkFor(const GpuSpec &gpu, int gpus)
{
    if (gpus <= 1)
        return Link::Single;
    if (gpus == 2 && hasNvlinkBridge(gpu))
        return Link::NvlinkBridge;
    return pcieLinkFor(gpu);
}

ThroughputModel::Link ThroughputModel::pcieLinkFor(const GpuSpec &gpu)
{
    return allowsPcieP2p(gpu) ? Link::PcieP2p : Link::PcieHost;
}

ThroughputModel::Link ThroughputModel::linkOf(const Build &build)
{
    if (build.gpus.size() <= 1)
        return Link::Single;
    if (nvlinkBridged(build))
        return Link::NvlinkBridge;
    // Peer-to-peer needs every card to allow it.
    for (const GpuPlacement &g : build.gpus) {
        if (pcieLinkFor(g.gpu.spec) == Link::PcieHost)
            return Link::PcieHost;
    }
    return Link::PcieP2p;
}

double ThroughputModel::linkGBs(Link link, int lanes, int generation)
{
    switch (link) {
    case Link::Single:
        return 0.0;
    case Link::NvlinkBridge:
        // 112.5 GB/s both ways (RTX A6000 / A40, research/parts/gpu_facts.csv), half each way.
        return 112.5 / 2.0;
    case Link::PcieP2p:
        return pcieGBs(lanes, generation);
    case Link::PcieHost:
        return pcieGBs(lanes, generation) / 2.0;
    }
    return 0.0;
}

QString ThroughputModel::linkName(Link link)
{
    switch (link) {
    case Link::Single:
        return Text::tr("one GPU");
    case Link::NvlinkBridge:
        return Text::tr("NVLink bridge");
    case Link::PcieP2p:
        return Text::tr("PCIe peer-to-peer");
    case Link::PcieHost:
        return Text::tr("PCIe through host memory (no peer-to-peer)");
    }
    return {};
}

double ThroughputModel::scaling(
    const GpuSpec &gpu, const Workload &w, int gpus, Link link, int lanes, int generation)
{
    if (gpus <= 1)
        return gpus == 1 ? 1.0 : 0.0;
    return kindModel(w.kind).scaling(gpu, w, gpus, link, lanes, generation);
}

double ThroughputModel::layerSplitScaling(
    const GpuSpec &gpu, const Workload &w, int gpus, Link link, int lanes, int generation)
{
    if (w.serving > 0) {
        // A server splits each layer across the cards (tensor parallel: each reads and computes its share
        // and the cards all-reduce each layer's output over the link) or runs them as pipeline stages where
        // the engine takes no such split (servingmodel.h).
        const double one = ServingModel::of(gpu, w, 1).totalTokensPerSecond;
        return one > 0
            ? ServingModel::of(gpu, w, gpus, ServingLink {link, lanes, generation}).totalTokensPerSecond / one
            : 1.0;
    }
    // Layers split across cards: each token still passes every layer in turn, so no speed-up;
    // measured per doubling of cards: 108.07 / 111.74 (2 × RTX 3090, llama.cpp, Llama 3 8B Q4_K_M).
    return std::pow(108.07 / 111.74, std::log2(double(gpus)));
}

namespace {

// Data parallelism: `gpus` cards over the time of a step's compute and its exchange, both per card.
double dataParallel(int gpus, double computeSeconds, double commSeconds)
{
    return gpus * computeSeconds / (computeSeconds + commSeconds);
}

} // namespace

double ThroughputModel::imageTrainingScaling(
    const GpuSpec &gpu, const Workload &, int gpus, Link link, int lanes, int generation)
{
    const double linkGBs = ThroughputModel::linkGBs(link, lanes, generation);
    const double flops = trainingFlops(relativeSpeed(gpu, false));
    if (flops <= 0 || linkGBs <= 0)
        return gpus;
    // Image models: exchange time grows with the card's speed and shrinks with its link; the constant
    // comes from measured scaling (visionExchangeConstant()).
    const double share = double(gpus - 1) / gpus;
    return dataParallel(gpus, 1.0, visionExchangeConstant() * share * flops / 1e14 / linkGBs);
}

double ThroughputModel::transformerTrainingScaling(
    const GpuSpec &gpu, const Workload &w, int gpus, Link link, int lanes, int generation)
{
    // Gradient exchange per step against compute per step, both per card, at the link's rate.
    const double linkGBs = ThroughputModel::linkGBs(link, lanes, generation);
    const double flops = trainingFlops(relativeSpeed(gpu, true));
    if (flops <= 0 || linkGBs <= 0)
        return gpus;
    const double share = double(gpus - 1) / gpus;
    const double params = std::max(0.001, totalParamsOf(w)) * 1e9;
    const double active = std::max(0.001, activeParamsOf(w)) * 1e9;
    const bool adaptersOnly = !trainsEveryWeight(w);
    const ModelShape s = shapeOf(w);
    const double gradients = 2.0 * (adaptersOnly ? 2.0 * 16 * s.hidden * 7 * s.layers : params);
    // Ring all-reduce (DDP) moves 2 (N−1)/N of the gradients over each card's link; sharding
    // (FSDP) gathers the 16-bit weights for the forward and the backward pass and scatters the
    // gradients: (N−1)/N × (2 weights + gradients). Half of it overlaps the backward pass.
    const double traffic = w.parallelism == Parallelism::Fsdp ? share * (2.0 * 2.0 * params + gradients)
                                                              : 2.0 * share * gradients;
    const double commSeconds = traffic / (linkGBs * 1e9) * 0.5;
    const double computeSeconds = 6.0 * active * double(w.sequenceLength) * std::max(1, w.microBatch) / flops;
    return dataParallel(gpus, computeSeconds, commSeconds);
}

} // namespace rigsmith::core
