// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/performanceestimate.h"

#include "core/analysis/datadrive.h"
#include "core/model/processorsockets.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Performance)
};

constexpr double kBatchMB = 18.5; // an ImageNet batch of 32 (RULES.md §10.3)

} // namespace

double PerformanceEstimate::gpuScore(const GpuSpec &g, bool fp16)
{
    // From Ampere on, FP32 TFLOPS doubled on paper (dual issue) without a matching training gain;
    // a tensor-core card never trains faster in 32-bit than in 16-bit, so that bounds its 32-bit score.
    if (!fp16 && g.tensorCores && g.tensorTflops)
        return std::min(gpuScore(g, true), gpuScoreRaw(g, false));
    return gpuScoreRaw(g, fp16);
}

double PerformanceEstimate::gpuScoreRaw(const GpuSpec &g, bool fp16)
{
    const bool tensor = fp16 && g.tensorCores && g.tensorTflops;
    const double tflops = tensor ? *g.tensorTflops : g.fp32Tflops.value_or(0.0);
    if (tflops <= 0.0 || g.memoryBandwidthGBs <= 0.0)
        return 0.0;
    return std::exp(-4.908 + 0.8947 * std::log(tflops) + 0.2794 * std::log(g.memoryBandwidthGBs)
        - (tensor ? 1.466 : 0.0));
}

double PerformanceEstimate::multiGpuScaling(int gpus)
{
    switch (gpus) {
    case 0:
        return 0.0;
    case 1:
        return 1.0;
    case 2:
        return 1.9;
    case 3:
        return 2.8;
    case 4:
        return 3.5;
    }
    return 3.5 + 0.7 * (gpus - 4); // beyond the guide: the last step's gain per further GPU
}

int PerformanceEstimate::threadsPerGpuNeeded(Preprocessing preprocessing)
{
    return preprocessing == Preprocessing::OnTheFly ? 4 : 2;
}

double PerformanceEstimate::batchReadMs(int readMBs)
{
    return readMBs > 0 ? kBatchMB / readMBs * 1000.0 : 0.0;
}

PerformanceEstimate PerformanceEstimate::of(
    const Build &b, const ThermalEstimate &thermal, const PcieAllocation &pcie)
{
    PerformanceEstimate p;
    const bool fp16 = usesTensorCores(b.workload.precision);
    double sum = 0.0;
    for (const GpuPlacement &g : b.gpus) {
        Card c;
        c.slot = g.slot;
        c.score = gpuScore(g.gpu.spec, fp16);
        const double heat = thermal.card(g.slot) ? thermal.card(g.slot)->loss : 0.0;
        const double link = pcie.link(g.slot) ? pcie.link(g.slot)->loss : 0.0;
        c.effective = c.score * (1.0 - heat) * (1.0 - link);
        sum += c.effective;
        p.cards.append(c);
    }
    const int n = int(b.gpus.size());
    p.scaling = multiGpuScaling(n);
    if (n == 0)
        return p;

    // Data loading. CPU: too few threads per GPU slow preprocessing in proportion.
    if (b.cpu && readsTrainingData(b.workload)) {
        const int needed = threadsPerGpuNeeded(b.workload.preprocessing) * n;
        if (processorThreads(b) < needed) {
            p.dataFactor = double(processorThreads(b)) / needed;
            p.dataLimit = Text::tr("%1 CPU threads for %2 needed").arg(processorThreads(b)).arg(needed);
        }
    }
    // Storage (§10.3): reads cost time only when they block (no prefetching); the GPUs' batches are
    // read one after another from the data drive in each step.
    const Counted<Storage> *data = dataDrive(b);
    const int readMBs = data ? readSpeedMBs(data->part) : 0;
    if (!b.workload.asyncLoading && readMBs > 0 && readsTrainingData(b.workload)) {
        const double readMs = n * batchReadMs(readMBs);
        const double factor = kComputeMsPerBatch / (kComputeMsPerBatch + readMs);
        if (factor < p.dataFactor) {
            p.dataFactor = factor;
            p.dataLimit = Text::tr("blocking reads of %1 batches of %2 MB take %3 ms per step from %4")
                              .arg(n)
                              .arg(kBatchMB)
                              .arg(readMs, 0, 'f', 0)
                              .arg(data->part.info.name);
        }
    }
    // Several cards of different models cannot share one data-parallel job efficiently; with one
    // model this is the mean card times the scaling.
    p.throughput = sum / n * p.scaling * p.dataFactor;
    return p;
}

} // namespace rigsmith::core
