// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricebook.h"

namespace rigsmith::db {

PriceBook::PriceBook(UserOverlay &overlay, OverlaidCatalog &catalog)
    : mOverlay(overlay)
    , mCatalog(catalog)
{
}

std::optional<UserPrice> PriceBook::price(const core::PartId &id) const
{
    for (const UserPrice &p : mOverlay.prices()) {
        if (p.part == id)
            return p;
    }
    return std::nullopt;
}

std::optional<QString> PriceBook::change(const QList<UserPrice> &set, const QList<core::PartId> &remove)
{
    if (auto error = mOverlay.changePrices(set, remove))
        return error;
    mCatalog.reloadPrices(mOverlay);
    return std::nullopt;
}

} // namespace rigsmith::db
