// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <optional>
#include <variant>

namespace rigsmith::cli {

// The options that describe a workload (--workload, --params, --method, ...), as fit, gpus, new and
// suggest take them.
QList<QCommandLineOption> workloadOptions();
// --also: a further workload in one value (new, suggest).
QCommandLineOption alsoOption();

// The workload the options describe: `fallback` when --workload is not given; an error message for
// a bad value.
std::variant<QString, core::Workload> workloadFromOptions(
    const QCommandLineParser &parser, core::WorkloadKind fallback);
// A further workload given as one option's value, in the workload options: "--workload inference
// --params 70 --precision int4" (`new --also`, `suggest --also`); an error message for a bad value
// or an option that is not a workload's.
std::variant<QString, core::Workload> workloadFromText(const QString &text);

// The option `name` as a number from `min` to `max`: nothing when it is not given, or when its
// value is not such a number (then `error` says so).
std::optional<double> numberOption(
    const QCommandLineParser &parser, const QString &name, double min, double max, QString &error);

} // namespace rigsmith::cli
