// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/workloadestimate.h"

#include "core/model/csvresource.h"
#include "core/model/workloadsettings.h"
#include "core/workload/calibration.h"
#include "core/workload/decodeengine.h"
#include "core/workload/expertoffload.h"
#include "core/workload/frameworkmemory.h"
#include "core/workload/memorypopulation.h"
#include "core/workload/modelshape.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <span>
#include <utility>

namespace rigsmith::core {

namespace {

// The DRAM channels a processor drives, from its socket and name (core/workload/data/
// memory_channels.csv: each row read from a dataset, the first match wins); 0 when not on record.
int tableChannels(const Cpu &cpu)
{
    struct Row
    {
        QString socket;
        QRegularExpression name;
        int channels = 0;
    };
    static const QList<Row> rows = [] {
        QList<Row> out;
        for (const CsvRow &r :
            readCsvResource(QStringLiteral(":/rigsmith/workload/data/memory_channels.csv"))) {
            const QString pattern = r.value(QStringLiteral("name_pattern"));
            out.append({r.value(QStringLiteral("socket")),
                QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption),
                r.value(QStringLiteral("channels")).toInt()});
        }
        return out;
    }();
    const auto bare = [](QString s) { return s.remove(u' ').toLower(); };
    const QString socket = bare(cpu.spec.socket);
    for (const Row &r : rows) {
        if (bare(r.socket) == socket
            && (r.name.pattern().isEmpty() || r.name.match(cpu.info.name).hasMatch()))
            return r.channels;
    }
    return 0;
}

} // namespace

int memoryChannelsOf(const Cpu &cpu)
{
    // Asked for every processor and kit the advisor weighs: kept per socket and name, per thread.
    thread_local QHash<std::pair<QString, QString>, int> known;
    const std::pair<QString, QString> key {cpu.spec.socket, cpu.info.name};
    if (const auto found = known.constFind(key); found != known.cend())
        return *found;
    return *known.insert(key, tableChannels(cpu));
}

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

} // namespace

double withOffloadBound(double unitsPerSecond, double bound)
{
    return unitsPerSecond > 0 && bound > 0 ? 1.0 / (1.0 / unitsPerSecond + 1.0 / bound) : unitsPerSecond;
}

QString formatThroughput(double v, const QString &unit)
{
    const int digits = v >= 100 ? 0 : v >= 10 ? 1 : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(v, 'f', digits), unit);
}

QString formatThroughput(double v, const QString &unit, double band)
{
    if (band <= 0)
        return formatThroughput(v, unit);
    return Text::tr("%1 (± %2 %)").arg(formatThroughput(v, unit)).arg(std::lround(band * 100.0));
}

double trainingErrorBand()
{
    static const double band = leaveOneOutTraining(trainingPoints()).band;
    return band;
}

double trainingComparisonBand()
{
    static const double band = leaveOneOutTraining(trainingPoints()).meanAbsError;
    return band;
}

double decodeErrorBand()
{
    static const double band = leaveOneSetOutDecode(calibrationPoints(QStringLiteral("decode"))).band;
    return band;
}

double decodeComparisonBand()
{
    static const double band = leaveOneOutDecode(calibrationPoints(QStringLiteral("decode"))).meanAbsError;
    return band;
}

double throughputBandOf(const Workload &w)
{
    return kindModel(w.kind).throughputBand(w);
}

double comparisonBandOf(const Workload &w)
{
    return kindModel(w.kind).comparisonBand(w);
}

double memoryBandOf(const Workload &w)
{
    const WorkloadKindModel &kind = kindModel(w.kind);
    return kind.memoryBand ? kind.memoryBand() : 0.0;
}

