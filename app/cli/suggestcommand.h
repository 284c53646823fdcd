// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "core/advisor/advisorquery.h"
#include "core/catalog/partcatalog.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>

#include <variant>

namespace rigsmith::cli {

// The advisor's query from the command line, or the reason it is not one (exit status 2).
std::variant<core::advisor::Query, QString> suggestQuery(
    const QCommandLineParser &parser, const core::PartCatalog &catalog);

// Where a search's builds were written: the folder (empty when none were) and each build's file in
// the front's order. `newFolder`: the folder given held files already, so this one was made in it.
struct WrittenSuggestions
{
    QString folder;
    QStringList files;
    bool newFolder = false;
};

QString suggestText(const core::advisor::Result &result, const WrittenSuggestions &written);
QJsonObject suggestJson(const core::advisor::Result &result, const WrittenSuggestions &written);

// Writes each build of the front as a .rigsmith file named after its place and GPUs into
// `directory` when it is new or empty, else into a new "search-N" folder inside it; never replaces
// a file. What was written, or an error.
std::variant<WrittenSuggestions, QString> writeSuggestions(
    const core::advisor::Result &result, const QString &directory);

// `rigsmith-cli suggest ...`: 0 with a front, 1 when nothing qualifies, 2 on bad input.
class SuggestCommand final : public Command
{
public:
    QString name() const override { return QStringLiteral("suggest"); }
    QString synopsis() const override;
    QString summary() const override;
    QList<QCommandLineOption> options() const override;
    OverlayUse overlay() const override { return OverlayUse::UnlessNoOverlay; }
    int run(Invocation &invocation) const override;
};

} // namespace rigsmith::cli
