// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/partcatalog.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

Q_DECLARE_METATYPE(rigsmith::core::PartFilter)
Q_DECLARE_METATYPE(rigsmith::core::Part)

class TestPartCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lookupAndCounts();
    void search_data();
    void search();
    void insertReplacesSameId();
    void partIdKeys_data();
    void partIdKeys();
    void filters_data();
    void filters();
    void sorting();
    void compatibility_data();
    void compatibility();
    void mountingFamilies();
    void fitsThisBuild_data();
    void fitsThisBuild();
};

static InMemoryCatalog sampleCatalog()
{
    return InMemoryCatalog({blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(),
        threadripper3960X().toPart(), zenith2Extreme().toPart(), psu1600Platinum().toPart(),
        define7Xl().toPart(), nvme2Tb().toPart(), hdd8Tb().toPart()});
}

void TestPartCatalog::lookupAndCounts()
{
    const InMemoryCatalog catalog = sampleCatalog();
    QCOMPARE(catalog.count(PartKind::Gpu), 2);
    QCOMPARE(catalog.count(PartKind::Storage), 2);
    QCOMPARE(catalog.count(PartKind::Memory), 0);
    const auto cpu = catalog.part(threadripper3960X().info.id);
    QVERIFY(cpu);
    QCOMPARE(cpu->as<CpuSpec>()->cores, 24);
    QVERIFY(!catalog.part(PartId(QStringLiteral("gpu/none"))));
    QCOMPARE(catalog.parts(PartKind::Gpu).size(), 2);
}

void TestPartCatalog::search_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxPriceUsd");
    QTest::addColumn<int>("expected");
    QTest::newRow("all gpus") << int(PartKind::Gpu) << QString() << 0 << 2;
    QTest::newRow("partial, any case") << int(PartKind::Gpu) << QStringLiteral("rtx 40") << 0 << 1;
    QTest::newRow("two words") << int(PartKind::Gpu) << QStringLiteral("asus 2080") << 0 << 1;
    QTest::newRow("manufacturer") << int(PartKind::Storage) << QStringLiteral("western") << 0 << 1;
    QTest::newRow("wrong kind") << int(PartKind::Cpu) << QStringLiteral("rtx") << 0 << 0;
    QTest::newRow("price cap") << int(PartKind::Gpu) << QString() << 1500 << 1;
    QTest::newRow("no match") << int(PartKind::Gpu) << QStringLiteral("voodoo") << 0 << 0;
}

void TestPartCatalog::search()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(int, maxPriceUsd);
    QFETCH(int, expected);
    PartQuery q;
    q.kind = PartKind(kind);
    q.text = text;
    if (maxPriceUsd > 0)
        q.filter.maxPrice = Money::fromUnits(maxPriceUsd, QStringLiteral("USD"));
    QCOMPARE(sampleCatalog().search(q).size(), expected);
    q.limit = 0;
    QCOMPARE(sampleCatalog().search(q).size(), 0);
}

void TestPartCatalog::insertReplacesSameId()
{
    InMemoryCatalog catalog = sampleCatalog();
    Gpu cheaper = blowerRtx2080Ti();
    cheaper.info.price = Money::fromUnits(899, QStringLiteral("USD"));
    catalog.insert(cheaper.toPart());
    QCOMPARE(catalog.count(PartKind::Gpu), 2);
    QCOMPARE(catalog.part(cheaper.info.id)->info.price->cents(), 89900);
}

void TestPartCatalog::partIdKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("valid");
    QTest::newRow("typical") << QStringLiteral("gpu/asus-turbo-rtx2080ti-11g") << true;
    QTest::newRow("dots and plus") << QStringLiteral("psu/be-quiet.dark-power+13") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("upper case") << QStringLiteral("GPU/x") << false;
    QTest::newRow("space") << QStringLiteral("gpu/a b") << false;
    QTest::newRow("too long") << QString(161, u'a') << false;
}

void TestPartCatalog::partIdKeys()
{
    QFETCH(QString, key);
    QFETCH(bool, valid);
    QCOMPARE(PartId::isValidKey(key), valid);
}

