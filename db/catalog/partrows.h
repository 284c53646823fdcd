// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"
#include "core/model/priceage.h"

#include <QSqlQuery>

#include <utility>
#include <vector>

namespace rigsmith::db {

// Reads part rows by column name, never by position. Names are looked up without allocating
// (a catalog load asks for some 100 000 fields).
class Columns
{
public:
    explicit Columns(const QSqlQuery &query);
    QVariant operator()(const QSqlQuery &query, const char *name) const;

private:
    std::vector<std::pair<QByteArray, int>> mIndex; // sorted by name
};

// The SELECT for one kind: the part, its kind table, its retail and launch prices, and its model's
// street prices (new and used).
QString selectPartsSql(core::PartKind kind);
// Turns the current row of a selectPartsSql() query into a part (slots and mounts come later). A
// model's street price replaces a launch price or an older shop price; `market` chooses between a
// new and a used street price (any: the lower).
core::Part readPartRow(
    core::PartKind kind, const QSqlQuery &query, const Columns &c, core::Market market = core::Market::Any);
// One row of pcie_slot and of radiator_mount.
core::PcieSlot readSlotRow(const QSqlQuery &query, const Columns &c);
core::RadiatorMount readMountRow(const QSqlQuery &query, const Columns &c);
// Numbers from a row: -1 and NaN (never valid) for text or values past int.
int intOf(const QVariant &v);
double realOf(const QVariant &v);

} // namespace rigsmith::db
