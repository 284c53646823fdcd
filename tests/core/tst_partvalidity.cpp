// SPDX-License-Identifier: GPL-3.0-or-later
// One definition of a valid part (core/model/partvalidity.h): what it accepts, a build file saves and
// reads back unchanged; what it refuses, the reader refuses and the writer will not write. Checked
// on generated parts at and between the ends of every range (a property test), on the PSUs with
// 18 PCIe 8-pin cables that a 16-cable cap once lost, and on values only a damaged source holds.
#include "core/catalog/partcatalog.h"
#include "core/file/buildfile.h"
#include "core/file/partjson.h"
#include "core/file/validatepart.h"
#include "core/model/partvalidity.h"
#include "support/sampleparts.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace rigsmith::core;
namespace r = rigsmith::core::range;

namespace {

// A value of a range: often an end, otherwise anywhere inside.
class Extremes
{
public:
    explicit Extremes(quint32 seed)
        : mRng(seed)
    {
    }
    double real(ValueRange range)
    {
        switch (mRng.bounded(4)) {
        case 0:
            return range.min;
        case 1:
            return range.max;
        default:
            return range.min + mRng.generateDouble() * (range.max - range.min);
        }
    }
    int integer(ValueRange range) { return int(std::floor(real(range))); }
    bool flag() { return mRng.bounded(2) == 1; }
    template<typename E>
    E choice()
    {
        const auto all = allValues<E>();
        return all[mRng.bounded(int(all.size()))];
    }
    template<typename Q>
    std::optional<Q> maybe(ValueRange range)
    {
        return flag() ? std::optional<Q>(Q(static_cast<typename Q::Representation>(real(range))))
                      : std::nullopt;
    }
    QString text()
    {
        static const QStringList pool {QString(), QStringLiteral("ASUS"), QStringLiteral("GeForce RTX 4090"),
            QStringLiteral("名字 ünïcödé"), QString(300, u'x'), QStringLiteral("\x1b[31mred\x07")};
        return pool[mRng.bounded(int(pool.size()))];
    }
    Slots slots(ValueRange range)
    {
        return Slots::fromHalves(
            int(2 * range.min) + int(mRng.bounded(int(2 * (range.max - range.min)) + 1)));
    }
    quint32 bounded(int n) { return mRng.bounded(n); }

private:
    QRandomGenerator mRng;
};

PowerConnectors connectors(Extremes &x)
{
    return {x.integer(r::kPcie6), x.integer(r::kPcie8), x.integer(r::kPcie12vhpwr), x.integer(r::kEps8)};
}

PartSpec extremeSpec(PartKind kind, Extremes &x)
{
    switch (kind) {
    case PartKind::Gpu: {
        GpuSpec s;
        s.vendor = x.text();
        s.model = x.text();
        s.memory = Gigabytes(x.real(r::kGpuMemoryGB));
        s.memoryBandwidthGBs = x.real(r::kGpuBandwidthGBs);
        s.fp32Tflops = x.flag() ? std::optional<double>(x.real(r::kGpuTflops)) : std::nullopt;
        s.tensorTflops = x.flag() ? std::optional<double>(x.real(r::kGpuTensorTflops)) : std::nullopt;
        s.tensorCores = x.flag();
        s.tdp = Watts(x.integer(r::kGpuTdpW));
        s.connectors = connectors(x);
        s.cooler = x.choice<CoolerType>();
        s.fans = x.integer(r::kGpuFans);
        s.slotWidth = x.slots(r::kGpuSlotWidth);
        s.length = Millimetres(x.real(r::kGpuLengthMm));
        s.height = x.maybe<Millimetres>(r::kGpuHeightMm);
        s.pcieGeneration = x.integer(r::kPcieGeneration);
        s.pcieLanes = Lanes(x.integer(r::kGpuLanes));
        s.category = x.choice<GpuCategory>();
        s.releaseYear = x.integer(r::kReleaseYear);
        s.recommendedPsu = x.maybe<Watts>(r::kGpuRecommendedPsuW);
        return s;
    }
    case PartKind::Cpu: {
        CpuSpec s;
        s.socket = x.text();
        s.cores = x.integer(r::kCpuCores);
        s.threads = std::max(s.cores, x.integer(r::kCpuThreads)); // a core runs one thread at least
        s.baseGHz = x.real(r::kCpuGHz);
        s.boostGHz = x.real(r::kCpuGHz);
        s.tdp = Watts(x.integer(r::kCpuTdpW));
        s.pcieLanes = Lanes(x.integer(r::kCpuLanes));
        s.pcieGeneration = x.integer(r::kPcieGeneration);
        s.memoryTypes = {x.choice<MemoryType>()};
        s.maxMemory = Gigabytes(x.real(r::kMaxMemoryGB));
        s.totalPcieLanes = x.maybe<Lanes>(r::kCpuTotalLanes);
        s.sustainedPower = x.maybe<Watts>(r::kCpuSustainedPowerW);
        return s;
    }
    case PartKind::Motherboard: {
        MotherboardSpec s;
        s.socket = x.text();
        s.formFactor = x.choice<FormFactor>();
        const int count = int(x.bounded(r::kMaxSlots + 1));
        for (int i = 0; i < count; ++i) {
            PcieSlot slot;
            slot.position = i + 1;
            // Extreme but a slot a board can have (core/model/slotlayout.h): connector x1/x4/x8/x16, a
            // link width that fits it, and lanes when shared of a link width no more than its own.
            static const QList<int> connectors {1, 4, 8, 16};
            static const QList<int> links {1, 2, 4, 8, 16};
            const int connector = connectors[int(x.bounded(connectors.size()))];
            QList<int> fitting;
            for (int l : links)
                if (l <= connector)
                    fitting.append(l);
            const int link = fitting[int(x.bounded(fitting.size()))];
            slot.physicalSize = Lanes(connector);
            slot.maxLanes = Lanes(link);
            if (i > 0) {
                slot.sharesLanesWith = {i};
                QList<int> shared {0};
                for (int l : links)
                    if (l <= link)
                        shared.append(l);
                slot.lanesWhenShared = shared[int(x.bounded(shared.size()))];
            }
            slot.source = x.choice<LaneSource>();
            slot.generation = x.integer(r::kPcieGeneration);
            s.slots.append(slot);
        }
        s.layoutApproximate = x.flag();
        s.memorySlots = x.integer(r::kBoardMemorySlots);
        s.maxMemory = Gigabytes(x.real(r::kMaxMemoryGB));
        s.memoryType = x.choice<MemoryType>();
        s.m2Slots = x.integer(r::kBoardM2Slots);
        s.layoutConfidence = x.choice<LayoutConfidence>();
        s.layoutSources
            = x.flag() ? QStringList {QStringLiteral("https://example.org/manual.pdf")} : QStringList {};
        s.dimms = x.choice<DimmSupport>();
        return s;
    }
    case PartKind::Memory: {
        MemoryKit s;
        s.type = x.choice<MemoryType>();
        s.modules = x.integer(r::kMemoryModules);
        s.moduleSize = Gigabytes(x.real(r::kMemoryModuleGB));
        s.speedMTs = x.integer(r::kMemorySpeedMTs);
        s.casLatency = x.integer(r::kMemoryCas);
        s.ecc = x.flag();
        s.registered = x.flag();
        return s;
    }
    case PartKind::Psu: {
        PsuSpec s;
        s.wattage = Watts(x.integer(r::kPsuWattageW));
        s.efficiency = x.choice<EfficiencyTier>();
        s.connectors = connectors(x);
        s.formFactor = x.text();
        s.length = x.maybe<Millimetres>(r::kPsuLengthMm);
        s.atxVersion = x.integer(r::kPsuAtxVersion);
        return s;
    }
    case PartKind::Case: {
        CaseSpec s;
        s.formFactors = {x.choice<FormFactor>()};
        s.expansionSlots = x.integer(r::kCaseExpansionSlots);
        s.maxGpuLength = Millimetres(x.real(r::kCaseGpuLengthMm));
        s.maxCoolerHeight = x.maybe<Millimetres>(r::kCaseCoolerHeightMm);
        s.maxPsuLength = x.maybe<Millimetres>(r::kCasePsuLengthMm);
        s.radiatorMounts = {{QStringLiteral("front"), Millimetres(x.real(r::kRadiatorMm))}};
        s.driveBays35 = x.integer(r::kDriveBays);
        s.driveBays25 = x.integer(r::kDriveBays);
        return s;
    }
    case PartKind::Cooler: {
        CoolerSpec s;
        s.waterCooled = x.flag();
        s.height = x.maybe<Millimetres>(r::kCoolerHeightMm);
        s.radiatorSize = x.maybe<Millimetres>(r::kRadiatorMm);
        s.ratedTdp = x.maybe<Watts>(r::kCoolerTdpW);
        s.sockets = {x.text()};
        return s;
    }
    case PartKind::Storage: {
        StorageSpec s;
        s.type = x.choice<StorageType>();
        s.capacity = Gigabytes(x.real(r::kStorageCapacityGB));
        s.sequentialReadMBs = x.integer(r::kStorageReadMBs);
        s.interface = x.text();
        s.rpm = x.integer(r::kStorageRpm);
        return s;
    }
    }
    return GpuSpec {};
}

Part extremePart(PartKind kind, Extremes &x, int n)
{
    Part p;
    p.info.id = PartId(QStringLiteral("%1/extreme-%2").arg(toKey(kind)).arg(n));
    p.info.name = x.text();
    p.info.manufacturer = x.text();
    if (x.flag())
        p.info.price = Money(x.integer({0, 100'000'000}), QStringLiteral("USD"));
    p.spec = extremeSpec(kind, x);
    return p;
}

// Through the JSON a build file holds, and back.
std::optional<Part> roundTrip(const Part &p, QString *error)
{
    const QByteArray bytes = QJsonDocument(json::writePart(p)).toJson();
    try {
        Part back = json::readPart(QJsonDocument::fromJson(bytes).object(), QString());
        back.info.id = p.info.id;
        return back;
    } catch (const json::FieldError &e) {
        *error = e.field + u' ' + e.message;
        return std::nullopt;
    }
}

} // namespace

