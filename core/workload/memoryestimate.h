// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/modelshape.h"

namespace rigsmith::core {

// GPU memory one GPU needs for the workload, in GB (10^9 bytes), by what holds it. Sources:
// - mixed-precision AdamW training takes 18 bytes a parameter (weights 6 with the fp32 master
//   copy, fp32 gradients 4, AdamW's two states 8), 8-bit AdamW's states 2 bytes: Hugging Face,
//   "Model training anatomy" (research/workloads/memory_examples.csv);
// - activations per transformer layer s·b·h·(34 + 5·a·s/h) bytes in 16 bits, 2·s·b·h with full
//   recomputation (Korthikanti et al. 2022, https://arxiv.org/abs/2205.05198); 16-bit training is
//   counted with fused (flash) attention, which keeps no s² scores;
// - the KV cache 2 × layers × KV heads × head size × 2 bytes per token (memory_examples.csv,
//   checked there against llama.cpp's allocation);
// - the CUDA context and kernels, 1.343 GB (Hugging Face's measurement on a V100).
// - QLoRA holds the transformer blocks' linear layers in NF4 (4.127 bits a weight with its scales,
//   torchao's defaults) and the token embedding and output projection in 16 bits, as torchtune does
//   (the vocabulary from ModelShape); a 4-bit count of every weight came out 16 % under torchtune's
//   measured 7.4 GiB for Llama 3.1 8B.
// - fine-tuning frameworks differ in activation memory (fused kernels, offloaded checkpoints): the
//   activations are scaled by the framework's factor fitted on its published peaks
//   (frameworkmemory.h);
// - inference holds every parameter of a MoE model (all experts) unless the experts are kept in
//   system memory (llama.cpp); the KV cache in the chosen KV precision, sliding-window layers
//   holding at most their window, for every sequence a server batches.
// - torchtune trains in one dtype (bf16: 2 bytes a weight, gradient and optimizer state; no fp32
//   master copy) and its single-device full fine-tuning with 8-bit AdamW is its default recipe: the
//   optimizer step fused into the backward pass (one weight's gradient at a time) and the paged 8-bit
//   states in system memory (memoryestimate.cpp; checked on torchtune's published full fine-tuning peaks).
// LoRA adapters are counted at rank 16 on seven projections a layer (an estimate).
// Vision training keeps the guide's memory per task profile (RULES.md §2), with no breakdown.
// What a fine-tuning framework's measured peaks make of the modelled activations: the checkpoints
// kept for the backward pass, and the activations of layers being worked on (the one recomputed
// with checkpointing; all of them without). A framework that offloads its checkpoints to CPU memory
// keeps few of them on the GPU.
// What the system and the engine or trainer take in system memory beside weights or optimizer states kept
// there (experts in RAM, paged optimizer states): estimated, see README.
constexpr double kSystemMemoryBesideOffloadGb = 16.0;

struct ActivationFactors
{
    double stored = 1.0;
    double working = 1.0;
    bool operator==(const ActivationFactors &) const = default;
};

struct MemoryEstimate
{
    double weights = 0.0;
    double gradients = 0.0;
    double optimizer = 0.0;
    double activations = 0.0;
    double kvCache = 0.0;
    // Fine-tuning with a framework that computes every token's output logits whole and in 32 bits
    // (frameworkHoldsLogits()): the logits and their gradient, 8 bytes a token and vocabulary entry.
    double logits = 0.0;
    // FSDP: whole (unsharded) weights a GPU gathers to compute with: the transformer block in use
    // and the root unit holding the token embedding and output projection, which torchtune's
    // configs leave unsharded unless told ("custom_sharded_layers: ['tok_embeddings', 'output'] #
    // ... useful for large vocab size models. Lower Memory", recipes/configs/llama3_1/70B_lora.yaml).
    double gathered = 0.0;
    double overhead = 0.0;
    // Inference with a MoE model's experts kept in system memory: GB held there (not on any GPU).
    double offloaded = 0.0;
    // torchtune's single-device full fine-tuning with paged 8-bit AdamW: the optimizer states, which
    // page to system memory when the card is full (not counted on the GPU; the box needs the RAM).
    double pagedOptimizer = 0.0;
    int sequences = 1; // inference: sequences whose KV cache is held at once
    ActivationFactors activationFactors; // fine-tuning: the framework's fit (frameworkmemory.h)
    double activationsStored = 0.0; // GB, before the factors
    double activationsWorking = 0.0;
    double guideMinimum = 0.0; // vision: the guide's GB for the task profile (32-bit), else 0
    ModelShape shape;
    int gpus = 1;

    double total() const
    {
        return weights + gradients + optimizer + activations + logits + kvCache + gathered + overhead;
    }
    // What the model states alone take on all GPUs together (weights, gradients, optimizer).
    double statesAllGpus() const;

    static constexpr double kCudaContextGb = 1.343;
    static MemoryEstimate of(const Workload &workload, int gpus);
    // The same with the fine-tuning activations scaled by `factors` (the framework fit).
    static MemoryEstimate withActivationFactors(
        const Workload &workload, int gpus, ActivationFactors factors);
    // The same per what fills the cards (the kinds' table, workloadkinds.h, names which a kind uses):
    // the guide's GB per task profile for image models; weights, gradients, optimizer states and
    // activations for training; weights and the KV cache, split by layers, for inference.
    static MemoryEstimate guideMinimumOf(const Workload &workload, int gpus, ActivationFactors factors);
    static MemoryEstimate trainingOf(const Workload &workload, int gpus, ActivationFactors factors);
    static MemoryEstimate servingOf(const Workload &workload, int gpus, ActivationFactors factors);
    // GB one card needs before the card is known: the estimate's total, or the guide's minimum.
    double needed() const { return guideMinimum > 0 ? guideMinimum : total(); }
    // GB a card of `card` needs for a job at `precision`: the guide's minimum over the 16-bit gain on
    // tensor cores (visionPrecisionGain) for image models, else the total.
    double neededOn(const GpuSpec &card, Precision precision) const;
};

// Whether full fine-tuning keeps every value in the job's one 16-bit dtype (torchtune: no fp32 master copy).
bool trainsInOneDtype(const Workload &workload);
// Bytes a parameter that a checkpoint of full training saves: the weights as the trainer keeps them (FP32
// master weights, or torchtune's one dtype) and the optimizer's states.
double fullCheckpointBytesPerParameter(const Workload &workload);

// How many times the guide's (32-bit) GB a card holds a vision model in at `precision`: 16-bit on a
// card with tensor cores holds about 1.5 times the model (RULES.md GPU-5), else 1. The one place the
// guide's 16-bit factor is written: the memory rule, the estimate, the fit and `gpus` divide by it.
double visionPrecisionGain(Precision precision, bool tensorCores);

} // namespace rigsmith::core
