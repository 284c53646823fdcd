// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace rigsmith::ui {

// True when no modal dialog may open (RIGSMITH_NO_DIALOGS set, as tests and --screenshot do): what
// would ask goes to the status bar or is skipped instead.
inline bool dialogsSuppressed()
{
    return qEnvironmentVariableIsSet("RIGSMITH_NO_DIALOGS");
}

} // namespace rigsmith::ui
