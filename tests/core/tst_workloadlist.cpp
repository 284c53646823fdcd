// SPDX-License-Identifier: GPL-3.0-or-later
// A build planned for several jobs: the further workloads are kept in the file, estimated
// like the primary, judged by the memory rules (their findings say which workload), and the "fits
// this build" filter refuses a card that cannot hold one of them.
#include "core/catalog/partfilter.h"
#include "core/charts/chartdata.h"
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "core/workload/throughputmodel.h"
#include "support/reportcounts.h"
#include "support/sampleparts.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// 70B in 4-bit, one user with 4,096 tokens of context: about 40 GB of weights, more than one 24 GB card.
Workload seventyBInference()
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.paramsBillions = 70;
    w.precision = Precision::Int4;
    w.sequenceLength = 4096;
    return w;
}

// QLoRA of an 8B model: well within 24 GB.
Workload eightBQlora()
{
    Workload w;
    w.kind = WorkloadKind::FineTune;
    w.paramsBillions = 8;
    w.method = FineTuneMethod::Qlora;
    w.sequenceLength = 2048;
    w.microBatch = 1;
    return w;
}

// One 24 GB card on the guide's board: vision training fits, 70B in 4-bit does not.
Build oneCardBuild()
{
    Build b = guideFourBlowerBuild();
    b.gpus = {GpuPlacement {openAirRtx4090(), 1}};
    b.workload.kind = WorkloadKind::Vision;
    return b;
}

} // namespace

class TestWorkloadList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fileKeepsTheList();
    void olderFilesHaveNone();
    void oneUserStaysOneUser();
    void tooManyAreRefused();
    void badFieldNamesItsPlace();
    void workloadBuildKeepsTheBoxSettings();
    void eachWorkloadIsEstimated();
    void furtherWorkloadThatDoesNotFitIsAnError();
    void fitsThisBuildHoldsEveryWorkload();
    void valueMapHoldsEveryWorkload();
};

void TestWorkloadList::fileKeepsTheList()
{
    Build b = oneCardBuild();
    b.otherWorkloads = {seventyBInference(), eightBQlora()};
    b.otherWorkloads[1].framework = FineTuneFramework::Unsloth;
    b.otherWorkloads[0].extras.insert(QStringLiteral("futureField"), 7);
    const QByteArray bytes = buildfile::serialize(b);
    const auto read = buildfile::parse(bytes, QStringLiteral("list.rigsmith"));
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().toString()));
    QCOMPARE(read.value().otherWorkloads.size(), 2);
    QCOMPARE(read.value().otherWorkloads, b.otherWorkloads); // unknown fields inside one kept too
    QCOMPARE(read.value().workload, b.workload);
    // Written again, byte for byte the same.
    QCOMPARE(buildfile::serialize(read.value()), bytes);
}

void TestWorkloadList::olderFilesHaveNone()
{
    const Build b = oneCardBuild();
    const QByteArray bytes = buildfile::serialize(b);
    QVERIFY(!bytes.contains("otherWorkloads")); // nothing written when there are none
    const auto read = buildfile::parse(bytes, QStringLiteral("old.rigsmith"));
    QVERIFY(read.ok());
    QVERIFY(read.value().otherWorkloads.isEmpty());
}

void TestWorkloadList::oneUserStaysOneUser()
{
    // A one-user inference workload keeps the (unused) default micro-batch of 2: saved and read
    // again it is still one user, not two served sequences.
    Build b = oneCardBuild();
    b.workload = seventyBInference();
    QCOMPARE(b.workload.serving, 0);
    QVERIFY(b.workload.microBatch > 1);
    b.otherWorkloads = {seventyBInference()};
    const auto read = buildfile::parse(buildfile::serialize(b), QStringLiteral("one.rigsmith"));
    QVERIFY(read.ok());
    QCOMPARE(read.value().workload.serving, 0);
    QCOMPARE(read.value().otherWorkloads.first().serving, 0);
    // A file written before serving was modelled (no "serving") still reads its micro-batch as served
    // sequences.
    QJsonObject root = QJsonDocument::fromJson(buildfile::serialize(b)).object();
    root = withValue(root, QStringLiteral("workload.serving"), QJsonValue::Undefined);
    root = withValue(root, QStringLiteral("workload.microBatch"), 4);
    const auto old = buildfile::parse(QJsonDocument(root).toJson(), QStringLiteral("old.rigsmith"));
    QVERIFY(old.ok());
    QCOMPARE(old.value().workload.serving, 4);
    QCOMPARE(old.value().workload.microBatch, 1);
}

