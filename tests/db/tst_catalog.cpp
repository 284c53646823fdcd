// SPDX-License-Identifier: GPL-3.0-or-later
// The generated bundled catalog: what it holds, and facts checked against the makers' datasheets.
// Its search and reading ahead are tst_catalogaccess.
#include "core/analysis/pcieallocation.h"
#include "core/model/priceage.h"
#include "db/catalog/sqlitecatalog.h"

#include <QSet>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::db;

class TestCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void countsPerKind_data();
    void countsPerKind();
    void everyGpuHasWhatRulesNeed();
    void everyPartHasSourceAndValidId();
    void curatedLayoutsAreConsistent();
    void derivedLayoutsAreMarkedApproximate();
    void derivedSlotsKeepTheirPlatformsPcieGeneration_data();
    void derivedSlotsKeepTheirPlatformsPcieGeneration();
    void boardTopologyFromTheCuratedTable();
    void gpuFacts_data();
    void gpuFacts();
    void workstationCardsFromTheirSources_data();
    void workstationCardsFromTheirSources();
    void deepLearningBuyersModelsPresent();
    void cpuFacts_data();
    void cpuFacts();
    void workstationPlatformsPresent();
    void curatedBoardFacts();
    void otherFacts();
    void memoryMaximaAreGigabytes();
    void yearOnlyLaunchPriceKeepsItsYear();
    void undatedLaunchPriceHasItsReleaseYear();
    void storageCapacityFromItsName_data();
    void storageCapacityFromItsName();
    void pricesCarrySourceAndDate();
    void correctedProcessorsKeepTheirOldIds();

private:
    Part find(PartKind kind, const QString &words, const std::function<bool(const Part &)> &extra = {}) const;
    std::unique_ptr<SqliteCatalog> mCatalog;
};

void TestCatalog::initTestCase()
{
    auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY2(opened.catalog, qPrintable(opened.error));
    mCatalog = std::move(opened.catalog);
}

Part TestCatalog::find(
    PartKind kind, const QString &words, const std::function<bool(const Part &)> &extra) const
{
    for (const Part &p : mCatalog->search(PartQuery {kind, words, {}, {}, -1})) {
        if (!extra || extra(p))
            return p;
    }
    return Part {};
}

void TestCatalog::countsPerKind_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("atLeast");
    QTest::newRow("gpu") << int(PartKind::Gpu) << 3000;
    QTest::newRow("motherboard") << int(PartKind::Motherboard) << 3000;
    QTest::newRow("psu") << int(PartKind::Psu) << 3000;
    QTest::newRow("case") << int(PartKind::Case) << 3000;
    QTest::newRow("cpu") << int(PartKind::Cpu) << 700;
    QTest::newRow("memory") << int(PartKind::Memory) << 4000;
    QTest::newRow("storage") << int(PartKind::Storage) << 3000;
    QTest::newRow("cooler") << int(PartKind::Cooler) << 2000;
}

void TestCatalog::countsPerKind()
{
    QFETCH(int, kind);
    QFETCH(int, atLeast);
    const int count = mCatalog->count(PartKind(kind));
    QVERIFY2(count >= atLeast, qPrintable(QString::number(count)));
    QCOMPARE(int(mCatalog->parts(PartKind(kind)).size()), count);
}

void TestCatalog::everyGpuHasWhatRulesNeed()
{
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        const GpuSpec &g = *p.as<GpuSpec>();
        QVERIFY2(g.memory.value() > 0, qPrintable(p.info.name));
        QVERIFY2(g.tdp.value() > 0, qPrintable(p.info.name));
        QVERIFY2(g.length.value() >= 50, qPrintable(p.info.name));
        QVERIFY2(g.slotWidth.halves() >= 2, qPrintable(p.info.name));
        if (g.tdp.value() > 75) {
            const PowerConnectors &c = g.connectors;
            QVERIFY2(c.pcie6 + c.pcie8 + c.pcie12vhpwr + c.eps8 > 0, qPrintable(p.info.name));
        }
    }
}

void TestCatalog::everyPartHasSourceAndValidId()
{
    QSet<QString> ids;
    for (PartKind kind : allValues<PartKind>()) {
        for (const Part &p : mCatalog->parts(kind)) {
            QVERIFY2(PartId::isValidKey(p.info.id.key()), qPrintable(p.info.id.key()));
            QVERIFY2(p.info.id.key().startsWith(toKey(kind) + u'/'), qPrintable(p.info.id.key()));
            QVERIFY2(!ids.contains(p.info.id.key()), qPrintable(p.info.id.key()));
            ids.insert(p.info.id.key());
            QVERIFY2(!p.info.dataSource.isEmpty(), qPrintable(p.info.id.key()));
            QVERIFY(!p.info.name.isEmpty());
        }
    }
}

