// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogbuilder.h"

namespace rigsmith::db {

// The data-quality report (db/REPORT.md): counts per kind, values missing and derived per kind,
// prices, curated coverage and the rows the curation dropped, with reasons.
QString catalogReport(QSqlDatabase db, const CatalogBuilder::Stats &stats, const QString &droppedCsv);

} // namespace rigsmith::db
