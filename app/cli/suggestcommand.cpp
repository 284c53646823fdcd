// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggestcommand.h"

#include "clierror.h"
#include "core/advisor/advisor.h"
#include "core/advisor/policy.h"
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

std::optional<double> positive(const QCommandLineParser &p, const QString &name, double max, QString &error)
{
    if (!p.isSet(name))
        return std::nullopt;
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0.0 || v > max) {
        error = Text::tr("--%1 \"%2\" is not a number above 0 and at most %3")
                    .arg(name, echoed(p.value(name)))
                    .arg(max);
        return std::nullopt;
    }
    return v;
}

QString slug(const QString &text)
{
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    return text.toLower().replace(other, QStringLiteral("-")).left(60);
}

QStringList partIds(const Build &b)
{
    QStringList ids;
    forEachPart(b, [&ids](PartKind, const auto &part, int quantity, int slot) {
        QString id = part.info.id.key();
        if (slot > 0)
            id += QStringLiteral("@%1").arg(slot);
        else if (quantity > 1)
            id += QStringLiteral("×%1").arg(quantity);
        ids.append(id);
    });
    return ids;
}

// "(USD 799.00, street price, used, 2026-03-14)", "(owned)" or "(no price)".
QString priceBasisText(const PartInfo &info)
{
    if (info.priceSource == u"owned")
        return Text::tr("(owned)");
    if (!info.price)
        return Text::tr("(no price)");
    return Text::tr("(%1, %2)").arg(info.price->toString(), priceOrigin(info));
}

// The parts by name for the text output, one role a line ("GPU: … in slot 2"), each with its price's basis;
// ids stay in --json.
QStringList partNames(const Build &b)
{
    QStringList lines;
    forEachPart(b, [&lines](PartKind kind, const auto &part, int quantity, int slot) {
        QString line = Text::tr("%1: %2").arg(displayName(kind), oneLine(part.info.name));
        if (slot > 0)
            line += u' ' + Text::tr("in slot %1").arg(slot);
        else if (quantity > 1)
            line = Text::tr("%1: %2 × %3").arg(displayName(kind)).arg(quantity).arg(oneLine(part.info.name));
        // What the part's price rests on: its kind and day, or that the user owns it.
        line += QStringLiteral("  ") + priceBasisText(part.info);
        lines.append(line);
    });
    return lines;
}

