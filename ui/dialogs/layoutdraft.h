// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/parts.h"

#include <QObject>
#include <QUndoCommand>

namespace rigsmith::ui {

// The slots the board-layout editor is editing: the model its table, form and preview show.
// Changed only through EditLayoutCommand on the editor's own undo stack.
class LayoutDraft : public QObject
{
    Q_OBJECT
public:
    explicit LayoutDraft(QList<core::PcieSlot> slots, QObject *parent = nullptr)
        : QObject(parent)
        , mSlots(std::move(slots))
    {
    }
    const QList<core::PcieSlot> &slots() const { return mSlots; }
    void setSlots(const QList<core::PcieSlot> &slots)
    {
        mSlots = slots;
        Q_EMIT changed();
    }

Q_SIGNALS:
    void changed();

private:
    QList<core::PcieSlot> mSlots;
};

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
