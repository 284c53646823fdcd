// SPDX-License-Identifier: GPL-3.0-or-later
// One reading of a workload's settings for the build file, the CLI and the window: a file that names a
// model Rigsmith does not know, or asks an engine for what it cannot do, is refused with the reason; a
// named model sets the size; settings that do not apply to the kind are read as their defaults; a
// build that would not open again is not saved.
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "core/workload/modelshape.h"
#include "core/workload/presets.h"
#include "core/workload/workloadcheck.h"
#include "support/sampleparts.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// The sample build's file with `change` made to its workload object.
Result<Build> parsedWith(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject root = QJsonDocument::fromJson(buildfile::serialize(guideFourBlowerBuild())).object();
    QJsonObject w = root.value(QStringLiteral("workload")).toObject();
    change(w);
    root.insert(QStringLiteral("workload"), w);
    return buildfile::parse(QJsonDocument(root).toJson(), QStringLiteral("w.rigsmith"));
}

void inference(QJsonObject &w)
{
    w.insert(QStringLiteral("kind"), QStringLiteral("inference"));
}

} // namespace

class TestWorkloadCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unknownModelIsRefusedWithTheKnownNames();
    void namedModelSetsTheSize();
    void contradictionsAreRefused_data();
    void contradictionsAreRefused();
    void settingsOfAnotherKindReadAsDefaults();
    void servedPromptGrowsTheContext();
    void otherJobsAreCheckedToo();
    void saveRefusesWhatCannotBeOpened();
    void longTextIsRefused();
    void settingsAJobDoesNotReadAreNotJudged();
    void llmPresetsSetEveryFieldTheyImply();
};

void TestWorkloadCheck::unknownModelIsRefusedWithTheKnownNames()
{
    const auto r = parsedWith([](QJsonObject &w) {
        inference(w);
        w.insert(QStringLiteral("model"), QStringLiteral("llama-3-70b"));
        w.insert(QStringLiteral("paramsBillions"), 8.0);
    });
    QVERIFY(!r.ok());
    QCOMPARE(r.error().field, QStringLiteral("workload"));
    QVERIFY2(r.error().message.contains(QStringLiteral("llama-3-70b")), qPrintable(r.error().message));
    // The names it knows, the close ones first.
    QVERIFY2(r.error().message.contains(QStringLiteral("known: Llama")), qPrintable(r.error().message));
    QVERIFY(r.error().message.contains(QStringLiteral("Llama 3.1 70B")));
}

void TestWorkloadCheck::namedModelSetsTheSize()
{
    // A 70B model with 8 billion parameters in the file: the figures used 8 B and said a 70B model fits
    // an 11 GB card. The name wins, as in the window and the CLI.
    const auto r = parsedWith([](QJsonObject &w) {
        inference(w);
        w.insert(QStringLiteral("model"), QStringLiteral("llama 3.1 70b"));
        w.insert(QStringLiteral("paramsBillions"), 8.0);
    });
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
    QCOMPARE(r.value().workload.model, QStringLiteral("Llama 3.1 70B"));
    QCOMPARE(r.value().workload.paramsBillions, shapeNamed(QStringLiteral("Llama 3.1 70B"))->paramsBillions);
}

void TestWorkloadCheck::contradictionsAreRefused_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("kv");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("offload");
    QTest::addColumn<QString>("says");
    QTest::newRow("TensorRT-LLM with a 4-bit cache") << "tensorrt-llm"
                                                     << "q4"
                                                     << "" << false << QStringLiteral("does not offer");
    QTest::newRow("llama.cpp with an fp8 cache") << "llama.cpp"
                                                 << "fp8"
                                                 << "" << false << QStringLiteral("does not offer");
    QTest::newRow("experts offloaded by vLLM") << "vllm"
                                               << "fp16"
                                               << "gpt-oss-120b" << true << QStringLiteral("need llama.cpp");
    QTest::newRow("experts of a dense model")
        << "llama.cpp"
        << "fp16"
        << "Llama 3.1 8B" << true << QStringLiteral("mixture-of-experts");
}

