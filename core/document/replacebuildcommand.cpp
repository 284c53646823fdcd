// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/document/replacebuildcommand.h"

namespace rigsmith::core {

ReplaceBuildCommand::ReplaceBuildCommand(BuildDocument *document, const QString &text, Build build)
    : BuildEditCommand(document, text, ChangeEvent {ChangeEvent::What::Reset})
{
    setAfter(std::move(build));
}

} // namespace rigsmith::core
