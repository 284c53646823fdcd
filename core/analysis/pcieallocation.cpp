// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/pcieallocation.h"

#include "core/model/processorsockets.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <functional>

namespace rigsmith::core {
namespace {

constexpr double kForwardBackwardMs = 216.0; // ResNet-152, batch 32 (RULES.md §5.1 PCIE-3)
constexpr int kNoCpuLimit = 16 * 16; // no CPU chosen: the board alone decides

// Links train at a power-of-two width.
int linkWidth(int lanes)
{
    for (int w : {16, 8, 4, 2, 1}) {
        if (lanes >= w)
            return w;
    }
    return 0;
}

// The splits of the highest tier a CPU with `cpuLanes` reaches (the lowest tier when it reaches
// none: the board's least demanding documented split).
QList<const LaneMode *> modesFor(const MotherboardSpec &board, std::optional<int> cpuLanes)
{
    if (board.laneModes.isEmpty())
        return {};
    int tier = -1;
    int lowest = board.laneModes.first().minCpuLanes;
    for (const LaneMode &m : board.laneModes) {
        lowest = std::min(lowest, m.minCpuLanes);
        if ((!cpuLanes || m.minCpuLanes <= *cpuLanes) && m.minCpuLanes > tier)
            tier = m.minCpuLanes;
    }
    if (tier < 0)
        tier = lowest;
    QList<const LaneMode *> modes;
    for (const LaneMode &m : board.laneModes) {
        if (m.minCpuLanes == tier)
            modes.append(&m);
    }
    return modes;
}

int modeLanes(const LaneMode &mode, int slot)
{
    const qsizetype i = mode.slots.indexOf(slot);
    return i < 0 || i >= mode.lanes.size() ? -1 : mode.lanes[i];
}

// The split that serves `populated` best: most cards with lanes, then the narrowest card widest,
// then the most lanes in all.
const LaneMode *bestMode(const QList<const LaneMode *> &modes, const QList<int> &populated)
{
    const LaneMode *best = nullptr;
    std::tuple<int, int, int> bestScore {-1, -1, -1};
    for (const LaneMode *m : modes) {
        int served = 0;
        int narrowest = 16;
        int sum = 0;
        for (int slot : populated) {
            const int l = modeLanes(*m, slot);
            if (l < 0)
                continue;
            served += l > 0 ? 1 : 0;
            narrowest = std::min(narrowest, l);
            sum += l;
        }
        const std::tuple<int, int, int> score {served, narrowest, sum};
        if (score > bestScore) {
            bestScore = score;
            best = m;
        }
    }
    return best;
}

struct Walk
{
    QList<int> lanes; // per populated slot, in the order given
    QHash<int, int> uplink; // switch id → lanes its uplink got
    QStringList m2Used;
    int cpuLanesUsed = 0;
};

Walk walk(const MotherboardSpec &board, std::optional<int> cpuLanes, const QList<int> &populated, int nvme)
{
    Walk w;
    w.lanes.resize(populated.size());
    QHash<int, int> m2Cap; // slot → lanes left by an M.2 socket in use
    QStringList sharing; // sockets that borrow lanes, in the board's order (one may borrow from two slots)
    for (const M2Sharing &m2 : board.m2Sharing) {
        if (!sharing.contains(m2.socket))
            sharing.append(m2.socket);
    }
    const int ownSockets = std::max(0, board.m2Slots - int(sharing.size()));
    w.m2Used = sharing.mid(0, std::clamp(nvme - ownSockets, 0, int(sharing.size())));
    for (const M2Sharing &m2 : board.m2Sharing) {
        if (w.m2Used.contains(m2.socket))
            m2Cap[m2.slot] = std::min(m2Cap.value(m2.slot, 16), m2.slotLanes);
    }
    const LaneMode *mode = bestMode(modesFor(board, cpuLanes), populated);

    QList<int> order(populated.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return populated[a] < populated[b]; });

