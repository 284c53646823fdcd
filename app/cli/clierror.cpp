// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"

#include "terminaltext.h"

#include <QCoreApplication>
#include <QTextStream>

namespace rigsmith::cli {

void reportError(const QString &message)
{
    // A message that quotes its input (a damaged file's value, a path) stays readable.
    constexpr qsizetype kLongest = 2000;
    const QString shown = message.size() <= kLongest
        ? message
        : QCoreApplication::translate("cli", "%1… (%2 more characters)")
              .arg(message.left(kLongest))
              .arg(message.size() - kLongest);
    QTextStream(stderr) << "rigsmith-cli: " << terminalSafe(shown) << '\n';
}

int fail(const QString &message)
{
    reportError(message);
    return kExitBadInput;
}

} // namespace rigsmith::cli
