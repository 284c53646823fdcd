// SPDX-License-Identifier: GPL-3.0-or-later
#include "sampleparts.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace rigsmith::testing {

using namespace rigsmith::core;

namespace {

PartInfo info(const char *id, const char *name, const char *maker, double usd)
{
    PartInfo i;
    i.id = PartId(QString::fromLatin1(id));
    i.name = QString::fromUtf8(name);
    i.manufacturer = QString::fromLatin1(maker);
    i.price = Money::fromUnits(usd, QStringLiteral("USD"));
    i.priceSource = QStringLiteral("example");
    i.priceDate = QDate(2025, 7, 23);
    i.dataSource = QStringLiteral("test fixture");
    return i;
}

} // namespace

Gpu blowerRtx2080Ti()
{
    GpuSpec s;
    s.vendor = QStringLiteral("NVIDIA");
    s.model = QStringLiteral("GeForce RTX 2080 Ti");
    s.chip = QStringLiteral("TU102");
    s.architecture = QStringLiteral("Turing");
    s.memory = Gigabytes(11);
    s.memoryBandwidthGBs = 616;
    s.fp32Tflops = 13.45;
    s.fp16Tflops = 26.9;
    s.tensorTflops = 107.6;
    s.tensorCores = true;
    s.tdp = Watts(250);
    s.connectors = {1, 1, 0};
    s.cooler = CoolerType::Blower;
    s.fans = 1;
    s.slotWidth = Slots::whole(2);
    s.length = Millimetres(268);
    s.pcieGeneration = 3;
    s.releaseYear = 2018;
    return {info("gpu/asus-turbo-rtx2080ti-11g", "ASUS Turbo GeForce RTX 2080 Ti", "ASUS", 1199), s};
}

Gpu openAirRtx4090()
{
    GpuSpec s;
    s.vendor = QStringLiteral("NVIDIA");
    s.model = QStringLiteral("GeForce RTX 4090");
    s.chip = QStringLiteral("AD102");
    s.architecture = QStringLiteral("Ada Lovelace");
    s.memory = Gigabytes(24);
    s.memoryBandwidthGBs = 1008;
    s.fp32Tflops = 82.6;
    s.tensorTflops = 165.2;
    s.tensorCores = true;
    s.tdp = Watts(450);
    s.connectors = {0, 0, 1};
    s.cooler = CoolerType::OpenAir;
    s.fans = 3;
    s.slotWidth = *Slots::checked(3.5);
    s.length = Millimetres(357.6);
    s.height = Millimetres(149.3);
    s.pcieGeneration = 4;
    s.releaseYear = 2022;
    return {info("gpu/asus-tuf-rtx4090-24g", "ASUS TUF Gaming GeForce RTX 4090", "ASUS", 1799), s};
}

Cpu threadripper3960X()
{
    CpuSpec s;
    s.socket = QStringLiteral("sTRX4");
    s.microarchitecture = QStringLiteral("Zen 2");
    s.cores = 24;
    s.threads = 48;
    s.baseGHz = 3.8;
    s.boostGHz = 4.5;
    s.tdp = Watts(280);
    s.pcieLanes = Lanes(64);
    s.pcieGeneration = 4;
    s.memoryTypes = {MemoryType::Ddr4};
    s.maxMemory = Gigabytes(256);
    return {info("cpu/amd-threadripper-3960x", "AMD Ryzen Threadripper 3960X", "AMD", 1399), s};
}

Motherboard zenith2Extreme()
{
    MotherboardSpec s;
    s.socket = QStringLiteral("sTRX4");
    s.chipset = QStringLiteral("AMD TRX40");
    s.formFactor = FormFactor::EAtx;
    const int lanes[] = {16, 8, 16, 8};
    for (int i = 0; i < 4; ++i) {
        PcieSlot slot;
        slot.position = 1 + 2 * i;
        slot.physicalSize = Lanes(16);
        slot.maxLanes = Lanes(lanes[i]);
        slot.generation = 4;
        s.slots.append(slot);
    }
    s.memorySlots = 8;
    s.maxMemory = Gigabytes(256);
    s.memoryType = MemoryType::Ddr4;
    s.m2Slots = 5;
    return {info("motherboard/asus-rog-zenith-ii-extreme", "ASUS ROG Zenith II Extreme", "ASUS", 849), s};
}

Psu psu1600Platinum()
{
    PsuSpec s;
    s.wattage = Watts(1600);
    s.efficiency = EfficiencyTier::Platinum;
    s.connectors = {0, 9, 0};
    s.formFactor = QStringLiteral("ATX");
    s.length = Millimetres(200);
    return {info("psu/corsair-ax1600i", "Corsair AX1600i", "Corsair", 599), s};
}

Case define7Xl()
{
    CaseSpec s;
    s.formFactors = {FormFactor::EAtx, FormFactor::Atx, FormFactor::MicroAtx, FormFactor::MiniItx};
    s.expansionSlots = 9;
    s.maxGpuLength = Millimetres(491);
    s.maxCoolerHeight = Millimetres(185);
    s.radiatorMounts
        = {{QStringLiteral("front"), Millimetres(420)}, {QStringLiteral("top"), Millimetres(480)}};
    s.driveBays35 = 18;
    s.driveBays25 = 5;
    return {info("case/fractal-define-7-xl", "Fractal Design Define 7 XL", "Fractal Design", 239), s};
}

