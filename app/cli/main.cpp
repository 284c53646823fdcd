// SPDX-License-Identifier: GPL-3.0-or-later
// rigsmith-cli: the headless verbs. Exit status 0 on success, 1 when validate finds errors, 2 on bad input
// (with one line on stderr that names the file and the problem).
#include "catalogcounts.h"
#include "clierror.h"
#include "core/compare/catalogdrift.h"
#include "core/compare/shoppinglist.h"
#include "core/file/argumentpaths.h"
#include "core/file/atomicsave.h"
#include "core/file/buildfile.h"
#include "core/file/regularfile.h"
#include "db/catalogsession.h"
#include "db/useroverlay.h"
#include "fitcommand.h"
#include "gpuscommand.h"
#include "i18n.h"
#include "layoutcommand.h"
#include "newcommand.h"
#include "pricescommand.h"
#include "showcommand.h"
#include "suggestcommand.h"
#include "ui/sheet/buildsheet.h"
#include "validatecommand.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

constexpr int kExitOk = 0;
constexpr int kExitFindings = 1; // validate: the build has errors
using rigsmith::cli::fail;
using rigsmith::cli::kExitBadInput;
using rigsmith::cli::reportError;

QString usage()
{
    return Text::tr(
        "Usage: rigsmith-cli <command> [options]\n"
        "\n"
        "Commands:\n"
        "  show FILE [--json]   List a build's parts, slots, workload and environment\n"
        "  validate FILE [--json] Check a build against the guide's rules; key figures\n"
        "  gpus [--workload KIND --params ... as for fit] [--json]\n"
        "                       Every catalog GPU: one card's throughput for the workload in its units,\n"
        "                       memory needed and had, TDP, price, throughput per 1000 USD\n"
        "  compare A B [C D] [--json] Builds side by side: parts, figures, findings only some have\n"
        "  catalog [--json]     Describe the parts catalog: where it is, its version, parts per kind\n"
        "  export FILE --pdf OUT [--page-size A4|Letter] Write the build sheet as a PDF\n"
        "  fit --gpu MODEL [--gpus N] --workload vision|transformer|finetune|inference --params BILLIONS\n"
        "      [--method full|lora|qlora] [--precision fp32|tf32|bf16|fp16|fp8|int8|int4] [--seq N]\n"
        "      [--batch N] [--parallel ddp|fsdp] [--optimizer adamw|adamw-8bit] [--checkpointing] [--json]\n"
        "                       Will a workload fit a catalog GPU model, and how fast\n"
        "  new --board ID --cpu ID --gpu ID@SLOT ... --memory ID×N --storage ID --psu ID --case ID -o FILE\n"
        "                       Compose a build from catalog ids (workload: --task --precision "
        "--preprocessing\n"
        "                       --no-async --dataset-gb --planned-gpus --data-drive; environment: --circuit "
        "V/A\n"
        "                       --price-per-kwh --currency --hours-per-day --years; --cooler, --name, "
        "--notes)\n"
        "  export FILE --parts-csv OUT | --parts-md OUT  Write the parts as a shopping list\n"
        "  prices import FILE.csv  Store your own prices (header part,price,currency,date,shop)\n"
        "  prices list [--json]  List your own prices with their dates and shops\n"
        "  suggest --workload KIND [--params ... as for fit] --budget AMOUNT [--currency CODE]\n"
        "      [--min-throughput X] [--gpus MIN-MAX] [--circuit V/A] [--vendor nvidia|amd|any]\n"
        "      [--cooler blower|open-air|any] [--own ID ...] [--avoid ID ...] [--include-unverified]\n"
        "      [--max N] [--json] [-o DIR]\n"
        "                       The best complete builds for the workload and the money: the price and\n"
        "                       throughput front of catalog builds that pass every rule (exit 1: none)\n"
        "  layout export BOARD -o FILE  Write a board's slot layout (yours, if corrected) as a layout file\n"
        "  layout import FILE   Check a layout file and save it as your correction of its board\n"
        "\n"
        "Options:\n"
        "  -h, --help           Show this help\n"
        "  -v, --version        Show the version\n"
        "  --json               Print JSON instead of text\n"
        "  --catalog PATH       Use this parts catalog (default: RIGSMITH_CATALOG, then the bundled one)\n"
        "  --no-overlay         Leave out your custom parts and prices (the window's overlay)\n"
        "  --saved-prices       validate, compare: keep the prices saved in the files, even where the\n"
        "                       catalog's differ (said as stale); by default the catalog's are used\n"
        "\n"
        "Exit status: 0 success, 1 validate found errors, 2 bad input.\n");
}

