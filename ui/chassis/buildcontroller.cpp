// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildcontroller.h"

#include "core/analysis/chassislayout.h"
#include "core/document/addpartcommand.h"
#include "core/document/movegpucommand.h"
#include "core/document/placegpucommand.h"
#include "core/document/removegpucommand.h"
#include "core/document/setpartcommand.h"

namespace rigsmith::ui {

using namespace rigsmith::core;

BuildController::BuildController(BuildDocument *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
}

std::optional<Part> BuildController::resolve(const PartId &id) const
{
    for (const GpuPlacement &g : mDocument->build().gpus) {
        if (g.gpu.info.id == id)
            return g.gpu.toPart();
    }
    return mCatalog ? mCatalog->part(id) : std::nullopt;
}

std::optional<QString> BuildController::refusal(
    const Part &part, std::optional<int> slot, std::optional<int> fromSlot) const
{
    const Build &b = mDocument->build();
    if (part.kind() != PartKind::Gpu)
        return std::nullopt; // every other kind has one place in the build
    if (!slot)
        return tr("Drop a GPU on a PCIe slot.");
    // The slots', then the coolers' refusal, in core (the slot under another card's cooler, or this
    // card's cooler on a slot that holds a card).
    return gpuDropRefusal(b, *Gpu::from(part), *slot, fromSlot);
}

std::optional<QString> BuildController::replacementRefusal(const Part &part, int slot) const
{
    const GpuPlacement *occupant = mDocument->build().gpuInSlot(slot);
    if (!occupant || part.kind() != PartKind::Gpu)
        return refusal(part, slot);
    // Asked as if the card had left its slot.
    if (const auto why = refusal(part, slot, slot))
        return tr("%1 cannot take the place of %2: %3").arg(part.info.name, occupant->gpu.info.name, *why);
    return std::nullopt;
}

std::optional<QString> BuildController::replace(const Part &part, int slot)
{
    const GpuPlacement *occupant = mDocument->build().gpuInSlot(slot);
    if (!occupant)
        return apply(part, slot);
    if (const auto why = replacementRefusal(part, slot)) {
        Q_EMIT refused(*why);
        return why;
    }
    QUndoStack *stack = mDocument->undoStack();
    stack->beginMacro(
        tr("Replace %1 with %2 in slot %3").arg(occupant->gpu.info.name, part.info.name).arg(slot));
    stack->push(new RemoveGpuCommand(mDocument, slot));
    stack->push(new PlaceGpuCommand(mDocument, *Gpu::from(part), slot));
    stack->endMacro();
    return std::nullopt;
}

std::optional<QString> BuildController::apply(
    const Part &part, std::optional<int> slot, std::optional<int> fromSlot, int gesture)
{
    if (part.kind() == PartKind::Gpu && slot && !fromSlot && mDocument->build().gpuInSlot(*slot))
        return replace(part, *slot);
    if (auto why = refusal(part, slot, fromSlot)) {
        Q_EMIT refused(*why);
        return why;
    }
    QUndoStack *stack = mDocument->undoStack();
    if (part.kind() == PartKind::Gpu) {
        if (fromSlot) {
            if (*fromSlot != *slot)
                stack->push(new MoveGpuCommand(mDocument, *fromSlot, *slot, gesture));
        } else {
            stack->push(new PlaceGpuCommand(mDocument, *Gpu::from(part), *slot));
        }
    } else if (SetPartCommand::accepts(part)) {
        stack->push(new SetPartCommand(mDocument, part.kind(), part));
    } else {
        stack->push(new AddPartCommand(mDocument, part));
    }
    return std::nullopt;
}

std::optional<QString> BuildController::add(const Part &part)
{
    if (part.kind() != PartKind::Gpu)
        return apply(part, std::nullopt);
    const Build &b = mDocument->build();
    QList<int> candidates;
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots) {
            if (s.physicalSize.value() >= 16)
                candidates.append(s.position);
        }
    } else {
        candidates.append(1);
    }
    QString last = tr("Choose a motherboard first.");
    if (const auto slot = firstSlotFor(part, candidates, std::nullopt, &last))
        return apply(part, *slot);
    const QString reason = tr("%1 fits no free slot: %2").arg(part.info.name, last);
    Q_EMIT refused(reason);
    return reason;
}

std::optional<int> BuildController::firstSlotFor(
    const Part &part, const QList<int> &candidates, std::optional<int> fromSlot, QString *lastRefusal) const
{
    for (int slot : candidates) {
        const auto why = refusal(part, slot, fromSlot);
        if (!why)
            return slot;
        if (lastRefusal)
            *lastRefusal = *why;
    }
    return std::nullopt;
}

} // namespace rigsmith::ui