Cooler aio360()
{
    CoolerSpec s;
    s.waterCooled = true;
    s.radiatorSize = Millimetres(360);
    s.sockets = {QStringLiteral("sTRX4"), QStringLiteral("AM4")};
    return {info("cooler/arctic-liquid-freezer-ii-360", "ARCTIC Liquid Freezer II 360", "ARCTIC", 119), s};
}

Memory ddr4Kit2x32()
{
    MemoryKit s;
    s.type = MemoryType::Ddr4;
    s.modules = 2;
    s.moduleSize = Gigabytes(32);
    s.speedMTs = 3200;
    s.casLatency = 16;
    return {info("memory/corsair-vengeance-lpx-64gb-3200",
                "Corsair Vengeance LPX 64 GB (2 × 32 GB) DDR4-3200", "Corsair", 139),
        s};
}

Memory registeredDdr4Kit2x32()
{
    Memory m = ddr4Kit2x32();
    m.info.id = PartId(QStringLiteral("memory/rdimm-2x32"));
    m.info.name = QStringLiteral("RDIMM 2 × 32 GB");
    m.spec.registered = true;
    m.spec.ecc = true;
    return m;
}

Storage nvme2Tb()
{
    StorageSpec s;
    s.type = StorageType::Nvme;
    s.capacity = Gigabytes(2000);
    s.sequentialReadMBs = 7000;
    s.interface = QStringLiteral("M.2 PCIe 4.0 x4");
    s.formFactor = QStringLiteral("M.2-2280");
    return {info("storage/samsung-980-pro-2tb", "Samsung 980 Pro 2 TB", "Samsung", 169), s};
}

Storage hdd8Tb()
{
    StorageSpec s;
    s.type = StorageType::Hdd;
    s.capacity = Gigabytes(8000);
    s.sequentialReadMBs = 210;
    s.interface = QStringLiteral("SATA 6.0 Gb/s");
    s.formFactor = QStringLiteral("3.5");
    return {info("storage/wd-red-plus-8tb", "WD Red Plus 8 TB", "Western Digital", 179), s};
}

Build guideFourBlowerBuild()
{
    Build b;
    b.name = QStringLiteral("Guide 4 × blower");
    b.notes = QStringLiteral("Four blower cards, one slot apart");
    b.chassis = define7Xl();
    b.motherboard = zenith2Extreme();
    b.cpu = threadripper3960X();
    b.cooler = aio360();
    b.psu = psu1600Platinum();
    for (int slot : {1, 3, 5, 7})
        b.gpus.append({blowerRtx2080Ti(), slot});
    b.memory.append({ddr4Kit2x32(), 2});
    b.storage.append({nvme2Tb(), 1});
    b.storage.append({hdd8Tb(), 1});
    b.workload.task = TaskProfile::ResearchSota;
    return b;
}

Build passingGuideBuild()
{
    Build b = guideFourBlowerBuild();
    b.environment.circuitVolts = 230;
    b.environment.circuitAmps = 16;
    b.psu->spec.atxVersion = 3;
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Positions;
    return b;
}

QJsonObject withValue(QJsonObject root, const QString &path, const QJsonValue &value)
{
    // Split "a.b[2].c" into keys and indices, then rebuild the containers on the way back up.
    static const QRegularExpression token(QStringLiteral(R"(([^.\[\]]+)|\[(\d+)\])"));
    QList<QVariant> steps;
    for (auto it = token.globalMatch(path); it.hasNext();) {
        const auto m = it.next();
        steps.append(m.captured(1).isEmpty() ? QVariant(m.captured(2).toInt()) : QVariant(m.captured(1)));
    }
    const std::function<QJsonValue(QJsonValue, qsizetype)> set
        = [&](QJsonValue node, qsizetype i) -> QJsonValue {
        if (i == steps.size())
            return value;
        if (steps[i].typeId() == QMetaType::Int) {
            QJsonArray a = node.toArray();
            const int index = steps[i].toInt();
            if (i + 1 == steps.size() && value.isUndefined())
                a.removeAt(index);
            else
                a[index] = set(a[index], i + 1);
            return a;
        }
        QJsonObject o = node.toObject();
        const QString key = steps[i].toString();
        if (i + 1 == steps.size() && value.isUndefined())
            o.remove(key);
        else
            o[key] = set(o.value(key), i + 1);
        return o;
    };
    return set(root, 0).toObject();
}

core::InMemoryCatalog guideBuildCatalog()
{
    return core::InMemoryCatalog(
        {blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(), threadripper3960X().toPart(),
            zenith2Extreme().toPart(), psu1600Platinum().toPart(), define7Xl().toPart(), aio360().toPart(),
            ddr4Kit2x32().toPart(), nvme2Tb().toPart(), hdd8Tb().toPart()});
}

} // namespace rigsmith::testing