// The user's overlay, as the window reads it, unless --no-overlay.
QString overlayPath(const QCommandLineParser &parser, const QCommandLineOption &noOverlay)
{
    return parser.isSet(noOverlay) ? QString() : rigsmith::db::UserOverlay::defaultPath();
}

// The overlay's notices (a damaged file set aside, parts that cannot be read) go to stderr.
void tellProblems(const rigsmith::db::CatalogSession &session)
{
    if (session.catalog()) {
        for (const QString &p : session.problems())
            rigsmith::cli::reportError(p);
    }
}

// A saved build as validate and compare read it: the catalog's prices where the file's moved, as the
// window offers them (core::checkDrift), or the file's with --saved-prices; said either way.
rigsmith::core::DriftCheck readDrift(
    const rigsmith::core::Build &build, const rigsmith::db::CatalogSession &session, bool savedPrices)
{
    return rigsmith::core::checkDrift(build, session.catalog(),
        savedPrices ? rigsmith::core::DriftPrices::AsSaved : rigsmith::core::DriftPrices::FromCatalog);
}

} // namespace

int main(int argc, char *argv[])
{
    // Only export draws (the chassis and the charts are widgets' scenes): it gets a GUI
    // application on the offscreen platform unless one was asked for; the other verbs stay light.
    // The command may follow options ("--catalog X export ..."), so any argument counts.
    const bool drawing
        = std::any_of(argv + 1, argv + argc, [](const char *a) { return qstrcmp(a, "export") == 0; });
    if (drawing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application(
        drawing ? new QApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("rigsmith-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGSMITH_VERSION));
    rigsmith::installTranslations(app);

    QCommandLineParser parser;
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help"));
    const QCommandLineOption version(
        {QStringLiteral("v"), QStringLiteral("version")}, Text::tr("Show the version"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print JSON instead of text"));
    const QCommandLineOption catalogOption(
        QStringLiteral("catalog"), Text::tr("Parts catalog to use"), QStringLiteral("path"));
    const QCommandLineOption pdfOption(
        QStringLiteral("pdf"), Text::tr("PDF file to write"), QStringLiteral("path"));
    const QCommandLineOption pageSizeOption(QStringLiteral("page-size"),
        Text::tr("Page size of the PDF: A4 or Letter"), QStringLiteral("size"), QStringLiteral("A4"));
    const QCommandLineOption noOverlayOption(
        QStringLiteral("no-overlay"), Text::tr("Leave out your custom parts and prices"));
    const QCommandLineOption partsCsvOption(
        QStringLiteral("parts-csv"), Text::tr("Shopping list to write as CSV"), QStringLiteral("path"));
    const QCommandLineOption partsMdOption(
        QStringLiteral("parts-md"), Text::tr("Shopping list to write as Markdown"), QStringLiteral("path"));
    const QCommandLineOption savedPricesOption(QStringLiteral("saved-prices"),
        Text::tr("Keep the prices saved in the build files, even where the catalog's differ"));
    parser.addOptions({help, version, json, catalogOption, pdfOption, pageSizeOption, noOverlayOption,
        partsCsvOption, partsMdOption, savedPricesOption});
    parser.addOptions(rigsmith::cli::fitOptions());
    // `new` shares --gpu and --precision with `fit` (the same names, read per command).
    QStringList registered;
    for (const QCommandLineOption &o : rigsmith::cli::fitOptions())
        registered += o.names();
    for (const QCommandLineOption &o : rigsmith::cli::newOptions()) {
        if (!registered.contains(o.names().first()))
            parser.addOption(o);
    }
    parser.addOptions(rigsmith::cli::suggestOptions());
    parser.addPositionalArgument(QStringLiteral("command"), Text::tr("The command to run"));
    // A file named in another encoding than UTF-8 is read through a link Qt can name.
    const rigsmith::core::ArgumentPaths arguments(argc, argv,
        {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--pdf"),
            QStringLiteral("--parts-csv"), QStringLiteral("--parts-md")});
    if (!arguments.error().isEmpty())
        return fail(arguments.error());
    if (!parser.parse(arguments.arguments()))
        return fail(parser.errorText());

    QTextStream out(stdout);
    if (parser.isSet(help)) {
        out << usage();
        return kExitOk;
    }
    if (parser.isSet(version)) {
        out << "rigsmith-cli " << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty())
        return fail(Text::tr("no command given; try rigsmith-cli --help"));

    // The user's own exchange rates, the same the window uses (its settings).
    {
        QSettings settings(QStringLiteral("Rigsmith"), QStringLiteral("Rigsmith"));
        QStringList refused;
        rigsmith::core::ExchangeRates::setCurrent(rigsmith::core::ExchangeRates::load(settings, &refused));
        for (const QString &why : refused)
            reportError(why);
    }
    // No output of any verb may replace the user's overlay or the catalog, however it is named.
    rigsmith::db::protectUserFiles(parser.value(catalogOption), QCoreApplication::applicationDirPath());
    const QString command = args.first();
    if (command == u"prices")
        return rigsmith::cli::runPrices(args.mid(1), parser.isSet(json), parser.value(catalogOption));
    if (command == u"layout") {
        return rigsmith::cli::runLayout(
            args.mid(1), parser.value(QStringLiteral("output")), parser.value(catalogOption));
    }
    if (command == u"show") {
        if (args.size() != 2)
            return fail(Text::tr("show takes one build file"));
        const auto loaded = rigsmith::core::buildfile::load(args[1]);
        if (!loaded.ok())
            return fail(loaded.error().toString());
        if (parser.isSet(json))
            out << QJsonDocument(rigsmith::cli::showJson(loaded.value())).toJson(QJsonDocument::Indented);
        else
            out << rigsmith::cli::terminalSafe(rigsmith::cli::showText(loaded.value()));
        return kExitOk;
    }
    if (command == u"validate") {
        if (args.size() != 2)
            return fail(Text::tr("validate takes one build file"));
        const auto loaded = rigsmith::core::buildfile::load(args[1]);
        if (!loaded.ok())
            return fail(loaded.error().toString());
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        if (!session.catalogRefused().isEmpty())
            return fail(session.catalogRefused());
        tellProblems(session);
        const auto drift = readDrift(loaded.value(), session, parser.isSet(savedPricesOption));
        const auto analyses = rigsmith::core::Analyses::of(drift.build);
        const auto report = rigsmith::core::RuleEngine::evaluate(drift.build, analyses);
        if (parser.isSet(json))
            out << QJsonDocument(rigsmith::cli::validateJson(drift.build, analyses, report, &drift))
                       .toJson(QJsonDocument::Indented);
        else
            out << rigsmith::cli::terminalSafe(rigsmith::cli::validateText(
                drift.build, analyses, report, &drift, QFileInfo(args[1]).fileName()));
        return report.count(rigsmith::core::Severity::Error) > 0 ? kExitFindings : kExitOk;
    }
    if (command == u"compare") {
        if (args.size() < 3 || args.size() > 5)
            return fail(Text::tr("compare takes 2 to 4 build files"));
        QList<rigsmith::core::Build> builds;
        QStringList failed;
        QStringList notes; // what each file's drift check did (core::checkDrift)
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        if (!session.catalogRefused().isEmpty())
            return fail(session.catalogRefused());
        tellProblems(session);
        for (const QString &path : args.mid(1)) {
            const auto loaded = rigsmith::core::buildfile::load(path);
            if (!loaded.ok()) {
                failed.append(loaded.error().toString());
                continue;
            }
            const auto drift = readDrift(loaded.value(), session, parser.isSet(savedPricesOption));
            builds.append(drift.build);
            notes.append(drift.note(QFileInfo(path).fileName()));
        }
        // A file that fails is named; the others still compare.
        for (const QString &f : failed)
            reportError(f);
        if (builds.size() < 2)
            return fail(Text::tr("fewer than two builds could be read; nothing to compare"));
        const auto comparison = rigsmith::core::compareBuilds(builds);
        if (parser.isSet(json))
            out << QJsonDocument(rigsmith::cli::compareJson(comparison, notes))
                       .toJson(QJsonDocument::Indented);
        else
            out << rigsmith::cli::terminalSafe(rigsmith::cli::compareText(comparison, notes));
        return failed.isEmpty() ? kExitOk : kExitBadInput;
    }
    if (command == u"gpus") {
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        if (!session.catalog())
            return fail(session.problems().join(u' '));
        tellProblems(session);
        const auto workload
            = rigsmith::cli::workloadFromOptions(parser, rigsmith::core::WorkloadKind::Vision);
        if (const QString *error = std::get_if<QString>(&workload))
            return fail(*error);
        const auto &w = std::get<rigsmith::core::Workload>(workload);
        if (parser.isSet(json))
            out << QJsonDocument(rigsmith::cli::gpusJson(*session.catalog(), w))
                       .toJson(QJsonDocument::Indented);
        else
            out << rigsmith::cli::terminalSafe(rigsmith::cli::gpusText(*session.catalog(), w));
        return kExitOk;
    }
    if (command == u"catalog") {
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        if (!session.catalog())
            return fail(session.problems().join(u' '));
        tellProblems(session);
        const rigsmith::core::CatalogInfo info = session.catalog()->info();
        QJsonObject counts;
        for (rigsmith::core::PartKind kind : rigsmith::core::allValues<rigsmith::core::PartKind>())
            counts.insert(rigsmith::core::toKey(kind), session.catalog()->count(kind));
        const QJsonObject layouts = rigsmith::cli::layoutConfidenceCounts(*session.catalog());
        if (parser.isSet(json)) {
            out << QJsonDocument(
                QJsonObject {{QStringLiteral("path"), session.location().path},
                    {QStringLiteral("name"), info.name}, {QStringLiteral("version"), info.version},
                    {QStringLiteral("dataDate"), info.dataDate.toString(Qt::ISODate)},
                    {QStringLiteral("parts"), counts}, {QStringLiteral("boardLayouts"), layouts}})
                       .toJson(QJsonDocument::Indented);
        } else {
            out << Text::tr("%1 %2 (data of %3)")
                       .arg(info.name, info.version, info.dataDate.toString(Qt::ISODate))
                << '\n'
                << session.location().path << '\n';
            for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
                out << "  " << it.key().leftJustified(12) << it.value().toInt() << '\n';
            out << Text::tr("Motherboard slot layouts:") << '\n';
            for (auto it = layouts.constBegin(); it != layouts.constEnd(); ++it)
                out << "  " << it.key().leftJustified(16) << it.value().toInt() << '\n';
        }
        return kExitOk;
    }
    if (command == u"fit") {
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        if (!session.catalog())
            return fail(session.problems().join(u' '));
        tellProblems(session);
        const auto answer = rigsmith::cli::fitAnswer(parser, *session.catalog());
        if (const QString *error = std::get_if<QString>(&answer))
            return fail(*error);
        const auto &fit = std::get<rigsmith::cli::FitAnswer>(answer);
        if (parser.isSet(json))
            out << QJsonDocument(rigsmith::cli::fitJson(fit)).toJson(QJsonDocument::Indented);
        else
            out << rigsmith::cli::terminalSafe(rigsmith::cli::fitText(fit));
        return kExitOk;
    }
    if (command == u"export" && args.size() == 2) {
        // No output ever replaces the build it is made from (however the path is spelled, or a link
        // to it), checked for every output before anything is written.
        for (const QCommandLineOption *option : {&pdfOption, &partsCsvOption, &partsMdOption}) {
            if (parser.isSet(*option) && rigsmith::core::sameFile(args[1], parser.value(*option)))
                return fail(Text::tr(
                    "%1: the export would replace the build file it is made from; choose another name")
                                .arg(QFileInfo(parser.value(*option)).absoluteFilePath()));
        }
    }
    if (command == u"export" && (parser.isSet(partsCsvOption) || parser.isSet(partsMdOption))) {
        if (args.size() != 2)
            return fail(Text::tr("export takes one build file"));
        const auto loaded = rigsmith::core::buildfile::load(args[1]);
        if (!loaded.ok())
            return fail(loaded.error().toString());
        if (parser.isSet(partsCsvOption)) {
            if (const auto error = rigsmith::core::saveAtomically(
                    parser.value(partsCsvOption), rigsmith::core::partsCsv(loaded.value())))
                return fail(QStringLiteral("%1: %2").arg(parser.value(partsCsvOption), *error));
        }
        if (parser.isSet(partsMdOption)) {
            if (const auto error = rigsmith::core::saveAtomically(
                    parser.value(partsMdOption), rigsmith::core::partsMarkdown(loaded.value()).toUtf8()))
                return fail(QStringLiteral("%1: %2").arg(parser.value(partsMdOption), *error));
        }
        if (!parser.isSet(pdfOption))
            return kExitOk;
    }
    if (command == u"export") {
        if (args.size() != 2 || !parser.isSet(pdfOption))
            return fail(Text::tr("export takes one build file and --pdf OUT"));
        const QString size = parser.value(pageSizeOption).toLower();
        if (size != u"a4" && size != u"letter")
            return fail(Text::tr("page size \"%1\" is not A4 or Letter").arg(parser.value(pageSizeOption)));
        const auto loaded = rigsmith::core::buildfile::load(args[1]);
        if (!loaded.ok())
            return fail(loaded.error().toString());
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        // Without a catalog the sheet is still written, only without the GPU value map.
        if (!session.catalog())
            reportError(session.problems().join(u' '));
        tellProblems(session);
        rigsmith::ui::BuildSheet::Options options;
        options.pageSize = QPageSize(size == u"a4" ? QPageSize::A4 : QPageSize::Letter);
        options.version = QCoreApplication::applicationVersion();
        options.catalog = session.catalog();
        if (session.catalog())
            options.catalogDate = session.catalog()->info().dataDate;
        const rigsmith::ui::BuildSheet sheet(loaded.value(), options);
        if (const auto error = sheet.exportPdf(parser.value(pdfOption)))
            return fail(*error);
        return kExitOk;
    }
    if (command == u"suggest") {
        if (args.size() != 1)
            return fail(Text::tr("suggest takes its workload and constraints as options"));
        const rigsmith::db::CatalogSession session(parser.value(catalogOption),
            QCoreApplication::applicationDirPath(), overlayPath(parser, noOverlayOption));
        if (!session.catalog())
            return fail(session.problems().join(u' '));
        tellProblems(session);
        return rigsmith::cli::runSuggest(parser, *session.catalog(), parser.isSet(json));
    }
    if (command == u"new") {
        if (args.size() != 1 || !parser.isSet(QStringLiteral("output")))
            return fail(Text::tr("new takes its parts as options and -o FILE"));
        const rigsmith::db::CatalogSession session(
            parser.value(catalogOption), QCoreApplication::applicationDirPath(), QString());
        if (!session.catalog())
            return fail(session.problems().join(u' '));
        const auto composed = rigsmith::cli::composeBuild(parser, *session.catalog());
        if (const QString *why = std::get_if<QString>(&composed))
            return fail(*why);
        const QString path = parser.value(QStringLiteral("output"));
        if (const auto error
            = rigsmith::core::buildfile::save(std::get<rigsmith::core::Build>(composed), path))
            return fail(error->toString());
        return kExitOk;
    }
    return fail(Text::tr("unknown command \"%1\"; try rigsmith-cli --help").arg(command));
}
