// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pcpartpickerlist.h"
#include "pricelist.h"

namespace rigsmith::db {

// What `prices import` and the window's Import prices take, the format found from the content: a
// PCPartPicker list (text, Markdown or HTML export), the shopping list Rigsmith writes (File ▸ Export
// shopping list, `export --parts-csv`), or the price CSV (part,price,currency,date,shop).
enum class PriceFileFormat { PriceCsv, ShoppingList, PartList };
PriceFileFormat priceFileFormat(const QByteArray &input);

struct PriceImportOptions
{
    // A list's lines matched by a close name are taken too (the CLI's --accept-close; the window
    // asks the user line by line instead).
    bool acceptClose = false;
};

PriceList readPrices(const QByteArray &input, const core::PartCatalog &catalog, const QDate &today,
    const PriceImportOptions &options = {}, const PriceListProgress &progress = {});

// The prices of a list that was read: each line with a price, not owned, matched to a catalog part
// (exactly, or closely when `acceptClose`), dated by the list's footer; the other lines skipped with
// the reason. A refused list is malformed.
PriceList pricesOfList(const PartList &list, const QDate &today, bool acceptClose);

// The shopping list CSV (kind,part,quantity,unit_price,price,currency,price_date,source[,id]): each
// row's unit price for the part its id (or else its exact name) names. Rows without a price, or
// with the price and day the catalog has already, are skipped: an exported list read back unchanged
// adds nothing.
PriceList readShoppingList(const QByteArray &csv, const core::PartCatalog &catalog, const QDate &today);

} // namespace rigsmith::db
