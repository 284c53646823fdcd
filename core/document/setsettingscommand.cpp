// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/setsettingscommand.h"

#include <QCoreApplication>

namespace rigsmith::core {

SetWorkloadCommand::SetWorkloadCommand(BuildDocument *document, const Workload &workload)
    : BuildEditCommand(document, QCoreApplication::translate("SetSettings", "Change workload"),
        ChangeEvent {ChangeEvent::What::Workload}, CommandId::SetWorkload)
{
    Build b = before();
    b.workload = workload;
    setAfter(std::move(b));
}

SetEnvironmentCommand::SetEnvironmentCommand(BuildDocument *document, const Environment &environment)
    : BuildEditCommand(document, QCoreApplication::translate("SetSettings", "Change environment"),
        ChangeEvent {ChangeEvent::What::Environment}, CommandId::SetEnvironment)
{
    Build b = before();
    b.environment = environment;
    setAfter(std::move(b));
}

SetMetadataCommand::SetMetadataCommand(BuildDocument *document, const QString &name, const QString &notes)
    : BuildEditCommand(document, QCoreApplication::translate("SetSettings", "Rename build"),
        ChangeEvent {ChangeEvent::What::Metadata}, CommandId::SetMetadata)
{
    Build b = before();
    b.name = name;
    b.notes = notes;
    setAfter(std::move(b));
}

} // namespace rigsmith::core
