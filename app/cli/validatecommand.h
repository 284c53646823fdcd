// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/compare/catalogdrift.h"
#include "core/compare/comparison.h"
#include "core/rules/ruleengine.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// `rigsmith-cli validate`: the findings and the key figures of a build. `drift` (what reading the saved
// build against the catalog did, for the file `file`) is said with the prices.
QString validateText(const core::Build &build, const core::Analyses &analyses, const core::Report &report,
    const core::DriftCheck *drift = nullptr, const QString &file = {});
QJsonObject validateJson(const core::Build &build, const core::Analyses &analyses, const core::Report &report,
    const core::DriftCheck *drift = nullptr);

// `rigsmith-cli compare`: builds side by side, the best of each figure marked with *. `notes`: what
// reading each file against the catalog did (DriftCheck::note), empty ones left out.
QString compareText(const core::Comparison &comparison, const QStringList &notes = {});
QJsonObject compareJson(const core::Comparison &comparison, const QStringList &notes = {});

} // namespace rigsmith::cli
