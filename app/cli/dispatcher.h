// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"

#include <QString>
#include <QStringList>

namespace rigsmith::cli {

// Whether any argument names a verb that draws (main() then makes a GUI application).
bool drawingVerbIn(int argc, char *argv[]);

// The general help: every verb of the registry with its synopsis and summary, then the general options.
QString generalHelp();
// `rigsmith-cli VERB --help`: the verb's synopsis, summary and every option it takes.
QString commandHelp(const Command &command);

// Runs the command line `arguments` (the program's name first): finds the verb, parses its options
// (refusing any that is not the verb's, exit 2), answers --help and --version, and runs it.
int dispatch(const QStringList &arguments);

} // namespace rigsmith::cli
