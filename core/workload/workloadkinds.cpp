// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/workloadkinds.h"

#include "core/model/workloadsettings.h"
#include "core/workload/decodeengine.h"
#include "core/workload/expertoffload.h"
#include "core/workload/frameworkmemory.h"
#include "core/workload/servingmodel.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

bool fitsOn(const Workload &w, int gpus, double cardGb)
{
    return MemoryEstimate::of(w, gpus).needed() <= cardGb;
}

// Training a transformer from scratch or fine-tuning one: what frees memory on the cards one has.
QList<FitChange> trainingFitChanges(const Workload &w, int, double)
{
    QList<FitChange> out;
    // First what costs no speed: the loss in chunks where the framework holds every token's logits.
    if (settingApplies(w, WorkloadSetting::FusedLoss) && !w.fusedLoss) {
        Workload c = w;
        c.fusedLoss = true;
        out.append({Text::tr("fused cross-entropy (Liger Kernel, use_liger_kernel=True)"), c});
        if (!w.checkpointing) {
            c.checkpointing = true;
            out.append({Text::tr("fused cross-entropy with checkpointing"), c});
        }
    }
    if (!w.checkpointing) {
        Workload c = w;
        c.checkpointing = true;
        out.append({Text::tr("activation checkpointing"), c});
    }
    if (w.optimizer == OptimizerKind::AdamW) {
        Workload c = w;
        c.optimizer = OptimizerKind::AdamW8bit;
        c.checkpointing = true;
        out.append({Text::tr("8-bit AdamW with checkpointing"), c});
    }
    // Every weight still trained, the way torchtune's single-device recipe does it (memoryestimate.h).
    if (kindReads(w.kind, WorkloadSetting::Framework) && trainsEveryWeight(w)
        && w.framework != FineTuneFramework::Torchtune) {
        Workload c = w;
        c.framework = FineTuneFramework::Torchtune;
        c.optimizer = OptimizerKind::AdamW8bit;
        c.checkpointing = true;
        out.append({Text::tr("torchtune's full fine-tuning recipe (bf16 throughout, paged 8-bit AdamW, "
                             "checkpointing)"),
            c});
    }
    // Adapters instead of every weight, where the job has a method to choose.
    if (kindReads(w.kind, WorkloadSetting::Method)) {
        if (w.method == FineTuneMethod::Full) {
            Workload c = w;
            c.method = FineTuneMethod::Lora;
            c.checkpointing = true;
            out.append({Text::tr("LoRA with checkpointing"), c});
        }
        if (w.method != FineTuneMethod::Qlora) {
            Workload c = w;
            c.method = FineTuneMethod::Qlora;
            c.checkpointing = true;
            out.append({Text::tr("QLoRA (4-bit base) with checkpointing"), c});
        }
    }
    if (w.microBatch > 1) {
        Workload c = w;
        c.microBatch = 1;
        c.checkpointing = true;
        out.append({Text::tr("micro-batch 1 with checkpointing"), c});
    }
    return out;
}

FitChange shardedTraining(const Workload &w, int gpus)
{
    Workload c = w;
    c.parallelism = Parallelism::Fsdp;
    c.checkpointing = true;
    return {Text::tr("FSDP with checkpointing across %n GPU(s)", nullptr, gpus), c};
}

// Running a model: lower precisions for the weights and the cache, fewer sequences at once, experts
// kept in system memory.
QList<FitChange> servingFitChanges(const Workload &w, int gpus, double cardGb)
{
    QList<FitChange> out;
    for (Precision p : {Precision::Int8, Precision::Int4}) {
        if (bytesPerValue(p) < bytesPerValue(w.precision)) {
            Workload c = w;
            c.precision = p;
            out.append({displayName(p), c});
        }
    }
    if (const auto kv = smallerKvOffered(w.engine, w.kvPrecision)) {
        Workload c = w;
        c.kvPrecision = *kv;
        out.append({displayName(*kv), c});
    }
    if (w.serving > 1) {
        // The most sequences the cards hold at this context.
        Workload c = w;
        for (int n = w.serving - 1; n >= 1; --n) {
            c.serving = n;
            if (fitsOn(c, gpus, cardGb)) {
                out.append({Text::tr("%n concurrent sequence(s)", nullptr, n), c});
                break;
            }
        }
    }
    const ModelShape shape = shapeOf(w);
    if (canOffloadExperts(w.engine) && shape.isMoe() && (!w.offloadExperts || w.offloadExpertLayers > 0)) {
        // As few layers' experts in system memory as make it fit (llama.cpp's --n-cpu-moe N): each layer
        // left on the GPUs is read there, faster; or every layer's when no fewer do.
        Workload all = w;
        all.offloadExperts = true;
        all.offloadExpertLayers = 0;
        const Workload c = fewestExpertLayers(
            all, [&](const Workload &v) { return fitsOn(v, gpus, cardGb - kExpertPlacementMarginGb); });
        if (c.offloadExpertLayers > 0)
            out.append({Text::tr("experts of the first %n of %1 layers kept in system memory (llama.cpp "
                                 "--n-cpu-moe; slower: read from RAM)",
                            nullptr, c.offloadExpertLayers)
                            .arg(shape.layers),
                c});
        else
            out.append({Text::tr("experts kept in system memory (slower: read from RAM)"), c});
    }
    return out;
}

