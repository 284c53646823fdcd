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

// The catalog writes "launch price" (with a date) or "launch price, 2020" (the year alone),
// db/partrows.cpp.
const QString kLaunch = QStringLiteral("launch price");

} // namespace

bool isLaunchPrice(const PartInfo &info)
{
    return info.price && (info.priceSource == kLaunch || info.priceSource.startsWith(kLaunch + u','));
}

int launchPriceYear(const PartInfo &info)
{
    if (!isLaunchPrice(info))
        return 0;
    if (info.priceDate.isValid())
        return info.priceDate.year();
    bool ok = false;
    const int year = info.priceSource.mid(kLaunch.size() + 1).trimmed().toInt(&ok);
    return ok ? year : 0;
}

bool isStalePrice(const PartInfo &info, const QDate &today)
{
    return isLaunchPrice(info)
        || (info.price && info.priceDate.isValid() && info.priceDate.addYears(1) < today);
}

QString stalePriceText(const PartInfo &info, const QDate &today)
{
    if (isLaunchPrice(info)) {
        const int year = launchPriceYear(info);
        return year > 0 ? Text::tr("launch price (%1), not a current price").arg(year)
                        : Text::tr("launch price, not a current price");
    }
    return isStalePrice(info, today)
        ? Text::tr("price from %1, over a year old").arg(info.priceDate.toString(Qt::ISODate))
        : QString();
}

QString stalePriceMark()
{
    return Text::tr("old", "a price over a year old");
}

QString stalePriceMark(const PartInfo &info)
{
    if (isLaunchPrice(info)) {
        const int year = launchPriceYear(info);
        return year > 0 ? Text::tr("launch %1", "a launch price and its year").arg(year)
                        : Text::tr("launch", "a launch price");
    }
    return stalePriceMark();
}

QString priceKind(const PartInfo &info)
{
    if (!info.price)
        return Text::tr("no price");
    if (isLaunchPrice(info))
        return stalePriceMark(info);
    if (info.priceSource.startsWith(QStringLiteral("user")))
        return Text::tr("yours", "the user's own price");
    if (info.priceSource == u"review price")
        return Text::tr("review", "a price a review named");
    return Text::tr("shop", "a shop's price");
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
    if (isLaunchPrice(info))
        parts.append(Text::tr("not a current price"));
    else if (isStalePrice(info, today))
        parts.append(Text::tr("over a year old"));
    return parts.isEmpty() ? Text::tr("source not recorded") : parts.join(QStringLiteral(", "));
}

} // namespace rigsmith::core
