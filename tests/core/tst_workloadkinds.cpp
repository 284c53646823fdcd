// SPDX-License-Identifier: GPL-3.0-or-later
// Each kind of job is described once for the estimates (core/workload/workloadkinds.h): every kind has a
// complete row, the estimates answer as its row says, and what a row says of a kind holds in the figures
// (a job that trains holds gradients, one that splits layers gains no speed from a second card for one
// user, a kind with nothing to spread over more cards is never offered more cards).
#include "core/model/workloadsettings.h"
#include "core/workload/workloadestimate.h"
#include "core/workload/workloadkinds.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestWorkloadKinds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKindHasACompleteRow();
    void estimatesFollowTheRow();
    void rowsHoldInTheFigures();
};

void TestWorkloadKinds::everyKindHasACompleteRow()
{
    QCOMPARE(kindModels().size(), qsizetype(allValues<WorkloadKind>().size()));
    for (WorkloadKind kind : allValues<WorkloadKind>()) {
        const WorkloadKindModel &row = kindModel(kind);
        QCOMPARE(row.kind, kind);
        QVERIFY(row.unit && !row.unit().isEmpty());
        QVERIFY(row.singleGpu && row.scaling && row.throughputBand && row.memory && row.fitChanges);
        QCOMPARE(ThroughputModel::unit(kind), row.unit());
    }
}

void TestWorkloadKinds::estimatesFollowTheRow()
{
    const GpuSpec card = openAirRtx4090().spec;
    QVERIFY(ThroughputModel::hasMeasuredBasis(card));
    for (WorkloadKind kind : allValues<WorkloadKind>()) {
        const Workload w = newWorkload(kind);
        const WorkloadKindModel &row = kindModel(kind);
        QCOMPARE(ThroughputModel::singleGpu(card, w).unitsPerSecond, row.singleGpu(card, w).unitsPerSecond);
        QVERIFY2(ThroughputModel::singleGpu(card, w).unitsPerSecond > 0, qPrintable(toKey(kind)));
        QCOMPARE(ThroughputModel::scaling(card, w, 2, ThroughputModel::Link::PcieP2p, 16, 4),
            row.scaling(card, w, 2, ThroughputModel::Link::PcieP2p, 16, 4));
        const ActivationFactors factors
            = row.activationFactors ? row.activationFactors(w) : ActivationFactors {};
        QCOMPARE(MemoryEstimate::of(w, 2).total(), row.memory(w, 2, factors).total());
        QCOMPARE(throughputBandOf(w), row.throughputBand(w));
        QVERIFY(throughputBandOf(w) > 0);
        QCOMPARE(memoryBandOf(w) > 0, row.memoryBand != nullptr);
    }
}

void TestWorkloadKinds::rowsHoldInTheFigures()
{
    const GpuSpec card = openAirRtx4090().spec;
    for (WorkloadKind kind : allValues<WorkloadKind>()) {
        Workload w = newWorkload(kind);
        const WorkloadKindModel &row = kindModel(kind);
        const MemoryEstimate m = MemoryEstimate::of(w, 1);
        // The guide's minimum for image models, a breakdown for the rest; gradients only where the job
        // trains.
        QCOMPARE(m.guideMinimum > 0, row.imageData);
        if (!row.imageData)
            QCOMPARE(m.gradients > 0, row.trains);
        QCOMPARE(row.trains, kindReads(kind, WorkloadSetting::Optimizer) || row.imageData);
        // One user on layers split across two cards gains nothing; data parallelism gains.
        const double two = ThroughputModel::scaling(card, w, 2, ThroughputModel::Link::PcieP2p, 16, 4);
        if (row.sharing == WorkloadKindModel::Sharing::LayerSplit)
            QVERIFY2(two <= 1.0, qPrintable(QString::number(two)));
        else
            QVERIFY2(two > 1.0, qPrintable(QString::number(two)));
        // A card far too small: only a kind with a way to spread the job is offered more cards.
        bool moreCards = false;
        for (const FitOption &o : WorkloadEstimate::fitOptions(w, 1, 1.5))
            moreCards = moreCards || o.gpus > 0;
        if (!row.spread)
            QVERIFY(!moreCards);
    }
}

QTEST_MAIN(TestWorkloadKinds)
#include "tst_workloadkinds.moc"
