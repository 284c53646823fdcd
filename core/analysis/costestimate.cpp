// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/costestimate.h"

#include "core/model/buildparts.h"
#include "core/model/nvlinkbridge.h"
#include "core/model/priceage.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CostEstimate)
};

} // namespace

QString PriceSum::toString() const
{
    if (!isLowerBound())
        return known.toString();
    return Text::tr("≥ %1 + %n part(s) without a price", nullptr, unpriced).arg(known.toString());
}

QString BudgetCheck::toString() const
{
    switch (state) {
    case State::Over:
        return Text::tr("%1 over the budget of %2").arg(difference.toString(), budget.toString());
    case State::UnderSoFar:
        return Text::tr("%1 under the budget of %2 before the unpriced parts")
            .arg(difference.toString(), budget.toString());
    case State::Under:
        break;
    }
    return Text::tr("%1 under the budget of %2").arg(difference.toString(), budget.toString());
}

CostEstimate CostEstimate::of(
    const Build &b, const PowerBudget &power, const ThermalEstimate &thermal, double throughput)
{
    return of(b, power, thermal, throughput, ExchangeRates::current());
}

CostEstimate CostEstimate::of(const Build &b, const PowerBudget &power, const ThermalEstimate &thermal,
    double throughput, const ExchangeRates &rates)
{
    const Environment &e = b.environment;
    CostEstimate c;
    c.currency = e.currency;
    c.parts = Money(0, c.currency);
    const auto inBuildCurrency = [&](const Money &price) {
        const auto converted = rates.convert(price, c.currency);
        if (!converted && !c.missingRates.contains(price.currency()))
            c.missingRates.append(price.currency());
        return converted;
    };
    const auto add = [&](const PartInfo &info, int quantity) {
        const auto price = info.price ? inBuildCurrency(*info.price) : std::nullopt;
        if (!price) {
            c.unpricedParts += quantity;
            return;
        }
        if (info.price->currency() != c.currency)
            c.convertedParts += quantity;
        if (isLaunchPrice(info))
            c.launchPricedParts += quantity;
        if (isStalePrice(info))
            c.stalePricedParts += quantity;
        c.parts = *c.parts.plus(price->times(quantity));
    };
    forEachPart(b, [&add](PartKind, const auto &part, int quantity, int) { add(part.info, quantity); });
    // The NVLink bridge, a part of its own priced from its table (db/curated/nvlink_bridges.csv).
    if (const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge)) {
        const auto price = bridge->price ? inBuildCurrency(*bridge->price) : std::nullopt;
        if (price) {
            if (bridge->price->currency() != c.currency)
                ++c.convertedParts;
            c.parts = *c.parts.plus(*price);
        } else {
            ++c.unpricedParts;
        }
    }
    c.purchase = c.parts;
    if (thermal.waterCoolingCost) {
        c.waterCooling = inBuildCurrency(*thermal.waterCoolingCost);
        if (c.waterCooling)
            c.purchase = *c.purchase.plus(*c.waterCooling);
        else
            ++c.unpricedParts; // the loop's parts have no price in this currency
    }

    // wall_kWh = load_kW × hours / efficiency (§10.4); with no PSU, as the guide does: 100 %.
    const double efficiency = power.psu ? power.efficiency : 1.0;
    c.wallKw = power.load.value() / 1000.0 / efficiency;
    c.kwhPerTwoWeeks = c.wallKw * kTwoWeeksHours;
    c.kwhPerYear = c.wallKw * e.hoursPerDay * 365.0;
    // The electricity price is entered in the build's currency: no conversion.
    c.energyPerTwoWeeks = c.kwhPerTwoWeeks * e.electricityPricePerKwh;
    c.energyPerYear = c.kwhPerYear * e.electricityPricePerKwh;
    c.totalCostOfOwnership = c.purchase.plus(Money::fromUnits(c.energyPerYear * e.years, c.currency));
    if (throughput > 0.0 && c.totalCostOfOwnership && !c.isLowerBound())
        c.costPerThroughput = c.totalCostOfOwnership->units() / throughput;

    if (e.budget) {
        BudgetCheck check;
        check.budget = Money(e.budget->cents(), c.currency); // kept in the build's currency
        const std::int64_t left = check.budget.cents() - c.purchase.cents();
        check.difference = Money(left < 0 ? -left : left, c.currency);
        check.state = left < 0 ? BudgetCheck::State::Over
            : c.isLowerBound() ? BudgetCheck::State::UnderSoFar
                               : BudgetCheck::State::Under;
        c.budget = check;
    }
    return c;
}

} // namespace rigsmith::core
