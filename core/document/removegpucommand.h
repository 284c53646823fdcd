// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Takes the GPU out of `slot`.
class RemoveGpuCommand : public BuildEditCommand
{
public:
    RemoveGpuCommand(BuildDocument *document, int slot);
};

} // namespace rigsmith::core
