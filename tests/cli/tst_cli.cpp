// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/buildfile.h"
#include "support/sampleparts.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

struct Run
{
    int exitCode;
    QString out;
    QString err;
};

Run cli(const QStringList &args, const QString &language = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!language.isEmpty())
        env.insert(QStringLiteral("RIGSMITH_LANG"), language);
    // The CLI reads the user's overlay: a folder of the test's own, never the real one.
    static const QTemporaryDir data;
    env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RIGSMITH_CLI), args);
    p.waitForFinished(30000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void helpAndVersion();
    void showText();
    void showJson();
    void badInput_data();
    void badInput();
    void speaksChinese();
    void catalogVerb();
    void validateVerb();
    void gpusVerb();
    void compareVerb();
    void fitVerb();
    void validateCarriesWorkload();
    void newVerb_data();
    void newVerb();
    void newVerbComposes();

private:
    QTemporaryDir mDir;
    QString mGood;
};

void TestCli::initTestCase()
{
    mGood = mDir.filePath(QStringLiteral("guide.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), mGood));
    QFile bad(mDir.filePath(QStringLiteral("bad.rigsmith")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(buildfile::serialize(guideFourBlowerBuild()).left(300));
}

void TestCli::helpAndVersion()
{
    const Run help = cli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("show FILE")));
    const Run version = cli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.out.trimmed(), QStringLiteral("rigsmith-cli " RIGSMITH_VERSION));
}

void TestCli::showText()
{
    const Run r = cli({QStringLiteral("show"), mGood});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY(r.out.contains(QStringLiteral("Build: Guide 4 × blower")));
    QCOMPARE(r.out.count(QStringLiteral("ASUS Turbo GeForce RTX 2080 Ti")), 4);
    for (const char *slot : {"slot 1", "slot 3", "slot 5", "slot 7"})
        QVERIFY2(r.out.contains(QLatin1StringView(slot)), slot);
    QVERIFY(r.out.contains(QStringLiteral("AMD Ryzen Threadripper 3960X")));
    QVERIFY(r.out.contains(QStringLiteral("task research-sota, precision fp16")));
}

void TestCli::showJson()
{
    const Run r = cli({QStringLiteral("show"), mGood, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error {};
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray parts = o.value(QStringLiteral("parts")).toArray();
    QCOMPARE(parts.size(), 5 + 4 + 1 + 2);
    int gpus = 0;
    for (const QJsonValue &p : parts) {
        if (p[QStringLiteral("role")].toString() == u"gpu") {
            ++gpus;
            QCOMPARE(p[QStringLiteral("slot")].toInt(), 2 * gpus - 1);
        }
    }
    QCOMPARE(gpus, 4);
    QCOMPARE(o[QStringLiteral("workload")][QStringLiteral("precision")].toString(), QStringLiteral("fp16"));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList {} << "no command";
    QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate")} << "unknown command";
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--frob")} << "frob";
    QTest::newRow("show without file") << QStringList {QStringLiteral("show")} << "one build file";
    QTest::newRow("missing file") << QStringList {QStringLiteral("show"),
        QStringLiteral("/nonexistent/x.rigsmith")}
                                  << "x.rigsmith: cannot be opened";
    QTest::newRow("truncated file") << QStringList {QStringLiteral("show"), QStringLiteral("@bad")}
                                    << "bad.rigsmith: not valid JSON";
}

void TestCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    for (QString &a : args) {
        if (a == u"@bad")
            a = mDir.filePath(QStringLiteral("bad.rigsmith"));
    }
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count(u'\n'), 1); // one line
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCli::speaksChinese()
{
    const Run help = cli({QStringLiteral("--help")}, QStringLiteral("zh_CN"));
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith(QStringLiteral("用法：rigsmith-cli")), qPrintable(help.out));
    const Run bad = cli(
        {QStringLiteral("show"), mDir.filePath(QStringLiteral("bad.rigsmith"))}, QStringLiteral("zh_CN"));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("不是有效的 JSON")), qPrintable(bad.err));
    const Run show = cli({QStringLiteral("show"), mGood}, QStringLiteral("zh_CN"));
    QVERIFY(show.out.contains(QStringLiteral("配置：Guide 4 × blower")));
}

