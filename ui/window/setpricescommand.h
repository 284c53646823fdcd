// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"
#include "db/overlay/pricebook.h"

#include <QCoreApplication>

#include <functional>

namespace rigsmith::ui {

// The user's own prices set (from the browser, the build, or an imported list) as one undo step:
// the prices in the overlay, and the build's parts that carry them repriced, so its totals change
// with them. Undo puts back what the overlay held before (no price of the user's, or an older
// one) and the build as it was. Undo and redo change a part's price only while it is still the one
// they left: a price set since by another window or rigsmith-cli is kept, and `changed` hears which.
class SetPricesCommand : public core::BuildEditCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetPricesCommand)

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
    // One part's price as this step wrote it and as it was before.
    struct Entry
    {
        core::PartId part;
        db::UserPrice written;
        std::optional<db::UserPrice> before;
    };
    // Swaps the prices back (undo) or forth (redo); what it kept, or why it failed, in the user's words.
    std::optional<QString> swap(bool back);

    db::PriceBook *mBook;
    QList<db::UserPrice> mPrices;
    QList<Entry> mEntries;
    std::function<void(const std::optional<QString> &)> mChanged;
    bool mStored = true; // the first redo finds the prices stored already
};

} // namespace rigsmith::ui
