// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/chassislayout.h"
#include "core/model/partenums.h"

#include <QSizeF>

namespace rigsmith::ui::geometry {

// A board drawn to scale (1 unit = 1 mm): its outline by form factor, where each slot's
// connector sits, and how long the connector of a size is. Shared by the chassis and the
// board-layout editor's preview so both draw a board the same way.
inline constexpr double kPitch = core::ChassisLayout::kSlotPitchMm;
inline constexpr double kSlotX = 45.0; // connector start, from the board's rear edge

inline QSizeF boardSize(core::FormFactor f)
{
    switch (f) {
    case core::FormFactor::EAtx:
    case core::FormFactor::Ssi:
        return {330, 305};
    case core::FormFactor::MicroAtx:
        return {244, 244};
    case core::FormFactor::MiniItx:
        return {170, 170};
    case core::FormFactor::Xl:
        return {262, 345};
    case core::FormFactor::Atx:
    case core::FormFactor::Other:
        break;
    }
    return {244, 305};
}

// The centre line of the slot at `position`: the board's openings end 10 mm above its bottom
// edge; slot 1 is the top one.
inline double slotY(double boardHeight, core::FormFactor f, int position)
{
    const int openings = core::expansionSlotsOf(f);
    return boardHeight - 10.0 - (openings - position + 0.5) * kPitch;
}

// PCIe connector lengths (x1, x4, x8, x16), as the chassis has always drawn them.
inline double connectorLength(int lanes)
{
    return lanes >= 16 ? 89.0 : lanes >= 8 ? 56.0 : lanes >= 4 ? 39.0 : 25.0;
}

} // namespace rigsmith::ui::geometry
