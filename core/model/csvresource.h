// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>

namespace rigsmith::core {

// One row of a CSV table by column name.
using CsvRow = QHash<QString, QString>;

// An RFC 4180 table (quoted fields may hold commas, doubled quotes and line breaks), first line the
// header. The sourced tables of the workload model and the curated facts core reads (NVLink bridges, chipset
// support) ship as resources inside the library.
QList<CsvRow> readCsvResource(const QString &path);
QList<CsvRow> parseCsv(const QString &text);

} // namespace rigsmith::core
