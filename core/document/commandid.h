// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rigsmith::core {

// QUndoCommand ids, for commands that merge consecutive edits (one drag = one undo step).
enum class CommandId : int {
    None = -1,
    MoveGpu = 1,
    SetWorkload = 2,
    SetEnvironment = 3,
    SetMetadata = 4,
};

} // namespace rigsmith::core
