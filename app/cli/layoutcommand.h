// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"

namespace rigsmith::cli {

// `rigsmith-cli layout export BOARD -o FILE` writes a board's slot layout (the user's correction
// where there is one) as a layout file; `layout import FILE` checks one and saves it in the user
// overlay, as the window's editor does. Exit status 0, or 2 on bad input (nothing saved).
class LayoutCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("layout"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::Always; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
