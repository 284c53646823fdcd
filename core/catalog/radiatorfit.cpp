// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/radiatorfit.h"

#include <algorithm>

namespace rigsmith::core {

QList<RadiatorNeed> radiatorsOf(const Build &build)
{
    QList<RadiatorNeed> out;
    for (const GpuPlacement &g : build.gpus) {
        if (g.gpu.spec.cooler == CoolerType::Hybrid)
            out.append({&g.gpu.info, g.gpu.spec.radiatorSize, g.gpu.spec.radiatorSource, false});
        else if (g.gpu.spec.cooler == CoolerType::WaterBlock)
            out.append({&g.gpu.info, std::nullopt, QString(), true});
    }
    // An AIO processor cooler needs its mount too, whether or not a card brings a radiator.
    if (build.cooler && build.cooler->spec.waterCooled)
        out.append({&build.cooler->info, build.cooler->spec.radiatorSize, QString(), false});
    return out;
}

RadiatorFit fitRadiators(const QList<RadiatorNeed> &radiators, const QList<RadiatorMount> &mounts)
{
    QList<double> free;
    for (const RadiatorMount &m : mounts)
        free.append(m.size.value());
    std::sort(free.begin(), free.end());
    QList<int> sized;
    QList<int> unsized;
    QList<int> loops;
    for (int i = 0; i < radiators.size(); ++i)
        (radiators[i].loop ? loops : radiators[i].size ? sized : unsized).append(i);
    std::stable_sort(sized.begin(), sized.end(),
        [&](int x, int y) { return radiators[x].size->value() > radiators[y].size->value(); });
    RadiatorFit fit;
    for (const int i : std::as_const(sized)) {
        const double need = radiators[i].size->value();
        const auto mount
            = std::find_if(free.begin(), free.end(), [&](double size) { return size + 1e-9 >= need; });
        if (mount == free.end())
            fit.unplaced.append(i);
        else
            free.erase(mount);
    }
    for (const int i : std::as_const(unsized)) {
        if (free.isEmpty()) {
            fit.unplaced.append(i);
        } else {
            free.removeLast();
            fit.guessed.append(i);
        }
    }
    for (const int i : std::as_const(loops)) {
        if (free.isEmpty())
            fit.unplaced.append(i);
        else
            free.removeFirst();
    }
    return fit;
}

} // namespace rigsmith::core
