// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Why a GPU cannot go into `slot` of this build (no such slot, slot taken, too many GPUs), or
// nothing when it can. `ignoreSlot` is the slot a card being moved leaves, which is free for it.
std::optional<QString> gpuPlacementRefusal(
    const Build &build, int slot, std::optional<int> ignoreSlot = std::nullopt);

// Puts a GPU into a motherboard slot. Construct it only where gpuPlacementRefusal() is empty.
class PlaceGpuCommand : public BuildEditCommand
{
public:
    PlaceGpuCommand(BuildDocument *document, const Gpu &gpu, int slot);
};

} // namespace rigsmith::core
