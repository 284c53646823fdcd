// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's verbs as the registry lists them: the general help names every one, `VERB --help` prints
// that verb's own help with each option it takes, and an option that is not the verb's is refused
// (exit 2, naming it) instead of being ignored.
#include "cli/commandregistry.h"
#include "support/clirun.h"

#include <QTemporaryDir>
#include <QTest>

using rigsmith::cli::Command;
using rigsmith::cli::commands;

class TestCliVerbs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generalHelpListsEveryVerb();
    void eachVerbHasItsOwnHelp();
    void foreignOptionsAreRefused();
    void showRefusesSuggestOptions();
    void optionsOfOneNameAgree();

private:
    using Run = rigsmith::test::CliRun;
    Run cli(const QStringList &args) const
    {
        return rigsmith::test::runCliAt(
            QStringLiteral(RIGSMITH_CLI), mHome.path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
    }
    static QStringList namesOf(const Command &c)
    {
        QStringList names;
        for (const QCommandLineOption &o : c.options())
            names += o.names();
        return names;
    }
    QTemporaryDir mHome;
};

void TestCliVerbs::generalHelpListsEveryVerb()
{
    const Run help = cli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(commands().size() >= 11);
    for (const Command *c : commands()) {
        const QString firstLine = c->synopsis().section(u'\n', 0, 0);
        QVERIFY2(help.out.contains(QStringLiteral("  ") + firstLine + u'\n'), qPrintable(c->name()));
        QVERIFY2(help.out.contains(c->summary()), qPrintable(c->name()));
    }
}

void TestCliVerbs::eachVerbHasItsOwnHelp()
{
    const Run general = cli({QStringLiteral("--help")});
    for (const Command *c : commands()) {
        for (const QStringList &args : {QStringList {c->name(), QStringLiteral("--help")},
                 QStringList {QStringLiteral("-h"), c->name()}}) {
            const Run help = cli(args);
            QCOMPARE(help.exitCode, 0);
            QVERIFY2(help.out != general.out, qPrintable(c->name()));
            QVERIFY2(help.out.startsWith(QStringLiteral("Usage: rigsmith-cli ") + c->name()),
                qPrintable(help.out.left(200)));
            QVERIFY(help.out.contains(c->summary()));
            for (const QString &name : namesOf(*c)) {
                const QString spelled
                    = (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
                QVERIFY2(help.out.contains(spelled), qPrintable(c->name() + u' ' + spelled));
            }
            // Another verb's help is not printed.
            for (const Command *other : commands()) {
                if (other != c && !c->synopsis().contains(other->name()))
                    QVERIFY2(!help.out.contains(QStringLiteral("rigsmith-cli ") + other->name() + u' '),
                        qPrintable(c->name() + u' ' + other->name()));
            }
        }
    }
}

// For every verb, an option that some other verb takes and this one does not: refused, exit 2,
// one line naming the option and the verb, nothing on stdout.
void TestCliVerbs::foreignOptionsAreRefused()
{
    int checked = 0;
    for (const Command *c : commands()) {
        const QStringList own = namesOf(*c);
        for (const Command *other : commands()) {
            QString foreign;
            bool takesValue = false;
            for (const QCommandLineOption &o : other->options()) {
                if (!own.contains(o.names().last()) && o.names().last() != u"no-overlay") {
                    foreign = o.names().last();
                    takesValue = !o.valueName().isEmpty();
                    break;
                }
            }
            if (foreign.isEmpty())
                continue;
            QStringList args {c->name(), QStringLiteral("--") + foreign};
            if (takesValue)
                args << QStringLiteral("1");
            const Run r = cli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            // One message (a drawing verb may add Qt's own notices about the platform).
            QCOMPARE(r.err.count(QStringLiteral("rigsmith-cli: ")), 1);
            QVERIFY2(r.err.contains(c->name() + QStringLiteral(" takes no option --") + foreign),
                qPrintable(r.err));
            ++checked;
            break;
        }
    }
    QVERIFY(checked >= 10);
}

void TestCliVerbs::showRefusesSuggestOptions()
{
    const QString file = QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith");
    const Run r = cli({QStringLiteral("show"), file, QStringLiteral("--budget"), QStringLiteral("5"),
        QStringLiteral("--vendor"), QStringLiteral("amd")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("show takes no option --budget")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    // --no-overlay belongs to the verbs that read the overlay only.
    const Run overlay = cli({QStringLiteral("show"), file, QStringLiteral("--no-overlay")});
    QCOMPARE(overlay.exitCode, 2);
    // The general options hold for every verb, before or after it.
    const Run catalog = cli(
        {QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE), QStringLiteral("show"), file});
    QVERIFY2(catalog.exitCode == 0, qPrintable(catalog.err));
    QVERIFY(!catalog.err.contains(QStringLiteral("takes no option")));
}

// The verb is found before its options are parsed: an option's name takes a value in every verb
// or in none.
void TestCliVerbs::optionsOfOneNameAgree()
{
    QHash<QString, bool> takesValue;
    for (const Command *c : commands()) {
        for (const QCommandLineOption &o : c->options()) {
            for (const QString &name : o.names()) {
                const bool value = !o.valueName().isEmpty();
                QVERIFY2(!takesValue.contains(name) || takesValue.value(name) == value, qPrintable(name));
                takesValue.insert(name, value);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestCliVerbs)
#include "tst_cliverbs.moc"
