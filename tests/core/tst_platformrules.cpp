// SPDX-License-Identifier: GPL-3.0-or-later
// The platform-aware rules: memory kinds and limits; blocking reads; transients; airflow, EPS cables;
// one finding per problem. The PCIe lanes and slots are tst_lanerules.
#include "core/analysis/datadrive.h"
#include "core/catalog/memoryplatform.h"
#include "core/catalog/partfilter.h"
#include "core/compare/comparison.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memorypopulation.h"
#include "core/workload/workloadestimate.h"
#include "i18n.h"
#include "support/reportcounts.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestPlatformRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { rigsmith::installTranslations(*QCoreApplication::instance()); }
    void memorySlotsAndKinds();
    void memoryFitsThisBuild();
    void memoryCapacity();
    void fourDdr5ModulesRunAtThePlatformSpeed();
    void kitsCountNoFasterThanTheProcessorIsRatedFor();
    void blockingReadsThreshold();
    void hddSpeedByRpm();
    void transientsAgreeWithPsuSize_data();
    void transientsAgreeWithPsuSize();
    void passiveCardsNeedAirflow();
    void epsCablesCounted();
    void perModelFindingsGrouped();
    void collisionInLastSlotNamesRealFix();
    void longCardIsNotAFormFactorError();
    void compareShowsEachBuildsOwnMessage();
};

void TestPlatformRules::memorySlotsAndKinds()
{
    Build b = guideFourBlowerBuild(); // sTRX4: unbuffered DIMMs (wccftech)
    b.memory = {{ddr4Kit2x32(), 4}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.SLOTS"))); // 8 modules, 8 slots
    b.memory = {{ddr4Kit2x32(), 4}, {ddr4Kit2x32(), 1}};
    b.memory[1].part.spec.modules = 1;
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("MEMORY.SLOTS"))->severity, Severity::Error);
    // Registered next to unbuffered.
    b.memory = {{ddr4Kit2x32(), 1}, {registeredDdr4Kit2x32(), 1}};
    Report r = RuleEngine::evaluate(b);
    QVERIFY(r.has(QStringLiteral("MEMORY.MIXED_KINDS")));
    // sTRX4 takes unbuffered: the registered kit is the wrong kind.
    QVERIFY(r.find(QStringLiteral("MEMORY.KIND"))->parts.contains(registeredDdr4Kit2x32().info.id));
    // A Threadripper PRO board (sWRX8) with desktop UDIMMs.
    b.motherboard->spec.socket = QStringLiteral("sWRX8");
    b.memory = {{ddr4Kit2x32(), 2}};
    r = RuleEngine::evaluate(b);
    QVERIFY(r.find(QStringLiteral("MEMORY.KIND"))->message.contains(QStringLiteral("registered")));
    b.memory = {{registeredDdr4Kit2x32(), 2}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND")));
    // The board's own field wins over the platform table.
    b.motherboard->spec.dimms = DimmSupport::Both;
    b.memory = {{ddr4Kit2x32(), 2}};
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND")));
    QCOMPARE(dimmRequirement(b.motherboard->spec).source, QStringLiteral("board"));
    b.motherboard->spec.dimms = DimmSupport::Unknown;
    QVERIFY(dimmRequirement(b.motherboard->spec).source.startsWith(QStringLiteral("https://")));

    // On LGA 2066 the kind goes with the chipset. X299 (Core X): Gigabyte's manual allows
    // registered DIMMs too; C422 (Xeon W) has no source: unknown, named as advice on this socket.
    b.motherboard->spec.socket = QStringLiteral("LGA2066");
    b.motherboard->spec.chipset = QStringLiteral("Intel X299");
    QCOMPARE(dimmRequirement(b.motherboard->spec).kinds, DimmSupport::Both);
    b.motherboard->spec.chipset = QStringLiteral("Intel C422");
    QCOMPARE(dimmRequirement(b.motherboard->spec).kinds, DimmSupport::Unknown);
    b.memory = {{ddr4Kit2x32(), 2}};
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND")));
    QCOMPARE(r.find(QStringLiteral("MEMORY.KIND_UNKNOWN"))->severity, Severity::Advice);
    // EPYC SP5 takes registered DIMMs (AMD's EDAC support): a desktop kit is an error.
    b.motherboard->spec.socket = QStringLiteral("SP5");
    b.motherboard->spec.chipset.clear();
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("MEMORY.KIND"))->severity, Severity::Error);
    // EPYC 7002/7003 (SP3): Gigabyte's memory guide lists registered, load-reduced, 3DS and NV DIMMs only.
    b.motherboard->spec.socket = QStringLiteral("SP3");
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("MEMORY.KIND"))->severity, Severity::Error);
    // Dual-socket Xeon E5-2600 (C600): Intel's W2600CR specification and Supermicro's X9 DP guide allow
    // unbuffered and registered DIMMs (not mixed): either kind passes, and is not named as unknown.
    b.motherboard->spec.socket = QStringLiteral("2 x LGA 2011");
    QCOMPARE(dimmRequirement(b.motherboard->spec).kinds, DimmSupport::Both);
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND")));
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
    // W790 (LGA 4677): no source yet, so advice, not silence and not an error.
    b.motherboard->spec.socket = QStringLiteral("LGA 4677");
    b.motherboard->spec.chipset = QStringLiteral("Intel W790");
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("MEMORY.KIND")));
    QVERIFY(r.has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
    // A desktop socket with no row: an unbuffered kit is the common case and passes silently; a
    // registered one is named.
    b.motherboard->spec.socket = QStringLiteral("LGA 1151");
    b.motherboard->spec.chipset = QStringLiteral("Intel Z370");
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
    b.memory = {{registeredDdr4Kit2x32(), 2}};
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.KIND_UNKNOWN")));
}

