// SPDX-License-Identifier: GPL-3.0-or-later
#include "dispatcher.h"

#include "clierror.h"
#include "commandregistry.h"
#include "core/analysis/exchangerates.h"
#include "db/session/catalogsession.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTextStream>

#include <algorithm>

namespace rigsmith::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

QCommandLineOption helpOption()
{
    return QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help"));
}

QCommandLineOption versionOption()
{
    return QCommandLineOption({QStringLiteral("v"), QStringLiteral("version")}, Text::tr("Show the version"));
}

QCommandLineOption catalogOption()
{
    return QCommandLineOption(QStringLiteral("catalog"),
        Text::tr("Use this parts catalog (default: RIGSMITH_CATALOG, then the bundled one)"),
        QStringLiteral("path"));
}

QCommandLineOption noOverlayOption()
{
    return QCommandLineOption(QStringLiteral("no-overlay"),
        Text::tr("Leave out your custom parts and prices (the window's overlay)"));
}

QList<QCommandLineOption> generalOptions()
{
    return {helpOption(), versionOption(), catalogOption()};
}

// Every option a verb takes: its own, --no-overlay where it reads the overlay, the general ones.
QList<QCommandLineOption> optionsOf(const Command &c)
{
    QList<QCommandLineOption> all = c.options();
    if (c.overlay() == OverlayUse::UnlessNoOverlay)
        all.append(noOverlayOption());
    return all + generalOptions();
}

// Whether the option `name` takes a value in any verb (the verb is found before its options are
// known: "--catalog X export FILE").
bool takesValue(const QString &name)
{
    for (const QCommandLineOption &o : generalOptions()) {
        if (o.names().contains(name))
            return !o.valueName().isEmpty();
    }
    for (const Command *c : commands()) {
        for (const QCommandLineOption &o : c->options()) {
            if (o.names().contains(name))
                return !o.valueName().isEmpty();
        }
    }
    return false;
}

// The first argument that is neither an option nor an option's value: the verb; empty when none.
QString verbIn(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == u"--")
            return arguments.value(i + 1);
        if (a.size() < 2 || !a.startsWith(u'-'))
            return a;
        if (a.contains(u'='))
            continue;
        const QString name = a.mid(a.startsWith(QStringLiteral("--")) ? 2 : 1);
        if (takesValue(name))
            ++i;
    }
    return {};
}

QString optionLine(const QCommandLineOption &o)
{
    QStringList names;
    for (const QString &n : o.names())
        names.append((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
    QString head = names.join(QStringLiteral(", "));
    if (!o.valueName().isEmpty())
        head += QStringLiteral(" <%1>").arg(o.valueName());
    constexpr int kColumn = 26;
    head = QStringLiteral("  ") + head;
    if (head.size() >= kColumn)
        return head + u'\n' + QString(kColumn, u' ') + o.description() + u'\n';
    return head.leftJustified(kColumn) + o.description() + u'\n';
}

QString exitStatusText()
{
    return Text::tr(
        "Exit status: 0 success, 1 validate found errors or suggest found no build, 2 bad input.");
}

// The option the user wrote as they wrote it ("--budget", "-x").
QString spelled(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

} // namespace

bool drawingVerbIn(int argc, char *argv[])
{
    // Any argument counts, as the verb may follow options whose values are not known yet.
    return std::any_of(argv + 1, argv + argc, [](const char *a) {
        const Command *c = commandNamed(QString::fromLocal8Bit(a));
        return c && c->draws();
    });
}

QString generalHelp()
{
    QString out;
    QTextStream s(&out);
    s << Text::tr("Usage: rigsmith-cli <command> [options]") << "\n\n" << Text::tr("Commands:") << '\n';
    for (const Command *c : commands()) {
        for (const QString &line : c->synopsis().split(u'\n'))
            s << "  " << line << '\n';
        s << "      " << c->summary() << '\n';
    }
    s << '\n' << Text::tr("General options:") << '\n';
    for (const QCommandLineOption &o : generalOptions())
        s << optionLine(o);
    s << '\n'
      << Text::tr("rigsmith-cli <command> --help lists the options of one command.") << '\n'
      << exitStatusText() << '\n';
    return out;
}

QString commandHelp(const Command &c)
{
    QString out;
    QTextStream s(&out);
    const QStringList lines = c.synopsis().split(u'\n');
    s << Text::tr("Usage: rigsmith-cli %1").arg(lines.first()) << '\n';
    for (const QString &line : lines.mid(1))
        s << "  " << line << '\n';
    s << '\n' << c.summary() << "\n\n" << Text::tr("Options:") << '\n';
    for (const QCommandLineOption &o : optionsOf(c))
        s << optionLine(o);
    s << '\n' << exitStatusText() << '\n';
    return out;
}

int dispatch(const QStringList &arguments)
{
    QTextStream out(stdout);
    const QString verb = verbIn(arguments);
    const Command *command = commandNamed(verb);
    QCommandLineParser parser;
    parser.addOptions(command ? optionsOf(*command) : generalOptions());
    parser.addPositionalArgument(QStringLiteral("command"), Text::tr("The command to run"));
    const bool parsed = parser.parse(arguments);
    if (!command && parser.isSet(QStringLiteral("help"))) {
        out << generalHelp();
        return kExitOk;
    }
    if (!command && parser.isSet(QStringLiteral("version"))) {
        out << "rigsmith-cli " << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    if (!command && !verb.isEmpty())
        return fail(Text::tr("unknown command \"%1\"; try rigsmith-cli --help").arg(echoed(verb)));
    if (!parsed) {
        const QStringList unknown = parser.unknownOptionNames();
        if (command && !unknown.isEmpty())
            return fail(Text::tr("%1 takes no option %2; see rigsmith-cli %1 --help")
                            .arg(command->name(), echoed(spelled(unknown.first()))));
        return fail(parser.errorText());
    }
    if (!command)
        return fail(Text::tr("no command given; try rigsmith-cli --help"));
    if (parser.isSet(QStringLiteral("help"))) {
        out << commandHelp(*command);
        return kExitOk;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << "rigsmith-cli " << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    // An empty file or folder name would mean the current folder, or nothing: never a place to write.
    for (const QCommandLineOption &o : optionsOf(*command)) {
        const bool names = o.valueName() == u"file" || o.valueName() == u"dir" || o.valueName() == u"path";
        if (names && parser.isSet(o.names().last()) && parser.values(o.names().last()).contains(QString()))
            return fail(Text::tr("%1: the name is empty; give a file or folder name")
                            .arg(spelled(o.names().first())));
    }
    // The user's own exchange rates, the same the window uses (its settings).
    {
        QSettings settings(QStringLiteral("Rigsmith"), QStringLiteral("Rigsmith"));
        QStringList refused;
        core::ExchangeRates::setCurrent(core::ExchangeRates::load(settings, &refused));
        for (const QString &why : refused)
            reportError(why);
    }
    // No output of any verb may replace the user's overlay or the catalog, however it is named.
    db::protectUserFiles(parser.value(QStringLiteral("catalog")), QCoreApplication::applicationDirPath());
    QStringList rest = parser.positionalArguments();
    rest.removeFirst(); // the verb
    Invocation invocation(parser, rest, command->overlay());
    return command->run(invocation);
}

} // namespace rigsmith::cli
