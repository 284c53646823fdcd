// SPDX-License-Identifier: GPL-3.0-or-later
#include "clierror.h"

#include "showcommand.h"

#include <QTextStream>

namespace rigsmith::cli {

void reportError(const QString &message)
{
    QTextStream(stderr) << "rigsmith-cli: " << terminalSafe(message) << '\n';
}

int fail(const QString &message)
{
    reportError(message);
    return kExitBadInput;
}

} // namespace rigsmith::cli
