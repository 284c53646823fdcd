// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/workload/workloadestimate.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rigsmith::cli {

// The workload options `fit` reads (and their help), added to the CLI's parser.
QList<QCommandLineOption> fitOptions();

// The workload the options describe (--workload, --params, --method, ...): `fallback` when
// --workload is not given; an error message for a bad value.
std::variant<QString, core::Workload> workloadFromOptions(
    const QCommandLineParser &parser, core::WorkloadKind fallback);
QJsonObject workloadSettings(const core::Workload &workload);
// A further workload given as one option's value, in fit's own options: "--workload inference
// --params 70 --precision int4" (`new --also`, `suggest --also`); an error message for a
// bad value or an option that is not a workload's.
std::variant<QString, core::Workload> workloadFromText(const QString &text);

// `rigsmith-cli fit --gpu MODEL ...`: will the workload fit a catalog GPU model, and how fast.
struct FitAnswer
{
    core::Part gpu;
    int gpus = 1;
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
    double throughputBand = 0.0; // the leave-out error of this kind of estimate (relative)
    double memoryBand = 0.0;
};
// An error message (bad option, unknown GPU) or the answer.
std::variant<QString, FitAnswer> fitAnswer(
    const QCommandLineParser &parser, const core::PartCatalog &catalog);
QString fitText(const FitAnswer &answer);

QJsonObject fitJson(const FitAnswer &answer);
// The workload and its figures, for `validate --json`.
QJsonObject workloadJson(const core::Workload &workload, const core::WorkloadEstimate &estimate);

} // namespace rigsmith::cli
