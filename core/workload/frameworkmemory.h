// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/workloadenums.h"
#include "core/workload/leaveoutcheck.h"
#include "core/workload/memoryestimate.h"

#include <QList>
#include <QString>

namespace rigsmith::core {

// Published peak GPU memory of fine-tuning runs by framework (core/workload/data/finetune_memory.csv,
// one sourced row each). Frameworks differ mostly in what the activations take (fused kernels,
// checkpoints offloaded to CPU memory), so each framework gets two factors on the modelled
// activations (ActivationFactors: the checkpoints kept, the layer worked on), fitted by least squares
// in relative error on its LoRA and QLoRA rows so that the modelled peak matches the measured one.
// Rows without checkpointing inform only the first; a framework whose rows never separate the two
// gets one factor for both. A framework without rows keeps 1 and says so. Multi-GPU rows ("8x A100")
// are modelled sharded (FSDP) across their cards.
struct FrameworkPoint
{
    FineTuneFramework framework = FineTuneFramework::HfPeft;
    QString model;
    FineTuneMethod method = FineTuneMethod::Lora;
    int sequence = 0;
    int batch = 1;
    bool checkpointing = false;
    double measuredGb = 0.0;
    QString gpu;
    int gpus = 1;
    QString source;
    // The optimizer as the source's config states it ("paged-adamw-8bit": bitsandbytes' PagedAdamW8bit,
    // torchtune's single-device full fine-tuning default); unstated rows take AdamW and full
    // fine-tuning rows without it are not checked.
    OptimizerKind optimizer = OptimizerKind::AdamW;
    bool optimizerStated = false;
};

struct FrameworkFit
{
    ActivationFactors factors;
    int points = 0; // rows the factor rests on (0: none published; factor 1)
};

const QList<FrameworkPoint> &frameworkPoints();
// The fit over `points`, leaving out the framework's rows of the model `excludedModel`.
FrameworkFit fitFramework(
    FineTuneFramework framework, const QList<FrameworkPoint> &points, const QString &excludedModel = {});
ActivationFactors frameworkActivationFactors(FineTuneFramework framework);
// Whether the framework computes every token's logits whole, in 32 bits, and keeps their gradient:
// Transformers with PEFT (and DeepSpeed on it) do; PEFT's prepare_model_for_kbit_training, which QLoRA
// runs, says "3- Add the upcasting of the lm head to fp32"
// (https://huggingface.co/docs/peft/package_reference/peft_model), and the Llama forward casts its
// logits with `logits = logits.float()` before the loss. Unsloth and torchtune compute the loss in
// chunks and are left without (their measured peaks are fitted as they are).
bool frameworkHoldsLogits(FineTuneFramework framework);
int frameworkPointCount(FineTuneFramework framework);

// Leave-one-model-out check of the modelled peak memory: each row predicted by its framework's fit
// without any row of the same model (so an 8 B row is judged by the 3 B and 70 B tables).
// One line per row: "Unsloth, Llama 3.1 8B QLoRA 2048: 7.6 GB measured, 8.1 modelled".
using FrameworkCheck = LeaveOutCheck;
FrameworkCheck checkFrameworkMemory(const QList<FrameworkPoint> &points);
// The relative error band of the memory estimate: the error four in five of the check's rows stay
// within (0 when unchecked).
double memoryErrorBand();

} // namespace rigsmith::core
