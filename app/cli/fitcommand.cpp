// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitcommand.h"

#include "clierror.h"
#include "core/model/workloadsettings.h"
#include "core/workload/decodeengine.h"
#include "core/workload/frameworkmemory.h"
#include "terminaltext.h"
#include "workloadjson.h"
#include "workloadoptions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace rigsmith::cli {

using namespace core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

// The middle speed of the catalog's memory kits: what fit takes for a build's memory it is not told.
int medianKitSpeed(const PartCatalog &catalog)
{
    QList<int> speeds;
    for (const Part &part : catalog.parts(PartKind::Memory)) {
        if (const auto *m = part.as<MemoryKit>(); m && m->speedMTs > 0)
            speeds.append(m->speedMTs);
    }
    if (speeds.isEmpty())
        return 0;
    std::sort(speeds.begin(), speeds.end());
    return speeds[speeds.size() / 2];
}

// Without a build there are no slots and no parts: two cards that take a bridge are counted with one that
// fits them, and the text says so (a build's link comes from its bridge and slots).
QString fitLinkName(ThroughputModel::Link link)
{
    if (link == ThroughputModel::Link::NvlinkBridge)
        return Text::tr("NVLink bridge (assumed: a bridge that fits the cards' slots is bought)");
    return ThroughputModel::linkName(link);
}

} // namespace

std::variant<QString, FitAnswer> fitAnswer(const QCommandLineParser &p, const PartCatalog &catalog)
{
    if (!p.isSet(QStringLiteral("gpu")) || !p.isSet(QStringLiteral("workload")))
        return Text::tr("fit needs --gpu MODEL and --workload vision|transformer|finetune|inference");
    QString error;
    FitAnswer a;
    const auto workload = workloadFromOptions(p, WorkloadKind::Vision);
    if (const QString *e = std::get_if<QString>(&workload))
        return *e;
    a.workload = std::get<Workload>(workload);
    const Workload &w = a.workload;
    if (const auto v = numberOption(p, QStringLiteral("gpus"), 1, Build::kMaxGpus, error))
        a.gpus = int(*v);
    if (!error.isEmpty())
        return error;
    const auto channels = numberOption(p, QStringLiteral("memory-channels"), 1, 24, error);
    if (!error.isEmpty())
        return error;
    const auto speed = numberOption(p, QStringLiteral("memory-speed"), 800, 20000, error);
    if (!error.isEmpty())
        return error;
    const auto stages = numberOption(p, QStringLiteral("pipeline-parallel"), 1, Build::kMaxGpus, error);
    if (!error.isEmpty())
        return error;
    if (stages) {
        if (w.serving <= 0 || !kindReads(w.kind, WorkloadSetting::Serving))
            return Text::tr(
                "--pipeline-parallel applies to a served model (--workload inference --serving N)");
        if (const QString refused = ServingModel::stagesRefused(w, a.gpus, int(*stages)); !refused.isEmpty())
            return refused;
        a.pipelineStages = int(*stages);
    }

    // The GPU model: an exact name first, then the only model whose name contains the text.
    const QString wanted = p.value(QStringLiteral("gpu")).trimmed();
    std::optional<Part> exact;
    QMap<QString, Part> containing;
    for (const Part &part : catalog.parts(PartKind::Gpu)) {
        const GpuSpec *g = part.as<GpuSpec>();
        if (!g)
            continue;
        if (g->model.compare(wanted, Qt::CaseInsensitive) == 0 && !exact)
            exact = part;
        else if (g->model.contains(wanted, Qt::CaseInsensitive) && !containing.contains(g->model))
            containing.insert(g->model, part);
    }
    if (!exact && containing.size() == 1)
        exact = containing.first();
    if (!exact) {
        // "RTX 3090" means the GeForce RTX 3090, not the 3090 Ti: a name that ends with the text.
        QList<Part> endings;
        for (const Part &part : std::as_const(containing)) {
            if (part.as<GpuSpec>()->model.endsWith(u' ' + wanted, Qt::CaseInsensitive))
                endings.append(part);
        }
        if (endings.size() == 1)
            exact = endings.first();
    }
    if (!exact) {
        if (containing.isEmpty())
            return Text::tr("no GPU model \"%1\" in the catalog").arg(echoed(wanted));
        return Text::tr("\"%1\" matches several GPU models: %2")
            .arg(echoed(wanted), QStringList(containing.keys().mid(0, 8)).join(QStringLiteral(", ")));
    }
    a.gpu = *exact;
    const GpuSpec &g = *a.gpu.as<GpuSpec>();
    a.memory = MemoryEstimate::of(w, a.gpus);
    a.neededPerGpu = a.memory.neededOn(g, w.precision);
    a.fits = a.neededPerGpu <= g.memory.value();
    const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(g, w);
    a.perGpu = one.unitsPerSecond;
    a.runsAs = one.runsAs;
    a.link = ThroughputModel::linkFor(g, a.gpus);
    // Without a build, each card is taken to get a full x16 link of its own generation.
    a.scaling = ThroughputModel::scaling(g, w, a.gpus, a.link, 16, g.pcieGeneration);
    a.throughput = a.perGpu * a.scaling;
    if (offloadBound(w, 1.0) > 0) {
        // Without a build: the channels a processor of unknown count is taken to drive (two, as a
        // build's), at the catalog's middle kit speed, unless told.
        a.memorySpeedMTs = speed ? int(*speed) : medianKitSpeed(catalog);
        a.systemMemory = SystemMemory::of(channels ? int(*channels) : 2, a.memorySpeedMTs);
        a.systemMemory.channelsAssumed = !channels;
        a.systemMemory.speedAssumed = !speed;
        a.offloadBound = offloadBound(w, a.systemMemory.bandwidthGBs);
        a.perGpu = cardThroughput(g, w, a.systemMemory);
        a.throughput = withOffloadBound(a.throughput, a.offloadBound);
    }
    if (w.serving > 0 && kindReads(w.kind, WorkloadSetting::Serving) && a.perGpu > 0)
        a.serving
            = ServingModel::of(g, w, a.gpus, ServingLink {a.link, 16, g.pcieGeneration}, a.pipelineStages);
    if (a.pipelineStages > 0 && a.perGpu > 0 && a.serving) {
        // The stated layout, not the engine's own: the headline figure is the served one.
        a.throughput = withOffloadBound(a.serving->totalTokensPerSecond, a.offloadBound);
        a.scaling = a.throughput / a.perGpu;
    }
    a.throughputBand = throughputBandOf(w);
    a.memoryBand = memoryBandOf(w);
    if (!a.fits)
        a.fixes = WorkloadEstimate::fitOptions(w, a.gpus, g.memory.value());
    return a;
}

