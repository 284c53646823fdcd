// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/workload/servingmodel.h"

namespace rigsmith::core {

// One serving step of a batch, as servingmodel.h describes it: what a card offers, what the model
// needs a step, admission by the KV cache that fits, and the estimate that follows (no engine factor).
struct ServingCard
{
    double fp32Tflops = 0.0;
    double bandwidthGBs = 0.0;
    GpuFamily family = GpuFamily::Unknown;
    bool geforce = false;
    double memoryGb = 0.0;
};

// What one step of B sequences costs, by part (seconds).
struct ServingStep
{
    double memory = 0.0;
    double compute = 0.0;
    double prefill = 0.0; // of compute: the prompts' share
    double exchange = 0.0;
    double overhead = 0.0;
    double total() const { return memory + compute + exchange + overhead; }
};

// The model's parts a step needs, from the workload.
struct ServedModel
{
    ModelShape shape;
    double total = 0.0; // parameters
    double active = 0.0;
    double bytes = 2.0; // a weight's
    double embedding = 0.0;
    int prompt = 1;
    int answer = 1; // output tokens a request
    double averageTokens = 1.0; // a sequence's length on average while it decodes

    explicit ServedModel(const Workload &w);
    // Weights one step reads: the dense part and the experts the step's tokens are routed to.
    double weightsRead(double tokens) const;
    // Attention FLOPs of one prompt's prefill: per layer, scores and weighted values over the causal
    // half of a P × P square, 2 × 2 × P² / 2 × (heads × head size).
    double prefillAttentionFlops() const;
};

// llama.cpp's default compute batch (n_ubatch): a step of more tokens is split into micro-batches.
constexpr double kLlamaCppMicroBatch = 512.0;

// Cards that run as `stages` pipeline stages (split by layers): how many batches of a step of
// `sequences` sequences and `stepTokens` tokens are in flight at once, each passing every stage.
int batchesInFlight(const Workload &w, int stages, int sequences, double stepTokens);

// One round of the batch: every admitted sequence gains a token. With `stages` > 1 the `gpus` cards run
// as pipeline stages of gpus / stages tensor-parallel cards each, with batchesInFlight() batches in
// flight (vLLM: as many as stages, "it allows PP size batches to be executed concurrently",
// vllm/v1/executor/ray_distributed_executor.py; llama.cpp: one per 512 tokens of the step). A stage
// reads its layers' weights once for each batch, so a round of several batches reads them as many
// times, the caches once; the stages compute side by side only on different batches; each batch's
// activations are handed on at each stage boundary.
ServingStep servingStep(const ServingCard &card, const Workload &w, const ServedModel &m, int sequences,
    int gpus, const ServingLink &link, double efficiency, int stages = 1);
// Sequences whose KV cache fits the memory the engine keeps beside the weights on `gpus` cards (-1:
// the card's memory is not known, 0: not one).
int kvCapacityOf(const ServingCard &card, const Workload &w, const ServedModel &m, int gpus);
// The estimate without the engine factor, all-reduces at `efficiency` of the link's rate; the cards run
// as the engine takes them (ServingModel::tensorParallelSize: the rest as pipeline stages) or, with
// `stages` > 0, as that many stages.
ServingEstimate servingOn(const ServingCard &card, const Workload &w, int gpus, const ServingLink &link,
    double efficiency, int stages = 0);

} // namespace rigsmith::core
