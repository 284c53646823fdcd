// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/setsettingscommand.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

// The translated name of a workload or environment field, for the step's name.
QString fieldName(const QString &key)
{
    static const struct
    {
        const char *key;
        const char *name;
    } names[] = {
        {"task", QT_TRANSLATE_NOOP("SetSettings", "task")},
        {"precision", QT_TRANSLATE_NOOP("SetSettings", "precision")},
        {"preprocessing", QT_TRANSLATE_NOOP("SetSettings", "preprocessing")},
        {"asyncLoading", QT_TRANSLATE_NOOP("SetSettings", "asynchronous loading")},
        {"datasetSize", QT_TRANSLATE_NOOP("SetSettings", "dataset size")},
        {"plannedGpus", QT_TRANSLATE_NOOP("SetSettings", "GPUs planned later")},
        {"kind", QT_TRANSLATE_NOOP("SetSettings", "what the build runs")},
        {"paramsBillions", QT_TRANSLATE_NOOP("SetSettings", "model size")},
        {"method", QT_TRANSLATE_NOOP("SetSettings", "fine-tuning method")},
        {"optimizer", QT_TRANSLATE_NOOP("SetSettings", "optimizer")},
        {"parallelism", QT_TRANSLATE_NOOP("SetSettings", "multi-GPU method")},
        {"sequenceLength", QT_TRANSLATE_NOOP("SetSettings", "sequence length")},
        {"microBatch", QT_TRANSLATE_NOOP("SetSettings", "batch")},
        {"checkpointing", QT_TRANSLATE_NOOP("SetSettings", "activation checkpointing")},
        {"dataDrive", QT_TRANSLATE_NOOP("SetSettings", "data drive")},
        {"model", QT_TRANSLATE_NOOP("SetSettings", "model")},
        {"serving", QT_TRANSLATE_NOOP("SetSettings", "served sequences")},
        {"engine", QT_TRANSLATE_NOOP("SetSettings", "serving engine")},
        {"kvPrecision", QT_TRANSLATE_NOOP("SetSettings", "KV cache precision")},
        {"promptTokens", QT_TRANSLATE_NOOP("SetSettings", "prompt length")},
        {"framework", QT_TRANSLATE_NOOP("SetSettings", "fine-tuning framework")},
        {"offloadExperts", QT_TRANSLATE_NOOP("SetSettings", "experts in system memory")},
        {"electricityPrice", QT_TRANSLATE_NOOP("SetSettings", "electricity price")},
        {"currency", QT_TRANSLATE_NOOP("SetSettings", "currency")},
        {"hoursPerDay", QT_TRANSLATE_NOOP("SetSettings", "hours a day")},
        {"years", QT_TRANSLATE_NOOP("SetSettings", "years of use")},
        {"circuit", QT_TRANSLATE_NOOP("SetSettings", "wall circuit")},
        {"budget", QT_TRANSLATE_NOOP("SetSettings", "budget")},
    };
    for (const auto &n : names) {
        if (key == QLatin1String(n.key))
            return QCoreApplication::translate("SetSettings", n.name);
    }
    return key;
}

// "Change model size" for one field; `all` ("Change workload") for several or none.
QString stepName(const QStringList &fields, const QString &all)
{
    if (fields.size() == 1)
        return QCoreApplication::translate("SetSettings", "Change %1").arg(fieldName(fields.first()));
    return all;
}

} // namespace

QStringList SetWorkloadCommand::changedFields(const Workload &a, const Workload &b)
{
    QStringList out;
    const auto note = [&out](bool differs, const char *key) {
        if (differs)
            out.append(QLatin1String(key));
    };
    note(a.task != b.task, "task");
    note(a.precision != b.precision, "precision");
    note(a.preprocessing != b.preprocessing, "preprocessing");
    note(a.asyncLoading != b.asyncLoading, "asyncLoading");
    note(!(a.datasetSize == b.datasetSize), "datasetSize");
    note(a.plannedGpus != b.plannedGpus, "plannedGpus");
    note(a.kind != b.kind, "kind");
    note(a.paramsBillions != b.paramsBillions, "paramsBillions");
    note(a.method != b.method, "method");
    note(a.optimizer != b.optimizer, "optimizer");
    note(a.parallelism != b.parallelism, "parallelism");
    note(a.sequenceLength != b.sequenceLength, "sequenceLength");
    note(a.microBatch != b.microBatch, "microBatch");
    note(a.checkpointing != b.checkpointing, "checkpointing");
    note(a.dataDrive != b.dataDrive, "dataDrive");
    note(a.model != b.model, "model");
    note(a.serving != b.serving, "serving");
    note(a.engine != b.engine, "engine");
    note(a.kvPrecision != b.kvPrecision, "kvPrecision");
    note(a.promptTokens != b.promptTokens, "promptTokens");
    note(a.framework != b.framework, "framework");
    note(a.offloadExperts != b.offloadExperts, "offloadExperts");
    note(a.extras != b.extras, "extras");
    return out;
}

