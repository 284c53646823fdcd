// SPDX-License-Identifier: GPL-3.0-or-later
// Option values are checked as the build-file reader checks fields (a file `new` writes always opens
// again), owned parts past what a build holds, empty output names, budgets under a cent and currencies
// are refused with exit 2, and a refusal quotes the value on one short line.
#include "support/clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliOptions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newChecksValuesAsTheReaderDoes_data();
    void newChecksValuesAsTheReaderDoes();
    void newTakesACurrencyInAnyCase();
    void ownedBeyondABuildIsRefused();
    void emptyOutputIsRefused_data();
    void emptyOutputIsRefused();
    void budgetUnderACentIsRefused();
    void currencyIsKnownAndConvertible();
    void echoedValuesStayOnOneShortLine_data();
    void echoedValuesStayOnOneShortLine();

private:
    using Run = rigsmith::test::CliRun;
    Run cli(const QStringList &args) const
    {
        return rigsmith::test::runCliAt(
            QStringLiteral(RIGSMITH_CLI), mHome.path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
    }
    static QStringList suggestVision()
    {
        return {QStringLiteral("suggest"), QStringLiteral("--workload"), QStringLiteral("vision")};
    }
    QTemporaryDir mHome;
};

void TestCliOptions::newChecksValuesAsTheReaderDoes_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("says");
    QTest::newRow("years nan") << QStringList {QStringLiteral("--years"), QStringLiteral("nan")}
                               << QStringLiteral("--years");
    QTest::newRow("years 51") << QStringList {QStringLiteral("--years"), QStringLiteral("51")}
                              << QStringLiteral("--years");
    QTest::newRow("hours inf") << QStringList {QStringLiteral("--hours-per-day"), QStringLiteral("inf")}
                               << QStringLiteral("--hours-per-day");
    QTest::newRow("price nan") << QStringList {QStringLiteral("--price-per-kwh"), QStringLiteral("nan")}
                               << QStringLiteral("--price-per-kwh");
    QTest::newRow("dataset nan") << QStringList {QStringLiteral("--dataset-gb"), QStringLiteral("nan")}
                                 << QStringLiteral("--dataset-gb");
    QTest::newRow("currency zzz") << QStringList {QStringLiteral("--currency"), QStringLiteral("zzz")}
                                  << QStringLiteral("--currency");
    QTest::newRow("currency E") << QStringList {QStringLiteral("--currency"), QStringLiteral("E")}
                                << QStringLiteral("--currency");
}

void TestCliOptions::newChecksValuesAsTheReaderDoes()
{
    QFETCH(QStringList, options);
    QFETCH(QString, says);
    const QString file = mHome.filePath(QStringLiteral("refused.rigsmith"));
    const Run r = cli(QStringList {QStringLiteral("new"), QStringLiteral("-o"), file} + options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(!QFile::exists(file));
}

void TestCliOptions::newTakesACurrencyInAnyCase()
{
    const QString file = mHome.filePath(QStringLiteral("euro.rigsmith"));
    const Run made = cli({QStringLiteral("new"), QStringLiteral("-o"), file, QStringLiteral("--currency"),
        QStringLiteral("eur"), QStringLiteral("--years"), QStringLiteral("3")});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    const Run shown = cli({QStringLiteral("show"), file, QStringLiteral("--json")});
    QCOMPARE(shown.exitCode, 0);
    const QJsonObject environment = QJsonDocument::fromJson(shown.out.toUtf8())
                                        .object()
                                        .value(QStringLiteral("environment"))
                                        .toObject();
    QCOMPARE(environment.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
    QCOMPARE(environment.value(QStringLiteral("years")).toDouble(), 3.0);
}

void TestCliOptions::ownedBeyondABuildIsRefused()
{
    QStringList args = suggestVision() + QStringList {QStringLiteral("--budget"), QStringLiteral("6000")};
    for (int i = 0; i < 9; ++i)
        args << QStringLiteral("--own") << QStringLiteral("gpu/asus-turbo-geforce-rtx-2080-ti-11-gb");
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("9 times")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("at most 8")), qPrintable(r.err));
    // A board owned twice: a build holds one.
    const Run boards = cli(suggestVision()
        + QStringList {QStringLiteral("--budget"), QStringLiteral("6000"), QStringLiteral("--own"),
            QStringLiteral("motherboard/asus-pro-ws-wrx80e-sage-se-wifi"), QStringLiteral("--own"),
            QStringLiteral("motherboard/asus-pro-ws-wrx80e-sage-se-wifi")});
    QCOMPARE(boards.exitCode, 2);
    QVERIFY2(boards.err.contains(QStringLiteral("2 times")), qPrintable(boards.err));
}

