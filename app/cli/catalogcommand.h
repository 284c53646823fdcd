// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/catalog/partcatalog.h"

#include <QJsonObject>

namespace rigsmith::cli {

// How many catalog boards have each layout confidence: "positions", "slots-and-lanes",
// "unverified" (curated but not checked), "derived" (from a slot list) and "corrected" (by the
// user, in their overlay).
QJsonObject layoutConfidenceCounts(const core::PartCatalog &catalog);

// `rigsmith-cli catalog`: where the parts catalog is, its version, parts per kind and board layouts.
class CatalogCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("catalog"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
