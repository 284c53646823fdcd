// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <optional>

class QMimeData;
class QPixmap;
class QString;

namespace rigsmith::ui {

// The one drag payload: a part id (from the browser) or a GPU leaving its slot (from the chassis).
inline constexpr char kPartMimeType[] = "application/x-rigsmith-part";

struct DragPayload
{
    core::PartId id;
    std::optional<int> fromSlot; // a GPU being moved
};

QMimeData *makePartMime(const DragPayload &payload);
std::optional<DragPayload> readPartMime(const QMimeData *mime);
// What follows the pointer in a drag: the part's name on a small tag, not the whole table row, so
// the slots under the pointer stay in view. `ratio`: the screen's device pixel ratio.
QPixmap makeDragImage(const QString &name, double ratio = 1.0);
// Where the pointer holds the tag: just above its top left corner, the tag below and to the right.
inline constexpr int kDragHotSpot = -12;

} // namespace rigsmith::ui
