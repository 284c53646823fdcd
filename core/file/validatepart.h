// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/partvalidity.h"

#include <optional>

namespace rigsmith::core {

// Whether a part in memory meets the ranges of core/model/partvalidity.h: the build-file reader's own
// visitors (partjson.cpp) walked over it, so the catalog, the overlay and the writer accept exactly what
// the reader does.
std::optional<PartProblem> validatePart(const Part &part);

} // namespace rigsmith::core
