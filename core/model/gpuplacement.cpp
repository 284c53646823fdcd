// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/gpuplacement.h"

#include <QCoreApplication>

namespace rigsmith::core {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PlaceGpu)
};
} // namespace

std::optional<QString> gpuPlacementRefusal(const Build &build, int slot, std::optional<int> ignoreSlot)
{
    if (build.motherboard) {
        if (!build.motherboard->spec.slotAt(slot))
            return Text::tr("The motherboard has no slot %1.").arg(slot);
    } else if (slot < 1 || slot > Build::kMaxSlotPosition) {
        return Text::tr("Slot %1 does not exist.").arg(slot);
    }
    if (const GpuPlacement *p = build.gpuInSlot(slot); p && p->slot != ignoreSlot)
        return Text::tr("Slot %1 already holds %2.").arg(slot).arg(p->gpu.info.name);
    if (!ignoreSlot && build.gpus.size() >= Build::kMaxGpus)
        return Text::tr("A build holds at most %1 GPUs.").arg(Build::kMaxGpus);
    return std::nullopt;
}

} // namespace rigsmith::core
