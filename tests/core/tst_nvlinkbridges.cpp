// SPDX-License-Identifier: GPL-3.0-or-later
// NVLink bridges (db/curated/nvlink_bridges.csv): the table, the link a build's cards get through its bridge,
// the rules about a bridge that does not join them, the build file and the price.
#include "core/document/setnvlinkbridgecommand.h"
#include "core/file/buildfile.h"
#include "core/model/nvlinkbridge.h"
#include "core/rules/ruleengine.h"
#include "core/workload/throughputmodel.h"
#include "support/sampleparts.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;

Q_DECLARE_METATYPE(Build)

namespace {

Gpu card(const char *model, const char *id)
{
    Gpu g = rigsmith::testing::blowerRtx2080Ti();
    g.info.id = PartId(QString::fromLatin1(id));
    g.spec.model = QString::fromLatin1(model);
    g.spec.architecture = QStringLiteral("Ampere");
    g.spec.chip = QStringLiteral("GA102");
    g.spec.category = g.spec.model.startsWith(u"GeForce") ? GpuCategory::Consumer : GpuCategory::Workstation;
    return g;
}

// Two cards of `model` in slots `a` and `b` of the guide's board, with `bridge` (a key, or none).
Build pair(const char *model, int a, int b, const QString &bridge = {})
{
    Build build = rigsmith::testing::guideFourBlowerBuild();
    build.gpus = {GpuPlacement {card(model, "gpu/a"), a}, GpuPlacement {card(model, "gpu/b"), b}};
    build.nvlinkBridge = bridge;
    return build;
}

const Finding *finding(const Report &r, const char *id)
{
    return r.find(QString::fromLatin1(id));
}

} // namespace

class TestNvlinkBridges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableIsSourced();
    void bridgesForACard();
    void priceNeedsADate();
    void linkNeedsTheRightBridge_data();
    void linkNeedsTheRightBridge();
    void rules_data();
    void rules();
    void fileKeepsTheBridge();
    void bridgeIsAnUnpricedPart();
    void bridgeIsAnUndoableEdit();
    void bridgedPairTrainsFaster();
    void cardsTheTableNamesHaveABridge();
};

void TestNvlinkBridges::tableIsSourced()
{
    QVERIFY(nvlinkBridges().size() >= 9);
    for (const NvlinkBridge &b : nvlinkBridges()) {
        QVERIFY2(b.url.startsWith(u"https://"), qPrintable(b.key));
        QVERIFY2(!b.quote.isEmpty(), qPrintable(b.key));
        QVERIFY2(b.spacing >= 2 && b.spacing <= 4, qPrintable(b.key));
        QVERIFY2(!b.name.isEmpty() && !b.gpuModels.isEmpty(), qPrintable(b.key));
        QCOMPARE(nvlinkBridge(b.key), &b);
    }
    QCOMPARE(nvlinkBridge(QStringLiteral("no-such-bridge")), nullptr);
}

void TestNvlinkBridges::bridgesForACard()
{
    // Puget Systems' chart: the RTX 3090 works with the GeForce 4-slot and the A6000 3-slot bridge.
    QList<int> spacings;
    for (const NvlinkBridge &b : nvlinkBridgesFor(QStringLiteral("GeForce RTX 3090")))
        spacings.append(b.spacing);
    QCOMPARE(spacings, (QList<int> {3, 4}));
    // PNY: the A40 takes the 2-slot bridge only.
    spacings.clear();
    for (const NvlinkBridge &b : nvlinkBridgesFor(QStringLiteral("A40")))
        spacings.append(b.spacing);
    QCOMPARE(spacings, (QList<int> {2}));
    QVERIFY(nvlinkBridgesFor(QStringLiteral("GeForce RTX 4090")).isEmpty());
}

void TestNvlinkBridges::priceNeedsADate()
{
    const QList<NvlinkBridge> rows = parseNvlinkBridges(
        QStringLiteral("key,name,gpu_models,spacing,price_usd,price_date,url,quote\n"
                       "dated,Dated,GeForce RTX 3090,4,79.99,2020-09,https://example.org,\"a, quote\"\n"
                       "undated,Undated,GeForce RTX 3090,3,79.99,,https://example.org,q\n"
                       "nospacing,No spacing,GeForce RTX 3090,,,,https://example.org,q\n"));
    QCOMPARE(rows.size(), 2);
    QVERIFY(rows[0].price);
    QCOMPARE(rows[0].price->cents(), 7999);
    QCOMPARE(rows[0].quote, QStringLiteral("a, quote"));
    QVERIFY(!rows[1].price);
}

