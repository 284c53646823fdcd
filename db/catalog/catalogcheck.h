// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QSqlQuery;

namespace rigsmith::db {

// Catalogs larger than this are no catalog of ours (the bundled one is some 20 MB).
inline constexpr qint64 kMaxCatalogSize = qint64(2) * 1024 * 1024 * 1024;

// Checks a parts catalog before it is used: a regular file of sane size, an SQLite database of the
// schema version this Rigsmith reads, with every table and column the schema files create (of
// the declared types), passing PRAGMA integrity_check, a working search index, and every part within
// the ranges of core/model/partvalidity.h. Returns what is wrong, for the user and naming the file, or
// an empty string. Opens a connection of its own: it may run on any thread.
QString checkCatalogFile(const QString &path);

// A line of SQLite's integrity check that names a row breaking a CHECK or NOT NULL constraint: the
// file is readable, the row's value is not (the overlay's readers check values themselves).
bool isConstraintFinding(const QString &line);

// Runs SQLite's integrity check (PRAGMA integrity_check: the quick check does not compare indexes
// with their tables) with `query`. False when it cannot run (the query's error says why); else
// `damage` is empty for a sound file, or one line: how many problems SQLite found and the first.
// `overlay`: rows breaking a constraint are no damage (isConstraintFinding).
bool integrityCheck(QSqlQuery &query, bool overlay, QString *damage);

// The tables the schema files make, of the overlay or of the catalog.
QStringList schemaTables(bool overlay);

// SQLite sometimes fails without words: a message never ends in an empty reason.
QString sqlReason(const QString &text);

// The structural part alone (file, version, tables and columns, integrity check), for the overlay too:
// `expected` names the schema ("catalog" or "overlay"). Returns the reason without the file name.
QString checkSchema(const QString &connection, bool overlay);

} // namespace rigsmith::db