// Each part's price and what it rests on, for --json.
QJsonArray partPricesJson(const Build &b)
{
    QJsonArray out;
    forEachPart(b, [&out](PartKind, const auto &part, int quantity, int) {
        const PartInfo &info = part.info;
        const bool owned = info.priceSource == u"owned";
        out.append(QJsonObject {{QStringLiteral("id"), info.id.key()}, {QStringLiteral("quantity"), quantity},
            {QStringLiteral("priceCents"),
                info.price ? QJsonValue(double(info.price->cents())) : QJsonValue()},
            {QStringLiteral("currency"), info.price ? info.price->currency() : QString()},
            {QStringLiteral("owned"), owned},
            {QStringLiteral("kind"), owned ? QStringLiteral("owned") : priceKind(info)},
            {QStringLiteral("origin"), owned ? QString() : priceOrigin(info)},
            {QStringLiteral("day"),
                info.priceDate.isValid() ? info.priceDate.toString(Qt::ISODate) : QString()}});
    });
    return out;
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
                    "checkpointing, optimizer, parallel, kv-precision or offload-experts; settings given "
                    "as options are pinned too"),
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
    Query q;
    q.workload = std::get<Workload>(workload);
    // Further workloads every suggestion must hold, from build files.
    for (const QString &file : p.values(QStringLiteral("also-fit"))) {
        const auto loaded = buildfile::load(file);
        if (!loaded.ok())
            return Text::tr("--also-fit: %1").arg(loaded.error().toString());
        for (const Workload &w : allWorkloads(loaded.value())) {
            if (q.otherWorkloads.size() >= kMaxOtherWorkloads)
                return Text::tr("--also-fit: at most %1 further workloads").arg(kMaxOtherWorkloads);
            q.otherWorkloads.append(w);
        }
    }
    for (const QString &text : p.values(QStringLiteral("also"))) {
        const auto other = workloadFromText(text);
        if (const QString *e = std::get_if<QString>(&other))
            return *e;
        if (q.otherWorkloads.size() >= kMaxOtherWorkloads)
            return Text::tr("--also: at most %1 further workloads").arg(kMaxOtherWorkloads);
        q.otherWorkloads.append(std::get<Workload>(other));
    }
    QString error;
    const auto code = currencyOption(p, QStringLiteral("USD"), error);
    if (!code)
        return error;
    const QString currency = *code;
    q.environment.currency = currency;
    if (const auto b = positive(p, QStringLiteral("budget"), 1e9, error)) {
        q.budget = Money::fromUnits(*b, currency);
        if (q.budget->cents() < 1)
            return Text::tr("--budget \"%1\" is less than one cent")
                .arg(echoed(p.value(QStringLiteral("budget"))));
    }
    q.minThroughput = positive(p, QStringLiteral("min-throughput"), 1e12, error);
    if (!error.isEmpty())
        return error;
    if (!q.budget && !q.minThroughput)
        return Text::tr("suggest needs --budget AMOUNT or --min-throughput X");
    if (p.isSet(QStringLiteral("gpus"))) {
        static const QRegularExpression range(QStringLiteral(R"(^(\d+)(?:-(\d+))?$)"));
        const auto m = range.match(p.value(QStringLiteral("gpus")));
        const int lo = m.hasMatch() ? m.captured(1).toInt() : 0;
        const int hi = m.hasMatch() ? (m.captured(2).isEmpty() ? lo : m.captured(2).toInt()) : 0;
        if (!m.hasMatch() || lo < 1 || hi > 4 || lo > hi)
            return Text::tr("--gpus \"%1\" is not N or MIN-MAX with 1 <= MIN <= MAX <= 4")
                .arg(echoed(p.value(QStringLiteral("gpus"))));
        q.minGpus = lo;
        q.maxGpus = hi;
    }
    if (p.isSet(QStringLiteral("circuit"))) {
        const auto circuit = parseCircuit(p.value(QStringLiteral("circuit")));
        if (const QString *e = std::get_if<QString>(&circuit))
            return *e;
        std::tie(q.environment.circuitVolts, q.environment.circuitAmps)
            = std::get<std::pair<int, int>>(circuit);
    }
    if (p.isSet(QStringLiteral("vendor"))) {
        const QString v = p.value(QStringLiteral("vendor")).toLower();
        if (v == u"nvidia" || v == u"amd")
            q.vendor = v.toUpper();
        else if (v != u"any")
            return Text::tr("--vendor \"%1\" is not nvidia, amd or any")
                .arg(echoed(p.value(QStringLiteral("vendor"))));
    }
    if (p.isSet(QStringLiteral("cooler"))) {
        const QString v = p.value(QStringLiteral("cooler")).toLower();
        if (v == u"blower")
            q.cooler = CoolerChoice::Blower;
        else if (v == u"open-air")
            q.cooler = CoolerChoice::OpenAir;
        else if (v != u"any")
            return Text::tr("--cooler \"%1\" is not blower, open-air or any")
                .arg(echoed(p.value(QStringLiteral("cooler"))));
    }
    if (p.isSet(QStringLiteral("market"))) {
        const auto market = marketFromKey(p.value(QStringLiteral("market")).toLower());
        if (!market)
            return Text::tr("--market \"%1\" is not new, used or any")
                .arg(echoed(p.value(QStringLiteral("market"))));
        q.market = *market;
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
    if (const QString e = ids("own", q.owned); !e.isEmpty())
        return e;
    if (const QString e = ids("avoid", q.avoided); !e.isEmpty())
        return e;
    if (p.isSet(QStringLiteral("case-size"))) {
        const QString v = p.value(QStringLiteral("case-size")).toLower();
        const auto form = fromKey<FormFactor>(v);
        if (!form
            || (*form != FormFactor::EAtx && *form != FormFactor::Atx && *form != FormFactor::MicroAtx
                && *form != FormFactor::MiniItx))
            return Text::tr("--case-size \"%1\" is not e-atx, atx, micro-atx or mini-itx")
                .arg(echoed(p.value(QStringLiteral("case-size"))));
        q.caseSize = *form;
    }
    q.includeUnverified = p.isSet(QStringLiteral("include-unverified"));
    q.includeLaunchPrices = p.isSet(QStringLiteral("include-launch-prices"));
    q.allowWarnings = p.isSet(QStringLiteral("allow-warnings"));
    // The settings the user gave are theirs; the others the advisor may turn on to make the job fit.
    for (const QString &name : settingNames()) {
        if (p.isSet(name))
            q.pinned.append(name);
    }
    for (const QString &name : p.values(QStringLiteral("pin"))) {
        if (!settingNames().contains(name))
            return Text::tr("--pin \"%1\" is not a setting: %2")
                .arg(echoed(name), settingNames().join(QStringLiteral(", ")));
        q.pinned.append(name);
    }
    if (p.isSet(QStringLiteral("max"))) {
        bool ok = false;
        q.maxResults = p.value(QStringLiteral("max")).toInt(&ok);
        if (!ok || q.maxResults < 1 || q.maxResults > 50)
            return Text::tr("--max \"%1\" is not a number from 1 to 50")
                .arg(echoed(p.value(QStringLiteral("max"))));
    }
    q.rates = ExchangeRates::current();
    if (const QString e = unconvertible(catalog, currency, q.rates); !e.isEmpty())
        return e;
    q.timeLimitSeconds = 60.0; // a query that takes longer stops with what it found, and says so
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

QString suggestText(const core::advisor::Result &r, const WrittenSuggestions &written)
{
    const QStringList &files = written.files;
    QString out;
    QTextStream s(&out);
    const QLocale locale;
    if (r.front.isEmpty())
        s << Text::tr("No build qualifies.") << ' ' << r.reason << '\n';
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &g = r.front[i];
        s << QStringLiteral("%1. ").arg(i + 1) << g.price.toString() << "  " << cardsOf(g.build) << "  "
          << formatThroughput(g.throughput, g.unit) << '\n';
        for (const QString &line : partNames(g.build))
            s << "   " << line << '\n';
        s << "   " << Text::tr("binds: %1").arg(g.binding) << '\n';
        if (!g.nextStep.isEmpty())
            s << "   " << Text::tr("next: %1").arg(g.nextStep) << '\n';
        if (g.valueRank > 0)
            s << "   " << Text::tr("value map: %1 of %2 GPU models").arg(g.valueRank).arg(g.valueModels)
              << '\n';
        if (g.unverifiedLayout)
            s << "   " << Text::tr("the board's slot openings are unconfirmed: check the spacing") << '\n';
        if (!g.settings.isEmpty())
            s << "   "
              << Text::tr("settings: %1 (turned on to fit)").arg(g.settings.join(QStringLiteral(", ")))
              << '\n';
        for (const QString &line : g.sizing)
            s << "   " << Text::tr("sized: %1").arg(line) << '\n';
        for (const Finding &f : g.warnings)
            s << "   " << Text::tr("warning %1: %2").arg(f.ruleId, f.message) << '\n';
        for (const Suggestion::KeptWarning &k : g.kept)
            s << "   " << Text::tr("keeps %1: %2").arg(k.ruleId, keptWarningCost(k)) << '\n';
        if (i < files.size())
            s << "   " << files[i] << '\n';
    }
    if (!r.money.isEmpty())
        s << r.money << '\n';
    const LeftOut &l = r.leftOut;
    s << Text::tr("Left out: %1 unpriced, %2 boards with unconfirmed openings (for 2+ GPUs), %3 by the "
                  "constraints, %4 avoided, %5 GPUs without a measured throughput basis, %6 duplicates.")
             .arg(l.unpriced)
             .arg(l.unverifiedBoards)
             .arg(l.filtered)
             .arg(l.avoided)
             .arg(l.noThroughputBasis)
             .arg(l.duplicates)
      << '\n';
    if (l.otherMarket > 0)
        s << Text::tr("%n GPU(s) left out: priced for the other market (--market).", nullptr, l.otherMarket)
          << '\n';
    if (!l.launchPriceOnly.isEmpty())
        s << Text::tr(
            "%n GPU model(s) left out: launch price only (%1). Give them a price (prices import) or "
            "ask with --include-launch-prices to include them.",
            nullptr, int(l.launchPriceOnly.size()))
                 .arg(l.launchPriceOnly.join(QStringLiteral(", ")))
          << '\n';
    if (l.secondProcessor > 0)
        s << Text::tr("%n dual-socket board(s) left out: they take two of the processor you own once "
                      "(name it twice as owned to use them).",
            nullptr, l.secondProcessor)
          << '\n';
    s << Text::tr("%1 builds judged by the rules of about %2 possible; %3 on the front; %4 s.")
             .arg(locale.toString(r.evaluated))
             .arg(locale.toString(r.searchSpace, 'g', 3))
             .arg(r.frontSize)
             .arg(r.seconds, 0, 'f', 2)
      << '\n';
    if (written.newFolder)
        s << Text::tr("The folder held files already: this search's builds are in %1 (nothing was "
                      "replaced).")
                 .arg(written.folder)
          << '\n';
    else if (!written.folder.isEmpty())
        s << Text::tr("The builds are in %1.").arg(written.folder) << '\n';
    if (r.timedOut)
        s << Text::tr("The search stopped at its time limit: builds it did not reach may be missing.")
          << '\n';
    if (r.abandonedPlatforms > 0)
        s << Text::tr("%n platform(s) given up after many failed completions: the front may miss builds on "
                      "them.",
            nullptr, r.abandonedPlatforms)
          << '\n';
    if (r.plansCut > 0)
        s << Text::tr("%n GPU plan(s) left after their cheapest platforms: the front may miss dearer builds "
                      "of them.",
            nullptr, r.plansCut)
          << '\n';
    return out;
}

