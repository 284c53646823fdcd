// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/pcieallocation.h"
#include "core/analysis/thermalestimate.h"

namespace rigsmith::core {

// Relative training throughput, on the scale of the guide's §1.1 table (Tesla V100 = 0.90,
// average of CNN and Transformer). A card's score comes from its effective compute (tensor
// TFLOPS when 16-bit training uses tensor cores, FP32 TFLOPS otherwise) and memory bandwidth,
// fitted to that table (mean absolute error 5.3 %):
//     score = e^-4.908 × TFLOPS^0.8947 × (GB/s)^0.2794 × (e^-1.466 when tensor TFLOPS are used)
// The build's throughput multiplies the cards by the guide's multi-GPU scaling (1.9 / 2.8 / 3.5
// for 2 / 3 / 4 GPUs), by what throttling and narrow links leave, and by what data loading allows.
struct PerformanceEstimate
{
    static constexpr double kComputeMsPerBatch = 200.0; // compute per batch, most ImageNet networks (STO-2)
    // Blocking reads matter when they take this share of the compute per step or more: the guide's
    // example (185 ms against about 200 ms) is a hard disk; an SSD's 34 ms or less is not flagged.
    static constexpr double kBlockingShare = 0.25;

    struct Card
    {
        int slot = 0;
        double score = 0.0; // the card alone, no losses
        double effective = 0.0; // after its throttling and link losses
    };
    QList<Card> cards;
    double scaling = 0.0; // speed-up of N GPUs over one (GPU-10)
    double dataFactor = 1.0; // 1 = data loading keeps up; below 1, it holds the GPUs back
    QString dataLimit; // what limits it, when dataFactor < 1
    double throughput = 0.0; // the build, in single-GPU-score units

    static PerformanceEstimate of(
        const Build &build, const ThermalEstimate &thermal, const PcieAllocation &pcie);

    // The per-card score; `fp16` chooses 16-bit training (tensor cores where the card has them).
    static double gpuScore(const GpuSpec &gpu, bool fp16);
    // The fitted formula alone, without the 32-bit bound.
    static double gpuScoreRaw(const GpuSpec &gpu, bool fp16);
    static double multiGpuScaling(int gpus);
    // CPU threads per GPU the preprocessing strategy needs (CPU-2: 4 on the fly, CPU-3: 2 offline).
    static int threadsPerGpuNeeded(Preprocessing preprocessing);
    // Milliseconds to read one ImageNet batch of 32 (18.5 MB, §10.3) from a drive of this speed.
    static double batchReadMs(int readMBs);
};

} // namespace rigsmith::core
