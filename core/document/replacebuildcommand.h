// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Replaces the whole build in one undo step (parts updated from the catalog, a recovered build).
class ReplaceBuildCommand : public BuildEditCommand
{
public:
    ReplaceBuildCommand(BuildDocument *document, const QString &text, Build build);
};

} // namespace rigsmith::core