void TestPlatformRules::memoryFitsThisBuild()
{
    Build b = guideFourBlowerBuild();
    b.memory.clear();
    b.motherboard->spec.socket = QStringLiteral("sWRX8");
    QVERIFY(incompatibility(ddr4Kit2x32().toPart(), b).has_value());
    QVERIFY(!incompatibility(registeredDdr4Kit2x32().toPart(), b).has_value());
    PartFilter filter;
    filter.compatibleWith = &b;
    QVERIFY(!passes(ddr4Kit2x32().toPart(), filter));
    QVERIFY(passes(registeredDdr4Kit2x32().toPart(), filter));
    // A 16-module kit on an 8-slot board does not fit.
    Memory big = registeredDdr4Kit2x32();
    big.spec.modules = 16;
    QVERIFY(incompatibility(big.toPart(), b).has_value());
    // Next to registered memory an unbuffered kit is refused whatever the platform.
    b.motherboard->spec.dimms = DimmSupport::Both;
    b.memory = {{registeredDdr4Kit2x32(), 1}};
    QVERIFY(incompatibility(ddr4Kit2x32().toPart(), b).has_value());
}

void TestPlatformRules::memoryCapacity()
{
    Build b = guideFourBlowerBuild(); // 256 GB board and CPU, 8 slots
    Memory kit = ddr4Kit2x32();
    kit.spec.modules = 8;
    b.memory = {{kit, 1}}; // 256 GB
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.CAPACITY")));
    kit.spec.moduleSize = Gigabytes(64);
    b.memory = {{kit, 1}}; // 512 GB
    const Report r = RuleEngine::evaluate(b);
    QCOMPARE(r.find(QStringLiteral("MEMORY.CAPACITY"))->severity, Severity::Error);
    // 4 × 64 GB = 256 GB total is within the maximum, but 64 GB modules exceed 256 / 8 per slot.
    kit.spec.modules = 4;
    b.memory = {{kit, 1}};
    const Report w = RuleEngine::evaluate(b);
    QVERIFY(!w.has(QStringLiteral("MEMORY.CAPACITY")));
    QCOMPARE(w.find(QStringLiteral("MEMORY.MODULE_SIZE"))->severity, Severity::Warning);
}

namespace {

// A kit of two DDR5 modules of `gb` GB each rated at `mts` MT/s.
Memory ddr5Kit2x(int gb, int mts)
{
    Memory memory = ddr4Kit2x32();
    memory.spec = MemoryKit {};
    memory.spec.type = MemoryType::Ddr5;
    memory.spec.modules = 2;
    memory.spec.moduleSize = Gigabytes(gb);
    memory.spec.speedMTs = mts;
    return memory;
}

} // namespace

