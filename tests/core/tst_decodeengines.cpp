// SPDX-License-Identifier: GPL-3.0-or-later
// One user's decode by engine (published pairs against llama.cpp on one card) and the throttling of
// cards that work only part of the time. The expected figures are worked out from the sources in
// core/workload/data/engine_decode.csv and the duty rule (decodeengine.h) before the code was run.
#include "core/analysis/pcieallocation.h"
#include "core/analysis/thermalestimate.h"
#include "core/workload/decodeengine.h"
#include "core/workload/modelshape.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadestimate.h"

#include <QTest>

using namespace rigsmith::core;

namespace {

// RTX 4090 and RTX 3090 as calibration.csv has them (TechPowerUp figures).
GpuSpec card(const QString &model, double fp32, double bandwidth, const QString &arch, const QString &chip)
{
    GpuSpec g;
    g.vendor = QStringLiteral("NVIDIA");
    g.model = model;
    g.memory = Gigabytes(24);
    g.fp32Tflops = fp32;
    g.memoryBandwidthGBs = bandwidth;
    g.architecture = arch;
    g.chip = chip;
    g.tensorCores = true;
    g.cooler = CoolerType::OpenAir;
    return g;
}
GpuSpec rtx4090()
{
    return card(QStringLiteral("GeForce RTX 4090"), 82.58, 1010.0, QStringLiteral("Ada Lovelace"),
        QStringLiteral("AD102"));
}
GpuSpec rtx3090()
{
    return card(
        QStringLiteral("GeForce RTX 3090"), 35.58, 936.2, QStringLiteral("Ampere"), QStringLiteral("GA102"));
}

Workload oneUser(const QString &model, ServingEngine engine)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model = model;
    w.paramsBillions = totalParamsOf(w);
    w.precision = Precision::Int4;
    w.microBatch = 1;
    w.sequenceLength = 4096;
    w.engine = engine;
    return w;
}

} // namespace

