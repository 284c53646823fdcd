// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/catalog/partcatalog.h"
#include "core/compare/catalogdrift.h"
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

// --saved-prices (validate, compare): keep the prices saved in the files.
QCommandLineOption savedPricesOption();
// A saved build as validate and compare read it: the catalog's prices where the file's moved, as
// the window offers them (core::checkDrift), or the file's with --saved-prices; said either way.
core::DriftCheck driftOf(
    const core::Build &build, const core::PartCatalog *catalog, const Invocation &invocation);

class ValidateCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("validate"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
