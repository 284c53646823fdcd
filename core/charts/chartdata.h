// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/partenums.h"

#include <QList>

#include <optional>

namespace rigsmith::core {

// The data behind the cost-versus-performance charts, computed here so the charts, the
// comparison table and the PDF all show the same numbers.

// One catalog GPU on the value map: price against relative throughput.
struct ValuePoint
{
    PartId id;
    QString name;
    QString model;
    QString vendor;
    CoolerType cooler = CoolerType::OpenAir;
    int releaseYear = 0;
    double price = 0.0; // in the build's currency (ValueMap::currency), at the user's rates
    double score = 0.0; // one card's throughput in the workload's units (ValueMap::unit)
    double memory = 0.0; // GB
    bool inBuild = false;
    bool onFront = false; // on the cost/performance Pareto front
    // Whether the card holds the workload (with the map's planned number of GPUs); a catalog card
    // that does not is left off the map, the build's own card is drawn with `why` in its tooltip.
    bool fits = true;
    QString why {}; // translated: what it needs and has, when it does not fit
    // What the price rests on (priceKind(): "shop", "launch 2020", ...) and where it is from
    // (priceOrigin()): a launch price is never shown as a current one.
    QString priceKind {};
    QString priceOrigin {};
    bool launchPrice = false;
};

struct ValueFilter
{
    QStringList vendors; // empty = all
    QList<CoolerType> coolers; // empty = all
    int releasedFrom = 0; // new/used era: release year at or after
    int releasedTo = 0; // ... and at or before (0 = no bound)
};

struct ValueMap
{
    QList<ValuePoint> points; // by price, then score
    QList<int> front; // indices into points, by price: no cheaper point scores as high
    double memoryNeeded = 0.0; // GB the workload needs per GPU (vision: before the 16-bit factor per card)
    // The GPUs the build is planned for (placed plus planned later, plannedGpuCount): memory is
    // judged for a plan of this many cards, so a 70B model lists pairs of 24 GB cards under a plan of two.
    int plannedGpus = 1;
    QString unit; // of the scores: "images/s", "training tokens/s"
    QString currency; // the build's: every price on the map is in it
    // GPUs that pass the filters but are priced in a currency with no rate to the build's: left off the
    // map (and named in its title) rather than drawn at a price in another currency.
    int unconverted = 0;
    QStringList missingRates; // those prices' currencies
    // Priced cards with the memory that get no point: no measured basis for their architecture
    // (AMD, Intel; ThroughputModel::hasMeasuredBasis). Named in the chart, not dropped in silence.
    int withoutBasis = 0;
};

// Every priced catalog GPU with enough memory for the build's workload on the planned number of
// cards, its price in the build's currency at the rates in ExchangeRates::current().
ValueMap valueMap(const QList<Part> &gpus, const Build &build, const ValueFilter &filter = {});
// The Pareto front of (price, score) points: indices, by ascending price.
QList<int> paretoFront(const QList<ValuePoint> &points);

// The build with 1–4 GPUs of its own model and of the best alternative models.
struct Alternative
{
    QString model; // GPU model
    PartId gpu; // the board used
    int gpus = 0;
    double cost = 0.0; // purchase, in the build's currency (the priced parts: see CostEstimate)
    double throughput = 0.0; // the build's, in the map's unit
    double tco = 0.0; // purchase + energy over the build's years, in the build's currency
    bool current = false; // the build as it is
    // Whether `gpus` of these cards hold the workload (memoryShortfall()); one that does not is drawn
    // as not fitting, with `why` in its tooltip, and never offered as a choice.
    bool fits = true;
    QString why {};
};
// `gpus` are the catalog GPUs the map was made from (to look up the alternative boards).
QList<Alternative> buildAlternatives(
    const Build &build, const ValueMap &map, const QList<Part> &gpus, int alternativeModels = 4);

// What the build costs by role, in the build's currency (at the user's exchange rates); `unpriced`
// counts the role's parts that have no price in it (the amount leaves them out).
struct CostSlice
{
    QString role;
    double amount = 0.0;
    int unpriced = 0;
};
QList<CostSlice> costBreakdown(const Build &build);

} // namespace rigsmith::core
