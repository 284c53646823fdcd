// SPDX-License-Identifier: GPL-3.0-or-later
// Beyond the guide: the wall circuit, transient spikes, and power limiting as a fix
// (RULES.md §7 later editions; GPU23 power limiting).
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// Throughput lost when a GPU runs at `fraction` of its TDP: 5 % at 80 % (capped 4 × RTX 3090
// systems kept over 95 % of training speed); below 60 % the guide's data says nothing.
double cappedLoss(double fraction)
{
    return std::clamp(0.25 * (1.0 - fraction), 0.0, 1.0);
}

} // namespace

Watts circuitContinuous(const Environment &e)
{
    return Watts(int(std::floor(e.circuitVolts * e.circuitAmps * 0.8)));
}

std::optional<PowerLimit> powerLimitToPass(const Build &b, const Analyses &a)
{
    if (b.gpus.isEmpty() || !b.psu)
        return std::nullopt;
    const int n = int(b.gpus.size());
    const double cpu = a.power.cpuPower.value();
    // PSU: (n × cap + CPU) × 1.1 ≤ rating. Wall: (n × cap + CPU) / efficiency ≤ continuous load.
    const double byPsu = (b.psu->spec.wattage.value() / PowerBudget::kMinimumFactor - cpu) / n;
    const double byCircuit = (circuitContinuous(b.environment).value() * a.power.efficiency - cpu) / n;
    const int cap = int(std::floor(std::min(byPsu, byCircuit) / 5.0) * 5.0);
    int hottest = 0;
    for (const GpuPlacement &g : b.gpus)
        hottest = std::max(hottest, g.gpu.spec.tdp.value());
    if (cap >= hottest || cap < int(hottest * 0.6))
        return std::nullopt; // no cap needed, or one too deep to recommend
    return PowerLimit {Watts(cap), cappedLoss(double(cap) / hottest)};
}

namespace {

// The cap per GPU (in 5 W steps) that brings the wall draw to `target` and keeps the PSU within the
// guide's minimum; none when no cap is needed or it would be deeper than 60 % of the hottest card.
struct WallLimit
{
    Watts perGpu;
    Watts wallDraw;
    double throughputLoss = 0.0;
};
std::optional<WallLimit> powerLimitForWall(const Build &b, const Analyses &a, Watts target)
{
    if (b.gpus.isEmpty() || !b.psu || a.power.efficiency <= 0)
        return std::nullopt;
    const int n = int(b.gpus.size());
    const double cpu = a.power.cpuTdp.value();
    const double byPsu = (b.psu->spec.wattage.value() / PowerBudget::kMinimumFactor - cpu) / n;
    const double byWall = (target.value() * a.power.efficiency - cpu) / n;
    const int cap = int(std::floor(std::min(byPsu, byWall) / 5.0) * 5.0);
    int hottest = 0;
    for (const GpuPlacement &g : b.gpus)
        hottest = std::max(hottest, g.gpu.spec.tdp.value());
    if (cap >= hottest || cap < int(hottest * 0.6))
        return std::nullopt;
    // Every card at most the cap: cooler cards keep their own draw.
    double gpus = 0.0;
    for (const GpuPlacement &g : b.gpus)
        gpus += std::min(cap, g.gpu.spec.tdp.value());
    const Watts wall(int(std::ceil((gpus + cpu) / a.power.efficiency)));
    return WallLimit {Watts(cap), wall, cappedLoss(double(cap) / hottest)};
}

} // namespace

