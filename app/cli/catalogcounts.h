// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"

#include <QJsonObject>

namespace rigsmith::cli {

// How many catalog boards have each layout confidence: "positions", "slots-and-lanes",
// "unverified" (curated but not checked), "derived" (from a slot list) and "corrected" (by the
// user, in their overlay).
QJsonObject layoutConfidenceCounts(const core::PartCatalog &catalog);

} // namespace rigsmith::cli
