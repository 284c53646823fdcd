// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Chooses (or, with no part, clears) the part of a single role: case, motherboard, CPU, CPU
// cooler or PSU. A new motherboard keeps each GPU in its slot where the board has that slot and
// moves the others to the free slots in order; GPUs left without a slot are taken out.
class SetPartCommand : public BuildEditCommand
{
public:
    SetPartCommand(BuildDocument *document, PartKind role, const std::optional<Part> &part);

    // True for the kinds this command handles.
    static bool isSingleRole(PartKind kind);
    // Whether `part` is of a kind this command handles (a GPU is placed, memory is added).
    static bool accepts(const Part &part) { return isSingleRole(part.kind()); }
};

} // namespace rigsmith::core
