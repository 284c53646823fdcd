// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/chassislayout.h"

namespace rigsmith::core {

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

} // namespace rigsmith::core
