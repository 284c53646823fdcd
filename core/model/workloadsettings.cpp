// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/workloadsettings.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadSetting)
};

using S = WorkloadSetting;
using W = Workload;

constexpr KindSet V = kindBit(WorkloadKind::Vision);
constexpr KindSet T = kindBit(WorkloadKind::Transformer);
constexpr KindSet F = kindBit(WorkloadKind::FineTune);
constexpr KindSet I = kindBit(WorkloadKind::Inference);
constexpr KindSet kLlm = T | F | I;
constexpr KindSet kTraining = V | T | F;

template<auto Member>
bool differs(const W &a, const W &b)
{
    return !(a.*Member == b.*Member);
}

template<auto Member>
void copied(W &to, const W &from)
{
    to.*Member = from.*Member;
}

template<auto Member>
constexpr WorkloadSettingInfo row(S setting, const char *key, const char *name, const char *option,
    KindSet readBy, KindSet described, bool heldAtDefault)
{
    return {setting, key, name, option, readBy, described, heldAtDefault, &differs<Member>, &copied<Member>};
}

// In the order of the enum. The kinds each setting is read by follow the estimates: vision training is
// the guide's (task memory, precision, the data's preprocessing and loading); LLM jobs are sized by their
// model; training reads the optimizer, multi-GPU method, micro-batch and checkpointing; serving settings
// belong to inference and the framework to fine-tuning. `described` follows describeWorkload() (build.cpp).
constexpr std::array kSettings {
    row<&W::kind>(S::Kind, "kind", QT_TRANSLATE_NOOP("WorkloadSetting", "what the build runs"), "workload",
        kAllKinds, kAllKinds, false),
    row<&W::task>(S::Task, "task", QT_TRANSLATE_NOOP("WorkloadSetting", "task"), nullptr, V, 0, false),
    row<&W::precision>(S::Precision, "precision", QT_TRANSLATE_NOOP("WorkloadSetting", "precision"),
        "precision", kAllKinds, V | T | I, false),
    row<&W::preprocessing>(S::Preprocessing, "preprocessing",
        QT_TRANSLATE_NOOP("WorkloadSetting", "preprocessing"), nullptr, kTraining, 0, false),
    row<&W::asyncLoading>(S::Loading, "asyncLoading",
        QT_TRANSLATE_NOOP("WorkloadSetting", "asynchronous loading"), nullptr, kTraining, 0, false),
    row<&W::datasetSize>(S::DatasetSize, "datasetSize", QT_TRANSLATE_NOOP("WorkloadSetting", "dataset size"),
        nullptr, 0, 0, false),
    row<&W::plannedGpus>(S::PlannedGpus, "plannedGpus",
        QT_TRANSLATE_NOOP("WorkloadSetting", "GPUs planned later"), nullptr, 0, 0, false),
    row<&W::dataDrive>(
        S::DataDrive, "dataDrive", QT_TRANSLATE_NOOP("WorkloadSetting", "data drive"), nullptr, 0, 0, false),
    row<&W::model>(
        S::Model, "model", QT_TRANSLATE_NOOP("WorkloadSetting", "model"), "model", kLlm, F | I, true),
    row<&W::paramsBillions>(S::Params, "paramsBillions", QT_TRANSLATE_NOOP("WorkloadSetting", "model size"),
        "params", kLlm, kLlm, false),
    row<&W::method>(S::Method, "method", QT_TRANSLATE_NOOP("WorkloadSetting", "fine-tuning method"), "method",
        F, F, false),
    row<&W::framework>(S::Framework, "framework",
        QT_TRANSLATE_NOOP("WorkloadSetting", "fine-tuning framework"), "framework", F, 0, true),
    row<&W::optimizer>(S::Optimizer, "optimizer", QT_TRANSLATE_NOOP("WorkloadSetting", "optimizer"),
        "optimizer", T | F, 0, false),
    row<&W::parallelism>(S::Parallelism, "parallelism",
        QT_TRANSLATE_NOOP("WorkloadSetting", "multi-GPU method"), "parallel", T | F, 0, false),
    row<&W::sequenceLength>(S::Sequence, "sequenceLength",
        QT_TRANSLATE_NOOP("WorkloadSetting", "sequence length"), "seq", kLlm, F | I, false),
    row<&W::microBatch>(
        S::MicroBatch, "microBatch", QT_TRANSLATE_NOOP("WorkloadSetting", "batch"), "batch", T | F, 0, false),
    row<&W::checkpointing>(S::Checkpointing, "checkpointing",
        QT_TRANSLATE_NOOP("WorkloadSetting", "activation checkpointing"), "checkpointing", T | F, 0, false),
    row<&W::serving>(S::Serving, "serving", QT_TRANSLATE_NOOP("WorkloadSetting", "served sequences"),
        "serving", I, I, true),
    row<&W::engine>(
        S::Engine, "engine", QT_TRANSLATE_NOOP("WorkloadSetting", "serving engine"), "engine", I, 0, true),
    row<&W::kvPrecision>(S::KvPrecision, "kvPrecision",
        QT_TRANSLATE_NOOP("WorkloadSetting", "KV cache precision"), "kv-precision", I, 0, true),
    row<&W::promptTokens>(S::Prompt, "promptTokens", QT_TRANSLATE_NOOP("WorkloadSetting", "prompt length"),
        "prompt", I, 0, true),
    row<&W::offloadExperts>(S::OffloadExperts, "offloadExperts",
        QT_TRANSLATE_NOOP("WorkloadSetting", "experts in system memory"), "offload-experts", I, 0, true),
    row<&W::fusedLoss>(S::FusedLoss, "fusedLoss", QT_TRANSLATE_NOOP("WorkloadSetting", "fused cross-entropy"),
        "fused-loss", F, 0, true),
    row<&W::offloadExpertLayers>(S::ExpertLayers, "offloadExpertLayers",
        QT_TRANSLATE_NOOP("WorkloadSetting", "layers whose experts are in system memory"),
        "offload-expert-layers", I, 0, true),
};

