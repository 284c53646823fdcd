// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/buildeditcommand.h"

namespace rigsmith::core {

// Changes the workload. Consecutive workload edits merge (typing into a field is one step).
class SetWorkloadCommand : public BuildEditCommand
{
public:
    SetWorkloadCommand(BuildDocument *document, const Workload &workload);
    bool mergeWith(const QUndoCommand *other) override { return mergeAfter(other); }
};

// Changes the environment (electricity price, hours, years, circuit); merges like the workload.
class SetEnvironmentCommand : public BuildEditCommand
{
public:
    SetEnvironmentCommand(BuildDocument *document, const Environment &environment);
    bool mergeWith(const QUndoCommand *other) override { return mergeAfter(other); }
};

// Renames the build and edits its notes.
class SetMetadataCommand : public BuildEditCommand
{
public:
    SetMetadataCommand(BuildDocument *document, const QString &name, const QString &notes);
    bool mergeWith(const QUndoCommand *other) override { return mergeAfter(other); }
};

} // namespace rigsmith::core