namespace {

struct KitCount
{
    const MemoryKit *kit;
    int quantity;
};

SystemMemory fromKits(const Cpu *cpu, std::span<const KitCount> kits)
{
    SystemMemory m;
    int speed = 0, modules = 0;
    for (const KitCount &k : kits) {
        m.gb += k.kit->total().value() * k.quantity;
        speed = speed == 0 ? k.kit->speedMTs : std::min(speed, k.kit->speedMTs);
        modules += k.kit->modules * k.quantity;
    }
    m.channelsAssumed = !cpu || memoryChannelsOf(*cpu) <= 0;
    m.ratedMTs = speed;
    const SystemMemory::Population p = cpu && !kits.empty()
        ? SystemMemory::population(*cpu, kits.front().kit->type, modules, speed)
        : SystemMemory::population(0, 0, modules, speed);
    m.processorMTs = p.processorMTs;
    m.processorEstimated = p.processorEstimated;
    m.channels = p.channels;
    m.speedMTs = p.speedMTs;
    m.bandwidthGBs = p.bandwidthGBs();
    return m;
}

} // namespace

SystemMemory::Population SystemMemory::population(
    int knownChannels, int twoPerChannelMTs, int modules, int speedMTs)
{
    Population p;
    // A channel without a module carries nothing: four channels with two modules run as two.
    p.channels = std::min(knownChannels > 0 ? knownChannels : 2, modules);
    p.speedMTs = speedMTs;
    // Two modules in a channel run at the platform maker's lower speed where one is on record.
    if (twoModulesPerChannel(modules, knownChannels) && twoPerChannelMTs > 0)
        p.speedMTs = std::min(speedMTs, twoPerChannelMTs);
    return p;
}

SystemMemory::Population SystemMemory::population(const Cpu &cpu, MemoryType type, int modules, int kitMTs)
{
    const int known = memoryChannelsOf(cpu);
    int speed = kitMTs;
    int processorMTs = 0;
    bool estimated = false;
    // No faster than the processor maker rates its memory for: beyond is overclocking.
    if (const auto rated = ratedMemorySpeed(cpu.spec.socket, cpu.info.name, type);
        rated && rated->speedMTs > 0 && rated->speedMTs < kitMTs) {
        speed = processorMTs = rated->speedMTs;
        estimated = rated->estimated;
    }
    int twoPerChannelMTs = 0;
    if (twoModulesPerChannel(modules, known)) {
        const auto row = twoPerChannelRow(cpu.spec.socket, type);
        twoPerChannelMTs = row ? row->speedMTs : 0;
    }
    Population p = population(known, twoPerChannelMTs, modules, speed);
    p.processorMTs = processorMTs;
    p.processorEstimated = estimated;
    return p;
}

SystemMemory SystemMemory::of(const Build &b)
{
    QVarLengthArray<KitCount, 4> kits;
    for (const Counted<Memory> &k : b.memory)
        kits.append({&k.part.spec, k.quantity});
    return fromKits(b.cpu ? &*b.cpu : nullptr, std::span<const KitCount>(kits.data(), kits.size()));
}

SystemMemory SystemMemory::of(const Cpu *cpu, const MemoryKit &kit, int quantity)
{
    const KitCount one {&kit, quantity};
    return fromKits(cpu, std::span<const KitCount>(&one, 1));
}

SystemMemory SystemMemory::of(int channels, int speedMTs)
{
    SystemMemory m;
    m.channels = std::max(0, channels);
    m.bandwidthGBs = std::max(0, speedMTs) * 8.0 * m.channels / 1000.0;
    return m;
}

double offloadBound(const Workload &w, double bandwidthGBs)
{
    const double share = offloadedExpertShare(w);
    if (share <= 0 || bandwidthGBs <= 0)
        return 0.0;
    const double bytes = ThroughputModel::offloadedExpertParamsPerToken(shapeOf(w)) * share
        * bytesPerValue(w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision);
    // The processor reads them at the share of the rated bandwidth published llama.cpp runs reach
    // (expertoffload.h), not at the rated figure.
    return bytes > 0 ? expertOffloadFit().share * bandwidthGBs * 1e9 / bytes : 0.0;
}

double cardThroughput(const GpuSpec &gpu, const Workload &w, const SystemMemory &memory)
{
    return withOffloadBound(
        ThroughputModel::singleGpu(gpu, w).unitsPerSecond, offloadBound(w, memory.bandwidthGBs));
}

