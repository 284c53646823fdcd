// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/priceage.h"

#include "core/model/partenums.h"

#include <QCoreApplication>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PriceAge)
};

} // namespace

bool isStalePrice(const PartInfo &info, const QDate &today)
{
    return info.price && info.priceDate.isValid() && info.priceDate.addYears(1) < today;
}

QString stalePriceText(const PartInfo &info, const QDate &today)
{
    return isStalePrice(info, today)
        ? Text::tr("price from %1, over a year old").arg(info.priceDate.toString(Qt::ISODate))
        : QString();
}

QString stalePriceMark()
{
    return Text::tr("old", "a price over a year old");
}

QString priceOrigin(const PartInfo &info, const QDate &today)
{
    if (!info.price)
        return Text::tr("no price");
    // The overlay writes "user" or "user: <shop>" (db/useroverlay.cpp).
    QString source;
    if (info.priceSource == u"user")
        source = Text::tr("your price");
    else if (info.priceSource.startsWith(QStringLiteral("user: ")))
        source = Text::tr("your price, %1").arg(info.priceSource.mid(6));
    else
        source = displayPriceSource(info.priceSource);
    QStringList parts;
    if (!source.isEmpty())
        parts.append(source);
    if (info.priceDate.isValid())
        parts.append(info.priceDate.toString(Qt::ISODate));
    if (isStalePrice(info, today))
        parts.append(Text::tr("over a year old"));
    return parts.isEmpty() ? Text::tr("source not recorded") : parts.join(QStringLiteral(", "));
}

} // namespace rigsmith::core
