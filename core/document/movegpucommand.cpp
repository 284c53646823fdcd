// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/movegpucommand.h"

#include "core/document/placegpucommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {

MoveGpuCommand::MoveGpuCommand(BuildDocument *document, int fromSlot, int toSlot, int gesture)
    : BuildEditCommand(document,
        QCoreApplication::translate("MoveGpu", "Move GPU from slot %1 to slot %2").arg(fromSlot).arg(toSlot),
        ChangeEvent {ChangeEvent::What::Gpus}, CommandId::MoveGpu)
    , mFrom(fromSlot)
    , mTo(toSlot)
    , mGesture(gesture)
{
    Q_ASSERT(before().gpuInSlot(fromSlot));
    Q_ASSERT(!gpuPlacementRefusal(before(), toSlot, fromSlot));
    Build b = before();
    for (GpuPlacement &p : b.gpus) {
        if (p.slot == fromSlot)
            p.slot = toSlot;
    }
    std::sort(b.gpus.begin(), b.gpus.end(),
        [](const GpuPlacement &l, const GpuPlacement &r) { return l.slot < r.slot; });
    setAfter(std::move(b));
}

bool MoveGpuCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = dynamic_cast<const MoveGpuCommand *>(other);
    if (!move || mGesture == 0 || move->mGesture != mGesture || move->mFrom != mTo || !mergeAfter(other))
        return false;
    mTo = move->mTo;
    setText(QCoreApplication::translate("MoveGpu", "Move GPU from slot %1 to slot %2").arg(mFrom).arg(mTo));
    if (mFrom == mTo)
        setObsolete(true);
    return true;
}

} // namespace rigsmith::core