WorkloadEstimate WorkloadEstimate::of(
    const Build &b, const ThermalEstimate &thermal, const PcieAllocation &pcie, double dataFactor)
{
    WorkloadEstimate e;
    e.kind = b.workload.kind;
    const WorkloadKindModel &kind = kindModel(e.kind);
    e.unit = kind.unit();
    const int n = int(b.gpus.size());
    e.memory = MemoryEstimate::of(b.workload, std::max(1, n));
    e.neededPerGpu = e.memory.needed();
    if (n == 0)
        return e;
    double sum = 0.0;
    QList<double> alone; // each card's units/s on its own
    QList<double> effective; // the same after its throttling and link
    double memory = 0.0; // GB on all cards, which a layer split shares out
    QStringList models;
    e.availablePerGpu = b.gpus.first().gpu.spec.memory.value();
    e.narrowestLanes = 16;
    e.generation = 6;
    for (const GpuPlacement &g : b.gpus) {
        e.availablePerGpu = std::min(e.availablePerGpu, g.gpu.spec.memory.value());
        const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(g.gpu.spec, b.workload);
        if (&g == &b.gpus.first()) {
            e.perGpu = one.unitsPerSecond;
            e.runsAs = one.runsAs;
        }
        // Throttling at the share of the time the card works (one user on split layers: 1 / n).
        const double heat = thermal.card(g.slot)
            ? throttlingAtDuty(thermal.card(g.slot)->loss, cardDuty(b.workload, n))
            : 0.0;
        const double linkLoss = pcie.link(g.slot) ? pcie.link(g.slot)->loss : 0.0;
        alone.append(one.unitsPerSecond);
        effective.append(one.unitsPerSecond * (1.0 - heat) * (1.0 - linkLoss));
        sum += effective.last();
        memory += g.gpu.spec.memory.value();
        const QString model = QStringLiteral("%1/%2")
                                  .arg(g.gpu.spec.model.isEmpty() ? g.gpu.info.name : g.gpu.spec.model)
                                  .arg(g.gpu.spec.memory.value());
        if (!models.contains(model))
            models.append(model);
        if (const auto *l = pcie.link(g.slot)) {
            e.narrowestLanes = std::min(e.narrowestLanes, l->lanes);
            e.generation = std::min(e.generation, l->generation);
        }
    }
    e.mixedModels = models.size() > 1;
    // The card the scaling is figured for: the first, or with mixed models the slowest.
    qsizetype pace = 0;
    if (e.mixedModels) {
        pace = std::min_element(effective.cbegin(), effective.cend()) - effective.cbegin();
        const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(b.gpus[pace].gpu.spec, b.workload);
        e.runsAs = one.runsAs;
        if (kind.sharing == WorkloadKindModel::Sharing::LayerSplit) {
            // Layers split in proportion to each card's memory, llama.cpp's default ("By default the data
            // is split in proportion to VRAM", tools/main/README.md): each token passes every card in turn,
            // so the time per token is the sum of each card's share over its speed.
            double seconds = 0.0;
            double secondsEffective = 0.0;
            for (qsizetype i = 0; i < n; ++i) {
                const double share = memory > 0 ? b.gpus[i].gpu.spec.memory.value() / memory : 1.0 / n;
                seconds += alone[i] > 0 ? share / alone[i] : 0.0;
                secondsEffective += effective[i] > 0 ? share / effective[i] : 0.0;
            }
            e.perGpu = seconds > 0 ? 1.0 / seconds : 0.0;
            sum = secondsEffective > 0 ? n / secondsEffective : 0.0;
        } else {
            // Synchronous data parallelism: every step waits for the slowest card.
            e.perGpu = one.unitsPerSecond;
            e.paceGpu = b.gpus[pace].gpu.info.name;
            sum = effective[pace] * n;
        }
    }
    if (e.generation == 6)
        e.generation = b.gpus.first().gpu.spec.pcieGeneration;
    // A vision model's 16-bit memory need shrinks by the guide's 1.5 on tensor-core cards (GPU-5).
    e.neededPerGpu = e.memory.neededOn(b.gpus.first().gpu.spec, b.workload.precision);
    e.fits = e.neededPerGpu <= e.availablePerGpu;
    const GpuSpec &first = b.gpus.first().gpu.spec;
    e.measuredBasis = ThroughputModel::hasMeasuredBasis(first);
    // NVLink only through a bridge the build holds that joins its two cards; else what PCIe allows.
    e.link = ThroughputModel::linkOf(b);
    e.scaling = ThroughputModel::scaling(
        b.gpus[pace].gpu.spec, b.workload, n, e.link, e.narrowestLanes, e.generation);
    e.throughput = sum / n * e.scaling * (kind.imageData ? dataFactor : 1.0);
    const Workload &w = b.workload;
    e.throughputBand = throughputBandOf(w);
    e.duty = cardDuty(w, n);
    e.memoryBand = memoryBandOf(w);
    const SystemMemory system = SystemMemory::of(b);
    e.systemMemoryGb = system.gb;
    if (w.serving > 0 && kindReads(e.kind, WorkloadSetting::Serving) && e.measuredBasis) {
        e.serving = ServingModel::of(first, w, n, ServingLink {e.link, e.narrowestLanes, e.generation});
        // Heat and link losses as for the single-card figure.
        const double losses = e.perGpu > 0 ? sum / n / e.perGpu : 1.0;
        e.serving->totalTokensPerSecond *= losses;
        e.serving->perUserTokensPerSecond *= losses;
    }
    e.offloadBound = core::offloadBound(w, system.bandwidthGBs);
    if (e.offloadBound > 0) {
        e.systemMemoryGBs = system.bandwidthGBs;
        e.memoryChannels = system.channels;
        e.memorySpeedMTs = system.speedMTs;
        e.memoryRatedMTs = system.ratedMTs;
        e.memoryProcessorMTs = system.processorMTs;
        e.memoryProcessorEstimated = system.processorEstimated;
        e.channelsAssumed = system.channelsAssumed;
        e.throughput = withOffloadBound(e.throughput, e.offloadBound);
    }
    return e;
}

