// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/charts/chartdata.h"

#include "core/analysis/costestimate.h"
#include "core/model/priceage.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/memoryfit.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadestimate.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <numeric>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Charts)
};

// The build with its GPUs replaced by `count` of `gpu`, placed in the first slots that take them.
Build withGpus(const Build &b, const Gpu &gpu, int count)
{
    Build out = b;
    out.gpus.clear();
    QList<int> slots;
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots) {
            if (s.physicalSize.value() >= 16)
                slots.append(s.position);
        }
    } else {
        for (int i = 1; i <= count; ++i)
            slots.append(2 * i - 1);
    }
    for (int s : slots) {
        if (out.gpus.size() == count)
            break;
        // Skip slots the previous card's cooler covers.
        if (!out.gpus.isEmpty()
            && s <= out.gpus.last().slot + out.gpus.last().gpu.spec.slotWidth.occupied() - 1)
            continue;
        out.gpus.append({gpu, s});
    }
    return out;
}

// What the point's price rests on: a launch price is said as such wherever the point is shown.
void pricedBy(ValuePoint &point, const PartInfo &info)
{
    point.priceKind = priceKind(info);
    point.priceOrigin = priceOrigin(info);
    point.launchPrice = isLaunchPrice(info);
}

} // namespace

QList<int> paretoFront(const QList<ValuePoint> &points)
{
    QList<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return points[a].price != points[b].price ? points[a].price < points[b].price
                                                  : points[a].score > points[b].score;
    });
    QList<int> front;
    double best = -1.0;
    for (int i : order) {
        if (points[i].score > best) {
            front.append(i);
            best = points[i].score;
        }
    }
    return front;
}

ValueMap valueMap(const QList<Part> &gpus, const Build &b, const ValueFilter &filter)
{
    ValueMap map;
    map.unit = ThroughputModel::unit(b.workload.kind);
    map.currency = b.environment.currency;
    const ExchangeRates rates = ExchangeRates::current();
    // A price in the build's currency, or nothing (counted as unconverted) when it has no rate to it.
    const auto priceOf = [&](const PartInfo &info, bool count) -> std::optional<double> {
        if (!info.price || info.price->cents() <= 0)
            return std::nullopt;
        const auto converted = rates.convert(*info.price, map.currency);
        if (!converted && count) {
            ++map.unconverted;
            if (!map.missingRates.contains(info.price->currency()))
                map.missingRates.append(info.price->currency());
        }
        return converted ? std::optional<double>(converted->units()) : std::nullopt;
    };
    // What each GPU must hold with the planned count (placed and planned later): the figures GPU.MEMORY
    // judges by (memoryfit.h). "GPUs planned later" changes which cards are offered.
    const int count = plannedGpuCount(b);
    map.plannedGpus = count;
    // The most any of the build's workloads needs (the further ones must fit too).
    for (const Workload &w : allWorkloads(b)) {
        map.memoryNeeded = std::max(map.memoryNeeded, MemoryEstimate::of(w, count).needed());
    }
    // Experts kept in system memory are read at the build's memory bandwidth, whichever card it is.
    const SystemMemory memory = SystemMemory::of(b);
    QSet<QString> inBuild;
    for (const GpuPlacement &g : b.gpus)
        inBuild.insert(g.gpu.info.id.key());
    for (const Part &p : gpus) {
        const GpuSpec *g = p.as<GpuSpec>();
        if (!g || !p.info.price || p.info.price->cents() <= 0)
            continue;
        if (memoryShortfall(b, count, *g))
            continue;
        if ((!filter.vendors.isEmpty() && !filter.vendors.contains(g->vendor))
            || (!filter.coolers.isEmpty() && !filter.coolers.contains(g->cooler))
            || (filter.releasedFrom > 0 && g->releaseYear < filter.releasedFrom)
            || (filter.releasedTo > 0 && g->releaseYear > filter.releasedTo))
            continue;
        // One card's speed in the workload's units (images or tokens a second).
        if (!ThroughputModel::hasMeasuredBasis(*g)) {
            ++map.withoutBasis;
            continue;
        }
        const double score = cardThroughput(*g, b.workload, memory);
        if (score <= 0.0)
            continue;
        const auto price = priceOf(p.info, true);
        if (!price)
            continue;
        map.points.append({p.info.id, p.info.name, g->model, g->vendor, g->cooler, g->releaseYear, *price,
            score, g->memory.value(), inBuild.contains(p.info.id.key()), false});
        pricedBy(map.points.last(), p.info);
    }
    // The build's own GPUs are always on the map (also when filtered out, short of memory or not in
    // the catalog), but only the GPUs that pass make the front.
    QList<ValuePoint> own;
    for (const GpuPlacement &g : b.gpus) {
        const bool shown = std::any_of(map.points.cbegin(), map.points.cend(),
                               [&g](const ValuePoint &p) { return p.id == g.gpu.info.id; })
            || std::any_of(
                own.cbegin(), own.cend(), [&g](const ValuePoint &p) { return p.id == g.gpu.info.id; });
        if (shown)
            continue;
        const auto price = priceOf(g.gpu.info, false);
        if (!price)
            continue;
        const double score = cardThroughput(g.gpu.spec, b.workload, memory);
        if (score <= 0.0)
            continue;
        ValuePoint point {g.gpu.info.id, g.gpu.info.name, g.gpu.spec.model, g.gpu.spec.vendor,
            g.gpu.spec.cooler, g.gpu.spec.releaseYear, *price, score, g.gpu.spec.memory.value(), true, false};
        pricedBy(point, g.gpu.info);
        // Drawn, but as not fitting: the user sees where their card stands and why it is no choice.
        if (const auto why = memoryShortfall(b, count, g.gpu.spec)) {
            point.fits = false;
            point.why = *why;
        }
        own.append(point);
    }
    const auto byPrice = [](const ValuePoint &l, const ValuePoint &r) {
        return l.price != r.price ? l.price < r.price : l.score > r.score;
    };
    std::sort(map.points.begin(), map.points.end(), byPrice);
    map.front = paretoFront(map.points);
    for (int i : map.front)
        map.points[i].onFront = true;
    if (!own.isEmpty()) {
        map.points += own;
        std::stable_sort(map.points.begin(), map.points.end(), byPrice);
        map.front.clear();
        for (qsizetype i = 0; i < map.points.size(); ++i) {
            if (map.points[i].onFront)
                map.front.append(int(i));
        }
    }
    return map;
}

