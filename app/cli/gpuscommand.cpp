// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpuscommand.h"

#include "clierror.h"
#include "core/model/priceage.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadestimate.h"
#include "terminaltext.h"
#include "workloadjson.h"
#include "workloadoptions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <algorithm>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

struct GpuRow
{
    Part part;
    double throughput = 0.0; // one card, units/s; 0 without a measured basis
    bool basis = false;
    double needed = 0.0; // GB per GPU
};

QList<GpuRow> gpuRows(const PartCatalog &catalog, const Workload &w)
{
    const MemoryEstimate memory = MemoryEstimate::of(w, 1);
    QList<GpuRow> rows;
    for (const Part &p : catalog.parts(PartKind::Gpu)) {
        const GpuSpec *g = p.as<GpuSpec>();
        if (!g)
            continue;
        // With the guide's 16-bit factor for vision on tensor cores (GPU-5), as `fit` counts it.
        GpuRow r {p, 0.0, ThroughputModel::hasMeasuredBasis(*g), memory.neededOn(*g, w.precision)};
        if (r.basis)
            r.throughput = ThroughputModel::singleGpu(*g, w).unitsPerSecond;
        rows.append(r);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const GpuRow &a, const GpuRow &b) {
        if (a.basis != b.basis)
            return a.basis;
        return a.throughput > b.throughput;
    });
    return rows;
}

std::optional<double> perThousandUsd(const GpuRow &r)
{
    if (!r.basis || r.throughput <= 0 || !r.part.info.price || r.part.info.price->currency() != u"USD"
        || r.part.info.price->cents() <= 0)
        return std::nullopt;
    return r.throughput / r.part.info.price->units() * 1000.0;
}

} // namespace

QString gpusText(const PartCatalog &catalog, const Workload &w)
{
    const QString unit = ThroughputModel::unit(w.kind);
    QString out;
    QTextStream s(&out);
    const QLocale c = QLocale::c();
    s << Text::tr("Workload: %1; throughput of one card in %2, memory each GPU needs against what it has")
             .arg(displayName(w.kind), unit)
      << '\n';
    // Each price says what it rests on: a shop's, a review's, yours, or a launch price (never current).
    s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
             .arg(Text::tr("per GPU"), 18)
             .arg(Text::tr("needs"), 6)
             .arg(Text::tr("GB"), 5)
             .arg(Text::tr("fits"), 4)
             .arg(Text::tr("W"), 5)
             .arg(Text::tr("USD"), 9)
             .arg(Text::tr("price"), -16)
             .arg(Text::tr("per 1k$"), 9)
             .arg(Text::tr("GPU"))
      << '\n';
    for (const GpuRow &r : gpuRows(catalog, w)) {
        const GpuSpec &g = *r.part.as<GpuSpec>();
        const auto value = perThousandUsd(r);
        const double gb = g.memory.value();
        s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                 .arg(r.basis ? c.toString(r.throughput, 'f', r.throughput < 100 ? 1 : 0)
                              : ThroughputModel::noBasisShort(),
                     18)
                 .arg(c.toString(r.needed, 'f', 1), 6)
                 .arg(gb, 5)
                 .arg(r.needed <= gb ? Text::tr("yes") : Text::tr("no"), 4)
                 .arg(g.tdp.value(), 5)
                 .arg(r.part.info.price ? QString::number(r.part.info.price->units(), 'f', 2)
                                        : QStringLiteral("-"),
                     9)
                 .arg(r.part.info.price ? priceKind(r.part.info) : QStringLiteral("-"), -16)
                 .arg(value ? c.toString(*value, 'f', 1) : QStringLiteral("-"), 9)
                 .arg(oneLine(r.part.info.name))
          << '\n';
    }
    s << Text::tr("Cards marked \"%1\": %2")
             .arg(ThroughputModel::noBasisShort(),
                 Text::tr("AMD and Intel cards, and NVIDIA architectures without published measurements "
                          "in the calibration, get no estimate rather than a guess"))
      << '\n';
    return out;
}