QList<FitOption> WorkloadEstimate::fitOptions(const Workload &w, int gpus, double cardGb)
{
    QList<FitOption> out;
    gpus = std::max(1, gpus);
    // Keeps the change when `count` cards of this size hold the job so changed.
    const auto tryWith = [&](const FitChange &change, int count) {
        const double gb = MemoryEstimate::of(change.changed, count).needed();
        if (gb > cardGb)
            return false;
        out.append({change.what, gb, count == gpus ? 0 : count});
        return true;
    };
    const WorkloadKindModel &kind = kindModel(w.kind);
    for (const FitChange &change : kind.fitChanges(w, gpus, cardGb))
        tryWith(change, gpus);
    // Spread across more cards of this size (training: FSDP; inference: layers split).
    for (int count = gpus + 1; kind.spread && count <= 64; ++count) {
        if (tryWith(kind.spread(w, count), count))
            break;
    }
    return out;
}

QString workloadSummaryText(const Workload &w, const WorkloadEstimate &e, int gpus)
{
    if (gpus == 0)
        return Text::tr("%1: no GPU").arg(describeWorkload(w));
    const QString memory = Text::tr("%1 GB a GPU needed, %2 GB on the smallest card")
                               .arg(QLocale().toString(e.neededPerGpu, 'f', 1))
                               .arg(e.availablePerGpu);
    const QString speed = e.measuredBasis && e.throughput > 0
        ? formatThroughput(e.throughput, e.unit, e.throughputBand)
        : Text::tr("%1: no measured basis").arg(e.unit);
    return e.fits ? Text::tr("%1: %2; %3: fits").arg(describeWorkload(w), speed, memory)
                  : Text::tr("%1: %2; %3: does not fit").arg(describeWorkload(w), speed, memory);
}