void TestCatalog::curatedLayoutsAreConsistent()
{
    int curated = 0;
    for (const Part &p : mCatalog->parts(PartKind::Motherboard)) {
        const MotherboardSpec &b = *p.as<MotherboardSpec>();
        QVERIFY2(!b.slots.isEmpty(), qPrintable(p.info.name));
        QSet<int> positions;
        for (const PcieSlot &s : b.slots) {
            QVERIFY2(!positions.contains(s.position), qPrintable(p.info.name));
            positions.insert(s.position);
            QVERIFY2(
                s.position >= 1 && s.position <= expansionSlotsOf(b.formFactor), qPrintable(p.info.name));
            QVERIFY2(s.maxLanes <= s.physicalSize, qPrintable(p.info.name));
            for (int other : s.sharesLanesWith) {
                QVERIFY2(b.slotAt(other),
                    qPrintable(p.info.name + QStringLiteral(": shares with a missing slot")));
                QVERIFY2(s.lanesWhenShared > 0 && s.lanesWhenShared <= s.maxLanes.value(),
                    qPrintable(p.info.name));
            }
        }
        if (!b.layoutApproximate)
            ++curated;
    }
    QVERIFY2(curated >= 40, qPrintable(QString::number(curated)));
}

void TestCatalog::derivedLayoutsAreMarkedApproximate()
{
    for (const Part &p : mCatalog->parts(PartKind::Motherboard)) {
        const bool derived = p.info.estimatedFields.contains(QStringLiteral("slots"));
        QCOMPARE(p.as<MotherboardSpec>()->layoutApproximate, derived);
    }
}

// The dataset lists most slots as Gen 4 whatever the board's age; db/curated/platform_pcie_generations.csv
// holds each derived slot to its platform's: the processor's lanes and the chipset's.
void TestCatalog::derivedSlotsKeepTheirPlatformsPcieGeneration_data()
{
    QTest::addColumn<QString>("socket");
    QTest::addColumn<QString>("chipset");
    QTest::addColumn<int>("cpuGen");
    QTest::addColumn<int>("chipsetGen");
    QTest::newRow("Haswell H81, 2013") << QStringLiteral("LGA 1150") << QStringLiteral("Intel H81") << 3 << 2;
    QTest::newRow("Trinity FM2, 2012") << QStringLiteral("FM2") << QStringLiteral("AMD A85X") << 2 << 2;
    QTest::newRow("AM3+ 990FX") << QStringLiteral("AM3+") << QStringLiteral("AMD 990FX") << 2 << 2;
    QTest::newRow("AM4 B450") << QStringLiteral("AM4") << QStringLiteral("AMD B450") << 3 << 2;
    QTest::newRow("AM4 B550") << QStringLiteral("AM4") << QStringLiteral("AMD B550") << 4 << 3;
}

void TestCatalog::derivedSlotsKeepTheirPlatformsPcieGeneration()
{
    QFETCH(QString, socket);
    QFETCH(QString, chipset);
    QFETCH(int, cpuGen);
    QFETCH(int, chipsetGen);
    int boards = 0;
    for (const Part &p : mCatalog->parts(PartKind::Motherboard)) {
        const auto *m = p.as<MotherboardSpec>();
        if (m->socket != socket || m->chipset != chipset || !m->layoutApproximate)
            continue;
        ++boards;
        for (const PcieSlot &s : m->slots) {
            const int most = s.source == LaneSource::Cpu ? cpuGen : chipsetGen;
            QVERIFY2(s.generation <= most,
                qPrintable(
                    QStringLiteral("%1 slot %2: Gen %3").arg(p.info.name).arg(s.position).arg(s.generation)));
        }
    }
    QVERIFY(boards > 0);
}