QJsonObject gpusJson(const PartCatalog &catalog, const Workload &w)
{
    QJsonArray rows;
    for (const GpuRow &r : gpuRows(catalog, w)) {
        const GpuSpec &g = *r.part.as<GpuSpec>();
        QJsonObject o {{QStringLiteral("id"), r.part.info.id.key()},
            {QStringLiteral("name"), r.part.info.name}, {QStringLiteral("model"), g.model},
            {QStringLiteral("vendor"), g.vendor}, {QStringLiteral("measuredBasis"), r.basis},
            {QStringLiteral("memoryGB"), g.memory.value()}, {QStringLiteral("memoryPerGpuGB"), r.needed},
            {QStringLiteral("fits"), r.needed <= g.memory.value()}, {QStringLiteral("tdpW"), g.tdp.value()}};
        if (r.basis)
            o.insert(QStringLiteral("throughput"), r.throughput);
        else
            o.insert(QStringLiteral("noEstimate"), ThroughputModel::noBasisText(g));
        if (r.part.info.price) {
            o.insert(QStringLiteral("priceCents"), qint64(r.part.info.price->cents()));
            // What the price rests on, as a key: "launch" (the maker's at release, never a current price),
            // "user", "review", "street" (a dated street price of the model) or "shop"; and, where the
            // price says it, whether it is for a new or a used card.
            const PartInfo &info = r.part.info;
            const PriceBasis basis = priceBasis(info);
            o.insert(QStringLiteral("priceKind"),
                basis.kind == PriceBasis::Kind::Launch       ? QStringLiteral("launch")
                    : basis.kind == PriceBasis::Kind::Yours  ? QStringLiteral("user")
                    : basis.kind == PriceBasis::Kind::Review ? QStringLiteral("review")
                    : basis.kind == PriceBasis::Kind::Street ? QStringLiteral("street")
                                                             : QStringLiteral("shop"));
            if (basis.condition != PriceCondition::Unstated)
                o.insert(QStringLiteral("priceCondition"), conditionKey(basis.condition));
            if (isLaunchPrice(info))
                o.insert(QStringLiteral("launchYear"), launchPriceYear(info));
        }
        if (const auto value = perThousandUsd(r))
            o.insert(QStringLiteral("throughputPerThousandUsd"), *value);
        rows.append(o);
    }
    return QJsonObject {{QStringLiteral("workload"), workloadSettings(w)},
        {QStringLiteral("unit"), ThroughputModel::unit(w.kind)}, {QStringLiteral("gpus"), rows}};
}

QString GpusCommand::synopsis() const
{
    return Text::tr("gpus [--workload KIND --params ... as for fit] [--json]");
}

QString GpusCommand::summary() const
{
    return Text::tr("Every catalog GPU: one card's throughput for the workload in its units, memory needed "
                    "and had, TDP, price, throughput per 1000 USD");
}

QList<QCommandLineOption> GpusCommand::options() const
{
    return workloadOptions() + QList<QCommandLineOption> {jsonOption()};
}

int GpusCommand::run(Invocation &invocation) const
{
    if (!invocation.arguments().isEmpty())
        return fail(Text::tr("gpus takes its workload as options"));
    const PartCatalog *catalog = invocation.requireCatalog();
    if (!catalog)
        return kExitBadInput;
    const auto workload = workloadFromOptions(invocation.options(), WorkloadKind::Vision);
    if (const QString *error = std::get_if<QString>(&workload))
        return fail(*error);
    const auto &w = std::get<Workload>(workload);
    QTextStream out(stdout);
    if (invocation.json())
        out << QJsonDocument(gpusJson(*catalog, w)).toJson(QJsonDocument::Indented);
    else
        out << terminalSafe(gpusText(*catalog, w));
    return kExitOk;
}

} // namespace rigsmith::cli
