// SPDX-License-Identifier: GPL-3.0-or-later
#include "setpricescommand.h"

#include "core/compare/catalogdrift.h"

namespace rigsmith::ui {

using namespace rigsmith::core;

SetPricesCommand::SetPricesCommand(db::PriceBook *book, BuildDocument *document, const QString &text,
    QList<db::UserPrice> prices, QList<Before> before,
    std::function<void(const std::optional<QString> &)> changed)
    : BuildEditCommand(document, text, ChangeEvent {ChangeEvent::What::Reset})
    , mBook(book)
    , mPrices(std::move(prices))
    , mBefore(std::move(before))
    , mChanged(std::move(changed))
{
    QList<PartId> ids;
    for (const db::UserPrice &p : mPrices)
        ids.append(p.part);
    setAfter(repricedFromCatalog(document->build(), mBook->catalog(), ids));
}

void SetPricesCommand::redo()
{
    std::optional<QString> error;
    if (!std::exchange(mStored, false))
        error = mBook->change(mPrices);
    BuildEditCommand::redo();
    if (mChanged)
        mChanged(error);
}

void SetPricesCommand::undo()
{
    QList<db::UserPrice> restore;
    QList<PartId> remove;
    for (const Before &b : mBefore) {
        if (b.price)
            restore.append(*b.price);
        else
            remove.append(b.part);
    }
    const auto error = mBook->change(restore, remove);
    BuildEditCommand::undo();
    if (mChanged)
        mChanged(error);
}

} // namespace rigsmith::ui
