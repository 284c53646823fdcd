// SPDX-License-Identifier: GPL-3.0-or-later
// The parts browser's GPU speed columns: the reference vision workload, or the build's LLM job.
#include "core/workload/memoryestimate.h"
#include "core/workload/throughputmodel.h"
#include "support/sampleparts.h"
#include "ui/browser/parttablemodel.h"

#include <QTest>

#include <cmath>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

class TestBrowserColumns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void visionKeepsTheReference();
    void llmJobInTokensPerSecond();
    void modelFollowsTheBuildsJob();
};

namespace {

int columnNamed(const PartTableModel &model, const QString &header)
{
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == header)
            return c;
    }
    return -1;
}

Workload decode(double billions, Precision precision)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.paramsBillions = billions;
    w.precision = precision;
    return w;
}

PartTableModel::Column speedColumn(const QList<PartTableModel::Column> &columns)
{
    const auto it = std::find_if(columns.cbegin(), columns.cend(),
        [](const PartTableModel::Column &c) { return c.header == u"Images/s" || c.header == u"Tokens/s"; });
    Q_ASSERT(it != columns.cend());
    return *it;
}

} // namespace

void TestBrowserColumns::visionKeepsTheReference()
{
    const Part card = openAirRtx4090().toPart();
    const auto speed = speedColumn(PartTableModel::columnsFor(PartKind::Gpu));
    QCOMPARE(speed.header, QStringLiteral("Images/s"));
    QCOMPARE(speed.value(card).toDouble(),
        std::round(ThroughputModel::singleGpu(*card.as<GpuSpec>(), Workload {}).unitsPerSecond));
}

void TestBrowserColumns::llmJobInTokensPerSecond()
{
    const Part big = openAirRtx4090().toPart(); // 24 GB
    const Part small = blowerRtx2080Ti().toPart(); // 11 GB
    // 8 B in 4 bits: about 5 GB, both cards hold it; each its own decode speed.
    const Workload eight = decode(8, Precision::Int4);
    QVERIFY(MemoryEstimate::of(eight, 1).total() < 11);
    const auto columns = PartTableModel::columnsFor(PartKind::Gpu, eight);
    const auto speed = speedColumn(columns);
    QCOMPARE(speed.header, QStringLiteral("Tokens/s"));
    QVERIFY2(speed.tooltip.contains(describeWorkload(eight)), qPrintable(speed.tooltip));
    for (const Part &p : {big, small}) {
        const double expected = ThroughputModel::singleGpu(*p.as<GpuSpec>(), eight).unitsPerSecond;
        QVERIFY(expected > 0);
        QCOMPARE(speed.value(p).toDouble(), std::round(expected * 10.0) / 10.0);
    }
    QVERIFY(speed.value(big).toDouble() > speed.value(small).toDouble());
    // Per 1000 of the price, in the same unit.
    QVERIFY(std::any_of(columns.cbegin(), columns.cend(),
        [](const PartTableModel::Column &c) { return c.header == u"Tokens/s per 1000 %1"; }));
    // 13 B in 16 bits (about 28 GB): one 24 GB card cannot hold it, so no speed, not a number it cannot
    // reach.
    const Workload thirteen = decode(13, Precision::Bf16);
    QVERIFY(MemoryEstimate::of(thirteen, 1).total() > 24);
    QVERIFY(!speedColumn(PartTableModel::columnsFor(PartKind::Gpu, thirteen)).value(big).isValid());
    // Experts kept in system memory run at that memory's pace, which the card alone does not set.
    Workload moe = decode(0, Precision::Int4);
    moe.model = QStringLiteral("gpt-oss-20b");
    const auto moeSpeed = speedColumn(PartTableModel::columnsFor(PartKind::Gpu, moe));
    QVERIFY(moeSpeed.value(big).isValid());
    moe.offloadExperts = true;
    QVERIFY(!speedColumn(PartTableModel::columnsFor(PartKind::Gpu, moe)).value(big).isValid());
}

void TestBrowserColumns::modelFollowsTheBuildsJob()
{
    PartTableModel model;
    model.setParts(PartKind::Gpu, {openAirRtx4090().toPart(), blowerRtx2080Ti().toPart()});
    QVERIFY(columnNamed(model, QStringLiteral("Images/s")) >= 0);
    const Workload eight = decode(8, Precision::Int4);
    QVERIFY(model.speedWorkloadChanges(eight));
    model.setWorkload(eight);
    QCOMPARE(columnNamed(model, QStringLiteral("Images/s")), -1);
    const int tokens = columnNamed(model, QStringLiteral("Tokens/s"));
    QVERIFY(tokens >= 0);
    QVERIFY(model.data(model.index(0, tokens), Qt::DisplayRole).isValid());
    QVERIFY(!model.speedWorkloadChanges(eight));
    // Back to a vision job: the reference column again, whatever the vision job's details.
    Workload vision;
    vision.paramsBillions = 3;
    model.setWorkload(vision);
    QVERIFY(columnNamed(model, QStringLiteral("Images/s")) >= 0);
    // Another kind of part keeps its columns, and GPUs set later take the job.
    model.setWorkload(eight);
    model.setParts(PartKind::Cpu, {});
    QCOMPARE(columnNamed(model, QStringLiteral("Tokens/s")), -1);
    model.setParts(PartKind::Gpu, {openAirRtx4090().toPart()});
    QVERIFY(columnNamed(model, QStringLiteral("Tokens/s")) >= 0);
}

QTEST_MAIN(TestBrowserColumns)
#include "tst_browsercolumns.moc"
