// SPDX-License-Identifier: GPL-3.0-or-later
// The language-model workload at the command line: named models, serving, engines, KV precision, frameworks
// and experts in system memory; bad combinations get exit 2 and the option named.
#include "core/file/buildfile.h"
#include "support/clirun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;

namespace {

using Run = rigsmith::test::CatalogRun;

Run cli(const QStringList &args)
{
    return rigsmith::test::runCliOn(
        QStringLiteral(RIGSMITH_CLI), QStringLiteral(RIGSMITH_CATALOG_FILE), args, 30000);
}

Run fit(const QString &gpu, int gpus, QStringList args)
{
    args.prepend(QString::number(gpus));
    args.prepend(QStringLiteral("--gpus"));
    args.prepend(gpu);
    args.prepend(QStringLiteral("--gpu"));
    args.prepend(QStringLiteral("fit"));
    return cli(args);
}

} // namespace

class TestCliWorkload : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mixtureOfExperts()
    {
        // gpt-oss-120b in 4 bits holds all 117 B parameters: about 66 GB of weights, more than one
        // 24 GB card; with its experts in system memory it fits one card.
        const Run whole = fit(QStringLiteral("RTX 4090"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("gpt-oss-120b"), QStringLiteral("--precision"), QStringLiteral("int4"),
                QStringLiteral("--json")});
        QCOMPARE(whole.exitCode, 0);
        const QJsonObject w = whole.json();
        QCOMPARE(w[QStringLiteral("fits")].toBool(), false);
        QVERIFY(w[QStringLiteral("memory")].toObject()[QStringLiteral("weightsGB")].toDouble() > 60);
        QCOMPARE(
            w[QStringLiteral("workload")].toObject()[QStringLiteral("activeParamsBillions")].toDouble(), 5.1);
        const Run offloaded = fit(QStringLiteral("RTX 4090"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("gpt-oss-120b"), QStringLiteral("--precision"), QStringLiteral("int4"),
                QStringLiteral("--offload-experts"), QStringLiteral("--json")});
        QCOMPARE(offloaded.exitCode, 0);
        const QJsonObject o = offloaded.json();
        QCOMPARE(o[QStringLiteral("fits")].toBool(), true);
        QVERIFY(
            o[QStringLiteral("memory")].toObject()[QStringLiteral("offloadedToSystemGB")].toDouble() > 55);
        // The experts are read from system memory: the bound a build and the advisor apply, here at
        // two channels of the catalog's middle kit (assumed), or the memory given.
        const double bound = o[QStringLiteral("offloadBoundTokensPerSecond")].toDouble();
        QVERIFY(bound > 0 && bound < 100);
        QVERIFY(o[QStringLiteral("throughput")].toDouble() < bound);
        QCOMPARE(o[QStringLiteral("systemMemoryAssumed")].toBool(), true);
        const Run told = fit(QStringLiteral("RTX 4090"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("gpt-oss-120b"), QStringLiteral("--precision"), QStringLiteral("int4"),
                QStringLiteral("--offload-experts"), QStringLiteral("--memory-channels"),
                QStringLiteral("12"), QStringLiteral("--memory-speed"), QStringLiteral("6400"),
                QStringLiteral("--json")});
        QCOMPARE(told.exitCode, 0);
        QCOMPARE(told.json()[QStringLiteral("systemMemoryGBs")].toDouble(), 12 * 6400 * 8 / 1000.0);
        QCOMPARE(told.json()[QStringLiteral("systemMemoryAssumed")].toBool(), false);
        QVERIFY(told.json()[QStringLiteral("throughput")].toDouble()
            > o[QStringLiteral("throughput")].toDouble());
        // The first 27 of its 36 layers' experts in system memory (llama.cpp's --n-cpu-moe 27): three
        // quarters of the experts leave the card, and a quarter more is read from it, faster.
        const Run some = fit(QStringLiteral("RTX 4090"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("gpt-oss-120b"), QStringLiteral("--precision"), QStringLiteral("int4"),
                QStringLiteral("--offload-expert-layers"), QStringLiteral("27"), QStringLiteral("--json")});
        QCOMPARE(some.exitCode, 0);
        const QJsonObject s = some.json();
        const double allOut
            = o[QStringLiteral("memory")].toObject()[QStringLiteral("offloadedToSystemGB")].toDouble();
        QVERIFY(qAbs(s[QStringLiteral("memory")].toObject()[QStringLiteral("offloadedToSystemGB")].toDouble()
                    - allOut * 27 / 36)
            < 0.01);
        QVERIFY(s[QStringLiteral("offloadBoundTokensPerSecond")].toDouble() > bound);
        QVERIFY(s[QStringLiteral("throughput")].toDouble() > o[QStringLiteral("throughput")].toDouble());
        // Text names the inputs.
        const Run text = fit(QStringLiteral("RTX 4090"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("Qwen3 30B-A3B"), QStringLiteral("--precision"), QStringLiteral("int4")});
        QVERIFY2(text.out.contains(QStringLiteral("3.3 B active")), qPrintable(text.out));
    }

    void serving()
    {
        const Run r = fit(QStringLiteral("RTX A6000"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("Llama 3.1 8B"), QStringLiteral("--serving"), QStringLiteral("32"),
                QStringLiteral("--prompt"), QStringLiteral("1000"), QStringLiteral("--seq"),
                QStringLiteral("2000"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = r.json();
        const QJsonObject s = j[QStringLiteral("serving")].toObject();
        QCOMPARE(s[QStringLiteral("sequences")].toInt(), 32);
        QVERIFY(s[QStringLiteral("totalTokensPerSecond")].toDouble()
            > 10 * s[QStringLiteral("perUserTokensPerSecond")].toDouble());
        QVERIFY(s[QStringLiteral("ttftSeconds")].toDouble() > 0);
        QVERIFY(j[QStringLiteral("throughputBand")].toDouble() > 0);
        QCOMPARE(j[QStringLiteral("workload")].toObject()[QStringLiteral("engine")].toString(),
            QStringLiteral("vllm"));
        QCOMPARE(s[QStringLiteral("admitted")].toInt(), 32);
        QCOMPARE(s[QStringLiteral("queued")].toInt(), 0);
        QVERIFY(s[QStringLiteral("prefillShare")].toDouble() > 0);
        // More users than the cache holds: the rest queue, said in the JSON and the text.
        const QStringList crowd {QStringLiteral("--workload"), QStringLiteral("inference"),
            QStringLiteral("--model"), QStringLiteral("Llama 3.1 8B"), QStringLiteral("--serving"),
            QStringLiteral("400"), QStringLiteral("--prompt"), QStringLiteral("1000"),
            QStringLiteral("--seq"), QStringLiteral("2000")};
        const QJsonObject q
            = fit(QStringLiteral("RTX A6000"), 1, crowd + QStringList {QStringLiteral("--json")})
                  .json()[QStringLiteral("serving")]
                  .toObject();
        QVERIFY(q[QStringLiteral("admitted")].toInt() < 400 && q[QStringLiteral("queued")].toInt() > 0);
        QCOMPARE(q[QStringLiteral("bound")].toString(), QStringLiteral("queue"));
        QVERIFY(q[QStringLiteral("queueSeconds")].toDouble() > 1);
        const Run crowdText = fit(QStringLiteral("RTX A6000"), 1, crowd);
        QVERIFY2(crowdText.out.contains(QStringLiteral("the rest queue")), qPrintable(crowdText.out));
        // Every sequence holds its cache: 32 × 2,000 tokens × 128 KiB a token in 16 bits.
        QVERIFY(j[QStringLiteral("memory")].toObject()[QStringLiteral("kvCacheGB")].toDouble() > 8);
        const Run fp8 = fit(QStringLiteral("RTX A6000"), 1,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--model"),
                QStringLiteral("Llama 3.1 8B"), QStringLiteral("--serving"), QStringLiteral("32"),
                QStringLiteral("--seq"), QStringLiteral("2000"), QStringLiteral("--kv-precision"),
                QStringLiteral("fp8"), QStringLiteral("--json")});
        QCOMPARE(fp8.exitCode, 0);
        QVERIFY(
            qAbs(fp8.json()[QStringLiteral("memory")].toObject()[QStringLiteral("kvCacheGB")].toDouble() * 2
                - j[QStringLiteral("memory")].toObject()[QStringLiteral("kvCacheGB")].toDouble())
            < 0.01);
    }

    void framework()
    {
        // As Unsloth's table ran both (QLoRA of Llama 3.1 8B, batch 1): Unsloth with its checkpointing,
        // Transformers + PEFT as configured by default. At 8,192 tokens Unsloth needs under half.
        const auto memory = [](const QString &framework, bool checkpointing) {
            QStringList args {QStringLiteral("--workload"), QStringLiteral("finetune"),
                QStringLiteral("--model"), QStringLiteral("Llama 3.1 8B"), QStringLiteral("--method"),
                QStringLiteral("qlora"), QStringLiteral("--seq"), QStringLiteral("8192"),
                QStringLiteral("--batch"), QStringLiteral("1"), QStringLiteral("--framework"), framework,
                QStringLiteral("--json")};
            if (checkpointing)
                args << QStringLiteral("--checkpointing");
            const Run r = fit(QStringLiteral("RTX 4090"), 1, args);
            return r.json()[QStringLiteral("memoryPerGpuGB")].toDouble();
        };
        const double unsloth = memory(QStringLiteral("unsloth"), true);
        const double hf = memory(QStringLiteral("hf-peft"), false);
        QVERIFY2(unsloth > 5 && unsloth < 0.5 * hf, qPrintable(QStringLiteral("%1 %2").arg(unsloth).arg(hf)));
    }

    void badCombinations_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        const QString inference = QStringLiteral("inference");
        QTest::newRow("serving a fine-tune") << QStringList {QStringLiteral("--workload"),
            QStringLiteral("finetune"), QStringLiteral("--serving"), QStringLiteral("8")}
                                             << QStringLiteral("--serving");
        QTest::newRow("framework for inference") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--framework"), QStringLiteral("unsloth")}
                                                 << QStringLiteral("--framework");
        QTest::newRow("unknown model") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--model"), QStringLiteral("Qwen3 31B")}
                                       << QStringLiteral("Qwen3");
        QTest::newRow("params against model") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--model"), QStringLiteral("Mixtral 8x7B"), QStringLiteral("--params"),
            QStringLiteral("7")} << QStringLiteral("--params");
        QTest::newRow("q4 cache in vLLM") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--serving"), QStringLiteral("8"), QStringLiteral("--kv-precision"),
            QStringLiteral("q4")} << QStringLiteral("vLLM");
        QTest::newRow("offload a dense model") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--model"), QStringLiteral("Qwen3 32B"), QStringLiteral("--offload-experts")}
                                               << QStringLiteral("mixture-of-experts");
        QTest::newRow("offload in vLLM") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--model"), QStringLiteral("Qwen3 30B-A3B"), QStringLiteral("--engine"),
            QStringLiteral("vllm"), QStringLiteral("--offload-experts")}
                                         << QStringLiteral("llama.cpp");
        QTest::newRow("expert layers of a dense model") << QStringList {QStringLiteral("--workload"),
            inference, QStringLiteral("--model"), QStringLiteral("Qwen3 32B"),
            QStringLiteral("--offload-expert-layers"), QStringLiteral("10")}
                                                        << QStringLiteral("mixture-of-experts");
        QTest::newRow("more expert layers than the model") << QStringList {QStringLiteral("--workload"),
            inference, QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"),
            QStringLiteral("--offload-expert-layers"), QStringLiteral("40")}
                                                           << QStringLiteral("36 layers");
        QTest::newRow("expert layers for training") << QStringList {QStringLiteral("--workload"),
            QStringLiteral("finetune"), QStringLiteral("--params"), QStringLiteral("8"),
            QStringLiteral("--offload-expert-layers"), QStringLiteral("10")}
                                                    << QStringLiteral("--workload inference");
        QTest::newRow("serving and batch") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--serving"), QStringLiteral("8"), QStringLiteral("--batch"), QStringLiteral("4")}
                                           << QStringLiteral("--batch");
        QTest::newRow("bad engine") << QStringList {QStringLiteral("--workload"), inference,
            QStringLiteral("--engine"), QStringLiteral("ollama")}
                                    << QStringLiteral("--engine");
    }

    void badCombinations()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Run r = fit(QStringLiteral("RTX 4090"), 1, args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }

    void servedPipelineStages()
    {
        // vLLM cannot split Llama 3.3 70B's 64 heads three ways: three cards run as three pipeline stages,
        // and asking them to split every layer is refused with the reason.
        const QStringList llama70 {QStringLiteral("--workload"), QStringLiteral("inference"),
            QStringLiteral("--model"), QStringLiteral("Llama 3.3 70B"), QStringLiteral("--precision"),
            QStringLiteral("int4"), QStringLiteral("--engine"), QStringLiteral("vllm"),
            QStringLiteral("--serving"), QStringLiteral("4")};
        const Run three
            = fit(QStringLiteral("RTX 3090"), 3, llama70 + QStringList {QStringLiteral("--json")});
        QCOMPARE(three.exitCode, 0);
        const QJsonObject served = three.json()[QStringLiteral("serving")].toObject();
        QCOMPARE(served[QStringLiteral("pipelineStages")].toInt(), 3);
        QCOMPARE(served[QStringLiteral("tensorParallel")].toInt(), 1);
        const Run refused = fit(QStringLiteral("RTX 3090"), 3,
            llama70 + QStringList {QStringLiteral("--pipeline-parallel"), QStringLiteral("1")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("64 attention heads")), qPrintable(refused.err));
        const Run unserved = fit(QStringLiteral("RTX 3090"), 2,
            {QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--params"),
                QStringLiteral("70"), QStringLiteral("--pipeline-parallel"), QStringLiteral("2")});
        QCOMPARE(unserved.exitCode, 2);
        QVERIFY2(unserved.err.contains(QStringLiteral("--serving")), qPrintable(unserved.err));
        // A stated layout (a source's "-pp 2"): the headline figure is the served one, below tensor parallel
        // on the same two cards, which reads each card's half of the weights once a step.
        const QStringList gptOss {QStringLiteral("--workload"), QStringLiteral("inference"),
            QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--precision"),
            QStringLiteral("int4"), QStringLiteral("--engine"), QStringLiteral("vllm"),
            QStringLiteral("--serving"), QStringLiteral("64"), QStringLiteral("--json")};
        const Run tensor = fit(QStringLiteral("RTX PRO 6000 Blackwell"), 2, gptOss);
        const Run pipeline = fit(QStringLiteral("RTX PRO 6000 Blackwell"), 2,
            gptOss + QStringList {QStringLiteral("--pipeline-parallel"), QStringLiteral("2")});
        QCOMPARE(tensor.exitCode, 0);
        QCOMPARE(pipeline.exitCode, 0);
        const QJsonObject p = pipeline.json();
        const QJsonObject ps = p[QStringLiteral("serving")].toObject();
        QCOMPARE(ps[QStringLiteral("pipelineStages")].toInt(), 2);
        QCOMPARE(p[QStringLiteral("throughput")].toDouble(),
            ps[QStringLiteral("totalTokensPerSecond")].toDouble());
        QVERIFY(p[QStringLiteral("throughput")].toDouble()
            < tensor.json()[QStringLiteral("throughput")].toDouble());
    }

    void newCarriesTheWorkload()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("served.rigsmith"));
        const Run r = cli({QStringLiteral("new"), QStringLiteral("-o"), path, QStringLiteral("--workload"),
            QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("Qwen3 30B-A3B"),
            QStringLiteral("--serving"), QStringLiteral("16"), QStringLiteral("--kv-precision"),
            QStringLiteral("fp8")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Result<Build> b = buildfile::load(path);
        QVERIFY(b.ok());
        QCOMPARE(b.value().workload.model, QStringLiteral("Qwen3 30B-A3B"));
        QCOMPARE(b.value().workload.serving, 16);
        QCOMPARE(b.value().workload.kvPrecision, KvPrecision::Fp8);
        const Run show = cli({QStringLiteral("show"), path});
        QVERIFY2(show.out.contains(QStringLiteral("Qwen3 30B-A3B")), qPrintable(show.out));
    }
};

QTEST_GUILESS_MAIN(TestCliWorkload)
#include "tst_cliworkload.moc"
