// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggestcommand.h"

#include "clierror.h"
#include "core/advisor/advisor.h"
#include "core/advisor/policy.h"
#include "core/advisor/querydraft.h"
#include "core/file/buildfile.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "core/model/processorsockets.h"
#include "core/workload/workloadestimate.h"
#include "newcommand.h"
#include "terminaltext.h"
#include "workloadoptions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTextStream>

#include <cmath>

namespace rigsmith::cli {

using namespace core;
using namespace core::advisor;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

constexpr int kExitNothing = 1;

// The option's value as a number; its range is the draft's to check (queryOf()).
std::optional<double> number(const QCommandLineParser &p, const QString &name, QString &error)
{
    if (!p.isSet(name))
        return std::nullopt;
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        error = Text::tr("--%1 \"%2\" is not a number").arg(name, echoed(p.value(name)));
        return std::nullopt;
    }
    return v;
}

QString slug(const QString &text)
{
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    return text.toLower().replace(other, QStringLiteral("-")).left(60);
}

// With a budget in another currency than the prices', a price counts only at a rate the user set:
// where no GPU's price converts, that is the reason, not "no priced GPU".
QString unconvertible(const PartCatalog &catalog, const QString &currency, const ExchangeRates &rates)
{
    QSet<QString> priced;
    for (const Part &gpu : catalog.parts(PartKind::Gpu)) {
        if (!gpu.info.price)
            continue;
        if (rates.convert(*gpu.info.price, currency))
            return {};
        priced.insert(gpu.info.price->currency());
    }
    if (priced.isEmpty())
        return {};
    QStringList from = priced.values();
    from.sort();
    return Text::tr(
        "no exchange rate from %1 to %2: the catalog's prices are in %1; set a rate in Rigsmith's "
        "settings, or give --currency %3")
        .arg(from.join(QStringLiteral(", ")), currency, from.first());
}

} // namespace

QList<QCommandLineOption> SuggestCommand::options() const
{
    return workloadOptions()
        + QList<QCommandLineOption> {
            alsoOption(),
            valueOption("also-fit",
                Text::tr(
                    "Every workload of this build file must fit too (repeatable); the front is optimised "
                    "for --workload"),
                "file"),
            valueOption("budget", Text::tr("The most the parts may cost"), "amount"),
            valueOption("currency", Text::tr("Currency of the budget (default USD)"), "code"),
            valueOption("min-throughput", Text::tr("The least throughput, in the workload's unit"), "x"),
            valueOption("gpus", Text::tr("How many GPUs: N or MIN-MAX, from 1 to 4"), "n"),
            valueOption("circuit", Text::tr("Wall circuit, VOLTS/AMPS"), "v/a"),
            valueOption("vendor", Text::tr("GPU maker: nvidia, amd or any"), "vendor"),
            valueOption("cooler", Text::tr("GPU cooler: blower, open-air or any"), "kind"),
            valueOption("own", Text::tr("A part you own (price 0, used); repeat per card"), "id"),
            valueOption("avoid", Text::tr("A part not to use (repeatable)"), "id"),
            flagOption("include-unverified",
                Text::tr("Boards with unconfirmed slot openings may take two or more GPUs")),
            valueOption("market",
                Text::tr("GPUs bought new, used or any (default): a card priced for the other is left out"),
                "new|used|any"),
            flagOption("include-launch-prices",
                Text::tr("GPUs priced only at their launch price count too (left out by default: nobody pays "
                         "it years on)")),
            valueOption("pin",
                Text::tr(
                    "A setting the advisor must not turn on to make the job fit (repeatable): "
                    "checkpointing, optimizer, framework, parallel, batch, kv-precision, offload-experts, "
                    "offload-expert-layers or "
                    "fused-loss; "
                    "settings given as options are pinned too"),
                "setting"),
            flagOption("allow-warnings",
                Text::tr(
                    "The cheapest builds the rules pass: warnings a careful builder refuses allowed, the "
                    "box not sized to the job")),
            valueOption("case-size",
                Text::tr("The case's size, the largest board it takes: e-atx, atx, micro-atx or mini-itx"),
                "form"),
            valueOption("max", Text::tr("At most this many builds"), "n"),
            QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                Text::tr("Folder to write the builds into (a new folder inside it when it holds files)"),
                QStringLiteral("dir")),
            jsonOption(),
        };
}

QString SuggestCommand::synopsis() const
{
    return Text::tr(
        "suggest --workload KIND [--params ... as for fit] --budget AMOUNT [--currency CODE]\n"
        "    [--min-throughput X] [--gpus MIN-MAX] [--circuit V/A] [--vendor nvidia|amd|any]\n"
        "    [--cooler blower|open-air|any] [--own ID ...] [--avoid ID ...] [--include-unverified]\n"
        "    [--market new|used|any] [--include-launch-prices] [--allow-warnings] [--pin SETTING ...]\n"
        "    [--max N] [--json] [-o DIR]");
}