class TestPartValidity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eighteenPcie8PsuSavesAndOpens();
    void extremePartsRoundTrip();
    void invalidRefusedEverywhere_data();
    void invalidRefusedEverywhere();
    void nulInTextRefused();
    void searchInputBounded();
};

void TestPartValidity::eighteenPcie8PsuSavesAndOpens()
{
    // The 1800–2050 W units of the catalog (SilverStone HELA 2050, FSP Cannon Pro 2000 W).
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.psu->spec.wattage = Watts(2050);
    b.psu->spec.connectors.pcie8 = 18;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hela.rigsmith"));
    const auto saved = buildfile::save(b, path);
    QVERIFY2(!saved, qPrintable(saved ? saved->toString() : QString()));
    const auto loaded = buildfile::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
    QCOMPARE(loaded.value().psu->spec.connectors.pcie8, 18);
    QCOMPARE(loaded.value(), b);
}

void TestPartValidity::extremePartsRoundTrip()
{
    Extremes x(20261203);
    int checked = 0;
    for (int n = 0; n < 400; ++n) {
        for (PartKind kind : allValues<PartKind>()) {
            const Part p = extremePart(kind, x, n);
            const auto problem = validatePart(p);
            QVERIFY2(!problem,
                qPrintable(
                    toKey(kind) + u' ' + (problem ? problem->field + u' ' + problem->message : QString())));
            QString error;
            const auto back = roundTrip(p, &error);
            QVERIFY2(back, qPrintable(toKey(kind) + u' ' + error));
            QCOMPARE(*back, p);
            ++checked;
        }
    }
    // And as whole builds through the files on disk: one of each role, GPUs without a board.
    QTemporaryDir dir;
    for (int n = 0; n < 40; ++n) {
        Build b;
        b.name = QStringLiteral("extreme %1").arg(n);
        b.chassis = Case::from(extremePart(PartKind::Case, x, n));
        b.cpu = Cpu::from(extremePart(PartKind::Cpu, x, n));
        b.cooler = Cooler::from(extremePart(PartKind::Cooler, x, n));
        b.psu = Psu::from(extremePart(PartKind::Psu, x, n));
        for (int slot = 1; slot <= Build::kMaxGpus; ++slot)
            b.gpus.append({*Gpu::from(extremePart(PartKind::Gpu, x, 100 * n + slot)), slot});
        b.memory.append({*Memory::from(extremePart(PartKind::Memory, x, n)), 1});
        b.storage.append({*Storage::from(extremePart(PartKind::Storage, x, n)), 1});
        const QString path = dir.filePath(QStringLiteral("x.rigsmith"));
        const auto saved = buildfile::save(b, path);
        QVERIFY2(!saved, qPrintable(saved ? saved->toString() : QString()));
        const auto loaded = buildfile::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
        QCOMPARE(loaded.value(), b);
    }
    qInfo("%d generated parts round-tripped", checked);
}

