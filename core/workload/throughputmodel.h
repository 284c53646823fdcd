// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/modelshape.h"

namespace rigsmith::core {

// Units a second for a workload on GPUs, calibrated on published measurements
// (calibration.h). One card: the fitted 16-bit training speed in the workload's units, times the
// precision the card really runs; LLM decode from the card's memory bandwidth. Several cards:
// data-parallel efficiency by interconnect (NVLink bridge, PCIe peer-to-peer or through host
// memory), the lanes and generation each card gets, DDP against sharded training.
struct ThroughputModel
{
    enum class Link { Single, NvlinkBridge, PcieP2p, PcieHost };

    struct PerGpu
    {
        double unitsPerSecond = 0.0;
        Precision runsAs = Precision::Fp16; // what the card really runs
    };
    // The unit of a workload ("images/s", "tokens/s").
    static QString unit(WorkloadKind kind);
    // 0 units/s when the card has no measured basis (below); else as the workload's kind is estimated
    // (workloadkinds.h), by one of the three below.
    static PerGpu singleGpu(const GpuSpec &gpu, const Workload &workload);
    // Convolution nets on images: ResNet-50's measured level on the card's family, scaled by the card.
    static PerGpu imageTrainingSpeed(const GpuSpec &gpu, const Workload &workload);
    // Transformer training: the card's fitted FLOP/s over 6 FLOPs a parameter and token (8 with
    // checkpointing), LoRA and QLoRA at their measured ratios.
    static PerGpu transformerTrainingSpeed(const GpuSpec &gpu, const Workload &workload);
    // LLM decode for one user from the card's memory bandwidth (llama.cpp's fit, an engine's measured
    // pace against it), or a server's tokens for its concurrent sequences (servingmodel.h).
    static PerGpu decodeSpeed(const GpuSpec &gpu, const Workload &workload);

    // The rule for which cards get an estimate: only those of an architecture that published
    // measurements in core/workload/calibration.csv cover — NVIDIA cards from Pascal on, under CUDA.
    // AMD (ROCm) and Intel (oneAPI) cards run other software on other hardware and have no point
    // there, so they get none: "no measured basis", said in so many words wherever a throughput
    // would be, never a blank or a guess from their TFLOPS.
    static bool hasMeasuredBasis(const GpuSpec &gpu);
    // "no measured basis for AMD cards (the calibration holds NVIDIA CUDA measurements only)"
    static QString noBasisText(const GpuSpec &gpu);
    static QString noBasisShort(); // "no measured basis"

    // The speed-up of `gpus` cards over one. `lanes`/`generation`: the narrowest link a card gets.
    static double scaling(
        const GpuSpec &gpu, const Workload &workload, int gpus, Link link, int lanes, int generation);
    // The same per way of sharing the work: data parallelism for image models and for transformers
    // (gradients, or sharded weights, over the link), and layers split for inference.
    static double imageTrainingScaling(
        const GpuSpec &gpu, const Workload &workload, int gpus, Link link, int lanes, int generation);
    static double transformerTrainingScaling(
        const GpuSpec &gpu, const Workload &workload, int gpus, Link link, int lanes, int generation);
    static double layerSplitScaling(
        const GpuSpec &gpu, const Workload &workload, int gpus, Link link, int lanes, int generation);
    // The link `gpus` cards of one model would have with a bridge wherever the card takes one (what `fit`
    // and the advisor's bounds assume, without slots or parts).
    static Link linkFor(const GpuSpec &gpu, int gpus);
    // The link of a build's cards: NVLink only through the build's bridge where it joins them
    // (nvlinkBridged()), else PCIe peer-to-peer or through host memory.
    static Link linkOf(const Build &build);
    static Link pcieLinkFor(const GpuSpec &gpu);
    // GB/s each way a card exchanges data at over `link` with `lanes` of PCIe `generation`: the NVLink
    // bridge's rate, PCIe's practical half of its signalling rate, and through host memory half of
    // that again (the data crosses the link twice); 0 for one card.
    static double linkGBs(Link link, int lanes, int generation);
    // The routed experts' parameters one token runs through (what offloading leaves to the CPU).
    static double offloadedExpertParamsPerToken(const ModelShape &shape);
    // FLOP/s a card reaches in 16-bit transformer training (the calibrated llm-foundry level).
    static double transformerFlops(double fp32Tflops, double bandwidthGBs, int family, bool geforce);
    static QString linkName(Link link);

    struct ScalingPoint
    {
        QString gpu;
        int gpus = 0;
        double speedup = 0.0;
        QString source;
    };
    static const QList<ScalingPoint> &scalingPoints();
    // Seconds of gradient exchange per second of compute for image models, per 10^14 FLOP/s of the
    // card over 1 GB/s of link, fitted on measured scaling.
    static double visionExchangeConstant();

    // The measured ratios behind the fine-tuning methods and fp8 (throughput.csv rows):
    static constexpr double kLoraOverFull = 25206.0 / 17120.0; // NeMo, Llama 2 7B, H100: LoRA vs SFT
    static constexpr double kQloraOverLora = 2413.0 / 3083.0; // torchtune, Llama 3.1 8B, RTX 4090
    static constexpr double kFp8OverBf16 = 30586.0 / 24142.0; // llm-foundry, MPT-3B, H100
};

} // namespace rigsmith::core