void TestCatalog::boardTopologyFromTheCuratedTable()
{
    // db/curated/board_topology.csv: the X299 AORUS Gaming 7's splits per CPU tier (hardwaresecrets.com).
    const auto board
        = mCatalog->part(PartId(QStringLiteral("motherboard/gigabyte-x299-aorus-gaming-7-lga2066-ddr4-atx")));
    QVERIFY(board);
    const MotherboardSpec &m = *board->as<MotherboardSpec>();
    QCOMPARE(m.laneModes.size(), 4);
    QCOMPARE(m.laneModes.first().minCpuLanes, 44);
    QCOMPARE(m.laneModes.first().lanes, (QList<int> {16, 4, 16, 4, 8}));
    // 28 lanes, cards in the first, third and fifth x16 slots: the x8/x8/x8 split.
    QCOMPARE(PcieAllocation::slotLanes(m, 28, {1, 3, 5}, 0), (QList<int> {8, 8, 8}));
    // A chipset's own link to the CPU reaches every board of that chipset (Z790: DMI x8,
    // Corsair's Z790 / Z890 table; B550: PCIe 3.0 x4, TechPowerUp relayed); a board of a chipset with no
    // row keeps 0 (unknown).
    const auto z790 = mCatalog->part(PartId(QStringLiteral("motherboard/asus-z790-prime-p-ddr5-atx")));
    QVERIFY(z790);
    QCOMPARE(z790->as<MotherboardSpec>()->chipsetUplinkLanes, 8);
    const auto b550
        = mCatalog->part(PartId(QStringLiteral("motherboard/asrock-b550-pg-riptide-am4-ddr4-atx")));
    QVERIFY(b550);
    QCOMPARE(b550->as<MotherboardSpec>()->chipsetUplinkLanes, 4);
    QCOMPARE(m.chipsetUplinkLanes, 0); // X299: no source read for its DMI
    // The X99 Designare EX's switch rows name openings its derived layout lacks: the wiring and the M.2
    // sharing are left out, the switch stays on record unwired (the lanes are then named unchecked).
    const auto designare = mCatalog->part(
        PartId(QStringLiteral("motherboard/gigabyte-x99-ga-x99-designare-ex-lga2011-3-ddr4-atx")));
    QVERIFY(designare);
    QCOMPARE(designare->as<MotherboardSpec>()->switches.size(), 1);
    QVERIFY(designare->as<MotherboardSpec>()->switchWiringUnknown());
    QVERIFY(designare->as<MotherboardSpec>()->m2Sharing.isEmpty());
    // The Maximus VI Extreme's PEX8747 feeds its second, fourth and fifth x16 slots from an x8 uplink
    // (pcgameshardware.de, hardwaresecrets.com): four cards at x8/x16/x8/x8 on a 16-lane CPU.
    const auto maximus
        = mCatalog->part(PartId(QStringLiteral("motherboard/asus-z87-maximus-vi-extreme-lga1150-ddr3-atx")));
    QVERIFY(maximus);
    const MotherboardSpec &mx = *maximus->as<MotherboardSpec>();
    QVERIFY(!mx.switchWiringUnknown());
    QCOMPARE(mx.slotAt(2)->switchId, 1);
    QCOMPARE(PcieAllocation::slotLanes(mx, 16, {1, 2, 4, 5}, 0), (QList<int> {8, 16, 8, 8}));
    QCOMPARE(PcieAllocation::slotLanes(mx, 16, {1, 3}, 0), (QList<int> {8, 8}));
    QCOMPARE(PcieAllocation::slotLanes(mx, 16, {1}, 0), (QList<int> {16}));
    // The X99-E WS's switched splits for a 40-lane CPU (asus.com specification, as cited by the
    // rossumai notes): four cards in openings 1/3/5/7 at x16 each, seven at x16/x8/x8/x8/x8/x8/x8.
    const auto e
        = mCatalog->part(PartId(QStringLiteral("motherboard/asus-x99-x99-e-ws-lga2011-3-ddr4-ssi-ceb")));
    QVERIFY(e);
    const MotherboardSpec &ws = *e->as<MotherboardSpec>();
    QCOMPARE(ws.laneModes.size(), 2);
    QCOMPARE(PcieAllocation::slotLanes(ws, 40, {1, 3, 5, 7}, 0), (QList<int> {16, 16, 16, 16}));
    QCOMPARE(
        PcieAllocation::slotLanes(ws, 40, {1, 2, 3, 4, 5, 6, 7}, 0), (QList<int> {16, 8, 8, 8, 8, 8, 8}));
    // Its two switch groups (an nvidia-smi topology in the rossumai notes) are on record, their
    // openings are not: the splits above still hold, and the lanes are named unchecked.
    QCOMPARE(ws.switches.size(), 2);
    QVERIFY(ws.switchWiringUnknown());
}

