// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "csvparse.h"
#include "db/overlay/useroverlay.h"

#include <QStringList>

#include <functional>

namespace rigsmith::db {

// A row of a price list that cannot be taken, by its line in the file.
struct BadPriceRow
{
    int line = 0;
    QString reason;

    // "line 4: …"
    QString text() const;
};

// A price list read from CSV (header part,price,currency,date,shop, optionally followed by condition
// and model): the rows that match a catalog part, or a GPU model (every variant of it: the `model`
// column, with `part` empty), and every bad row by its line number. `condition` is new, used or
// empty. A file without that header is malformed. The CLI's `prices import` and the window's import
// read it the same way, and both take it all or nothing.
struct PriceList
{
    QList<UserPrice> prices;
    QList<int> lines; // the line each of `prices` was read from
    QList<BadPriceRow> bad;
    // Rows left out because the same part has a newer price in the list (said, not an error).
    QList<BadPriceRow> superseded;
    // Lines of a PCPartPicker list or a shopping list that hold no price to take (no price, an owned
    // part, no catalog match, a price the catalog has already): said, not an error.
    QList<BadPriceRow> skipped;
    QStringList notices; // about the file as a whole (a PCPartPicker total that does not add up)
    QString malformed; // why the file as a whole cannot be read; empty when it can
    bool cancelled = false;

    QStringList badRows() const;
};

// Told how many of the rows are read, now and then; returns false to stop (the list is then
// `cancelled` and holds nothing to import).
using PriceListProgress = std::function<bool(qsizetype done, qsizetype total)>;

// `part` is a catalog id or a part's exact name (one part only); `model` a GPU model as the catalog
// names it, with its memory where the catalog has it with more than one ("GeForce RTX 3060 12 GB");
// `today` bounds the dates.
// A CSV file a user brings (a price list, a shopping list) as records: UTF-8 only (the first line that is
// not is named in `error`), a byte-order mark skipped, then parseCsv(). Nothing, with `error` set, otherwise.
std::optional<QList<CsvRecord>> readUserCsv(const QByteArray &bytes, QString *error);

PriceList readPriceList(const QByteArray &csv, const core::PartCatalog &catalog, const QDate &today,
    const PriceListProgress &progress = {});

// Price lists are small; a file larger than this is not one.
constexpr qint64 kMaxPriceListBytes = 16 * 1024 * 1024;

} // namespace rigsmith::db
