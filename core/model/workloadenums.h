// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/partenums.h"

namespace rigsmith::core {

// What the workload runs (issue 15): the guide's task profiles are presets over these.
enum class WorkloadKind {
    Vision, // train a vision model (ResNet-50 class): images per second
    Transformer, // train a transformer from scratch (BERT / GPT class by parameters): tokens per second
    FineTune, // fine-tune an LLM: full, LoRA or QLoRA
    Inference, // run an LLM: decode tokens per second
};
enum class FineTuneMethod { Full, Lora, Qlora };
enum class OptimizerKind { AdamW, AdamW8bit };
enum class Parallelism { Ddp, Fsdp };

template<>
std::optional<WorkloadKind> fromKey<WorkloadKind>(const QString &key);
template<>
std::optional<FineTuneMethod> fromKey<FineTuneMethod>(const QString &key);
template<>
std::optional<OptimizerKind> fromKey<OptimizerKind>(const QString &key);
template<>
std::optional<Parallelism> fromKey<Parallelism>(const QString &key);
template<>
std::span<const WorkloadKind> allValues<WorkloadKind>();
template<>
std::span<const FineTuneMethod> allValues<FineTuneMethod>();
template<>
std::span<const OptimizerKind> allValues<OptimizerKind>();
template<>
std::span<const Parallelism> allValues<Parallelism>();

QString toKey(WorkloadKind v);
QString toKey(FineTuneMethod v);
QString toKey(OptimizerKind v);
QString toKey(Parallelism v);

QString displayName(WorkloadKind kind);
QString displayName(FineTuneMethod method);
QString displayName(OptimizerKind optimizer);
QString displayName(Parallelism parallelism);

// Precision helpers: what trains on tensor cores, how many bytes a weight or activation takes.
bool usesTensorCores(Precision precision);
double bytesPerValue(Precision precision);

} // namespace rigsmith::core