void TestCatalog::gpuFacts_data()
{
    QTest::addColumn<QString>("chipset");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<int>("referenceTdp");
    QTest::addColumn<double>("bandwidth");
    // NVIDIA/AMD reference specifications; board partners may raise the TDP, never lower memory.
    QTest::newRow("RTX 4090") << "GeForce RTX 4090" << 24.0 << 450 << 1008.0;
    QTest::newRow("RTX 3090") << "GeForce RTX 3090" << 24.0 << 350 << 936.0;
    QTest::newRow("RTX 2080 Ti") << "GeForce RTX 2080 Ti" << 11.0 << 250 << 616.0;
    QTest::newRow("GTX 1080 Ti") << "GeForce GTX 1080 Ti" << 11.0 << 250 << 484.0;
    QTest::newRow("RTX 4080") << "GeForce RTX 4080" << 16.0 << 320 << 717.0;
    QTest::newRow("RTX 5090") << "GeForce RTX 5090" << 32.0 << 575 << 1792.0;
    QTest::newRow("RTX 3060 12 GB") << "GeForce RTX 3060 12 GB" << 12.0 << 170 << 360.0;
    QTest::newRow("RX 7900 XTX") << "Radeon RX 7900 XTX" << 24.0 << 355 << 960.0;
    QTest::newRow("RTX A6000") << "RTX A6000" << 48.0 << 300 << 768.0;
    QTest::newRow("RTX A5000") << "RTX A5000" << 24.0 << 230 << 768.0;
    QTest::newRow("RTX A4000") << "RTX A4000" << 16.0 << 140 << 448.0;
    QTest::newRow("RTX 6000 Ada") << "RTX 6000 Ada" << 48.0 << 300 << 960.0;
}

void TestCatalog::gpuFacts()
{
    QFETCH(QString, chipset);
    QFETCH(double, memoryGb);
    QFETCH(int, referenceTdp);
    QFETCH(double, bandwidth);
    int boards = 0;
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        const GpuSpec &g = *p.as<GpuSpec>();
        if (g.model != chipset)
            continue;
        ++boards;
        QCOMPARE(g.memory.value(), memoryGb);
        QVERIFY2(g.tdp.value() >= referenceTdp * 0.9 && g.tdp.value() <= referenceTdp * 2,
            qPrintable(QStringLiteral("%1: %2 W").arg(p.info.name).arg(g.tdp.value())));
        QVERIFY2(std::abs(g.memoryBandwidthGBs - bandwidth) <= bandwidth * 0.03,
            qPrintable(QStringLiteral("%1: %2 GB/s").arg(p.info.name).arg(g.memoryBandwidthGBs)));
    }
    QVERIFY2(boards > 0, qPrintable(chipset));
}

void TestCatalog::workstationCardsFromTheirSources_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<int>("tdp");
    QTest::addColumn<int>("sixteenPin");
    QTest::addColumn<double>("lengthMm");
    QTest::addColumn<double>("fp32");
    QTest::addColumn<double>("tensor");
    QTest::addColumn<bool>("tensorEstimated");
    // db/curated/gpus.csv and gpu_facts.csv, each value with the page it was read from.
    QTest::newRow("6000 Max-Q") << "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition" << 96.0 << 1792.0
                                << 300 << 1 << 267.0 << 110.1 << 440.4 << true;
    QTest::newRow("4000 SFF") << "NVIDIA RTX PRO 4000 Blackwell SFF Edition" << 24.0 << 432.0 << 70 << 0
                              << 167.0 << 23.96 << 95.84 << false;
    QTest::newRow("6000 Workstation Edition")
        << "NVIDIA RTX PRO 6000 Blackwell Workstation Edition 96GB GDDR7" << 96.0 << 1792.0 << 600 << 1
        << 304.0 << 126.0 << 503.8 << false;
    QTest::newRow("5000 72 GB") << "PNY NVIDIA RTX PRO 5000 Blackwell 72GB" << 72.0 << 1344.0 << 300 << 1
                                << 266.7 << 66.94 << 267.8 << true;
}