void TestCli::catalogVerb()
{
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("--json"), QStringLiteral("--catalog"),
        QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(o[QStringLiteral("parts")][QStringLiteral("gpu")].toInt() > 3000);
    QCOMPARE(o[QStringLiteral("version")].toString().size(), 16);
    // Every board is counted once under its layout confidence, and some are verified.
    const QJsonObject layouts = o[QStringLiteral("boardLayouts")].toObject();
    int boards = 0;
    for (const QString &level : {QStringLiteral("positions"), QStringLiteral("slots-and-lanes"),
             QStringLiteral("unverified"), QStringLiteral("derived"), QStringLiteral("corrected")})
        boards += layouts[level].toInt();
    QCOMPARE(boards, o[QStringLiteral("parts")][QStringLiteral("motherboard")].toInt());
    QVERIFY(layouts[QStringLiteral("positions")].toInt() + layouts[QStringLiteral("slots-and-lanes")].toInt()
        > 0);

    const Run missing
        = cli({QStringLiteral("catalog"), QStringLiteral("--catalog"), QStringLiteral("/nope/x.sqlite")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("does not exist: /nope/x.sqlite")), qPrintable(missing.err));
    QCOMPARE(missing.err.count(u'\n'), 1);
}

void TestCli::validateVerb()
{
    const QString builds = QStringLiteral(RIGSMITH_TEST_DATA "/builds/");
    const Run clean
        = cli({QStringLiteral("validate"), builds + QStringLiteral("single-budget-gpu/build.rigsmith")});
    QCOMPARE(clean.exitCode, 0);
    QVERIFY(clean.out.contains(QStringLiteral("Findings: 0 errors, 0 warnings, 1 advice")));
    // The workload in its units; the old relative score (one Tesla V100 = 0.90) is gone.
    QVERIFY2(clean.out.contains(QStringLiteral(" images/s; memory per GPU ")), qPrintable(clean.out));
    QVERIFY(!clean.out.contains(QStringLiteral("Tesla V100 = 0.90")));

    const Run bad = cli({QStringLiteral("validate"),
        builds + QStringLiteral("four-open-air-collide/build.rigsmith"), QStringLiteral("--json")});
    QCOMPARE(bad.exitCode, 1); // errors found
    const QJsonObject o = QJsonDocument::fromJson(bad.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("errors")].toInt(), 7);
    QCOMPARE(o[QStringLiteral("findings")][0][QStringLiteral("rule")].toString(),
        QStringLiteral("POWER.PSU_HEADROOM"));
    QCOMPARE(o[QStringLiteral("power")][QStringLiteral("minimumW")].toInt(), 2288);
    QVERIFY(!o.contains(QStringLiteral("throughput"))); // the workload object carries it, with its unit
    QVERIFY(o[QStringLiteral("workload")].toObject().contains(QStringLiteral("throughput")));
    // The build's name and notes, as the file has them.
    const auto file = buildfile::load(builds + QStringLiteral("four-open-air-collide/build.rigsmith"));
    QVERIFY(file.ok() && !file.value().notes.isEmpty());
    QCOMPARE(o[QStringLiteral("name")].toString(), file.value().name);
    QCOMPARE(o[QStringLiteral("notes")].toString(), file.value().notes);

    const Run broken = cli({QStringLiteral("validate"), mDir.filePath(QStringLiteral("bad.rigsmith"))});
    QCOMPARE(broken.exitCode, 2);
    QCOMPARE(broken.err.count(u'\n'), 1);
}

