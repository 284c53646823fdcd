// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/priceage.h"

#include "core/model/partenums.h"

#include <QCoreApplication>

#include <chrono>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PriceAge)
};

// The catalog writes "launch price" (with a date) or "launch price, 2020" (the year alone),
// db/catalog/partrows.cpp.
const QString kLaunch = QStringLiteral("launch price");
const QString kUser = QStringLiteral("user");
const QString kStreet = QStringLiteral("street price");
const QString kModel = QStringLiteral("model");
const QString kMonth = QStringLiteral("month");

} // namespace

QString conditionKey(PriceCondition condition)
{
    switch (condition) {
    case PriceCondition::New:
        return QStringLiteral("new");
    case PriceCondition::Used:
        return QStringLiteral("used");
    case PriceCondition::Unstated:
        break;
    }
    return {};
}

std::optional<PriceCondition> conditionFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k.isEmpty())
        return PriceCondition::Unstated;
    if (k == u"new")
        return PriceCondition::New;
    if (k == u"used")
        return PriceCondition::Used;
    return std::nullopt;
}

QString displayName(PriceCondition condition)
{
    switch (condition) {
    case PriceCondition::New:
        return Text::tr("new", "a price for a new part");
    case PriceCondition::Used:
        return Text::tr("used", "a price for a used part");
    case PriceCondition::Unstated:
        break;
    }
    return {};
}

QString marketKey(Market market)
{
    switch (market) {
    case Market::New:
        return QStringLiteral("new");
    case Market::Used:
        return QStringLiteral("used");
    case Market::Any:
        break;
    }
    return QStringLiteral("any");
}

std::optional<Market> marketFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    if (k == u"any")
        return Market::Any;
    if (k == u"new")
        return Market::New;
    if (k == u"used")
        return Market::Used;
    return std::nullopt;
}

PriceBasis priceBasis(const PartInfo &info)
{
    PriceBasis basis;
    if (!info.price)
        return basis;
    const QString &source = info.priceSource;
    // "user[, new|used][, model][: shop]" and "street price, new|used[, month]": the words after the
    // first one, up to a shop's name (which may hold commas of its own).
    const auto words = [](const QString &head) {
        QStringList w = head.split(QStringLiteral(", "));
        w.removeFirst();
        return w;
    };
    const auto readWords = [&basis](const QStringList &list) {
        for (const QString &w : list) {
            if (w == u"used")
                basis.condition = PriceCondition::Used;
            else if (w == u"new")
                basis.condition = PriceCondition::New;
            else if (w == kModel)
                basis.forModel = true;
            else if (w == kMonth)
                basis.monthOnly = true;
        }
    };
    if (source == kUser || source.startsWith(kUser + u',') || source.startsWith(kUser + u':')) {
        basis.kind = PriceBasis::Kind::Yours;
        const qsizetype colon = source.indexOf(QStringLiteral(": "));
        if (colon >= 0)
            basis.shop = source.mid(colon + 2);
        readWords(words(colon >= 0 ? source.left(colon) : source));
    } else if (source.startsWith(kStreet + u',')) {
        basis.kind = PriceBasis::Kind::Street;
        readWords(words(source));
    } else if (isLaunchPrice(info)) {
        basis.kind = PriceBasis::Kind::Launch;
    } else if (source == u"review price") {
        basis.kind = PriceBasis::Kind::Review;
    } else {
        basis.kind = PriceBasis::Kind::Shop;
    }
    return basis;
}

bool isUsedPrice(const PartInfo &info)
{
    return priceBasis(info).condition == PriceCondition::Used;
}

QString priceDateText(const PartInfo &info)
{
    if (!info.priceDate.isValid())
        return {};
    return priceBasis(info).monthOnly ? info.priceDate.toString(QStringLiteral("yyyy-MM"))
                                      : info.priceDate.toString(Qt::ISODate);
}

