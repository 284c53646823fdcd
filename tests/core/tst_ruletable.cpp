// SPDX-License-Identifier: GPL-3.0-or-later
// The table of rules the engine runs: every row complete, ids unique, each rule making findings of its
// own id only, and the README's table of rules naming exactly the rules there are.
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "support/ruleprovenance.h"
#include "support/sampleparts.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace rigsmith;
using namespace rigsmith::core;

Q_DECLARE_METATYPE(Build)

namespace {

QSet<QString> tableIds()
{
    QSet<QString> ids;
    for (const Rule &r : RuleEngine::rules())
        ids.insert(QString::fromLatin1(r.id));
    return ids;
}

QString listed(const QSet<QString> &ids)
{
    QStringList l(ids.cbegin(), ids.cend());
    l.sort();
    return l.join(u' ');
}

} // namespace

class TestRuleTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRowIsComplete();
    void idsAreUnique();
    void positionsRestOnLanes();
    void rulesKeepToTheirRows_data();
    void rulesKeepToTheirRows();
    void readmeNamesEveryRule();
};

void TestRuleTable::everyRowIsComplete()
{
    QVERIFY(RuleEngine::rules().size() >= 50);
    static const QRegularExpression idForm(QStringLiteral("^[A-Z0-9]+\\.[A-Z0-9_]+$"));
    for (const Rule &r : RuleEngine::rules()) {
        const QString id = QString::fromLatin1(r.id ? r.id : "");
        QVERIFY2(idForm.match(id).hasMatch(), qPrintable(id));
        QVERIFY2(r.family && *r.family, qPrintable(id));
        QVERIFY2(r.guideSection && *r.guideSection, qPrintable(id));
        const QString section = QString::fromUtf8(r.guideSection);
        QVERIFY2(section.startsWith(QStringLiteral("RULES.md §"))
                || section.startsWith(QStringLiteral("beyond the guide")),
            qPrintable(id + QStringLiteral(": ") + section));
        QVERIFY2(r.check, qPrintable(id));
        QVERIFY2(int(r.worst) <= int(r.mildest), qPrintable(id));
        QCOMPARE(RuleEngine::rule(id), &r);
    }
    QCOMPARE(RuleEngine::rule(QStringLiteral("NO.SUCH_RULE")), nullptr);
}

void TestRuleTable::idsAreUnique()
{
    QSet<QString> seen;
    for (const Rule &r : RuleEngine::rules()) {
        const QString id = QString::fromLatin1(r.id);
        QVERIFY2(!seen.contains(id), qPrintable(id));
        seen.insert(id);
    }
}

void TestRuleTable::positionsRestOnLanes()
{
    // An unverified layout notes the rules that rest on lanes; one whose lanes a source gives notes those
    // that rest on positions. A rule resting on positions but not lanes would go unnoted on the former.
    int positions = 0;
    QStringList workload;
    for (const Rule &r : RuleEngine::rules()) {
        if (r.rests(Rule::Positions)) {
            ++positions;
            QVERIFY2(r.rests(Rule::Lanes), r.id);
        }
        if (r.rests(Rule::Workload))
            workload.append(QString::fromLatin1(r.id));
    }
    QCOMPARE(positions, 6);
    workload.sort();
    QCOMPARE(workload,
        QStringList({QStringLiteral("GPU.MEMORY"), QStringLiteral("WORKLOAD.FSDP_FIT"),
            QStringLiteral("WORKLOAD.OFFLOAD"), QStringLiteral("WORKLOAD.PAGED_STATES")}));
}

void TestRuleTable::rulesKeepToTheirRows_data()
{
    QTest::addColumn<Build>("build");
    QTest::newRow("guide four blowers") << testing::guideFourBlowerBuild();
    QTest::newRow("passing guide build") << testing::passingGuideBuild();
    Build openAir = testing::guideFourBlowerBuild();
    openAir.gpus[1].gpu = testing::openAirRtx4090();
    QTest::newRow("an open-air card among blowers") << openAir;
    QTest::newRow("empty") << Build {};
    for (const QString &dir :
        {QStringLiteral(RIGSMITH_TEST_DATA "/builds"), QStringLiteral(RIGSMITH_BUILDS_DIR)}) {
        QDirIterator it(dir, {QStringLiteral("*.rigsmith")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const auto loaded = buildfile::load(path);
            QVERIFY2(loaded.ok(), qPrintable(path));
            QTest::newRow(qPrintable(QDir(dir).relativeFilePath(path))) << loaded.value();
        }
    }
}

void TestRuleTable::rulesKeepToTheirRows()
{
    QFETCH(Build, build);
    const QString stray = testing::strayFinding(build);
    QVERIFY2(stray.isEmpty(), qPrintable(stray));
    for (const Finding &f : RuleEngine::evaluate(build).findings)
        QVERIFY2(RuleEngine::rule(f.ruleId), qPrintable(f.ruleId));
}

void TestRuleTable::readmeNamesEveryRule()
{
    // The table under "How builds are checked": its first column names the rules of each row.
    QFile readme(QStringLiteral(RIGSMITH_README));
    QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(readme.readAll());
    const qsizetype start = text.indexOf(QStringLiteral("\n## How builds are checked\n"));
    QVERIFY(start >= 0);
    const qsizetype end = text.indexOf(QStringLiteral("\n## "), start + 1);
    static const QRegularExpression idInCell(QStringLiteral("`([A-Z0-9]+\\.[A-Z0-9_]+)`"));
    QSet<QString> named;
    int rows = 0;
    for (const QString &line : text.mid(start, end - start).split(u'\n')) {
        if (!line.startsWith(u'|') || line.startsWith(QStringLiteral("| ---")))
            continue;
        const QString firstCell = line.section(u'|', 1, 1);
        for (auto m = idInCell.globalMatch(firstCell); m.hasNext();)
            named.insert(m.next().captured(1));
        ++rows;
    }
    QVERIFY(rows > 0);
    const QSet<QString> ids = tableIds();
    QVERIFY2(named.contains(ids), qPrintable(QStringLiteral("not in the README: ") + listed(ids - named)));
    QVERIFY2(ids.contains(named), qPrintable(QStringLiteral("no such rule: ") + listed(named - ids)));
}

QTEST_GUILESS_MAIN(TestRuleTable)
#include "tst_ruletable.moc"
