// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/partcatalog.h"

#include <QJsonObject>

namespace rigsmith::cli {

// How many catalog boards have each layout confidence: "positions", "slots-and-lanes",
// "unverified" (curated but not checked) and "derived" (from a slot list).
QJsonObject layoutConfidenceCounts(const core::PartCatalog &catalog);

} // namespace rigsmith::cli
