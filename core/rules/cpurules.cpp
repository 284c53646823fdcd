// SPDX-License-Identifier: GPL-3.0-or-later
// CPU threads and clock (RULES.md §5.2, §5.4).
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

void cpuThreads(const Build &b, const Analyses &, QList<Finding> &out)
{
    // Running or serving a model preprocesses no training data.
    if (!b.cpu || b.gpus.isEmpty() || !readsTrainingData(b.workload))
        return;
    const int perGpu = PerformanceEstimate::threadsPerGpuNeeded(b.workload.preprocessing);
    const int needed = perGpu * int(b.gpus.size());
    if (processorThreads(b) >= needed)
        return;
    out.append({QStringLiteral("CPU.THREADS_PER_GPU"), Severity::Warning,
        Text::tr("%1 has %2 threads; preprocessing %3 for %n GPU(s) needs %4 (%5 per GPU).", nullptr,
            int(b.gpus.size()))
            .arg(b.cpu->info.name)
            .arg(processorThreads(b))
            .arg(displayName(b.workload.preprocessing))
            .arg(needed)
            .arg(perGpu),
        Text::tr("Choose a CPU with at least %1 threads, or preprocess the dataset once before training.")
            .arg(needed),
        QStringLiteral("RULES.md §5.2 CPU-2, CPU-3, §10.9"), {b.cpu->info.id}, {}});
}

void cpuClock(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.cpu || b.cpu->spec.baseGHz <= 0.0 || b.cpu->spec.baseGHz > 2.0)
        return;
    out.append({QStringLiteral("CPU.CLOCK"), Severity::Warning,
        Text::tr("%1 runs at %2 GHz base; the guide recommends more than 2 GHz.")
            .arg(b.cpu->info.name)
            .arg(b.cpu->spec.baseGHz),
        Text::tr("Choose a CPU above 2 GHz; from there on clock costs at most about 3.5 %."),
        QStringLiteral("RULES.md §5.4 CLK-2, §5.5"), {b.cpu->info.id}, {}});
}

void cpuTooPowerful(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.cpu || b.gpus.isEmpty() || !readsTrainingData(b.workload))
        return;
    const int needed
        = PerformanceEstimate::threadsPerGpuNeeded(b.workload.preprocessing) * int(b.gpus.size());
    // Four times what the data pipeline needs is money spent where the GPUs do not gain.
    if (processorThreads(b) < 4 * needed || b.cpu->spec.cores < 16)
        return;
    out.append({QStringLiteral("CPU.TOO_POWERFUL"), Severity::Advice,
        Text::tr(
            "%1 has %2 threads; %n GPU(s) need about %3 for this preprocessing.", nullptr, int(b.gpus.size()))
            .arg(b.cpu->info.name)
            .arg(processorThreads(b))
            .arg(needed),
        Text::tr("A CPU with fewer cores would do, unless it is there for the PCIe lanes or other work."),
        QStringLiteral("RULES.md §5.2 CPU-4"), {b.cpu->info.id}, {}});
}

} // namespace

QList<Rule> cpuRules()
{
    return {
        {"CPU.THREADS_PER_GPU", "cpu", "RULES.md §5.2 CPU-2, CPU-3, §10.9", Severity::Warning,
            Severity::Warning, Rule::Parts, cpuThreads},
        {"CPU.CLOCK", "cpu", "RULES.md §5.4 CLK-2, §5.5", Severity::Warning, Severity::Warning, Rule::Parts,
            cpuClock},
        {"CPU.TOO_POWERFUL", "cpu", "RULES.md §5.2 CPU-4", Severity::Advice, Severity::Advice, Rule::Parts,
            cpuTooPowerful},
    };
}

} // namespace rigsmith::core::rules
