// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layoutdraft.h"

#include <QUndoCommand>

namespace rigsmith::ui {

// One edit of the draft: the whole slot list before and after. Steps of one field of one slot
// (a spin box stepping up) merge into one, so undo takes back the edit, not each click.
class EditLayoutCommand : public QUndoCommand
{
public:
    // `mergeKey` empty: never merges.
    EditLayoutCommand(
        LayoutDraft *draft, QList<core::PcieSlot> after, const QString &text, const QString &mergeKey = {});

    void undo() override { mDraft->setSlots(mBefore); }
    void redo() override { mDraft->setSlots(mAfter); }
    int id() const override { return mMergeKey.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    LayoutDraft *mDraft;
    QList<core::PcieSlot> mBefore;
    QList<core::PcieSlot> mAfter;
    QString mMergeKey;
};

} // namespace rigsmith::ui
