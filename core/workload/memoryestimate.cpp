// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/memoryestimate.h"

#include "core/model/workloadsettings.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadkinds.h"

#include <algorithm>

namespace rigsmith::core {
namespace {

constexpr double kGb = 1e9;
constexpr int kLoraRank = 16;
constexpr int kLoraProjections = 7; // q, k, v, o, gate, up, down
// QLoRA's NF4 base weights: 4 bits a weight, one 8-bit scale per block of 64 weights and one 32-bit
// factor per 256 scales (double quantization): 4 + 8/64 + 32/(64 × 256) = 4.127 bits. torchao's
// to_nf4(block_size=64, scaler_block_size=256), which torchtune's QLoRA uses:
// https://github.com/pytorch/ao/blob/38cb64cc5d17f17da1319625310fe5d406dd5370/torchao/dtypes/nf4tensor.py
constexpr double kNf4BytesPerWeight = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;

// The guide's minimum GPU memory per task (RULES.md §2; large transformers from the 2020 edition).
double guideMemoryGb(TaskProfile task)
{
    switch (task) {
    case TaskProfile::ResearchSota:
    case TaskProfile::CompanyTraining:
        return 11;
    case TaskProfile::Kaggle:
        return 4;
    case TaskProfile::LargeTransformers:
        return 24;
    case TaskProfile::ResearchArchitectures:
    case TaskProfile::ResearchOther:
    case TaskProfile::Startup:
    case TaskProfile::CompanyPrototyping:
        return 8;
    }
    return 8;
}

// Bytes of activations: {checkpoints kept for the backward pass, activations of layers worked on}.
// Without checkpointing every layer's activations are of the second kind: a framework that moves
// its checkpoints off the GPU cannot move those.
std::pair<double, double> activationBytes(const ModelShape &s, const Workload &w)
{
    const double sbh = double(w.sequenceLength) * std::max(1, w.microBatch) * s.hidden;
    const double scale = bytesPerValue(w.precision) >= 4.0 ? 2.0 : 1.0; // 32-bit activations
    // Fused attention in 16 bits keeps no s² attention scores; 32-bit training materialises them.
    const double scores = scale > 1.0 ? 5.0 * s.heads * double(w.sequenceLength) / s.hidden : 0.0;
    const double layer = sbh * (34.0 + scores) * scale;
    if (w.checkpointing)
        return {s.layers * 2.0 * sbh * scale, layer}; // the layer being recomputed holds its own
    return {0.0, s.layers * layer};
}

// Full training's bytes a parameter: the weights as held (mixed precision adds an FP32 master copy to the
// 16-bit one; torchtune keeps its one dtype) and the optimizer's states (AdamW two moments in the weights'
// precision, FP32 with a master copy; 8-bit AdamW two bytes).
double heldWeightBytes(const Workload &w)
{
    const bool mixed = bytesPerValue(w.precision) < 4.0;
    return trainsInOneDtype(w) ? (mixed ? 2.0 : 4.0) : (mixed ? 6.0 : 4.0);
}

double stateBytes(const Workload &w)
{
    if (w.optimizer != OptimizerKind::AdamW)
        return 2.0;
    return trainsInOneDtype(w) && bytesPerValue(w.precision) < 4.0 ? 4.0 : 8.0;
}

} // namespace

double MemoryEstimate::neededOn(const GpuSpec &card, Precision precision) const
{
    return guideMinimum > 0 ? guideMinimum / visionPrecisionGain(precision, card.tensorCores) : total();
}

double MemoryEstimate::statesAllGpus() const
{
    return (weights + gradients + optimizer) * gpus;
}

MemoryEstimate MemoryEstimate::of(const Workload &w, int gpus)
{
    const WorkloadKindModel &kind = kindModel(w.kind);
    return withActivationFactors(
        w, gpus, kind.activationFactors ? kind.activationFactors(w) : ActivationFactors {});
}

MemoryEstimate MemoryEstimate::withActivationFactors(const Workload &w, int gpus, ActivationFactors factors)
{
    return kindModel(w.kind).memory(w, gpus, factors);
}

MemoryEstimate MemoryEstimate::guideMinimumOf(const Workload &w, int gpus, ActivationFactors)
{
    MemoryEstimate m;
    m.gpus = std::max(1, gpus);
    m.guideMinimum = guideMemoryGb(w.task);
    return m;
}

MemoryEstimate MemoryEstimate::servingOf(const Workload &w, int gpus, ActivationFactors)
{
    MemoryEstimate m;
    m.gpus = std::max(1, gpus);
    m.overhead = kCudaContextGb;
    m.shape = shapeOf(w);
    const double params = totalParamsOf(w) * 1e9;
    // Layers split across the GPUs (llama.cpp's layer split): weights and cache divide.
    const Precision weightsAs
        = w.precision == Precision::Fp32 || w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision;
    const double experts = std::min(params, m.shape.expertParams() * offloadedExpertShare(w));
    m.weights = (params - experts) * bytesPerValue(weightsAs) / m.gpus / kGb;
    m.offloaded = experts * bytesPerValue(weightsAs) / kGb;
    m.sequences = std::max(1, w.serving); // one user: one sequence (the micro-batch is training's)
    m.kvCache = m.shape.kvBytes(w.sequenceLength, w.kvPrecision) * m.sequences / m.gpus / kGb;
    return m;
}

MemoryEstimate MemoryEstimate::trainingOf(const Workload &w, int gpus, ActivationFactors factors)
{
    MemoryEstimate m;
    m.gpus = std::max(1, gpus);
    m.overhead = kCudaContextGb;
    m.shape = shapeOf(w);
    const double params = totalParamsOf(w) * 1e9;
    const bool mixed = bytesPerValue(w.precision) < 4.0;
    const double shard = w.parallelism == Parallelism::Fsdp ? double(m.gpus) : 1.0;
    const bool full = trainsEveryWeight(w);
    if (full) {
        // torchtune trains in one dtype, no fp32 master copy: "bfloat16 ... uses 2 bytes per model and
        // optimizer parameter", "we don't support mixed-precision training in torchtune". Its single-device
        // recipe with 8-bit AdamW is its default config (8B_full_single_device.yaml: PagedAdamW8bit,
        // "optimizer_in_bwd: True"): the optimizer steps each weight in the backward pass, so one weight's
        // gradient (the largest, the embedding) is held at a time, and the paged states "transfer memory
        // from the GPU to the CPU when GPU memory is exhausted" (bitsandbytes): held in system memory.
        const bool oneDtype = trainsInOneDtype(w);
        const double gradientBytes = oneDtype ? (mixed ? 2.0 : 4.0) : 4.0;
        m.weights = params * heldWeightBytes(w) / shard / kGb;
        if (oneDtype && m.gpus == 1 && w.optimizer == OptimizerKind::AdamW8bit) {
            const double largest = m.shape.vocab > 0 && m.shape.hidden > 0
                ? double(m.shape.vocab) * m.shape.hidden
                : params / std::max(1, m.shape.layers);
            m.gradients = std::min(params, largest) * gradientBytes / kGb;
            m.pagedOptimizer = params * stateBytes(w) / kGb;
        } else {
            m.gradients = params * gradientBytes / shard / kGb;
            m.optimizer = params * stateBytes(w) / shard / kGb;
        }
    } else {
        // QLoRA quantizes the linear layers of the transformer blocks only: the token embedding
        // and the output projection stay in 16 bits (torchtune's lora_llama3_1: nn.Embedding, and
        // "quantize_base is not applied to final output_proj"; its QLoRA example on an RTX 4090,
        // 7.4 GiB, is 16 % above an all-4-bit count).
        const double embedding = std::min(params, m.shape.embeddingParams());
        const double base = w.method == FineTuneMethod::Qlora
            ? (params - embedding) * kNf4BytesPerWeight + embedding * (mixed ? 2.0 : 4.0)
            : params * (mixed ? 2.0 : 4.0);
        const double adapters = 2.0 * kLoraRank * m.shape.hidden * kLoraProjections * m.shape.layers;
        m.weights = (base + adapters * (mixed ? 6.0 : 4.0)) / shard / kGb;
        m.gradients = adapters * 4.0 / shard / kGb;
        m.optimizer = adapters * stateBytes(w) / shard / kGb;
    }
    m.activationFactors = factors;
    const auto [stored, working] = activationBytes(m.shape, w);
    m.activationsStored = stored / kGb;
    m.activationsWorking = working / kGb;
    m.activations = m.activationsStored * factors.stored + m.activationsWorking * factors.working;
    if (settingApplies(w, WorkloadSetting::FusedLoss) && !w.fusedLoss) // the framework holds them whole
        m.logits = 8.0 * double(m.shape.vocab) * double(w.sequenceLength) * std::max(1, w.microBatch) / kGb;
    if (shard > 1.0) {
        // The root unit (embedding, output projection) and one block at a time, whole, in the
        // precision the base weights are held in (QLoRA: the block in NF4, the embedding in 16 bits).
        const double embedding = std::min(params, m.shape.embeddingParams());
        const double block = (params - embedding) / std::max(1, m.shape.layers);
        const double bytes = mixed ? 2.0 : 4.0;
        const double blockBytes = !full && w.method == FineTuneMethod::Qlora ? kNf4BytesPerWeight : bytes;
        m.gathered = (embedding * bytes + block * blockBytes) / kGb;
    }
    return m;
}

bool trainsInOneDtype(const Workload &w)
{
    return trainsEveryWeight(w) && w.framework == FineTuneFramework::Torchtune
        && kindReads(w.kind, WorkloadSetting::Framework);
}

double fullCheckpointBytesPerParameter(const Workload &w)
{
    // The checkpoint keeps the master weights (FP32 with mixed precision, else as held) and the states.
    return (trainsInOneDtype(w) ? heldWeightBytes(w) : 4.0) + stateBytes(w);
}

double visionPrecisionGain(Precision precision, bool tensorCores)
{
    return bytesPerValue(precision) <= 2.0 && tensorCores ? 1.5 : 1.0;
}

} // namespace rigsmith::core
