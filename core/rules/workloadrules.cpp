// SPDX-License-Identifier: GPL-3.0-or-later
// GPU memory against the workload: per card (GPU.MEMORY: the guide's minimum per task for vision, the
// workload model otherwise), experts kept in system memory (WORKLOAD.OFFLOAD) and the whole build under
// sharding (WORKLOAD.FSDP_FIT), with what would make it fit and how much each option needs.
#include "core/model/workloadsettings.h"
#include "core/rules/ruleengine.h"
#include "core/workload/expertoffload.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>
#include <QLocale>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// Minimum GPU memory per task (§2; large transformers from the 2020 edition).
double requiredMemoryGb(TaskProfile task)
{
    switch (task) {
    case TaskProfile::ResearchSota:
        return 11;
    case TaskProfile::ResearchArchitectures:
        return 8;
    case TaskProfile::ResearchOther:
        return 8;
    case TaskProfile::Kaggle:
        return 4;
    case TaskProfile::Startup:
        return 8;
    case TaskProfile::CompanyPrototyping:
        return 8;
    case TaskProfile::CompanyTraining:
        return 11;
    case TaskProfile::LargeTransformers:
        return 24;
    }
    return 8;
}

QString gb(double v)
{
    return QLocale().toString(v, 'f', v < 10 ? 1 : 0);
}

QString breakdown(const MemoryEstimate &m)
{
    QStringList parts;
    const auto add = [&](double v, const QString &what) {
        if (v >= 0.05)
            parts.append(Text::tr("%1 GB %2").arg(gb(v), what));
    };
    add(m.weights, Text::tr("weights"));
    add(m.gradients, Text::tr("gradients"));
    add(m.optimizer, Text::tr("optimizer states"));
    add(m.activations, Text::tr("activations"));
    add(m.logits, Text::tr("32-bit logits and their gradient"));
    add(m.kvCache, Text::tr("KV cache"));
    add(m.gathered, Text::tr("whole weights gathered by FSDP"));
    add(m.overhead, Text::tr("CUDA context"));
    return parts.join(QStringLiteral(", "));
}

QString options(const QList<FitOption> &list)
{
    QStringList out;
    for (const FitOption &o : list)
        out.append(Text::tr("%1: %2 GB per GPU").arg(o.what, gb(o.memoryPerGpu)));
    return out.join(QStringLiteral("; "));
}

QString workloadName(const Workload &w)
{
    const QString model = w.model.isEmpty() ? Text::tr("a %1 B model").arg(w.paramsBillions) : w.model;
    if (kindReads(w.kind, WorkloadSetting::Method))
        return Text::tr("%1 of %2 with %3").arg(displayName(w.method), model, displayName(w.framework));
    if (kindReads(w.kind, WorkloadSetting::Serving) && w.serving > 0)
        return Text::tr("serving %1 in %2 to %3 sequences of %4 tokens")
            .arg(model, displayName(w.precision))
            .arg(w.serving)
            .arg(w.sequenceLength);
    if (kindReads(w.kind, WorkloadSetting::Engine))
        return Text::tr("running %1 in %2 with %3 tokens of context")
            .arg(model)
            .arg(displayName(w.precision))
            .arg(w.sequenceLength);
    return Text::tr("training a %1 B transformer").arg(w.paramsBillions);
}

