// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/setsettingscommand.h"

#include "core/model/workloadsettings.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

// One field of a workload or an environment: its key (how the undo steps compare edits), its name for
// the step, translated in its context ("Change model size"; none for fields the user does not see) and
// whether two values differ.
template<typename T>
struct Field
{
    const char *key;
    const char *context; // of the name's translation
    const char *name;
    bool (*differs)(const T &, const T &);
};

// A workload's fields are its settings (core/model/workloadsettings.h) and the extras the file keeps.
const QList<Field<Workload>> &workloadFields()
{
    static const QList<Field<Workload>> fields = [] {
        QList<Field<Workload>> out;
        for (const WorkloadSettingInfo &s : workloadSettings())
            out.append({s.key, "WorkloadSetting", s.name, s.differs});
        out.append({"extras", nullptr, nullptr,
            [](const Workload &a, const Workload &b) { return a.extras != b.extras; }});
        return out;
    }();
    return fields;
}

const QList<Field<Environment>> &environmentFields()
{
    using E = Environment;
    static const QList<Field<E>> fields {
        {"electricityPrice", "SetSettings", QT_TRANSLATE_NOOP("SetSettings", "electricity price"),
            [](const E &a, const E &b) { return a.electricityPricePerKwh != b.electricityPricePerKwh; }},
        {"currency", "SetSettings", QT_TRANSLATE_NOOP("SetSettings", "currency"),
            [](const E &a, const E &b) { return a.currency != b.currency; }},
        {"hoursPerDay", "SetSettings", QT_TRANSLATE_NOOP("SetSettings", "hours a day"),
            [](const E &a, const E &b) { return a.hoursPerDay != b.hoursPerDay; }},
        {"years", "SetSettings", QT_TRANSLATE_NOOP("SetSettings", "years of use"),
            [](const E &a, const E &b) { return a.years != b.years; }},
        // Volts and amps are one circuit: a preset sets both.
        {"circuit", "SetSettings", QT_TRANSLATE_NOOP("SetSettings", "wall circuit"),
            [](const E &a, const E &b) {
                return a.circuitVolts != b.circuitVolts || a.circuitAmps != b.circuitAmps;
            }},
        {"budget", "SetSettings", QT_TRANSLATE_NOOP("SetSettings", "budget"),
            [](const E &a, const E &b) { return a.budget != b.budget; }},
        {"extras", nullptr, nullptr, [](const E &a, const E &b) { return a.extras != b.extras; }},
    };
    return fields;
}

template<typename T>
QStringList changed(const QList<Field<T>> &fields, const T &a, const T &b)
{
    QStringList out;
    for (const Field<T> &f : fields) {
        if (f.differs(a, b))
            out.append(QLatin1String(f.key));
    }
    return out;
}

// "Change model size" for one field; `all` ("Change workload") for several or none.
template<typename T>
QString stepName(const QList<Field<T>> &fields, const QStringList &keys, const QString &all)
{
    if (keys.size() != 1)
        return all;
    for (const Field<T> &f : fields) {
        if (f.name && keys.first() == QLatin1String(f.key))
            return QCoreApplication::translate("SetSettings", "Change %1")
                .arg(QCoreApplication::translate(f.context, f.name));
    }
    return all;
}

} // namespace

QStringList SetWorkloadCommand::changedFields(const Workload &a, const Workload &b)
{
    return changed(workloadFields(), a, b);
}

QStringList SetEnvironmentCommand::changedFields(const Environment &a, const Environment &b)
{
    return changed(environmentFields(), a, b);
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
        setText(stepName(
            workloadFields(), mFields, QCoreApplication::translate("SetSettings", "Change workload")));
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
    setText(stepName(
        environmentFields(), mFields, QCoreApplication::translate("SetSettings", "Change environment")));
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
