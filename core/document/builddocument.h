// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QObject>
#include <QUndoStack>

namespace rigsmith::core {

// What changed in a build, so a view can re-sync only what it shows.
struct ChangeEvent
{
    enum class What { Reset, Part, Gpus, MemoryKits, Drives, Workload, Environment, Metadata };
    What what = What::Reset;
    PartKind kind = PartKind::Gpu; // for What::Part: which single role changed

    bool operator==(const ChangeEvent &) const = default;
};

// The open build: the model every view listens to. It owns the undo stack; edits arrive only as
// commands (core/commands), which call replaceBuild(). It never knows about views.
class BuildDocument : public QObject
{
    Q_OBJECT
public:
    explicit BuildDocument(Build build = {}, QObject *parent = nullptr);

    const Build &build() const { return mBuild; }
    QUndoStack *undoStack() { return &mUndoStack; }

    // Replaces the whole build outside the undo history (opening a file, New).
    void reset(Build build);
    // Counts the undos: a command only merges with one made since the same undo, so merging never
    // reaches across an undo (BuildEditCommand::mergeAfter).
    int undoCount() const { return mUndoCount; }

Q_SIGNALS:
    void changed(const rigsmith::core::ChangeEvent &event);

private:
    friend class BuildEditCommand;
    void replaceBuild(Build build, ChangeEvent event);

    Build mBuild;
    QUndoStack mUndoStack;
    int mUndoCount = 0;
};

} // namespace rigsmith::core