void TestNvlinkBridges::linkNeedsTheRightBridge_data()
{
    QTest::addColumn<Build>("build");
    QTest::addColumn<int>("link");
    using L = ThroughputModel::Link;
    const QString four = QStringLiteral("nvidia-geforce-rtx3090-4slot");
    const QString three = QStringLiteral("nvidia-ampere-3slot");
    QTest::newRow("3090s 4 apart, 4-slot bridge")
        << pair("GeForce RTX 3090", 1, 5, four) << int(L::NvlinkBridge);
    QTest::newRow("3090s 3 apart, 3-slot bridge")
        << pair("GeForce RTX 3090", 1, 4, three) << int(L::NvlinkBridge);
    // The 3090 allows peer-to-peer over PCIe (gpuprofile.h).
    QTest::newRow("3090s 4 apart, no bridge") << pair("GeForce RTX 3090", 1, 5) << int(L::PcieP2p);
    QTest::newRow("3090s 2 apart, 4-slot bridge") << pair("GeForce RTX 3090", 1, 3, four) << int(L::PcieP2p);
    QTest::newRow("A40s 2 apart, 3090 bridge") << pair("A40", 1, 3, four) << int(L::PcieP2p);
    QTest::newRow("A40s 2 apart, 2-slot bridge")
        << pair("A40", 1, 3, QStringLiteral("nvidia-ampere-2slot")) << int(L::NvlinkBridge);
}

void TestNvlinkBridges::linkNeedsTheRightBridge()
{
    QFETCH(Build, build);
    QFETCH(int, link);
    QCOMPARE(int(ThroughputModel::linkOf(build)), link);
}

void TestNvlinkBridges::rules_data()
{
    QTest::addColumn<Build>("build");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("says");
    const QString four = QStringLiteral("nvidia-geforce-rtx3090-4slot");
    // The guide's board has slots at positions 1, 3, 5 and 7.
    QTest::newRow("too narrow") << pair("GeForce RTX 3090", 1, 5, QStringLiteral("nvidia-ampere-3slot"))
                                << QStringLiteral("NVLINK.BRIDGE_SPACING")
                                << QStringLiteral("The 3-slot bridge does not reach");
    QTest::newRow("another card") << pair("A40", 1, 5, four) << QStringLiteral("NVLINK.BRIDGE_MODEL")
                                  << QStringLiteral("not for the build's A40");
    QTest::newRow("no bridge, one fits")
        << pair("GeForce RTX 3090", 1, 5) << QStringLiteral("NVLINK.NO_BRIDGE") << QStringLiteral("4-slot");
    QTest::newRow("no bridge, none fits")
        << pair("GeForce RTX 3090", 1, 3) << QStringLiteral("NVLINK.NO_BRIDGE")
        << QStringLiteral("no bridge for them has that spacing");
}

void TestNvlinkBridges::rules()
{
    QFETCH(Build, build);
    QFETCH(QString, rule);
    QFETCH(QString, says);
    const Report report = RuleEngine::evaluate(build);
    const Finding *f = report.find(rule);
    QVERIFY2(f, qPrintable(rule));
    QVERIFY2(f->message.contains(says), qPrintable(f->message));
    QVERIFY(f->guideSection.contains(u"https://"));
    QVERIFY(!f->fix.isEmpty());
    QCOMPARE(f->slots.size(), 2);
    // The right bridge silences all three.
    build.gpus[1].slot = 5;
    build.gpus[0].gpu.spec.model = build.gpus[1].gpu.spec.model = QStringLiteral("GeForce RTX 3090");
    build.nvlinkBridge = QStringLiteral("nvidia-geforce-rtx3090-4slot");
    const Report bridged = RuleEngine::evaluate(build);
    QVERIFY(!finding(bridged, "NVLINK.BRIDGE_SPACING"));
    QVERIFY(!finding(bridged, "NVLINK.BRIDGE_MODEL"));
    QVERIFY(!finding(bridged, "NVLINK.NO_BRIDGE"));
}

