// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/parts.h"

#include <optional>

class QMimeData;

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

} // namespace rigsmith::ui
