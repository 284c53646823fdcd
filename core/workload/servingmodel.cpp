// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/servingmodel.h"

#include "core/model/csvresource.h"
#include "core/workload/calibration.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/modelshape.h"
#include "core/workload/servingstep.h"
#include "core/workload/throughputmodel.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

// "4090 24GB", "NVIDIA L40S (48GB)", "A100 SXM4 80 GB": the memory a calibration name gives, or 0.
double memoryInName(const QString &name)
{
    static const QRegularExpression gb(
        QStringLiteral("(\\d+)\\s*GB"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = gb.match(name);
    return m.hasMatch() ? m.captured(1).toDouble() : 0.0;
}

// The card's memory from any calibration row of the same TechPowerUp card that names it.
double memoryOfCard(const QString &techPowerUpName)
{
    for (const CalibrationPoint &p : calibrationPoints()) {
        if (p.gpu != techPowerUpName)
            continue;
        for (const QString &name : {p.gpu, p.measuredGpu}) {
            if (const double gb = memoryInName(name); gb > 0)
                return gb;
        }
    }
    return 0.0;
}

// "NVIDIA GeForce RTX 4090 (24GB)", "RTX 4090" and "4090 24GB" all read "rtx4090" or "4090"; the
// memory size, maker and brand words are dropped.
QString normalised(QString name)
{
    static const QRegularExpression drop(QStringLiteral("nvidia|geforce|\\(|\\)|\\d+\\s*gb|[\\s_-]"),
        QRegularExpression::CaseInsensitiveOption);
    return name.toLower().remove(drop);
}

// The calibration row of the card a source names: the same name once normalised, against the
// TechPowerUp name or the name a calibration source used ("H100 80GB SXM").
std::optional<ServingCard> cardNamed(const QString &name)
{
    const QString n = normalised(name);
    if (n.isEmpty())
        return std::nullopt;
    for (const CalibrationPoint &p : calibrationPoints()) {
        if (normalised(p.gpu) == n || normalised(p.measuredGpu) == n)
            return ServingCard {p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce, memoryOfCard(p.gpu)};
    }
    return std::nullopt;
}

std::optional<Precision> weightsOf(const QString &text)
{
    const QString t = text.toLower();
    if (t.contains(u"fp8"))
        return Precision::Fp8;
    static const QRegularExpression four(QStringLiteral("int4|awq|gptq|q4|4-?bit|w4|mxfp4|nvfp4"));
    static const QRegularExpression eight(QStringLiteral("int8|q8|8-?bit|w8"));
    if (four.match(t).hasMatch())
        return Precision::Int4;
    if (eight.match(t).hasMatch())
        return Precision::Int8;
    if (t.contains(u"16") || t.contains(u"half") || t.isEmpty())
        return Precision::Bf16;
    return std::nullopt;
}

std::optional<ServingEngine> engineOf(const QString &text)
{
    const QString t = text.toLower();
    if (t.contains(u"vllm"))
        return ServingEngine::Vllm;
    if (t.contains(u"tensorrt") || t.contains(u"trt"))
        return ServingEngine::TensorRtLlm;
    if (t.contains(u"sglang"))
        return ServingEngine::Sglang;
    if (t.contains(u"llama.cpp") || t.contains(u"llamacpp") || t.contains(u"llama-server"))
        return ServingEngine::LlamaCpp;
    return std::nullopt;
}

// A row whose benchmark sent all its requests at once (no more requests than its concurrency, the
// `requests` column): its time to first token is a queue of prefills, not one user arriving at a
// running server. Kept by the row's identity so that ServingPoint stays a plain record.
// Up to this many concurrent users arriving one by one, a request finds no queue of prefills.
constexpr int kLightLoad = 8;

QSet<QString> &burstRows()
{
    static QSet<QString> rows;
    return rows;
}

QString rowKey(const ServingPoint &p)
{
    return QStringLiteral("%1|%2|%3|%4|%5|%6")
        .arg(p.source, p.model, p.gpu)
        .arg(int(p.engine))
        .arg(p.concurrency)
        .arg(int(p.weights));
}

QList<ServingPoint> readPoints()
{
    QList<ServingPoint> out;
    for (const CsvRow &r :
        readCsvResource(QStringLiteral(":/rigsmith/workload/data/serving_benchmarks.csv"))) {
        ServingPoint p;
        const auto engine = engineOf(r.value(QStringLiteral("engine")));
        const auto weights = weightsOf(r.value(QStringLiteral("weights_precision")));
        const auto card = cardNamed(r.value(QStringLiteral("gpu")));
        if (!engine || !weights || !card)
            continue;
        p.engine = *engine;
        p.weights = *weights;
        p.kv = r.value(QStringLiteral("kv_precision")).toLower().contains(u"fp8") ? KvPrecision::Fp8
                                                                                  : KvPrecision::Fp16;
        p.gpu = r.value(QStringLiteral("gpu"));
        p.gpus = std::max(1, r.value(QStringLiteral("gpu_count")).toInt());
        p.model = r.value(QStringLiteral("model"));
        p.concurrency = r.value(QStringLiteral("concurrency")).toInt();
        p.inputTokens = r.value(QStringLiteral("input_tokens")).toInt();
        p.outputTokens = r.value(QStringLiteral("output_tokens")).toInt();
        p.tokensPerSecond = r.value(QStringLiteral("output_tokens_per_s")).toDouble();
        p.ttftMs = r.value(QStringLiteral("ttft_ms")).toDouble();
        p.source = r.value(QStringLiteral("source_url"));
        p.fp32Tflops = card->fp32Tflops;
        p.bandwidthGBs = card->bandwidthGBs;
        p.family = card->family;
        p.geforce = card->geforce;
        p.memoryGb = card->memoryGb;
        if (p.gpus > 1) {
            // The link the source states: peer-to-peer "no" (through host memory), "yes" or "nvlink".
            const QString peer = r.value(QStringLiteral("peer_to_peer")).toLower();
            p.link.kind = peer == u"nvlink" ? ThroughputModel::Link::NvlinkBridge
                : peer == u"yes"            ? ThroughputModel::Link::PcieP2p
                : peer == u"no"             ? ThroughputModel::Link::PcieHost
                                            : ThroughputModel::Link::Single;
            p.link.lanes = std::max(1, r.value(QStringLiteral("link_lanes")).toInt());
            p.link.generation = std::max(1, r.value(QStringLiteral("link_generation")).toInt());
        }
        if (p.concurrency <= 0 || p.tokensPerSecond <= 0 || p.source.isEmpty() || p.inputTokens <= 0
            || p.outputTokens <= 0)
            continue;
        QString model;
        double params = 0.0;
        if (!modelFromName(p.model, model, params))
            continue;
        const int requests = r.value(QStringLiteral("requests")).toInt();
        if (requests > 0 && requests <= p.concurrency)
            burstRows().insert(rowKey(p));
        out.append(p);
    }
    return out;
}

// The mean time to first token when all N requests arrive at once and their prompts are prefilled
// first come, first served: request i waits for i prompts, so on average (N + 1) / 2 of them (with
// their all-reduces across tensor-parallel cards), plus one read of the weights and the decode fit's
// fixed cost.
double burstTtftSeconds(const ServingCard &card, const Workload &w, int gpus, const ServingLink &link)
{
    const DecodeFit &decode = decodeFit();
    const double flops = ThroughputModel::transformerFlops(
        card.fp32Tflops, card.bandwidthGBs, int(card.family), card.geforce);
    if (card.bandwidthGBs <= 0 || decode.efficiency <= 0 || flops <= 0)
        return 0.0;
    gpus = std::max(1, gpus);
    const ServedModel m(w);
    const double read = std::max(0.0, m.total - m.embedding) * m.bytes;
    const int sequences = std::max(1, w.serving);
    const double queued = (sequences + 1) / 2.0 * m.prompt;
    double exchange = 0.0;
    const double linkGBs = ThroughputModel::linkGBs(link.kind, link.lanes, link.generation)
        * ServingModel::exchangeEfficiency(link.kind);
    if (gpus > 1 && linkGBs > 0)
        exchange = 2.0 * m.shape.layers * queued * m.shape.hidden * 2.0 * 2.0 * (gpus - 1) / gpus
            / (linkGBs * 1e9);
    return read / (decode.efficiency * card.bandwidthGBs * 1e9 * gpus)
        + 2.0 * m.active * queued / (flops * gpus) + exchange + decode.overheadMs / 1000.0;
}

ServingCard cardOf(const ServingPoint &p)
{
    return ServingCard {p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce, p.memoryGb};
}

// A published row as the model (without the engine factor) has it, at an all-reduce `efficiency`.
ServingEstimate modelledPoint(const ServingPoint &p, double efficiency)
{
    return servingOn(cardOf(p), ServingModel::workloadOf(p), p.gpus, p.link, efficiency);
}

ServingEstimate modelledPoint(const ServingPoint &p)
{
    return modelledPoint(p, ServingModel::exchangeEfficiency(p.link.kind));
}

// What the model says of a row's time to first token: a burst's queue, or one request arriving
// while the others decode.
double modelledTtft(const ServingPoint &p)
{
    const Workload w = ServingModel::workloadOf(p);
    return burstRows().contains(rowKey(p)) ? burstTtftSeconds(cardOf(p), w, p.gpus, p.link)
                                           : modelledPoint(p).ttftSeconds;
}

ServingCard cardOf(const GpuSpec &gpu)
{
    return ServingCard {gpu.fp32Tflops.value_or(0.0), gpu.memoryBandwidthGBs, familyOf(gpu),
        isGeForceClass(gpu), gpu.memory.value()};
}

} // namespace

Workload ServingModel::workloadOf(const ServingPoint &p)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.precision = p.weights;
    w.engine = p.engine;
    w.kvPrecision = p.kv;
    w.serving = p.concurrency;
    w.promptTokens = p.inputTokens;
    w.sequenceLength = p.inputTokens + p.outputTokens;
    modelFromName(p.model, w.model, w.paramsBillions);
    return w;
}

