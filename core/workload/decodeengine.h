// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/leaveoutcheck.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace rigsmith::core {

// Single-stream decode by engine. The decode fit (calibration.h) is llama.cpp's: its fixed cost a
// token and the share of the bandwidth it reaches come from llama.cpp runs. Another engine decodes one
// user at its own pace on the same card; what it gains over llama.cpp is read from published runs that
// measured both engines on one card, one model and one weight precision
// (core/workload/data/engine_decode.csv, each row with its URL and quote):
//
//   engine factor = geometric mean over its pairs of (engine tokens/s / llama.cpp tokens/s)
//
// A pair's ratio leaves out what differs between harnesses (the operating system, the client, the
// prompt); an engine without a pair gets llama.cpp's figure, and says so.
struct EngineDecodePoint
{
    QString source; // one harness ("jan.ai"): the unit the check leaves out
    ServingEngine engine = ServingEngine::LlamaCpp;
    QString gpu;
    QString model;
    QString precision; // "int4": a pair joins rows of one precision
    double tokensPerSecond = 0.0;
    QString url;
    QString date; // the page's, empty where it shows none
};

// One published pair: the engine's run against llama.cpp's on the same card, model and precision.
struct EngineDecodePair
{
    QString source;
    ServingEngine engine = ServingEngine::LlamaCpp;
    QString gpu;
    QString model;
    double ratio = 1.0; // engine / llama.cpp
    QString url;
};

struct EngineDecode
{
    ServingEngine engine = ServingEngine::LlamaCpp;
    double factor = 1.0; // decode speed against llama.cpp's on the same card
    int pairs = 0; // published pairs the factor rests on
    QStringList urls; // their pages
    // Leave-one-source-out error of the factor that four in five of the engine's pairs stay within: each
    // predicted by the pairs of the other sources, or by llama.cpp's figure where there are none (0 for
    // llama.cpp).
    double band = 0.0;
    // llama.cpp itself, or an engine with published pairs; otherwise the figure is llama.cpp's.
    bool measured() const { return engine == ServingEngine::LlamaCpp || pairs > 0; }

    // The engine's factor from the pairs of every source but `excludedSource`.
    static EngineDecode fitted(
        ServingEngine engine, const QList<EngineDecodePair> &pairs, const QString &excludedSource = {});
    // The check: every engine's pairs predicted without their own source.
    static LeaveOutCheck check(const QList<EngineDecodePair> &pairs);
};

const QList<EngineDecodePoint> &engineDecodePoints();
// The pairs of `points`: each engine row with the llama.cpp row of its source, card, model and precision.
QList<EngineDecodePair> engineDecodePairs(const QList<EngineDecodePoint> &points);
// Every engine's factor from all pairs, with its leave-one-source-out band; fitted once.
const EngineDecode &engineDecode(ServingEngine engine);

// "TensorRT-LLM decodes one user at 1.66 × llama.cpp's rate (2 published pairs)" or, without pairs,
// "no published measurement of MLC LLM against llama.cpp on one card: llama.cpp's figure".
QString engineDecodeText(ServingEngine engine);

// The share of the time each card works when `gpus` cards serve `workload`: one user decoding on cards
// that split the layers passes them in turn, so each works about 1 / gpus of the time (estimated, by
// that rule); training, serving and one card work all the time (1).
double cardDuty(const Workload &workload, int gpus);
// A card's throttling loss at that duty. Estimated, documented rule: the guide's losses are for cards
// under sustained load (training); heat follows the power a card draws on average, so the loss is
// taken in proportion to the duty.
double throttlingAtDuty(double loss, double duty);

} // namespace rigsmith::core
