// SPDX-License-Identifier: GPL-3.0-or-later
// Chart-data benchmark: recomputing all four charts' data (value map and Pareto front over the
// whole catalog, alternatives, cost breakdown, TCO) after a change. Target: under 10 ms median.
#include "benchharness.h"
#include "core/charts/chartdata.h"
#include "db/catalog/sqlitecatalog.h"
#include "support/sampleparts.h"

#include <QCoreApplication>

using namespace rigsmith;
using namespace rigsmith::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    auto opened = db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    const QList<Part> gpus = opened.catalog->parts(PartKind::Gpu);
    Build b = testing::guideFourBlowerBuild();
    bench::Samples samples;
    volatile double sink = 0;
    for (int i = 0; i < 100; ++i) {
        b.environment.electricityPricePerKwh = 0.1 + 0.001 * i; // a change each time
        samples.time([&] {
            const ValueMap map = valueMap(gpus, b);
            const QList<Alternative> alts = buildAlternatives(b, map, gpus);
            const QList<CostSlice> slices = costBreakdown(b);
            sink = sink + double(map.front.size() + alts.size() + slices.size());
        });
    }
    bench::report(
        QStringLiteral("all four charts' data for %1 catalog GPUs").arg(gpus.size()), samples, 10000);
    return sink > 0 ? 0 : 1;
}
