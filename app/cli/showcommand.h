// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/model/build.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// `rigsmith-cli show`: the build's parts, slots, workload and environment.
QString showText(const core::Build &build);
QJsonObject showJson(const core::Build &build);

class ShowCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("show"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