// Two DDR5 modules a channel: the platform maker's speed (AMD: DDR5-3600 on AM5) is named and is what the
// memory bandwidth counts; one module a channel keeps the rated speed; a socket with no figure is advice.
void TestPlatformRules::fourDdr5ModulesRunAtThePlatformSpeed()
{
    Build b = guideFourBlowerBuild();
    b.cpu->spec.socket = QStringLiteral("AM5");
    b.cpu->info.name = QStringLiteral("AMD Ryzen 7 9800X3D");
    const Memory memory = ddr5Kit2x(32, 6000);
    b.memory = {{memory, 1}};
    SystemMemory m = SystemMemory::of(b);
    // Two modules: one a channel, at no more than AMD rates the Ryzen 9000 for (5600, estimated for the
    // 9800X3D from the 9950X's and 9700X's pages), not the kits' 6000.
    QCOMPARE(m.speedMTs, 5600);
    QCOMPARE(m.processorMTs, 5600);
    QVERIFY(m.processorEstimated);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.POPULATION")));
    b.memory = {{memory, 2}};
    m = SystemMemory::of(b);
    QCOMPARE(m.ratedMTs, 6000);
    QCOMPARE(m.speedMTs, 3600);
    QCOMPARE(m.bandwidthGBs, 3600 * 8.0 * 2 / 1000.0);
    Report r = RuleEngine::evaluate(b);
    const Finding *f = r.find(QStringLiteral("MEMORY.POPULATION"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY2(f->message.contains(QStringLiteral("DDR5-3600")) && f->message.contains(QStringLiteral("http")),
        qPrintable(f->message));
    // LGA 1851: Intel's dual-rank figure counted, the single-rank one named.
    b.cpu->spec.socket = QStringLiteral("LGA 1851");
    QCOMPARE(SystemMemory::of(b).speedMTs, 4400);
    QVERIFY(RuleEngine::evaluate(b)
                .find(QStringLiteral("MEMORY.POPULATION"))
                ->message.contains(QStringLiteral("DDR5-4800 with single-rank")));
    // LGA 1700: no statement of Intel's read; the estimated dual-rank speed (what Intel's reference firmware
    // is reported to train four modules to) is counted, named as an estimate, and the finding stays advice.
    b.cpu->spec.socket = QStringLiteral("LGA 1700");
    QCOMPARE(SystemMemory::of(b).speedMTs, 3600);
    const Report withEstimate = RuleEngine::evaluate(b);
    const Finding *estimated = withEstimate.find(QStringLiteral("MEMORY.POPULATION"));
    QVERIFY(estimated);
    QCOMPARE(estimated->severity, Severity::Advice);
    QVERIFY2(estimated->message.contains(QStringLiteral("estimated DDR5-3600 (DDR5-4000 with single-rank"))
            && estimated->message.contains(QStringLiteral("dasharo")),
        qPrintable(estimated->message));
    QVERIFY(twoPerChannelRow(QStringLiteral("LGA 1700"), MemoryType::Ddr5)->estimated);
    QVERIFY(!twoPerChannelRow(QStringLiteral("AM5"), MemoryType::Ddr5)->estimated);
    QVERIFY(!twoPerChannelRow(QStringLiteral("LGA 1851"), MemoryType::Ddr5)->estimated);
    // A kit rated at or below the platform's speed loses nothing.
    b.cpu->spec.socket = QStringLiteral("AM5");
    b.memory.first().part.spec.speedMTs = 3600;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("MEMORY.POPULATION")));
}

