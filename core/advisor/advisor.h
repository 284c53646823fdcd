// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/catalog/partcatalog.h"

#include <functional>

namespace rigsmith::core::advisor {

// Called now and then with the share of GPU plans searched (0–100); returning false cancels.
using Progress = std::function<bool(int percent)>;

// The build advisor: the price/throughput front of complete builds from the catalog that pass every
// rule of the guide with no error, for the query's workload, money and constraints. Deterministic: the
// same catalog and query give the same front.
//
// The search: GPU plans (a model's card, how many), cheapest first; for each, the boards that take
// that many cards (verified openings for two or more), the slots they go in and the processors of the
// board's socket; such a platform fixes the throughput (nothing else a build holds changes it), and
// branch and bound finds its cheapest completion (memory, drive, CPU cooler, case, PSU) that the rule
// engine passes. A plan or platform whose cheapest possible price and best possible throughput an
// earlier build already matches is skipped, as is anything over the budget. Parts that cannot go with
// the platform (PartFilter's incompatibility(), which the FIT rules use) are not tried; a failed
// completion resumes at the deepest part its errors name.
Result suggest(const PartCatalog &catalog, const Query &query, const Progress &progress = {});

// A throughput as the front compares it: three significant figures, since the model's own error is
// about ten per cent, so that a build is not kept for a difference no estimate can tell.
double comparable(double throughput);

// A suggestion's cards as the advisor names them: "2 × GeForce RTX 3090" (a front build's cards are all of
// one model). Translated.
QString cardsOf(const Build &build);

// Translated, for a warning a suggestion keeps: what the cheapest build of its cards and board without it
// costs more ("without it, USD 120.00 more"), or that there is no such build. The CLI and the dialog say it
// after the rule's id.
QString keptWarningCost(const Suggestion::KeptWarning &kept);

} // namespace rigsmith::core::advisor
