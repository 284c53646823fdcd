// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/catalogdrift.h"

#include "core/model/buildparts.h"
#include "core/model/priceage.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Drift)
};

QString priceText(const PartInfo &info)
{
    // The user's own price says so, with its shop and date: it is theirs to take or leave.
    if (info.price && info.priceSource.startsWith(QStringLiteral("user")))
        return QStringLiteral("%1 (%2)").arg(info.price->toString(), priceOrigin(info));
    return info.price ? info.price->toString() : Text::tr("no price");
}

template<typename T>
void replaceIn(std::optional<T> &slot, const PartCatalog &catalog, const QSet<QString> &ids)
{
    if (slot && ids.contains(slot->info.id.key())) {
        if (const auto fresh = catalog.part(slot->info.id))
            slot = T::from(*fresh);
    }
}

} // namespace

QList<PartDrift> catalogDrift(const Build &b, const PartCatalog &catalog)
{
    QList<PartDrift> out;
    QSet<QString> seen;
    forEachPart(b, [&](PartKind, const auto &typed, int, int) {
        const Part mine = typed.toPart();
        if (seen.contains(mine.info.id.key()))
            return; // four identical GPUs: one entry
        seen.insert(mine.info.id.key());
        const auto now = catalog.part(mine.info.id);
        if (!now) {
            out.append({PartDrift::Change::Removed, mine.kind(), mine.info.id, mine.info.name, {},
                Text::tr("not in the catalog")});
            return;
        }
        if (now->info.id != mine.info.id) {
            // One line: updating takes the kept entry whole, its specification and price with it.
            out.append(
                {PartDrift::Change::Merged, mine.kind(), mine.info.id, mine.info.name, {}, now->info.name});
            return;
        }
        if (!(now->spec == mine.spec))
            out.append({PartDrift::Change::Spec, mine.kind(), mine.info.id, mine.info.name, {},
                Text::tr("specification changed")});
        if (now->info.price != mine.info.price)
            out.append({PartDrift::Change::Price, mine.kind(), mine.info.id, mine.info.name,
                priceText(mine.info), priceText(now->info)});
    });
    return out;
}

Build updatedFromCatalog(const Build &b, const PartCatalog &catalog, const QList<PartId> &ids)
{
    QSet<QString> keys;
    for (const PartId &id : ids)
        keys.insert(id.key());
    Build out = b;
    replaceIn(out.chassis, catalog, keys);
    replaceIn(out.motherboard, catalog, keys);
    replaceIn(out.cpu, catalog, keys);
    replaceIn(out.cooler, catalog, keys);
    replaceIn(out.psu, catalog, keys);
    for (GpuPlacement &g : out.gpus) {
        if (keys.contains(g.gpu.info.id.key())) {
            if (const auto fresh = catalog.part(g.gpu.info.id))
                g.gpu = *Gpu::from(*fresh);
        }
    }
    for (auto &m : out.memory) {
        if (keys.contains(m.part.info.id.key())) {
            if (const auto fresh = catalog.part(m.part.info.id))
                m.part = *Memory::from(*fresh);
        }
    }
    for (auto &s : out.storage) {
        if (keys.contains(s.part.info.id.key())) {
            if (const auto fresh = catalog.part(s.part.info.id))
                s.part = *Storage::from(*fresh);
        }
    }
    return out;
}

Build repricedFromCatalog(const Build &b, const PartCatalog &catalog, const QList<PartId> &ids)
{
    QHash<QString, std::optional<Part>> fresh;
    for (const PartId &id : ids)
        fresh.insert(id.key(), catalog.part(id));
    const auto reprice = [&fresh](PartInfo &info) {
        const auto it = fresh.constFind(info.id.key());
        if (it == fresh.cend() || !*it)
            return;
        info.price = (*it)->info.price;
        info.priceSource = (*it)->info.priceSource;
        info.priceDate = (*it)->info.priceDate;
    };
    Build out = b;
    forEachPart(out, [&reprice](PartKind, auto &part, int, int) { reprice(part.info); });
    return out;
}

DriftCheck checkDrift(const Build &b, const PartCatalog *catalog, DriftPrices prices)
{
    DriftCheck out;
    out.build = b;
    if (!catalog)
        return out;
    out.checked = true;
    out.drift = catalogDrift(b, *catalog);
    QList<PartId> moved;
    for (const PartDrift &d : out.drift) {
        if (d.change == PartDrift::Change::Price)
            moved.append(d.id);
        else if (d.change == PartDrift::Change::Removed)
            ++out.gone;
        else
            ++out.otherChanges;
    }
    if (prices == DriftPrices::AsSaved || moved.isEmpty()) {
        out.stalePrices = int(moved.size());
        return out;
    }
    out.build = repricedFromCatalog(b, *catalog, moved);
    out.repriced = int(moved.size());
    return out;
}

QString DriftCheck::note(const QString &name) const
{
    if (!checked)
        return Text::tr("%1: not checked against a catalog; its saved prices may be out of date").arg(name);
    QStringList parts;
    if (repriced > 0)
        parts.append(
            Text::tr("%n price(s) taken from the catalog (the file's were out of date)", nullptr, repriced));
    if (stalePrices > 0)
        parts.append(Text::tr(
            "%n saved price(s) used that differ from the catalog's now (stale)", nullptr, stalePrices));
    if (gone > 0)
        parts.append(Text::tr("%n part(s) not in the catalog, at their saved prices", nullptr, gone));
    if (otherChanges > 0)
        parts.append(Text::tr(
            "%n other change(s) in the catalog since it was saved, kept as saved", nullptr, otherChanges));
    return parts.isEmpty() ? QString() : QStringLiteral("%1: %2").arg(name, parts.join(QStringLiteral("; ")));
}

} // namespace rigsmith::core
