// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/pcieallocation.h"
#include "core/analysis/thermalestimate.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/servingmodel.h"
#include "core/workload/throughputmodel.h"

namespace rigsmith::core {

// The build's system memory as experts kept there (MoE offloading) see it.
struct SystemMemory
{
    double gb = 0.0; // capacity
    // Channels × the slowest kit's speed × 8 bytes a transfer (0: no memory in the build).
    double bandwidthGBs = 0.0;
    // Channels counted: the processor's (by socket and name, core/workload/data/memory_channels.csv),
    // or two when it is not on record (or there is no processor), never more than the modules fitted.
    int channels = 0;
    bool channelsAssumed = false; // the processor's channel count is not known: two assumed
    int ratedMTs = 0; // the slowest kit's rated speed
    // The speed the bandwidth counts: the kits' rated one, no more than the processor maker's rated speed,
    // and lower where two modules share a channel and the platform maker states a lower speed for that
    // (core/workload/memorypopulation.h).
    int speedMTs = 0;
    bool speedAssumed = false; // no kit named: a typical kit's speed assumed (fit without a build)
    // The processor maker's rated speed where it is below the kits' (ratedMemorySpeed()): the bandwidth
    // counts no more; 0 when the kits are within it or it is not on record.
    int processorMTs = 0;
    bool processorEstimated = false;
    static SystemMemory of(const Build &build);
    // `quantity` of one kit with processor `cpu` (none: two channels assumed), as a build holding only them.
    static SystemMemory of(const Cpu *cpu, const MemoryKit &kit, int quantity);
    // The rule of both: `modules` modules at `speedMTs` on a processor of `knownChannels` channels (0: not
    // on record, two assumed); where two share a channel, at most `twoPerChannelMTs` (0: no figure).
    struct Population
    {
        int channels = 0;
        int speedMTs = 0;
        int processorMTs = 0; // the processor maker's rated speed where it bounds the kit's (0: it does not)
        bool processorEstimated = false;
        double bandwidthGBs() const { return speedMTs * 8.0 * channels / 1000.0; }
    };
    static Population population(int knownChannels, int twoPerChannelMTs, int modules, int speedMTs);
    // The same for `modules` modules of a kit of `type` rated at `kitMTs` on processor `cpu`, its inputs
    // looked up: the processor's channels, the platform's speed for two modules a channel, and the processor
    // maker's rated memory speed, which the kit's counts no faster than (core/workload/memorypopulation.h).
    static Population population(const Cpu &cpu, MemoryType type, int modules, int kitMTs);
    // `channels` channels of memory at `speedMTs` (the same bandwidth rule as a build's).
    static SystemMemory of(int channels, int speedMTs);
};

// The DRAM channels a processor drives, from its socket and name (core/workload/data/memory_channels.csv,
// each row read from a dataset, the first match wins); 0 when not on record.
int memoryChannelsOf(const Cpu &cpu);

// Tokens/s that reading the offloaded experts from memory rated at `bandwidthGBs` alone allows, at the
// share of it llama.cpp's processor side reaches (expertOffloadFit(); 0: the workload keeps no experts
// in system memory, or there is no bandwidth to read them at).
double offloadBound(const Workload &workload, double bandwidthGBs);
// Decoding waits for the GPU's share and the experts' reads from system memory in turn: units/s
// with the bound applied (unchanged when `bound` is 0).
double withOffloadBound(double unitsPerSecond, double bound);
// One card's units/s for the workload with the system-memory bound of offloaded experts applied
// (ThroughputModel::singleGpu otherwise): what the value map ranks cards by. The build's estimate
// applies the same bound (WorkloadEstimate::of).
double cardThroughput(const GpuSpec &gpu, const Workload &workload, const SystemMemory &memory);

// A change that makes the workload fit, with the memory per GPU it leaves.
struct FitOption
{
    QString what; // translated: "QLoRA (4-bit base weights)"
    double memoryPerGpu = 0.0; // GB
    int gpus = 0; // GPUs it needs (for sharding across more cards), else 0
};

// The build's workload in real units: memory per GPU against what each card has, and throughput.
struct WorkloadEstimate
{
    WorkloadKind kind = WorkloadKind::Vision;
    QString unit;
    MemoryEstimate memory; // per GPU, with the build's number of GPUs
    double neededPerGpu = 0.0; // GB (vision: the guide's minimum)
    double availablePerGpu = 0.0; // GB, the smallest card
    bool fits = true;
    // Units/s of one card alone, no losses: the card the total rests on. Mixed models: training runs
    // every card at the slowest one's pace (that card); inference passes every card in turn (the
    // cards' harmonic mean).
    double perGpu = 0.0;
    bool mixedModels = false; // the GPUs are not all one model
    QString paceGpu; // mixed models in training: the card that sets the pace (its name)
    Precision runsAs = Precision::Fp16;
    double scaling = 0.0;
    ThroughputModel::Link link = ThroughputModel::Link::Single;
    int narrowestLanes = 0;
    int generation = 0;
    double throughput = 0.0; // the build, units/s
    bool measuredBasis = true; // false: the first card has none (ThroughputModel::hasMeasuredBasis)
    // Serving (workload.serving > 0): the whole server's figures on the build's cards.
    std::optional<ServingEstimate> serving;
    // MoE experts kept in system memory: the build's memory bandwidth they are read at (GB/s, the
    // processor's channels at the kit's speed, SystemMemory) and the token rate that alone allows;
    // 0 when not offloading.
    double systemMemoryGBs = 0.0;
    double systemMemoryGb = 0.0; // GB of system memory the build has
    int memoryChannels = 0; // channels the bandwidth counts
    int memorySpeedMTs = 0; // the speed it counts
    int memoryRatedMTs = 0; // the kits' rated speed (higher when two modules a channel slow them)
    int memoryProcessorMTs = 0; // the processor maker's rated speed where it is below the kits'
    bool memoryProcessorEstimated = false;
    bool channelsAssumed = false; // two channels assumed: the processor's count is not on record
    double offloadBound = 0.0;
    // The error band of the throughput and of the memory estimate: the leave-out checks' mean
    // relative error for this kind of workload (0: no check covers it).
    double throughputBand = 0.0;
    double memoryBand = 0.0;
    // The share of the time each card works, which its throttling is counted at (decodeengine.h).
    double duty = 1.0;

