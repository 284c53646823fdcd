// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/expertoffload.h"

#include "core/model/csvresource.h"
#include "core/workload/modelshape.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadcheck.h"

#include <QStringList>

#include <algorithm>

namespace rigsmith::core {

const QList<ExpertOffloadRun> &expertOffloadRuns()
{
    static const QList<ExpertOffloadRun> runs = [] {
        QList<ExpertOffloadRun> out;
        for (const CsvRow &r :
            readCsvResource(QStringLiteral(":/rigsmith/workload/data/expert_offload.csv"))) {
            ExpertOffloadRun run;
            run.source = r.value(QStringLiteral("source"));
            run.gpu.vendor = r.value(QStringLiteral("vendor"));
            run.gpu.model = r.value(QStringLiteral("gpu"));
            run.gpu.architecture = r.value(QStringLiteral("architecture"));
            run.gpu.chip = r.value(QStringLiteral("chip"));
            run.gpu.memoryBandwidthGBs = r.value(QStringLiteral("bandwidth_gbs")).toDouble();
            run.gpu.fp32Tflops = r.value(QStringLiteral("fp32_tflops")).toDouble();
            const auto precision = fromKey<Precision>(r.value(QStringLiteral("precision")));
            if (!precision)
                continue;
            Workload w;
            w.kind = WorkloadKind::Inference;
            w.model = r.value(QStringLiteral("model"));
            w.precision = *precision;
            w.engine = ServingEngine::LlamaCpp;
            // llama-sweep-bench's and a chat's first tokens: a short context.
            w.sequenceLength = 512;
            w.offloadExperts = true;
            w.offloadExpertLayers = r.value(QStringLiteral("layers_in_ram")).toInt();
            run.workload = normalisedWorkload(w);
            run.bitsPerWeight = r.value(QStringLiteral("bits_per_weight")).toDouble();
            run.channels = r.value(QStringLiteral("channels")).toInt();
            run.speedMTs = r.value(QStringLiteral("speed_mts")).toInt();
            run.cpuThreads = r.value(QStringLiteral("cpu_threads")).toInt();
            run.tokensPerSecond = r.value(QStringLiteral("tokens_per_second")).toDouble();
            run.url = r.value(QStringLiteral("url"));
            if (run.gpu.memoryBandwidthGBs > 0 && run.bitsPerWeight > 0 && run.ratedGBs() > 0
                && run.tokensPerSecond > 0 && offloadedExpertShare(run.workload) > 0)
                out.append(run);
        }
        return out;
    }();
    return runs;
}

namespace {

// Bytes of experts a token of the run reads in system memory, at the run's own bits a weight.
double expertBytesInRam(const ExpertOffloadRun &run)
{
    return ThroughputModel::offloadedExpertParamsPerToken(shapeOf(run.workload))
        * offloadedExpertShare(run.workload) * run.bitsPerWeight / 8.0;
}

// The card's own time a token: the decode fit's, with the experts in RAM left out of what it reads.
double cardSeconds(const ExpertOffloadRun &run)
{
    const double tokens = ThroughputModel::decodeSpeed(run.gpu, run.workload).unitsPerSecond;
    return tokens > 0 ? 1.0 / tokens : 0.0;
}

// The run's tokens/s had the processor read its experts at `share` of the rated bandwidth.
double predicted(const ExpertOffloadRun &run, double share)
{
    const double ram = expertBytesInRam(run) / (share * run.ratedGBs() * 1e9);
    return 1.0 / (cardSeconds(run) + ram);
}

} // namespace

double impliedReadShare(const ExpertOffloadRun &run)
{
    const double ramSeconds = 1.0 / run.tokensPerSecond - cardSeconds(run);
    if (ramSeconds <= 0)
        return 0.0;
    return expertBytesInRam(run) / ramSeconds / (run.ratedGBs() * 1e9);
}

double readShareWithout(const QList<ExpertOffloadRun> &runs, const QString &excludedSource)
{
    double sum = 0.0;
    int n = 0;
    for (const ExpertOffloadRun &run : runs) {
        const double share = impliedReadShare(run);
        if (run.source == excludedSource || share <= 0)
            continue;
        sum += share;
        ++n;
    }
    return n > 0 ? sum / n : 1.0;
}

const ExpertOffloadFit &expertOffloadFit()
{
    static const ExpertOffloadFit fit = [] {
        ExpertOffloadFit f;
        const QList<ExpertOffloadRun> &runs = expertOffloadRuns();
        f.share = readShareWithout(runs);
        QStringList sources;
        for (const ExpertOffloadRun &run : runs) {
            if (impliedReadShare(run) <= 0)
                continue;
            ++f.runs;
            if (run.cpuThreads > 0)
                f.leastThreads
                    = f.leastThreads > 0 ? std::min(f.leastThreads, run.cpuThreads) : run.cpuThreads;
            if (!sources.contains(run.source))
                sources.append(run.source);
            const double others = readShareWithout(runs, run.source);
            const double guess = predicted(run, others);
            f.check.add(guess, run.tokensPerSecond,
                QStringLiteral("%1: %2 on %3, experts of %4 layers in %5 × DDR-%6: measured %7, predicted %8 "
                               "(share %9 of the others; its own %10)")
                    .arg(run.source, run.workload.model, run.gpu.model)
                    .arg(run.workload.offloadExpertLayers)
                    .arg(run.channels)
                    .arg(run.speedMTs)
                    .arg(run.tokensPerSecond, 0, 'f', 2)
                    .arg(guess, 0, 'f', 2)
                    .arg(others, 0, 'f', 3)
                    .arg(impliedReadShare(run), 0, 'f', 3));
        }
        f.check.sources = int(sources.size());
        return f;
    }();
    return fit;
}

} // namespace rigsmith::core
