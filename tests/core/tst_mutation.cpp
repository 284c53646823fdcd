// SPDX-License-Identifier: GPL-3.0-or-later
// Mutation test of the build-file reader: thousands of build files made from the templates in
// resources/builds by damaging bytes and JSON values (extreme numbers, wrong types, NUL and escape
// sequences in text, deep nesting, keys removed). Every one is either refused with an error naming
// the file, or read into a build whose parts are valid and which saves and reads back unchanged.
// No crash, no hang (each file under a second), the whole run bounded in time.
#include "core/file/buildfile.h"
#include "core/file/validatepart.h"
#include "core/model/buildparts.h"
#include "core/model/partvalidity.h"
#include "core/workload/workloadcheck.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace rigsmith::core;

namespace {

constexpr int kMutants = 5000;
constexpr qint64 kBudgetMs = 45000; // the run stops early on a very slow machine, never runs long
constexpr qint64 kHangMs = 1000;

const QList<QJsonValue> &hostileValues()
{
    static const QList<QJsonValue> values {QJsonValue(0), QJsonValue(-1), QJsonValue(1e308),
        QJsonValue(-1e308), QJsonValue(2147483648.0), QJsonValue(4294967296.0 + 250), QJsonValue(0.5),
        QJsonValue(18), QJsonValue(1e-300), QJsonValue(QJsonValue::Null), QJsonValue(true),
        QJsonValue(QStringLiteral("")), QJsonValue(QStringLiteral("a") + QChar(0) + QStringLiteral("b")),
        QJsonValue(QStringLiteral("\x1b[2J\x07\r")), QJsonValue(QString(70000, u'x')),
        QJsonValue(QJsonArray {}), QJsonValue(QJsonObject {}), QJsonValue(QJsonArray {1, 2, 3}),
        QJsonValue(QStringLiteral("gpu")), QJsonValue(QStringLiteral("2026-02-30"))};
    return values;
}

// Replaces one value somewhere in the tree (depth-first, the n-th value met).
QJsonValue mutateValue(const QJsonValue &v, int &countdown, QRandomGenerator &rng)
{
    if (countdown-- == 0) {
        switch (rng.bounded(4)) {
        case 0: {
            // Deep nesting where a value was.
            QJsonValue deep(1);
            for (int i = 0; i < 200; ++i)
                deep = QJsonArray {deep};
            return deep;
        }
        default:
            return hostileValues()[rng.bounded(int(hostileValues().size()))];
        }
    }
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        const QStringList keys = o.keys();
        for (const QString &k : keys) {
            if (countdown == 0 && rng.bounded(5) == 0) {
                o.remove(k); // a key removed
                --countdown;
                continue;
            }
            o.insert(k, mutateValue(o.value(k), countdown, rng));
        }
        return o;
    }
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = mutateValue(a[i], countdown, rng);
        if (countdown == 0 && !a.isEmpty() && rng.bounded(3) == 0) {
            for (int i = 0; i < 20; ++i)
                a.append(a.first()); // too many entries
            --countdown;
        }
        return a;
    }
    return v;
}

int countValues(const QJsonValue &v)
{
    int n = 1;
    if (v.isObject()) {
        for (const QJsonValue &c : v.toObject())
            n += countValues(c);
    } else if (v.isArray()) {
        for (const QJsonValue &c : v.toArray())
            n += countValues(c);
    }
    return n;
}

QByteArray mutateBytes(QByteArray b, QRandomGenerator &rng)
{
    const int edits = 1 + int(rng.bounded(4));
    for (int e = 0; e < edits && !b.isEmpty(); ++e) {
        const qsizetype at = rng.bounded(int(b.size()));
        switch (rng.bounded(5)) {
        case 0:
            b[at] = char(rng.bounded(256));
            break;
        case 1:
            b.remove(at, 1 + rng.bounded(16));
            break;
        case 2:
            b.insert(at, QByteArray(1 + rng.bounded(8), char(rng.bounded(256))));
            break;
        case 3:
            b.truncate(at);
            break;
        default:
            b.insert(at, b.mid(rng.bounded(int(b.size())), 64)); // a piece of itself elsewhere
            break;
        }
    }
    return b;
}

} // namespace

class TestMutation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mutatedTemplates();
};

