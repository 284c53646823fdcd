// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/chassislayout.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChassisLayout)
};
} // namespace

const ChassisLayout::Card *ChassisLayout::card(int slot) const
{
    for (const Card &c : cards) {
        if (c.slot == slot)
            return &c;
    }
    return nullptr;
}

bool ChassisLayout::adjacentToNext(int slot) const
{
    const Card *c = card(slot);
    return c && c->gapSlots && *c->gapSlots <= 0;
}

bool ChassisLayout::touchingNext(int slot) const
{
    const Card *c = card(slot);
    return c && c->gapSlots && *c->gapSlots == 0;
}

ChassisLayout ChassisLayout::of(const Build &b)
{
    ChassisLayout layout;
    layout.caseOpenings = b.chassis ? b.chassis->spec.expansionSlots
                                    : (b.motherboard ? expansionSlotsOf(b.motherboard->spec.formFactor) : 0);
    for (const GpuPlacement &g : b.gpus) { // b.gpus is in slot order
        Card c;
        c.slot = g.slot;
        c.lastOpening = g.slot + g.gpu.spec.slotWidth.occupied() - 1;
        c.thickness = Millimetres(g.gpu.spec.slotWidth.value() * kSlotPitchMm);
        if (b.motherboard) {
            for (const PcieSlot &s : b.motherboard->spec.slots) {
                if (s.position > c.slot && s.position <= c.lastOpening)
                    c.covered.append(s.position);
            }
        }
        if (layout.caseOpenings > 0 && c.lastOpening > layout.caseOpenings)
            layout.pastCaseEnd.append(c.slot);
        layout.cards.append(c);
    }
    for (qsizetype i = 0; i + 1 < layout.cards.size(); ++i) {
        Card &upper = layout.cards[i];
        const Card &lower = layout.cards[i + 1];
        upper.gapSlots = lower.slot - upper.lastOpening - 1;
        if (lower.slot <= upper.lastOpening)
            layout.collisions.append({upper.slot, lower.slot});
    }
    return layout;
}

std::optional<QString> gpuDropRefusal(
    const Build &build, const Gpu &gpu, int slot, std::optional<int> fromSlot)
{
    if (auto why = gpuPlacementRefusal(build, slot, fromSlot))
        return why;
    Build after = build;
    if (fromSlot)
        after.gpus.removeIf([&](const GpuPlacement &g) { return g.slot == *fromSlot; });
    after.gpus.append({gpu, slot});
    std::sort(
        after.gpus.begin(), after.gpus.end(), [](const auto &l, const auto &r) { return l.slot < r.slot; });
    for (const ChassisLayout::Collision &c : ChassisLayout::of(after).collisions) {
        if (c.lowerSlot == slot)
            return Text::tr("Slot %1 is covered by the card in slot %2.").arg(slot).arg(c.upperSlot);
        if (c.upperSlot == slot)
            return Text::tr("A %1-slot card in slot %2 would cover the card in slot %3.")
                .arg(gpu.spec.slotWidth.value())
                .arg(slot)
                .arg(c.lowerSlot);
    }
    return std::nullopt;
}

} // namespace rigsmith::core
