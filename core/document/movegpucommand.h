// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Moves the GPU in `fromSlot` to `toSlot`. Moves of the same card within one gesture (a drag,
// numbered by the caller; 0 = a move on its own) merge, so a drag over several slots is one step.
class MoveGpuCommand : public BuildEditCommand
{
public:
    MoveGpuCommand(BuildDocument *document, int fromSlot, int toSlot, int gesture = 0);
    bool mergeWith(const QUndoCommand *other) override;

private:
    int mFrom;
    int mTo;
    int mGesture;
};

} // namespace rigsmith::core