QStringList SetEnvironmentCommand::changedFields(const Environment &a, const Environment &b)
{
    QStringList out;
    const auto note = [&out](bool differs, const char *key) {
        if (differs)
            out.append(QLatin1String(key));
    };
    note(a.electricityPricePerKwh != b.electricityPricePerKwh, "electricityPrice");
    note(a.currency != b.currency, "currency");
    note(a.hoursPerDay != b.hoursPerDay, "hoursPerDay");
    note(a.years != b.years, "years");
    // Volts and amps are one circuit: a preset sets both.
    note(a.circuitVolts != b.circuitVolts || a.circuitAmps != b.circuitAmps, "circuit");
    note(a.budget != b.budget, "budget");
    note(a.extras != b.extras, "extras");
    return out;
}

SetWorkloadCommand::SetWorkloadCommand(
    BuildDocument *document, const Workload &workload, const QString &text, int index)
    : BuildEditCommand(document, text, ChangeEvent {ChangeEvent::What::Workload}, CommandId::SetWorkload)
    , mIndex(index > 0 && index <= document->build().otherWorkloads.size() ? index : 0)
{
    Build b = before();
    Workload &target = mIndex == 0 ? b.workload : b.otherWorkloads[mIndex - 1];
    mFields = changedFields(target, workload);
    if (text.isEmpty())
        setText(stepName(mFields, QCoreApplication::translate("SetSettings", "Change workload")));
    else
        mFields = QStringList {QStringLiteral("text:") + text}; // a preset: merges only with itself
    target = workload;
    setAfter(std::move(b));
}

bool SetWorkloadCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = dynamic_cast<const SetWorkloadCommand *>(other);
    return edit && !mFields.isEmpty() && edit->mIndex == mIndex && edit->mFields == mFields
        && mergeAfter(other);
}

SetWorkloadListCommand::SetWorkloadListCommand(
    BuildDocument *document, const Workload &primary, const QList<Workload> &others, const QString &text)
    : BuildEditCommand(document, text, ChangeEvent {ChangeEvent::What::Workload})
{
    Build b = before();
    b.workload = primary;
    b.otherWorkloads = others;
    setAfter(std::move(b));
}

SetEnvironmentCommand::SetEnvironmentCommand(BuildDocument *document, const Environment &environment)
    : BuildEditCommand(
        document, QString(), ChangeEvent {ChangeEvent::What::Environment}, CommandId::SetEnvironment)
    , mFields(changedFields(document->build().environment, environment))
{
    setText(stepName(mFields, QCoreApplication::translate("SetSettings", "Change environment")));
    Build b = before();
    b.environment = environment;
    setAfter(std::move(b));
}

bool SetEnvironmentCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = dynamic_cast<const SetEnvironmentCommand *>(other);
    return edit && !mFields.isEmpty() && edit->mFields == mFields && mergeAfter(other);
}

SetMetadataCommand::SetMetadataCommand(BuildDocument *document, const QString &name, const QString &notes)
    : BuildEditCommand(document, QCoreApplication::translate("SetSettings", "Rename build"),
        ChangeEvent {ChangeEvent::What::Metadata}, CommandId::SetMetadata)
{
    Build b = before();
    if (b.name == name && b.notes != notes)
        setText(QCoreApplication::translate("SetSettings", "Edit the build's notes"));
    else if (b.name != name && b.notes != notes)
        setText(QCoreApplication::translate("SetSettings", "Rename build and edit its notes"));
    b.name = name;
    b.notes = notes;
    setAfter(std::move(b));
}

} // namespace rigsmith::core
