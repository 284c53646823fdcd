// SPDX-License-Identifier: GPL-3.0-or-later
// CPU threads and clock (RULES.md §5.2, §5.4), the processor against the board's chipset (§12); the
// PCIe rules are in pcierules.cpp.
#include "core/model/chipsetsupport.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

} // namespace

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

void cpuChipset(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.cpu || !b.motherboard)
        return;
    const MotherboardSpec &board = b.motherboard->spec;
    const CpuSupport *row = chipsetSupport(board, b.cpu->info.name, b.cpu->spec.socket);
    if (!row)
        return; // no source names the pair: nothing is said either way
    const QString chipset = board.chipset.isEmpty() ? b.motherboard->info.name : board.chipset;
    if (row->biosUpdate) {
        out.append({QStringLiteral("CPU.CHIPSET_BIOS"), Severity::Advice,
            Text::tr("%1 runs on %2 boards only from a BIOS version that supports it: %3 (%4)")
                .arg(b.cpu->info.name, chipset, row->note, row->source),
            Text::tr("Check the CPU support list of %1 for the BIOS version %2 needs, and update the BIOS "
                     "before fitting it (with BIOS Flashback or a processor the present BIOS runs).")
                .arg(b.motherboard->info.name, b.cpu->info.name),
            QStringLiteral("RULES.md §12"), {b.cpu->info.id, b.motherboard->info.id}, {}});
        return;
    }
    out.append({QStringLiteral("CPU.CHIPSET_UNSUPPORTED"), Severity::Error,
        Text::tr("The %1 chipset of %2 does not run %3, although the socket (%4) fits: %5 (%6)")
            .arg(chipset, b.motherboard->info.name, b.cpu->info.name, board.socket, row->note, row->source),
        Text::tr("Choose a processor the %1 chipset runs, or a board whose chipset runs %2 (the board "
                 "maker's CPU support list names them).")
            .arg(chipset, b.cpu->info.name),
        QStringLiteral("RULES.md §12"), {b.cpu->info.id, b.motherboard->info.id}, {}});
}

} // namespace rigsmith::core::rules
