// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QDate>

namespace rigsmith::core {

// A launch price is what the maker asked when the part came out (the catalog's "launch price",
// dated by its day or its year alone), not what a shop asks now: it is shown and counted as such,
// never as a current price.
bool isLaunchPrice(const PartInfo &info);
// The year of a launch price (from its date, or the year the catalog gives alone), or 0.
int launchPriceYear(const PartInfo &info);

// A price to check before buying: dated more than a year before `today`, or a launch price
// (whatever its age). Shown marked beside the price and counted in the "old prices" notices,
// never hidden or left out of a total.
bool isStalePrice(const PartInfo &info, const QDate &today = QDate::currentDate());
// "launch price (2020), not a current price" or "price from 2025-01-02, over a year old" for a
// stale price, otherwise empty.
QString stalePriceText(const PartInfo &info, const QDate &today = QDate::currentDate());
// The short mark put beside a stale price in tables and lists: "launch 2020", or "old".
QString stalePriceMark(const PartInfo &info);
QString stalePriceMark();
// What kind of price a ranking's row rests on, in a word or two: "shop", "launch 2020", "review",
// "yours", "no price" (priceOrigin() gives the source and date).
QString priceKind(const PartInfo &info);
// Where and when a price came from, for tooltips and the build sheet: "your price, Alza,
// 2026-11-30", "launch price, 2022-10-12, not a current price", or "no price". A stale price says so.
QString priceOrigin(const PartInfo &info, const QDate &today = QDate::currentDate());

} // namespace rigsmith::core
