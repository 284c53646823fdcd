// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/decodeengine.h"

#include "core/model/csvresource.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

} // namespace

const QList<EngineDecodePoint> &engineDecodePoints()
{
    static const QList<EngineDecodePoint> points = [] {
        QList<EngineDecodePoint> out;
        for (const CsvRow &r :
            readCsvResource(QStringLiteral(":/rigsmith/workload/data/engine_decode.csv"))) {
            const auto engine = fromKey<ServingEngine>(r.value(QStringLiteral("engine")));
            const double value = r.value(QStringLiteral("tokens_per_second")).toDouble();
            if (!engine || value <= 0)
                continue;
            out.append({r.value(QStringLiteral("source")), *engine, r.value(QStringLiteral("gpu")),
                r.value(QStringLiteral("model")), r.value(QStringLiteral("precision")), value,
                r.value(QStringLiteral("source_url")), r.value(QStringLiteral("page_date"))});
        }
        return out;
    }();
    return points;
}

QList<EngineDecodePair> engineDecodePairs(const QList<EngineDecodePoint> &points)
{
    QList<EngineDecodePair> out;
    for (const EngineDecodePoint &p : points) {
        if (p.engine == ServingEngine::LlamaCpp)
            continue;
        for (const EngineDecodePoint &base : points) {
            if (base.engine == ServingEngine::LlamaCpp && base.source == p.source && base.gpu == p.gpu
                && base.model == p.model && base.precision == p.precision) {
                out.append(
                    {p.source, p.engine, p.gpu, p.model, p.tokensPerSecond / base.tokensPerSecond, p.url});
                break;
            }
        }
    }
    return out;
}

EngineDecode EngineDecode::fitted(
    ServingEngine engine, const QList<EngineDecodePair> &pairs, const QString &excludedSource)
{
    EngineDecode d;
    d.engine = engine;
    if (engine == ServingEngine::LlamaCpp)
        return d;
    double sumLog = 0.0;
    for (const EngineDecodePair &p : pairs) {
        if (p.engine != engine || (!excludedSource.isEmpty() && p.source == excludedSource))
            continue;
        sumLog += std::log(p.ratio);
        ++d.pairs;
        if (!d.urls.contains(p.url))
            d.urls.append(p.url);
    }
    if (d.pairs > 0)
        d.factor = std::exp(sumLog / d.pairs);
    return d;
}

LeaveOutCheck EngineDecode::check(const QList<EngineDecodePair> &pairs)
{
    LeaveOutCheck c;
    QStringList sources;
    for (const EngineDecodePair &p : pairs) {
        const double predicted = fitted(p.engine, pairs, p.source).factor;
        c.add(predicted, p.ratio,
            QStringLiteral("%1 %2 %3 %4: measured %5 × llama.cpp, predicted %6 ×")
                .arg(p.source, toKey(p.engine), p.gpu, p.model)
                .arg(p.ratio, 0, 'f', 3)
                .arg(predicted, 0, 'f', 3));
        if (!sources.contains(p.source))
            sources.append(p.source);
    }
    c.sources = int(sources.size());
    return c;
}

const EngineDecode &engineDecode(ServingEngine engine)
{
    static const QHash<int, EngineDecode> fits = [] {
        QHash<int, EngineDecode> out;
        const QList<EngineDecodePair> pairs = engineDecodePairs(engineDecodePoints());
        for (ServingEngine e : allValues<ServingEngine>()) {
            EngineDecode d = EngineDecode::fitted(e, pairs);
            QList<EngineDecodePair> own;
            for (const EngineDecodePair &p : pairs) {
                if (p.engine == e)
                    own.append(p);
            }
            d.band = EngineDecode::check(own).band();
            out.insert(int(e), d);
        }
        return out;
    }();
    static const EngineDecode none;
    const auto found = fits.constFind(int(engine));
    return found == fits.cend() ? none : *found;
}

QString engineDecodeText(ServingEngine engine)
{
    const EngineDecode &d = engineDecode(engine);
    if (engine == ServingEngine::LlamaCpp)
        return Text::tr("one user's decode: llama.cpp's, as calibrated");
    if (!d.measured())
        return Text::tr("one user's decode: no published measurement of %1 against llama.cpp on one card: "
                        "llama.cpp's figure")
            .arg(displayName(engine));
    return Text::tr("one user's decode: %1 at %2 × llama.cpp's rate (%n published pair(s) on one card and "
                    "model, ± %3 % left out by source)",
        nullptr, d.pairs)
        .arg(displayName(engine), QLocale().toString(d.factor, 'f', 2))
        .arg(std::lround(d.band * 100.0));
}

double cardDuty(const Workload &w, int gpus)
{
    // One user's tokens pass cards that split the layers in turn; a server keeps them all busy.
    if (kindModel(w.kind).sharing != WorkloadKindModel::Sharing::LayerSplit || w.serving > 0 || gpus <= 1)
        return 1.0;
    return 1.0 / gpus;
}

double throttlingAtDuty(double loss, double duty)
{
    return loss * std::clamp(duty, 0.0, 1.0);
}

} // namespace rigsmith::core