QString userPriceSource(PriceCondition condition, bool forModel, const QString &shop)
{
    QString source = kUser;
    if (condition != PriceCondition::Unstated)
        source += QStringLiteral(", ") + conditionKey(condition);
    if (forModel)
        source += QStringLiteral(", ") + kModel;
    if (!shop.isEmpty())
        source += QStringLiteral(": ") + shop;
    return source;
}

QString streetPriceSource(PriceCondition condition, bool monthOnly)
{
    QString source = kStreet + QStringLiteral(", ")
        + (condition == PriceCondition::Used ? QStringLiteral("used") : QStringLiteral("new"));
    if (monthOnly)
        source += QStringLiteral(", ") + kMonth;
    return source;
}

bool isLaunchPrice(const PartInfo &info)
{
    const QString &source = info.priceSource;
    return info.price && source.startsWith(kLaunch)
        && (source.size() == kLaunch.size() || source.at(kLaunch.size()) == u',');
}

QDate currentDay()
{
    struct Kept
    {
        std::chrono::steady_clock::time_point read;
        QDate day;
    };
    thread_local Kept kept;
    const auto now = std::chrono::steady_clock::now();
    if (!kept.day.isValid() || now - kept.read >= std::chrono::seconds(1)) {
        kept.day = QDate::currentDate();
        kept.read = now;
    }
    return kept.day;
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

QString ownedPriceSource()
{
    return QStringLiteral("owned");
}

bool isOwnedPart(const PartInfo &info)
{
    return info.priceSource == ownedPriceSource();
}

QString priceKind(const PartInfo &info)
{
    if (isOwnedPart(info))
        return Text::tr("owned", "a part the user owns: not bought");
    if (!info.price)
        return Text::tr("no price");
    if (isLaunchPrice(info))
        return stalePriceMark(info);
    const PriceBasis basis = priceBasis(info);
    if (basis.kind == PriceBasis::Kind::Yours) {
        return basis.condition == PriceCondition::Used
            ? Text::tr("yours, used", "the user's own price of a used part")
            : Text::tr("yours", "the user's own price");
    }
    if (basis.kind == PriceBasis::Kind::Street) {
        return basis.condition == PriceCondition::Used
            ? Text::tr("street used", "a dated street price of a used part")
            : Text::tr("street new", "a dated street price of a new part");
    }
    if (basis.kind == PriceBasis::Kind::Review)
        return Text::tr("review", "a price a review named");
    return Text::tr("shop", "a shop's price");
}

QString priceOrigin(const PartInfo &info, const QDate &today)
{
    if (isOwnedPart(info))
        return Text::tr("a part you own: not bought");
    if (!info.price)
        return Text::tr("no price");
    // The overlay writes "user[, used][, model][: <shop>]" and the catalog "street price, used"
    // (userPriceSource(), streetPriceSource()).
    const PriceBasis basis = priceBasis(info);
    QStringList parts;
    if (basis.kind == PriceBasis::Kind::Yours) {
        parts.append(
            basis.forModel ? Text::tr("your price for every variant of the model") : Text::tr("your price"));
        if (basis.condition != PriceCondition::Unstated)
            parts.append(displayName(basis.condition));
        if (!basis.shop.isEmpty())
            parts.append(basis.shop);
    } else if (basis.kind == PriceBasis::Kind::Street) {
        parts.append(basis.condition == PriceCondition::Used ? Text::tr("street price, used")
                                                             : Text::tr("street price, new"));
    } else if (const QString source = displayPriceSource(info.priceSource); !source.isEmpty()) {
        parts.append(source);
    }
    if (const QString day = priceDateText(info); !day.isEmpty())
        parts.append(day);
    if (isLaunchPrice(info))
        parts.append(Text::tr("not a current price"));
    else if (isStalePrice(info, today))
        parts.append(Text::tr("over a year old"));
    return parts.isEmpty() ? Text::tr("source not recorded") : parts.join(QStringLiteral(", "));
}

} // namespace rigsmith::core
