// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/limits.h"

#include "core/advisor/policy.h"
#include "core/advisor/searchstate.h"
#include "core/analysis/powerbudget.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace rigsmith::core::advisor {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

// The processor's figure as the power budget takes it (its boost limit where known).
Watts drawOf(const Cpu &cpu)
{
    Build alone;
    alone.cpu = cpu;
    return PowerBudget::of(alone).cpuPower;
}

} // namespace

std::optional<QString> circuitTooSmall(const Candidates &c, const Query &q)
{
    if (c.gpus.isEmpty() || c.cpus.isEmpty() || c.boards.isEmpty() || c.psus.isEmpty())
        return std::nullopt; // nothing to build: the search's own reason names the missing part
    // The cards: of each model the fewest that hold every workload (a plan that does not is never
    // searched), the coolest such set of all.
    const Candidate *card = nullptr;
    int cards = 0;
    int cardWatts = 0;
    for (const Candidate &g : c.gpus) {
        const GpuSpec &spec = *g.part.as<GpuSpec>();
        for (int n = std::max({1, q.minGpus, c.ownedGpus}); n <= q.maxGpus; ++n) {
            const QList<Settings> variants = practitionerVariants(q.workload, n, q.pinned);
            const bool fits = std::any_of(variants.cbegin(), variants.cend(), [&](const Settings &v) {
                return planFits(spec, v.workload, n);
            }) && std::all_of(q.otherWorkloads.cbegin(), q.otherWorkloads.cend(), [&](const Workload &w) {
                return planFits(spec, w, n);
            });
            if (!fits)
                continue;
            if (!card || n * spec.tdp.value() < cardWatts) {
                card = &g;
                cards = n;
                cardWatts = n * spec.tdp.value();
            }
            break;
        }
    }
    if (!card)
        return std::nullopt; // no card holds the workload: the search says so at once
    // Beside owned cards, a lighter card may be bought: the figure above is then no least draw (the search
    // judges those builds on the circuit itself).
    if (c.ownedGpus > 0 && cards > c.ownedGpus
        && std::any_of(c.companions.cbegin(), c.companions.cend(), [&](const Candidate &x) {
               return x.part.as<GpuSpec>()->tdp.value() < card->part.as<GpuSpec>()->tdp.value();
           }))
        return std::nullopt;
    // The processors: those a candidate board takes, as many as its sockets (both draw).
    QHash<QString, int> leastBySocket; // board socket -> least draw of its processors, or -1
    const Candidate *processor = nullptr;
    int processors = 0;
    int cpuWatts = 0;
    for (const Candidate &board : c.boards) {
        const QString socket = board.part.as<MotherboardSpec>()->socket;
        if (leastBySocket.contains(socket))
            continue;
        leastBySocket.insert(socket, -1);
        const BoardSockets sockets = boardSockets(socket);
        for (const Candidate &cpu : c.cpus) {
            if (cpu.part.as<CpuSpec>()->socket != sockets.processorSocket)
                continue;
            const int watts = drawOf(*Cpu::from(cpu.part)).value() * sockets.count;
            if (!processor || watts < cpuWatts) {
                processor = &cpu;
                processors = sockets.count;
                cpuWatts = watts;
            }
        }
    }
    if (!processor)
        return std::nullopt;
    double efficiency = 0.0;
    for (const Candidate &psu : c.psus)
        efficiency = std::max(efficiency, typicalEfficiency(psu.part.as<PsuSpec>()->efficiency));
    // As PowerBudget rounds the wall draw.
    const int least = int(std::ceil((cardWatts + cpuWatts) / efficiency - 1e-9));
    const Watts limit = circuitContinuous(q.environment);
    if (least <= limit.value())
        return std::nullopt;
    const GpuSpec &gpu = *card->part.as<GpuSpec>();
    return Text::tr("No build can run on a %1 V / %2 A circuit: it may carry %3 W continuously (80 % of "
                    "its %4 W rating), and the least any build draws at the wall is %5 W (%6 × %7 at %8 W, "
                    "%9 × %10 at %11 W, through a PSU of about %12 % efficiency). Plug into a circuit rated "
                    "for more.")
        .arg(q.environment.circuitVolts)
        .arg(q.environment.circuitAmps)
        .arg(limit.value())
        .arg(q.environment.circuitVolts * q.environment.circuitAmps)
        .arg(least)
        .arg(cards)
        .arg(gpu.model.isEmpty() ? card->part.info.name : gpu.model)
        .arg(gpu.tdp.value())
        .arg(processors)
        .arg(processor->part.info.name)
        .arg(cpuWatts / processors)
        .arg(std::round(efficiency * 100.0));
}

} // namespace rigsmith::core::advisor
