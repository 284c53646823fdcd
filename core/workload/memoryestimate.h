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
// LoRA adapters are counted at rank 16 on seven projections a layer (an estimate).
// Vision training keeps the guide's memory per task profile (RULES.md §2), with no breakdown.
struct MemoryEstimate
{
    double weights = 0.0;
    double gradients = 0.0;
    double optimizer = 0.0;
    double activations = 0.0;
    double kvCache = 0.0;
    // FSDP: whole (unsharded) weights a GPU gathers to compute with: the transformer block in use
    // and the root unit holding the token embedding and output projection, which torchtune's
    // configs leave unsharded unless told ("custom_sharded_layers: ['tok_embeddings', 'output'] #
    // ... useful for large vocab size models. Lower Memory", recipes/configs/llama3_1/70B_lora.yaml).
    double gathered = 0.0;
    double overhead = 0.0;
    double guideMinimum = 0.0; // vision: the guide's GB for the task profile (32-bit), else 0
    ModelShape shape;
    int gpus = 1;

    double total() const
    {
        return weights + gradients + optimizer + activations + kvCache + gathered + overhead;
    }
    // What the model states alone take on all GPUs together (weights, gradients, optimizer).
    double statesAllGpus() const;

    static constexpr double kCudaContextGb = 1.343;
    static MemoryEstimate of(const Workload &workload, int gpus);
};

} // namespace rigsmith::core
