// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

namespace rigsmith::core {

// The board's row for a processor of its socket (MotherboardSpec::cpuSupport): the first whose pattern
// the processor's name matches; nothing when no row names it (or the sockets differ: FIT.SOCKET's case).
const CpuSupport *chipsetSupport(
    const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket);

} // namespace rigsmith::core