void TestCli::gpusVerb()
{
    const Run r = cli({QStringLiteral("gpus"), QStringLiteral("--json"), QStringLiteral("--catalog"),
        QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // Without workload options: vision training, in images a second, not a relative score.
    QCOMPARE(o[QStringLiteral("unit")].toString(), QStringLiteral("images/s"));
    QCOMPARE(o[QStringLiteral("workload")][QStringLiteral("kind")].toString(), QStringLiteral("vision"));
    const QJsonArray gpus = o[QStringLiteral("gpus")].toArray();
    QVERIFY(gpus.size() > 3000);
    double previous = 1e12;
    bool unmeasured = false;
    QHash<QString, double> byModel;
    for (const QJsonValue &g : gpus) {
        QVERIFY(!g.toObject().contains(QStringLiteral("score16")));
        const bool basis = g[QStringLiteral("measuredBasis")].toBool();
        if (!basis) {
            // AMD and Intel cards: said in words, no number; they come after every estimate.
            unmeasured = true;
            QVERIFY(!g.toObject().contains(QStringLiteral("throughput")));
            QVERIFY(g[QStringLiteral("noEstimate")].toString().contains(QStringLiteral("no measured basis")));
            continue;
        }
        QVERIFY2(!unmeasured, "an estimate after the cards without one");
        QCOMPARE(g[QStringLiteral("vendor")].toString(), QStringLiteral("NVIDIA"));
        const double throughput = g[QStringLiteral("throughput")].toDouble();
        QVERIFY(throughput > 0 && throughput <= previous); // fastest first
        previous = throughput;
        byModel.insert(g[QStringLiteral("model")].toString(), throughput);
    }
    QVERIFY(unmeasured);
    QVERIFY(byModel.value(QStringLiteral("GeForce RTX 4090"))
        > byModel.value(QStringLiteral("GeForce RTX 3090")));

    // LLM decode in tokens/s: Llama 3 8B in 4 bits on an RTX 4090, measured 127.7 tokens/s with llama.cpp
    // (core/workload/calibration.csv), estimated within a quarter of it.
    const Run inference = cli({QStringLiteral("gpus"), QStringLiteral("--json"), QStringLiteral("--workload"),
        QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("8"),
        QStringLiteral("--precision"), QStringLiteral("int4"), QStringLiteral("--seq"), QStringLiteral("512"),
        QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(inference.exitCode, 0);
    const QJsonObject io = QJsonDocument::fromJson(inference.out.toUtf8()).object();
    QCOMPARE(io[QStringLiteral("unit")].toString(), QStringLiteral("generated tokens/s"));
    for (const QJsonValue &g : io[QStringLiteral("gpus")].toArray()) {
        if (g[QStringLiteral("model")].toString() == u"GeForce RTX 4090") {
            const double t = g[QStringLiteral("throughput")].toDouble();
            QVERIFY2(std::abs(t / 127.7 - 1.0) < 0.25, qPrintable(QString::number(t)));
            QVERIFY(g[QStringLiteral("fits")].toBool());
            break;
        }
    }
    // The table in text: units in the heading, the label where there is no estimate.
    const Run text = cli({QStringLiteral("gpus"), QStringLiteral("--workload"), QStringLiteral("finetune"),
        QStringLiteral("--params"), QStringLiteral("8"), QStringLiteral("--method"), QStringLiteral("qlora"),
        QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("training tokens/s")));
    QVERIFY(text.out.contains(QStringLiteral("no measured basis")));
    QVERIFY(!text.out.contains(QStringLiteral("score16")));
    // A bad workload option is refused with the reason.
    const Run bad = cli({QStringLiteral("gpus"), QStringLiteral("--workload"), QStringLiteral("dreaming"),
        QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QVERIFY(bad.exitCode != 0);
    QVERIFY(bad.err.contains(QStringLiteral("dreaming")));
}

void TestCli::compareVerb()
{
    const QString builds = QStringLiteral(RIGSMITH_TEST_DATA "/builds/");
    const QString a = builds + QStringLiteral("guide-4x-blower/build.rigsmith");
    const QString b = builds + QStringLiteral("single-budget-gpu/build.rigsmith");
    const Run text = cli({QStringLiteral("compare"), a, b});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("Total price")));
    // The cheaper build is marked best (its card at the catalog's street price of the model and its 32 GB of
    // DDR5 at the dated price a GB, USD 11.72: not the file's prices).
    QVERIFY2(text.out.contains(QStringLiteral("*USD 1,269.24")), qPrintable(text.out));
    const Run json = cli({QStringLiteral("compare"), a, b, QStringLiteral("--json")});
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("builds")].toArray().size(), 2);
    QVERIFY(o[QStringLiteral("rows")].toArray().size() > 15);
    // A file that fails is named and the others still compare; exit 2 tells a script.
    const Run partial = cli({QStringLiteral("compare"), a, b, mDir.filePath(QStringLiteral("bad.rigsmith"))});
    QCOMPARE(partial.exitCode, 2);
    QVERIFY(partial.err.contains(QStringLiteral("bad.rigsmith")));
    QVERIFY(partial.out.contains(QStringLiteral("Total price")));
    const Run one = cli({QStringLiteral("compare"), a});
    QCOMPARE(one.exitCode, 2);
    // Builds planned for different workloads: said in the text and the JSON, no best throughput.
    Build big = guideFourBlowerBuild();
    big.name = QStringLiteral("for 70B");
    big.workload.kind = WorkloadKind::Inference;
    big.workload.precision = Precision::Int4;
    big.workload.paramsBillions = 70;
    Build small = big;
    small.name = QStringLiteral("for 8B");
    small.workload.paramsBillions = 8;
    const QString bigFile = mDir.filePath(QStringLiteral("big.rigsmith"));
    const QString smallFile = mDir.filePath(QStringLiteral("small.rigsmith"));
    QVERIFY(!buildfile::save(big, bigFile));
    QVERIFY(!buildfile::save(small, smallFile));
    const Run differ = cli({QStringLiteral("compare"), bigFile, smallFile});
    QCOMPARE(differ.exitCode, 0);
    QVERIFY2(differ.out.contains(QStringLiteral("different workloads"))
            && differ.out.contains(QStringLiteral("not comparable")),
        qPrintable(differ.out));
    const QJsonObject d = QJsonDocument::fromJson(
        cli({QStringLiteral("compare"), bigFile, smallFile, QStringLiteral("--json")}).out.toUtf8())
                              .object();
    QVERIFY(d[QStringLiteral("differingAssumptions")].toArray().contains(QStringLiteral("workload")));
    QVERIFY(d[QStringLiteral("details")]
                .toArray()
                .at(0)
                .toObject()[QStringLiteral("workload")]
                .toString()
                .contains(QStringLiteral("70")));
    for (const QJsonValue &r : d[QStringLiteral("rows")].toArray()) {
        if (r.toObject()[QStringLiteral("key")].toString() == u"workloadThroughput")
            QCOMPARE(r.toObject()[QStringLiteral("best")].toInt(), -1);
    }
}

void TestCli::fitVerb()
{
    const QString catalog = QStringLiteral(RIGSMITH_CATALOG_FILE);
    const auto fit = [&](QStringList args) {
        args.prepend(QStringLiteral("fit"));
        args << QStringLiteral("--catalog") << catalog;
        return cli(args);
    };
    // QLoRA of an 8 B model with checkpointing fits one RTX 4090; full fine-tuning does not.
    const Run qlora = fit({QStringLiteral("--gpu"), QStringLiteral("RTX 4090"), QStringLiteral("--workload"),
        QStringLiteral("finetune"), QStringLiteral("--params"), QStringLiteral("8"),
        QStringLiteral("--method"), QStringLiteral("qlora"), QStringLiteral("--checkpointing"),
        QStringLiteral("--json")});
    QCOMPARE(qlora.exitCode, 0);
    const QJsonObject q = QJsonDocument::fromJson(qlora.out.toUtf8()).object();
    QCOMPARE(q[QStringLiteral("fits")].toBool(), true);
    QVERIFY(q[QStringLiteral("memoryPerGpuGB")].toDouble() > 4
        && q[QStringLiteral("memoryPerGpuGB")].toDouble() < 24);
    QVERIFY(q[QStringLiteral("throughput")].toDouble() > 0);
    QCOMPARE(q[QStringLiteral("unit")].toString(), QStringLiteral("training tokens/s"));
    QCOMPARE(q[QStringLiteral("gpu")].toString(), QStringLiteral("GeForce RTX 4090"));
    const Run full = fit({QStringLiteral("--gpu"), QStringLiteral("RTX 4090"), QStringLiteral("--workload"),
        QStringLiteral("finetune"), QStringLiteral("--params"), QStringLiteral("8"),
        QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--json")});
    const QJsonObject f = QJsonDocument::fromJson(full.out.toUtf8()).object();
    QCOMPARE(f[QStringLiteral("fits")].toBool(), false);
    QVERIFY(f[QStringLiteral("memoryPerGpuGB")].toDouble() > 144); // 18 bytes a parameter and more
    QVERIFY(!f[QStringLiteral("wouldFit")].toArray().isEmpty());
    // A 70 B model in 4 bits over two RTX 3090s: memory splits, decode tokens/s.
    const Run infer = fit({QStringLiteral("--gpu"), QStringLiteral("RTX 3090"), QStringLiteral("--gpus"),
        QStringLiteral("2"), QStringLiteral("--workload"), QStringLiteral("inference"),
        QStringLiteral("--params"), QStringLiteral("70"), QStringLiteral("--precision"),
        QStringLiteral("int4"), QStringLiteral("--seq"), QStringLiteral("4096")});
    QCOMPARE(infer.exitCode, 0);
    QVERIFY2(infer.out.contains(QStringLiteral("generated tokens/s")), qPrintable(infer.out));
    QVERIFY(infer.out.contains(QStringLiteral("— fits")));
    // Bad input: exit 2 with the option named.
    const Run bad = fit({QStringLiteral("--gpu"), QStringLiteral("RTX 4090"), QStringLiteral("--workload"),
        QStringLiteral("finetune"), QStringLiteral("--method"), QStringLiteral("bogus")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("--method")));
    const Run unknown = fit({QStringLiteral("--gpu"), QStringLiteral("Voodoo 5"),
        QStringLiteral("--workload"), QStringLiteral("vision")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("Voodoo 5")));
}

void TestCli::validateCarriesWorkload()
{
    const Run r = cli({QStringLiteral("validate"), QStringLiteral("--json"), mGood});
    const QJsonObject w
        = QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("workload")].toObject();
    QCOMPARE(w[QStringLiteral("kind")].toString(), QStringLiteral("vision"));
    QCOMPARE(w[QStringLiteral("unit")].toString(), QStringLiteral("images/s"));
    QVERIFY(w[QStringLiteral("throughput")].toDouble() > 100);
    QVERIFY(w[QStringLiteral("memoryPerGpuGB")].toDouble() > 0);
    QVERIFY(w.contains(QStringLiteral("fits")));
}

void TestCli::newVerb_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString board = QStringLiteral("motherboard/asus-pro-ws-wrx80e-sage-se-wifi");
    const QString gpu = QStringLiteral("gpu/asus-turbo-geforce-rtx-2080-ti-11-gb");
    QTest::newRow("unknown id") << QStringList {QStringLiteral("--board"),
        QStringLiteral("motherboard/no-such-board")}
                                << QStringLiteral(
                                       "--board: no part \"motherboard/no-such-board\" in the catalog");
    QTest::newRow("wrong kind") << QStringList {QStringLiteral("--board"), gpu}
                                << QStringLiteral("is a GPU, not a motherboard");
    QTest::newRow("no such slot") << QStringList {QStringLiteral("--board"), board, QStringLiteral("--gpu"),
        gpu + QStringLiteral("@9")}
                                  << QStringLiteral("has no slot 9 (its slots: 1, 2, 3, 4, 5, 6, 7)");
    QTest::newRow("slot twice") << QStringList {QStringLiteral("--board"), board, QStringLiteral("--gpu"),
        gpu + QStringLiteral("@1"), QStringLiteral("--gpu"), gpu + QStringLiteral("@1")}
                                << QStringLiteral("slot 1 already holds a GPU");
    QTest::newRow("no slot given") << QStringList {QStringLiteral("--gpu"), gpu}
                                   << QStringLiteral("is not ID@SLOT");
    QTest::newRow("bad count") << QStringList {QStringLiteral("--memory"), QStringLiteral("memory/x×99")}
                               << QStringLiteral("count 99 is not from 1 to 16");
    QTest::newRow("bad task") << QStringList {QStringLiteral("--task"), QStringLiteral("gaming")}
                              << QStringLiteral("--task: \"gaming\" is not one of");
    QTest::newRow("data drive not in build") << QStringList {QStringLiteral("--data-drive"),
        QStringLiteral("storage/x")} << QStringLiteral("is not one of the build's --storage drives");
}

void TestCli::newVerb()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString out = mDir.filePath(QStringLiteral("refused.rigsmith"));
    const Run r = cli(QStringList {QStringLiteral("new"), QStringLiteral("--catalog"),
                          QStringLiteral(RIGSMITH_CATALOG_FILE)}
        + args + QStringList {QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(!QFile::exists(out)); // nothing written
}

void TestCli::newVerbComposes()
{
    const QString out = mDir.filePath(QStringLiteral("new.rigsmith"));
    const Run r = cli({QStringLiteral("new"), QStringLiteral("--catalog"),
        QStringLiteral(RIGSMITH_CATALOG_FILE), QStringLiteral("--board"),
        QStringLiteral("motherboard/asus-pro-ws-wrx80e-sage-se-wifi"), QStringLiteral("--cpu"),
        QStringLiteral("cpu/amd-ryzen-threadripper-pro-5975wx"), QStringLiteral("--gpu"),
        QStringLiteral("gpu/asus-turbo-geforce-rtx-2080-ti-11-gb@3"), QStringLiteral("--gpu"),
        QStringLiteral("gpu/asus-turbo-geforce-rtx-2080-ti-11-gb@1"), QStringLiteral("--storage"),
        QStringLiteral("storage/samsung-990-pro-2tb-ssd-m.2-2280-pcie-4.0-x4-nvme×2"),
        QStringLiteral("--no-async"), QStringLiteral("--planned-gpus"), QStringLiteral("2"),
        QStringLiteral("--circuit"), QStringLiteral("230/16"), QStringLiteral("--name"),
        QStringLiteral("Scripted"), QStringLiteral("--notes"), QStringLiteral("For the render farm"),
        QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(buildfile::load(out).value().notes, QStringLiteral("For the render farm"));
    const Run show = cli({QStringLiteral("show"), out, QStringLiteral("--json")});
    QCOMPARE(show.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(show.out.toUtf8()).object();
    QVERIFY2(show.out.contains(QStringLiteral("Scripted")), qPrintable(show.out));
    QVERIFY(show.out.contains(QStringLiteral("asus-turbo-geforce-rtx-2080-ti-11-gb")));
    QVERIFY(show.out.contains(QStringLiteral("230")));
    QVERIFY(!o.isEmpty());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
