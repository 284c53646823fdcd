// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"

namespace rigsmith::cli {

// `rigsmith-cli export FILE`: the build sheet as a PDF (--pdf), the parts as a shopping list
// (--parts-csv, --parts-md); no output ever replaces the build it is made from.
class ExportCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("export"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    bool draws() const override { return true; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