void TestPartCatalog::filters_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<PartFilter>("filter");
    QTest::addColumn<int>("expected");
    const auto with = [](auto set) {
        PartFilter f;
        set(f);
        return f;
    };
    QTest::newRow("memory >= 16") << int(PartKind::Gpu)
                                  << with([](PartFilter &f) { f.minMemory = Gigabytes(16); }) << 1;
    QTest::newRow("memory >= 8") << int(PartKind::Gpu)
                                 << with([](PartFilter &f) { f.minMemory = Gigabytes(8); }) << 2;
    QTest::newRow("tdp <= 300") << int(PartKind::Gpu) << with([](PartFilter &f) { f.maxTdp = Watts(300); })
                                << 1;
    QTest::newRow("tdp <= 300 cpu") << int(PartKind::Cpu)
                                    << with([](PartFilter &f) { f.maxTdp = Watts(300); }) << 1;
    QTest::newRow("blower only") << int(PartKind::Gpu)
                                 << with([](PartFilter &f) { f.coolers = {CoolerType::Blower}; }) << 1;
    QTest::newRow("slot width <= 3") << int(PartKind::Gpu)
                                     << with([](PartFilter &f) { f.maxSlotWidth = Slots::whole(3); }) << 1;
    QTest::newRow("length <= 300") << int(PartKind::Gpu)
                                   << with([](PartFilter &f) { f.maxLength = Millimetres(300); }) << 1;
    QTest::newRow("socket") << int(PartKind::Cpu)
                            << with([](PartFilter &f) { f.socket = QStringLiteral("AM5"); }) << 0;
    QTest::newRow("board form factor")
        << int(PartKind::Motherboard) << with([](PartFilter &f) { f.formFactor = FormFactor::EAtx; }) << 1;
    QTest::newRow("case takes e-atx")
        << int(PartKind::Case) << with([](PartFilter &f) { f.formFactor = FormFactor::EAtx; }) << 1;
    QTest::newRow("price range") << int(PartKind::Gpu) << with([](PartFilter &f) {
        f.minPrice = Money::fromUnits(1000, QStringLiteral("USD"));
        f.maxPrice = Money::fromUnits(1500, QStringLiteral("USD"));
    }) << 1;
    QTest::newRow("psu >= 1000 W") << int(PartKind::Psu)
                                   << with([](PartFilter &f) { f.minWattage = Watts(1000); }) << 1;
}

void TestPartCatalog::filters()
{
    QFETCH(int, kind);
    QFETCH(PartFilter, filter);
    QFETCH(int, expected);
    PartQuery q;
    q.kind = PartKind(kind);
    q.filter = filter;
    QCOMPARE(sampleCatalog().search(q).size(), expected);
}

void TestPartCatalog::sorting()
{
    InMemoryCatalog catalog = sampleCatalog();
    Gpu unpriced = blowerRtx2080Ti();
    unpriced.info.id = PartId(QStringLiteral("gpu/unpriced"));
    unpriced.info.name = QStringLiteral("A card with no price");
    unpriced.info.price.reset();
    catalog.insert(unpriced.toPart());
    PartQuery q;
    q.sort = {SortKey::Price, false};
    QList<Part> byPrice = catalog.search(q);
    QCOMPARE(byPrice.size(), 3);
    QCOMPARE(byPrice[0].info.id, blowerRtx2080Ti().info.id);
    QCOMPARE(byPrice[2].info.id, unpriced.info.id); // no price: last, either direction
    q.sort.descending = true;
    byPrice = catalog.search(q);
    QCOMPARE(byPrice[0].info.id, openAirRtx4090().info.id);
    QCOMPARE(byPrice[2].info.id, unpriced.info.id);
    q.sort = {SortKey::Name, false};
    QCOMPARE(catalog.search(q).first().info.id, unpriced.info.id);
    q.sort = {SortKey::MemorySize, true};
    q.limit = 1;
    QCOMPARE(catalog.search(q).first().info.id, openAirRtx4090().info.id);
}

