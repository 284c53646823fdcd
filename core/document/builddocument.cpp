// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/builddocument.h"

namespace rigsmith::core {

BuildDocument::BuildDocument(Build build, QObject *parent)
    : QObject(parent)
    , mBuild(std::move(build))
{
}

void BuildDocument::reset(Build build)
{
    mUndoStack.clear();
    replaceBuild(std::move(build), ChangeEvent {ChangeEvent::What::Reset});
    mUndoStack.setClean();
}

void BuildDocument::replaceBuild(Build build, ChangeEvent event)
{
    mBuild = std::move(build);
    Q_EMIT changed(event);
}

} // namespace rigsmith::core