// The processor maker's rated memory speed (rated_memory_speed.csv) bounds what the bandwidth counts: Intel
// ARK's figure per generation and tier, AMD's per family; a model no row names takes its socket's highest,
// marked estimated; a socket the table does not cover has no bound.
void TestPlatformRules::kitsCountNoFasterThanTheProcessorIsRatedFor()
{
    struct Case
    {
        const char *socket, *name;
        MemoryType type;
        int mts;
        bool estimated;
    };
    const Case cases[] = {{"LGA 1700", "Intel Core i7 13700F", MemoryType::Ddr5, 5600, false},
        {"LGA 1700", "Intel Core i5 13600K", MemoryType::Ddr5, 5600, false},
        {"LGA 1700", "Intel Core i5 13600", MemoryType::Ddr5, 4800, false},
        {"LGA 1700", "Intel Core i3 12100F", MemoryType::Ddr5, 4800, false},
        {"LGA 1700", "Intel Core i9 12900KS", MemoryType::Ddr5, 4800, false},
        {"LGA 1700", "Intel Core i5 14400F", MemoryType::Ddr5, 4800, false},
        {"LGA 1700", "Intel Core i5 14600", MemoryType::Ddr5, 5600, false},
        {"LGA 1700", "Intel Pentium Gold G7400", MemoryType::Ddr5, 4800, false},
        {"LGA 1700", "Intel Core i7 13700F", MemoryType::Ddr4, 3200, false},
        {"LGA 1700", "Intel Core i9 19900X", MemoryType::Ddr5, 5600, true},
        {"LGA 1851", "Intel Core Ultra 9 285K", MemoryType::Ddr5, 6400, false},
        {"AM5", "AMD Ryzen 9 9950X", MemoryType::Ddr5, 5600, false},
        {"AM5", "AMD Ryzen 7 9800X3D", MemoryType::Ddr5, 5600, true},
        {"AM5", "AMD Ryzen 7 7800X3D", MemoryType::Ddr5, 5200, false},
        {"AM5", "AMD Ryzen 7 8700G", MemoryType::Ddr5, 5200, true},
        {"AM4", "AMD Ryzen 7 5800X", MemoryType::Ddr4, 3200, false},
        {"AM4", "AMD Ryzen 5 2600", MemoryType::Ddr4, 2933, false},
        {"AM4", "AMD Ryzen 5 3400G", MemoryType::Ddr4, 2933, false},
        {"AM4", "AMD Ryzen 7 1700", MemoryType::Ddr4, 2667, false}};
    for (const Case &c : cases) {
        const auto rated
            = ratedMemorySpeed(QString::fromLatin1(c.socket), QString::fromLatin1(c.name), c.type);
        QVERIFY2(rated, c.name);
        QVERIFY2(rated->speedMTs == c.mts && rated->estimated == c.estimated,
            qPrintable(QStringLiteral("%1: %2 %3")
                           .arg(QLatin1String(c.name))
                           .arg(rated->speedMTs)
                           .arg(rated->estimated)));
        QVERIFY(!rated->source.isEmpty());
    }
    QVERIFY(!ratedMemorySpeed(
        QStringLiteral("sTR5"), QStringLiteral("AMD Ryzen Threadripper 7960X"), MemoryType::Ddr5));
    // A kit within the rating keeps its speed; a faster one counts the rating, and WORKLOAD.OFFLOAD says so
    // for a job whose experts are read from system memory.
    Build b = guideFourBlowerBuild();
    b.cpu->spec.socket = QStringLiteral("LGA 1700");
    b.cpu->info.name = QStringLiteral("Intel Core i7 13700F");
    b.memory = {{ddr5Kit2x(48, 5200), 1}};
    QCOMPARE(SystemMemory::of(b).speedMTs, 5200);
    QCOMPARE(SystemMemory::of(b).processorMTs, 0);
    b.memory.first().part.spec.speedMTs = 8800;
    const SystemMemory fast = SystemMemory::of(b);
    QCOMPARE(fast.ratedMTs, 8800);
    QCOMPARE(fast.speedMTs, 5600);
    QCOMPARE(fast.bandwidthGBs, 5600 * 8.0 * 2 / 1000.0);
    b.workload.kind = WorkloadKind::Inference;
    b.workload.model = QStringLiteral("gpt-oss-120b");
    b.workload.precision = Precision::Int4;
    b.workload.offloadExperts = true;
    b.workload.offloadExpertLayers = 20;
    const Report r = RuleEngine::evaluate(b);
    const Finding *offload = r.find(QStringLiteral("WORKLOAD.OFFLOAD"));
    QVERIFY(offload);
    QVERIFY2(offload->message.contains(
                 u"It counts 5600 MT/s, the memory speed its maker rates Intel Core i7 13700F for"),
        qPrintable(offload->message));
}

void TestPlatformRules::blockingReadsThreshold()
{
    Build b = guideFourBlowerBuild(); // a 2 TB NVMe and an 8 TB HDD, 100 GB dataset
    b.workload.asyncLoading = false;
    // The default data drive is the fastest one large enough: the NVMe; no finding.
    QCOMPARE(dataDrive(b)->part.info.id, nvme2Tb().info.id);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // A dataset larger than the NVMe lives on the HDD: 4 × 18.5 MB at its speed blocks each step.
    b.workload.datasetSize = Gigabytes(4000);
    QCOMPARE(dataDrive(b)->part.info.id, hdd8Tb().info.id);
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // The user marks the NVMe as the data drive.
    b.workload.dataDrive = nvme2Tb().info.id.key();
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // A SATA SSD (550 MB/s) for one GPU: 34 ms against 200 ms, under a quarter: no finding.
    Storage sata = nvme2Tb();
    sata.spec.type = StorageType::SataSsd;
    sata.spec.sequentialReadMBs = 550;
    b.storage = {{sata, 1}};
    b.workload.dataDrive.clear();
    b.workload.datasetSize = Gigabytes(100);
    b.gpus.resize(1);
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    // The guide's 100 MB/s disk: 185 ms against 200 ms.
    b.storage[0].part.spec.sequentialReadMBs = 100;
    QVERIFY(RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
    b.workload.asyncLoading = true;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("STORAGE.BLOCKING_READS")));
}

