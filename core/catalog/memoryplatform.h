// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

namespace rigsmith::core {

// Which DIMMs a platform takes, as its maker (or a source quoting the maker) documents it.
struct DimmRequirement
{
    DimmSupport kinds = DimmSupport::Unknown;
    QString source; // URL of the row the answer rests on; "board" when the board's own field decided
};

// The DIMM kinds a board takes: the board's own field (DimmSupport) when known, else its chipset's or
// its socket's row in the platform table (db/curated/dimm_platforms.csv; every row cites its source).
DimmRequirement dimmRequirement(const MotherboardSpec &board);

// A workstation or server socket, where some platforms take registered DIMMs only: an unknown kind is
// worth naming there even for an unbuffered kit.
bool mixedKindSocket(const MotherboardSpec &board);

// The largest module a board's slots take: its maximum spread over its slots (nothing when unknown).
std::optional<Gigabytes> perSlotLimit(const MotherboardSpec &board);

// Modules in the build across all kits.
int memoryModules(const Build &build);

} // namespace rigsmith::core