// The figures of the rest of the box a buyer checks: memory, drives, processor threads, PSU.
static QJsonObject boxJson(const Build &b)
{
    double memory = 0.0;
    for (const auto &kit : b.memory)
        memory += kit.part.spec.total().value() * kit.quantity;
    double nvme = 0.0;
    double storage = 0.0;
    for (const auto &drive : b.storage) {
        storage += drive.part.spec.capacity.value() * drive.quantity;
        if (drive.part.spec.type == StorageType::Nvme)
            nvme += drive.part.spec.capacity.value() * drive.quantity;
    }
    double largest = 0.0;
    double cards = 0.0;
    for (const GpuPlacement &g : b.gpus) {
        largest = std::max(largest, g.gpu.spec.memory.value());
        cards += g.gpu.spec.memory.value();
    }
    return QJsonObject {{QStringLiteral("memoryGb"), memory}, {QStringLiteral("storageGb"), storage},
        {QStringLiteral("largestCardGb"), largest}, {QStringLiteral("cardsMemoryGb"), cards},
        {QStringLiteral("nvmeGb"), nvme}, {QStringLiteral("threads"), processorThreads(b)},
        {QStringLiteral("psuWatts"), b.psu ? b.psu->spec.wattage.value() : 0},
        {QStringLiteral("psuAtx"), b.psu ? b.psu->spec.atxVersion : 0}};
}

