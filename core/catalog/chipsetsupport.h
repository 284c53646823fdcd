// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <optional>

namespace rigsmith::core {

// What a source says of a processor on a board of its socket: the chipset runs it, runs it only from a
// BIOS version on, or does not run it (db/curated/chipset_cpu_support.csv, built into the library).
struct ChipsetSupport
{
    enum class Verdict {
        Runs, // the maker's chipset or processor page, or a board maker's CPU support list, names the pair
        BiosUpdate, // runs after a BIOS update that supports it
        DoesNotRun, // known not to work: the system does not boot
    };
    Verdict verdict = Verdict::Runs;
    QString source; // URLs, " | " between them
    QString note; // what the source says
};

// The table's first row for this board's socket and chipset whose processor pattern the name matches;
// nothing when no row names the pair (it is then not known either way) or the sockets differ (FIT.SOCKET).
std::optional<ChipsetSupport> chipsetSupport(
    const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket);

// Whether a source says the pair works (at once or after a BIOS update): what the advisor pairs. An
// unknown pair, one known not to work, or one whose sockets differ is not known to work.
bool pairKnownToWork(const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket);

} // namespace rigsmith::core
