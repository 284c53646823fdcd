// SPDX-License-Identifier: GPL-3.0-or-later
// PCIe support for the GPUs and CPU threads and clock (RULES.md §5.1 PCIE-1/4, §5.2, §5.4).
#include "ruleengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

} // namespace

void pcieSupport(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (!b.motherboard)
        return;
    for (const PcieAllocation::Link &l : a.pcie.links) {
        const GpuPlacement *g = b.gpuInSlot(l.slot);
        QList<PartId> parts {g->gpu.info.id, b.motherboard->info.id};
        if (!l.physicalFit) {
            out.append({QStringLiteral("PCIE.SUPPORT"), Severity::Error,
                Text::tr("Slot %1 is a x%2 slot: a x16 card does not fit it.")
                    .arg(l.slot)
                    .arg(b.motherboard->spec.slotAt(l.slot)->physicalSize.value()),
                Text::tr("Move the card to a x16-size slot."), QStringLiteral("RULES.md §8 MB-1, MB-3"),
                parts, {l.slot}});
        } else if (l.lanes == 0) {
            if (b.cpu)
                parts.append(b.cpu->info.id);
            out.append({QStringLiteral("PCIE.SUPPORT"), Severity::Error,
                Text::tr(
                    "The GPU in slot %1 gets no PCIe lanes: the CPU's %2 lanes are used by the cards above "
                    "it.")
                    .arg(l.slot)
                    .arg(b.cpu ? b.cpu->spec.pcieLanes.value() : 0),
                Text::tr("Choose a CPU and board combination that supports %1 GPUs (a workstation platform).")
                    .arg(b.gpus.size()),
                QStringLiteral("RULES.md §5.1 PCIE-1, §8 MB-3, MB-4"), parts, {l.slot}});
        }
    }
}

void plannedGpuSlots(const Build &b, const Analyses &, QList<Finding> &out)
{
    // MB-1 / PSU-1: slots (and power) for the GPUs planned later, not only those bought now.
    if (!b.motherboard || b.workload.plannedGpus == 0)
        return;
    const int wanted = int(b.gpus.size()) + b.workload.plannedGpus;
    const int x16 = int(std::count_if(b.motherboard->spec.slots.cbegin(), b.motherboard->spec.slots.cend(),
        [](const PcieSlot &s) { return s.physicalSize.value() >= 16; }));
    // Cards need two openings each: x16 slots directly below one another hold one card between them.
    int usable = 0;
    int lastTaken = -1;
    for (const PcieSlot &s : b.motherboard->spec.slots) {
        if (s.physicalSize.value() >= 16 && s.position >= lastTaken + 2) {
            ++usable;
            lastTaken = s.position;
        }
    }
    if (usable >= wanted)
        return;
    out.append({QStringLiteral("PCIE.PLANNED_GPUS"), Severity::Error,
        Text::tr("%1 GPUs are planned (%2 now, %3 later) but %4 has room for %5 two-slot cards (%6 x16-size "
                 "slots).")
            .arg(wanted)
            .arg(b.gpus.size())
            .arg(b.workload.plannedGpus)
            .arg(b.motherboard->info.name)
            .arg(usable)
            .arg(x16),
        Text::tr("Choose a board with %1 x16 slots two openings apart (a workstation board for 3–4 GPUs).")
            .arg(wanted),
        QStringLiteral("RULES.md §8 MB-1, MB-2, §7 PSU-1"), {b.motherboard->info.id}, {}});
}

void pcieLanesForFour(const Build &b, const Analyses &a, QList<Finding> &out)
{
    QList<int> narrow;
    QStringList widths;
    for (const PcieAllocation::Link &l : a.pcie.links) {
        if (l.lanes > 0 && l.lanes < 8) {
            narrow.append(l.slot);
            widths.append(Text::tr("slot %1 at x%2").arg(l.slot).arg(l.lanes));
        }
    }
    if (narrow.isEmpty())
        return;
    const bool four = b.gpus.size() >= 4;
    out.append({QStringLiteral("PCIE.LANES_PER_GPU"), four ? Severity::Warning : Severity::Advice,
        four ? Text::tr("With 4 GPUs each should get x8 (32 lanes in all); %1.")
                   .arg(widths.join(QStringLiteral(", ")))
             : Text::tr("%1: with 1–3 GPUs lanes barely matter (x4 → x16 gains about 3 %, nothing with "
                        "pinned-memory loading).")
                   .arg(widths.join(QStringLiteral(", "))),
        four ? Text::tr("Use slots with x8 or more, or a platform with more CPU lanes.")
             : Text::tr("No change needed; do not pay extra for lanes."),
        QStringLiteral("RULES.md §5.1 PCIE-3, PCIE-4, §10.7"), {}, narrow});
}

void cpuThreads(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.cpu || b.gpus.isEmpty())
        return;
    const int perGpu = PerformanceEstimate::threadsPerGpuNeeded(b.workload.preprocessing);
    const int needed = perGpu * int(b.gpus.size());
    if (b.cpu->spec.threads >= needed)
        return;
    out.append({QStringLiteral("CPU.THREADS_PER_GPU"), Severity::Warning,
        Text::tr("%1 has %2 threads; preprocessing %3 for %n GPU(s) needs %4 (%5 per GPU).", nullptr,
            int(b.gpus.size()))
            .arg(b.cpu->info.name)
            .arg(b.cpu->spec.threads)
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
    if (!b.cpu || b.gpus.isEmpty())
        return;
    const int needed
        = PerformanceEstimate::threadsPerGpuNeeded(b.workload.preprocessing) * int(b.gpus.size());
    // Four times what the data pipeline needs is money spent where the GPUs do not gain.
    if (b.cpu->spec.threads < 4 * needed || b.cpu->spec.cores < 16)
        return;
    out.append({QStringLiteral("CPU.TOO_POWERFUL"), Severity::Advice,
        Text::tr(
            "%1 has %2 threads; %n GPU(s) need about %3 for this preprocessing.", nullptr, int(b.gpus.size()))
            .arg(b.cpu->info.name)
            .arg(b.cpu->spec.threads)
            .arg(needed),
        Text::tr("A CPU with fewer cores would do, unless it is there for the PCIe lanes or other work."),
        QStringLiteral("RULES.md §5.2 CPU-4"), {b.cpu->info.id}, {}});
}

} // namespace rigsmith::core::rules
