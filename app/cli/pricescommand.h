// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/catalog/partcatalog.h"
#include "db/overlay/useroverlay.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace rigsmith::cli {

// `rigsmith-cli prices list`: the user's prices with their dates and shops; older than a year is stale.
QString pricesText(const QList<db::UserPrice> &prices, const core::PartCatalog *catalog, const QDate &today);
QJsonArray pricesJson(
    const QList<db::UserPrice> &prices, const core::PartCatalog *catalog, const QDate &today);

// `rigsmith-cli prices import FILE.csv | list`: exit status 0, or 2 on bad input (nothing imported).
class PricesCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("prices"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