void TestMutation::mutatedTemplates()
{
    const QDir dir(QStringLiteral(RIGSMITH_BUILDS_DIR));
    QList<QByteArray> templates;
    for (const QString &name : dir.entryList({QStringLiteral("*.rigsmith")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        templates.append(f.readAll());
        QVERIFY2(buildfile::parse(templates.last(), name).ok(), qPrintable(name));
    }
    QVERIFY(templates.size() >= 4);
    // The workload fields of LLM jobs, which the sample builds (vision and training) leave at their
    // defaults: a served MoE model with experts in system memory, and a fine-tune as a second job.
    {
        QJsonObject root = QJsonDocument::fromJson(templates.first()).object();
        QJsonObject w = root.value(QStringLiteral("workload")).toObject();
        w.insert(QStringLiteral("kind"), QStringLiteral("inference"));
        w.insert(QStringLiteral("model"), QStringLiteral("gpt-oss-120b"));
        w.insert(QStringLiteral("serving"), 16);
        w.insert(QStringLiteral("engine"), QStringLiteral("llama.cpp"));
        w.insert(QStringLiteral("kvPrecision"), QStringLiteral("q8"));
        w.insert(QStringLiteral("promptTokens"), 3000);
        w.insert(QStringLiteral("offloadExperts"), true);
        root.insert(QStringLiteral("workload"), w);
        QJsonObject tune = w;
        tune.insert(QStringLiteral("kind"), QStringLiteral("finetune"));
        tune.insert(QStringLiteral("model"), QStringLiteral("Llama 3.1 8B"));
        tune.insert(QStringLiteral("framework"), QStringLiteral("unsloth"));
        tune.insert(QStringLiteral("method"), QStringLiteral("qlora"));
        root.insert(QStringLiteral("otherWorkloads"), QJsonArray {tune});
        templates.append(QJsonDocument(root).toJson(QJsonDocument::Compact));
        const auto parsed = buildfile::parse(templates.last(), QStringLiteral("llm-jobs"));
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
        QVERIFY(parsed.value().workload.offloadExperts);
        QCOMPARE(parsed.value().otherWorkloads.size(), 1);
    }

    QRandomGenerator rng(18);
    QElapsedTimer total;
    total.start();
    int refused = 0, loaded = 0, tried = 0;
    qint64 slowest = 0;
    for (; tried < kMutants && total.elapsed() < kBudgetMs; ++tried) {
        const QByteArray &base = templates[tried % templates.size()];
        QByteArray bytes;
        if (tried % 2 == 0) {
            bytes = mutateBytes(base, rng);
        } else {
            const QJsonValue root = QJsonDocument::fromJson(base).object();
            int countdown = int(rng.bounded(countValues(root)));
            QJsonValue mutated = mutateValue(root, countdown, rng);
            bytes = QJsonDocument(mutated.toObject()).toJson(QJsonDocument::Compact);
        }
        const QString name = QStringLiteral("mutant-%1.rigsmith").arg(tried);
        QElapsedTimer one;
        one.start();
        const auto parsed = buildfile::parse(bytes, name);
        if (!parsed.ok()) {
            QVERIFY2(parsed.error().toString().startsWith(name + QStringLiteral(": ")),
                qPrintable(parsed.error().toString()));
            QVERIFY(!parsed.error().message.isEmpty());
            ++refused;
        } else {
            // Read means valid: every part passes the one definition, and the build saves and reads back.
            QString invalid;
            forEachPart(parsed.value(), [&](PartKind, const auto &part, int, int) {
                if (const auto problem = validatePart(part.toPart()); problem && invalid.isEmpty())
                    invalid = part.info.id.key() + u' ' + problem->field + u' ' + problem->message;
            });
            QVERIFY2(invalid.isEmpty(), qPrintable(name + u' ' + invalid));
            // And its workloads say nothing the CLI or the window would refuse.
            const auto problem = buildWorkloadProblem(parsed.value());
            QVERIFY2(!problem, qPrintable(name + u' ' + problem.value_or(QString())));
            const auto again = buildfile::parse(buildfile::serialize(parsed.value()), name);
            QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().toString()));
            QVERIFY2(again.value() == parsed.value(), qPrintable(name));
            ++loaded;
        }
        slowest = std::max(slowest, one.elapsed());
        QVERIFY2(one.elapsed() < kHangMs,
            qPrintable(QStringLiteral("%1 took %2 ms").arg(name).arg(one.elapsed())));
    }
    QVERIFY(tried >= 1000);
    qInfo(
        "%d mutated build files in %lld ms: %d refused with a message, %d read and round-tripped, 0 crashes, "
        "0 hangs; slowest %lld ms",
        tried, total.elapsed(), refused, loaded, slowest);
}

QTEST_GUILESS_MAIN(TestMutation)
#include "tst_mutation.moc"
