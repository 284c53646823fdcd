// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog generator's table columns and how a CSV cell becomes an SQL value (shared by its steps).
#pragma once

#include <QStringList>
#include <QVariant>

namespace rigsmith::db {

// Columns of each kind table that come straight from the CSV of that kind.
extern const QStringList kGpuColumns;
extern const QStringList kCpuColumns;
extern const QStringList kBoardColumns;
extern const QStringList kMemoryColumns;
extern const QStringList kPsuColumns;
extern const QStringList kCaseColumns;
extern const QStringList kCoolerColumns;
extern const QStringList kStorageColumns;

// Empty but not null: the SQLite driver binds a null QString (and an empty literal) as NULL.
QVariant emptyText();
// A cell as an SQL value: an empty cell of an optional number column is NULL (unknown), any other empty
// cell empty text.
QVariant valueOf(const QString &cell, const QString &column = QString());
// "?,?,?" for n values.
QString placeholders(qsizetype n);
// What a dated price row lacks of its source (street prices, memory prices): a page's URL, a quote from
// it and an ISO 4217 currency; empty when it has them.
QString priceSourceProblem(const QString &url, const QString &quote, const QString &currency);

} // namespace rigsmith::db