const QList<ServingPoint> &ServingModel::points()
{
    static const QList<ServingPoint> points = readPoints();
    return points;
}

double ServingModel::engineFactor(
    ServingEngine engine, const QList<ServingPoint> &points, const QString &excludedSource, int *rows)
{
    double own = 0.0, all = 0.0;
    int nOwn = 0, nAll = 0;
    for (const ServingPoint &p : points) {
        if (!excludedSource.isEmpty() && p.source == excludedSource)
            continue;
        const double modelled = modelledPoint(p).totalTokensPerSecond;
        if (modelled <= 0)
            continue;
        const double ratio = std::log(p.tokensPerSecond / modelled);
        all += ratio;
        ++nAll;
        if (p.engine == engine) {
            own += ratio;
            ++nOwn;
        }
    }
    if (rows)
        *rows = nOwn;
    if (nOwn > 0)
        return std::exp(own / nOwn);
    return nAll > 0 ? std::exp(all / nAll) : 1.0;
}

double ServingModel::requestLatency(
    ServingEngine engine, const QList<ServingPoint> &points, const QString &excludedSource, int *rows)
{
    // The median gap, not the mean, and only at light load: a row whose queue the model misses would
    // otherwise add that queue to every request of the engine.
    QList<double> own, all;
    for (const ServingPoint &p : points) {
        if (p.ttftMs <= 0 || (!excludedSource.isEmpty() && p.source == excludedSource))
            continue;
        // Measured where no queue forms: a few users arriving one by one, not a burst.
        if (p.concurrency > kLightLoad || burstRows().contains(rowKey(p)))
            continue;
        const double gap = p.ttftMs / 1000.0 - modelledTtft(p);
        all.append(gap);
        if (p.engine == engine)
            own.append(gap);
    }
    if (rows)
        *rows = int(own.size());
    const auto median = [](QList<double> v) {
        if (v.isEmpty())
            return 0.0;
        std::sort(v.begin(), v.end());
        const qsizetype m = v.size() / 2;
        return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2.0;
    };
    return std::max(0.0, median(own.isEmpty() ? all : own));
}

