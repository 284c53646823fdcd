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

// Every path that reads a saved build without asking part by part (compare, the CLI's compare and
// validate, templates) handles drift the same way: the prices that moved are taken from the
// catalog (what the window's drift dialog offers), specifications stay as saved, and what was done
// is said. With AsSaved, or without a catalog, the file's prices stay and are counted as stale.
enum class DriftPrices { FromCatalog, AsSaved };
struct DriftCheck
{
    Build build; // as used: with the catalog's prices where they moved (FromCatalog)
    QList<PartDrift> drift; // what differs from the catalog now (empty when not checked)
    bool checked = false; // false: no catalog to check against
    int repriced = 0; // parts whose price was taken from the catalog
    int stalePrices = 0; // parts whose saved price differs from the catalog's and was kept
    int gone = 0; // parts the catalog no longer has (or never had): their saved prices are used
    int otherChanges = 0; // specifications changed, parts merged: kept as saved

    // One translated sentence for `name` (a file or build), or empty when there is nothing to say.
    QString note(const QString &name) const;
};
DriftCheck checkDrift(
    const Build &build, const PartCatalog *catalog, DriftPrices prices = DriftPrices::FromCatalog);

} // namespace rigsmith::core