void TestWorkloadList::tooManyAreRefused()
{
    Build b = oneCardBuild();
    for (int i = 0; i <= kMaxOtherWorkloads; ++i)
        b.otherWorkloads.append(eightBQlora());
    QVERIFY(!structuralProblems(b).isEmpty());
    const auto read = buildfile::parse(buildfile::serialize(b), QStringLiteral("many.rigsmith"));
    QVERIFY(!read.ok());
    QCOMPARE(read.error().field, QStringLiteral("otherWorkloads"));
}

void TestWorkloadList::badFieldNamesItsPlace()
{
    Build b = oneCardBuild();
    b.otherWorkloads = {seventyBInference()};
    QJsonObject root = QJsonDocument::fromJson(buildfile::serialize(b)).object();
    root = withValue(root, QStringLiteral("otherWorkloads[0].paramsBillions"), -3);
    const auto read = buildfile::parse(QJsonDocument(root).toJson(), QStringLiteral("bad.rigsmith"));
    QVERIFY(!read.ok());
    QCOMPARE(read.error().field, QStringLiteral("otherWorkloads[0].paramsBillions"));
}

void TestWorkloadList::workloadBuildKeepsTheBoxSettings()
{
    Build b = oneCardBuild();
    b.workload.plannedGpus = 2;
    b.workload.dataDrive = QStringLiteral("storage/some-drive");
    b.otherWorkloads = {seventyBInference()};
    QCOMPARE(workloadBuild(b, 0), b);
    const Build other = workloadBuild(b, 1);
    QCOMPARE(other.workload.kind, WorkloadKind::Inference);
    QCOMPARE(other.workload.paramsBillions, 70.0);
    QCOMPARE(other.workload.plannedGpus, 2);
    QCOMPARE(other.workload.dataDrive, b.workload.dataDrive);
    QVERIFY(other.otherWorkloads.isEmpty());
    QCOMPARE(other.gpus, b.gpus);
    QCOMPARE(allWorkloads(b).size(), 2);
    QCOMPARE(allWorkloads(b).first(), b.workload);
}

void TestWorkloadList::eachWorkloadIsEstimated()
{
    Build b = oneCardBuild();
    b.otherWorkloads = {seventyBInference(), eightBQlora()};
    const Analyses a = Analyses::of(b);
    QCOMPARE(a.otherWorkloads.size(), 2);
    // Each is the estimate of the build running that workload as its own.
    for (int i = 1; i <= 2; ++i) {
        const Analyses alone = Analyses::of(workloadBuild(b, i));
        QCOMPARE(a.otherWorkloads[i - 1].kind, alone.workload.kind);
        QCOMPARE(a.otherWorkloads[i - 1].neededPerGpu, alone.workload.neededPerGpu);
        QCOMPARE(a.otherWorkloads[i - 1].throughput, alone.workload.throughput);
        QCOMPARE(a.otherWorkloads[i - 1].unit, alone.workload.unit);
    }
    QCOMPARE(a.otherWorkloads[0].unit, ThroughputModel::unit(WorkloadKind::Inference));
    QVERIFY(!a.otherWorkloads[0].fits); // 70B in 4-bit on one 24 GB card
    QVERIFY(a.otherWorkloads[1].fits);
    // The primary's figures are those of the build without further workloads.
    Build primaryOnly = b;
    primaryOnly.otherWorkloads.clear();
    QCOMPARE(a.workload.throughput, Analyses::of(primaryOnly).workload.throughput);
}

