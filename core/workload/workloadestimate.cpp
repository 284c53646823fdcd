// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/workloadestimate.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Workload)
};

double needed(const MemoryEstimate &m)
{
    return m.guideMinimum > 0 ? m.guideMinimum : m.total();
}

} // namespace

QString formatThroughput(double v, const QString &unit)
{
    const int digits = v >= 100 ? 0 : v >= 10 ? 1 : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(v, 'f', digits), unit);
}

WorkloadEstimate WorkloadEstimate::of(
    const Build &b, const ThermalEstimate &thermal, const PcieAllocation &pcie, double dataFactor)
{
    WorkloadEstimate e;
    e.kind = b.workload.kind;
    e.unit = ThroughputModel::unit(e.kind);
    const int n = int(b.gpus.size());
    e.memory = MemoryEstimate::of(b.workload, std::max(1, n));
    e.neededPerGpu = needed(e.memory);
    if (n == 0)
        return e;
    double sum = 0.0;
    double inverseSum = 0.0; // Σ 1/(units/s) of the cards alone, for the harmonic mean
    QList<double> effective; // each card's units/s after its throttling and link
    QStringList models;
    e.availablePerGpu = b.gpus.first().gpu.spec.memory.value();
    e.narrowestLanes = 16;
    e.generation = 6;
    for (const GpuPlacement &g : b.gpus) {
        e.availablePerGpu = std::min(e.availablePerGpu, g.gpu.spec.memory.value());
        const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(g.gpu.spec, b.workload);
        if (&g == &b.gpus.first()) {
            e.perGpu = one.unitsPerSecond;
            e.runsAs = one.runsAs;
        }
        const double heat = thermal.card(g.slot) ? thermal.card(g.slot)->loss : 0.0;
        const double linkLoss = pcie.link(g.slot) ? pcie.link(g.slot)->loss : 0.0;
        effective.append(one.unitsPerSecond * (1.0 - heat) * (1.0 - linkLoss));
        sum += effective.last();
        inverseSum += one.unitsPerSecond > 0 ? 1.0 / one.unitsPerSecond : 0.0;
        const QString model = QStringLiteral("%1/%2")
                                  .arg(g.gpu.spec.model.isEmpty() ? g.gpu.info.name : g.gpu.spec.model)
                                  .arg(g.gpu.spec.memory.value());
        if (!models.contains(model))
            models.append(model);
        if (const auto *l = pcie.link(g.slot)) {
            e.narrowestLanes = std::min(e.narrowestLanes, l->lanes);
            e.generation = std::min(e.generation, l->generation);
        }
    }
    e.mixedModels = models.size() > 1;
    // The card the scaling is figured for: the first, or with mixed models the slowest.
    qsizetype pace = 0;
    if (e.mixedModels) {
        pace = std::min_element(effective.cbegin(), effective.cend()) - effective.cbegin();
        const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(b.gpus[pace].gpu.spec, b.workload);
        e.runsAs = one.runsAs;
        if (e.kind == WorkloadKind::Inference) {
            // Layers split evenly: each token passes every card in turn, so the time per token is the
            // sum of the cards' shares and the speeds combine as a harmonic mean.
            e.perGpu = inverseSum > 0 ? n / inverseSum : 0.0;
            double inverseEffective = 0.0;
            for (double v : effective)
                inverseEffective += v > 0 ? 1.0 / v : 0.0;
            sum = inverseEffective > 0 ? n * n / inverseEffective : 0.0;
        } else {
            // Synchronous data parallelism: every step waits for the slowest card.
            e.perGpu = one.unitsPerSecond;
            e.paceGpu = b.gpus[pace].gpu.info.name;
            sum = effective[pace] * n;
        }
    }
    if (e.generation == 6)
        e.generation = b.gpus.first().gpu.spec.pcieGeneration;
    // A vision model's 16-bit memory need shrinks by the guide's 1.5 on tensor-core cards (GPU-5).
    if (e.kind == WorkloadKind::Vision && bytesPerValue(b.workload.precision) <= 2.0
        && b.gpus.first().gpu.spec.tensorCores)
        e.neededPerGpu = e.memory.guideMinimum / 1.5;
    e.fits = e.neededPerGpu <= e.availablePerGpu;
    const GpuSpec &first = b.gpus.first().gpu.spec;
    e.measuredBasis = ThroughputModel::hasMeasuredBasis(first);
    e.link = ThroughputModel::linkFor(b.gpus[pace].gpu.spec, n);
    if (e.mixedModels) {
        // An NVLink bridge joins two cards of one model only; peer-to-peer needs every card to allow
        // it (asked as for three cards: what PCIe allows, never the two-card bridge).
        e.link = ThroughputModel::Link::PcieP2p;
        for (const GpuPlacement &g : b.gpus) {
            if (ThroughputModel::linkFor(g.gpu.spec, 3) == ThroughputModel::Link::PcieHost)
                e.link = ThroughputModel::Link::PcieHost;
        }
    }
    e.scaling = ThroughputModel::scaling(
        b.gpus[pace].gpu.spec, b.workload, n, e.link, e.narrowestLanes, e.generation);
    e.throughput = sum / n * e.scaling * (e.kind == WorkloadKind::Vision ? dataFactor : 1.0);
    return e;
}

