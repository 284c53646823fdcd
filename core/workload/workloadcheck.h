// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/workloadsettings.h"

#include <QString>

#include <functional>
#include <optional>

namespace rigsmith::core {

// One reading of a workload's settings for the build file, the CLI and the window, so a build cannot
// say one thing in its file and mean another in the figures.

// The workload as every estimate reads it: settings that do not apply to its kind at their defaults
// (serving, engine, KV cache, prompt and experts in system memory belong to inference, the framework
// to fine-tuning, a named model to LLM work), a named model's own size, experts in system memory only
// with an engine and model that can, and a served prompt within the context (the context grows to
// hold it, as the servers size it).
Workload normalisedWorkload(Workload w);

// Whether the setting applies to this workload: its kind reads it (core/model/workloadsettings.h), a
// prompt only to a served model, experts in system memory only to a mixture-of-experts model with an
// engine that keeps them there. The window shows the settings that apply.
bool settingApplies(const Workload &w, WorkloadSetting setting);

// The share of a mixture-of-experts model's routed experts kept in system memory: 0 when they stay on the
// GPUs (or cannot leave them), 1 for every layer's, N / layers for the first N layers' (llama.cpp's
// --n-cpu-moe N; each layer holds as many experts of the same size, so an equal share).
double offloadedExpertShare(const Workload &w);

// A workload that keeps every layer's experts in system memory with as few layers' as `fits` (llama.cpp's
// --n-cpu-moe N, what a practitioner sets for the cards): the rest are read on the GPUs, faster. Every
// layer's when no fewer fit; any other workload as it is.
Workload fewestExpertLayers(const Workload &workload, const std::function<bool(const Workload &)> &fits);

// What llama.cpp leaves free on each card when it places the layers and experts itself ("-fitt,
// --fit-target ... target margin per device for --fit ... default: 1024" MiB, tools/server/README.md):
// the fewest layers' experts kept in system memory are counted with this much of each card to spare,
// so a suggested --n-cpu-moe N is one llama.cpp would choose, not one that fills the card to the byte.
inline constexpr double kExpertPlacementMarginGb = 1024.0 * 1024.0 * 1024.0 / 1e9;

// What in the workload contradicts itself, in the user's words, or nothing: a model name Rigsmith
// does not know (with the names it knows), a KV-cache precision the engine does not offer, experts in
// system memory with an engine or a model that cannot keep them there.
std::optional<QString> workloadProblem(const Workload &w);

// The same for every job of a build (its primary workload and the other jobs), named by their place.
std::optional<QString> buildWorkloadProblem(const Build &build);

// The names of the model shapes Rigsmith knows, comma-separated, those close to `wanted` first.
QString knownModelNames(const QString &wanted);

} // namespace rigsmith::core
