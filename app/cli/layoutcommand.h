// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rigsmith::cli {

// `rigsmith-cli layout export BOARD -o FILE` writes a board's slot layout (the user's correction
// where there is one) as a layout file; `layout import FILE` checks one and saves it in the user
// overlay, as the window's editor does. Exit status 0, or 2 on bad input (nothing saved).
int runLayout(const QStringList &args, const QString &output, const QString &catalogPath);

} // namespace rigsmith::cli
