// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QList>
#include <QString>

namespace rigsmith::core {

// Whether a board can have a slot list: one check for the layout editor, layout files, the user's
// corrections in the overlay and the boards embedded in build files.

// One thing wrong with a layout: the slot it concerns (its index in the list; -1 for the whole
// layout), the field, and a sentence the user reads.
struct LayoutProblem
{
    int slot = -1;
    QString field; // "position", "maxLanes", ...
    QString message;
};

// Everything wrong with a slot layout, in list order; empty when a board can have it. Beyond the
// ranges a part's fields may take (partvalidity.h): two slots at one opening, more electrical
// lanes than the connector has, a slot sharing with a slot that does not exist or with itself,
// lanes when shared more than the slot's own, a connector size no slot has.
QList<LayoutProblem> checkSlotLayout(const QList<PcieSlot> &slots);
// The first problem as one line: "Slot at opening 3: ..."; empty when there is none.
QString describeProblem(const QList<PcieSlot> &slots, const LayoutProblem &problem);

} // namespace rigsmith::core
