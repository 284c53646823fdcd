// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "powerbudget.h"
#include "thermalestimate.h"

#include <optional>

namespace rigsmith::core {

// What the build costs to buy and to run (RULES.md §7 PSU-5, §10.4, §10.5): parts, water
// cooling, energy at the wall through the PSU's efficiency, total cost over the build's years.
struct CostEstimate
{
    static constexpr double kTwoWeeksHours = 14 * 24;

    Money parts; // sum of the known prices, in USD
    int unpricedParts = 0; // parts without a price (the sum leaves them out)
    std::optional<Money> waterCooling;
    Money purchase; // parts + water cooling

    double wallKw = 0.0; // full load at the wall
    double kwhPerTwoWeeks = 0.0;
    double kwhPerYear = 0.0; // at the environment's hours per day
    double energyPerTwoWeeks = 0.0; // in the environment's currency
    double energyPerYear = 0.0;
    std::optional<Money> totalCostOfOwnership; // purchase + energy over the years; same currency only
    std::optional<double> costPerThroughput; // TCO (or purchase) per unit of throughput

    static CostEstimate of(
        const Build &build, const PowerBudget &power, const ThermalEstimate &thermal, double throughput);
};

} // namespace rigsmith::core
