// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/candidates.h"

#include <optional>

namespace rigsmith::core::advisor {

// Why no build of the candidates can pass the query's wall circuit, translated, or nothing when one
// might: the least any build draws at the wall (the coolest set of cards that holds the workloads,
// the processor that draws least of those a candidate board takes, times its sockets, through the
// most efficient candidate PSU, as PowerBudget counts them) against what the circuit carries
// continuously (POWER.WALL_CIRCUIT). Told at once, before the search would judge a million builds
// that all fail the same rule.
std::optional<QString> circuitTooSmall(const Candidates &candidates, const Query &query);

} // namespace rigsmith::core::advisor