void TestNvlinkBridges::fileKeepsTheBridge()
{
    const Build build = pair("GeForce RTX 3090", 1, 5, QStringLiteral("nvidia-geforce-rtx3090-4slot"));
    const QByteArray data = buildfile::serialize(build);
    const auto back = buildfile::parse(data, QStringLiteral("t.rigsmith"));
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().toString()));
    QCOMPARE(back.value().nvlinkBridge, build.nvlinkBridge);
    // Without a bridge the field is absent: files without it load as before.
    const QByteArray none = buildfile::serialize(pair("GeForce RTX 3090", 1, 5));
    QVERIFY(!none.contains("nvlinkBridge"));
    QVERIFY(buildfile::parse(none, QStringLiteral("t.rigsmith")).value().nvlinkBridge.isEmpty());
    // A bridge this version does not know is refused, with the field named.
    QJsonObject root = QJsonDocument::fromJson(data).object();
    root.insert(QStringLiteral("nvlinkBridge"), QStringLiteral("no-such-bridge"));
    const auto refused = buildfile::parse(QJsonDocument(root).toJson(), QStringLiteral("t.rigsmith"));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().field, QStringLiteral("nvlinkBridge"));
}

void TestNvlinkBridges::bridgeIsAnUnpricedPart()
{
    const Build without = pair("GeForce RTX 3090", 1, 5);
    Build with = without;
    with.nvlinkBridge = QStringLiteral("nvidia-geforce-rtx3090-4slot");
    // No dated price of the bridge was found: it counts as a part without a price.
    QCOMPARE(Analyses::of(with).cost.unpricedParts, Analyses::of(without).cost.unpricedParts + 1);
    QCOMPARE(Analyses::of(with).cost.parts, Analyses::of(without).cost.parts);
}

void TestNvlinkBridges::bridgeIsAnUndoableEdit()
{
    BuildDocument document(pair("GeForce RTX 3090", 1, 5));
    const QString four = QStringLiteral("nvidia-geforce-rtx3090-4slot");
    document.undoStack()->push(new SetNvlinkBridgeCommand(&document, four));
    QCOMPARE(document.build().nvlinkBridge, four);
    QVERIFY2(document.undoStack()->text(0).contains(nvlinkBridge(four)->name),
        qPrintable(document.undoStack()->text(0)));
    QVERIFY(nvlinkBridged(document.build()));
    document.undoStack()->undo();
    QVERIFY(document.build().nvlinkBridge.isEmpty());
    document.undoStack()->redo();
    document.undoStack()->push(new SetNvlinkBridgeCommand(&document, QString()));
    QVERIFY(document.build().nvlinkBridge.isEmpty());
    QCOMPARE(document.undoStack()->text(1), QStringLiteral("Remove the NVLink bridge"));
}

void TestNvlinkBridges::bridgedPairTrainsFaster()
{
    // Data-parallel training of an 8 B model on two 3090s: through the bridge the gradients move over
    // NVLink, without it over PCIe; the estimate follows the link the build really has.
    Build without = pair("GeForce RTX 3090", 1, 5);
    without.workload.kind = WorkloadKind::FineTune;
    without.workload.method = FineTuneMethod::Full;
    without.workload.parallelism = Parallelism::Fsdp;
    without.workload.precision = Precision::Bf16;
    without.workload.paramsBillions = 1;
    Build with = without;
    with.nvlinkBridge = QStringLiteral("nvidia-geforce-rtx3090-4slot");
    const double bridged = Analyses::of(with).workload.throughput;
    const double pcie = Analyses::of(without).workload.throughput;
    QVERIFY2(bridged > pcie, qPrintable(QStringLiteral("%1 vs %2").arg(bridged).arg(pcie)));
    // A bridge of the wrong size links nothing.
    Build wrong = without;
    wrong.nvlinkBridge = QStringLiteral("nvidia-ampere-3slot");
    QCOMPARE(Analyses::of(wrong).workload.throughput, pcie);
}

void TestNvlinkBridges::cardsTheTableNamesHaveABridge()
{
    // fit (no build) assumes a bridge for two cards a bridge is made for: the RTX 2080 Ti's is in the
    // table, as the 3090's; a card no bridge joins talks over PCIe.
    using L = ThroughputModel::Link;
    for (const char *model : {"GeForce RTX 2080 Ti", "GeForce RTX 3090", "Quadro RTX 8000"})
        QCOMPARE(int(ThroughputModel::linkFor(card(model, "gpu/x").spec, 2)), int(L::NvlinkBridge));
    QVERIFY(ThroughputModel::linkFor(card("GeForce RTX 4090", "gpu/x").spec, 2) != L::NvlinkBridge);
    QVERIFY(ThroughputModel::linkFor(card("GeForce RTX 2080 Ti", "gpu/x").spec, 3) != L::NvlinkBridge);
}

QTEST_GUILESS_MAIN(TestNvlinkBridges)
#include "tst_nvlinkbridges.moc"
