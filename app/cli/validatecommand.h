// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/compare/comparison.h"
#include "core/rules/ruleengine.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// `rigsmith-cli validate`: the findings and the key figures of a build.
QString validateText(const core::Build &build, const core::Analyses &analyses, const core::Report &report);
QJsonObject validateJson(
    const core::Build &build, const core::Analyses &analyses, const core::Report &report);

// `rigsmith-cli compare`: builds side by side, the best of each figure marked with *.
QString compareText(const core::Comparison &comparison);
QJsonObject compareJson(const core::Comparison &comparison);

} // namespace rigsmith::cli
