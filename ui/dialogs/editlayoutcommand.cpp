// SPDX-License-Identifier: GPL-3.0-or-later
#include "editlayoutcommand.h"

namespace rigsmith::ui {

EditLayoutCommand::EditLayoutCommand(
    LayoutDraft *draft, QList<core::PcieSlot> after, const QString &text, const QString &mergeKey)
    : QUndoCommand(text)
    , mDraft(draft)
    , mBefore(draft->slots())
    , mAfter(std::move(after))
    , mMergeKey(mergeKey)
{
}

bool EditLayoutCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const EditLayoutCommand *>(other);
    if (edit->mMergeKey != mMergeKey || edit->mDraft != mDraft)
        return false;
    mAfter = edit->mAfter;
    return true;
}

} // namespace rigsmith::ui
