// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/partenums.h"

#include <optional>

namespace rigsmith::core {

// What the workload runs: the guide's task profiles are presets over these.
enum class WorkloadKind {
    Vision, // train a vision model (ResNet-50 class): images per second
    Transformer, // train a transformer from scratch (BERT / GPT class by parameters): tokens per second
    FineTune, // fine-tune an LLM: full, LoRA or QLoRA
    Inference, // run an LLM: decode tokens per second
};
enum class FineTuneMethod { Full, Lora, Qlora };
enum class OptimizerKind { AdamW, AdamW8bit };
enum class Parallelism { Ddp, Fsdp };
// The program that serves an LLM: single-user decode is llama.cpp's; servers batch
// many sequences continuously.
enum class ServingEngine { LlamaCpp, Vllm, TensorRtLlm, Sglang, ExLlamaV2, Mlc };
// What the KV cache is stored in: 16 bits, fp8 (vLLM, TensorRT-LLM), 8-bit or 4-bit blocks (llama.cpp).
enum class KvPrecision { Fp16, Fp8, Q8, Q4 };
// The fine-tuning program: activation memory differs by up to ten times between them.
enum class FineTuneFramework { HfPeft, Unsloth, Torchtune, DeepSpeed };

template<>
std::optional<WorkloadKind> fromKey<WorkloadKind>(const QString &key);
template<>
std::optional<FineTuneMethod> fromKey<FineTuneMethod>(const QString &key);
template<>
std::optional<OptimizerKind> fromKey<OptimizerKind>(const QString &key);
template<>
std::optional<Parallelism> fromKey<Parallelism>(const QString &key);
template<>
std::optional<ServingEngine> fromKey<ServingEngine>(const QString &key);
template<>
std::optional<KvPrecision> fromKey<KvPrecision>(const QString &key);
template<>
std::optional<FineTuneFramework> fromKey<FineTuneFramework>(const QString &key);
template<>
std::span<const WorkloadKind> allValues<WorkloadKind>();
template<>
std::span<const FineTuneMethod> allValues<FineTuneMethod>();
template<>
std::span<const OptimizerKind> allValues<OptimizerKind>();
template<>
std::span<const Parallelism> allValues<Parallelism>();
template<>
std::span<const ServingEngine> allValues<ServingEngine>();
template<>
std::span<const KvPrecision> allValues<KvPrecision>();
template<>
std::span<const FineTuneFramework> allValues<FineTuneFramework>();

QString toKey(WorkloadKind v);
QString toKey(FineTuneMethod v);
QString toKey(OptimizerKind v);
QString toKey(Parallelism v);
QString toKey(FineTuneFramework v);
QString toKey(KvPrecision v);
QString toKey(ServingEngine v);

QString displayName(WorkloadKind kind);
QString displayName(FineTuneMethod method);
QString displayName(OptimizerKind optimizer);
QString displayName(Parallelism parallelism);
QString displayName(FineTuneFramework v);
QString displayName(KvPrecision v);
QString displayName(ServingEngine v);

// Precision helpers: what trains on tensor cores, how many bytes a weight or activation takes.
bool usesTensorCores(Precision precision);
double bytesPerValue(Precision precision);
double bytesPerValue(KvPrecision precision);
// Engines that keep a MoE model's experts in system memory and run them on the CPU.
bool canOffloadExperts(ServingEngine engine);
// KV-cache formats an engine offers.
bool supportsKv(ServingEngine engine, KvPrecision kv);
// The engine's next smaller KV-cache format than `kv` (fp8 for the batch servers, q8_0 for llama.cpp from
// 16 bits), or none where it offers no smaller one.
std::optional<KvPrecision> smallerKvOffered(ServingEngine engine, KvPrecision kv);

} // namespace rigsmith::core