QString fitText(const FitAnswer &a)
{
    const GpuSpec &g = *a.gpu.as<GpuSpec>();
    const QString unit = ThroughputModel::unit(a.workload.kind);
    QString out;
    QTextStream s(&out);
    const QLocale locale;
    s << Text::tr("%1 × %2 (%3 GB each)").arg(a.gpus).arg(g.model).arg(g.memory.value()) << '\n';
    s << Text::tr("workload: %1").arg(displayName(a.workload.kind)) << '\n';
    s << workloadInputsText(a.workload) << '\n';
    s << Text::tr("memory per GPU: %1 GB needed, %2 GB available — %3")
             .arg(a.memoryBand > 0 ? Text::tr("%1 (± %2 %)")
                                         .arg(locale.toString(a.neededPerGpu, 'f', 1))
                                         .arg(std::lround(a.memoryBand * 100.0))
                                   : locale.toString(a.neededPerGpu, 'f', 1))
             .arg(g.memory.value())
             .arg(a.fits ? Text::tr("fits") : Text::tr("does not fit"))
      << '\n';
    if (a.memory.offloaded > 0)
        s << "  "
          << Text::tr(
                 "experts kept in system memory: %1 GB (the build needs that much RAM besides the system's, "
                 "and its memory bandwidth bounds the speed)")
                 .arg(locale.toString(a.memory.offloaded, 'f', 1))
          << '\n';
    if (a.memory.pagedOptimizer > 0)
        s << "  "
          << Text::tr(
                 "optimizer states paged to system memory: %1 GB (8-bit AdamW paged by bitsandbytes: on the "
                 "card while there is room, in RAM when it is full; the build needs that much RAM besides "
                 "the system's)")
                 .arg(locale.toString(a.memory.pagedOptimizer, 'f', 1))
          << '\n';
    if (a.memory.guideMinimum <= 0) {
        s << "  "
          << Text::tr(
                 "weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, CUDA context %6 GB")
                 .arg(locale.toString(a.memory.weights, 'f', 1), locale.toString(a.memory.gradients, 'f', 1),
                     locale.toString(a.memory.optimizer, 'f', 1),
                     locale.toString(a.memory.activations, 'f', 1), locale.toString(a.memory.kvCache, 'f', 1),
                     locale.toString(a.memory.overhead, 'f', 1))
          << '\n';
        if (a.memory.logits > 0)
            s << "  "
              << Text::tr("the framework holds every token's logits in 32 bits with their gradient: %1 GB")
                     .arg(locale.toString(a.memory.logits, 'f', 1))
              << '\n';
        if (a.memory.gathered > 0)
            s << "  "
              << Text::tr("FSDP gathers %1 GB of whole weights: the block in use, the embedding and output")
                     .arg(locale.toString(a.memory.gathered, 'f', 1))
              << '\n';
        s << "  "
          << Text::tr("model shape: %1%2")
                 .arg(a.memory.shape.name,
                     a.memory.shape.estimated ? Text::tr(" (scaled, estimated)") : QString())
          << '\n';
    }
    if (!a.fits && a.fixes.isEmpty())
        s << "  " << Text::tr("nothing short of a card with more memory fits") << '\n';
    for (const FitOption &f : a.fixes)
        s << "  "
          << Text::tr("would fit: %1 (%2 GB per GPU)").arg(f.what, locale.toString(f.memoryPerGpu, 'f', 1))
          << '\n';
    if (a.perGpu > 0) {
        s << Text::tr("throughput: %1 (%2 per GPU, runs as %3, scaling %4 over %5)")
                 .arg(formatThroughput(a.throughput, unit, a.throughputBand),
                     formatThroughput(a.perGpu, unit), toKey(a.runsAs))
                 .arg(a.scaling, 0, 'f', 2)
                 .arg(fitLinkName(a.link))
          << '\n';
        if (a.serving)
            s << "  " << servingText(*a.serving, a.workload) << '\n';
        else if (kindReads(a.workload.kind, WorkloadSetting::Engine))
            s << "  " << engineDecodeText(a.workload.engine) << '\n';
        if (a.offloadBound > 0)
            s << "  "
              << Text::tr("experts read from system memory at %1 GB/s (%2 channels of %3 MT/s%4): at most %5")
                     .arg(locale.toString(a.systemMemory.bandwidthGBs, 'f', 1))
                     .arg(a.systemMemory.channels)
                     .arg(a.memorySpeedMTs)
                     .arg(a.systemMemory.channelsAssumed || a.systemMemory.speedAssumed
                             ? Text::tr(", assumed: give --memory-channels and --memory-speed")
                             : QString())
                     .arg(formatThroughput(a.offloadBound, unit))
              << '\n';
    } else {
        s << Text::tr("throughput: %1").arg(ThroughputModel::noBasisText(g)) << '\n';
    }
    return out;
}

