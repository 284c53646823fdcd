// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"
#include "core/model/gpuplacement.h"

namespace rigsmith::core {

// Puts a GPU into a motherboard slot. Construct it only where gpuPlacementRefusal() is empty.
class PlaceGpuCommand : public BuildEditCommand
{
public:
    PlaceGpuCommand(BuildDocument *document, const Gpu &gpu, int slot);
};

} // namespace rigsmith::core
