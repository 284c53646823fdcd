// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

#include <QStringList>

namespace rigsmith::core {

// Changes a workload: the primary (`index` 0) or a further one (`index` of allWorkloads()). The step
// is named after the field it changes ("Change model size"), or `text` when given (a preset).
// Consecutive edits of the same field of the same workload merge (typing into a field is one step);
// an edit of another field, or any edit after an undo, starts a new step.
class SetWorkloadCommand : public BuildEditCommand
{
public:
    SetWorkloadCommand(
        BuildDocument *document, const Workload &workload, const QString &text = {}, int index = 0);
    bool mergeWith(const QUndoCommand *other) override;
    // The fields that differ between two workloads, as stable keys ("paramsBillions").
    static QStringList changedFields(const Workload &before, const Workload &after);

private:
    QStringList mFields;
    int mIndex = 0;
};

// Adds, removes or reorders the build's workloads: the step sets the whole list, `after`
// being the build's workloads as the caller computed them. Never merges.
class SetWorkloadListCommand : public BuildEditCommand
{
public:
    SetWorkloadListCommand(
        BuildDocument *document, const Workload &primary, const QList<Workload> &others, const QString &text);
};

// Changes the environment (electricity price, hours, years, circuit); named and merged like the
// workload.
class SetEnvironmentCommand : public BuildEditCommand
{
public:
    SetEnvironmentCommand(BuildDocument *document, const Environment &environment);
    bool mergeWith(const QUndoCommand *other) override;
    static QStringList changedFields(const Environment &before, const Environment &after);

private:
    QStringList mFields;
};

// Renames the build and edits its notes.
class SetMetadataCommand : public BuildEditCommand
{
public:
    SetMetadataCommand(BuildDocument *document, const QString &name, const QString &notes);
    bool mergeWith(const QUndoCommand *other) override { return mergeAfter(other); }
};

} // namespace rigsmith::core
