// SPDX-License-Identifier: GPL-3.0-or-later
#include "powerbudget.h"

#include <cmath>

namespace rigsmith::core {

namespace {

Watts roundedUp(double watts)
{
    return Watts(int(std::ceil(watts - 1e-9)));
}

} // namespace

Watts PowerBudget::standardSizeFor(Watts watts)
{
    static const int sizes[] = {300, 350, 400, 450, 500, 550, 600, 650, 700, 750, 800, 850, 900, 1000, 1050,
        1100, 1200, 1250, 1300, 1350, 1400, 1500, 1600, 1650, 1800, 2000, 2400, 2800, 3000};
    for (int s : sizes) {
        if (s >= watts.value())
            return Watts(s);
    }
    return roundedUp(std::ceil(watts.value() / 100.0) * 100.0);
}

int PowerBudget::eightPinsPerAdapter(Watts gpuTdp)
{
    // 150 W per 8-pin cable (RULES.md §7, EXT): 3 cables up to 450 W, 4 up to 600 W.
    return gpuTdp.value() > 450 ? 4 : 3;
}

PowerBudget PowerBudget::of(const Build &b)
{
    PowerBudget p;
    int adapterCables = 0;
    for (const GpuPlacement &g : b.gpus) {
        p.gpuTdp += g.gpu.spec.tdp;
        p.eightPinNeeded += g.gpu.spec.connectors.pcie6 + g.gpu.spec.connectors.pcie8;
        p.twelveVhpwrNeeded += g.gpu.spec.connectors.pcie12vhpwr;
    }
    p.cpuTdp = b.cpu ? b.cpu->spec.tdp : Watts(0);
    p.load = p.gpuTdp + p.cpuTdp;
    p.minimum = roundedUp(p.load.value() * kMinimumFactor);
    p.comfortable = roundedUp(p.load.value() * kComfortFactor);
    p.recommended = standardSizeFor(p.comfortable);
    if (!b.psu)
        return p;

    const PsuSpec &psu = b.psu->spec;
    p.psu = psu.wattage;
    if (p.load.value() > 0)
        p.headroom = psu.wattage.ratio(p.load);
    p.eightPinAvailable = psu.connectors.pcie8 + psu.connectors.pcie6;
    p.twelveVhpwrAvailable = psu.connectors.pcie12vhpwr;
    // 12VHPWR sockets beyond the native cables are fed by adapters from 8-pin cables.
    int native = p.twelveVhpwrAvailable;
    for (const GpuPlacement &g : b.gpus) {
        for (int i = 0; i < g.gpu.spec.connectors.pcie12vhpwr; ++i) {
            if (native > 0)
                --native;
            else
                adapterCables += eightPinsPerAdapter(g.gpu.spec.tdp);
        }
    }
    p.connectorShortfall = std::max(0, p.eightPinNeeded + adapterCables - p.eightPinAvailable);
    p.efficiency = psu.efficiency == EfficiencyTier::None ? typicalEfficiency(EfficiencyTier::None)
                                                          : typicalEfficiency(psu.efficiency);
    p.wallDraw = roundedUp(p.load.value() / p.efficiency);
    return p;
}

} // namespace rigsmith::core
