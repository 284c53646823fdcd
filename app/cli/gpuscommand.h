// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/catalog/partcatalog.h"
#include "core/model/build.h"

#include <QJsonObject>
#include <QString>

namespace rigsmith::cli {

// `rigsmith-cli gpus [workload options]`: every catalog GPU with one card's estimated throughput for
// the workload in its units (images/s, tokens/s), the memory a GPU needs against what it has, TDP,
// price and throughput per 1000 USD, fastest first: the table behind the value chart. Cards without
// a measured basis (ThroughputModel::hasMeasuredBasis) come last and say so.
QString gpusText(const core::PartCatalog &catalog, const core::Workload &workload);
QJsonObject gpusJson(const core::PartCatalog &catalog, const core::Workload &workload);

class GpusCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("gpus"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