class TestDecodeEngines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairsAreSourced()
    {
        const QList<EngineDecodePoint> &points = engineDecodePoints();
        QCOMPARE(points.size(), 6);
        for (const EngineDecodePoint &p : points) {
            QVERIFY2(p.url.startsWith(QStringLiteral("https://")), qPrintable(p.source));
            QVERIFY(p.tokensPerSecond > 0);
        }
        // Every engine row finds its llama.cpp row: two TensorRT-LLM pairs, one vLLM pair.
        QCOMPARE(engineDecodePairs(points).size(), 3);
    }

    void factorsFromThePairs()
    {
        // jan.ai, Mistral 7B at 4 bits: 170.63 / 100.43 (RTX 4090) and 144.19 / 88.70 (RTX 3090),
        // geometric mean 1.6619.
        const EngineDecode &trt = engineDecode(ServingEngine::TensorRtLlm);
        QCOMPARE(trt.pairs, 2);
        QVERIFY(std::abs(trt.factor - 1.6619) < 5e-4);
        // A llama.cpp report, RTX PRO 6000 Blackwell Max-Q, Qwen3 Coder Next in 8 bits: ~120 / 70-80.
        const EngineDecode &vllm = engineDecode(ServingEngine::Vllm);
        QCOMPARE(vllm.pairs, 1);
        QVERIFY(std::abs(vllm.factor - 1.6) < 1e-9);
        // No usable pair read for ExLlamaV2, SGLang or MLC LLM: llama.cpp's figure, said so.
        for (ServingEngine e : {ServingEngine::ExLlamaV2, ServingEngine::Sglang, ServingEngine::Mlc}) {
            QCOMPARE(engineDecode(e).factor, 1.0);
            QVERIFY2(!engineDecode(e).measured(), qPrintable(toKey(e)));
            QVERIFY(engineDecodeText(e).contains(QStringLiteral("llama.cpp's figure")));
        }
        QVERIFY(engineDecode(ServingEngine::LlamaCpp).measured());
    }

    void bandsLeaveTheSourceOut()
    {
        // Each engine has one source: left out, its pairs are predicted by llama.cpp's figure (1).
        // TensorRT-LLM: |1 / 1.6990 − 1| = 0.4114 and |1 / 1.6256 − 1| = 0.3848, of which four in five
        // (both) stay within 0.4114; vLLM: |1 / 1.6 − 1| = 0.375.
        QVERIFY(std::abs(engineDecode(ServingEngine::TensorRtLlm).band - 0.4114) < 5e-4);
        QVERIFY(std::abs(engineDecode(ServingEngine::Vllm).band - 0.375) < 1e-9);
        QCOMPARE(engineDecode(ServingEngine::LlamaCpp).band, 0.0);
        const Workload trt = oneUser(QStringLiteral("Llama 3.1 8B"), ServingEngine::TensorRtLlm);
        QVERIFY(std::abs(throughputBandOf(trt) - (decodeErrorBand() + 0.4114)) < 5e-4);
        QCOMPARE(throughputBandOf(oneUser(QStringLiteral("Llama 3.1 8B"), ServingEngine::LlamaCpp)),
            decodeErrorBand());
    }

    void theEngineReachesOneUsersDecode()
    {
        const Workload llama = oneUser(QStringLiteral("Llama 3.1 8B"), ServingEngine::LlamaCpp);
        const double base = ThroughputModel::singleGpu(rtx4090(), llama).unitsPerSecond;
        QVERIFY(base > 0);
        Workload trt = llama;
        trt.engine = ServingEngine::TensorRtLlm;
        QVERIFY(std::abs(ThroughputModel::singleGpu(rtx4090(), trt).unitsPerSecond / base - 1.6619) < 5e-4);
        Workload vllm = llama;
        vllm.engine = ServingEngine::Vllm;
        QVERIFY(std::abs(ThroughputModel::singleGpu(rtx4090(), vllm).unitsPerSecond / base - 1.6) < 1e-4);
        Workload mlc = llama;
        mlc.engine = ServingEngine::Mlc;
        QCOMPARE(ThroughputModel::singleGpu(rtx4090(), mlc).unitsPerSecond, base);
    }

    void oneUserOnSplitLayersThrottlesByDuty()
    {
        // Two open-air RTX 3090s fan to back: the guide's ~30 % for cards under sustained load. Decoding
        // one user, each works half the time: 15 % (estimated rule); training keeps the 30 %.
        Build b;
        for (int slot : {1, 2})
            b.gpus.append({Gpu {PartInfo {PartId(QStringLiteral("gpu/3090")), QStringLiteral("RTX 3090"), {},
                                    {}, {}, {}, {}, {}, {}},
                               rtx3090()},
                slot});
        ThermalEstimate heat;
        for (int slot : {1, 2}) {
            ThermalEstimate::Card c;
            c.slot = slot;
            c.loss = 0.30;
            heat.cards.append(c);
        }
        const PcieAllocation noLinks;
        b.workload = oneUser(QStringLiteral("Llama 3.1 70B"), ServingEngine::LlamaCpp);
        const WorkloadEstimate decode = WorkloadEstimate::of(b, heat, noLinks, 1.0);
        QCOMPARE(decode.duty, 0.5);
        const double bare = decode.perGpu * decode.scaling;
        QVERIFY(bare > 0);
        QVERIFY2(std::abs(decode.throughput / bare - 0.85) < 1e-9,
            qPrintable(QString::number(decode.throughput / bare)));
        // Served to many users the cards work all the time: the full loss.
        QCOMPARE(cardDuty(b.workload, 1), 1.0);
        Workload served = b.workload;
        served.serving = 8;
        QCOMPARE(cardDuty(served, 2), 1.0);
        Workload training;
        training.kind = WorkloadKind::Transformer;
        QCOMPARE(cardDuty(training, 2), 1.0);
        QCOMPARE(throttlingAtDuty(0.30, 0.25), 0.075);
    }
};

QTEST_GUILESS_MAIN(TestDecodeEngines)
#include "tst_decodeengines.moc"
