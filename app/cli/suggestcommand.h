// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/catalog/partcatalog.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>

#include <variant>

namespace rigsmith::cli {

// The options only `suggest` reads (it shares the workload's with `fit` and --circuit, --currency,
// --cooler and -o with `new`).
QList<QCommandLineOption> suggestOptions();

// The advisor's query from the command line, or the reason it is not one (exit status 2).
std::variant<core::advisor::Query, QString> suggestQuery(
    const QCommandLineParser &parser, const core::PartCatalog &catalog);

QString suggestText(const core::advisor::Result &result, const QStringList &files);
QJsonObject suggestJson(const core::advisor::Result &result, const QStringList &files);

// Writes each build of the front into `directory` as a .rigsmith file named after its place and
// GPUs; the paths written, or an error.
std::variant<QStringList, QString> writeSuggestions(
    const core::advisor::Result &result, const QString &directory);

// `rigsmith-cli suggest ...`: 0 with a front, 1 when nothing qualifies, 2 on bad input.
int runSuggest(const QCommandLineParser &parser, const core::PartCatalog &catalog, bool json);

} // namespace rigsmith::cli