double ServingModel::memoryFraction(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
    case ServingEngine::Sglang:
    case ServingEngine::ExLlamaV2:
    case ServingEngine::Mlc:
        // vLLM's default gpu_memory_utilization (SOURCES.md); the others' are taken to be the same.
        return 0.9;
    case ServingEngine::TensorRtLlm:
        return 0.9; // free_gpu_memory_fraction's default, of the memory the weights leave
    case ServingEngine::LlamaCpp:
        return 1.0; // allocates the slots it is told to, on the whole card
    }
    return 0.9;
}

double ServingModel::exchangeEfficiency(ThroughputModel::Link link)
{
    // Each published pair (one source, engine, card, model and load on one card and on G cards over
    // a stated link of this kind): the efficiency at which the model's G-card / one-card ratio meets
    // the measured one, found by bisection in logs; their geometric mean. A kind of link without
    // pairs keeps its full rate.
    static const QHash<int, double> efficiencies = [] {
        QHash<int, std::pair<double, int>> sums;
        const QList<ServingPoint> &all = points();
        for (const ServingPoint &multi : all) {
            if (multi.gpus <= 1 || multi.link.kind == ThroughputModel::Link::Single)
                continue;
            for (const ServingPoint &one : all) {
                if (one.gpus != 1 || one.source != multi.source || one.engine != multi.engine
                    || one.gpu != multi.gpu || one.model != multi.model || one.weights != multi.weights
                    || one.concurrency != multi.concurrency || one.inputTokens != multi.inputTokens)
                    continue;
                const double measured = multi.tokensPerSecond / one.tokensPerSecond;
                const double single = modelledPoint(one, 1.0).totalTokensPerSecond;
                const auto ratio
                    = [&](double eff) { return modelledPoint(multi, eff).totalTokensPerSecond / single; };
                double lo = std::log(1e-3), hi = 0.0, found = hi;
                if (single > 0 && ratio(1.0) > measured) {
                    if (ratio(std::exp(lo)) >= measured) {
                        found = lo;
                    } else {
                        for (int i = 0; i < 40; ++i) {
                            const double mid = (lo + hi) / 2.0;
                            (ratio(std::exp(mid)) < measured ? lo : hi) = mid;
                        }
                        found = (lo + hi) / 2.0;
                    }
                }
                auto &[sum, n] = sums[int(multi.link.kind)];
                sum += found;
                ++n;
            }
        }
        QHash<int, double> out;
        for (auto it = sums.cbegin(); it != sums.cend(); ++it)
            out.insert(it.key(), std::exp(it->first / it->second));
        return out;
    }();
    return efficiencies.value(int(link), 1.0);
}

