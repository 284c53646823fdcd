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

// Adds to the money sentence what the fastest build the unlock gives (`unlocked`) costs and does, against
// the fastest build on the front; nothing when it is no faster.
void sayUnlocked(Result &result, const Suggestion &unlocked);

// Builds within this share of the previous one shown in both price and throughput are one row.
constexpr double kSameRow = 0.03;

// The indices of at most `most` entries of a front (by price: their prices and throughputs) to show: one
// row for builds within kSameRow of each other in both, then the cheapest, the fastest and those nearest to
// even steps of log price between them, so that the rows spread over the front's price range; `keep` (the
// recommended build) is always a row of its own when three or more are shown.
QList<int> thinned(const QList<qint64> &cents, const QList<double> &throughputs, int most, int keep = -1);

} // namespace rigsmith::core::advisor
