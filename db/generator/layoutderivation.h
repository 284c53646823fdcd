// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

namespace rigsmith::db {

// A slot from a board's raw slot list: its width and PCIe generation, no position.
struct ListedSlot
{
    int lanes = 16;
    int generation = 4;
};

// Parses "16@5 16@5 4@4 1@4" (width@generation, widest first) as the curation script writes it.
QList<ListedSlot> parseSlotList(const QString &text);

// Where the slots of a board without a curated layout probably are, and what they run at:
// x16-size slots two openings apart from opening 1, small slots in the openings between; on a
// desktop socket the first x16 slot has the CPU's lanes and the others are chipset x4; on a
// workstation socket x16 slots alternate x16/x8 from the CPU. Always marked approximate.
QList<core::PcieSlot> deriveLayout(
    const QList<ListedSlot> &listed, core::FormFactor formFactor, const QString &socket);

// Sockets whose CPUs drive several x16 slots on their own lanes.
bool isWorkstationSocket(const QString &socket);

} // namespace rigsmith::db
