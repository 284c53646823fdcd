// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

BuildEditCommand::BuildEditCommand(
    BuildDocument *document, const QString &text, ChangeEvent event, CommandId id)
    : QUndoCommand(text)
    , mDocument(document)
    , mBefore(document->build())
    , mAfter(document->build())
    , mEvent(event)
    , mId(id)
    , mUndoCount(document->undoCount())
{
}

void BuildEditCommand::undo()
{
    if (!mDocument)
        return;
    ++mDocument->mUndoCount;
    mDocument->replaceBuild(mBefore, mEvent);
}

void BuildEditCommand::redo()
{
    if (mDocument)
        mDocument->replaceBuild(mAfter, mEvent);
}

bool BuildEditCommand::mergeAfter(const QUndoCommand *other)
{
    const auto *edit = dynamic_cast<const BuildEditCommand *>(other);
    if (!edit || edit->mDocument != mDocument || edit->mUndoCount != mUndoCount)
        return false;
    mAfter = edit->mAfter;
    return true;
}

} // namespace rigsmith::core
