// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// Text for a terminal: control characters from data (escape sequences, BEL, CR, NUL, C1 codes)
// are dropped, so a part name cannot move the cursor, recolour or retitle the terminal. Line
// breaks and tabs of the text's own layout stay.
QString terminalSafe(const QString &text);

// `rigsmith-cli show`: the build's parts, slots, workload and environment.
QString showText(const core::Build &build);
QJsonObject showJson(const core::Build &build);

} // namespace rigsmith::cli
