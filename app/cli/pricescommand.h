// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "db/useroverlay.h"

#include <QCommandLineOption>
#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace rigsmith::cli {

// `rigsmith-cli prices list`: the user's prices with their dates and shops; older than a year is stale.
QString pricesText(const QList<db::UserPrice> &prices, const core::PartCatalog *catalog, const QDate &today);
QJsonArray pricesJson(
    const QList<db::UserPrice> &prices, const core::PartCatalog *catalog, const QDate &today);

// `rigsmith-cli prices import FILE | list`: exit status 0, or 2 on bad input (nothing imported). FILE is
// a price CSV, a shopping list Rigsmith wrote, or a PCPartPicker list (db/priceimport.h).
QList<QCommandLineOption> pricesOptions();
int runPrices(const QStringList &args, bool json, const QString &catalogPath, bool acceptClose = false);

} // namespace rigsmith::cli
