// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/removegpucommand.h"

#include <QCoreApplication>

namespace rigsmith::core {

RemoveGpuCommand::RemoveGpuCommand(BuildDocument *document, int slot)
    : BuildEditCommand(document,
        QCoreApplication::translate("RemoveGpu", "Remove GPU from slot %1").arg(slot),
        ChangeEvent {ChangeEvent::What::Gpus})
{
    Build b = before();
    b.gpus.removeIf([slot](const GpuPlacement &p) { return p.slot == slot; });
    setAfter(std::move(b));
}

} // namespace rigsmith::core
