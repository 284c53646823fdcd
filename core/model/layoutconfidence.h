// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QString>

namespace rigsmith::core {

// How sure the catalog is of a board's slot layout, in words the user reads. A layout derived
// from a slot list is "derived"; a curated one carries its sourced confidence; one the user
// corrected is "corrected by you", whatever the catalog knew.
QString layoutConfidenceLabel(const MotherboardSpec &board); // short, for tables
QString layoutConfidenceNote(const MotherboardSpec &board); // a sentence; empty when every opening is sourced

} // namespace rigsmith::core
