// SPDX-License-Identifier: GPL-3.0-or-later
// Buyer questions for `rigsmith-cli suggest` on the bundled catalog, each checked against the answer an
// experienced builder expects, written in the question file before the tool was run
// (tests/data/questions/README.md). A change of answer fails.
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

struct Question
{
    QString name;
    QString source;
    QStringList args;
    QString builds; // "some" or "none"
    QSet<QString> absent; // rule ids no suggestion may carry
    double minNvmeGb = 0.0;
    int minThreads = 0;
    QString memory; // "largest-card", "all-cards", "experts+GB" or a number of GB
    QString settings; // a setting at least one suggestion turned on
    int mostGpus = 0; // at least one suggestion with this many GPUs or more
    QList<int> recommendedGpus; // the recommended build's GPUs, one of these (empty: not checked)
    double recommendedCardGb = 0.0; // each of its cards at least this much memory
    QString recommendedPrice; // its cards' price kind contains this ("used", "new")
};

Question read(const QString &path)
{
    Question q;
    for (const auto &[key, value] : rigsmith::testing::keyValueLines(path)) {
        if (key == u"name")
            q.name = value;
        else if (key == u"source")
            q.source = value;
        else if (key == u"args")
            q.args += QProcess::splitCommand(value);
        else if (key == u"builds")
            q.builds = value;
        else if (key == u"absent")
            q.absent = rigsmith::testing::wordSet(value);
        else if (key == u"min-nvme-gb")
            q.minNvmeGb = value.toDouble();
        else if (key == u"min-threads")
            q.minThreads = value.toInt();
        else if (key == u"memory")
            q.memory = value;
        else if (key == u"settings")
            q.settings = value;
        else if (key == u"most-gpus")
            q.mostGpus = value.toInt();
        else if (key == u"recommended-gpus") {
            for (const QString &n : value.split(u' ', Qt::SkipEmptyParts))
                q.recommendedGpus.append(n.toInt());
        } else if (key == u"recommended-card-gb")
            q.recommendedCardGb = value.toDouble();
        else if (key == u"recommended-price")
            q.recommendedPrice = value;
    }
    return q;
}

// A suggestion's card memory from its box: the largest card's, or all its cards' together.
double cardMemory(const QJsonObject &box, bool total)
{
    return box.value(total ? QStringLiteral("cardsMemoryGb") : QStringLiteral("largestCardGb")).toDouble();
}

// The recommended build against the question's expectation of it.
void checkRecommended(const Question &q, const QJsonObject &s, const QString &context)
{
    const QString what
        = context + QStringLiteral("\nrecommended: ") + s.value(QStringLiteral("name")).toString();
    if (!q.recommendedGpus.isEmpty())
        QVERIFY2(q.recommendedGpus.contains(s.value(QStringLiteral("gpus")).toInt()), qPrintable(what));
    const QJsonObject box = s.value(QStringLiteral("box")).toObject();
    if (q.recommendedCardGb > 0.0) {
        const double each = box.value(QStringLiteral("cardsMemoryGb")).toDouble()
            / std::max(1, s.value(QStringLiteral("gpus")).toInt());
        QVERIFY2(each >= q.recommendedCardGb, qPrintable(what));
    }
    if (q.recommendedPrice.isEmpty())
        return;
    for (const QJsonValue &p : s.value(QStringLiteral("partPrices")).toArray()) {
        const QJsonObject part = p.toObject();
        if (part.value(QStringLiteral("id")).toString().startsWith(QLatin1String("gpu/")))
            QVERIFY2(part.value(QStringLiteral("kind")).toString().contains(q.recommendedPrice),
                qPrintable(what + u' ' + part.value(QStringLiteral("kind")).toString()));
    }
}

} // namespace

class TestQuestions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void answer_data();
    void answer();
};

