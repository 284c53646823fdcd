// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/document/builddocument.h"

#include <QObject>

#include <optional>

namespace rigsmith::ui {

// Turns "this part, here" into the undo command that does it, or into the reason it cannot be
// done. The chassis scene (drops), the browser (Enter, double-click) and menus all go through it;
// it changes the document only by pushing commands.
class BuildController : public QObject
{
    Q_OBJECT
public:
    BuildController(core::BuildDocument *document, QObject *parent = nullptr);

    void setCatalog(const core::PartCatalog *catalog) { mCatalog = catalog; }
    const core::PartCatalog *catalog() const { return mCatalog; }
    core::BuildDocument *document() const { return mDocument; }

    // The part a payload names: the catalog's, or a part already in the build (a GPU being moved).
    std::optional<core::Part> resolve(const core::PartId &id) const;

    // Why `part` cannot go to `slot` (GPUs) or into the build (other kinds); nothing when it can.
    std::optional<QString> refusal(
        const core::Part &part, std::optional<int> slot, std::optional<int> fromSlot = std::nullopt) const;
    // Why the GPU `part` cannot take the place of the card in `slot` (or go to it when it is free);
    // nothing when it can.
    std::optional<QString> replacementRefusal(const core::Part &part, int slot) const;
    // The card in `slot` out and the GPU `part` in, as one undo step; the refusal when it cannot.
    std::optional<QString> replace(const core::Part &part, int slot);
    // Places, moves or adds; returns the refusal instead when it cannot. A new GPU for a slot that
    // holds a card replaces that card (a drop on it), as replace() does.
    std::optional<QString> apply(const core::Part &part, std::optional<int> slot,
        std::optional<int> fromSlot = std::nullopt, int gesture = 0);
    // The keyboard path: the part at the first place it fits (first free GPU slot that works).
    std::optional<QString> add(const core::Part &part);
    // The first of `candidates` (slot positions, in the order to try) where the GPU `part` can go,
    // moved from `fromSlot` or newly placed; `lastRefusal` gets the reason the last one gave.
    std::optional<int> firstSlotFor(const core::Part &part, const QList<int> &candidates,
        std::optional<int> fromSlot = std::nullopt, QString *lastRefusal = nullptr) const;
    // A number for one drag gesture, so its moves merge into one undo step.
    int nextGesture() { return ++mGesture; }

Q_SIGNALS:
    void refused(const QString &reason);

private:
    core::BuildDocument *mDocument;
    const core::PartCatalog *mCatalog = nullptr;
    int mGesture = 0;
};

} // namespace rigsmith::ui