// A MoE model's experts kept in system memory (llama.cpp): the RAM must hold them, and reading them
// there bounds the speed.
void expertsInSystemMemory(const Build &b, const WorkloadEstimate &e, QList<Finding> &out)
{
    const double experts = e.memory.offloaded;
    if (experts <= 0)
        return;
    if (!b.memory.isEmpty() && e.systemMemoryGb < experts) {
        out.append({QStringLiteral("WORKLOAD.OFFLOAD"), Severity::Error,
            Text::tr("The experts kept in system memory take %1 GB; the build has %2 GB of memory.")
                .arg(gb(experts), gb(e.systemMemoryGb)),
            Text::tr(
                "Fit at least %1 GB of memory (more for the system), or keep fewer experts off the GPUs.")
                .arg(gb(experts)),
            Text::tr("beyond the guide (mixture-of-experts offloading)"), {}, {}});
        return;
    }
    QString message = e.offloadBound > 0
        ? Text::tr("%1 GB of experts run from system memory: each token reads its routed experts there, so "
                   "the build's memory bandwidth (about %2 GB/s, %3, of which the processor reads experts at "
                   "about %5 % in published llama.cpp runs) bounds decoding to about %4 tokens/s; the "
                   "prompt's experts also cross PCIe.")
              .arg(gb(experts), gb(e.systemMemoryGBs),
                  e.channelsAssumed
                      ? Text::tr("counted as %n channel(s): the processor's channel count is not on record",
                          nullptr, e.memoryChannels)
                      : Text::tr("the processor's %n channel(s) in use", nullptr, e.memoryChannels),
                  gb(e.offloadBound))
              .arg(std::lround(expertOffloadFit().share * 100.0))
        : Text::tr("%1 GB of experts run from system memory: its bandwidth and the PCIe link bound the "
                   "speed; choose memory to see the figure.")
              .arg(gb(experts));
    // Kits faster than the processor maker rates its memory for: the bandwidth counts the rated speed.
    const bool processorBinds = e.memoryProcessorMTs > 0 && e.memorySpeedMTs == e.memoryProcessorMTs;
    if (e.offloadBound > 0 && processorBinds && b.cpu)
        message += u' '
            + (e.memoryProcessorEstimated
                    ? Text::tr(
                        "It counts %1 MT/s, the memory speed its maker rates %2's platform for (estimated: "
                        "no figure for this model was read, its family's or socket's is taken); the kits' "
                        "rated %3 MT/s is overclocking (XMP, EXPO) the maker does not promise.")
                    : Text::tr(
                        "It counts %1 MT/s, the memory speed its maker rates %2 for; the kits' rated %3 "
                        "MT/s is overclocking (XMP, EXPO) the maker does not promise."))
                  .arg(e.memoryProcessorMTs)
                  .arg(b.cpu->info.name)
                  .arg(e.memoryRatedMTs);
    // Four modules on a desktop platform: the bandwidth counts the speed they run at (MEMORY.POPULATION).
    else if (e.offloadBound > 0 && e.memorySpeedMTs > 0 && e.memorySpeedMTs < e.memoryRatedMTs)
        message += u' '
            + Text::tr("It counts %1 MT/s, the speed two modules a channel run at on this platform "
                       "(MEMORY.POPULATION), not the kits' rated %2 MT/s.")
                  .arg(e.memorySpeedMTs)
                  .arg(e.memoryRatedMTs);
    // The processor does the experts' work: fewer threads than any run behind the read share had.
    const int least = expertOffloadFit().leastThreads;
    if (e.offloadBound > 0 && b.cpu && b.cpu->spec.threads > 0 && least > 0 && b.cpu->spec.threads < least)
        message += u' '
            + Text::tr("%1 has %2 threads; the published runs the read share comes from had at least %3, so "
                       "it may read the experts slower than counted.")
                  .arg(b.cpu->info.name)
                  .arg(b.cpu->spec.threads)
                  .arg(least);
    out.append({QStringLiteral("WORKLOAD.OFFLOAD"), Severity::Advice, message,
        Text::tr("Faster memory (up to the speed the processor is rated for), more memory channels (a "
                 "workstation platform) or cards that hold the whole model raise it."),
        Text::tr("beyond the guide (mixture-of-experts offloading)"), {}, {}});
}

