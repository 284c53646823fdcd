// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/throughputmodel.h"

#include <QList>

namespace rigsmith::core {

// A setting changed to make a job fit a card it does not ("activation checkpointing"), with the job
// as changed.
struct FitChange
{
    QString what;
    Workload changed;
};

// What each kind of job is to the estimates, described once (workloadkinds.cpp holds one row a
// kind): how one card's speed is estimated, how several cards share the work, what fills a card's
// memory, how far the figures may be off, and what may make the job fit a card it does not. A new
// kind of job is a row here, its settings' rows in workloadsettings.cpp (the kinds that read each
// setting: the form, the CLI options and the file follow them) and its presets in presets.cpp.
struct WorkloadKindModel
{
    // How the cards of a build share the job.
    enum class Sharing {
        DataParallel, // each card runs the whole model on its part of the batch; every step waits for
                      // the slowest card; gradients are exchanged over the link
        LayerSplit, // each card holds a share of the layers (in proportion to its memory); a token passes
                    // every card in turn
    };

    WorkloadKind kind;
    // The unit the speed is counted in ("images/s").
    QString (*unit)();
    // One card alone (a card with a measured basis: ThroughputModel::hasMeasuredBasis).
    ThroughputModel::PerGpu (*singleGpu)(const GpuSpec &gpu, const Workload &workload);
    // The speed-up of `gpus` cards (at least two) over one.
    double (*scaling)(const GpuSpec &gpu, const Workload &workload, int gpus, ThroughputModel::Link link,
        int lanes, int generation);
    // How far the speed may be off, as a fraction (the error four in five leave-out rows stay within),
    // and how far two builds' speeds may differ and still be the same (the leave-one-out mean).
    double (*throughputBand)(const Workload &workload);
    double (*comparisonBand)(const Workload &workload);
    // What one card of `gpus` holds.
    MemoryEstimate (*memory)(const Workload &workload, int gpus, ActivationFactors factors);
    // The activation factors the memory is counted with (a fine-tuning framework's fit), and how far the
    // memory figure may be off (0: no measured band).
    ActivationFactors (*activationFactors)(const Workload &workload);
    double (*memoryBand)();
    // Settings that may make the job fit `gpus` cards of `cardGb` it does not fit, short of more cards;
    // and the job as it is spread over more cards (FSDP, layers split) with what that is called for
    // `gpus` cards (none: more cards of the size do not help).
    QList<FitChange> (*fitChanges)(const Workload &workload, int gpus, double cardGb);
    FitChange (*spread)(const Workload &workload, int gpus);
    Sharing sharing;
    // The job updates weights: gradients and optimizer states on the cards, checkpoints on the disk.
    bool trains;
    // Images are read and preprocessed every step: the data loading's pace bounds the speed, and the
    // memory is the guide's per task profile, of which 16-bit on tensor cores holds more (GPU-5).
    bool imageData;
};

// Whether a training job updates every weight (from scratch, or a full fine-tune) rather than adapters
// (LoRA, QLoRA): a job without a method to choose trains every weight.
bool trainsEveryWeight(const Workload &workload);

// The row of `kind`.
const WorkloadKindModel &kindModel(WorkloadKind kind);
// Every row, in the order of WorkloadKind.
const QList<WorkloadKindModel> &kindModels();

} // namespace rigsmith::core
