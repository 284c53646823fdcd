// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/gpuplacement.h"

#include <optional>

namespace rigsmith::core {

// Where the build's GPUs physically are: the slot openings each card fills, what collides, what
// runs past the case's last opening, and the free space in front of each card's fans.
struct ChassisLayout
{
    static constexpr double kSlotPitchMm = 20.32; // PCIe slot spacing (0.8 in)

    struct Card
    {
        int slot = 0; // where it is plugged in
        int lastOpening = 0; // the last rear opening its cooler fills (slot + width − 1)
        QList<int> covered; // board slots its cooler sits over
        std::optional<int> gapSlots; // free openings between its cooler and the next card; none below it
        Millimetres thickness; // width × slot pitch
    };
    struct Collision
    {
        int upperSlot; // the card whose cooler is in the way
        int lowerSlot; // the card that cannot be plugged in
    };

    QList<Card> cards; // in slot order, one per GPU of the build
    QList<Collision> collisions;
    QList<int> pastCaseEnd; // slots of cards that need more openings than the case has
    int caseOpenings = 0; // 0 when the build has no case (the board's form factor decides)

    const Card *card(int slot) const;
    // True when the card in `slot` and the next one sit with no free opening between them.
    bool adjacentToNext(int slot) const;
    // True when the card in `slot` and the next one touch: no free opening, and no collision either.
    bool touchingNext(int slot) const;

    static ChassisLayout of(const Build &build);
};

// Why `gpu` cannot be dropped into `slot` (moved from `fromSlot`, if it is already in the build): the
// slots' refusal (gpuplacement.h), then the coolers': the slot is under another card's cooler, or this
// card's cooler would cover a card. Nothing when it fits. Every place that puts a card asks this.
std::optional<QString> gpuDropRefusal(
    const Build &build, const Gpu &gpu, int slot, std::optional<int> fromSlot = std::nullopt);

} // namespace rigsmith::core
