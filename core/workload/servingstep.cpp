// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/servingstep.h"

#include "core/workload/calibration.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/workloadcheck.h"

#include <algorithm>
#include <cmath>

namespace rigsmith::core {

ServedModel::ServedModel(const Workload &w)
    : shape(shapeOf(w))
    , total(totalParamsOf(w) * 1e9)
    , active(activeParamsOf(w) * 1e9)
    , bytes(bytesPerValue(w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision))
    , embedding(double(shape.vocab) * shape.hidden) // looked up, not read whole
    , prompt(std::max(1, w.promptTokens))
    , answer(std::max(1, std::max(prompt, w.sequenceLength) - prompt))
    , averageTokens(prompt + answer / 2.0)
{
}

double ServedModel::weightsRead(double tokens) const
{
    if (!shape.isMoe())
        return std::max(0.0, total - embedding);
    const double experts = std::min(total, shape.expertParams());
    const double touched = 1.0 - std::pow(1.0 - double(shape.expertsActive) / shape.experts, tokens);
    return std::max(0.0, total - embedding - experts) + experts * touched;
}

double ServedModel::prefillAttentionFlops() const
{
    return 2.0 * shape.layers * double(prompt) * prompt * double(shape.heads) * shape.headDim;
}

int batchesInFlight(const Workload &w, int stages, int sequences, double stepTokens)
{
    if (stages <= 1)
        return 1;
    // llama.cpp splits a step into micro-batches of at most n_ubatch tokens ("llama_decode automatically
    // splits the batches into multiple smaller batches if it is too big for the configured compute batch
    // size", "n_ubatch is 512" by default: ggml-org/llama.cpp pull request 6017); a decode step smaller
    // than that passes the stages one after another.
    if (w.engine == ServingEngine::LlamaCpp)
        return std::clamp(int(std::ceil(stepTokens / kLlamaCppMicroBatch)), 1, stages);
    // vLLM keeps as many batches in flight as stages, each of other sequences.
    return std::clamp(sequences, 1, stages);
}

ServingStep servingStep(const ServingCard &card, const Workload &w, const ServedModel &m, int sequences,
    int gpus, const ServingLink &link, double efficiency, int stages)
{
    const DecodeFit &decode = decodeFit();
    ServingStep s;
    stages = std::clamp(stages, 1, std::max(1, gpus));
    const int tensorParallel = std::max(1, gpus / stages);
    const double flops = ThroughputModel::transformerFlops(
        card.fp32Tflops, card.bandwidthGBs, int(card.family), card.geforce);
    // Each step prefills B / O requests' prompts: B × P / O tokens beside the B decoded.
    const double prefillTokens = double(sequences) * m.prompt / m.answer;
    const double stepTokens = sequences + prefillTokens;
    // The batches in flight at once, each passing every stage: a stage works on one of them at a time.
    const int inFlight = batchesInFlight(w, stages, sequences, stepTokens);
    const double batchTokens = stepTokens / inFlight;
    const double kv = m.shape.kvBytes(m.averageTokens, w.kvPrecision) * sequences;
    const double bandwidth = decode.efficiency * card.bandwidthGBs * 1e9 * tensorParallel;
    // A stage's weights: its share of the layers, and the output head on the last, the slowest.
    const double read = m.weightsRead(batchTokens) * m.bytes;
    const double head = stages > 1 ? std::min(read, m.embedding * m.bytes) : 0.0;
    const double stageWeights = (read - head) / stages + head;
    // A round (every sequence gains a token) takes `stages` stage steps of one batch each: each stage
    // reads its weights once a batch and its layers' share of the batch's caches.
    s.memory = stages * (stageWeights + kv / inFlight / stages) / bandwidth;
    if (flops > 0) {
        const double prefillFlops
            = 2.0 * m.active * prefillTokens + m.prefillAttentionFlops() * sequences / m.answer;
        // Stages work side by side only on different batches: the cards computing at once.
        const double cards = double(tensorParallel) * inFlight;
        s.prefill = prefillFlops / (flops * cards);
        s.compute = 2.0 * m.active * sequences / (flops * cards) + s.prefill;
    }
    const double linkGBs = ThroughputModel::linkGBs(link.kind, link.lanes, link.generation) * efficiency;
    // llama.cpp splits by layers (its default), handing one token's activations on at each boundary:
    // no all-reduce; the tensor-parallel engines all-reduce every layer.
    if (tensorParallel > 1 && linkGBs > 0 && w.engine != ServingEngine::LlamaCpp) {
        // Two all-reduces a layer (after attention and after the MLP) of a batch's activations.
        const double perReduce
            = batchTokens * m.shape.hidden * 2.0 * 2.0 * (tensorParallel - 1) / tensorParallel;
        s.exchange = 2.0 * m.shape.layers * perReduce / (linkGBs * 1e9);
    }
    // Each stage hands its batch's activations to the next.
    if (stages > 1 && linkGBs > 0)
        s.exchange += (stages - 1) * batchTokens * m.shape.hidden * 2.0 / (linkGBs * 1e9);
    // The fixed cost of a step is spread over the layers (kernel launches): each stage pays its share.
    s.overhead = decode.overheadMs / 1000.0;
    return s;
}

int kvCapacityOf(const ServingCard &card, const Workload &w, const ServedModel &m, int gpus)
{
    if (card.memoryGb <= 0)
        return -1;
    // Experts kept in system memory (llama.cpp) leave the cards.
    const double weights
        = (m.total - std::min(m.total, m.shape.expertParams() * offloadedExpertShare(w))) * m.bytes;
    const double cardBytes = card.memoryGb * 1e9;
    const double context = MemoryEstimate::kCudaContextGb * 1e9;
    const double fraction = ServingModel::memoryFraction(w.engine);
    // TensorRT-LLM gives its fraction of what the weights leave; the others a fraction of the card.
    const double free = w.engine == ServingEngine::TensorRtLlm
        ? fraction * (cardBytes * gpus - weights - context * gpus)
        : (fraction * cardBytes - context) * gpus - weights;
    // Paged engines hold a sequence's cache at its length; llama.cpp a slot at the full context.
    const double perSequence = w.engine == ServingEngine::LlamaCpp
        ? m.shape.kvBytes(m.prompt + m.answer, w.kvPrecision)
        : m.shape.kvBytes(m.averageTokens, w.kvPrecision);
    if (free <= 0 || perSequence <= 0)
        return 0;
    return int(std::min(1e9, std::floor(free / perSequence)));
}

ServingEstimate servingOn(const ServingCard &card, const Workload &w, int gpus, const ServingLink &link,
    double efficiency, int requestedStages)
{
    ServingEstimate e;
    gpus = std::max(1, gpus);
    e.cards = gpus;
    e.sequences = std::max(1, w.serving);
    e.admitted = e.sequences;
    const DecodeFit &decode = decodeFit();
    if (card.bandwidthGBs <= 0 || decode.efficiency <= 0)
        return e;
    const ServedModel m(w);
    const int capacity = kvCapacityOf(card, w, m, gpus);
    if (capacity >= 0) {
        e.kvCapacity = capacity;
        e.noneFits = capacity == 0;
        e.admitted = std::clamp(capacity, 1, e.sequences);
    }
    // The cards the engine splits each layer over; the rest run as pipeline stages of that many each.
    const int stages = requestedStages > 0 && ServingModel::stagesRefused(w, gpus, requestedStages).isEmpty()
        ? requestedStages
        : gpus / ServingModel::tensorParallelSize(w, gpus);
    const int tensorParallel = gpus / stages;
    e.pipelineStages = stages;
    const ServingStep step = servingStep(card, w, m, e.admitted, gpus, link, efficiency, stages);
    e.computeBound = step.compute > step.memory;
    e.prefillShare = step.prefill / step.total();
    e.exchangeShare = step.exchange / step.total();
    e.totalTokensPerSecond = e.admitted / step.total();
    e.perUserTokensPerSecond = 1.0 / step.total();
    // Waiting for a place: in a closed loop of N users each request spends N × O / throughput in the
    // system, O steps of it decoding (Little's law).
    e.queueSeconds = e.queued() ? m.answer * step.total() * (double(e.sequences) / e.admitted - 1.0) : 0.0;
    // First token: the request arrives while the other B − 1 sequences decode; it waits for the
    // running step (half of one on average) and is prefilled in the next, which reads the weights (a
    // prompt of many tokens touches every expert) and the others' caches and computes its P prompt
    // tokens beside their B − 1 decode tokens.
    const double flops = ThroughputModel::transformerFlops(
        card.fp32Tflops, card.bandwidthGBs, int(card.family), card.geforce);
    // Pipeline stages take a prompt one after another (llama.cpp: its 512-token micro-batches side by side).
    const double bandwidth = decode.efficiency * card.bandwidthGBs * 1e9 * tensorParallel;
    const int promptCards = tensorParallel * batchesInFlight(w, stages, 1, m.prompt);
    const int others = e.admitted - 1;
    const double othersKv = m.shape.kvBytes(m.averageTokens, w.kvPrecision) * others;
    const double prefillRead = m.weightsRead(m.prompt + others) * m.bytes;
    const double prefillCompute = flops > 0
        ? (2.0 * m.active * (m.prompt + others) + m.prefillAttentionFlops()) / (flops * promptCards)
        : 0.0;
    const double wait = others > 0 ? 0.5 * step.total() : 0.0;
    e.ttftSeconds
        = e.queueSeconds + wait + (prefillRead + othersKv) / bandwidth + prefillCompute + step.overhead;
    return e;
}

} // namespace rigsmith::core
