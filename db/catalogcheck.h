// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::db {

// Catalogs larger than this are no catalog of ours (the bundled one is some 20 MB).
inline constexpr qint64 kMaxCatalogSize = qint64(2) * 1024 * 1024 * 1024;

// Checks a parts catalog before it is used: a regular file of sane size, an SQLite database of the
// schema version this Rigsmith reads, with every table and column the schema files create (of
// the declared types), passing PRAGMA quick_check, a working search index, and every part within
// the ranges of core/model/partvalidity.h. Returns what is wrong, for the user and naming the file, or
// an empty string. Opens a connection of its own: it may run on any thread.
QString checkCatalogFile(const QString &path);

// A line of PRAGMA quick_check that names a row breaking a CHECK or NOT NULL constraint: the file is
// readable, the row's value is not (the overlay's readers check values themselves).
bool isConstraintFinding(const QString &line);

// SQLite sometimes fails without words: a message never ends in an empty reason.
QString sqlReason(const QString &text);

// The structural part alone (file, version, tables and columns, quick_check), for the overlay too:
// `expected` names the schema ("catalog" or "overlay"). Returns the reason without the file name.
QString checkSchema(const QString &connection, bool overlay);

} // namespace rigsmith::db
