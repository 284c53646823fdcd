// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../build.h"

#include <optional>

namespace rigsmith::core {

// The PCIe link each GPU really gets (RULES.md §5.1): the slot's width with this population of
// cards, capped by the lanes the CPU has left for CPU-attached slots, and the generation all
// three parts support; plus the guide's reference transfer (one ImageNet batch of 32 images,
// 19.44 MB, §10.2) at that link.
struct PcieAllocation
{
    struct Link
    {
        int slot = 0;
        int lanes = 0; // 0: the slot gets no lanes at all with this CPU and population
        int generation = 3;
        LaneSource source = LaneSource::Cpu;
        bool physicalFit = true; // an x16 card in an x1/x4 slot does not fit (closed slot)
        double transferMsTheory = 0.0;
        double transferMsPractice = 0.0; // about twice the theory (§5.1 PCIE-2)
        double loss = 0.0; // throughput lost to the link against x16, without async loading (§10.2)
    };
    QList<Link> links;
    int cpuLanesUsed = 0;

    const Link *link(int slot) const;
    double meanLoss() const;
    static PcieAllocation of(const Build &build);

    // The guide's figures at PCIe 3.0: 1.1 / 2.3 / 4.5 ms in theory, 2 / 5 / 9 ms in practice for
    // x16 / x8 / x4; each newer generation halves them.
    static double transferMs(int lanes, int generation, bool practice);
};

} // namespace rigsmith::core
