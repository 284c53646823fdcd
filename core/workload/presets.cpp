// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/presets.h"

#include "core/model/workloadsettings.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

Workload llm(WorkloadKind kind, double params, Precision precision, FineTuneMethod method, int seq, int batch,
    bool checkpointing, Parallelism parallelism = Parallelism::Ddp)
{
    Workload w;
    w.task = TaskProfile::LargeTransformers;
    // Text is tokenized once before training (a datasets.map pass whose result is cached: "tokenize and
    // use your dataset", https://huggingface.co/docs/datasets/v2.1.0/use_dataset), not augmented on the
    // fly as images are; a served model preprocesses no training data at all.
    w.preprocessing = Preprocessing::Offline;
    w.kind = kind;
    w.paramsBillions = params;
    w.precision = precision;
    w.method = method;
    w.sequenceLength = seq;
    w.microBatch = batch;
    w.checkpointing = checkpointing;
    w.parallelism = parallelism;
    return w;
}

} // namespace

QList<WorkloadPreset> workloadPresets()
{
    QList<WorkloadPreset> out;
    for (TaskProfile t : allValues<TaskProfile>()) {
        // The guide's profiles: its memory per task, vision training (transformers for the last).
        Workload w;
        w.task = t;
        w.kind = t == TaskProfile::LargeTransformers ? WorkloadKind::Transformer : WorkloadKind::Vision;
        w.paramsBillions = t == TaskProfile::LargeTransformers ? 1.0 : Workload {}.paramsBillions;
        out.append({QStringLiteral("guide-") + toKey(t), Text::tr("Guide: %1").arg(displayName(t)), w});
    }
    out.append({QStringLiteral("llm-8b-lora"), Text::tr("Fine-tune an 8 B LLM with LoRA"),
        llm(WorkloadKind::FineTune, 8, Precision::Bf16, FineTuneMethod::Lora, 2048, 2, true)});
    out.append({QStringLiteral("llm-8b-qlora"), Text::tr("Fine-tune an 8 B LLM with QLoRA"),
        llm(WorkloadKind::FineTune, 8, Precision::Bf16, FineTuneMethod::Qlora, 2048, 2, true)});
    out.append({QStringLiteral("llm-8b-full-fsdp"), Text::tr("Fully fine-tune an 8 B LLM, sharded (FSDP)"),
        llm(WorkloadKind::FineTune, 8, Precision::Bf16, FineTuneMethod::Full, 2048, 1, true,
            Parallelism::Fsdp)});
    out.append({QStringLiteral("llm-70b-qlora"), Text::tr("Fine-tune a 70 B LLM with QLoRA"),
        llm(WorkloadKind::FineTune, 70, Precision::Bf16, FineTuneMethod::Qlora, 2048, 1, true)});
    out.append({QStringLiteral("llm-8b-run-16bit"), Text::tr("Run an 8 B LLM in 16-bit (8k context)"),
        llm(WorkloadKind::Inference, 8, Precision::Bf16, FineTuneMethod::Lora, 8192, 1, false)});
    out.append({QStringLiteral("llm-70b-run-4bit"), Text::tr("Run a 70 B LLM in 4-bit (8k context)"),
        llm(WorkloadKind::Inference, 70, Precision::Int4, FineTuneMethod::Lora, 8192, 1, false)});
    Workload served = llm(WorkloadKind::Inference, 8, Precision::Bf16, FineTuneMethod::Lora, 4096, 1, false);
    served.model = QStringLiteral("Llama 3.1 8B");
    served.serving = 32;
    served.engine = ServingEngine::Vllm;
    out.append(
        {QStringLiteral("llm-8b-serve-32"), Text::tr("Serve an 8 B LLM to 32 users at once (vLLM)"), served});
    Workload moe = llm(WorkloadKind::Inference, 30.5, Precision::Int4, FineTuneMethod::Lora, 8192, 1, false);
    moe.model = QStringLiteral("Qwen3 30B-A3B");
    out.append({QStringLiteral("llm-moe-30b-a3b-4bit"),
        Text::tr("Run Qwen3 30B-A3B (mixture of experts) in 4-bit"), moe});
    out.append({QStringLiteral("gpt-1b-scratch"), Text::tr("Train a 1 B transformer from scratch"),
        llm(WorkloadKind::Transformer, 1, Precision::Bf16, FineTuneMethod::Full, 2048, 8, false)});
    return out;
}

Workload withModel(const Workload &current, const Workload &model)
{
    // The job's kind and every setting only LLM jobs read (model, size, method, ..., serving).
    constexpr KindSet llm = kAllKinds & ~kindBit(WorkloadKind::Vision);
    Workload w = current;
    for (const WorkloadSettingInfo &s : workloadSettings()) {
        if (s.setting == WorkloadSetting::Kind || (s.readBy != 0 && (s.readBy & ~llm) == 0))
            s.copy(w, model);
    }
    return w;
}

Workload applyPreset(const Workload &current, const WorkloadPreset &preset)
{
    const Workload &p = preset.workload;
    Workload w = withModel(current, p);
    w.task = p.task;
    // An LLM preset sets every field it implies, the data's preprocessing too; the guide's profiles keep
    // the one chosen.
    if (!preset.key.startsWith(u"guide-"))
        w.preprocessing = p.preprocessing;
    // The guide's profiles keep the precision chosen; LLM presets set theirs.
    if (p.kind != WorkloadKind::Vision && !preset.key.startsWith(u"guide-"))
        w.precision = p.precision;
    return w;
}

std::optional<WorkloadPreset> presetOf(const Workload &workload)
{
    for (const WorkloadPreset &p : workloadPresets()) {
        if (applyPreset(workload, p) == workload) // a preset's settings are all there
            return p;
    }
    return std::nullopt;
}

} // namespace rigsmith::core