void TestWorkloadList::furtherWorkloadThatDoesNotFitIsAnError()
{
    Build b = oneCardBuild();
    const int before = countOf(RuleEngine::evaluate(b, Analyses::of(b)), QStringLiteral("GPU.MEMORY"));
    QCOMPARE(before, 0);
    b.otherWorkloads = {eightBQlora()};
    QCOMPARE(countOf(RuleEngine::evaluate(b, Analyses::of(b)), QStringLiteral("GPU.MEMORY")), 0);
    b.otherWorkloads.append(seventyBInference());
    const Report r = RuleEngine::evaluate(b, Analyses::of(b));
    const Finding *f = r.find(QStringLiteral("GPU.MEMORY"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    // The finding names the workload it is about, and the card.
    QVERIFY2(f->message.startsWith(
                 QStringLiteral("Also planned, %1: ").arg(describeWorkload(seventyBInference()))),
        qPrintable(f->message));
    QVERIFY(f->message.contains(openAirRtx4090().info.name));
    QCOMPARE(f->parts, QList<PartId> {openAirRtx4090().info.id});
    // Two cards hold it (by layers): the error goes.
    b.gpus.append(GpuPlacement {openAirRtx4090(), 3});
    QCOMPARE(countOf(RuleEngine::evaluate(b, Analyses::of(b)), QStringLiteral("GPU.MEMORY")), 0);
}

void TestWorkloadList::fitsThisBuildHoldsEveryWorkload()
{
    Build b = oneCardBuild();
    b.gpus.clear();
    const Part card = openAirRtx4090().toPart();
    QVERIFY(!incompatibility(card, b, FitScope::Candidate));
    b.otherWorkloads = {seventyBInference()};
    const auto why = incompatibility(card, b, FitScope::Candidate);
    QVERIFY(why);
    QVERIFY2(why->contains(QStringLiteral("Also planned, ") + describeWorkload(seventyBInference())),
        qPrintable(*why));
    // Planned as two cards, it fits.
    b.workload.plannedGpus = 2;
    QVERIFY(!incompatibility(card, b, FitScope::Candidate));
}

void TestWorkloadList::valueMapHoldsEveryWorkload()
{
    Build b = oneCardBuild();
    const QList<Part> gpus {openAirRtx4090().toPart(), blowerRtx2080Ti().toPart()};
    const ValueMap alone = valueMap(gpus, b, {});
    QVERIFY(
        std::all_of(alone.points.cbegin(), alone.points.cend(), [](const ValuePoint &p) { return p.fits; }));
    // 70B in 4-bit fits neither card alone: the catalog's cards leave the map, and the build's own card
    // is drawn as not fitting, with the workload named.
    b.otherWorkloads = {seventyBInference()};
    const ValueMap both = valueMap(gpus, b, {});
    QCOMPARE(both.points.size(), 1);
    // The map's "GPUs with at least … GB" is what the hungriest workload needs.
    QVERIFY(alone.memoryNeeded < 24);
    QVERIFY(both.memoryNeeded > 24);
    QVERIFY(both.points.first().inBuild);
    QVERIFY(!both.points.first().fits);
    QVERIFY2(both.points.first().why.startsWith(QStringLiteral("Also planned, ")),
        qPrintable(both.points.first().why));
    // Planned as two cards, the 24 GB card holds it again; the 11 GB card does not (2 x 11 GB < 40 GB).
    b.workload.plannedGpus = 1;
    const ValueMap planned = valueMap(gpus, b, {});
    QVERIFY(std::any_of(planned.points.cbegin(), planned.points.cend(),
        [](const ValuePoint &p) { return p.id == openAirRtx4090().info.id && p.fits; }));
    QVERIFY(std::none_of(planned.points.cbegin(), planned.points.cend(),
        [](const ValuePoint &p) { return p.id == blowerRtx2080Ti().info.id; }));
}

QTEST_GUILESS_MAIN(TestWorkloadList)
#include "tst_workloadlist.moc"