QJsonObject fitJson(const FitAnswer &a)
{
    const GpuSpec &g = *a.gpu.as<GpuSpec>();
    QJsonArray fixes;
    for (const FitOption &f : a.fixes)
        fixes.append(QJsonObject {{QStringLiteral("what"), f.what},
            {QStringLiteral("memoryPerGpuGB"), f.memoryPerGpu}, {QStringLiteral("gpus"), f.gpus}});
    return QJsonObject {{QStringLiteral("gpu"), g.model}, {QStringLiteral("gpus"), a.gpus},
        {QStringLiteral("workload"), workloadSettings(a.workload)},
        {QStringLiteral("memoryPerGpuGB"), a.neededPerGpu},
        {QStringLiteral("memoryAvailableGB"), g.memory.value()}, {QStringLiteral("fits"), a.fits},
        {QStringLiteral("memory"), memoryJson(a.memory)}, {QStringLiteral("throughput"), a.throughput},
        {QStringLiteral("throughputPerGpu"), a.perGpu},
        {QStringLiteral("measuredBasis"), ThroughputModel::hasMeasuredBasis(g)},
        {QStringLiteral("unit"), ThroughputModel::unit(a.workload.kind)},
        {QStringLiteral("runsAs"), toKey(a.runsAs)}, {QStringLiteral("scaling"), a.scaling},
        {QStringLiteral("interconnect"), fitLinkName(a.link)},
        {QStringLiteral("bridgeAssumed"), a.link == ThroughputModel::Link::NvlinkBridge},
        {QStringLiteral("wouldFit"), fixes}, {QStringLiteral("throughputBand"), a.throughputBand},
        {QStringLiteral("memoryBand"), a.memoryBand},
        {QStringLiteral("decodeEngine"), decodeEngineJson(a.workload)},
        {QStringLiteral("serving"), a.serving ? QJsonValue(servingJson(*a.serving)) : QJsonValue()},
        {QStringLiteral("offloadBoundTokensPerSecond"), a.offloadBound},
        {QStringLiteral("systemMemoryGBs"), a.systemMemory.bandwidthGBs},
        {QStringLiteral("memoryChannels"), a.systemMemory.channels},
        {QStringLiteral("memorySpeedMTs"), a.memorySpeedMTs},
        {QStringLiteral("systemMemoryAssumed"),
            a.systemMemory.channelsAssumed || a.systemMemory.speedAssumed}};
}

