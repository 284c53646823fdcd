// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/searchstate.h"

namespace rigsmith::core::advisor {

// Turns the search's front into the result the user reads: at most maxResults builds spread along
// the front (the cheapest and the fastest always), each with its warnings, what binds it, what the
// next step up buys and its GPU's place on the value map, named and noted; or, when nothing
// qualified, the constraint that conflicts and what would relax it.
void finish(Result &result, const SearchState &state, const Candidates &candidates, const Query &query,
    const QList<Plan> &plans);

// The indices of at most `most` entries of a front of `size` (by price) to show: the cheapest, the
// fastest and those nearest to even steps of log throughput between them.
QList<int> thinned(const QList<double> &throughputs, int most);

} // namespace rigsmith::core::advisor