void TestWorkloadCheck::contradictionsAreRefused()
{
    QFETCH(QString, engine);
    QFETCH(QString, kv);
    QFETCH(QString, model);
    QFETCH(bool, offload);
    QFETCH(QString, says);
    const auto r = parsedWith([&](QJsonObject &w) {
        inference(w);
        w.insert(QStringLiteral("serving"), 8);
        w.insert(QStringLiteral("engine"), engine);
        w.insert(QStringLiteral("kvPrecision"), kv);
        if (!model.isEmpty())
            w.insert(QStringLiteral("model"), model);
        w.insert(QStringLiteral("offloadExperts"), offload);
    });
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.contains(says), qPrintable(r.error().message));
    // The same settings given to the check directly say the same.
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.engine = *fromKey<ServingEngine>(engine);
    w.kvPrecision = *fromKey<KvPrecision>(kv);
    w.model = model;
    w.offloadExperts = offload;
    QVERIFY(workloadProblem(w).has_value());
}

void TestWorkloadCheck::settingsOfAnotherKindReadAsDefaults()
{
    // Serving, MoE and framework fields on a vision workload mean nothing: they are read as defaults,
    // not shown as if they applied.
    const auto r = parsedWith([](QJsonObject &w) {
        w.insert(QStringLiteral("kind"), QStringLiteral("vision"));
        w.insert(QStringLiteral("serving"), 64);
        w.insert(QStringLiteral("engine"), QStringLiteral("vllm"));
        w.insert(QStringLiteral("kvPrecision"), QStringLiteral("fp8"));
        w.insert(QStringLiteral("promptTokens"), 9000);
        w.insert(QStringLiteral("framework"), QStringLiteral("unsloth"));
        w.insert(QStringLiteral("model"), QStringLiteral("Llama 3.1 8B"));
    });
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
    const Workload &w = r.value().workload;
    const Workload defaults;
    QCOMPARE(w.serving, 0);
    QCOMPARE(w.engine, defaults.engine);
    QCOMPARE(w.kvPrecision, defaults.kvPrecision);
    QCOMPARE(w.promptTokens, defaults.promptTokens);
    QCOMPARE(w.framework, defaults.framework);
    QVERIFY(w.model.isEmpty());
}

void TestWorkloadCheck::servedPromptGrowsTheContext()
{
    // A 10,000-token prompt with a 16-token context: the file and `fit` read one context, the prompt's.
    const auto r = parsedWith([](QJsonObject &w) {
        inference(w);
        w.insert(QStringLiteral("serving"), 4);
        w.insert(QStringLiteral("engine"), QStringLiteral("vllm"));
        w.insert(QStringLiteral("promptTokens"), 10000);
        w.insert(QStringLiteral("sequenceLength"), 16);
    });
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
    QCOMPARE(r.value().workload.sequenceLength, 10000);
    Workload direct;
    direct.kind = WorkloadKind::Inference;
    direct.serving = 4;
    direct.engine = ServingEngine::Vllm;
    direct.promptTokens = 10000;
    direct.sequenceLength = 16;
    QCOMPARE(normalisedWorkload(direct).sequenceLength, 10000);
}