QJsonObject suggestJson(const core::advisor::Result &r, const WrittenSuggestions &written)
{
    const QStringList &files = written.files;
    QJsonArray front;
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &g = r.front[i];
        QJsonArray warnings;
        for (const Finding &f : g.warnings)
            warnings.append(
                QJsonObject {{QStringLiteral("rule"), f.ruleId}, {QStringLiteral("message"), f.message}});
        QJsonArray kept;
        for (const Suggestion::KeptWarning &k : g.kept)
            kept.append(QJsonObject {{QStringLiteral("rule"), k.ruleId},
                {QStringLiteral("removalCents"),
                    k.removalCost ? QJsonValue(double(k.removalCost->cents())) : QJsonValue()}});
        front.append(QJsonObject {{QStringLiteral("file"), i < files.size() ? files[i] : QString()},
            {QStringLiteral("name"), g.build.name}, {QStringLiteral("priceCents"), double(g.price.cents())},
            {QStringLiteral("currency"), g.price.currency()}, {QStringLiteral("throughput"), g.throughput},
            {QStringLiteral("unit"), g.unit}, {QStringLiteral("gpus"), g.build.gpuCount()},
            {QStringLiteral("gpuModel"), g.build.gpus.first().gpu.spec.model},
            {QStringLiteral("parts"), QJsonArray::fromStringList(partIds(g.build))},
            {QStringLiteral("partPrices"), partPricesJson(g.build)}, {QStringLiteral("binding"), g.binding},
            {QStringLiteral("bindingKey"), g.bindingKey}, {QStringLiteral("nextStep"), g.nextStep},
            {QStringLiteral("valueRank"), g.valueRank}, {QStringLiteral("valueModels"), g.valueModels},
            {QStringLiteral("unverifiedLayout"), g.unverifiedLayout}, {QStringLiteral("warnings"), warnings},
            {QStringLiteral("sizing"), QJsonArray::fromStringList(g.sizing)},
            {QStringLiteral("settings"), QJsonArray::fromStringList(g.settings)},
            {QStringLiteral("box"), boxJson(g.build)}, {QStringLiteral("kept"), kept}});
    }
    const LeftOut &l = r.leftOut;
    return QJsonObject {{QStringLiteral("front"), front}, {QStringLiteral("frontSize"), r.frontSize},
        {QStringLiteral("folder"), written.folder}, {QStringLiteral("reason"), r.reason},
        {QStringLiteral("money"), r.money},
        {QStringLiteral("leftOut"),
            QJsonObject {{QStringLiteral("unpriced"), l.unpriced},
                {QStringLiteral("unverifiedBoards"), l.unverifiedBoards},
                {QStringLiteral("filtered"), l.filtered}, {QStringLiteral("avoided"), l.avoided},
                {QStringLiteral("noThroughputBasis"), l.noThroughputBasis},
                {QStringLiteral("launchPriceOnly"), QJsonArray::fromStringList(l.launchPriceOnly)},
                {QStringLiteral("otherMarket"), l.otherMarket}, {QStringLiteral("duplicates"), l.duplicates},
                {QStringLiteral("secondProcessor"), l.secondProcessor}}},
        {QStringLiteral("evaluated"), double(r.evaluated)}, {QStringLiteral("searchSpace"), r.searchSpace},
        {QStringLiteral("plans"), r.plans}, {QStringLiteral("abandonedPlatforms"), r.abandonedPlatforms},
        {QStringLiteral("plansCut"), r.plansCut}, {QStringLiteral("seconds"), r.seconds},
        {QStringLiteral("timedOut"), r.timedOut}};
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
