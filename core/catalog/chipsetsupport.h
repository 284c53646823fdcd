// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <optional>

namespace rigsmith::core {

// What a source says about a processor on a board of its socket whose chipset does not run it, or runs
// it only from a BIOS version on (db/curated/chipset_cpu_support.csv, built into the library).
struct ChipsetSupport
{
    bool biosUpdate = false; // false: the chipset does not run the processor; true: after a BIOS update
    QString source; // URLs, " | " between them
    QString note; // what the source says
};

// The table's first row for this board's socket and chipset whose processor pattern the name matches;
// nothing when no row names the pair (it is then not known either way) or the sockets differ (FIT.SOCKET).
std::optional<ChipsetSupport> chipsetSupport(
    const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket);

} // namespace rigsmith::core
