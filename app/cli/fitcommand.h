// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/catalog/partcatalog.h"
#include "core/workload/workloadestimate.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rigsmith::cli {

// `rigsmith-cli fit --gpu MODEL ...`: will the workload fit a catalog GPU model, and how fast.
struct FitAnswer
{
    core::Part gpu;
    int gpus = 1;
    int pipelineStages = 0; // --pipeline-parallel (0: as the engine takes the cards)
    core::Workload workload;
    core::MemoryEstimate memory;
    double neededPerGpu = 0.0;
    bool fits = false;
    double throughput = 0.0; // all GPUs, units/s
    double perGpu = 0.0;
    double scaling = 1.0;
    core::ThroughputModel::Link link = core::ThroughputModel::Link::Single;
    core::Precision runsAs = core::Precision::Fp16;
    QList<core::FitOption> fixes;
    std::optional<core::ServingEstimate> serving;
    // Experts kept in system memory: the memory they are read at and the token rate that allows
    // (the bound a build and the advisor's ranking use, offloadBound()); 0 when not offloading.
    core::SystemMemory systemMemory;
    int memorySpeedMTs = 0;
    double offloadBound = 0.0;
    double throughputBand = 0.0; // the leave-out error of this kind of estimate (relative)
    double memoryBand = 0.0;
};
// An error message (bad option, unknown GPU) or the answer.
std::variant<QString, FitAnswer> fitAnswer(
    const QCommandLineParser &parser, const core::PartCatalog &catalog);
QString fitText(const FitAnswer &answer);

QJsonObject fitJson(const FitAnswer &answer);

class FitCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("fit"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