void TestPartCatalog::compatibility_data()
{
    QTest::addColumn<Part>("part");
    QTest::addColumn<QString>("reason");
    Cpu am5 = threadripper3960X();
    am5.spec.socket = QStringLiteral("AM5");
    Motherboard atx = zenith2Extreme();
    atx.spec.socket = QStringLiteral("AM5");
    Memory ddr5 = ddr4Kit2x32();
    ddr5.spec.type = MemoryType::Ddr5;
    Gpu longCard = openAirRtx4090();
    longCard.spec.length = Millimetres(520);
    Psu small = psu1600Platinum();
    small.spec.wattage = Watts(1200);
    Cooler tall;
    tall.spec.height = Millimetres(190);
    tall.spec.sockets = {QStringLiteral("sTRX4")};
    Case tiny = define7Xl();
    tiny.spec.formFactors = {FormFactor::MicroAtx};
    QTest::newRow("fitting GPU") << blowerRtx2080Ti().toPart() << QString();
    QTest::newRow("GPU too long") << longCard.toPart() << "520 mm long";
    QTest::newRow("CPU socket") << am5.toPart() << "socket AM5";
    QTest::newRow("board socket") << atx.toPart() << "the CPU needs sTRX4";
    QTest::newRow("memory type") << ddr5.toPart() << "ddr5; the motherboard takes ddr4";
    QTest::newRow("PSU too small for 4 x 250 W + 280 W") << small.toPart() << "at least 1408 W";
    QTest::newRow("cooler too tall") << tall.toPart() << "190 mm tall";
    QTest::newRow("case too small") << tiny.toPart() << "does not take a e-atx board";
}

void TestPartCatalog::compatibility()
{
    QFETCH(Part, part);
    QFETCH(QString, reason);
    const Build b = guideFourBlowerBuild();
    const auto why = incompatibility(part, b);
    QCOMPARE(why.has_value(), !reason.isEmpty());
    if (why)
        QVERIFY2(why->contains(reason), qPrintable(*why));
    PartQuery q;
    q.kind = part.kind();
    q.filter.compatibleWith = &b;
    InMemoryCatalog catalog({part});
    QCOMPARE(catalog.search(q).size(), reason.isEmpty() ? 1 : 0);
}

// "fits this build" offered cases with too few openings for the cards, coolers with no mount
// for the board's socket, and GPUs with too little memory for the workload. Each is judged here by the
// figures the rules use (FIT.CASE_SLOTS's layout, the coolers' mounting families, GPU.MEMORY's estimate).
void TestPartCatalog::fitsThisBuild_data()
{
    QTest::addColumn<Part>("part");
    QTest::addColumn<int>("build"); // 0: the guide's four-GPU build; 1: without its CPU; 2: no GPU, 70B in
                                    // 4-bit; 3: in a case whose mounts are 280 mm (front) and 240 mm (top)
    QTest::addColumn<int>("planned"); // GPUs planned later
    QTest::addColumn<QString>("reason"); // with the workload; empty: fits
    QTest::addColumn<bool>("partsOnly"); // FitScope::Parts finds it too

    Case seven = define7Xl();
    seven.spec.expansionSlots = 7; // the 2-slot card in slot 7 needs openings 7-8
    Case eight = define7Xl();
    eight.spec.expansionSlots = 8;
    Cooler am5 = aio360();
    am5.spec.sockets = {QStringLiteral("AM5")};
    QTest::newRow("case with 7 openings")
        << seven.toPart() << 0 << 0 << "7 expansion openings; the card in slot 7 needs openings 7–8" << false;
    QTest::newRow("case with 8 openings") << eight.toPart() << 0 << 0 << QString() << false;
    QTest::newRow("cooler for AM5, sTRX4 CPU")
        << am5.toPart() << 0 << 0 << "does not fit socket sTRX4" << true;
    QTest::newRow("cooler for AM5, sTRX4 board, no CPU")
        << am5.toPart() << 1 << 0 << "does not fit the motherboard's socket sTRX4" << true;
    QTest::newRow("cooler for sTRX4, no CPU") << aio360().toPart() << 1 << 0 << QString() << false;
    // Four cards of a 6-pin and an 8-pin each take eight PCIe cables (POWER.CONNECTORS): a 1600 W unit
    // with four is short whatever else is chosen; the AX1600i's nine are enough.
    Psu fourCables = psu1600Platinum();
    fourCables.spec.connectors = {0, 4, 0};
    QTest::newRow("PSU with four PCIe cables")
        << fourCables.toPart() << 0 << 0 << "PCIe power cable(s) short of what the cards take" << false;
    QTest::newRow("PSU with nine PCIe cables") << psu1600Platinum().toPart() << 0 << 0 << QString() << false;
    QTest::newRow("24 GB card, 70B 4-bit on one GPU")
        << openAirRtx4090().toPart() << 2 << 0 << "too little memory for the workload: needs" << false;
    QTest::newRow("24 GB card, 70B 4-bit, two planned")
        << openAirRtx4090().toPart() << 2 << 2 << QString() << false;
    // An AIO processor cooler's radiator needs a mount of its size, also as the build's only radiator.
    QTest::newRow("360 mm AIO, mounts of 280 and 240 mm")
        << aio360().toPart() << 3 << 0 << "radiator mounts cannot take the build's 1 radiator" << false;
    Cooler aio240 = aio360();
    aio240.spec.radiatorSize = Millimetres(240);
    QTest::newRow("240 mm AIO, mounts of 280 and 240 mm") << aio240.toPart() << 3 << 0 << QString() << false;
}

