// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/compare/comparison.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// `rigsmith-cli compare A B [C D]`: builds side by side, the best of each figure marked with *.
// `notes`: what reading each file against the catalog did (DriftCheck::note), empty ones left out.
QString compareText(const core::Comparison &comparison, const QStringList &notes = {});
QJsonObject compareJson(const core::Comparison &comparison, const QStringList &notes = {});

class CompareCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("compare"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
