// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QObject>

namespace rigsmith::ui {

// The slots the board-layout editor is editing: the model its table, form and preview show.
// Changed only through EditLayoutCommand (editlayoutcommand.h) on the editor's own undo stack.
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

} // namespace rigsmith::ui
