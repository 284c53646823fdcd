// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/builddocument.h"
#include "core/document/commandid.h"

#include <QPointer>
#include <QUndoCommand>

namespace rigsmith::core {

// Base of every edit: holds the build before and after, so undo and redo are exact and a
// subclass only computes the "after" build. Builds are small value types with shared strings,
// so a copy costs little next to a repaint.
class BuildEditCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;
    int id() const override { return int(mId); }

protected:
    BuildEditCommand(
        BuildDocument *document, const QString &text, ChangeEvent event, CommandId id = CommandId::None);
    const Build &before() const { return mBefore; }
    void setAfter(Build after) { mAfter = std::move(after); }
    const Build &after() const { return mAfter; }
    // For mergeWith(): adopt a later command's result, keeping this command's "before"; refused
    // when an undo came between the two (the later edit is then a step of its own).
    bool mergeAfter(const QUndoCommand *other);
    BuildDocument *document() const { return mDocument; }

private:
    QPointer<BuildDocument> mDocument;
    Build mBefore;
    Build mAfter;
    ChangeEvent mEvent;
    CommandId mId;
    int mUndoCount; // the document's undo count when this command was made
};

} // namespace rigsmith::core