void TestPartValidity::invalidRefusedEverywhere_data()
{
    QTest::addColumn<Part>("part");
    QTest::addColumn<QString>("field");
    const auto gpu = [](auto change) {
        Gpu g = rigsmith::testing::blowerRtx2080Ti();
        change(g.spec);
        return g.toPart();
    };
    const auto psu = [](auto change) {
        Psu p = rigsmith::testing::psu1600Platinum();
        change(p.spec);
        return p.toPart();
    };
    QTest::newRow("slot width 0") << gpu([](GpuSpec &s) { s.slotWidth = Slots::fromHalves(0); })
                                  << QStringLiteral("spec.slotWidth");
    QTest::newRow("10 m long") << gpu([](GpuSpec &s) { s.length = Millimetres(10000); })
                               << QStringLiteral("spec.lengthMm");
    QTest::newRow("negative TDP") << gpu([](GpuSpec &s) { s.tdp = Watts(-300); })
                                  << QStringLiteral("spec.tdpW");
    QTest::newRow("wrapped TDP") << gpu([](GpuSpec &s) { s.tdp = Watts(-494665728); })
                                 << QStringLiteral("spec.tdpW");
    QTest::newRow("NaN bandwidth") << gpu([](GpuSpec &s) {
        s.memoryBandwidthGBs = std::numeric_limits<double>::quiet_NaN();
    }) << QStringLiteral("spec.memoryBandwidthGBs");
    QTest::newRow("0 GB GPU") << gpu([](GpuSpec &s) { s.memory = Gigabytes(0); })
                              << QStringLiteral("spec.memoryGB");
    QTest::newRow("0 W PSU") << psu([](PsuSpec &s) { s.wattage = Watts(0); })
                             << QStringLiteral("spec.wattageW");
    QTest::newRow("33 PCIe 8-pin") << psu([](PsuSpec &s) { s.connectors.pcie8 = 33; })
                                   << QStringLiteral("spec.connectors.pcie8");
    Motherboard board = rigsmith::testing::zenith2Extreme();
    board.spec.slots[1].maxLanes = Lanes(0);
    QTest::newRow("x0 slot") << board.toPart() << QStringLiteral("spec.slots[1].maxLanes");
    // Each within its range, together impossible (64 cores and 2 threads).
    Cpu cpu = rigsmith::testing::threadripper3960X();
    cpu.spec.cores = 64;
    cpu.spec.threads = 2;
    QTest::newRow("64 cores, 2 threads") << cpu.toPart() << QStringLiteral("spec.threads");
    Part named = rigsmith::testing::psu1600Platinum().toPart();
    named.info.name = QStringLiteral("PSU") + QChar(0) + QStringLiteral("x");
    QTest::newRow("NUL in name") << named << QStringLiteral("name");
}

