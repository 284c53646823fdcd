// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Adds a memory kit or a drive. Adding a part the build already lists raises its quantity.
class AddPartCommand : public BuildEditCommand
{
public:
    AddPartCommand(BuildDocument *document, const Part &part, int quantity = 1);
    static bool accepts(const Part &part);
};

// Removes `quantity` of the memory kit or drive at `index` of its list (all of it by default).
class RemovePartCommand : public BuildEditCommand
{
public:
    RemovePartCommand(BuildDocument *document, PartKind kind, int index, int quantity = Build::kMaxQuantity);
};

} // namespace rigsmith::core
