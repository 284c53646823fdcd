// SPDX-License-Identifier: GPL-3.0-or-later
// Build-advisor benchmark: typical queries against the whole bundled catalog, each with the builds the
// rule engine judged against the builds an exhaustive enumeration would judge. Target: 2 s median.
#include "benchharness.h"
#include "core/advisor/advisor.h"
#include "core/workload/workloadcheck.h"
#include "db/catalog/sqlitecatalog.h"

#include <QCoreApplication>
#include <QTextStream>

#include <ctime>

using namespace rigsmith;
using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

namespace {

// The processor time this process has used: on a machine others load, wall time says more about
// them than about the search.
double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // --no-limit: no 60 s stop, so that a loaded machine cannot change the fronts printed.
    const bool noLimit = app.arguments().contains(QStringLiteral("--no-limit"));
    // --exact: no platform given up and no plan cut either (the exhaustive setting of tst_advisor), to
    // compare the usual front with the exact one.
    const bool exact = app.arguments().contains(QStringLiteral("--exact"));
    auto opened = db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    const PartCatalog &catalog = *opened.catalog;
    for (PartKind kind : allValues<PartKind>())
        catalog.parts(kind); // read once, as the window has before the user asks

    struct Case
    {
        const char *name;
        Query query;
    };
    QList<Case> cases;
    Query vision;
    vision.workload.kind = WorkloadKind::Vision;
    vision.budget = Money::fromUnits(5000, QStringLiteral("USD"));
    cases.append({"vision training, USD 5,000", vision});
    Query pretrain;
    pretrain.workload.kind = WorkloadKind::Transformer;
    pretrain.workload.paramsBillions = 0.35;
    pretrain.budget = Money::fromUnits(10000, QStringLiteral("USD"));
    cases.append({"350M transformer pretraining, USD 10,000", pretrain});
    Query llm;
    llm.workload.kind = WorkloadKind::Inference;
    llm.workload.paramsBillions = 70;
    llm.workload.precision = Precision::Int4;
    llm.workload.sequenceLength = 8192;
    llm.workload.microBatch = 1;
    llm.budget = Money::fromUnits(6000, QStringLiteral("USD"));
    cases.append({"70B 4-bit inference, USD 6,000, 120 V / 15 A", llm});
    Query serve;
    serve.workload.kind = WorkloadKind::Inference;
    serve.workload.paramsBillions = 8;
    serve.workload.precision = Precision::Bf16;
    serve.workload.serving = 32;
    serve.workload.engine = ServingEngine::Vllm;
    serve.budget = Money::fromUnits(6000, QStringLiteral("USD"));
    cases.append({"8B served to 32 users with vLLM, USD 6,000", serve});
    Query tune;
    tune.workload.kind = WorkloadKind::FineTune;
    tune.workload.paramsBillions = 8;
    tune.workload.method = FineTuneMethod::Qlora;
    tune.workload.precision = Precision::Bf16;
    tune.budget = Money::fromUnits(3000, QStringLiteral("USD"));
    cases.append({"8B QLoRA fine-tune, USD 3,000", tune});
    Query big = tune;
    big.workload.paramsBillions = 70;
    big.budget = Money::fromUnits(8000, QStringLiteral("USD"));
    cases.append({"70B QLoRA fine-tune, USD 8,000 (settings turned on to fit)", big});
    Query moe;
    moe.workload.kind = WorkloadKind::Inference;
    moe.workload.model = QStringLiteral("gpt-oss-120b");
    moe.workload.precision = Precision::Int4;
    moe.workload.offloadExperts = true;
    moe.workload = normalisedWorkload(moe.workload); // the named model's size
    moe.budget = Money::fromUnits(3000, QStringLiteral("USD"));
    cases.append({"gpt-oss-120b, experts in system memory, USD 3,000", moe});

    QTextStream out(stdout);
    for (const Case &c : cases) {
        bench::Samples samples;
        Result last;
        Query q = c.query;
        // As the CLI: a slower query says so below instead of running on.
        q.timeLimitSeconds = noLimit || exact ? 0 : 60;
        if (exact) {
            q.failedLeavesPerPlatform = 0;
            q.platformsPerPlan = 0;
        }
        QList<double> cpu;
        for (int i = 0; i < 3; ++i) {
            const double before = cpuSeconds();
            samples.time([&] { last = suggest(catalog, q); });
            cpu.append(cpuSeconds() - before);
        }
        bench::report(QStringLiteral("advisor: %1").arg(QString::fromLatin1(c.name)), samples, 2000000);
        std::sort(cpu.begin(), cpu.end());
        out << "BENCH   " << c.name << ": processor time " << QString::number(cpu[cpu.size() / 2], 'f', 3)
            << " s (median), " << QString::number(cpu.last(), 'f', 3) << " s (max)\n";
        out << "BENCH   " << c.name << ": " << last.evaluated << " builds judged of "
            << QString::number(last.searchSpace, 'g', 3) << " an exhaustive search would judge; front "
            << last.frontSize << ", " << last.plans << " GPU plans, " << last.abandonedPlatforms
            << " platforms given up, " << last.plansCut << " plans cut"
            << (last.timedOut ? ", stopped at the 60 s limit" : "") << '\n';
        // The front itself, so that a change meant to be only faster can be checked to give the same.
        for (const Suggestion &s : std::as_const(last.front)) {
            const Build &b = s.build;
            QStringList parts;
            const auto add = [&](const auto &part) {
                if (part)
                    parts.append(part->info.id.key());
            };
            add(b.motherboard);
            add(b.cpu);
            for (const GpuPlacement &g : b.gpus)
                parts.append(QStringLiteral("%1@%2").arg(g.gpu.info.id.key()).arg(g.slot));
            for (const Counted<Memory> &m : b.memory)
                parts.append(QStringLiteral("%1x%2").arg(m.part.info.id.key()).arg(m.quantity));
            for (const Counted<Storage> &d : b.storage)
                parts.append(QStringLiteral("%1x%2").arg(d.part.info.id.key()).arg(d.quantity));
            add(b.cooler);
            add(b.chassis);
            add(b.psu);
            out << "FRONT   " << s.price.cents() << ' ' << s.price.currency() << ' '
                << QString::number(s.throughput, 'g', 17) << ' ' << s.unit << " | " << parts.join(u' ')
                << '\n';
        }
        out.flush();
    }
    return 0;
}
