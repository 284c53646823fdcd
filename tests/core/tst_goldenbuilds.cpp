// SPDX-License-Identifier: GPL-3.0-or-later
// Golden builds: every folder in tests/data/builds holds a build file and the findings it must
// produce ("severity RULE.ID slots..." per line, in report order).
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace rigsmith::core;

class TestGoldenBuilds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data();
    void findings();
};

void TestGoldenBuilds::findings_data()
{
    QTest::addColumn<QString>("folder");
    const QDir root(QStringLiteral(RIGSMITH_TEST_DATA "/builds"));
    const QStringList folders = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY(folders.size() >= 5);
    for (const QString &f : folders)
        QTest::newRow(qPrintable(f)) << root.filePath(f);
}

void TestGoldenBuilds::findings()
{
    QFETCH(QString, folder);
    const auto loaded = buildfile::load(folder + QStringLiteral("/build.rigsmith"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
    QStringList got;
    for (const Finding &f : RuleEngine::evaluate(loaded.value()).findings) {
        QStringList line {toKey(f.severity), f.ruleId};
        for (int s : f.slots)
            line.append(QString::number(s));
        got.append(line.join(u' '));
    }
    QFile expected(folder + QStringLiteral("/expected-findings.txt"));
    QVERIFY(expected.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList want = QString::fromUtf8(expected.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(got, want);
}

QTEST_GUILESS_MAIN(TestGoldenBuilds)
#include "tst_goldenbuilds.moc"