void TestPartValidity::invalidRefusedEverywhere()
{
    QFETCH(Part, part);
    QFETCH(QString, field);
    const auto problem = validatePart(part);
    QVERIFY(problem);
    QCOMPARE(problem->field, field);
    QVERIFY(!problem->message.isEmpty());
    // The reader refuses what the writer would write (NaN becomes null in JSON: refused as missing).
    QString error;
    QVERIFY(!roundTrip(part, &error));
    // The writer refuses to write a build that would not open again, naming the part and field.
    Build b = rigsmith::testing::guideFourBlowerBuild();
    if (const auto g = Gpu::from(part))
        b.gpus[0].gpu = *g;
    else if (const auto p = Psu::from(part))
        b.psu = *p;
    else if (const auto m = Motherboard::from(part))
        b.motherboard = *m;
    else if (const auto c = Cpu::from(part))
        b.cpu = *c;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.rigsmith"));
    const auto saved = buildfile::save(b, path);
    QVERIFY(saved);
    QVERIFY2(saved->field.endsWith(field), qPrintable(saved->toString()));
    QVERIFY2(saved->toString().contains(part.info.id.key()), qPrintable(saved->toString()));
    QVERIFY(!QFile::exists(path));
}

void TestPartValidity::nulInTextRefused()
{
    const QByteArray good = buildfile::serialize(rigsmith::testing::guideFourBlowerBuild());
    QVERIFY(buildfile::parse(good, QStringLiteral("x.rigsmith")).ok());
    QByteArray bad = good;
    bad.replace("\"Corsair AX1600i\"", "\"Corsair\\u0000AX1600i\"");
    QVERIFY(bad != good);
    const auto parsed = buildfile::parse(bad, QStringLiteral("x.rigsmith"));
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().field, QStringLiteral("psu.name"));
    QVERIFY2(parsed.error().message.contains(QStringLiteral("NUL")), qPrintable(parsed.error().message));
}

