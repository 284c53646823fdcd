// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/build.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// `rigsmith-cli show`: the build's parts, slots, workload and environment.
QString showText(const core::Build &build);
QJsonObject showJson(const core::Build &build);

} // namespace rigsmith::cli
