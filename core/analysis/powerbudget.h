// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <optional>

namespace rigsmith::core {

// The build's power figures (RULES.md §7, §10.1): rated load, the guide's two PSU thresholds,
// the PSU size to buy, GPU power connectors needed against what the PSU has, and wall draw.
struct PowerBudget
{
    static constexpr double kMinimumFactor = 1.10; // PSU-2: below this the build is an error
    static constexpr double kComfortFactor = 1.21; // 1.10 × 1.10: below this, a warning

    // Which figure stands for the CPU: under a training load it runs at its boost limit (PL2 on Intel,
    // PPT on AMD); the base TDP only where the catalog knows no such limit.
    enum class CpuBasis {
        None, // no CPU in the build
        BaseTdp, // no boost limit known: the base TDP, an underestimate under load
        BoostLimit, // the processor's own sourced PL2 / PPT
        BoostLimitDerived, // derived from the TDP by the maker's rule for its socket (AMD: PPT = 1.35 × TDP)
    };

    Watts gpuTdp; // sum over the GPUs
    Watts cpuTdp; // the processors' base TDP (both of a dual-socket board's)
    Watts cpuPower; // the processors' figure the budget carries (see cpuBasis), all sockets together
    int cpuCount = 0; // processors: two on a dual-socket board
    CpuBasis cpuBasis = CpuBasis::None;
    Watts load; // gpuTdp + cpuPower
    Watts minimum; // load × 1.10, rounded up
    Watts comfortable; // load × 1.21, rounded up
    Watts recommended; // the standard PSU size at or above `comfortable`
    std::optional<Watts> psu; // the build's PSU rating, if it has one
    std::optional<double> headroom; // psu / load

    // GPU power inputs, counted in PSU cables: 6-pin and 8-pin sockets each take one 6+2 cable;
    // a 12VHPWR socket takes the PSU's native 12VHPWR cable, or an adapter from 8-pin cables.
    int eightPinNeeded = 0; // 6- and 8-pin sockets on the cards
    int twelveVhpwrNeeded = 0;
    int eightPinAvailable = 0;
    int twelveVhpwrAvailable = 0;
    int connectorShortfall = 0; // 8-pin cables missing after adapters, 0 when enough

    // Transient spikes (beyond the guide): each GPU's TDP times its generation's measured spike factor,
    // plus the CPU. A PSU before ATX 3.0 is not specified for excursions, so it must carry this peak;
    // `recommendedPreAtx3` is the size that passes both this and the guide's rule, so following
    // either fix never trips the other.
    Watts transientPeak;
    Watts recommendedPreAtx3;

    // EPS12V 8-pin inputs: workstation and data-centre GPUs that take them, plus one for the CPU.
    int epsNeeded = 0;
    int epsAvailable = 0;

    double efficiency = 0.0; // at typical load, from the PSU's 80 PLUS tier (none: 0)
    std::optional<Watts> wallDraw; // load ÷ efficiency

    // The GPU maker's recommended PSU ("required system power"), which assumes a system with one card:
    // for more cards, the figure of one card plus the power of every other card, the highest over the
    // cards that have a figure. Empty when no card has one.
    std::optional<Watts> makerPsu;
    Watts makerFigure; // the maker's own figure that makerPsu starts from
    QString makerCard; // the card model it was published for ("GeForce RTX 4090")
    QString makerVendor; // who published it ("NVIDIA")

    // The CPU's figure in words: "253 W (PL2)", "142 W (PPT, AMD's 1.35 × TDP)",
    // "125 W (base TDP: no boost limit known)".
    static QString cpuPowerText(const Build &build, const PowerBudget &power);

    static PowerBudget of(const Build &build);
    // The 8-pin cables `psu` is short of for these cards after adapters (connectorShortfall), without a
    // build.
    static int cableShortfall(const QList<GpuPlacement> &gpus, const PsuSpec &psu);
    // The smallest standard PSU rating (… 1000, 1200, 1300, 1400, 1500, 1600 …) at or above `watts`.
    static Watts standardSizeFor(Watts watts);
    // 8-pin cables an adapter needs to feed a 12VHPWR socket on a card of this TDP.
    static int eightPinsPerAdapter(Watts gpuTdp);
    // Peak over TDP at the millisecond scale a PSU's protection reacts to, per GPU generation, from
    // published measurements (research/parts/transients.csv); the guide's own 10 % where none exist.
    struct SpikeFactor
    {
        double factor = 1.10;
        QString source; // URL of the measurement; empty: the guide's allowance (RULES.md §7 PSU-2)
    };
    static SpikeFactor spikeFactor(const GpuSpec &gpu);
};

} // namespace rigsmith::core