void TestCatalog::workstationCardsFromTheirSources()
{
    QFETCH(QString, name);
    const auto gpus = mCatalog->parts(PartKind::Gpu);
    const auto at
        = std::find_if(gpus.cbegin(), gpus.cend(), [&](const Part &p) { return p.info.name == name; });
    QVERIFY2(at != gpus.cend(), qPrintable(name));
    const GpuSpec &g = *at->as<GpuSpec>();
    QTEST(g.memory.value(), "memoryGb");
    QTEST(g.memoryBandwidthGBs, "bandwidth");
    QTEST(g.tdp.value(), "tdp");
    QTEST(g.connectors.pcie12vhpwr, "sixteenPin");
    QCOMPARE(g.connectors.pcie6 + g.connectors.pcie8 + g.connectors.eps8, 0);
    QTEST(g.length.value(), "lengthMm");
    QCOMPARE(g.slotWidth.halves(), 4);
    QCOMPARE(g.pcieGeneration, 5);
    QTEST(g.fp32Tflops.value_or(0.0), "fp32");
    QTEST(g.tensorTflops.value_or(0.0), "tensor");
    QTEST(at->info.estimatedFields.contains(QStringLiteral("tensorTflops")), "tensorEstimated");
    // Every pro card here cools with a blower except the Workstation Edition's double flow-through.
    QCOMPARE(g.cooler, name.contains(u"Workstation Edition 96GB") ? CoolerType::OpenAir : CoolerType::Blower);
    QVERIFY(!at->info.dataSource.isEmpty());
}

void TestCatalog::deepLearningBuyersModelsPresent()
{
    // The models a buyer of a one-to-four GPU deep-learning box asks about.
    const QStringList models {QStringLiteral("RTX A4000"), QStringLiteral("RTX A4500"),
        QStringLiteral("RTX A5000"), QStringLiteral("RTX A6000"), QStringLiteral("RTX 6000 Ada"),
        QStringLiteral("L40S"), QStringLiteral("H100 PCIe 80GB"), QStringLiteral("Radeon RX 7900 XTX"),
        QStringLiteral("Radeon AI PRO R9700"), QStringLiteral("Arc Pro B60"),
        QStringLiteral("RTX PRO 4000 Blackwell"), QStringLiteral("RTX PRO 4000 Blackwell SFF"),
        QStringLiteral("RTX PRO 4500 Blackwell Workstation Edition"),
        QStringLiteral("RTX PRO 5000 Blackwell"), QStringLiteral("RTX PRO 5000 72GB Blackwell"),
        QStringLiteral("RTX PRO 6000 Blackwell"), QStringLiteral("RTX PRO 6000 Blackwell Max-Q")};
    QSet<QString> held;
    for (const Part &p : mCatalog->parts(PartKind::Gpu))
        held.insert(p.as<GpuSpec>()->model);
    QStringList missing;
    for (const QString &m : models) {
        if (!held.contains(m))
            missing.append(m);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u", ")));
}

void TestCatalog::cpuFacts_data()
{
    QTest::addColumn<QString>("words");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("tdp");
    QTest::addColumn<int>("lanes");
    QTest::addColumn<QString>("socket");
    QTest::addColumn<bool>("sourcedLanes"); // a per-model figure from db/curated/cpu_facts.csv
    QTest::newRow("Ryzen 9 7950X") << "Ryzen 9 7950X" << 16 << 32 << 170 << 16 << "AM5" << false;
    QTest::newRow("Core i9-13900K") << "i9-13900K" << 24 << 32 << 125 << 16 << "LGA 1700" << true;
    // 48 of its 64 lanes are free for slots (hardwareluxx, db/curated/cpu_facts.csv).
    QTest::newRow("TR 3960X") << "Threadripper 3960X" << 24 << 48 << 280 << 48 << "sTRX4" << true;
    QTest::newRow("TR 7980X") << "Threadripper 7980X" << 64 << 128 << 350 << 80 << "sTR5" << false;
    QTest::newRow("TR PRO 5995WX") << "Threadripper PRO 5995WX" << 64 << 128 << 280 << 128 << "sWRX8"
                                   << false;
    QTest::newRow("TR PRO 7985WX") << "Threadripper PRO 7985WX" << 64 << 128 << 350 << 128 << "sTR5" << false;
    QTest::newRow("Xeon w9-3495X") << "Xeon w9-3495X" << 56 << 112 << 350 << 112 << "LGA 4677" << false;
    QTest::newRow("Xeon w5-2455X") << "Xeon w5-2455X" << 12 << 24 << 200 << 64 << "LGA 4677" << false;
    QTest::newRow("i7-7820X (28 lanes)") << "i7-7820X" << 8 << 16 << 140 << 28 << "LGA 2066" << false;
    QTest::newRow("i9-10980XE (48 lanes)") << "i9 10980XE" << 18 << 36 << 165 << 48 << "LGA 2066" << false;
    QTest::newRow("i9-7900X (44 lanes)") << "i9 7900X" << 10 << 20 << 140 << 44 << "LGA 2066" << false;
}

