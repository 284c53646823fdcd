// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricebook.h"

#include <QHash>

namespace rigsmith::db {

PriceBook::PriceBook(UserOverlay &overlay, OverlaidCatalog &catalog)
    : mOverlay(overlay)
    , mCatalog(catalog)
{
}

std::optional<UserPrice> PriceBook::price(const core::PartId &id) const
{
    return prices({id}).constFirst();
}

QList<std::optional<UserPrice>> PriceBook::prices(const QList<core::PartId> &ids) const
{
    QHash<QString, UserPrice> byId;
    for (const UserPrice &p : mOverlay.prices())
        byId.insert(p.part.key(), p);
    QList<std::optional<UserPrice>> out;
    out.reserve(ids.size());
    for (const core::PartId &id : ids) {
        const auto at = byId.constFind(id.key());
        out.append(at == byId.cend() ? std::nullopt : std::optional<UserPrice>(*at));
    }
    return out;
}

std::optional<QString> PriceBook::change(const QList<UserPrice> &set, const QList<core::PartId> &remove)
{
    if (auto error = mOverlay.changePrices(set, remove))
        return error;
    mCatalog.reloadPrices(mOverlay);
    return std::nullopt;
}

std::variant<QList<core::PartId>, QString> PriceBook::swap(const QList<PriceSwap> &swaps)
{
    auto result = mOverlay.swapPrices(swaps);
    if (std::holds_alternative<QList<core::PartId>>(result))
        mCatalog.reloadPrices(mOverlay);
    return result;
}

} // namespace rigsmith::db
