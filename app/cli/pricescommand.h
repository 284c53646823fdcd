// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"
#include "db/useroverlay.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace rigsmith::cli {

// A price list read from CSV (header part,price,currency,date,shop): the rows that match a catalog
// part, and every bad row by its line number. A file without that header is malformed.
struct PriceList
{
    QList<db::UserPrice> prices;
    QStringList badRows; // "line 4: …"
    QString malformed; // why the file as a whole cannot be read; empty when it can
};

// `part` is a catalog id or a part's exact name (one part only); `today` bounds the dates.
PriceList readPriceList(const QByteArray &csv, const core::PartCatalog &catalog, const QDate &today);

// `rigsmith-cli prices list`: the user's prices with their dates and shops; older than a year is stale.
QString pricesText(const QList<db::UserPrice> &prices, const core::PartCatalog *catalog, const QDate &today);
QJsonArray pricesJson(
    const QList<db::UserPrice> &prices, const core::PartCatalog *catalog, const QDate &today);

// `rigsmith-cli prices import FILE.csv | list`: exit status 0, or 2 on bad input (nothing imported).
int runPrices(const QStringList &args, bool json, const QString &catalogPath);

} // namespace rigsmith::cli
