// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"
#include "db/pricebook.h"

#include <functional>

namespace rigsmith::ui {

// The user's own prices set (from the browser, the build, or an imported list) as one undo step:
// the prices in the overlay, and the build's parts that carry them repriced, so its totals change
// with them. Undo puts back what the overlay held before (no price of the user's, or an older
// one) and the build as it was.
class SetPricesCommand : public core::BuildEditCommand
{
public:
    struct Before
    {
        core::PartId part;
        std::optional<db::UserPrice> price; // the user's price before, if they had one
    };
    // `prices` are already in `book` (stored first, so a failure is reported before anything is
    // pushed); `changed` hears of every later write, with the error when one fails.
    SetPricesCommand(db::PriceBook *book, core::BuildDocument *document, const QString &text,
        QList<db::UserPrice> prices, QList<Before> before,
        std::function<void(const std::optional<QString> &)> changed);

    void redo() override;
    void undo() override;

private:
    db::PriceBook *mBook;
    QList<db::UserPrice> mPrices;
    QList<Before> mBefore;
    std::function<void(const std::optional<QString> &)> mChanged;
    bool mStored = true; // the first redo finds the prices stored already
};

} // namespace rigsmith::ui