void TestCatalog::cpuFacts()
{
    QFETCH(QString, words);
    QFETCH(int, cores);
    QFETCH(int, threads);
    QFETCH(int, tdp);
    QFETCH(int, lanes);
    QFETCH(QString, socket);
    QFETCH(bool, sourcedLanes);
    const Part p = find(PartKind::Cpu, words);
    QVERIFY2(!p.info.id.isNull(), qPrintable(words));
    const CpuSpec &c = *p.as<CpuSpec>();
    QCOMPARE(c.cores, cores);
    QCOMPARE(c.threads, threads);
    QCOMPARE(c.tdp.value(), tdp);
    QCOMPARE(c.pcieLanes.value(), lanes);
    QCOMPARE(c.socket, socket);
    // Lanes from the platform table are marked derived; a sourced per-model figure is not.
    QCOMPARE(p.info.estimatedFields.contains(QStringLiteral("pcieLanes")), !sourcedLanes);
}

void TestCatalog::workstationPlatformsPresent()
{
    // (Threadripper PRO 7000 and its WRX90 boards use socket sTR5, as the TRX50 platform does.)
    for (const char *socket : {"sTRX4", "sWRX8", "sTR5", "LGA 2066", "LGA 4677"}) {
        const QString s = QString::fromLatin1(socket);
        bool cpu = false;
        bool board = false;
        for (const Part &p : mCatalog->parts(PartKind::Cpu))
            cpu = cpu || p.as<CpuSpec>()->socket == s;
        for (const Part &p : mCatalog->parts(PartKind::Motherboard))
            board = board || p.as<MotherboardSpec>()->socket == s;
        QVERIFY2(cpu, socket);
        QVERIFY2(board, socket);
    }
    // The cards people put in them, including blower versions of consumer cards.
    QCOMPARE(find(PartKind::Gpu, QStringLiteral("RTX A6000")).as<GpuSpec>()->cooler, CoolerType::Blower);
    QCOMPARE(find(PartKind::Gpu, QStringLiteral("RTX A4000")).as<GpuSpec>()->slotWidth, Slots::whole(1));
    const Part turbo = find(PartKind::Gpu, QStringLiteral("Asus Turbo RTX 3090"));
    QCOMPARE(turbo.as<GpuSpec>()->cooler, CoolerType::Blower);
    QCOMPARE(turbo.as<GpuSpec>()->slotWidth, Slots::whole(2));
}

void TestCatalog::curatedBoardFacts()
{
    const Part wrx80 = find(PartKind::Motherboard, QStringLiteral("WRX80E-SAGE"));
    const MotherboardSpec &w = *wrx80.as<MotherboardSpec>();
    QCOMPARE(w.slots.size(), 7);
    QVERIFY(!w.layoutApproximate);
    for (const PcieSlot &s : w.slots)
        QCOMPARE(s.lanesWith({1, 2, 3, 4, 5, 6, 7}), Lanes(16));

    const Part x670e = find(PartKind::Motherboard, QStringLiteral("STRIX X670E-E"));
    const MotherboardSpec &x = *x670e.as<MotherboardSpec>();
    QCOMPARE(x.slotAt(1)->lanesWith({1}), Lanes(16));
    QCOMPARE(x.slotAt(1)->lanesWith({1, 3}), Lanes(8));
    QCOMPARE(x.slotAt(3)->lanesWith({1, 3}), Lanes(8));
    QCOMPARE(x.slotAt(6)->source, LaneSource::Chipset);
    QCOMPARE(x.slotAt(6)->lanesWith({1, 3, 6}), Lanes(4));
}

