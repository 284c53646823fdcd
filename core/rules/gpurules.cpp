// SPDX-License-Identifier: GPL-3.0-or-later
// GPU choice against the workload (RULES.md §1 GPU-4/7/8/14, §5.1); memory per card is in workloadrules.cpp.
#include "core/model/priceage.h"
#include "core/rules/ruleengine.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>
#include <QMap>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

bool isPascalGeForce(const GpuSpec &g)
{
    return g.architecture == u"Pascal" && g.category == GpuCategory::Consumer;
}

void fp16OnPascal(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.workload.precision != Precision::Fp16 && b.workload.precision != Precision::Bf16)
        return;
    for (const GpuPlacement &g : b.gpus) {
        if (!isPascalGeForce(g.gpu.spec))
            continue;
        out.append({QStringLiteral("GPU.FP16_ON_GTX10"), Severity::Warning,
            Text::tr("%1 is a GTX 10-series card: it has no fast 16-bit, so 16-bit training gains nothing.")
                .arg(g.gpu.info.name),
            Text::tr("Train in 32-bit on this card, or choose an RTX card for 16-bit."),
            QStringLiteral("RULES.md §1 GPU-4"), {g.gpu.info.id}, {g.slot}});
    }
}

void fp32OnTensorCores(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.workload.precision != Precision::Fp32)
        return;
    QList<int> slots;
    QList<PartId> parts;
    for (const GpuPlacement &g : b.gpus) {
        if (g.gpu.spec.tensorCores) {
            slots.append(g.slot);
            parts.append(g.gpu.info.id);
        }
    }
    if (slots.isEmpty())
        return;
    out.append({QStringLiteral("GPU.FP32_ON_TENSOR_CORES"), Severity::Advice,
        Text::tr(
            "The workload trains in 32-bit on tensor-core cards, which leaves most of their speed unused."),
        Text::tr("Train in 16-bit (mixed precision with dynamic loss scaling)."),
        QStringLiteral("RULES.md §1 GPU-7"), parts, slots});
}

void costInefficientGpu(const Build &b, const Analyses &, QList<Finding> &out)
{
    for (const GpuPlacement &g : b.gpus) {
        // Cost advice is for a card still to be bought: one the user owns (the advisor prices it so) has
        // cost what it cost.
        if (isOwnedPart(g.gpu.info))
            continue;
        const GpuSpec &s = g.gpu.spec;
        QString why;
        if (s.category == GpuCategory::Datacenter)
            why = Text::tr(
                "a data-centre card costs up to 10× more with no deep-learning advantage in a workstation");
        else if (s.category == GpuCategory::Workstation)
            why = Text::tr("a workstation (Quadro-class) card costs far more per unit of training speed");
        else if (s.category == GpuCategory::Titan)
            why = Text::tr("Titan cards cost far more per unit of training speed");
        else if (s.foundersEdition)
            why = Text::tr("Founders Edition cards cost more than partner cards of the same GPU");
        if (why.isEmpty())
            continue;
        out.append({QStringLiteral("GPU.COST_EFFICIENCY"), Severity::Warning,
            Text::tr("%1: %2.").arg(g.gpu.info.name, why),
            Text::tr("Unless you need its memory or licence terms, a consumer card of the same generation "
                     "gives more throughput per dollar."),
            QStringLiteral("RULES.md §1 GPU-8"), {g.gpu.info.id}, {g.slot}});
    }
}

void nonNvidiaGpu(const Build &b, const Analyses &, QList<Finding> &out)
{
    for (const GpuPlacement &g : b.gpus) {
        if (g.gpu.spec.vendor == u"NVIDIA")
            continue;
        out.append({QStringLiteral("GPU.NON_NVIDIA"), Severity::Warning,
            Text::tr("%1 is an %2 GPU: major networks run, but software support is thinner than CUDA's.")
                .arg(g.gpu.info.name, g.gpu.spec.vendor),
            Text::tr("Prefer an NVIDIA GPU unless you know your frameworks support this one well."),
            QStringLiteral("RULES.md §1 GPU-14"), {g.gpu.info.id}, {g.slot}});
    }
}

void mixedModels(const Build &b, const Analyses &a, QList<Finding> &out)
{
    // The later editions: GPUs of different types can share a box, but one job cannot be spread
    // efficiently across them; synchronous data-parallel training runs every card at the pace of
    // the slowest, so the guide's builds use one model (RULES.md §5.1, later editions).
    if (!a.workload.mixedModels)
        return;
    QMap<QString, int> counts;
    QList<PartId> parts;
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus) {
        ++counts[g.gpu.spec.model.isEmpty() ? g.gpu.info.name : g.gpu.spec.model];
        if (!parts.contains(g.gpu.info.id))
            parts.append(g.gpu.info.id);
        slots.append(g.slot);
    }
    QStringList models;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        models.append(QStringLiteral("%1 × %2").arg(it.value()).arg(it.key()));
    const bool inference = kindModel(b.workload.kind).sharing == WorkloadKindModel::Sharing::LayerSplit;
    out.append({QStringLiteral("GPU.MIXED_MODELS"), Severity::Warning,
        inference
            ? Text::tr("The build mixes GPU models (%1): a model split across them passes every card "
                       "in turn, so the slower cards hold the faster ones back; the estimate is %2.")
                  .arg(models.join(QStringLiteral(", ")),
                      formatThroughput(a.workload.throughput, a.workload.unit))
            : Text::tr("The build mixes GPU models (%1): one training job across them runs every card at "
                       "the pace of the slowest (%2), so the estimate is %3, not the sum of the cards.")
                  .arg(models.join(QStringLiteral(", ")), a.workload.paceGpu,
                      formatThroughput(a.workload.throughput, a.workload.unit)),
        Text::tr("Use one GPU model for every card, or give each model a job of its own."),
        QStringLiteral("RULES.md §5.1 (later editions)"), parts, slots});
}

} // namespace

QList<Rule> gpuRules()
{
    return {
        {"GPU.FP16_ON_GTX10", "gpu", "RULES.md §1 GPU-4", Severity::Warning, Severity::Warning, Rule::Parts,
            fp16OnPascal},
        {"GPU.FP32_ON_TENSOR_CORES", "gpu", "RULES.md §1 GPU-7", Severity::Advice, Severity::Advice,
            Rule::Parts, fp32OnTensorCores},
        {"GPU.COST_EFFICIENCY", "gpu", "RULES.md §1 GPU-8", Severity::Warning, Severity::Warning, Rule::Parts,
            costInefficientGpu},
        {"GPU.NON_NVIDIA", "gpu", "RULES.md §1 GPU-14", Severity::Warning, Severity::Warning, Rule::Parts,
            nonNvidiaGpu},
        {"GPU.MIXED_MODELS", "gpu", "RULES.md §5.1 (later editions)", Severity::Warning, Severity::Warning,
            Rule::Parts, mixedModels},
    };
}

} // namespace rigsmith::core::rules