void TestPartCatalog::fitsThisBuild()
{
    QFETCH(Part, part);
    QFETCH(int, build);
    QFETCH(int, planned);
    QFETCH(QString, reason);
    QFETCH(bool, partsOnly);
    Build b = guideFourBlowerBuild();
    if (build == 1)
        b.cpu.reset();
    if (build == 2) {
        b.gpus.clear();
        b.workload.kind = WorkloadKind::Inference;
        b.workload.paramsBillions = 70;
        b.workload.precision = Precision::Int4;
        b.workload.sequenceLength = 8192;
        b.workload.microBatch = 1;
    }
    if (build == 3) {
        b.cooler.reset();
        b.chassis->spec.radiatorMounts
            = {{QStringLiteral("front"), Millimetres(280)}, {QStringLiteral("top"), Millimetres(240)}};
    }
    b.workload.plannedGpus = planned;
    const auto why = incompatibility(part, b, FitScope::Candidate);
    QCOMPARE(why.has_value(), !reason.isEmpty());
    if (why)
        QVERIFY2(why->contains(reason), qPrintable(*why));
    QCOMPARE(incompatibility(part, b).has_value(), partsOnly);
    // The browser's filter asks the same.
    PartQuery q;
    q.kind = part.kind();
    q.filter.compatibleWith = &b;
    InMemoryCatalog catalog({part});
    QCOMPARE(catalog.search(q).size(), reason.isEmpty() ? 1 : 0);
}

void TestPartCatalog::mountingFamilies()
{
    QVERIFY(coolerFits({QStringLiteral("TR4")}, QStringLiteral("sWRX8")));
    QVERIFY(coolerFits({QStringLiteral("sTRX4")}, QStringLiteral("sTR5")));
    QVERIFY(coolerFits({QStringLiteral("AM4")}, QStringLiteral("AM5")));
    QVERIFY(coolerFits({QStringLiteral("LGA 1700")}, QStringLiteral("LGA 1851")));
    QVERIFY(!coolerFits({QStringLiteral("AM5")}, QStringLiteral("LGA 1700")));
    QVERIFY(!coolerFits({QStringLiteral("LGA 1700")}, QStringLiteral("sTR5")));
    QVERIFY(!coolerFits({}, QStringLiteral("AM5")));
    QVERIFY(caseTakes({FormFactor::EAtx}, FormFactor::Ssi));
    QVERIFY(caseTakes({FormFactor::Ssi}, FormFactor::EAtx));
    QVERIFY(!caseTakes({FormFactor::Atx}, FormFactor::Ssi));
    QVERIFY(!caseTakes({FormFactor::MicroAtx}, FormFactor::Atx));
}

QTEST_GUILESS_MAIN(TestPartCatalog)
#include "tst_partcatalog.moc"