void TestQuestions::answer_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(RIGSMITH_TEST_DATA "/questions"));
    const QStringList files = dir.entryList({QStringLiteral("*.question")}, QDir::Files);
    QVERIFY(files.size() >= 5);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void TestQuestions::answer()
{
    QFETCH(QString, file);
    const Question q = read(file);
    QVERIFY2(!q.source.isEmpty() && !q.args.isEmpty() && !q.builds.isEmpty(), qPrintable(file));
    // Every suggestion is also saved (-o), as a buyer would keep it: a build that could not be opened
    // again is not written and the command fails.
    QTemporaryDir saved;
    QVERIFY(saved.isValid());
    QProcess suggest;
    suggest.start(QStringLiteral(RIGSMITH_CLI),
        QStringList {QStringLiteral("suggest"), QStringLiteral("--catalog"),
            QStringLiteral(RIGSMITH_CATALOG_FILE), QStringLiteral("--json"), QStringLiteral("-o"),
            saved.path()}
            + q.args);
    QVERIFY(suggest.waitForFinished(300000));
    const QJsonObject answer = QJsonDocument::fromJson(suggest.readAllStandardOutput()).object();
    const QJsonArray front = answer.value(QStringLiteral("front")).toArray();
    const QString context = q.name + u'\n' + answer.value(QStringLiteral("reason")).toString();
    QCOMPARE(front.isEmpty() ? QStringLiteral("none") : QStringLiteral("some"), q.builds);
    if (!front.isEmpty()) {
        QVERIFY2(suggest.exitCode() == 0, suggest.readAllStandardError().constData());
        QCOMPARE(
            QDir(saved.path()).entryList({QStringLiteral("*.rigsmith")}, QDir::Files).size(), front.size());
    }
    bool settingSeen = q.settings.isEmpty();
    bool gpusSeen = q.mostGpus == 0;
    int recommended = 0;
    for (const QJsonValue &v : front) {
        const QJsonObject s = v.toObject();
        if (s.value(QStringLiteral("recommended")).toBool()) {
            ++recommended;
            checkRecommended(q, s, context);
            if (QTest::currentTestFailed())
                return;
        }
        const QJsonObject box = s.value(QStringLiteral("box")).toObject();
        const QString what = context + u'\n' + s.value(QStringLiteral("gpuModel")).toString() + u' '
            + QString::number(s.value(QStringLiteral("priceCents")).toDouble() / 100.0);
        for (const QJsonValue &w : s.value(QStringLiteral("warnings")).toArray()) {
            const QString rule = w.toObject().value(QStringLiteral("rule")).toString();
            QVERIFY2(!q.absent.contains(rule), qPrintable(what + QStringLiteral(": carries ") + rule));
        }
        QVERIFY2(box.value(QStringLiteral("nvmeGb")).toDouble() >= q.minNvmeGb, qPrintable(what));
        QVERIFY2(box.value(QStringLiteral("threads")).toInt() >= q.minThreads, qPrintable(what));
        const double memory = box.value(QStringLiteral("memoryGb")).toDouble();
        if (q.memory == u"largest-card")
            QVERIFY2(memory >= cardMemory(box, false), qPrintable(what));
        else if (q.memory == u"all-cards")
            QVERIFY2(memory >= cardMemory(box, true), qPrintable(what));
        else if (q.memory.startsWith(u"experts+")) {
            const double experts = box.value(QStringLiteral("expertsInSystemGb")).toDouble();
            QVERIFY2(experts > 0 && memory >= experts + q.memory.mid(8).toDouble(),
                qPrintable(what + QStringLiteral(": %1 GB for %2 GB of experts").arg(memory).arg(experts)));
        } else if (!q.memory.isEmpty())
            QVERIFY2(memory >= q.memory.toDouble(), qPrintable(what));
        for (const QJsonValue &setting : s.value(QStringLiteral("settings")).toArray())
            settingSeen = settingSeen || setting.toString().contains(q.settings);
        gpusSeen = gpusSeen || s.value(QStringLiteral("gpus")).toInt() >= q.mostGpus;
    }
    QVERIFY2(settingSeen, qPrintable(context + QStringLiteral(": no suggestion turned on ") + q.settings));
    QVERIFY2(gpusSeen, qPrintable(context));
    // A front has one build to order, and the text says which and why.
    QCOMPARE(recommended, front.isEmpty() ? 0 : 1);
    QCOMPARE(answer.value(QStringLiteral("recommendation")).toString().isEmpty(), front.isEmpty());
}

QTEST_GUILESS_MAIN(TestQuestions)
#include "tst_questions.moc"
