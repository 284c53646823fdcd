// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Buys the NVLink bridge `key` with the cards (core/model/nvlinkbridge.h), or none for an empty key.
class SetNvlinkBridgeCommand : public BuildEditCommand
{
public:
    SetNvlinkBridgeCommand(BuildDocument *document, const QString &key);
};

} // namespace rigsmith::core
