// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/setnvlinkbridgecommand.h"

#include "core/model/nvlinkbridge.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

QString stepName(const QString &key)
{
    if (const NvlinkBridge *bridge = nvlinkBridge(key))
        return QCoreApplication::translate("SetNvlinkBridge", "Add %1").arg(bridge->name);
    return QCoreApplication::translate("SetNvlinkBridge", "Remove the NVLink bridge");
}

} // namespace

SetNvlinkBridgeCommand::SetNvlinkBridgeCommand(BuildDocument *document, const QString &key)
    : BuildEditCommand(document, stepName(key), ChangeEvent {ChangeEvent::What::Gpus})
{
    Build b = before();
    b.nvlinkBridge = key;
    setAfter(std::move(b));
}

} // namespace rigsmith::core
