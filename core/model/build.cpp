// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/build.h"

#include "core/model/workloadsettings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>

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
        // Mainland China: a 220 V, 50 Hz network; the common domestic socket is rated 10 A, 250 V (16 A ones
        // are for heavy appliances). http://plugsocketmuseum.nl/China1.html: "Mainland China has a 220 Volt,
        // 50 Hz network" and "Socket, rated at 10A - 250V that suits the three commonly used types of plugs
        // for domestic use in mainland China".
        {QStringLiteral("cn-10a"), Text::tr("China, 220 V / 10 A socket"), 220, 10},
    };
}

Environment localEnvironment(QLocale::Territory territory)
{
    Environment e;
    const auto preset = [&e](const char *key) {
        for (const CircuitPreset &p : circuitPresets()) {
            if (p.key == QLatin1StringView(key)) {
                e.circuitVolts = p.volts;
                e.circuitAmps = p.amps;
            }
        }
    };
    switch (territory) {
    case QLocale::China:
        preset("cn-10a");
        break;
    case QLocale::UnitedKingdom:
        preset("uk-13a");
        break;
    // Countries whose domestic sockets are CEE 7 (Schuko or French), rated 16 A at 230 V: the Europe preset.
    case QLocale::Germany:
    case QLocale::Austria:
    case QLocale::France:
    case QLocale::Netherlands:
    case QLocale::Spain:
        preset("eu-16a");
        break;
    default:
        break; // North America's 120 V / 15 A, the guide's own
    }
    return e;
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
    if (build.otherWorkloads.size() > kMaxOtherWorkloads) {
        problems.append({QStringLiteral("otherWorkloads"),
            Text::tr("%1 further workloads: a build holds at most %2")
                .arg(build.otherWorkloads.size())
                .arg(kMaxOtherWorkloads)});
    }
    return problems;
}

QList<Workload> allWorkloads(const Build &build)
{
    QList<Workload> all {build.workload};
    all.append(build.otherWorkloads);
    return all;
}

Build workloadBuild(const Build &build, int index)
{
    if (index <= 0 || index > build.otherWorkloads.size())
        return build;
    Build b = build;
    b.workload = build.otherWorkloads[index - 1];
    b.workload.plannedGpus = build.workload.plannedGpus;
    b.workload.dataDrive = build.workload.dataDrive;
    b.otherWorkloads.clear();
    return b;
}

void makePrimary(Build &build, int index)
{
    if (index <= 0 || index > build.otherWorkloads.size())
        return;
    Workload promoted = build.otherWorkloads[index - 1];
    promoted.plannedGpus = build.workload.plannedGpus;
    promoted.dataDrive = build.workload.dataDrive;
    build.otherWorkloads[index - 1] = build.workload;
    build.workload = promoted;
}

void removeWorkload(Build &build, int index)
{
    if (index > 0 && index <= build.otherWorkloads.size()) {
        build.otherWorkloads.removeAt(index - 1);
    } else if (index == 0 && !build.otherWorkloads.isEmpty()) {
        makePrimary(build, 1);
        build.otherWorkloads.removeFirst();
    }
}

bool readsTaskProfile(const Workload &w)
{
    return kindReads(w.kind, WorkloadSetting::Task);
}

bool readsTrainingData(const Workload &w)
{
    return kindReads(w.kind, WorkloadSetting::Preprocessing);
}

QString describeWorkload(const Workload &w)
{
    const QLocale locale;
    // A named model by its name, else by its size ("8B").
    const QString model
        = w.model.isEmpty() ? Text::tr("%1B").arg(locale.toString(w.paramsBillions)) : w.model;
    switch (w.kind) {
    case WorkloadKind::Vision:
        return Text::tr("%1 (%2)").arg(displayName(w.kind), displayName(w.precision));
    case WorkloadKind::Transformer:
        return Text::tr("%1 (%2B parameters, %3)")
            .arg(displayName(w.kind), locale.toString(w.paramsBillions), displayName(w.precision));
    case WorkloadKind::FineTune:
        return Text::tr("%1 (%2, %3, %4 tokens)")
            .arg(displayName(w.kind), model, displayName(w.method), locale.toString(w.sequenceLength));
    case WorkloadKind::Inference:
        // Served sequences (the micro-batch of older files moved there on reading).
        return Text::tr("%1 (%2, %3, %4 tokens of context, %5 at once)")
            .arg(displayName(w.kind), model, displayName(w.precision), locale.toString(w.sequenceLength))
            .arg(std::max(1, w.serving));
    }
    return {};
}

} // namespace rigsmith::core