void TestWorkloadCheck::otherJobsAreCheckedToo()
{
    Build b = guideFourBlowerBuild();
    Workload other;
    other.kind = WorkloadKind::Inference;
    other.engine = ServingEngine::TensorRtLlm;
    other.kvPrecision = KvPrecision::Q4;
    b.otherWorkloads.append(other);
    const auto problem = buildWorkloadProblem(b);
    QVERIFY(problem);
    QVERIFY2(problem->startsWith(QStringLiteral("job 2")), qPrintable(*problem));
    const auto r = buildfile::parse(buildfile::serialize(b), QStringLiteral("jobs"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().field, QStringLiteral("otherWorkloads[0]"));
}

void TestWorkloadCheck::saveRefusesWhatCannotBeOpened()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.rigsmith"));
    Build b = guideFourBlowerBuild();
    QVERIFY(!buildfile::save(b, path));
    const QByteArray before = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    b.workload.kind = WorkloadKind::Inference;
    b.workload.model = QStringLiteral("no such model");
    const auto error = buildfile::save(b, path);
    QVERIFY(error);
    QVERIFY2(error->message.contains(QStringLiteral("not saved")), qPrintable(error->message));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

void TestWorkloadCheck::longTextIsRefused()
{
    // A 5 MB model name loaded, was printed by `show` and took the PDF 3.4 s and 500 MB.
    const auto r = parsedWith([](QJsonObject &w) {
        inference(w);
        w.insert(QStringLiteral("model"), QString(5 * 1024 * 1024, u'x'));
    });
    QVERIFY(!r.ok());
    QCOMPARE(r.error().field, QStringLiteral("workload.model"));
    QVERIFY2(r.error().message.contains(QStringLiteral("5242880 characters")), qPrintable(r.error().message));
    // The name of a build too; its notes may be longer, up to their own cap.
    Build b = guideFourBlowerBuild();
    b.name = QString(5000, u'n');
    QVERIFY(!buildfile::parse(buildfile::serialize(b), QStringLiteral("n")).ok());
    b.name = QStringLiteral("ok");
    b.notes = QString(500000, u'n');
    QVERIFY(buildfile::parse(buildfile::serialize(b), QStringLiteral("n")).ok());
    b.notes = QString(1000001, u'n');
    QVERIFY(!buildfile::parse(buildfile::serialize(b), QStringLiteral("n")).ok());
}

void TestWorkloadCheck::settingsAJobDoesNotReadAreNotJudged()
{
    // Four GPUs on a 4-thread processor, data preprocessed on the fly, read without prefetching: a
    // training job is told so; the same box serving a model is not (it reads no training data).
    Build b = guideFourBlowerBuild();
    b.cpu->spec.cores = 2;
    b.cpu->spec.threads = 4;
    b.workload.preprocessing = Preprocessing::OnTheFly;
    const auto ids = [](const Build &build) {
        QStringList out;
        for (const Finding &f : RuleEngine::evaluate(build, Analyses::of(build)).findings)
            out.append(f.ruleId);
        return out;
    };
    QVERIFY(ids(b).contains(QStringLiteral("CPU.THREADS_PER_GPU")));
    QVERIFY(Analyses::of(b).performance.dataFactor < 1.0);
    b.workload.kind = WorkloadKind::Inference;
    b.workload.paramsBillions = 8;
    QVERIFY2(!ids(b).contains(QStringLiteral("CPU.THREADS_PER_GPU")), qPrintable(ids(b).join(u' ')));
    QCOMPARE(Analyses::of(b).performance.dataFactor, 1.0);
    QVERIFY(!readsTrainingData(b.workload) && !readsTaskProfile(b.workload));
}

void TestWorkloadCheck::llmPresetsSetEveryFieldTheyImply()
{
    // From the vision template (preprocessing on the fly), every LLM preset sets the data's preprocessing
    // too: text is tokenized before training; serving reads none.
    Workload vision;
    vision.preprocessing = Preprocessing::OnTheFly;
    int llmPresets = 0;
    for (const WorkloadPreset &p : workloadPresets()) {
        const Workload w = applyPreset(vision, p);
        if (p.key.startsWith(u"guide-")) {
            QCOMPARE(w.preprocessing, Preprocessing::OnTheFly);
            continue;
        }
        ++llmPresets;
        QVERIFY2(w.preprocessing == Preprocessing::Offline, qPrintable(p.key));
        QCOMPARE(presetOf(w)->key, p.key);
    }
    QVERIFY(llmPresets >= 5);
}

QTEST_GUILESS_MAIN(TestWorkloadCheck)
#include "tst_workloadcheck.moc"