    static WorkloadEstimate of(
        const Build &build, const ThermalEstimate &thermal, const PcieAllocation &pcie, double dataFactor);
    // What would make `workload` fit on cards of `cardGb` with `gpus` of them, best first.
    static QList<FitOption> fitOptions(const Workload &workload, int gpus, double cardGb);
};

// "1,234 images/s", "56.7 tokens/s": a throughput with sensible digits and its unit.
QString formatThroughput(double unitsPerSecond, const QString &unit);
// "56.7 tokens/s (± 12 %)": with the estimate's error band when there is one.
QString formatThroughput(double unitsPerSecond, const QString &unit, double band);
// "inputs: Qwen3 30B-A3B: 30.5 B parameters, 3.3 B active a token, …": what an estimate rests on.
QString workloadInputsText(const Workload &workload);
// "served: 1,076 tokens/s in all, 33.6 tokens/s per user at 32 concurrent sequences; first token …"
QString servingText(const ServingEstimate &estimate, const Workload &workload);
// "Inference (70B, 4-bit, …): 18.2 tokens/s (± 12 %); 41.3 GB a GPU needed, 24 GB on the smallest card:
// does not fit": one workload of a build in a line (the further workloads are listed so too).
QString workloadSummaryText(const Workload &workload, const WorkloadEstimate &estimate, int gpus);
// The error bands by kind, each the error four in five rows of a leave-out check stay within
// (coveringError): training (16-bit, leave one point out) and one user's decode (leave one model out:
// each model in its precision predicted by a fit on the others).
double trainingErrorBand();
double decodeErrorBand();
// How far apart two figures of one job on different builds may be and still be the same: the mean error
// of the leave-one-point-out checks, which tell cards apart on data the fit knows (what the advisor's
// "as fast" reads). A figure's own band (decodeErrorBand) is wider: it holds for a model never measured.
double trainingComparisonBand();
double decodeComparisonBand();
// The band of a workload's throughput: training's, serving's, or one user's decode (llama.cpp's fit plus
// the engine's leave-one-source-out error against it).
double throughputBandOf(const Workload &workload);
// How much two builds' figures for `workload` may differ and still count as equally fast.
double comparisonBandOf(const Workload &workload);
// The band of its memory figure: a fine-tuning framework's leave-one-out error, or 0 (none measured).
double memoryBandOf(const Workload &workload);

} // namespace rigsmith::core
