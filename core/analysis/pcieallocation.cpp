// SPDX-License-Identifier: GPL-3.0-or-later
#include "pcieallocation.h"

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

constexpr double kForwardBackwardMs = 216.0; // ResNet-152, batch 32 (RULES.md §5.1 PCIE-3)

// Links train at a power-of-two width.
int linkWidth(int lanes)
{
    for (int w : {16, 8, 4, 2, 1}) {
        if (lanes >= w)
            return w;
    }
    return 0;
}

} // namespace

double PcieAllocation::transferMs(int lanes, int generation, bool practice)
{
    double gen3;
    switch (lanes) {
    case 16:
        gen3 = practice ? 2.0 : 1.1;
        break;
    case 8:
        gen3 = practice ? 5.0 : 2.3;
        break;
    case 4:
        gen3 = practice ? 9.0 : 4.5;
        break;
    default:
        gen3 = lanes > 0 ? (practice ? 9.0 : 4.5) * 4.0 / lanes : 0.0;
        break;
    }
    return gen3 / std::pow(2.0, std::max(0, generation - 3));
}

const PcieAllocation::Link *PcieAllocation::link(int slot) const
{
    const auto it
        = std::find_if(links.cbegin(), links.cend(), [slot](const Link &l) { return l.slot == slot; });
    return it == links.cend() ? nullptr : &*it;
}

double PcieAllocation::meanLoss() const
{
    if (links.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (const Link &l : links)
        sum += l.loss;
    return sum / double(links.size());
}

PcieAllocation PcieAllocation::of(const Build &b)
{
    PcieAllocation a;
    QList<int> populated;
    for (const GpuPlacement &g : b.gpus)
        populated.append(g.slot);
    int cpuLanesLeft = b.cpu ? b.cpu->spec.pcieLanes.value() : 16 * Build::kMaxGpus;
    for (const GpuPlacement &g : b.gpus) { // slot order: the slots nearest the CPU get lanes first
        Link l;
        l.slot = g.slot;
        const PcieSlot *slot = b.motherboard ? b.motherboard->spec.slotAt(g.slot) : nullptr;
        int lanes = slot ? slot->lanesWith(populated).value() : g.gpu.spec.pcieLanes.value();
        lanes = std::min(lanes, g.gpu.spec.pcieLanes.value());
        int gen = g.gpu.spec.pcieGeneration;
        if (slot) {
            l.source = slot->source;
            l.physicalFit = slot->physicalSize.value() >= 16;
            gen = std::min(gen, slot->generation);
        }
        if (l.source == LaneSource::Cpu) {
            lanes = linkWidth(std::min(lanes, cpuLanesLeft));
            cpuLanesLeft -= lanes;
            a.cpuLanesUsed += lanes;
            if (b.cpu)
                gen = std::min(gen, b.cpu->spec.pcieGeneration);
        }
        l.lanes = lanes;
        l.generation = gen;
        if (lanes > 0) {
            l.transferMsTheory = transferMs(lanes, gen, false);
            l.transferMsPractice = transferMs(lanes, gen, true);
            // Blocking transfers add to each step; async pinned-memory loading hides them (0 %).
            if (!b.workload.asyncLoading) {
                l.loss = 1.0
                    - (kForwardBackwardMs + transferMs(16, gen, true))
                        / (kForwardBackwardMs + l.transferMsPractice);
            }
        } else {
            l.loss = 1.0;
        }
        a.links.append(l);
    }
    return a;
}

} // namespace rigsmith::core