// A vision workload is held to the guide's minimum per task, with 16-bit counted as more memory.
void guideMemory(const Build &b, QList<Finding> &out)
{
    const double need = requiredMemoryGb(b.workload.task);
    for (const GpuPlacement &g : b.gpus) {
        // 16-bit on tensor-core cards holds about 1.5× the model (GPU-5).
        const double factor = visionPrecisionGain(b.workload.precision, g.gpu.spec.tensorCores);
        const double effective = g.gpu.spec.memory.value() * factor;
        const bool kaggleMiddle = b.workload.task == TaskProfile::Kaggle && effective >= 4 && effective < 8;
        if (effective >= need && !kaggleMiddle)
            continue;
        out.append({QStringLiteral("GPU.MEMORY"), kaggleMiddle ? Severity::Advice : Severity::Warning,
            factor > 1.0 ? Text::tr("%1 has %2 GB (about %3 GB in 16-bit); %4 needs %5 GB.")
                               .arg(g.gpu.info.name)
                               .arg(g.gpu.spec.memory.value())
                               .arg(effective)
                               .arg(displayName(b.workload.task))
                               .arg(kaggleMiddle ? 8 : need)
                         : Text::tr("%1 has %2 GB; %3 needs %4 GB.")
                               .arg(g.gpu.info.name)
                               .arg(g.gpu.spec.memory.value())
                               .arg(displayName(b.workload.task))
                               .arg(kaggleMiddle ? 8 : need),
            Text::tr("Choose a GPU with more memory, or train in 16-bit on a tensor-core card."),
            QStringLiteral("RULES.md §2, §1 GPU-5"), {g.gpu.info.id}, {g.slot}});
    }
}

// The workload model's memory per card against each card.
void gpuMemory(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const Workload &w = b.workload;
    const WorkloadEstimate &e = a.workload;
    if (kindModel(w.kind).imageData) {
        guideMemory(b, out);
        return;
    }
    const int n = int(b.gpus.size());
    for (const GpuPlacement &g : b.gpus) {
        const double card = g.gpu.spec.memory.value();
        if (e.neededPerGpu <= card)
            continue;
        const QList<FitOption> fixes = WorkloadEstimate::fitOptions(w, n, card);
        const QString fix = fixes.isEmpty()
            ? Text::tr("Nothing short of a larger card fits: it needs a card with at least %1 GB.")
                  .arg(gb(e.neededPerGpu))
            : Text::tr("What would fit on this card: %1. Or a card with at least %2 GB.")
                  .arg(options(fixes), gb(e.neededPerGpu));
        out.append({QStringLiteral("GPU.MEMORY"), Severity::Error,
            Text::tr("%1 needs %2 GB per GPU (%3); %4 has %5 GB.")
                .arg(workloadName(w), gb(e.neededPerGpu), breakdown(e.memory), g.gpu.info.name, gb(card)),
            fix, Text::tr("beyond the guide (the workload model's memory estimate)"), {g.gpu.info.id},
            {g.slot}});
    }
}

void expertsOffloaded(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (kindReads(b.workload.kind, WorkloadSetting::OffloadExperts) && !b.gpus.isEmpty())
        expertsInSystemMemory(b, a.workload, out);
}

// torchtune's single-device full fine-tuning pages its 8-bit optimizer states to system memory when the card
// is full (bitsandbytes' paged optimizers): the RAM must hold them.
void pagedStates(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const double paged = a.workload.memory.pagedOptimizer;
    if (paged <= 0 || b.gpus.isEmpty())
        return;
    const bool lacking
        = !b.memory.isEmpty() && a.workload.systemMemoryGb < paged + kSystemMemoryBesideOffloadGb;
    out.append({QStringLiteral("WORKLOAD.PAGED_STATES"), lacking ? Severity::Warning : Severity::Advice,
        lacking ? Text::tr(
            "The 8-bit optimizer states take %1 GB and page to system memory when the card is full; "
            "the build has %2 GB of memory, which leaves the system and the trainer less than %3 GB beside "
            "them: the run may fail for want of it.")
                      .arg(gb(paged), gb(a.workload.systemMemoryGb), gb(kSystemMemoryBesideOffloadGb))
                : Text::tr("The 8-bit optimizer states (%1 GB) page to system memory when the card is full "
                           "(torchtune's single-device recipe): steps slow while they move over PCIe.")
                      .arg(gb(paged)),
        lacking ? Text::tr("Fit at least %1 GB of memory, or shard over two or more cards.")
                      .arg(gb(paged + kSystemMemoryBesideOffloadGb))
                : Text::tr("A card that holds the states too (or two cards, sharded) avoids the paging."),
        Text::tr("beyond the guide (paged optimizer states)"), {}, {}});
}