    int left = cpuLanes.value_or(kNoCpuLimit);
    const bool wiringUnknown = board.switchWiringUnknown();
    // A layout derived from a slot list (workstation boards: x16, x8, x16, ... all from the CPU) asks for
    // more lanes than the processor has; no real board gives the first cards all and the last none: a
    // board without switches splits the processor's lanes among its slots (x16/x8/x8/x8 for four cards on
    // 40 lanes, scenario 88's source), one with switches gives each its width. Which, the slot list does
    // not say: the cards share the lanes evenly (the PCIE.POSITIONS_UNVERIFIED warning says the layout is
    // unconfirmed).
    int derivedShare = 16;
    if (board.layoutApproximate && board.switches.isEmpty() && !mode && cpuLanes) {
        int asked = 0;
        int cards = 0;
        for (const int position : populated) {
            const PcieSlot *slot = board.slotAt(position);
            if (slot && slot->source == LaneSource::Cpu) {
                asked += std::min(slot->lanesWith(populated).value(), m2Cap.value(position, 16));
                ++cards;
            }
        }
        // Down to x8 a card, the split x16 slots commonly offer (x8/x8); below it, slot order as before.
        if (asked > *cpuLanes && cards > 0 && linkWidth(*cpuLanes / cards) >= 8)
            derivedShare = linkWidth(*cpuLanes / cards);
    }
    for (int i : order) {
        const int position = populated[i];
        const PcieSlot *slot = board.slotAt(position);
        if (!slot)
            continue;
        int lanes = slot->lanesWith(populated).value();
        const int fromMode = mode ? modeLanes(*mode, position) : -1;
        if (fromMode >= 0)
            lanes = fromMode;
        lanes = std::min(lanes, m2Cap.value(position, 16));
        if (slot->source == LaneSource::Chipset) {
            w.lanes[i] = lanes;
            continue;
        }
        if (slot->switchId > 0) {
            // The switch gives the slot its own width; the CPU pays for the uplink once.
            if (!w.uplink.contains(slot->switchId)) {
                const auto sw = std::find_if(board.switches.cbegin(), board.switches.cend(),
                    [slot](const PcieSwitch &s) { return s.id == slot->switchId; });
                const int up = linkWidth(std::min(sw == board.switches.cend() ? 16 : sw->uplinkLanes, left));
                w.uplink.insert(slot->switchId, up);
                left -= up;
                w.cpuLanesUsed += up;
            }
            w.lanes[i] = w.uplink.value(slot->switchId) > 0 ? lanes : 0;
            continue;
        }
        if (wiringUnknown) {
            // Switches on record whose wiring is not: a split the maker documents for this CPU still
            // holds (it counts the switches); without one, assume what the switches are there for, each
            // CPU slot at its full width (PCIE.SWITCH_WIRING says the lanes are unchecked).
            w.lanes[i] = fromMode >= 0 ? lanes : slot->maxLanes.value();
            continue;
        }
        if (fromMode < 0) // a documented split already fits the CPU; the count decides elsewhere
            lanes = linkWidth(std::min({lanes, left, derivedShare}));
        left = std::max(0, left - lanes);
        w.cpuLanesUsed += lanes;
        w.lanes[i] = lanes;
    }
    return w;
}

std::optional<int> cpuLanesOf(const Build &b)
{
    return processorLanes(b); // both processors' on a dual-socket board
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

QList<int> PcieAllocation::slotLanes(
    const MotherboardSpec &board, std::optional<int> cpuLanes, const QList<int> &populated, int nvmeDrives)
{
    return walk(board, cpuLanes, populated, nvmeDrives).lanes;
}

PcieAllocation PcieAllocation::of(const Build &b)
{
    PcieAllocation a;
    QList<int> populated;
    for (const GpuPlacement &g : b.gpus)
        populated.append(g.slot);
    Walk w;
    if (b.motherboard) {
        w = walk(b.motherboard->spec, cpuLanesOf(b), populated, GpuCapacity::nvmeDrives(b));
        a.cpuLanesUsed = w.cpuLanesUsed;
        a.m2SocketsUsed = w.m2Used;
    }
    // Cards sharing one switch or the chipset uplink split it between them.
    QHash<int, int> perSwitch;
    int onChipset = 0;
    for (const GpuPlacement &g : b.gpus) {
        if (const PcieSlot *slot = b.motherboard ? b.motherboard->spec.slotAt(g.slot) : nullptr) {
            if (slot->switchId > 0)
                ++perSwitch[slot->switchId];
            else if (slot->source == LaneSource::Chipset)
                ++onChipset;
        }
    }
    for (qsizetype i = 0; i < b.gpus.size(); ++i) {
        const GpuPlacement &g = b.gpus[i];
        Link l;
        l.slot = g.slot;
        const PcieSlot *slot = b.motherboard ? b.motherboard->spec.slotAt(g.slot) : nullptr;
        int lanes = slot ? w.lanes[i] : g.gpu.spec.pcieLanes.value();
        lanes = linkWidth(std::min(lanes, g.gpu.spec.pcieLanes.value()));
        int effective = lanes;
        int gen = g.gpu.spec.pcieGeneration;
        if (slot) {
            l.source = slot->source;
            l.switchId = slot->switchId;
            l.physicalFit = slot->physicalSize.value() >= 16;
            gen = std::min(gen, slot->generation);
            if (slot->switchId > 0)
                effective
                    = std::min(lanes, linkWidth(w.uplink.value(slot->switchId) / perSwitch[slot->switchId]));
            else if (slot->source == LaneSource::Chipset && b.motherboard->spec.chipsetUplinkLanes > 0)
                effective = std::min(lanes, linkWidth(b.motherboard->spec.chipsetUplinkLanes / onChipset));
        }
        if (l.source == LaneSource::Cpu && b.cpu)
            gen = std::min(gen, b.cpu->spec.pcieGeneration);
        l.lanes = lanes;
        l.effectiveLanes = lanes > 0 ? std::max(1, effective) : 0;
        l.generation = gen;
        if (lanes > 0) {
            l.transferMsTheory = transferMs(l.effectiveLanes, gen, false);
            l.transferMsPractice = transferMs(l.effectiveLanes, gen, true);
            // Blocking transfers add to each step; async pinned-memory loading hides them (0 %).
            if (!b.workload.asyncLoading && readsTrainingData(b.workload)) {
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

int GpuCapacity::nvmeDrives(const Build &b)
{
    int n = 0;
    for (const Counted<Storage> &s : b.storage) {
        if (s.part.spec.type == StorageType::Nvme)
            n += s.quantity;
    }
    return n;
}

GpuCapacity GpuCapacity::of(const Build &b, int cardWidth)
{
    GpuCapacity c;
    if (!b.motherboard)
        return c;
    const MotherboardSpec &board = b.motherboard->spec;
    QList<int> candidates;
    for (const PcieSlot &s : board.slots) {
        if (s.physicalSize.value() >= 16)
            candidates.append(s.position);
    }
    std::sort(candidates.begin(), candidates.end());
    int last = -100;
    for (int p : candidates) {
        if (p >= last + cardWidth) {
            ++c.physical;
            last = p;
        }
    }
    const std::optional<int> cpuLanes = cpuLanesOf(b);
    const int nvme = nvmeDrives(b);
    // Every arrangement of k cards (at most 12 slots: a few hundred at worst), largest k first.
    for (int k = std::min<int>(c.physical, Build::kMaxGpus); k > 0; --k) {
        QList<int> chosen;
        std::pair<int, int> best {-1, -1};
        const std::function<void(qsizetype)> pick = [&](qsizetype from) {
            if (int(chosen.size()) == k) {
                const QList<int> lanes = PcieAllocation::slotLanes(board, cpuLanes, chosen, nvme);
                const int narrowest = *std::min_element(lanes.cbegin(), lanes.cend());
                if (narrowest < kMinimumLanes)
                    return;
                int sum = 0;
                for (int l : lanes)
                    sum += l;
                if (std::pair {narrowest, sum} > best) {
                    best = {narrowest, sum};
                    c.slots = chosen;
                }
                return;
            }
            for (qsizetype i = from; i < candidates.size(); ++i) {
                if (!chosen.isEmpty() && candidates[i] < chosen.last() + cardWidth)
                    continue;
                chosen.append(candidates[i]);
                pick(i + 1);
                chosen.removeLast();
            }
        };
        pick(0);
        if (best.first >= 0) {
            c.count = k;
            return c;
        }
    }
    return c;
}

} // namespace rigsmith::core