namespace rules {
namespace {

void wallCircuit(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (!a.power.wallDraw)
        return;
    // A circuit may carry 80 % of its rating (volts × amps) continuously; past 80 % of that, the
    // build leaves little for anything else on the circuit.
    const Watts limit = circuitContinuous(b.environment);
    const Watts wall = *a.power.wallDraw;
    const double comfortable = limit.value() * 0.8;
    if (wall.value() <= comfortable)
        return;
    const bool over = wall > limit;
    const int rating = b.environment.circuitVolts * b.environment.circuitAmps;
    QString fix;
    if (over) {
        fix = Text::tr("Plug into a circuit rated for more, or split the GPUs across two machines.");
        if (const auto cap = powerLimitToPass(b, a)) {
            fix += u' '
                + Text::tr("Or cap each GPU at %1 W (nvidia-smi -pl %1): about %2 % less throughput.")
                      .arg(cap->perGpu.value())
                      .arg(cap->throughputLoss * 100.0, 0, 'f', 1);
        }
    } else {
        // Offered before it becomes an error: the cap that brings the draw back under 80 % of what the
        // circuit carries, so other loads fit beside it.
        fix = Text::tr("Give the build a circuit of its own, with nothing else on it.");
        if (const auto cap = powerLimitForWall(b, a, Watts(int(std::floor(comfortable))))) {
            fix += u' '
                + Text::tr("Or cap each GPU at %1 W (nvidia-smi -pl %1): the build then draws about %2 W at "
                           "the wall, for about %3 % less throughput.")
                      .arg(cap->perGpu.value())
                      .arg(cap->wallDraw.value())
                      .arg(cap->throughputLoss * 100.0, 0, 'f', 1);
        }
    }
    out.append({QStringLiteral("POWER.WALL_CIRCUIT"), over ? Severity::Error : Severity::Warning,
        (over ? Text::tr(
             "At full load the build draws %1 W at the wall, more than the %2 W a %3 V / %4 A circuit "
             "may carry continuously (80 % of its %5 W rating).")
                    .arg(wall.value())
                    .arg(limit.value())
                    .arg(b.environment.circuitVolts)
                    .arg(b.environment.circuitAmps)
                    .arg(rating)
              : Text::tr(
                  "At full load the build draws %1 W at the wall: %2 % of the %3 W a %4 V / %5 A circuit "
                  "may carry continuously, so little is left for anything else on that circuit.")
                    .arg(wall.value())
                    .arg(std::round(100.0 * wall.value() / limit.value()))
                    .arg(limit.value())
                    .arg(b.environment.circuitVolts)
                    .arg(b.environment.circuitAmps))
            + (b.cpu ? u' ' + Text::tr("(The CPU counts at %1.)").arg(PowerBudget::cpuPowerText(b, a.power))
                     : QString()),
        fix, Text::tr("beyond the guide (RULES.md §7 later editions: outlet limits)"), {b.psu->info.id}, {}});
}

void transients(const Build &b, const Analyses &a, QList<Finding> &out)
{
    // Beyond the guide: a PSU before ATX 3.0 is specified for its rating only, so it must carry the
    // GPUs' measured millisecond spikes (PowerBudget::spikeFactor) on top of the CPU.
    if (!b.psu || b.psu->spec.atxVersion >= 3 || b.gpus.isEmpty())
        return;
    if (a.power.transientPeak <= b.psu->spec.wattage)
        return;
    QList<int> slots;
    QStringList sources;
    for (const GpuPlacement &g : b.gpus) {
        slots.append(g.slot);
        const QString src = PowerBudget::spikeFactor(g.gpu.spec).source;
        if (!src.isEmpty() && !sources.contains(src))
            sources.append(src);
    }
    const double factor
        = double(a.power.transientPeak.value() - a.power.cpuPower.value()) / a.power.gpuTdp.value();
    out.append({QStringLiteral("POWER.TRANSIENTS"), Severity::Warning,
        Text::tr(
            "The GPUs' %1 W spike to about %2 W for milliseconds (×%3, as measured for this generation); "
            "with the CPU that is %4 W, more than the %5 W of %6, an ATX 2.x unit not specified for "
            "such excursions: it may shut down under load.")
            .arg(a.power.gpuTdp.value())
            .arg(a.power.transientPeak.value() - a.power.cpuPower.value())
            .arg(factor, 0, 'f', 2)
            .arg(a.power.transientPeak.value())
            .arg(b.psu->spec.wattage.value())
            .arg(b.psu->info.name),
        Text::tr("Choose an ATX 3.x PSU of at least %1 W, or an older unit of at least %2 W.")
            .arg(a.power.recommended.value())
            .arg(a.power.recommendedPreAtx3.value()),
        sources.isEmpty() ? Text::tr("beyond the guide (ATX 3.0 power excursion)")
                          : Text::tr("beyond the guide (ATX 3.0 power excursion; %1)")
                                .arg(sources.join(QStringLiteral(", "))),
        {b.psu->info.id}, slots});
}

} // namespace

QList<Rule> circuitRules()
{
    return {
        {"POWER.WALL_CIRCUIT", "power", "beyond the guide: RULES.md §7 later editions, outlet limits",
            Severity::Error, Severity::Warning, Rule::Parts, wallCircuit},
        {"POWER.TRANSIENTS", "power", "beyond the guide: ATX 3.0 power excursion", Severity::Warning,
            Severity::Warning, Rule::Parts, transients},
    };
}

} // namespace rules
} // namespace rigsmith::core
