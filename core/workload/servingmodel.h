// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/gpuprofile.h"
#include "core/workload/leaveoutcheck.h"

#include <QList>
#include <QString>

namespace rigsmith::core {

// An LLM served to many users with continuous batching (vLLM, TensorRT-LLM, SGLang, llama.cpp's
// server): N sequences decode together, one step producing one token for each.
//
//   step = (weights read + N × KV read) / (e_mem × bandwidth × G) + 2 × active params × N / (FLOP/s × G)
//          + the calibrated fixed cost of a step (decodeFit)
//
// with G cards splitting the model (tensor parallel). A MoE model's step reads the experts the N
// tokens are routed to: per layer 1 − (1 − k/E)^N of them (routing taken as uniform). The KV read
// is each sequence's cache at its average length (prompt plus half the answer). FLOP/s is what the
// card reaches in transformer training (calibration.h). The engine's factor scales the result: the
// geometric mean of measured / modelled over that engine's published rows
// (core/workload/data/serving_benchmarks.csv); an engine without rows takes the mean of all.
// Time to first token: the prompt's prefill, 2 × active params × prompt tokens of compute plus one
// read of the weights, at an idle server (queueing behind other requests is not modelled).
struct ServingEstimate
{
    int sequences = 1;
    double totalTokensPerSecond = 0.0;
    double perUserTokensPerSecond = 0.0;
    double ttftSeconds = 0.0;
    double requestLatencySeconds = 0.0; // the engine's fixed cost a request, in ttftSeconds
    double ttftBand = 0.0; // the time to first token's leave-one-source-out mean error (0: none)
    double engineFactor = 1.0;
    int engineRows = 0; // published rows the engine's factor rests on (0: the mean of all engines)
    bool computeBound = false; // compute took longer than reading memory
};

struct ServingPoint
{
    ServingEngine engine = ServingEngine::Vllm;
    QString gpu; // as the source names it
    int gpus = 1;
    QString model;
    Precision weights = Precision::Fp16;
    KvPrecision kv = KvPrecision::Fp16;
    int concurrency = 1;
    int inputTokens = 0;
    int outputTokens = 0;
    double tokensPerSecond = 0.0; // total output tokens/s
    double ttftMs = 0.0; // 0: not given
    QString source;
    // Resolved when read: the card's FP32 TFLOPS, bandwidth and family from the calibration's
    // TechPowerUp figures (calibration.csv), matched by name; rows of unknown cards are left out.
    double fp32Tflops = 0.0;
    double bandwidthGBs = 0.0;
    GpuFamily family = GpuFamily::Unknown;
    bool geforce = false;
};

struct ServingModel
{
    // `gpus` cards of `gpu` serving `workload` (its serving count, prompt, context, KV precision).
    static ServingEstimate of(const GpuSpec &gpu, const Workload &workload, int gpus);
    // Without the engine factor: what the fit compares with measurements.
    static ServingEstimate modelled(const GpuSpec &gpu, const Workload &workload, int gpus);

    static const QList<ServingPoint> &points();
    // The engine's factor from `points` leaving out every row of `excludedSource` (empty: none).
    static double engineFactor(ServingEngine engine, const QList<ServingPoint> &points,
        const QString &excludedSource, int *rows = nullptr);

    // Leave-one-source-out check: each source's rows predicted by factors fitted on the others.
    using Check = LeaveOutCheck;
    static Check check(const QList<ServingPoint> &points);
    static double errorBand(); // the check's mean error (0 when there is nothing to check)
    // The engine's fixed time to a first token beyond the modelled prefill (request handling,
    // tokenising, scheduling): the mean of measured − modelled over its rows that give a TTFT,
    // leaving out `excludedSource`; an engine without such rows takes the mean of all.
    static double requestLatency(ServingEngine engine, const QList<ServingPoint> &points,
        const QString &excludedSource, int *rows = nullptr);
    // The same leave-one-source-out check for the time to first token, on the rows that give one.
    static Check checkTtft(const QList<ServingPoint> &points);
    static double ttftErrorBand();

    static Workload workloadOf(const ServingPoint &point);
};

} // namespace rigsmith::core