void TestCatalog::otherFacts()
{
    const Part axPart = find(PartKind::Psu, QStringLiteral("Corsair AX1600i"));
    const PsuSpec &ax = *axPart.as<PsuSpec>();
    QCOMPARE(ax.wattage, Watts(1600));
    QCOMPARE(ax.efficiency, EfficiencyTier::Titanium);
    const Part define = find(PartKind::Case, QStringLiteral("Fractal Define 7 XL"));
    QVERIFY(define.as<CaseSpec>()->formFactors.contains(FormFactor::Atx));
    const Part ssdPart = find(PartKind::Storage, QStringLiteral("Samsung 990 Pro 2TB"));
    const StorageSpec &ssd = *ssdPart.as<StorageSpec>();
    QCOMPARE(ssd.type, StorageType::Nvme);
    QCOMPARE(ssd.capacity, Gigabytes(2000));
    const Part hdd = find(PartKind::Storage, QStringLiteral("Seagate IronWolf"),
        [](const Part &p) { return p.as<StorageSpec>()->type == StorageType::Hdd; });
    QVERIFY(!hdd.info.id.isNull());
    QVERIFY(hdd.info.estimatedFields.contains(QStringLiteral("sequentialReadMBs")));
    const Part kitPart = find(PartKind::Memory, QStringLiteral("DDR5-6000 32GB 2x16GB"));
    const MemoryKit &kit = *kitPart.as<MemoryKit>();
    QCOMPARE(kit.total(), Gigabytes(32));
    QCOMPARE(kit.type, MemoryType::Ddr5);
}

// A DDR4/DDR5 part never supports less than 4 GB in all: the dataset's 1, 2 or 3 on Threadripper
// and TRX50 parts are terabytes. They are left unknown (0) so that no memory fails a made-up limit.
void TestCatalog::memoryMaximaAreGigabytes()
{
    for (const Part &p : mCatalog->parts(PartKind::Cpu)) {
        const double max = p.as<CpuSpec>()->maxMemory.value();
        QVERIFY2(max == 0 || max >= 4, qPrintable(p.info.name));
    }
    for (const Part &p : mCatalog->parts(PartKind::Motherboard)) {
        const auto *b = p.as<MotherboardSpec>();
        if (b->memoryType == MemoryType::Ddr4 || b->memoryType == MemoryType::Ddr5)
            QVERIFY2(b->maxMemory.value() == 0 || b->maxMemory.value() >= 4, qPrintable(p.info.name));
    }
    const auto sage = mCatalog->part(PartId(QStringLiteral("motherboard/asus-pro-ws-trx50-sage-wifi")));
    QVERIFY(sage);
    QCOMPARE(sage->as<MotherboardSpec>()->maxMemory.value(), 0.0);
}

// The datasets' launch prices carry no date; a launch price is the price at release, so it is
// said with the part's release year (a 2020 RTX 3090 at USD 1,499) and counted as old, not as current.
void TestCatalog::undatedLaunchPriceHasItsReleaseYear()
{
    // Every GPU priced at launch only: no date made up, the year said, counted as old.
    int launchPriced = 0;
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        if (!p.info.price || !p.info.priceSource.startsWith(QStringLiteral("launch price")))
            continue;
        ++launchPriced;
        QVERIFY2(!p.info.priceDate.isValid(), qPrintable(p.info.name));
        QVERIFY2(isLaunchPrice(p.info) && isStalePrice(p.info), qPrintable(p.info.name));
        const int year = p.as<GpuSpec>()->releaseYear;
        if (year > 0) {
            QCOMPARE(launchPriceYear(p.info), year);
            QCOMPARE(p.info.priceSource, QStringLiteral("launch price, %1").arg(year));
        }
    }
    QVERIFY2(launchPriced >= 50, qPrintable(QString::number(launchPriced)));
}

// A launch price the data dates by its year alone keeps that year in its source (no day is made up).
void TestCatalog::yearOnlyLaunchPriceKeepsItsYear()
{
    const Part p = find(PartKind::Cpu, QStringLiteral("xeon w9-3495x"));
    QVERIFY(p.info.price);
    QVERIFY(!p.info.priceDate.isValid());
    QCOMPARE(p.info.priceSource, QStringLiteral("launch price, 2023"));
    QCOMPARE(displayPriceSource(p.info.priceSource), QStringLiteral("launch price, 2023"));
}

// The dataset's capacity where its own product name contradicts it
// (db/generator/storagecapacity.cpp).
void TestCatalog::storageCapacityFromItsName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("capacityGb");
    QTest::newRow("terabytes stored as gigabytes")
        << QStringLiteral("Toshiba MD07ACA 14TB 3.5\" HDD 7200RPM SATA 6.0 Gb/s") << 14000.0;
    QTest::newRow("terabytes stored as gigabytes, spaced")
        << QStringLiteral("Seagate IronWolf NAS 10 TB 3.5\" 7200 RPM Internal Hard Drive") << 10000.0;
    QTest::newRow("fraction of a terabyte cut off")
        << QStringLiteral("Micron 5200 Pro 1.92 TB 2.5\" SSD SATA 6.0 Gb/s") << 1920.0;
    QTest::newRow("a binary terabyte stays") << QStringLiteral("Crucial MX500 1TB SSD 2.5\" SATA") << 1024.0;
    QTest::newRow("left as the dataset gives it")
        << QStringLiteral("XPG SX8200 Pro Series: 2TB Internal Solid State Drive PCIe Gen3x4 M.2 2280")
        << 512.0;
}