QList<Alternative> buildAlternatives(
    const Build &b, const ValueMap &map, const QList<Part> &gpus, int alternativeModels)
{
    QList<Alternative> out;
    const auto add = [&](const Gpu &gpu, bool isCurrentModel) {
        for (int n = 1; n <= 4; ++n) {
            // The build itself as it is, whatever its findings (its cards may sit where the
            // generated layouts would not put them).
            const bool itself = isCurrentModel && n == b.gpuCount();
            const Build candidate = itself ? b : withGpus(b, gpu, n);
            if (candidate.gpus.size() != n) {
                if (isCurrentModel && n < b.gpuCount())
                    continue;
                break; // the board has no room for more
            }
            const Analyses a = Analyses::of(candidate);
            Alternative alt {gpu.spec.model.isEmpty() ? gpu.info.name : gpu.spec.model, gpu.info.id, n,
                a.cost.purchase.units(), a.workload.throughput,
                a.cost.totalCostOfOwnership ? a.cost.totalCostOfOwnership->units() : 0.0,
                isCurrentModel && n == b.gpuCount()};
            // n cards are the plan here: a single 32 GB card for a model that needs 43 GB a GPU does not fit.
            if (const auto why = memoryShortfall(b, n, gpu.spec)) {
                alt.fits = false;
                alt.why = *why;
            }
            out.append(alt);
        }
    };
    if (!b.gpus.isEmpty())
        add(b.gpus.first().gpu, true);
    // The best-value boards of other models on the front: the highest score per dollar first.
    QList<int> front = map.front;
    std::sort(front.begin(), front.end(), [&](int x, int y) {
        return map.points[x].score / map.points[x].price > map.points[y].score / map.points[y].price;
    });
    const bool nvidiaBuild = b.gpus.isEmpty() || b.gpus.first().gpu.spec.vendor == u"NVIDIA";
    QSet<QString> models;
    if (!b.gpus.isEmpty())
        models.insert(b.gpus.first().gpu.spec.model);
    int added = 0;
    for (int i : front) {
        if (added >= alternativeModels)
            break;
        const ValuePoint &v = map.points[i];
        // The guide warns against other vendors' cards (GPU-14): not proposed for an NVIDIA build.
        if (models.contains(v.model) || (nvidiaBuild && v.vendor != u"NVIDIA"))
            continue;
        const auto part
            = std::find_if(gpus.cbegin(), gpus.cend(), [&v](const Part &p) { return p.info.id == v.id; });
        if (part == gpus.cend())
            continue;
        models.insert(v.model);
        add(*Gpu::from(*part), false);
        ++added;
    }
    return out;
}

QList<CostSlice> costBreakdown(const Build &b)
{
    QList<CostSlice> slices;
    const ExchangeRates rates = ExchangeRates::current();
    const QString currency = b.environment.currency;
    // Adds a part's price in the build's currency to the slice, or counts it as unpriced.
    const auto add = [&](CostSlice &slice, const PartInfo &info, int quantity) {
        const auto price = info.price ? rates.convert(*info.price, currency) : std::nullopt;
        if (price)
            slice.amount += price->units() * quantity;
        else
            slice.unpriced += quantity;
    };
    const auto single = [&](PartKind kind, const auto &part) {
        CostSlice slice {displayName(kind)};
        if (part)
            add(slice, part->info, 1);
        slices.append(slice);
    };
    CostSlice gpus {displayName(PartKind::Gpu)};
    for (const GpuPlacement &g : b.gpus)
        add(gpus, g.gpu.info, 1);
    slices.append(gpus);
    CostSlice cpus {displayName(PartKind::Cpu)};
    if (b.cpu)
        add(cpus, b.cpu->info, processorCount(b)); // both of a dual-socket board's processors
    slices.append(cpus);
    single(PartKind::Motherboard, b.motherboard);
    CostSlice ram {displayName(PartKind::Memory)};
    for (const auto &m : b.memory)
        add(ram, m.part.info, m.quantity);
    slices.append(ram);
    CostSlice storage {displayName(PartKind::Storage)};
    for (const auto &s : b.storage)
        add(storage, s.part.info, s.quantity);
    slices.append(storage);
    single(PartKind::Psu, b.psu);
    single(PartKind::Case, b.chassis);
    single(PartKind::Cooler, b.cooler);
    const ThermalEstimate thermal = ThermalEstimate::of(b, ChassisLayout::of(b));
    CostSlice water {Text::tr("water cooling")};
    if (thermal.waterCoolingCost) {
        if (const auto cost = rates.convert(*thermal.waterCoolingCost, currency))
            water.amount = cost->units();
        else
            water.unpriced = 1;
    }
    slices.append(water);
    return slices;
}

} // namespace rigsmith::core