QString FitCommand::synopsis() const
{
    return Text::tr(
        "fit --gpu MODEL [--gpus N] --workload vision|transformer|finetune|inference\n"
        "    (--params BILLIONS | --model NAME) [--precision fp32|tf32|bf16|fp16|fp8|int8|int4] [--seq N]\n"
        "    [--method full|lora|qlora] [--framework NAME] [--fused-loss] [--batch N] [--parallel ddp|fsdp]\n"
        "    [--optimizer adamw|adamw-8bit] [--checkpointing] [--serving N] [--engine ENGINE] [--prompt N]\n"
        "    [--kv-precision P] [--offload-experts | --offload-expert-layers N] [--memory-channels N]\n"
        "    [--memory-speed MTS] [--pipeline-parallel N] [--json]");
}

QString FitCommand::summary() const
{
    return Text::tr("Will a workload fit a catalog GPU model, and how fast");
}

QList<QCommandLineOption> FitCommand::options() const
{
    return QList<QCommandLineOption> {
               valueOption("gpu", Text::tr("A catalog GPU model"), "model"),
               QCommandLineOption(QStringLiteral("gpus"), Text::tr("How many of them"), QStringLiteral("n"),
                   QStringLiteral("1")),
               valueOption("memory-channels",
                   Text::tr("Experts in system memory: the memory channels the processor drives (default 2)"),
                   "n"),
               valueOption("pipeline-parallel",
                   Text::tr("Served: run the cards as N pipeline stages (default: as the engine takes them)"),
                   "n"),
               valueOption("memory-speed",
                   Text::tr("Experts in system memory: the memory's speed in MT/s (default: the catalog's "
                            "middle kit)"),
                   "mts"),
           }
    + workloadOptions() + QList<QCommandLineOption> {jsonOption()};
}

int FitCommand::run(Invocation &invocation) const
{
    if (!invocation.arguments().isEmpty())
        return fail(Text::tr("fit takes its GPU and workload as options"));
    const PartCatalog *catalog = invocation.requireCatalog();
    if (!catalog)
        return kExitBadInput;
    const auto answer = fitAnswer(invocation.options(), *catalog);
    if (const QString *error = std::get_if<QString>(&answer))
        return fail(*error);
    const auto &fit = std::get<FitAnswer>(answer);
    QTextStream out(stdout);
    if (invocation.json())
        out << QJsonDocument(fitJson(fit)).toJson(QJsonDocument::Indented);
    else
        out << terminalSafe(fitText(fit));
    return kExitOk;
}

} // namespace rigsmith::cli
