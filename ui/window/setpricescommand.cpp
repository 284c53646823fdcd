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
    , mChanged(std::move(changed))
{
    // A part listed twice holds the last price written and the first one it had.
    QHash<QString, qsizetype> at;
    for (const db::UserPrice &p : mPrices) {
        const auto found = at.constFind(p.part.key());
        if (found != at.cend()) {
            mEntries[*found].written = p;
            continue;
        }
        std::optional<db::UserPrice> was;
        for (const Before &b : before)
            if (b.part.key() == p.part.key()) {
                was = b.price;
                break;
            }
        at.insert(p.part.key(), mEntries.size());
        mEntries.append({p.part, p, was});
    }
    QList<PartId> ids;
    for (const db::UserPrice &p : mPrices)
        ids.append(p.part);
    setAfter(repricedFromCatalog(document->build(), mBook->catalog(), ids));
}

void SetPricesCommand::redo()
{
    std::optional<QString> message;
    if (!std::exchange(mStored, false))
        message = swap(false);
    BuildEditCommand::redo();
    if (mChanged)
        mChanged(message);
}

void SetPricesCommand::undo()
{
    const auto message = swap(true);
    BuildEditCommand::undo();
    if (mChanged)
        mChanged(message);
}

std::optional<QString> SetPricesCommand::swap(bool back)
{
    QList<db::PriceSwap> swaps;
    for (const Entry &e : mEntries)
        swaps.append(
            back ? db::PriceSwap {e.part, e.written, e.before} : db::PriceSwap {e.part, e.before, e.written});
    const auto result = mBook->swap(swaps);
    if (const QString *error = std::get_if<QString>(&result))
        return *error;
    const QList<PartId> &kept = std::get<QList<PartId>>(result);
    if (kept.isEmpty())
        return std::nullopt;
    QStringList names;
    for (const PartId &id : kept.mid(0, 5)) {
        const auto part = mBook->catalog().part(id);
        names.append(part ? part->info.name : id.key());
    }
    if (kept.size() > 5)
        names.append(tr("%n more", nullptr, int(kept.size() - 5)));
    const QString list = names.join(QStringLiteral("; "));
    return back
        ? tr("%n price(s) changed since \"%1\" (in another window or by rigsmith-cli) and were kept as "
             "they are now: %2",
            nullptr, int(kept.size()))
              .arg(text(), list)
        : tr("%n price(s) changed since \"%1\" was undone (in another window or by rigsmith-cli) and "
             "were kept as they are now: %2",
            nullptr, int(kept.size()))
              .arg(text(), list);
}

} // namespace rigsmith::ui