void TestCliOptions::emptyOutputIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("suggest -o") << (suggestVision()
        + QStringList {QStringLiteral("--budget"), QStringLiteral("3000"), QStringLiteral("-o"), QString()});
    QTest::newRow("new -o") << QStringList {QStringLiteral("new"), QStringLiteral("-o"), QString()};
    QTest::newRow("new --output=") << QStringList {QStringLiteral("new"), QStringLiteral("--output=")};
    QTest::newRow("layout export -o") << QStringList {QStringLiteral("layout"), QStringLiteral("export"),
        QStringLiteral("motherboard/asus-pro-ws-wrx80e-sage-se-wifi"), QStringLiteral("-o"), QString()};
}

void TestCliOptions::emptyOutputIsRefused()
{
    QFETCH(QStringList, args);
    const QStringList before = QDir(mHome.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("empty")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(QDir(mHome.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
}

void TestCliOptions::budgetUnderACentIsRefused()
{
    const Run r = cli(suggestVision() + QStringList {QStringLiteral("--budget"), QStringLiteral("0.001")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("less than one cent")), qPrintable(r.err));
}

void TestCliOptions::currencyIsKnownAndConvertible()
{
    const QStringList base
        = suggestVision() + QStringList {QStringLiteral("--budget"), QStringLiteral("3000")};
    const Run unknown = cli(base + QStringList {QStringLiteral("--currency"), QStringLiteral("XXX")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("no currency in use")), qPrintable(unknown.err));
    // A currency in use, but no rate of the user's converts the catalog's prices into it.
    const Run noRate = cli(base + QStringList {QStringLiteral("--currency"), QStringLiteral("JPY")});
    QCOMPARE(noRate.exitCode, 2);
    QVERIFY2(noRate.err.contains(QStringLiteral("no exchange rate from USD to JPY")), qPrintable(noRate.err));
    QVERIFY(!noRate.err.contains(QStringLiteral("priced")));
    // Any case, as prices import takes it.
    const Run lower = cli(base
        + QStringList {QStringLiteral("--currency"), QStringLiteral("usd"), QStringLiteral("--max"),
            QStringLiteral("1"), QStringLiteral("--json")});
    QVERIFY2(lower.exitCode == 0, qPrintable(lower.err));
}

void TestCliOptions::echoedValuesStayOnOneShortLine_data()
{
    QTest::addColumn<QStringList>("args");
    const QString hostile = QString(2000, u'x') + QStringLiteral("\nrigsmith-cli: forged\x1b[2J");
    QTest::newRow("suggest --vendor") << (suggestVision()
        + QStringList {
            QStringLiteral("--budget"), QStringLiteral("3000"), QStringLiteral("--vendor"), hostile});
    QTest::newRow("suggest --max") << (suggestVision()
        + QStringList {QStringLiteral("--budget"), QStringLiteral("3000"), QStringLiteral("--max"), hostile});
    QTest::newRow("fit --gpu") << QStringList {QStringLiteral("fit"), QStringLiteral("--gpu"), hostile,
        QStringLiteral("--workload"), QStringLiteral("vision")};
    QTest::newRow("gpus --workload") << QStringList {
        QStringLiteral("gpus"), QStringLiteral("--workload"), hostile};
    QTest::newRow("new --task") << QStringList {QStringLiteral("new"), QStringLiteral("-o"),
        QStringLiteral("x.rigsmith"), QStringLiteral("--task"), hostile};
    QTest::newRow("new --cpu") << QStringList {QStringLiteral("new"), QStringLiteral("-o"),
        QStringLiteral("x.rigsmith"), QStringLiteral("--cpu"), hostile};
    QTest::newRow("export --page-size") << QStringList {QStringLiteral("export"),
        QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith"), QStringLiteral("--pdf"),
        QStringLiteral("x.pdf"), QStringLiteral("--page-size"), hostile};
    QTest::newRow("unknown command") << QStringList {hostile};
}

void TestCliOptions::echoedValuesStayOnOneShortLine()
{
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    // One message on one line (a drawing verb may add Qt's own notices about the platform).
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts).filter(QStringLiteral("rigsmith-cli: "));
    QCOMPARE(lines.size(), 1);
    QCOMPARE(r.err.count(QStringLiteral("rigsmith-cli: ")), 1);
    QVERIFY2(lines.first().size() < 400, qPrintable(lines.first()));
    QVERIFY2(r.err.contains(QStringLiteral("xxx…")), qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("forged")));
    QVERIFY(!r.err.contains(QChar(0x1b)));
}

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_clioptions.moc"
