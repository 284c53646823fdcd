// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QString>

#include <span>

namespace rigsmith::core {

// A workload's settings described once: which kinds of job read each, its name, its command-line
// option and how it is compared and copied. The window shows a setting where the job reads it, the
// CLI refuses an option the job does not read, the file holds it at its default where no job reads
// it, and builds are compared on the settings their job reads; each of those walks this table.
enum class WorkloadSetting {
    Kind,
    Task,
    Precision,
    Preprocessing,
    Loading,
    DatasetSize,
    PlannedGpus,
    DataDrive,
    Model,
    Params,
    Method,
    Framework,
    Optimizer,
    Parallelism,
    Sequence,
    MicroBatch,
    Checkpointing,
    Serving,
    Engine,
    KvPrecision,
    Prompt,
    OffloadExperts,
    FusedLoss,
    ExpertLayers,
};

// A set of kinds of job, one bit each.
using KindSet = unsigned;
constexpr KindSet kindBit(WorkloadKind kind)
{
    return 1u << unsigned(kind);
}
constexpr KindSet kAllKinds = kindBit(WorkloadKind::Vision) | kindBit(WorkloadKind::Transformer)
    | kindBit(WorkloadKind::FineTune) | kindBit(WorkloadKind::Inference);

struct WorkloadSettingInfo
{
    WorkloadSetting setting;
    const char *key; // stable, as an undo step and the file name it ("paramsBillions")
    const char *name; // untranslated (context "WorkloadSetting"): "model size"
    const char *option; // the CLI's workload option, or nullptr
    KindSet readBy; // kinds whose estimates read it (none: it feeds findings only)
    KindSet described; // kinds whose describeWorkload() names it
    // Held at its default where the kind does not read it (the settings a file may leave out).
    bool heldAtDefault;
    bool (*differs)(const Workload &, const Workload &);
    void (*copy)(Workload &to, const Workload &from);
};

std::span<const WorkloadSettingInfo> workloadSettings();
const WorkloadSettingInfo &settingInfo(WorkloadSetting setting);
// The setting's name, translated ("model size").
QString settingName(WorkloadSetting setting);

// Whether a kind of job reads the setting (the window shows it, the CLI accepts it).
bool kindReads(WorkloadKind kind, WorkloadSetting setting);
// The kinds that read it, as the CLI names them: "--workload inference", "--workload transformer,
// finetune or inference".
QString readersText(WorkloadSetting setting);
// The setting's value in a few words, translated ("micro-batch 2", "no checkpointing").
QString settingText(const Workload &workload, WorkloadSetting setting);

// A new job of a kind: the defaults a job of that kind starts from (LLM work in bf16, one sequence
// at a time for inference).
Workload newWorkload(WorkloadKind kind);

// Whether the two workloads give the same estimates: the same kind and every setting it reads alike.
bool sameEstimateInputs(const Workload &a, const Workload &b);

} // namespace rigsmith::core