QString ServingEstimate::bound() const
{
    if (queued())
        return QStringLiteral("queue");
    return computeBound ? QStringLiteral("compute") : QStringLiteral("bandwidth");
}

ServingEstimate ServingModel::modelled(
    const GpuSpec &gpu, const Workload &w, int gpus, const ServingLink &link, int stages)
{
    return servingOn(cardOf(gpu), w, gpus, link, exchangeEfficiency(link.kind), stages);
}

namespace {

// Whether the engine splits each layer over `cards` cards. llama.cpp splits by layers by default ("layer
// (default): split layers and KV across GPUs", tools/server/README.md): one card a stage. vLLM: "Total
// number of attention heads (...) must be divisible by tensor parallel size" (vllm/config.py,
// ModelConfig.verify_with_parallel_config). Other engines: no rule read, any count.
bool takesTensorParallel(const Workload &w, int cards)
{
    if (w.engine == ServingEngine::LlamaCpp)
        return cards == 1;
    const int heads = shapeOf(w).heads;
    return w.engine != ServingEngine::Vllm || heads <= 0 || heads % cards == 0;
}

} // namespace

QString ServingModel::stagesRefused(const Workload &w, int gpus, int stages)
{
    if (stages < 1 || stages > gpus || gpus % stages != 0)
        return Text::tr("%n pipeline stage(s) do not divide the %1 cards", nullptr, stages).arg(gpus);
    const int tensorParallel = gpus / stages;
    if (takesTensorParallel(w, tensorParallel))
        return {};
    if (w.engine == ServingEngine::LlamaCpp)
        return Text::tr("llama.cpp splits the model by layers: each of the %1 cards is a stage").arg(gpus);
    return Text::tr("vLLM's tensor-parallel size must divide the model's %1 attention heads: %2 does not")
        .arg(shapeOf(w).heads)
        .arg(tensorParallel);
}

int ServingModel::tensorParallelSize(const Workload &w, int gpus)
{
    // The cards are tensor-parallel size × pipeline stages: the largest size the engine takes that divides
    // the cards.
    gpus = std::max(1, gpus);
    for (int t = gpus; t > 1; --t) {
        if (gpus % t == 0 && takesTensorParallel(w, t))
            return t;
    }
    return 1;
}