void TestPlatformRules::hddSpeedByRpm()
{
    Storage hdd = hdd8Tb();
    hdd.spec.sequentialReadMBs = 200;
    hdd.info.estimatedFields = {QStringLiteral("sequentialReadMBs")};
    hdd.spec.rpm = 5400;
    QCOMPARE(readSpeedMBs(hdd), 150);
    hdd.spec.rpm = 7200;
    QCOMPARE(readSpeedMBs(hdd), 210);
    hdd.info.estimatedFields.clear(); // a datasheet figure stays
    QCOMPARE(readSpeedMBs(hdd), 200);
}

void TestPlatformRules::transientsAgreeWithPsuSize_data()
{
    QTest::addColumn<QString>("architecture");
    QTest::addColumn<int>("gpuTdp");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("cpuTdp");
    for (const char *arch : {"Pascal", "Turing", "Ampere", "Ada Lovelace", "Blackwell 2.0"}) {
        for (int tdp : {180, 250, 350, 450}) {
            for (int n : {1, 2, 4}) {
                QTest::addRow("%s %d W × %d", arch, tdp, n)
                    << QString::fromLatin1(arch) << tdp << n << (n == 4 ? 150 : 125);
            }
        }
    }
}

void TestPlatformRules::transientsAgreeWithPsuSize()
{
    QFETCH(QString, architecture);
    QFETCH(int, gpuTdp);
    QFETCH(int, gpus);
    QFETCH(int, cpuTdp);
    Build b = guideFourBlowerBuild();
    b.cpu->spec.tdp = Watts(cpuTdp);
    b.gpus.resize(gpus);
    for (GpuPlacement &g : b.gpus) {
        g.gpu.spec.architecture = architecture;
        g.gpu.spec.tdp = Watts(gpuTdp);
    }
    b.psu->spec.connectors.pcie8 = 16;
    b.psu->spec.atxVersion = 2;
    b.environment.circuitVolts = 230;
    b.environment.circuitAmps = 32;
    // Follow the size rule's fix on an older unit: neither rule may fire.
    b.psu->spec.wattage = Watts(100);
    const Analyses a = Analyses::of(b);
    b.psu->spec.wattage = a.power.recommendedPreAtx3;
    Report r = RuleEngine::evaluate(b);
    QVERIFY2(!r.has(QStringLiteral("POWER.PSU_HEADROOM")) && !r.has(QStringLiteral("POWER.TRANSIENTS")),
        qPrintable(ruleIds(r).join(u' ')));
    // An ATX 3 unit of the guide's size passes both too.
    b.psu->spec.atxVersion = 3;
    b.psu->spec.wattage = a.power.recommended;
    r = RuleEngine::evaluate(b);
    QVERIFY(!r.has(QStringLiteral("POWER.PSU_HEADROOM")) && !r.has(QStringLiteral("POWER.TRANSIENTS")));
    // The guide's size on an older unit: the transient rule may fire, and then its fix is the older size.
    b.psu->spec.atxVersion = 2;
    r = RuleEngine::evaluate(b);
    if (const Finding *f = r.find(QStringLiteral("POWER.TRANSIENTS")))
        QVERIFY(f->fix.contains(QString::number(a.power.recommendedPreAtx3.value())));
}

void TestPlatformRules::passiveCardsNeedAirflow()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.cooler = CoolerType::Passive;
    const Report r = RuleEngine::evaluate(b);
    QCOMPARE(countOf(r, QStringLiteral("COOLING.PASSIVE_AIRFLOW")), 1);
    const Finding *f = r.find(QStringLiteral("COOLING.PASSIVE_AIRFLOW"));
    QCOMPARE(f->slots, (QList<int> {1, 3, 5, 7}));
    QVERIFY(f->fix.contains(QStringLiteral("airflow")));
    QVERIFY(!RuleEngine::evaluate(guideFourBlowerBuild()).has(QStringLiteral("COOLING.PASSIVE_AIRFLOW")));
}

