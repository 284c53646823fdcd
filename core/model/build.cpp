// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/build.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace rigsmith::core {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Build)
};
} // namespace

const GpuPlacement *Build::gpuInSlot(int slot) const
{
    for (const GpuPlacement &p : gpus) {
        if (p.slot == slot)
            return &p;
    }
    return nullptr;
}

QList<CircuitPreset> circuitPresets()
{
    return {
        {QStringLiteral("na-15a"), Text::tr("North America, 120 V / 15 A"), 120, 15},
        {QStringLiteral("na-20a"), Text::tr("North America, 120 V / 20 A"), 120, 20},
        {QStringLiteral("eu-16a"), Text::tr("Europe, 230 V / 16 A"), 230, 16},
        {QStringLiteral("uk-13a"), Text::tr("United Kingdom, 230 V / 13 A plug"), 230, 13},
    };
}

std::optional<CircuitPreset> circuitPresetOf(const Environment &e)
{
    for (const CircuitPreset &p : circuitPresets()) {
        if (p.volts == e.circuitVolts && p.amps == e.circuitAmps)
            return p;
    }
    return std::nullopt;
}

QList<StructuralProblem> structuralProblems(const Build &build)
{
    QList<StructuralProblem> problems;
    if (build.gpus.size() > Build::kMaxGpus) {
        problems.append({QStringLiteral("gpus"),
            Text::tr("%1 GPUs: a build holds at most %2").arg(build.gpus.size()).arg(Build::kMaxGpus)});
    }
    QSet<int> used;
    for (qsizetype i = 0; i < build.gpus.size(); ++i) {
        const int slot = build.gpus[i].slot;
        const QString field = QStringLiteral("gpus[%1].slot").arg(i);
        if (slot < 1 || slot > Build::kMaxSlotPosition) {
            problems.append(
                {field, Text::tr("slot %1 is out of range 1–%2").arg(slot).arg(Build::kMaxSlotPosition)});
        } else if (build.motherboard && !build.motherboard->spec.slotAt(slot)) {
            problems.append({field,
                Text::tr("the motherboard %1 has no slot %2").arg(build.motherboard->info.name).arg(slot)});
        }
        if (used.contains(slot))
            problems.append({field, Text::tr("slot %1 already holds another GPU").arg(slot)});
        used.insert(slot);
    }
    const auto checkQuantities = [&](const auto &list, const QString &name) {
        for (qsizetype i = 0; i < list.size(); ++i) {
            const int q = list[i].quantity;
            if (q < 1 || q > Build::kMaxQuantity) {
                problems.append({QStringLiteral("%1[%2].quantity").arg(name).arg(i),
                    Text::tr("quantity %1 is out of range 1–%2").arg(q).arg(Build::kMaxQuantity)});
            }
        }
    };
    checkQuantities(build.memory, QStringLiteral("memory"));
    checkQuantities(build.storage, QStringLiteral("storage"));
    return problems;
}

QString describeWorkload(const Workload &w)
{
    const QLocale locale;
    switch (w.kind) {
    case WorkloadKind::Vision:
        return Text::tr("%1 (%2)").arg(displayName(w.kind), displayName(w.precision));
    case WorkloadKind::Transformer:
        return Text::tr("%1 (%2B parameters, %3)")
            .arg(displayName(w.kind), locale.toString(w.paramsBillions), displayName(w.precision));
    case WorkloadKind::FineTune:
        return Text::tr("%1 (%2B, %3, %4 tokens)")
            .arg(displayName(w.kind), locale.toString(w.paramsBillions), displayName(w.method),
                locale.toString(w.sequenceLength));
    case WorkloadKind::Inference:
        return Text::tr("%1 (%2B, %3, %4 tokens of context, %5 at once)")
            .arg(displayName(w.kind), locale.toString(w.paramsBillions), displayName(w.precision),
                locale.toString(w.sequenceLength))
            .arg(w.microBatch);
    }
    return {};
}

} // namespace rigsmith::core
