// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/modelshape.h"

#include "core/model/build.h"
#include "core/model/csvresource.h"

#include <QRegularExpression>

#include <cmath>

namespace rigsmith::core {
namespace {

// core/workload/data/model_shapes.csv: each row from the model's configuration or card (its URL
// and quote in the row). The Llama rows: Meta's llama-models sku_list.py and Hugging Face configs;
// vocabulary and tied embeddings from torchtune's model builders (vocab_size=128_256 for Llama 3.1
// 8B / 70B / 405B and Llama 3.2 1B / 3B, 32_000 for Llama 2; Llama 3.2 ties its output projection
// to the token embedding, the others do not):
// https://github.com/pytorch/torchtune/blob/1934adb09e471b919f587f355bca067831878cc6/torchtune/models/llama3_1/_model_builders.py,
// https://github.com/pytorch/torchtune/blob/2cb2470f999a69bba530021e0e35dfce5b5b90e5/torchtune/models/llama3_2/_model_builders.py,
// https://github.com/pytorch/torchtune/blob/00a080a6066946a4a2a3c893e48a22c5f55ad1fe/torchtune/models/llama2/_model_builders.py
QList<ModelShape> readShapes()
{
    QList<ModelShape> out;
    for (const CsvRow &r : readCsvResource(QStringLiteral(":/rigsmith/workload/data/model_shapes.csv"))) {
        ModelShape s;
        s.name = r.value(QStringLiteral("name"));
        s.family = r.value(QStringLiteral("family"));
        s.paramsBillions = r.value(QStringLiteral("params_total_b")).toDouble();
        s.activeParamsBillions = r.value(QStringLiteral("params_active_b")).toDouble();
        if (s.activeParamsBillions <= 0)
            s.activeParamsBillions = s.paramsBillions;
        const auto integer = [&](const char *key) { return r.value(QLatin1StringView(key)).toInt(); };
        s.layers = integer("layers");
        s.hidden = integer("hidden");
        s.heads = integer("heads");
        s.kvHeads = integer("kv_heads");
        s.headDim = integer("head_dim");
        if (s.headDim <= 0 && s.heads > 0)
            s.headDim = s.hidden / s.heads;
        s.vocab = integer("vocab");
        s.tiedEmbeddings = integer("tied") == 1;
        s.experts = integer("experts");
        s.expertsActive = integer("experts_active");
        s.fullAttentionLayers = integer("full_attention_layers");
        if (s.fullAttentionLayers <= 0 || s.fullAttentionLayers > s.layers)
            s.fullAttentionLayers = s.layers;
        s.slidingWindow = integer("sliding_window");
        s.kvLatentDim = integer("kv_latent_dim");
        s.maxContext = integer("max_context");
        s.source = r.value(QStringLiteral("source_url"));
        if (const QString released = r.value(QStringLiteral("released_precision")); !released.isEmpty())
            s.released = fromKey<Precision>(released);
        // A row without what the estimates need is left out rather than guessed.
        if (s.name.isEmpty() || s.paramsBillions <= 0 || s.layers <= 0 || s.hidden <= 0
            || (s.kvHeads <= 0 && s.kvLatentDim <= 0) || s.headDim <= 0)
            continue;
        out.append(s);
    }
    return out;
}

} // namespace

double ModelShape::kvBytes(double tokens, KvPrecision precision) const
{
    const double bytes = bytesPerValue(precision);
    const double perLayerToken
        = kvLatentDim > 0 ? double(kvLatentDim) * bytes : 2.0 * double(kvHeads) * headDim * bytes;
    const int sliding = layers - fullAttentionLayers;
    const double slidingTokens = slidingWindow > 0 ? std::min(tokens, double(slidingWindow)) : tokens;
    return perLayerToken * (fullAttentionLayers * tokens + sliding * slidingTokens);
}

double ModelShape::expertParams() const
{
    if (!isMoe() || experts <= expertsActive)
        return 0.0;
    const double perExpert = (paramsBillions - activeParamsBillions) / (experts - expertsActive);
    return perExpert * experts * 1e9;
}

const QList<ModelShape> &modelShapes()
{
    static const QList<ModelShape> shapes = readShapes();
    return shapes;
}

const ModelShape *shapeNamed(const QString &name)
{
    for (const ModelShape &s : modelShapes()) {
        if (s.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return &s;
    }
    return nullptr;
}

ModelShape shapeFor(double paramsBillions)
{
    // The dense Llama rows, looked up often (every estimate of a model by size): kept once.
    static const QList<const ModelShape *> llama = [] {
        QList<const ModelShape *> out;
        for (const ModelShape &s : modelShapes()) {
            if (s.family.startsWith(u"Llama") && !s.isMoe())
                out.append(&s);
        }
        return out;
    }();
    // The first row of a size wins (Llama 3.1 70B before Llama 2 70B: the calibration's 70 B).
    const ModelShape *best = nullptr;
    double bestDistance = 0.0;
    for (const ModelShape *s : llama) {
        const double distance = std::abs(std::log(s->paramsBillions / paramsBillions));
        if (!best || distance < bestDistance) {
            best = s;
            bestDistance = distance;
        }
    }
    if (!best)
        return {};
    ModelShape s = *best;
    if (paramsBillions > 0 && std::abs(paramsBillions / best->paramsBillions - 1.0) > 0.15) {
        const double scale = std::sqrt(paramsBillions / best->paramsBillions);
        s.hidden = int(std::lround(s.hidden * scale));
        s.headDim = int(std::lround(s.headDim * scale));
        s.paramsBillions = paramsBillions;
        s.activeParamsBillions = paramsBillions;
        s.estimated = true;
    }
    return s;
}

bool modelFromName(const QString &name, QString &model, double &paramsBillions)
{
    if (const ModelShape *s = shapeNamed(name)) {
        model = s->name;
        paramsBillions = s->paramsBillions;
        return true;
    }
    static const QRegularExpression size(
        QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*B\\b"), QRegularExpression::CaseInsensitiveOption);
    const auto m = size.match(name);
    if (!m.hasMatch())
        return false;
    model.clear();
    paramsBillions = m.captured(1).toDouble();
    return true;
}

ModelShape shapeOf(const Workload &w)
{
    if (!w.model.isEmpty()) {
        if (const ModelShape *s = shapeNamed(w.model))
            return *s;
    }
    return shapeFor(w.paramsBillions);
}

double totalParamsOf(const Workload &w)
{
    if (!w.model.isEmpty()) {
        if (const ModelShape *s = shapeNamed(w.model))
            return s->paramsBillions;
    }
    return w.paramsBillions;
}

double activeParamsOf(const Workload &w)
{
    if (!w.model.isEmpty()) {
        if (const ModelShape *s = shapeNamed(w.model))
            return s->activeParamsBillions;
    }
    return w.paramsBillions;
}

} // namespace rigsmith::core
