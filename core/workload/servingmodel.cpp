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
    double read = std::max(0.0, total - embedding);
    if (shape.isMoe()) {
        const double experts = std::min(total, shape.expertParams());
        const double touched = 1.0 - std::pow(1.0 - double(shape.expertsActive) / shape.experts, e.sequences);
        read = std::max(0.0, total - embedding - experts) + experts * touched;
    }
    const int prompt = std::max(1, w.promptTokens);
    const int context = std::max(prompt, w.sequenceLength);
    const double averageTokens = prompt + (context - prompt) / 2.0;
    const double kv = shape.kvBytes(averageTokens, w.kvPrecision) * e.sequences;
    const double flops = ThroughputModel::transformerFlops(
        card.fp32Tflops, card.bandwidthGBs, int(card.family), card.geforce);
    const double memorySeconds = (read * bytes + kv) / (decode.efficiency * card.bandwidthGBs * 1e9 * gpus);
    const double computeSeconds = flops > 0 ? 2.0 * active * e.sequences / (flops * gpus) : 0.0;
    e.computeBound = computeSeconds > memorySeconds;
    const double step = memorySeconds + computeSeconds + decode.overheadMs / 1000.0;
    e.totalTokensPerSecond = e.sequences / step;
    e.perUserTokensPerSecond = 1.0 / step;
    const double prefill = flops > 0 ? 2.0 * active * prompt / (flops * gpus) : 0.0;
    e.ttftSeconds = prefill + read * bytes / (decode.efficiency * card.bandwidthGBs * 1e9 * gpus);
    return e;
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
    return e;
}

ServingModel::Check ServingModel::check(const QList<ServingPoint> &points)
{
    Check c;
    QSet<QString> sources;
    for (const ServingPoint &p : points)
        sources.insert(p.source);
    double sum = 0.0;
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
        const double error = std::abs(predicted / p.tokensPerSecond - 1.0);
        sum += error;
        c.worst = std::max(c.worst, error);
        ++c.rows;
        c.lines.append(
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
    c.meanAbsError = c.rows > 0 ? sum / c.rows : 0.0;
    return c;
}

double ServingModel::errorBand()
{
    static const double band = check(points()).meanAbsError;
    return band;
}

} // namespace rigsmith::core
