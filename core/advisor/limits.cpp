// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/limits.h"

#include "core/analysis/powerbudget.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigsmith::core::advisor {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

} // namespace

std::optional<QString> circuitTooSmall(const Candidates &c, const Query &q)
{
    if (c.gpus.isEmpty() || c.cpus.isEmpty() || c.psus.isEmpty())
        return std::nullopt; // nothing to build: the search's own reason names the missing part
    const int cards = std::max({1, q.minGpus, c.ownedGpus});
    if (cards > q.maxGpus)
        return std::nullopt;
    const auto coolest = std::min_element(c.gpus.cbegin(), c.gpus.cend(), [](const auto &a, const auto &b) {
        return a.part.template as<GpuSpec>()->tdp < b.part.template as<GpuSpec>()->tdp;
    });
    const auto best = std::max_element(c.psus.cbegin(), c.psus.cend(), [](const auto &a, const auto &b) {
        return typicalEfficiency(a.part.template as<PsuSpec>()->efficiency)
            < typicalEfficiency(b.part.template as<PsuSpec>()->efficiency);
    });
    // The processor's figure as the power budget takes it (its boost limit where known); a board
    // with two sockets only adds a second one, so one processor without a board is the least.
    Build least;
    least.environment = q.environment;
    least.psu = Psu::from(best->part);
    std::optional<Watts> leastCpu;
    for (const Candidate &cpu : c.cpus) {
        Build one;
        one.cpu = Cpu::from(cpu.part);
        const Watts drawn = PowerBudget::of(one).cpuPower;
        if (!leastCpu || drawn < *leastCpu) {
            leastCpu = drawn;
            least.cpu = one.cpu;
        }
    }
    for (int i = 0; i < cards; ++i)
        least.gpus.append(GpuPlacement {*Gpu::from(coolest->part), i});
    const PowerBudget power = PowerBudget::of(least);
    const Watts limit = circuitContinuous(q.environment);
    if (!power.wallDraw || *power.wallDraw <= limit)
        return std::nullopt;
    const GpuSpec &gpu = *coolest->part.as<GpuSpec>();
    return Text::tr("No build can run on a %1 V / %2 A circuit: it may carry %3 W continuously (80 % of "
                    "its %4 W rating), and the least any build draws at the wall is %5 W (%6 × %7 at %8 W, "
                    "%9 at %10 W, through a PSU of about %11 % efficiency). Plug into a circuit rated for "
                    "more.")
        .arg(q.environment.circuitVolts)
        .arg(q.environment.circuitAmps)
        .arg(limit.value())
        .arg(q.environment.circuitVolts * q.environment.circuitAmps)
        .arg(power.wallDraw->value())
        .arg(cards)
        .arg(gpu.model.isEmpty() ? coolest->part.info.name : gpu.model)
        .arg(gpu.tdp.value())
        .arg(least.cpu->info.name)
        .arg(power.cpuPower.value())
        .arg(std::round(power.efficiency * 100.0));
}

} // namespace rigsmith::core::advisor
