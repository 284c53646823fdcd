// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"

#include <QList>
#include <QStringView>

namespace rigsmith::cli {

// Every verb of rigsmith-cli, in the order the general help lists them.
const QList<const Command *> &commands();
// The verb called `name`, or null.
const Command *commandNamed(QStringView name);

} // namespace rigsmith::cli
