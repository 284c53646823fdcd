// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <optional>

namespace rigsmith::core {

// Which DIMM kinds a build may take, and which fact says so: the processor's own (db/curated/
// cpu_dimm_kinds.csv, built into the library: Core X on LGA 2066 and Core i7 on LGA 2011 / 2011-3 run
// without ECC, so without registered DIMMs), the board's or its platform's row (memoryplatform.h), or
// nothing known.
struct DimmFact
{
    enum class Whose { Nobody, Processor, Platform };
    Whose whose = Whose::Nobody;
    DimmSupport kinds = DimmSupport::Unknown;
    QString source; // URLs, " | " between them; "board" when the board's own catalog field decided
    QString note; // what the processor's source says (processor facts only)
};

// The processor's fact: the first row of its socket whose pattern its name matches; nothing when no row
// names it.
std::optional<DimmFact> processorDimmKinds(const QString &cpuName, const QString &cpuSocket);

// The fact that rules a kit of this kind out of the build (the processor's first, then the board's
// platform), or nothing when no known fact does.
std::optional<DimmFact> dimmKindExcluded(const Build &build, bool registered);

// Whether a known fact confirms the kind (the processor's or the platform's takes it, the other does not
// refuse it): when neither does the kind stays unconfirmed.
bool dimmKindConfirmed(const Build &build, bool registered);

} // namespace rigsmith::core
