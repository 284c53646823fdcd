// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QDate>

#include <optional>

namespace rigsmith::core {

// Whether a price is for a new or a used part. A shop snapshot or a launch price is for a new part
// without saying so: Unstated.
enum class PriceCondition { Unstated, New, Used };
// "new", "used", or "" for Unstated (as the catalog, the overlay and price lists write it).
QString conditionKey(PriceCondition condition);
// Parses conditionKey() (case-insensitive, surrounding blanks ignored); nothing for anything else.
std::optional<PriceCondition> conditionFromKey(const QString &key);
// "new", "used" translated; empty for Unstated.
QString displayName(PriceCondition condition);

// Which prices a search may count: any (the lowest of new and used), new parts only (no used
// price), or used parts where a used price is known.
enum class Market { Any, New, Used };
QString marketKey(Market market); // "any", "new", "used"
std::optional<Market> marketFromKey(const QString &key);

// What a part's price rests on, read from the catalog's and the overlay's source text
// (PartInfo::priceSource; written by the helpers below, never by hand).
struct PriceBasis
{
    enum class Kind { None, Yours, Street, Shop, Review, Launch };
    Kind kind = Kind::None;
    PriceCondition condition = PriceCondition::Unstated;
    bool forModel = false; // the user's price for every variant of the GPU model, not this SKU's own
    bool monthOnly = false; // the source gives the month, not the day (priceDate is its first day)
    QString shop; // the user's shop, where they named one
};
PriceBasis priceBasis(const PartInfo &info);
bool isUsedPrice(const PartInfo &info);
// The day of a price as its source gives it: "2026-05-16", "2026-05" for a month, or empty.
QString priceDateText(const PartInfo &info);

// The source texts the catalog and the overlay write: "user", "user, used, model: Alza",
// "street price, used", "street price, new, month".
QString userPriceSource(PriceCondition condition, bool forModel, const QString &shop);
QString streetPriceSource(PriceCondition condition, bool monthOnly);
// A part the user owns, as the advisor puts it into a build (price 0): "owned". It is not bought, so it
// gets no cost advice, and priceKind() and priceOrigin() say so.
QString ownedPriceSource();
bool isOwnedPart(const PartInfo &info);

// A launch price is what the maker asked when the part came out (the catalog's "launch price",
// dated by its day or its year alone), not what a shop asks now: it is shown and counted as such,
// never as a current price.
bool isLaunchPrice(const PartInfo &info);
// The year of a launch price (from its date, or the year the catalog gives alone), or 0.
int launchPriceYear(const PartInfo &info);

// The local date, as QDate::currentDate() gives it, read from the clock at most once a second: a search
// judges tens of thousands of builds, and each reading of the date reads the time zone.
QDate currentDay();

// A price to check before buying: dated more than a year before `today`, or a launch price
// (whatever its age). Shown marked beside the price and counted in the "old prices" notices,
// never hidden or left out of a total.
bool isStalePrice(const PartInfo &info, const QDate &today = currentDay());
// "launch price (2020), not a current price" or "price from 2025-01-02, over a year old" for a
// stale price, otherwise empty.
QString stalePriceText(const PartInfo &info, const QDate &today = currentDay());
// The short mark put beside a stale price in tables and lists: "launch 2020", or "old".
QString stalePriceMark(const PartInfo &info);
QString stalePriceMark();
// What kind of price a ranking's row rests on, in a word or two: "shop", "launch 2020", "review",
// "street new", "street used", "yours", "yours, used", "no price" (priceOrigin() gives the source
// and date).
QString priceKind(const PartInfo &info);
// Where and when a price came from, for tooltips and the build sheet: "your price, Alza,
// 2026-11-30", "street price, used, 2026-05", "launch price, 2022-10-12, not a current price", or
// "no price". A stale price says so.
QString priceOrigin(const PartInfo &info, const QDate &today = currentDay());

} // namespace rigsmith::core
