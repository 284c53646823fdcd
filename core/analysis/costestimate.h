// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/exchangerates.h"
#include "core/analysis/powerbudget.h"
#include "core/analysis/thermalestimate.h"

#include <QStringList>

#include <optional>

namespace rigsmith::core {

// A sum of money that may leave parts out. With parts left out it is a lower bound and says so:
// "≥ USD 20,519.93 + 10 parts without a price"; never a plain total.
struct PriceSum
{
    Money known;
    int unpriced = 0; // parts the sum leaves out

    bool isLowerBound() const { return unpriced > 0; }
    QString toString() const;
};

// Where the parts' sum stands against the build's budget.
struct BudgetCheck
{
    enum class State {
        Under, // every part priced, at or under the budget
        Over, // over it, even if the unpriced parts were free
        UnderSoFar, // under it, but unpriced parts may still take it over
    };
    State state = State::Under;
    Money budget;
    Money difference; // |budget − priced sum|, in the build's currency

    QString toString() const;
};

// What the build costs to buy and to run (RULES.md §7 PSU-5, §10.4, §10.5): parts, water
// cooling, energy at the wall through the PSU's efficiency, total cost over the build's years.
// Everything is in the build's one currency (its environment's): prices in another currency are
// converted at the user's own rates, and a price with no rate to convert it counts as unpriced.
struct CostEstimate
{
    static constexpr double kTwoWeeksHours = 14 * 24;

    QString currency; // the build's
    Money parts; // sum of the known prices, in `currency`
    int unpricedParts = 0; // parts without a price in `currency` (the sums leave them out)
    int convertedParts = 0; // parts whose price was converted at a user's rate
    // Parts counted at a launch price (isLaunchPrice: what the maker asked at release, not a current
    // price), and at any price to check before buying (isStalePrice: a launch price or over a year old).
    int launchPricedParts = 0;
    int stalePricedParts = 0;
    QStringList missingRates; // currencies of prices with no rate to `currency`
    std::optional<Money> waterCooling; // none also when it has no rate to `currency` (then counted unpriced)
    Money purchase; // parts + water cooling

    double wallKw = 0.0; // full load at the wall
    double kwhPerTwoWeeks = 0.0;
    double kwhPerYear = 0.0; // at the environment's hours per day
    double energyPerTwoWeeks = 0.0; // in `currency`
    double energyPerYear = 0.0;
    std::optional<Money>
        totalCostOfOwnership; // purchase + energy over the years (a lower bound when unpriced)
    std::optional<double> costPerThroughput; // TCO per unit of throughput; none when a lower bound
    std::optional<BudgetCheck> budget;

    bool isLowerBound() const { return unpricedParts > 0; }
    PriceSum purchaseSum() const { return {purchase, unpricedParts}; }
    std::optional<PriceSum> ownershipSum() const
    {
        return totalCostOfOwnership ? std::optional<PriceSum>(PriceSum {*totalCostOfOwnership, unpricedParts})
                                    : std::nullopt;
    }

    // At the rates in ExchangeRates::current().
    static CostEstimate of(
        const Build &build, const PowerBudget &power, const ThermalEstimate &thermal, double throughput);
    static CostEstimate of(const Build &build, const PowerBudget &power, const ThermalEstimate &thermal,
        double throughput, const ExchangeRates &rates);
};

} // namespace rigsmith::core