void TestCatalog::storageCapacityFromItsName()
{
    QFETCH(QString, name);
    QFETCH(double, capacityGb);
    const QList<Part> drives = mCatalog->parts(PartKind::Storage);
    const auto it
        = std::find_if(drives.cbegin(), drives.cend(), [&](const Part &p) { return p.info.name == name; });
    QVERIFY2(it != drives.cend(), qPrintable(name));
    QCOMPARE(it->as<StorageSpec>()->capacity.value(), capacityGb);
}

void TestCatalog::pricesCarrySourceAndDate()
{
    int retail = 0;
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        if (!p.info.price)
            continue;
        QVERIFY(!p.info.priceSource.isEmpty());
        QCOMPARE(p.info.price->currency(), QStringLiteral("USD"));
        if (p.info.priceSource == u"PCPartPicker snapshot") {
            ++retail;
            QCOMPARE(p.info.priceDate, QDate(2025, 7, 23));
        }
    }
    QVERIFY(retail > 500);
    const Part tr = find(PartKind::Cpu, QStringLiteral("Threadripper PRO 5995WX"));
    QVERIFY(tr.info.price);
    QCOMPARE(tr.info.price->cents(), 649900);
    QCOMPARE(tr.info.priceSource, QStringLiteral("launch price, 2022")); // dated by its year only
    // A hand-added part whose launch price no source gives has none, rather than one from memory.
    const Part unsourced = find(PartKind::Cpu, QStringLiteral("Threadripper PRO 5975WX"));
    QVERIFY(!unsourced.info.id.key().isEmpty());
    QVERIFY(!unsourced.info.price);
}

// A curated row that corrects a dataset entry (db/curated/cpus.csv `replaces`): Intel ARK gives the
// E5-2680 v4 FCLGA2011-3 where the dataset said LGA 2011. One entry is left, with the dataset's price,
// and the old id still finds it.
void TestCatalog::correctedProcessorsKeepTheirOldIds()
{
    const PartId old(QStringLiteral("cpu/intel-xeon-e5-2680-v4"));
    const std::optional<Part> p = mCatalog->part(old);
    QVERIFY(p);
    QCOMPARE(p->info.id.key(), QStringLiteral("cpu/intel-xeon-e5-2680-v4-lga2011-3"));
    QCOMPARE(mCatalog->currentId(old), p->info.id);
    QCOMPARE(p->as<CpuSpec>()->socket, QStringLiteral("LGA 2011-3"));
    QCOMPARE(p->as<CpuSpec>()->cores, 14);
    QVERIFY(p->info.price);
    int entries = 0;
    for (const Part &c :
        mCatalog->search(PartQuery {PartKind::Cpu, QStringLiteral("E5-2680 v4"), {}, {}, -1}))
        entries += c.info.name == QStringLiteral("Intel Xeon E5-2680 v4");
    QCOMPARE(entries, 1);

    // A board too (motherboards.csv 'replaces'): the X10DRL-i's SMBIOS tables give LGA 2011-3 for both
    // processor sockets, where the dataset said LGA 2011; its curated slot layout (matched by name) stays.
    const PartId oldBoard(
        QStringLiteral("motherboard/supermicro-intel-c612-x10drl-i-dual-cpu-lga2011-ddr4-atx"));
    const std::optional<Part> board = mCatalog->part(oldBoard);
    QVERIFY(board);
    QCOMPARE(board->info.id.key(), QStringLiteral("motherboard/supermicro-x10drl-i"));
    const auto *spec = board->as<MotherboardSpec>();
    QCOMPARE(spec->socket, QStringLiteral("2 x LGA 2011-3"));
    QCOMPARE(spec->layoutConfidence, LayoutConfidence::SlotsAndLanes);
    QCOMPARE(spec->slots.size(), 6);
    QCOMPARE(spec->dimms, DimmSupport::Registered);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
