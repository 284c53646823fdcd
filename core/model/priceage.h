// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QDate>

namespace rigsmith::core {

// A price dated more than a year before `today` is stale: shown marked beside the price, never
// hidden or left out of a total.
bool isStalePrice(const PartInfo &info, const QDate &today = QDate::currentDate());
// "price from 2025-01-02, over a year old" for a stale price, otherwise empty.
QString stalePriceText(const PartInfo &info, const QDate &today = QDate::currentDate());
// The short mark put beside a stale price in tables and lists.
QString stalePriceMark();
// Where and when a price came from, for tooltips and the build sheet: "your price, Alza,
// 2026-11-30", "launch price, 2022-10-12", or "no price". A stale price says so.
QString priceOrigin(const PartInfo &info, const QDate &today = QDate::currentDate());

} // namespace rigsmith::core