void TestPartValidity::searchInputBounded()
{
    QString pasted;
    for (int i = 0; i < 10000; ++i)
        pasted += QStringLiteral("rtx%1 ").arg(i);
    const QStringList words = searchWords(pasted);
    QCOMPARE(words.size(), kMaxSearchWords);
    QCOMPARE(words.first(), QStringLiteral("rtx0"));
    QCOMPARE(searchWords(QString(20000, u'a')), QStringList {QString(kMaxSearchLength, u'a')});
    QCOMPARE(searchWords(QStringLiteral("RTX rtx 40")),
        (QStringList {QStringLiteral("rtx"), QStringLiteral("40")}));
    QCOMPARE(searchWords(QString(5000, u'"')), QStringList());
    // The matcher sees only the bounded words: the first eight decide.
    const Part gpu = rigsmith::testing::blowerRtx2080Ti().toPart();
    PartQuery q {PartKind::Gpu, QStringLiteral("asus turbo geforce rtx 2080 ti asus turbo ").repeated(2000),
        {}, {}, -1};
    QVERIFY(matches(gpu, q));
    q.text = QStringLiteral("asus turbo geforce rtx 2080 ti x ") + pasted;
    QVERIFY(!matches(gpu, q));
    q.text = QStringLiteral("a b c d e f g h ") + pasted; // "rtx0" is the ninth word: not read
    QVERIFY(!matches(gpu, q));
    q.text = QStringLiteral("as tu ge rt 20 ti a t ") + pasted;
    QVERIFY(matches(gpu, q));
    q.text = QStringLiteral("asus radeon");
    QVERIFY(!matches(gpu, q));
}

QTEST_GUILESS_MAIN(TestPartValidity)
#include "tst_partvalidity.moc"