QString SuggestCommand::summary() const
{
    return Text::tr(
        "The best complete builds for the workload and the money: the price and throughput front of "
        "catalog builds that pass every rule (exit 1: none)");
}

std::variant<Query, QString> suggestQuery(const QCommandLineParser &p, const PartCatalog &catalog)
{
    if (!p.isSet(QStringLiteral("workload")))
        return Text::tr("suggest needs --workload vision|transformer|finetune|inference");
    const auto workload = workloadFromOptions(p, WorkloadKind::Vision);
    if (const QString *e = std::get_if<QString>(&workload))
        return *e;
    // The options as a draft; queryOf() checks and maps it as it does the dialog's.
    QueryDraft d;
    d.jobs.append(std::get<Workload>(workload));
    // Further workloads every suggestion must hold, from build files.
    for (const QString &file : p.values(QStringLiteral("also-fit"))) {
        const auto loaded = buildfile::load(file);
        if (!loaded.ok())
            return Text::tr("--also-fit: %1").arg(loaded.error().toString());
        d.jobs += allWorkloads(loaded.value());
    }
    for (const QString &text : p.values(QStringLiteral("also"))) {
        const auto other = workloadFromText(text);
        if (const QString *e = std::get_if<QString>(&other))
            return *e;
        d.jobs.append(std::get<Workload>(other));
    }
    QString error;
    const auto code = currencyOption(p, QStringLiteral("USD"), error);
    if (!code)
        return error;
    d.environment.currency = *code;
    d.budget = number(p, QStringLiteral("budget"), error);
    d.minThroughput = number(p, QStringLiteral("min-throughput"), error);
    if (!error.isEmpty())
        return error;
    if (!d.budget && !d.minThroughput)
        return Text::tr("suggest needs --budget AMOUNT or --min-throughput X");
    if (p.isSet(QStringLiteral("gpus"))) {
        static const QRegularExpression range(QStringLiteral(R"(^(\d+)(?:-(\d+))?$)"));
        const auto m = range.match(p.value(QStringLiteral("gpus")));
        if (!m.hasMatch())
            return Text::tr("--gpus \"%1\" is not N or MIN-MAX with 1 <= MIN <= MAX <= 4")
                .arg(echoed(p.value(QStringLiteral("gpus"))));
        d.minGpus = m.captured(1).toInt();
        d.maxGpus = m.captured(2).isEmpty() ? d.minGpus : m.captured(2).toInt();
    }
    if (p.isSet(QStringLiteral("circuit"))) {
        const auto circuit = parseCircuit(p.value(QStringLiteral("circuit")));
        if (const QString *e = std::get_if<QString>(&circuit))
            return *e;
        std::tie(d.environment.circuitVolts, d.environment.circuitAmps)
            = std::get<std::pair<int, int>>(circuit);
    }
    // A choice's value is echoed as given when queryOf() refuses it, so it is made terminal-safe first.
    const std::pair<const char *, QString *> choices[]
        = {{"vendor", &d.vendor}, {"cooler", &d.cooler}, {"market", &d.market}, {"case-size", &d.caseSize}};
    for (const auto &[option, field] : choices) {
        if (p.isSet(QString::fromLatin1(option)))
            *field = echoed(p.value(QString::fromLatin1(option)));
    }
    const auto ids = [&](const char *option, QList<PartId> &out) -> QString {
        for (const QString &v : p.values(QString::fromLatin1(option))) {
            if (!PartId::isValidKey(v))
                return Text::tr("--%1: \"%2\" is not a part id").arg(QString::fromLatin1(option), echoed(v));
            if (!catalog.part(PartId(v)))
                return Text::tr("--%1: no part \"%2\" in the catalog")
                    .arg(QString::fromLatin1(option), echoed(v));
            out.append(PartId(v));
        }
        return {};
    };
    if (const QString e = ids("own", d.owned); !e.isEmpty())
        return e;
    if (const QString e = ids("avoid", d.avoided); !e.isEmpty())
        return e;
    d.includeUnverified = p.isSet(QStringLiteral("include-unverified"));
    d.includeLaunchPrices = p.isSet(QStringLiteral("include-launch-prices"));
    d.allowWarnings = p.isSet(QStringLiteral("allow-warnings"));
    // The settings the user gave are theirs; the others the advisor may turn on to make the job fit.
    for (const QString &name : settingNames()) {
        if (p.isSet(name))
            d.pinned.append(name);
    }
    for (const QString &name : p.values(QStringLiteral("pin")))
        d.pinned.append(echoed(name));
    if (p.isSet(QStringLiteral("max"))) {
        bool ok = false;
        d.maxResults = p.value(QStringLiteral("max")).toInt(&ok);
        if (!ok)
            return Text::tr("--max \"%1\" is not a number from 1 to %2")
                .arg(echoed(p.value(QStringLiteral("max"))))
                .arg(kMaxResultsLimit);
    }
    d.timeLimitSeconds = 60.0; // a query that takes longer stops with what it found, and says so
    auto query = queryOf(d, ExchangeRates::current());
    if (const DraftError *e = std::get_if<DraftError>(&query))
        return QStringLiteral("--%1: %2").arg(e->field, e->message);
    Query &q = std::get<Query>(query);
    if (const QString e = unconvertible(catalog, q.environment.currency, q.rates); !e.isEmpty())
        return e;
    return q;
}

