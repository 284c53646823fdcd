// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/model/build.h"

namespace rigsmith::core {

// How a build's embedded parts differ from the catalog now: a price that moved, a spec that was
// corrected, a part the catalog no longer has, a part the catalog now lists under another entry of
// the same product (it merged two entries of one product; the saved id still finds it). The user
// chooses, part by part, to update or keep.
struct PartDrift
{
    enum class Change { Price, Spec, Removed, Merged };
    Change change = Change::Price;
    PartKind kind = PartKind::Gpu;
    PartId id;
    QString name;
    QString before; // what the build has (a price, or empty)
    QString after; // what the catalog has now (Merged: the name of the entry it is listed as)
};

QList<PartDrift> catalogDrift(const Build &build, const PartCatalog &catalog);
// The build with the parts named in `ids` replaced by the catalog's versions (removed parts stay).
Build updatedFromCatalog(const Build &build, const PartCatalog &catalog, const QList<PartId> &ids);
// The build with only the prices (amount, source, date) of the parts named in `ids` taken from the
// catalog; specs stay as embedded. A part the catalog lacks keeps its price.
Build repricedFromCatalog(const Build &build, const PartCatalog &catalog, const QList<PartId> &ids);

} // namespace rigsmith::core
