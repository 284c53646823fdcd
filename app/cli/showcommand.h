// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QJsonObject>
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

// `rigsmith-cli show`: the build's parts, slots, workload and environment.
QString showText(const core::Build &build);
QJsonObject showJson(const core::Build &build);

} // namespace rigsmith::cli
