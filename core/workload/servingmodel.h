// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/gpuprofile.h"
#include "core/workload/leaveoutcheck.h"
#include "core/workload/throughputmodel.h"

#include <QList>
#include <QString>

#include <algorithm>

namespace rigsmith::core {

// An LLM served to many users with continuous batching (vLLM, TensorRT-LLM, SGLang, llama.cpp's
// server). Admission: the engine runs the B sequences whose KV cache fits the memory left after the
// weights (paged engines hold each sequence's cache at its length, on average the prompt plus half
// the answer; llama.cpp holds every slot at the full context) and queues the rest. One step yields a
// token for each of the B and, since each request's prompt is prefilled once per answer of O tokens,
// the prefill of B × P / O prompt tokens:
//
//   step = (weights read + B × KV read) / (e_mem × bandwidth × G)
//          + (2 × active params × B × (1 + P / O) + prefill attention) / (FLOP/s × G)
//          + tensor-parallel all-reduces + the calibrated fixed cost of a step (decodeFit)
//
// with G cards splitting each layer (tensor parallel); where the engine splits by layers instead (llama.cpp;
// vLLM where its tensor-parallel size cannot take every card) the cards run as pipeline stages and a
// stage reads its weights once for each batch in flight (servingstep.h). After each layer's attention and MLP
// the G cards all-reduce the step's activations (tokens × hidden × 2 bytes): a ring moves 2 (G − 1) / G of
// them over each card's link (NVLink, PCIe peer-to-peer, or through host memory without peer
// access), at the link's rate times an efficiency fitted on published pairs of one- and multi-card
// runs of one source (serving_benchmarks.csv). A MoE model's step reads the experts the step's
// tokens are routed to: per layer 1 − (1 − k/E)^tokens of them (routing taken as uniform). FLOP/s is
// what the card reaches in transformer training (calibration.h). The engine's factor scales the
// result: the geometric mean of measured / modelled over that engine's published rows; an engine
// without rows takes the mean of all.
// Time to first token: the wait for a place in the batch (a closed loop of N users: by Little's law
// each request spends N / throughput × O in the system, of which O steps decoding) plus the prompt's
// prefill in the next step, beside the others' decode.
struct ServingLink
{
    ThroughputModel::Link kind = ThroughputModel::Link::Single;
    int lanes = 16;
    int generation = 4;
};

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
    // Admission by the KV cache that fits: `sequences` asked, `admitted` run together, the rest wait.
    int admitted = 1;
    int kvCapacity = 0; // sequences the memory left after the weights holds (0: not known)
    bool noneFits = false; // not even one sequence's cache fits beside the weights
    double queueSeconds = 0.0; // of ttftSeconds: waiting for a place in the batch
    double prefillShare = 0.0; // of each step's time: the prompts' prefill compute
    double exchangeShare = 0.0; // of each step's time: all-reduces between tensor-parallel cards
    // Replicas, one whole copy a card, where the model and a sequence fit one card (0: not an option).
    int replicas = 0;
    double replicaTokensPerSecond = 0.0;
    // The cards run as `pipelineStages` stages (split by layers) of cards / pipelineStages each splitting
    // every layer (tensor parallel): vLLM where its tensor-parallel size must divide the attention heads,
    // llama.cpp always (its layer split).
    int pipelineStages = 1;
    int cards = 1;
    int tensorParallel() const { return cards / std::max(1, pipelineStages); }
    bool queued() const { return admitted < sequences; }
    // "queue" (more sequences asked than fit), else "compute" or "bandwidth".
    QString bound() const;
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
    double memoryGb = 0.0; // from a calibration name giving it ("4090 24GB"); 0: not known
    ServingLink link; // multi-card rows: the link the source states (peer_to_peer, lanes, generation)
};

struct ServingModel
{
    // The cards an engine splits each layer over, of `gpus` (vLLM: a size that divides the attention
    // heads and the cards; llama.cpp: 1, it splits by layers); `gpus` where no constraint is on record.
    static int tensorParallelSize(const Workload &workload, int gpus);
    // `gpus` cards of `gpu` serving `workload` (its serving count, prompt, context, KV precision),
    // tensor parallel over `link` on as many as the engine takes, the rest as pipeline stages; `stages`
    // > 0 runs them as that many stages (a layout a user or a source states; stagesRefused() first).
    static ServingEstimate of(
        const GpuSpec &gpu, const Workload &workload, int gpus, const ServingLink &link = {}, int stages = 0);
    // Without the engine factor: what the fit compares with measurements.
    static ServingEstimate modelled(
        const GpuSpec &gpu, const Workload &workload, int gpus, const ServingLink &link = {}, int stages = 0);
    // Why the engine does not run `gpus` cards as `stages` pipeline stages (empty: it does): the stages
    // must divide the cards, llama.cpp makes every card a stage, vLLM's tensor-parallel size must divide
    // the attention heads.
    static QString stagesRefused(const Workload &workload, int gpus, int stages);
    // The fraction of a link's rate an all-reduce reaches over this kind of link, fitted on the
    // published pairs of one- and multi-card runs over it (1 when there are none).
    static double exchangeEfficiency(ThroughputModel::Link link);
    // The fraction of a card's memory the engine gives to weights and KV cache (vLLM's
    // gpu_memory_utilization, TensorRT-LLM's free_gpu_memory_fraction of what the weights leave).
    static double memoryFraction(ServingEngine engine);

    static const QList<ServingPoint> &points();
    // The engine's factor from `points` leaving out every row of `excludedSource` (empty: none).
    static double engineFactor(ServingEngine engine, const QList<ServingPoint> &points,
        const QString &excludedSource, int *rows = nullptr);

    // Leave-one-source-out check: each source's rows predicted by factors fitted on the others.
    using Check = LeaveOutCheck;
    static Check check(const QList<ServingPoint> &points);
    // The error four in five of the check's rows stay within (0 when there is nothing to check), and the
    // check's mean error, within which two builds' figures count as the same.
    static double errorBand();
    static double comparisonBand();
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