QString workloadInputsText(const Workload &w)
{
    QStringList parts;
    if (!kindModel(w.kind).imageData) {
        const ModelShape shape = shapeOf(w);
        const double total = totalParamsOf(w), active = activeParamsOf(w);
        parts.append(active < total
                ? Text::tr("%1: %2 B parameters, %3 B active a token (mixture of experts)")
                      .arg(shape.name)
                      .arg(total)
                      .arg(active)
                : Text::tr("%1 B parameters (shape %2%3)")
                      .arg(total)
                      .arg(shape.name, shape.estimated ? Text::tr(", scaled") : QString()));
        // torchtune trains in one dtype: its 16-bit is no mixed precision (memoryestimate.h).
        const bool oneDtype = kindReads(w.kind, WorkloadSetting::Framework)
            && w.framework == FineTuneFramework::Torchtune
            && (w.precision == Precision::Bf16 || w.precision == Precision::Fp16);
        parts.append(oneDtype ? Text::tr("%1 throughout (torchtune: no fp32 master copy)")
                                    .arg(w.precision == Precision::Fp16 ? QStringLiteral("fp16")
                                                                        : QStringLiteral("bfloat16"))
                              : displayName(w.precision));
    } else {
        // Vision training: the guide's task profile (its memory minimum) and the precision.
        parts.append(displayName(w.task));
        parts.append(displayName(w.precision));
    }
    if (kindReads(w.kind, WorkloadSetting::Method))
        parts.append(Text::tr("%1 with %2").arg(displayName(w.method), displayName(w.framework)));
    if (kindReads(w.kind, WorkloadSetting::Engine)) {
        parts.append(w.serving > 0 ? Text::tr("served to %n concurrent sequence(s) by %1", nullptr, w.serving)
                                         .arg(displayName(w.engine))
                                   : Text::tr("one user (%1)").arg(displayName(w.engine)));
        parts.append(displayName(w.kvPrecision));
        parts.append(Text::tr("%1 tokens of context").arg(w.sequenceLength));
        if (settingApplies(w, WorkloadSetting::ExpertLayers))
            parts.append(settingText(w, WorkloadSetting::ExpertLayers));
    }
    return Text::tr("inputs: %1").arg(parts.join(QStringLiteral(", ")));
}

QString servingText(const ServingEstimate &e, const Workload &w)
{
    const QLocale locale;
    const QString ttft = e.ttftBand > 0 ? Text::tr("%1 s (± %2 %)")
                                              .arg(locale.toString(e.ttftSeconds, 'f', 2))
                                              .arg(std::lround(e.ttftBand * 100.0))
                                        : Text::tr("%1 s").arg(locale.toString(e.ttftSeconds, 'f', 2));
    QString out = Text::tr(
        "served: %1 tokens/s in all, %2 tokens/s per user at %n concurrent sequence(s); first token "
        "after about %3 for a %4-token prompt at that load",
        nullptr, e.sequences)
                      .arg(locale.toString(e.totalTokensPerSecond, 'f', 0),
                          locale.toString(e.perUserTokensPerSecond, 'f', 1), ttft)
                      .arg(w.promptTokens);
    if (e.noneFits)
        out += Text::tr("; not even one sequence's KV cache fits beside the weights");
    else if (e.queued())
        out += Text::tr("; only %1 of the %2 sequences fit the KV cache at once: the rest queue, about %3 s "
                        "each before its first token")
                   .arg(e.admitted)
                   .arg(e.sequences)
                   .arg(locale.toString(e.queueSeconds, 'f', 1));
    if (e.pipelineStages > 1 && w.engine == ServingEngine::Vllm) {
        if (ServingModel::tensorParallelSize(w, e.cards) < e.cards)
            out += Text::tr(
                "; %1 takes tensor-parallel sizes that divide the model's attention heads and the "
                "cards")
                       .arg(displayName(w.engine));
        out += Text::tr(
            "; the %1 cards run as %2 pipeline stages of %3 (--tensor-parallel-size %3 "
            "--pipeline-parallel-size %2), each stage reading its layers' weights once for each of "
            "%2 batches in flight")
                   .arg(e.cards)
                   .arg(e.pipelineStages)
                   .arg(e.tensorParallel());
    } else if (e.pipelineStages > 1)
        out += Text::tr("; %1 splits the model by layers over the %2 cards: a step's batch passes them one "
                        "after another")
                   .arg(displayName(w.engine))
                   .arg(e.cards);
    if (e.replicas > 1)
        out += Text::tr("; as %1 replicas (one copy a card): %2 tokens/s in all")
                   .arg(e.replicas)
                   .arg(locale.toString(e.replicaTokensPerSecond, 'f', 0));
    return out;
}

} // namespace rigsmith::core