void TestPlatformRules::epsCablesCounted()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.connectors = {0, 0, 0, 1}; // one EPS 8-pin each, like an RTX A6000
    b.psu->spec.connectors.eps8 = 2;
    const Analyses a = Analyses::of(b);
    QCOMPARE(a.power.epsNeeded, 5);
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("POWER.EPS_CABLES"))->severity, Severity::Error);
    QVERIFY(
        !RuleEngine::evaluate(b).has(QStringLiteral("POWER.CONNECTORS"))); // PCIe cables are not asked for
    b.psu->spec.connectors.eps8 = 0; // unknown in the catalog
    QCOMPARE(RuleEngine::evaluate(b).find(QStringLiteral("POWER.EPS_CABLES"))->severity, Severity::Warning);
    b.psu->spec.connectors.eps8 = 5;
    QVERIFY(!RuleEngine::evaluate(b).has(QStringLiteral("POWER.EPS_CABLES")));
}

void TestPlatformRules::perModelFindingsGrouped()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu.spec.category = GpuCategory::Workstation;
    const Report r = RuleEngine::evaluate(b);
    QCOMPARE(countOf(r, QStringLiteral("GPU.COST_EFFICIENCY")), 1);
    const Finding *f = r.find(QStringLiteral("GPU.COST_EFFICIENCY"));
    QCOMPARE(f->slots, (QList<int> {1, 3, 5, 7}));
    QVERIFY2(f->message.contains(QStringLiteral("4 cards, slots 1, 3, 5, 7")), qPrintable(f->message));
    QCOMPARE(f->parts.size(), 1);
    // Two models: two findings.
    b.gpus[3].gpu.info.id = PartId(QStringLiteral("gpu/other"));
    b.gpus[3].gpu.info.name = QStringLiteral("Other card");
    QCOMPARE(countOf(RuleEngine::evaluate(b), QStringLiteral("GPU.COST_EFFICIENCY")), 2);
}

void TestPlatformRules::collisionInLastSlotNamesRealFix()
{
    Build b = guideFourBlowerBuild();
    b.gpus[2].gpu.spec.slotWidth = Slots::whole(3); // slot 5 covers slot 7, the last one
    std::optional<Finding> f = findingOf(b, QStringLiteral("FIT.GPU_COLLISION"));
    QVERIFY(f);
    QVERIFY2(!f->fix.contains(QStringLiteral("further down")), qPrintable(f->fix));
    QVERIFY(f->fix.contains(QStringLiteral("riser")));
    // With a free x16 slot below, moving down is a real fix.
    b.gpus.removeLast();
    b.gpus[1].gpu.spec.slotWidth = Slots::whole(3);
    b.gpus[2].gpu.spec.slotWidth = Slots::whole(2);
    QVERIFY(RuleEngine::evaluate(b)
                .find(QStringLiteral("FIT.GPU_COLLISION"))
                ->fix.contains(QStringLiteral("further down")));
}

void TestPlatformRules::longCardIsNotAFormFactorError()
{
    Build b = guideFourBlowerBuild();
    b.gpus[0].gpu.spec.length = Millimetres(600);
    const Report r = RuleEngine::evaluate(b);
    QVERIFY(r.has(QStringLiteral("FIT.GPU_LENGTH")));
    QVERIFY(!r.has(QStringLiteral("FIT.FORM_FACTOR")));
}

void TestPlatformRules::compareShowsEachBuildsOwnMessage()
{
    Build a = guideFourBlowerBuild();
    a.name = QStringLiteral("A");
    a.psu->spec.wattage = Watts(1000);
    Build b = guideFourBlowerBuild();
    b.name = QStringLiteral("B");
    b.psu->spec.wattage = Watts(1100);
    Build c = guideFourBlowerBuild();
    c.name = QStringLiteral("C");
    const Comparison cmp = compareBuilds({a, b, c});
    const auto it = std::find_if(cmp.uniqueFindings.cbegin(), cmp.uniqueFindings.cend(),
        [](const FindingPresence &f) { return f.ruleId == u"POWER.PSU_HEADROOM"; });
    QVERIFY(it != cmp.uniqueFindings.cend());
    QVERIFY(it->messages[0].contains(QStringLiteral("1000 W")));
    QVERIFY(it->messages[1].contains(QStringLiteral("1100 W")));
    QVERIFY(it->messages[2].isEmpty());
}

QTEST_GUILESS_MAIN(TestPlatformRules)
#include "tst_platformrules.moc"
