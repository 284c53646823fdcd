// SPDX-License-Identifier: GPL-3.0-or-later
// Realistic builds from public build logs and the guide, composed with `rigsmith-cli new` and checked
// with `rigsmith-cli validate` against the verdict written in each scenario file before the tool
// was run (tests/data/scenarios/README.md). A change of verdict fails.
#include "support/keyvaluefile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Scenario
{
    QString name;
    QString source;
    QStringList args;
    QString verdict; // "works": no error; "fails": at least one error
    QSet<QString> errors; // at least these error rule ids
    QSet<QString> warnings; // at least these warning rule ids
    QSet<QString> advice; // at least these advice rule ids (what the catalog does not know, named)
    QSet<QString> absent; // none of these at any severity (the false alarms a builder would not sign)
};

Scenario read(const QString &path)
{
    Scenario s;
    const auto ids = [](const QString &v) { return rigsmith::testing::wordSet(v); };
    for (const auto &[key, value] : rigsmith::testing::keyValueLines(path)) {
        if (key == u"name")
            s.name = value;
        else if (key == u"source")
            s.source = value;
        else if (key == u"args")
            s.args += QProcess::splitCommand(value);
        else if (key == u"verdict")
            s.verdict = value;
        else if (key == u"errors")
            s.errors = ids(value);
        else if (key == u"warnings")
            s.warnings = ids(value);
        else if (key == u"absent")
            s.absent = ids(value);
        else if (key == u"advice")
            s.advice = ids(value);
    }
    return s;
}

QString setText(QSet<QString> s)
{
    QStringList l(s.cbegin(), s.cend());
    l.sort();
    return l.join(u' ');
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void atLeastTheSuite();
    void verdict_data();
    void verdict();
};

void TestScenarios::atLeastTheSuite()
{
    const QStringList files = QDir(QStringLiteral(RIGSMITH_TEST_DATA "/scenarios"))
                                  .entryList({QStringLiteral("*.scenario")}, QDir::Files);
    QVERIFY2(files.size() >= 30, qPrintable(QString::number(files.size())));
    for (const QString &file : files) {
        const Scenario s = read(QStringLiteral(RIGSMITH_TEST_DATA "/scenarios/") + file);
        QVERIFY2(
            s.source.startsWith(QStringLiteral("http")), qPrintable(file + QStringLiteral(": no source")));
        QVERIFY2(!s.args.isEmpty(), qPrintable(file));
    }
}

void TestScenarios::verdict_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(RIGSMITH_TEST_DATA "/scenarios"));
    for (const QString &file : dir.entryList({QStringLiteral("*.scenario")}, QDir::Files))
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void TestScenarios::verdict()
{
    QFETCH(QString, file);
    const Scenario s = read(file);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("build.rigsmith"));
    QProcess make;
    make.start(QStringLiteral(RIGSMITH_CLI),
        QStringList {
            QStringLiteral("new"), QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)}
            + s.args + QStringList {QStringLiteral("-o"), out});
    QVERIFY(make.waitForFinished(90000));
    QVERIFY2(make.exitCode() == 0, make.readAllStandardError().constData());
    QProcess validate;
    validate.start(QStringLiteral(RIGSMITH_CLI), {QStringLiteral("validate"), QStringLiteral("--json"), out});
    QVERIFY(validate.waitForFinished(90000));
    const QJsonObject report = QJsonDocument::fromJson(validate.readAllStandardOutput()).object();
    QSet<QString> errors;
    QSet<QString> warnings;
    QSet<QString> advice;
    QSet<QString> all;
    QStringList lines;
    for (const QJsonValue &v : report.value(QStringLiteral("findings")).toArray()) {
        const QJsonObject f = v.toObject();
        const QString id = f.value(QStringLiteral("rule")).toString();
        const QString severity = f.value(QStringLiteral("severity")).toString();
        all.insert(id);
        if (severity == u"error")
            errors.insert(id);
        else if (severity == u"warning")
            warnings.insert(id);
        else if (severity == u"advice")
            advice.insert(id);
        lines.append(
            severity + u' ' + id + QStringLiteral(": ") + f.value(QStringLiteral("message")).toString());
    }
    const QString context = s.name + u'\n' + lines.join(u'\n');
    QVERIFY2(s.verdict == u"works" || s.verdict == u"fails", qPrintable(context));
    QVERIFY2((s.verdict == u"fails") == !errors.isEmpty(),
        qPrintable(QStringLiteral("verdict %1, errors [%2]\n%3").arg(s.verdict, setText(errors), context)));
    QVERIFY2(errors.contains(s.errors),
        qPrintable(QStringLiteral("errors [%1], expected at least [%2]\n%3")
                       .arg(setText(errors), setText(s.errors), context)));
    QVERIFY2(warnings.contains(s.warnings),
        qPrintable(QStringLiteral("warnings [%1], expected at least [%2]\n%3")
                       .arg(setText(warnings), setText(s.warnings), context)));
    QVERIFY2(advice.contains(s.advice),
        qPrintable(QStringLiteral("advice [%1], expected at least [%2]\n%3")
                       .arg(setText(advice), setText(s.advice), context)));
    QVERIFY2(!all.intersects(s.absent),
        qPrintable(QStringLiteral("found one of [%1]\n%2").arg(setText(s.absent), context)));
}

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
