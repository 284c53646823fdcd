// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <optional>

namespace rigsmith::core {

// Why a GPU cannot go into `slot` of this build by the slots alone (no such slot, slot taken, too many
// GPUs), or nothing when it can. `ignoreSlot` is the slot a card being moved leaves, which is free for
// it. The whole refusal of a drop, with the coolers' room, is gpuDropRefusal() (chassislayout.h).
std::optional<QString> gpuPlacementRefusal(
    const Build &build, int slot, std::optional<int> ignoreSlot = std::nullopt);

} // namespace rigsmith::core