QList<FitOption> WorkloadEstimate::fitOptions(const Workload &w, int gpus, double cardGb)
{
    QList<FitOption> out;
    gpus = std::max(1, gpus);
    const auto tryWith = [&](const QString &what, Workload changed, int count) {
        const double gb = needed(MemoryEstimate::of(changed, count));
        if (gb <= cardGb)
            out.append({what, gb, count == gpus ? 0 : count});
    };
    if (w.kind == WorkloadKind::Vision)
        return out;
    if (w.kind == WorkloadKind::Inference) {
        for (Precision p : {Precision::Int8, Precision::Int4}) {
            if (bytesPerValue(p) < bytesPerValue(w.precision)) {
                Workload c = w;
                c.precision = p;
                tryWith(Text::tr("%1 weights").arg(displayName(p)), c, gpus);
            }
        }
        if (w.microBatch > 1) {
            Workload c = w;
            c.microBatch = 1;
            tryWith(Text::tr("one sequence at a time"), c, gpus);
        }
    } else {
        if (!w.checkpointing) {
            Workload c = w;
            c.checkpointing = true;
            tryWith(Text::tr("activation checkpointing"), c, gpus);
        }
        if (w.optimizer == OptimizerKind::AdamW) {
            Workload c = w;
            c.optimizer = OptimizerKind::AdamW8bit;
            c.checkpointing = true;
            tryWith(Text::tr("8-bit AdamW with checkpointing"), c, gpus);
        }
        if (w.kind == WorkloadKind::FineTune && w.method == FineTuneMethod::Full) {
            Workload c = w;
            c.method = FineTuneMethod::Lora;
            c.checkpointing = true;
            tryWith(Text::tr("LoRA with checkpointing"), c, gpus);
        }
        if (w.kind == WorkloadKind::FineTune && w.method != FineTuneMethod::Qlora) {
            Workload c = w;
            c.method = FineTuneMethod::Qlora;
            c.checkpointing = true;
            tryWith(Text::tr("QLoRA (4-bit base) with checkpointing"), c, gpus);
        }
        if (w.microBatch > 1) {
            Workload c = w;
            c.microBatch = 1;
            c.checkpointing = true;
            tryWith(Text::tr("micro-batch 1 with checkpointing"), c, gpus);
        }
    }
    // Sharding across more cards of this size (training: FSDP; inference: layers split).
    Workload sharded = w;
    if (w.kind != WorkloadKind::Inference) {
        sharded.parallelism = Parallelism::Fsdp;
        sharded.checkpointing = true;
    }
    for (int count = gpus + 1; count <= 64; ++count) {
        if (needed(MemoryEstimate::of(sharded, count)) <= cardGb) {
            tryWith(w.kind == WorkloadKind::Inference
                    ? Text::tr("layers split across %n GPU(s)", nullptr, count)
                    : Text::tr("FSDP with checkpointing across %n GPU(s)", nullptr, count),
                sharded, count);
            break;
        }
    }
    return out;
}

} // namespace rigsmith::core
