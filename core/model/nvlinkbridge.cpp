// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/nvlinkbridge.h"

#include "core/model/csvresource.h"

#include <algorithm>
#include <cstdlib>

namespace rigsmith::core {
namespace {

QList<NvlinkBridge> fromRows(const QList<CsvRow> &rows)
{
    QList<NvlinkBridge> bridges;
    for (const CsvRow &r : rows) {
        NvlinkBridge b;
        b.key = r.value(QStringLiteral("key"));
        b.name = r.value(QStringLiteral("name"));
        for (const QString &m : r.value(QStringLiteral("gpu_models")).split(u'|', Qt::SkipEmptyParts))
            b.gpuModels.append(m.trimmed());
        b.spacing = r.value(QStringLiteral("spacing")).toInt();
        bool ok = false;
        const double usd = r.value(QStringLiteral("price_usd")).toDouble(&ok);
        // A price counts only with the day or month it was seen at.
        b.priceDate = r.value(QStringLiteral("price_date"));
        if (ok && usd > 0 && !b.priceDate.isEmpty())
            b.price = Money::fromUnits(usd, QStringLiteral("USD"));
        b.url = r.value(QStringLiteral("url"));
        b.quote = r.value(QStringLiteral("quote"));
        if (!b.key.isEmpty() && !b.gpuModels.isEmpty() && b.spacing > 0)
            bridges.append(b);
    }
    return bridges;
}

} // namespace

QList<NvlinkBridge> parseNvlinkBridges(const QString &csv)
{
    return fromRows(parseCsv(csv));
}

const QList<NvlinkBridge> &nvlinkBridges()
{
    static const QList<NvlinkBridge> table
        = fromRows(readCsvResource(QStringLiteral(":/rigsmith/catalog/nvlink_bridges.csv")));
    return table;
}

const NvlinkBridge *nvlinkBridge(const QString &key)
{
    const QList<NvlinkBridge> &all = nvlinkBridges();
    const auto it
        = std::find_if(all.cbegin(), all.cend(), [&](const NvlinkBridge &b) { return b.key == key; });
    return it == all.cend() ? nullptr : &*it;
}

QList<NvlinkBridge> nvlinkBridgesFor(const QString &gpuModel)
{
    QList<NvlinkBridge> fitting;
    for (const NvlinkBridge &b : nvlinkBridges()) {
        if (b.pairs(gpuModel))
            fitting.append(b);
    }
    std::stable_sort(fitting.begin(), fitting.end(),
        [](const NvlinkBridge &a, const NvlinkBridge &b) { return a.spacing < b.spacing; });
    return fitting;
}

std::optional<NvlinkPair> nvlinkPairOf(const Build &build)
{
    if (build.gpus.size() != 2)
        return std::nullopt;
    const GpuSpec &a = build.gpus[0].gpu.spec;
    const GpuSpec &b = build.gpus[1].gpu.spec;
    if (a.model.isEmpty() || a.model != b.model || nvlinkBridgesFor(a.model).isEmpty())
        return std::nullopt;
    return NvlinkPair {a.model, std::abs(build.gpus[1].slot - build.gpus[0].slot)};
}

bool nvlinkBridged(const Build &build)
{
    const NvlinkBridge *bridge = nvlinkBridge(build.nvlinkBridge);
    const auto pair = nvlinkPairOf(build);
    return bridge && pair && bridge->pairs(pair->gpuModel) && bridge->spacing == pair->spacing;
}

} // namespace rigsmith::core
