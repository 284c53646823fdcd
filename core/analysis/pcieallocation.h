// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <optional>

namespace rigsmith::core {

// The PCIe link each GPU really gets (RULES.md §5.1), walked through the board's topology: the
// board's documented lane splits for this CPU (bifurcation modes, slots a CPU does not drive),
// slot-to-slot sharing, M.2/U.2 sockets that borrow a slot's lanes, PCIe switches (full width to
// the slot, one shared uplink to the CPU), chipset slots behind their shared uplink, and the CPU's
// lane count for the rest; plus the guide's reference transfer (one ImageNet batch of 32 images,
// 19.44 MB, §10.2) at that link.
struct PcieAllocation
{
    struct Link
    {
        int slot = 0;
        int lanes = 0; // electrical width; 0: the slot gets no lanes with this CPU and population
        int effectiveLanes = 0; // the share of a switch or chipset uplink this card gets to the CPU
        int generation = 3;
        LaneSource source = LaneSource::Cpu;
        int switchId = 0; // behind this board switch (0: none)
        bool physicalFit = true; // an x16 card in an x1/x4 slot does not fit (closed slot)
        double transferMsTheory = 0.0;
        double transferMsPractice = 0.0; // about twice the theory (§5.1 PCIE-2)
        double loss = 0.0; // throughput lost to the link against x16, without async loading (§10.2)
    };
    QList<Link> links;
    int cpuLanesUsed = 0;
    QList<QString> m2SocketsUsed; // sockets that took a slot's lanes

    const Link *link(int slot) const;
    double meanLoss() const;
    static PcieAllocation of(const Build &build);

    // Electrical lanes per populated slot (same order as `populated`), for x16 cards, on this board
    // with a CPU of `cpuLanes` slot lanes (nothing: no CPU chosen) and `nvmeDrives` M.2 drives.
    static QList<int> slotLanes(const MotherboardSpec &board, std::optional<int> cpuLanes,
        const QList<int> &populated, int nvmeDrives);

    // The guide's figures at PCIe 3.0: 1.1 / 2.3 / 4.5 ms in theory, 2 / 5 / 9 ms in practice for
    // x16 / x8 / x4; each newer generation halves them.
    static double transferMs(int lanes, int generation, bool practice);
};

// How many GPUs a board can carry at all (RULES.md §5.1 PCIE-1, §8 MB-1..MB-4): x16-size slots at
// least one card's width apart, every one of them at x4 or more at once with this CPU and drives.
struct GpuCapacity
{
    static constexpr int kMinimumLanes = 4; // below x4 electrically a GPU is not supported

    int count = 0; // the most GPUs the board hosts
    QList<int> slots; // one arrangement that hosts `count` GPUs (the widest when several do)
    int physical = 0; // slots that fit the cards physically, whatever their lanes

    // `cardWidth`: the openings one card takes (2 for the usual dual-slot card).
    static GpuCapacity of(const Build &build, int cardWidth);
    static int nvmeDrives(const Build &build);
};

} // namespace rigsmith::core
