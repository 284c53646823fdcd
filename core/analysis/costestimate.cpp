// SPDX-License-Identifier: GPL-3.0-or-later
#include "costestimate.h"

#include "../buildparts.h"

namespace rigsmith::core {

CostEstimate CostEstimate::of(
    const Build &b, const PowerBudget &power, const ThermalEstimate &thermal, double throughput)
{
    CostEstimate c;
    c.parts = Money(0, QStringLiteral("USD"));
    const auto add = [&c](const PartInfo &info, int quantity) {
        const auto sum = info.price ? c.parts.plus(info.price->times(quantity)) : std::nullopt;
        if (sum)
            c.parts = *sum;
        else
            c.unpricedParts += quantity;
    };
    forEachPart(b, [&add](PartKind, const auto &part, int quantity, int) { add(part.info, quantity); });
    c.waterCooling = thermal.waterCoolingCost;
    c.purchase = c.waterCooling ? c.parts.plus(*c.waterCooling).value_or(c.parts) : c.parts;

    // wall_kWh = load_kW × hours / efficiency (§10.4); with no PSU, as the guide does: 100 %.
    const double efficiency = power.psu ? power.efficiency : 1.0;
    c.wallKw = power.load.value() / 1000.0 / efficiency;
    const Environment &e = b.environment;
    c.kwhPerTwoWeeks = c.wallKw * kTwoWeeksHours;
    c.kwhPerYear = c.wallKw * e.hoursPerDay * 365.0;
    c.energyPerTwoWeeks = c.kwhPerTwoWeeks * e.electricityPricePerKwh;
    c.energyPerYear = c.kwhPerYear * e.electricityPricePerKwh;
    if (e.currency == c.purchase.currency()) {
        c.totalCostOfOwnership = c.purchase.plus(Money::fromUnits(c.energyPerYear * e.years, e.currency));
        if (throughput > 0.0 && c.totalCostOfOwnership)
            c.costPerThroughput = c.totalCostOfOwnership->units() / throughput;
    } else if (throughput > 0.0) {
        c.costPerThroughput = c.purchase.units() / throughput;
    }
    return c;
}

} // namespace rigsmith::core