void fsdpFit(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const Workload &w = b.workload;
    const WorkloadEstimate &e = a.workload;
    // Only a job that can be sharded over its cards (FSDP).
    if (!kindReads(w.kind, WorkloadSetting::Parallelism) || b.gpus.isEmpty())
        return;
    const int n = int(b.gpus.size());
    // The whole build: would sharding across its own GPUs make it fit, or how many would it take?
    Workload sharded = w;
    sharded.parallelism = Parallelism::Fsdp;
    const double shardedNeed = MemoryEstimate::of(sharded, n).total();
    const bool fitsNow = e.neededPerGpu <= e.availablePerGpu;
    if (w.parallelism == Parallelism::Ddp && n > 1 && !fitsNow && shardedNeed <= e.availablePerGpu) {
        out.append({QStringLiteral("WORKLOAD.FSDP_FIT"), Severity::Advice,
            Text::tr("With data parallelism every GPU holds the whole model (%1 GB each); sharded across the "
                     "build's %n GPU(s) it needs %2 GB each.",
                nullptr, n)
                .arg(gb(e.neededPerGpu), gb(shardedNeed)),
            Text::tr("Train with FSDP (ZeRO-3) instead of DDP."),
            Text::tr("beyond the guide (the workload model's memory estimate)"), {}, {}});
    } else if (!fitsNow && (w.parallelism == Parallelism::Fsdp || n > 1)) {
        int needed = 0;
        Workload more = sharded;
        more.checkpointing = true;
        for (int count = n + 1; count <= 64 && needed == 0; ++count) {
            if (MemoryEstimate::of(more, count).total() <= e.availablePerGpu)
                needed = count;
        }
        out.append({QStringLiteral("WORKLOAD.FSDP_FIT"), Severity::Warning,
            needed > 0
                ? Text::tr("Even sharded across the build's %n GPU(s) the workload needs %1 GB each; with "
                           "checkpointing it takes %2 GPUs of %3 GB.",
                    nullptr, n)
                      .arg(gb(shardedNeed))
                      .arg(needed)
                      .arg(gb(e.availablePerGpu))
                : Text::tr("Even sharded across the build's %n GPU(s) the workload needs %1 GB each; no "
                           "workstation holds enough GPUs of %2 GB.",
                    nullptr, n)
                      .arg(gb(shardedNeed), gb(e.availablePerGpu)),
            Text::tr("Use LoRA or QLoRA, or cards with more memory."),
            Text::tr("beyond the guide (the workload model's memory estimate)"), {}, {}});
    }
}

} // namespace

QList<Rule> workloadFitRules()
{
    return {
        {"GPU.MEMORY", "workload", "RULES.md §2, §1 GPU-5", Severity::Error, Severity::Advice, Rule::Workload,
            gpuMemory},
        {"WORKLOAD.OFFLOAD", "workload", "beyond the guide: mixture-of-experts offloading", Severity::Error,
            Severity::Advice, Rule::Workload, expertsOffloaded},
        {"WORKLOAD.PAGED_STATES", "workload", "beyond the guide: paged optimizer states", Severity::Warning,
            Severity::Advice, Rule::Workload, pagedStates},
        {"WORKLOAD.FSDP_FIT", "workload", "beyond the guide: the workload model's memory estimate",
            Severity::Warning, Severity::Advice, Rule::Workload, fsdpFit},
    };
}

} // namespace rigsmith::core::rules
