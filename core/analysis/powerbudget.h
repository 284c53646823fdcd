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

    Watts gpuTdp; // sum over the GPUs
    Watts cpuTdp;
    Watts load; // gpuTdp + cpuTdp
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

    static PowerBudget of(const Build &build);
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
