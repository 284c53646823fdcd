// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/servingmodel.h"

#include "core/workload/calibration.h"
#include "core/workload/csvresource.h"
#include "core/workload/modelshape.h"
#include "core/workload/throughputmodel.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Card
{
    double fp32Tflops = 0.0;
    double bandwidthGBs = 0.0;
    GpuFamily family = GpuFamily::Unknown;
    bool geforce = false;
};

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
std::optional<Card> cardNamed(const QString &name)
{
    const QString n = normalised(name);
    if (n.isEmpty())
        return std::nullopt;
    for (const CalibrationPoint &p : calibrationPoints()) {
        if (normalised(p.gpu) == n || normalised(p.measuredGpu) == n)
            return Card {p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce};
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

ServingEstimate modelledOn(const Card &card, const Workload &w, int gpus)
{
    ServingEstimate e;
    gpus = std::max(1, gpus);
    e.sequences = std::max(1, w.serving > 0 ? w.serving : w.microBatch);
    const DecodeFit &decode = decodeFit();
    if (card.bandwidthGBs <= 0 || decode.efficiency <= 0)
        return e;
    const ModelShape shape = shapeOf(w);
    const double total = totalParamsOf(w) * 1e9;
    const double active = activeParamsOf(w) * 1e9;
    const double bytes = bytesPerValue(w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision);
    const double embedding = double(shape.vocab) * shape.hidden; // looked up, not read whole
    // Weights one step reads: the dense part and the experts the batch's tokens are routed to.
    const auto weightsRead = [&](int tokens) {
        if (!shape.isMoe())
            return std::max(0.0, total - embedding);
        const double experts = std::min(total, shape.expertParams());
        const double touched = 1.0 - std::pow(1.0 - double(shape.expertsActive) / shape.experts, tokens);
        return std::max(0.0, total - embedding - experts) + experts * touched;
    };
    const double read = weightsRead(e.sequences);
    const int prompt = std::max(1, w.promptTokens);
    const int context = std::max(prompt, w.sequenceLength);
    const double averageTokens = prompt + (context - prompt) / 2.0;
    const double kv = shape.kvBytes(averageTokens, w.kvPrecision) * e.sequences;
    const double flops = ThroughputModel::transformerFlops(
        card.fp32Tflops, card.bandwidthGBs, int(card.family), card.geforce);
    const double bandwidth = decode.efficiency * card.bandwidthGBs * 1e9 * gpus;
    const double memorySeconds = (read * bytes + kv) / bandwidth;
    const double computeSeconds = flops > 0 ? 2.0 * active * e.sequences / (flops * gpus) : 0.0;
    e.computeBound = computeSeconds > memorySeconds;
    const double overhead = decode.overheadMs / 1000.0;
    const double step = memorySeconds + computeSeconds + overhead;
    e.totalTokensPerSecond = e.sequences / step;
    e.perUserTokensPerSecond = 1.0 / step;
    // First token: the request arrives while the other N − 1 sequences decode (a closed loop of N
    // users); it waits for the running step (half of one on average) and is prefilled in the next,
    // which reads the weights (a prompt of many tokens touches every expert) and the others' caches
    // and computes its P prompt tokens beside their N − 1 decode tokens.
    const int others = e.sequences - 1;
    const double othersKv = shape.kvBytes(averageTokens, w.kvPrecision) * others;
    const double prefillRead = weightsRead(prompt + others) * bytes;
    const double prefillCompute = flops > 0 ? 2.0 * active * (prompt + others) / (flops * gpus) : 0.0;
    const double wait = others > 0 ? 0.5 * step : 0.0;
    e.ttftSeconds = wait + (prefillRead + othersKv) / bandwidth + prefillCompute + overhead;
    return e;
}

// The mean time to first token when all N requests arrive at once and their prompts are prefilled
// first come, first served: request i waits for i prompts, so on average (N + 1) / 2 of them, plus one
// read of the weights and the decode fit's fixed cost.
double burstTtftSeconds(const Card &card, const Workload &w, int gpus)
{
    const DecodeFit &decode = decodeFit();
    const double flops = ThroughputModel::transformerFlops(
        card.fp32Tflops, card.bandwidthGBs, int(card.family), card.geforce);
    if (card.bandwidthGBs <= 0 || decode.efficiency <= 0 || flops <= 0)
        return 0.0;
    gpus = std::max(1, gpus);
    const ModelShape shape = shapeOf(w);
    const double total = totalParamsOf(w) * 1e9;
    const double active = activeParamsOf(w) * 1e9;
    const double bytes = bytesPerValue(w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision);
    const double read = std::max(0.0, total - double(shape.vocab) * shape.hidden) * bytes;
    const int sequences = std::max(1, w.serving);
    const double queued = (sequences + 1) / 2.0 * std::max(1, w.promptTokens);
    return read / (decode.efficiency * card.bandwidthGBs * 1e9 * gpus)
        + 2.0 * active * queued / (flops * gpus) + decode.overheadMs / 1000.0;
}

// What the model says of a row's time to first token: a burst's queue, or one request arriving
// while the others decode.
double modelledTtft(const ServingPoint &p)
{
    const Card card {p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce};
    const Workload w = ServingModel::workloadOf(p);
    return burstRows().contains(rowKey(p)) ? burstTtftSeconds(card, w, p.gpus)
                                           : modelledOn(card, w, p.gpus).ttftSeconds;
}

Card cardOf(const GpuSpec &gpu)
{
    return Card {gpu.fp32Tflops.value_or(0.0), gpu.memoryBandwidthGBs, familyOf(gpu), isGeForceClass(gpu)};
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
        const Card card {p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce};
        const double modelled = modelledOn(card, workloadOf(p), p.gpus).totalTokensPerSecond;
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

ServingEstimate ServingModel::modelled(const GpuSpec &gpu, const Workload &w, int gpus)
{
    return modelledOn(cardOf(gpu), w, gpus);
}

ServingEstimate ServingModel::of(const GpuSpec &gpu, const Workload &w, int gpus)
{
    ServingEstimate e = modelled(gpu, w, gpus);
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
        const Card card {p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce};
        const double predicted = modelledOn(card, workloadOf(p), p.gpus).totalTokensPerSecond
            * engineFactor(p.engine, others, {});
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
    static const double band = checkTtft(points()).meanAbsError;
    return band;
}

double ServingModel::errorBand()
{
    static const double band = check(points()).meanAbsError;
    return band;
}

} // namespace rigsmith::core
