// SPDX-License-Identifier: GPL-3.0-or-later
// Experts kept in system memory are read by the processor at the share of the memory's rated bandwidth
// that published llama.cpp runs of that kind reach (core/workload/data/expert_offload.csv), one bound for
// fit, builds and the advisor, with a band from leaving each run's source out.
#include "core/advisor/policy.h"
#include "core/model/workloadenums.h"
#include "core/rules/ruleengine.h"
#include "core/workload/expertoffload.h"
#include "core/workload/modelshape.h"
#include "core/workload/throughputmodel.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"
#include "support/sampleparts.h"

#include <QTest>

#include <algorithm>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// gpt-oss-120b in 4 bits with every layer's experts in system memory.
Workload gptOss120bExpertsInRam()
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model = QStringLiteral("gpt-oss-120b");
    w.precision = Precision::Int4;
    w.offloadExperts = true;
    return normalisedWorkload(w);
}

} // namespace

class TestExpertOffload : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsAreReadAsTheirSourcesRanThem()
    {
        const QList<ExpertOffloadRun> &runs = expertOffloadRuns();
        QCOMPARE(runs.size(), 3);
        const auto a6000 = std::find_if(runs.cbegin(), runs.cend(),
            [](const ExpertOffloadRun &r) { return r.gpu.model == QStringLiteral("RTX A6000"); });
        QVERIFY(a6000 != runs.cend());
        // Qwen3-235B-A22B in Q8_0 with the experts of 80 of its 94 layers in eight channels of DDR5-4800.
        QCOMPARE(a6000->workload.offloadExpertLayers, 80);
        QCOMPARE(shapeOf(a6000->workload).layers, 94);
        QCOMPARE(a6000->ratedGBs(), 307.2);
        QCOMPARE(a6000->bitsPerWeight, 8.5);
        QVERIFY(a6000->url.startsWith(QStringLiteral("https://")));
    }

    void theShareIsWhatTheRunsReach()
    {
        const QList<ExpertOffloadRun> &runs = expertOffloadRuns();
        double sum = 0.0;
        for (const ExpertOffloadRun &run : runs) {
            const double share = impliedReadShare(run);
            // Each run reads its experts below the rated bandwidth, and the card alone is faster than
            // the measured token: the processor's reads take most of its time.
            QVERIFY2(
                share > 0.1 && share < 1.0, qPrintable(QStringLiteral("%1 %2").arg(run.source).arg(share)));
            const double card = ThroughputModel::decodeSpeed(run.gpu, run.workload).unitsPerSecond;
            QVERIFY(card > 2.0 * run.tokensPerSecond);
            sum += share;
        }
        const ExpertOffloadFit &fit = expertOffloadFit();
        QCOMPARE(fit.runs, 3);
        QVERIFY(qFuzzyCompare(fit.share, sum / double(runs.size())));
        // Leaving a source out moves the share; without sources the rated figure (1) is all there is.
        QVERIFY(readShareWithout(runs, runs.first().source) != fit.share);
        QCOMPARE(readShareWithout({}), 1.0);
        // The check predicts each run from the others: one line a run, the band no narrower than its mean.
        QCOMPARE(fit.check.rows, 3);
        QCOMPARE(fit.check.sources, 3);
        QVERIFY(fit.check.band() >= fit.check.meanAbsError);
        qInfo().noquote() << fit.check.lines.join(u'\n') << "\nshare" << fit.share << "band"
                          << fit.check.band();
    }

    void oneBoundReadsTheShare()
    {
        // gpt-oss-120b in 4 bits with every layer's experts in system memory rated at 89.6 GB/s (two
        // channels of DDR5-5600): the bound is the share of it over the expert bytes a token reads.
        const Workload w = gptOss120bExpertsInRam();
        const double bytes
            = ThroughputModel::offloadedExpertParamsPerToken(shapeOf(w)) * bytesPerValue(Precision::Int4);
        const double share = expertOffloadFit().share;
        QVERIFY(qFuzzyCompare(offloadBound(w, 89.6), share * 89.6e9 / bytes));
        // The band of such a job is at least the offload check's.
        QVERIFY(throughputBandOf(w) >= expertOffloadFit().check.band());
        Workload onGpu = w;
        onGpu.offloadExperts = false;
        QCOMPARE(offloadBound(normalisedWorkload(onGpu), 89.6), 0.0);
    }

    void theProcessorIsSizedAsTheRunsWere()
    {
        // The fewest threads a processor behind the share had: the Ryzen 9 7900's 24 ("12-core/24-thread");
        // the Threadripper PRO's are not stated and do not count.
        QCOMPARE(expertOffloadFit().leastThreads, 24);
        const Workload w = gptOss120bExpertsInRam();
        QString why;
        QCOMPARE(advisor::threadsNeeded(w, 1, &why), 24);
        QVERIFY2(why.contains(u"system memory"), qPrintable(why));
        Workload onGpu = w;
        onGpu.offloadExperts = false;
        QCOMPARE(advisor::threadsNeeded(normalisedWorkload(onGpu), 1), advisor::kLeastThreads);
        // A build whose processor has fewer threads hears so in WORKLOAD.OFFLOAD; one with as many does not.
        Build b = guideFourBlowerBuild();
        b.workload = w;
        b.cpu->spec.threads = 8;
        const auto offload = [&] {
            const Report r = RuleEngine::evaluate(b);
            const Finding *f = r.find(QStringLiteral("WORKLOAD.OFFLOAD"));
            return f ? f->message : QString();
        };
        QVERIFY2(offload().contains(u"has 8 threads"), qPrintable(offload()));
        b.cpu->spec.threads = 24;
        QVERIFY2(!offload().isEmpty() && !offload().contains(u"threads;"), qPrintable(offload()));
    }
};

QTEST_GUILESS_MAIN(TestExpertOffload)
#include "tst_expertoffload.moc"
