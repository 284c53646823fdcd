// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "useroverlay.h"

namespace rigsmith::db {

// The user's prices as the window edits them: written to the overlay and seen at once through the
// overlaid catalog (the browser, drift checks, repricing a build all read that catalog).
class PriceBook
{
public:
    PriceBook(UserOverlay &overlay, OverlaidCatalog &catalog);

    const core::PartCatalog &catalog() const { return mCatalog; }
    // The user's own price of a part, if they set one.
    std::optional<UserPrice> price(const core::PartId &id) const;
    // The same for each of `ids`, in their order, from one read of the overlay (an imported list
    // asks for hundreds).
    QList<std::optional<UserPrice>> prices(const QList<core::PartId> &ids) const;
    // All or nothing: `set` stored and the user's prices of `remove` deleted; the catalog then
    // shows them. Returns why it failed (nothing changed then).
    std::optional<QString> change(const QList<UserPrice> &set, const QList<core::PartId> &remove = {});
    // UserOverlay::swapPrices, then the catalog shows the result: the parts whose price changed since
    // and were left as they are, or why it failed.
    std::variant<QList<core::PartId>, QString> swap(const QList<PriceSwap> &swaps);

private:
    UserOverlay &mOverlay;
    OverlaidCatalog &mCatalog;
};

} // namespace rigsmith::db