FitChange layersSplit(const Workload &w, int gpus)
{
    return {Text::tr("layers split across %n GPU(s)", nullptr, gpus), w};
}

double servingBand(const Workload &w)
{
    if (w.serving > 0)
        return ServingModel::errorBand();
    // llama.cpp's decode fit and the engine's factor against it err apart: their errors add.
    const double band = decodeErrorBand() + engineDecode(w.engine).band;
    // Experts read from system memory: the published runs of that kind, each predicted without its own
    // source, err by more (expertoffload.h).
    return offloadedExpertShare(w) > 0 ? std::max(band, expertOffloadFit().check.band()) : band;
}

double trainingBand(const Workload &)
{
    return trainingErrorBand();
}

double servingComparisonBand(const Workload &w)
{
    // The engine's factor is the same for every build of the job: it moves them all alike.
    return w.serving > 0 ? ServingModel::comparisonBand() : decodeComparisonBand();
}

double trainingComparison(const Workload &)
{
    return trainingComparisonBand();
}

ActivationFactors frameworkFactors(const Workload &w)
{
    return frameworkActivationFactors(w.framework);
}

QList<FitChange> noFitChanges(const Workload &, int, double)
{
    return {};
}

using Sharing = WorkloadKindModel::Sharing;

} // namespace

const QList<WorkloadKindModel> &kindModels()
{
    static const QList<WorkloadKindModel> kinds {
        // Training an image model (a convolution net): the guide's memory per task profile, data loading.
        {WorkloadKind::Vision, [] { return Text::tr("images/s"); }, &ThroughputModel::imageTrainingSpeed,
            &ThroughputModel::imageTrainingScaling, &trainingBand, &trainingComparison,
            &MemoryEstimate::guideMinimumOf, nullptr, nullptr, &noFitChanges, nullptr, Sharing::DataParallel,
            true, true},
        // Training a transformer from scratch: every weight, with gradients and optimizer states.
        {WorkloadKind::Transformer, [] { return Text::tr("training tokens/s"); },
            &ThroughputModel::transformerTrainingSpeed, &ThroughputModel::transformerTrainingScaling,
            &trainingBand, &trainingComparison, &MemoryEstimate::trainingOf, nullptr, nullptr,
            &trainingFitChanges, &shardedTraining, Sharing::DataParallel, true, false},
        // Fine-tuning: as training, with adapters (LoRA, QLoRA) and a framework whose measured peaks
        // scale the activations (and give the memory figure its error band).
        {WorkloadKind::FineTune, [] { return Text::tr("training tokens/s"); },
            &ThroughputModel::transformerTrainingSpeed, &ThroughputModel::transformerTrainingScaling,
            &trainingBand, &trainingComparison, &MemoryEstimate::trainingOf, &frameworkFactors,
            &memoryErrorBand, &trainingFitChanges, &shardedTraining, Sharing::DataParallel, true, false},
        // Running a model: decode for one user or a server's sequences, layers split over the cards.
        {WorkloadKind::Inference, [] { return Text::tr("generated tokens/s"); },
            &ThroughputModel::decodeSpeed, &ThroughputModel::layerSplitScaling, &servingBand,
            &servingComparisonBand, &MemoryEstimate::servingOf, nullptr, nullptr, &servingFitChanges,
            &layersSplit, Sharing::LayerSplit, false, false},
    };
    return kinds;
}

bool trainsEveryWeight(const Workload &w)
{
    return !kindReads(w.kind, WorkloadSetting::Method) || w.method == FineTuneMethod::Full;
}

const WorkloadKindModel &kindModel(WorkloadKind kind)
{
    for (const WorkloadKindModel &k : kindModels()) {
        if (k.kind == kind)
            return k;
    }
    return kindModels().first();
}

} // namespace rigsmith::core
