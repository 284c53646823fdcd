// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rigsmith::db {

// One CSV record and the line it starts on (from 1).
struct CsvRecord
{
    int line = 0;
    QStringList fields;
};

// RFC 4180: fields in double quotes may hold commas, quotes ("") and line breaks; a quote inside an
// unquoted field is text; blank lines are skipped. Lines may end in CRLF; a CR elsewhere stays in its
// field (never silently dropped: "1\r299.00" is no price of 1299.00). Nothing, with `error` set, when a
// quoted field is never closed. Shared by the price lists users import and the catalog generator's tables.
std::optional<QList<CsvRecord>> parseCsv(const QString &text, QString *error);

} // namespace rigsmith::db
