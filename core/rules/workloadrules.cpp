// SPDX-License-Identifier: GPL-3.0-or-later
// The workload model's memory fit (issue 15): per GPU (GPU.MEMORY) and for the whole build under
// sharding (WORKLOAD.FSDP_FIT), with what would make it fit and how much each option needs.
#include "core/rules/ruleengine.h"

#include <QCoreApplication>
#include <QLocale>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

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
    if (w.kind == WorkloadKind::FineTune)
        return Text::tr("%1 of a %2 B model").arg(displayName(w.method)).arg(w.paramsBillions);
    if (w.kind == WorkloadKind::Inference)
        return Text::tr("running a %1 B model in %2 with %3 tokens of context")
            .arg(w.paramsBillions)
            .arg(displayName(w.precision))
            .arg(w.sequenceLength);
    return Text::tr("training a %1 B transformer").arg(w.paramsBillions);
}

} // namespace

void workloadFit(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const Workload &w = b.workload;
    const WorkloadEstimate &e = a.workload;
    if (w.kind == WorkloadKind::Vision || b.gpus.isEmpty())
        return;
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
            fix, QStringLiteral("issue 15: workload model"), {g.gpu.info.id}, {g.slot}});
    }
    if (w.kind == WorkloadKind::Inference)
        return;
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
            Text::tr("Train with FSDP (ZeRO-3) instead of DDP."), QStringLiteral("issue 15: workload model"),
            {}, {}});
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
            QStringLiteral("issue 15: workload model"), {}, {}});
    }
}

} // namespace rigsmith::core::rules