ServingEstimate ServingModel::of(
    const GpuSpec &gpu, const Workload &w, int gpus, const ServingLink &link, int stages)
{
    // Where vLLM cannot split the heads over every card, the cards run as pipeline stages (servingOn).
    ServingEstimate e = modelled(gpu, w, gpus, link, stages);
    static const auto factors = [] {
        QHash<int, std::pair<double, int>> out;
        for (ServingEngine engine : allValues<ServingEngine>()) {
            int rows = 0;
            const double f = engineFactor(engine, points(), {}, &rows);
            out.insert(int(engine), {f, rows});
        }
        return out;
    }();
    const auto [factor, rows] = factors.value(int(w.engine), {1.0, 0});
    e.engineFactor = factor;
    e.engineRows = rows;
    e.totalTokensPerSecond *= factor;
    e.perUserTokensPerSecond *= factor;
    if (gpus > 1) {
        // One whole copy a card, each serving its share of the users, where one card holds the
        // weights and a sequence's cache.
        Workload share = w;
        share.serving = (e.sequences + gpus - 1) / gpus;
        const ServingEstimate one = modelled(gpu, share, 1);
        if (one.kvCapacity > 0) {
            e.replicas = gpus;
            e.replicaTokensPerSecond = gpus * one.totalTokensPerSecond * factor;
        }
    }
    static const auto latencies = [] {
        QHash<int, double> out;
        for (ServingEngine engine : allValues<ServingEngine>())
            out.insert(int(engine), requestLatency(engine, points(), {}));
        return out;
    }();
    e.requestLatencySeconds = latencies.value(int(w.engine));
    e.ttftSeconds += e.requestLatencySeconds;
    e.ttftBand = ttftErrorBand();
    return e;
}

ServingModel::Check ServingModel::check(const QList<ServingPoint> &points)
{
    Check c;
    QSet<QString> sources;
    for (const ServingPoint &p : points)
        sources.insert(p.source);
    for (const ServingPoint &p : points) {
        QList<ServingPoint> others;
        for (const ServingPoint &q : points) {
            if (q.source != p.source)
                others.append(q);
        }
        if (others.isEmpty())
            continue;
        const double predicted = modelledPoint(p).totalTokensPerSecond * engineFactor(p.engine, others, {});
        c.add(predicted, p.tokensPerSecond,
            QStringLiteral("%1 on %2 × %3, %4, %5 sequences: %6 tokens/s measured, %7 predicted (%8 %)")
                .arg(displayName(p.engine))
                .arg(p.gpus)
                .arg(p.gpu, p.model)
                .arg(p.concurrency)
                .arg(p.tokensPerSecond, 0, 'f', 0)
                .arg(predicted, 0, 'f', 0)
                .arg((predicted / p.tokensPerSecond - 1.0) * 100.0, 0, 'f', 0));
    }
    c.sources = int(sources.size());
    return c;
}

ServingModel::Check ServingModel::checkTtft(const QList<ServingPoint> &points)
{
    Check c;
    QSet<QString> sources;
    for (const ServingPoint &p : points) {
        if (p.ttftMs <= 0)
            continue;
        const double modelled = modelledTtft(p);
        const double predicted = (modelled + requestLatency(p.engine, points, p.source)) * 1000.0;
        sources.insert(p.source);
        c.add(predicted, p.ttftMs,
            QStringLiteral("%1 on %2 × %3, %4, %5 sequences, %6-token prompt: first token after %7 "
                           "ms measured, %8 predicted (%9 %; %10 ms modelled before the latency)")
                    .arg(displayName(p.engine))
                    .arg(p.gpus)
                    .arg(p.gpu, p.model)
                    .arg(p.concurrency)
                    .arg(p.inputTokens)
                    .arg(p.ttftMs, 0, 'f', 0)
                    .arg(predicted, 0, 'f', 0)
                    .arg((predicted / p.ttftMs - 1.0) * 100.0, 0, 'f', 0)
                    .arg(modelled * 1000.0, 0, 'f', 0)
                + (burstRows().contains(rowKey(p)) ? QStringLiteral(", all sent at once") : QString()));
    }
    c.sources = int(sources.size());
    return c;
}

double ServingModel::ttftErrorBand()
{
    static const double band = checkTtft(points()).band();
    return band;
}

double ServingModel::errorBand()
{
    static const double band = check(points()).band();
    return band;
}

double ServingModel::comparisonBand()
{
    static const double band = check(points()).meanAbsError;
    return band;
}

} // namespace rigsmith::core
