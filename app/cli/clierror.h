// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::cli {

inline constexpr int kExitBadInput = 2;

// One line on standard error, "rigsmith-cli: <message>", terminal-safe (terminaltext.h): a file name
// or a value from a damaged file cannot move the cursor or retitle the terminal.
void reportError(const QString &message);
// reportError, then the exit status for bad input: `return fail(...)`.
int fail(const QString &message);

} // namespace rigsmith::cli
