// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::cli {

// Text for a terminal: control characters from data (escape sequences, BEL, CR, NUL, C1 codes)
// are dropped, so a part name cannot move the cursor, recolour or retitle the terminal. Line
// breaks and tabs of the text's own layout stay.
// Bidirectional overrides and isolates are dropped too: they would show a line's text in another
// order than it has.
QString terminalSafe(const QString &text);
// A value from a file (a build's or a part's name) on one line: its line breaks shown as "⏎", so a
// name cannot forge a line of the output.
QString oneLine(const QString &text);
// Multi-line text from a file (a build's notes) with every line after the first indented by
// `indent` spaces, so none of them can pass for a line of the output.
QString indented(const QString &text, int indent);
// A value the user gave (an option's, a file name), as an error message quotes it: on one line
// (line breaks shown as "⏎", other control characters as their visible pictures), at most 60
// characters (longer ones end in "…"), and terminal-safe.
QString echoed(const QString &value);

} // namespace rigsmith::cli
