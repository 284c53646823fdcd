// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/placegpucommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {

PlaceGpuCommand::PlaceGpuCommand(BuildDocument *document, const Gpu &gpu, int slot)
    : BuildEditCommand(document,
        QCoreApplication::translate("PlaceGpu", "Place %1 in slot %2").arg(gpu.info.name).arg(slot),
        ChangeEvent {ChangeEvent::What::Gpus})
{
    Q_ASSERT(!gpuPlacementRefusal(before(), slot));
    Build b = before();
    b.gpus.append(GpuPlacement {gpu, slot});
    std::sort(b.gpus.begin(), b.gpus.end(),
        [](const GpuPlacement &l, const GpuPlacement &r) { return l.slot < r.slot; });
    setAfter(std::move(b));
}

} // namespace rigsmith::core
