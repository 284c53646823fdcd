// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

namespace rigsmith::core {

// A starting point for the workload: the guide's task profiles (vision training, or transformer
// training for "large transformers") and common LLM jobs.
struct WorkloadPreset
{
    QString key; // stable: "guide-kaggle", "llm-8b-qlora"
    QString name; // translated
    Workload workload; // the fields a preset sets (the rest keep the build's values)
};
QList<WorkloadPreset> workloadPresets();
// `current` with the workload model of `model` (kind, size, method, optimizer, parallelism, sequence,
// batch, checkpointing); task, precision and the data settings kept.
Workload withModel(const Workload &current, const Workload &model);
// `current` with the preset's workload fields applied (dataset, preprocessing, plans kept).
Workload applyPreset(const Workload &current, const WorkloadPreset &preset);
// The preset `workload` matches in every field a preset sets, if any.
std::optional<WorkloadPreset> presetOf(const Workload &workload);

} // namespace rigsmith::core
