// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/file/jsonfields.h"
#include "core/model/parts.h"

namespace rigsmith::core::json {

// A part as a JSON object: {"kind", "name", ..., "spec": {...}}. The id is not inside: build
// files key parts by id. readPart() throws FieldError naming `path` and the field.
Part readPart(const QJsonObject &object, const QString &path);
QJsonObject writePart(const Part &part);
// Throws FieldError (path relative to the part) where readPart() would refuse the written part.
// Use validatePart() (core/file/validatepart.h) outside the codec.
void checkPart(const Part &part);
// One expansion slot, with the same fields and ranges as inside a board (layout files use them).
PcieSlot readSlot(const QJsonObject &object, const QString &path);
QJsonObject writeSlot(const PcieSlot &slot);

} // namespace rigsmith::core::json