static_assert(
    [] {
        for (std::size_t i = 0; i < kSettings.size(); ++i) {
            if (std::size_t(kSettings[i].setting) != i)
                return false;
        }
        return true;
    }(),
    "kSettings is in the order of WorkloadSetting");

} // namespace

std::span<const WorkloadSettingInfo> workloadSettings()
{
    return kSettings;
}

const WorkloadSettingInfo &settingInfo(WorkloadSetting setting)
{
    return kSettings[std::size_t(setting)];
}

QString settingName(WorkloadSetting setting)
{
    return QCoreApplication::translate("WorkloadSetting", settingInfo(setting).name);
}

bool kindReads(WorkloadKind kind, WorkloadSetting setting)
{
    return (settingInfo(setting).readBy & kindBit(kind)) != 0;
}

QString readersText(WorkloadSetting setting)
{
    QStringList kinds;
    for (WorkloadKind k : allValues<WorkloadKind>()) {
        if (kindReads(k, setting))
            kinds.append(toKey(k));
    }
    if (kinds.size() < 2)
        return Text::tr("--workload %1").arg(kinds.value(0));
    const QString last = kinds.takeLast();
    return Text::tr("--workload %1 or %2").arg(kinds.join(QStringLiteral(", ")), last);
}

QString settingText(const Workload &w, WorkloadSetting setting)
{
    const QLocale locale;
    switch (setting) {
    case S::Kind:
        return displayName(w.kind);
    case S::Task:
        return displayName(w.task);
    case S::Precision:
        return displayName(w.precision);
    case S::Preprocessing:
        return Text::tr("preprocessing %1").arg(displayName(w.preprocessing));
    case S::Loading:
        return w.asyncLoading ? Text::tr("asynchronous loading") : Text::tr("synchronous loading");
    case S::DatasetSize:
        return Text::tr("%1 GB of data").arg(locale.toString(w.datasetSize.value()));
    case S::PlannedGpus:
        return Text::tr("%n GPU(s) planned later", nullptr, w.plannedGpus);
    case S::DataDrive:
        return w.dataDrive.isEmpty() ? Text::tr("data on the default drive")
                                     : Text::tr("data on %1").arg(w.dataDrive);
    case S::Model:
        return w.model.isEmpty() ? Text::tr("no named model") : w.model;
    case S::Params:
        return Text::tr("%1B").arg(locale.toString(w.paramsBillions));
    case S::Method:
        return displayName(w.method);
    case S::Framework:
        return displayName(w.framework);
    case S::Optimizer:
        return displayName(w.optimizer);
    case S::Parallelism:
        return displayName(w.parallelism);
    case S::Sequence:
        return w.kind == WorkloadKind::Inference
            ? Text::tr("context %1").arg(locale.toString(w.sequenceLength))
            : Text::tr("sequence %1").arg(locale.toString(w.sequenceLength));
    case S::MicroBatch:
        return Text::tr("micro-batch %1").arg(w.microBatch);
    case S::Checkpointing:
        return w.checkpointing ? Text::tr("checkpointing") : Text::tr("no checkpointing");
    case S::Serving:
        return w.serving > 0 ? Text::tr("served to %n sequence(s) at once", nullptr, w.serving)
                             : Text::tr("one user");
    case S::Engine:
        return displayName(w.engine);
    case S::KvPrecision:
        return displayName(w.kvPrecision);
    case S::Prompt:
        return Text::tr("prompts of %1 tokens").arg(locale.toString(w.promptTokens));
    case S::OffloadExperts:
        return w.offloadExperts ? Text::tr("experts in system memory") : Text::tr("experts on the GPUs");
    case S::FusedLoss:
        return w.fusedLoss ? Text::tr("fused cross-entropy") : Text::tr("logits computed whole");
    case S::ExpertLayers:
        return w.offloadExpertLayers > 0
            ? Text::tr("experts of the first %n layer(s) in system memory", nullptr, w.offloadExpertLayers)
            : Text::tr("every layer's experts in system memory");
    }
    return {};
}

Workload newWorkload(WorkloadKind kind)
{
    Workload w;
    w.kind = kind;
    if (kind != WorkloadKind::Vision)
        w.precision = Precision::Bf16;
    if (kind == WorkloadKind::Inference)
        w.microBatch = 1;
    return w;
}

bool sameEstimateInputs(const Workload &a, const Workload &b)
{
    return a.kind == b.kind
        && std::none_of(kSettings.cbegin(), kSettings.cend(),
            [&](const WorkloadSettingInfo &s) { return kindReads(a.kind, s.setting) && s.differs(a, b); });
}

} // namespace rigsmith::core