namespace {

// Where a search's files go: `directory` when it is new or empty, else the first free
// "search-N" inside it. Each folder is claimed by making it, so two runs at once never share one.
std::optional<QString> claimFolder(const QString &directory, QString &error)
{
    const QFileInfo info(directory);
    if (info.exists() && !info.isDir()) {
        error = Text::tr("%1: not a folder; give a folder for the suggestions").arg(directory);
        return std::nullopt;
    }
    if (!info.exists()) {
        if (!QDir().mkpath(info.absolutePath())) {
            error = Text::tr("%1: the folder cannot be made").arg(directory);
            return std::nullopt;
        }
        if (QDir().mkdir(directory))
            return directory;
        if (!QFileInfo::exists(directory)) {
            error = Text::tr("%1: the folder cannot be made").arg(directory);
            return std::nullopt;
        }
    }
    const QDir dir(directory);
    if (dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System).isEmpty())
        return directory;
    constexpr int kMostSearches = 9999;
    for (int n = 2; n <= kMostSearches; ++n) {
        const QString candidate = dir.filePath(QStringLiteral("search-%1").arg(n));
        if (QDir().mkdir(candidate))
            return candidate;
        if (!QFileInfo::exists(candidate)) {
            error = Text::tr("%1: the folder cannot be made").arg(candidate);
            return std::nullopt;
        }
    }
    error = Text::tr("%1: holds %2 searches already; give another folder").arg(directory).arg(kMostSearches);
    return std::nullopt;
}

} // namespace

std::variant<WrittenSuggestions, QString> writeSuggestions(
    const core::advisor::Result &r, const QString &directory)
{
    QString error;
    const auto claimed = claimFolder(directory, error);
    if (!claimed)
        return error;
    WrittenSuggestions written;
    written.folder = *claimed;
    written.newFolder = QDir::cleanPath(written.folder) != QDir::cleanPath(directory);
    const QDir dir(written.folder);
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &s = r.front[i];
        const QString name = QStringLiteral("%1-%2x-%3.rigsmith")
                                 .arg(i + 1, 2, 10, QLatin1Char('0'))
                                 .arg(s.build.gpuCount())
                                 .arg(slug(s.build.gpus.first().gpu.spec.model));
        const QString path = dir.filePath(name);
        // Never over a file: not the user's, nor one another run put there a moment ago.
        if (const auto refused = buildfile::saveNew(s.build, path))
            return refused->toString();
        written.files.append(path);
    }
    return written;
}

int SuggestCommand::run(Invocation &invocation) const
{
    if (!invocation.arguments().isEmpty())
        return fail(Text::tr("suggest takes its workload and constraints as options"));
    const PartCatalog *found = invocation.requireCatalog();
    if (!found)
        return kExitBadInput;
    const PartCatalog &catalog = *found;
    const QCommandLineParser &parser = invocation.options();
    const bool json = invocation.json();
    const auto query = suggestQuery(parser, catalog);
    if (const QString *error = std::get_if<QString>(&query))
        return fail(*error);
    const core::advisor::Result result = suggest(catalog, std::get<Query>(query));
    if (!result.inputError.isEmpty())
        return fail(result.inputError);
    WrittenSuggestions files;
    if (parser.isSet(QStringLiteral("output")) && !result.front.isEmpty()) {
        const auto written = writeSuggestions(result, parser.value(QStringLiteral("output")));
        if (const QString *error = std::get_if<QString>(&written))
            return fail(*error);
        files = std::get<WrittenSuggestions>(written);
    }
    QTextStream out(stdout);
    if (json)
        out << QJsonDocument(suggestJson(result, files)).toJson(QJsonDocument::Indented);
    else
        out << terminalSafe(suggestText(result, files));
    return result.front.isEmpty() ? kExitNothing : 0;
}

} // namespace rigsmith::cli
