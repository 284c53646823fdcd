// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/partjson.h"

#include "core/file/fieldchecker.h"
#include "core/model/slotlayout.h"

#include <QCoreApplication>

namespace rigsmith::core::json {
namespace {

// One function per spec lists its fields once; V is Reader (S non-const) or Writer (S const).

template<typename V, typename S>
void visitConnectors(V &v, S &c)
{
    v.integer("pcie6", c.pcie6, range::kPcie6);
    v.integer("pcie8", c.pcie8, range::kPcie8);
    v.integer("pcie12vhpwr", c.pcie12vhpwr, range::kPcie12vhpwr);
    v.optionalInteger("eps8", c.eps8, range::kEps8);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, GpuSpec>
{
    v.text("vendor", s.vendor);
    v.optionalText("model", s.model);
    v.optionalText("chip", s.chip);
    v.optionalText("architecture", s.architecture);
    v.quantity("memoryGB", s.memory, range::kGpuMemoryGB);
    v.real("memoryBandwidthGBs", s.memoryBandwidthGBs, range::kGpuBandwidthGBs);
    v.optionalReal("fp32Tflops", s.fp32Tflops, range::kGpuTflops);
    v.optionalReal("fp16Tflops", s.fp16Tflops, range::kGpuTflops);
    v.optionalReal("tensorTflops", s.tensorTflops, range::kGpuTensorTflops);
    v.flag("tensorCores", s.tensorCores);
    v.quantity("tdpW", s.tdp, range::kGpuTdpW);
    v.object("connectors", s.connectors, [](auto &cv, auto &c) { visitConnectors(cv, c); });
    v.choice("cooler", s.cooler);
    v.integer("fans", s.fans, range::kGpuFans);
    v.slots("slotWidth", s.slotWidth, range::kGpuSlotWidth);
    v.quantity("lengthMm", s.length, range::kGpuLengthMm);
    v.optionalQuantity("heightMm", s.height, range::kGpuHeightMm);
    v.integer("pcieGeneration", s.pcieGeneration, range::kPcieGeneration);
    v.quantity("pcieLanes", s.pcieLanes, range::kGpuLanes);
    v.choice("category", s.category);
    v.flag("foundersEdition", s.foundersEdition);
    v.integer("releaseYear", s.releaseYear, range::kReleaseYear);
    v.optionalQuantity("recommendedPsuW", s.recommendedPsu, range::kGpuRecommendedPsuW);
    v.optionalQuantity("radiatorSizeMm", s.radiatorSize, range::kRadiatorMm);
    v.optionalText("radiatorSource", s.radiatorSource);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, CpuSpec>
{
    v.text("socket", s.socket);
    v.optionalText("microarchitecture", s.microarchitecture);
    v.integer("cores", s.cores, range::kCpuCores);
    v.integer("threads", s.threads, range::kCpuThreads);
    v.real("baseGHz", s.baseGHz, range::kCpuGHz);
    v.real("boostGHz", s.boostGHz, range::kCpuGHz);
    v.quantity("tdpW", s.tdp, range::kCpuTdpW);
    v.quantity("pcieLanes", s.pcieLanes, range::kCpuLanes);
    v.integer("pcieGeneration", s.pcieGeneration, range::kPcieGeneration);
    v.choiceList("memoryTypes", s.memoryTypes);
    v.quantity("maxMemoryGB", s.maxMemory, range::kMaxMemoryGB);
    v.optionalQuantity("totalPcieLanes", s.totalPcieLanes, range::kCpuTotalLanes);
    v.optionalQuantity("sustainedPowerW", s.sustainedPower, range::kCpuSustainedPowerW);
}

template<typename V, typename S>
void visitSlot(V &v, S &slot)
{
    v.integer("position", slot.position, range::kSlotPosition);
    v.quantity("physicalSize", slot.physicalSize, range::kSlotLanes);
    v.quantity("maxLanes", slot.maxLanes, range::kSlotLanes);
    v.intList("sharesLanesWith", slot.sharesLanesWith, range::kSlotPosition, range::kMaxSlots);
    v.integer("lanesWhenShared", slot.lanesWhenShared, range::kSlotLanesWhenShared);
    v.choice("source", slot.source);
    v.integer("generation", slot.generation, range::kPcieGeneration);
    v.optionalInteger("switchId", slot.switchId, 0, 8);
}

template<typename V, typename S>
void visitTopology(V &v, S &s)
{
    v.optionalList("switches", s.switches, 8, [](auto &sv, auto &sw) {
        sv.integer("id", sw.id, 1, 8);
        sv.optionalText("chip", sw.chip);
        sv.integer("uplinkLanes", sw.uplinkLanes, 0, 32); // 0: no source gives it (an unwired switch)
    });
    v.optionalList("laneModes", s.laneModes, 32, [](auto &mv, auto &mode) {
        mv.integer("minCpuLanes", mode.minCpuLanes, 0, 256);
        mv.intList("slots", mode.slots, 1, 12, 12);
        mv.intList("lanes", mode.lanes, 0, 16, 12);
    });
    v.optionalList("m2Sharing", s.m2Sharing, 16, [](auto &mv, auto &m2) {
        mv.text("socket", m2.socket);
        mv.integer("slot", m2.slot, 1, 12);
        mv.integer("slotLanes", m2.slotLanes, 0, 16);
        mv.optionalText("source", m2.source);
    });
    v.optionalInteger("chipsetUplinkLanes", s.chipsetUplinkLanes, 0, 16);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, MotherboardSpec>
{
    v.text("socket", s.socket);
    v.optionalText("chipset", s.chipset);
    v.choice("formFactor", s.formFactor);
    v.list("slots", s.slots, range::kMaxSlots, [](auto &sv, auto &slot) { visitSlot(sv, slot); });
    v.flag("layoutApproximate", s.layoutApproximate);
    v.integer("memorySlots", s.memorySlots, range::kBoardMemorySlots);
    v.quantity("maxMemoryGB", s.maxMemory, range::kMaxMemoryGB);
    v.choice("memoryType", s.memoryType);
    v.integer("m2Slots", s.m2Slots, range::kBoardM2Slots);
    v.optionalChoice("layoutConfidence", s.layoutConfidence);
    v.optionalTextList("layoutSources", s.layoutSources);
    v.optionalChoice("dimms", s.dimms);
    visitTopology(v, s);
    v.optionalFlag("layoutCorrected", s.layoutCorrected);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, MemoryKit>
{
    v.choice("type", s.type);
    v.integer("modules", s.modules, range::kMemoryModules);
    v.quantity("moduleSizeGB", s.moduleSize, range::kMemoryModuleGB);
    v.integer("speedMTs", s.speedMTs, range::kMemorySpeedMTs);
    v.integer("casLatency", s.casLatency, range::kMemoryCas);
    v.flag("ecc", s.ecc);
    v.flag("registered", s.registered);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, PsuSpec>
{
    v.quantity("wattageW", s.wattage, range::kPsuWattageW);
    v.choice("efficiency", s.efficiency);
    v.object("connectors", s.connectors, [](auto &cv, auto &c) { visitConnectors(cv, c); });
    v.optionalText("formFactor", s.formFactor);
    v.optionalQuantity("lengthMm", s.length, range::kPsuLengthMm);
    v.integer("atxVersion", s.atxVersion, range::kPsuAtxVersion);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, CaseSpec>
{
    v.choiceList("formFactors", s.formFactors);
    v.integer("expansionSlots", s.expansionSlots, range::kCaseExpansionSlots);
    v.quantity("maxGpuLengthMm", s.maxGpuLength, range::kCaseGpuLengthMm);
    v.optionalQuantity("maxCoolerHeightMm", s.maxCoolerHeight, range::kCaseCoolerHeightMm);
    v.optionalText("coolerClearanceSource", s.coolerClearanceSource);
    v.optionalQuantity("maxPsuLengthMm", s.maxPsuLength, range::kCasePsuLengthMm);
    v.list("radiatorMounts", s.radiatorMounts, 16, [](auto &rv, auto &r) {
        rv.text("position", r.position);
        rv.quantity("sizeMm", r.size, range::kRadiatorMm);
    });
    v.optionalText("radiatorMountSource", s.radiatorMountSource);
    v.integer("driveBays35", s.driveBays35, range::kDriveBays);
    v.integer("driveBays25", s.driveBays25, range::kDriveBays);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, CoolerSpec>
{
    v.flag("waterCooled", s.waterCooled);
    v.optionalQuantity("heightMm", s.height, range::kCoolerHeightMm);
    v.optionalQuantity("radiatorSizeMm", s.radiatorSize, range::kRadiatorMm);
    v.optionalQuantity("ratedTdpW", s.ratedTdp, range::kCoolerTdpW);
    v.textList("sockets", s.sockets);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, StorageSpec>
{
    v.choice("type", s.type);
    v.quantity("capacityGB", s.capacity, range::kStorageCapacityGB);
    v.integer("sequentialReadMBs", s.sequentialReadMBs, range::kStorageReadMBs);
    v.optionalText("interface", s.interface);
    v.optionalText("formFactor", s.formFactor);
    v.optionalInteger("rpm", s.rpm, range::kStorageRpm);
}

template<typename V, typename I>
void visitInfo(V &v, I &info)
{
    v.text("name", info.name);
    v.optionalText("manufacturer", info.manufacturer);
    v.money("price", info.price);
    v.optionalText("priceSource", info.priceSource);
    v.date("priceDate", info.priceDate);
    v.optionalText("source", info.dataSource);
    v.textList("estimated", info.estimatedFields);
}

template<typename Spec>
PartSpec readSpec(Reader &reader)
{
    Spec spec {};
    reader.object("spec", spec, [](Reader &r, Spec &s) { visit(r, s); });
    return spec;
}

} // namespace

namespace {

// Fields each within its range that cannot go together: every core runs at least one thread.
void checkAgreement(const Part &part, const QString &path)
{
    if (const auto *cpu = std::get_if<CpuSpec>(&part.spec); cpu && cpu->threads < cpu->cores) {
        throw FieldError {(path.isEmpty() ? QString() : path + u'.') + QStringLiteral("spec.threads"),
            QCoreApplication::translate("BuildFile",
                "%1 threads is fewer than the processor's %2 cores; each "
                "core runs at least one")
                .arg(cpu->threads)
                .arg(cpu->cores)};
    }
    // A board's slots as a layout file must have them: an x12 slot or x3 when shared loaded from a build
    // file although the layout editor and layout files refuse them.
    if (const auto *board = std::get_if<MotherboardSpec>(&part.spec); board && !board->slots.isEmpty()) {
        const QList<LayoutProblem> problems = checkSlotLayout(board->slots);
        if (!problems.isEmpty()) {
            const LayoutProblem &p = problems.first();
            const QString field = p.slot < 0 ? QStringLiteral("spec.%1").arg(p.field)
                                             : QStringLiteral("spec.slots[%1].%2").arg(p.slot).arg(p.field);
            throw FieldError {
                (path.isEmpty() ? QString() : path + u'.') + field, describeProblem(board->slots, p)};
        }
    }
}

} // namespace

Part readPart(const QJsonObject &object, const QString &path)
{
    Reader reader(object, path);
    Part part;
    PartKind kind {};
    reader.choice("kind", kind);
    visitInfo(reader, part.info);
    switch (kind) {
    case PartKind::Gpu:
        part.spec = readSpec<GpuSpec>(reader);
        break;
    case PartKind::Cpu:
        part.spec = readSpec<CpuSpec>(reader);
        break;
    case PartKind::Motherboard:
        part.spec = readSpec<MotherboardSpec>(reader);
        break;
    case PartKind::Memory:
        part.spec = readSpec<MemoryKit>(reader);
        break;
    case PartKind::Psu:
        part.spec = readSpec<PsuSpec>(reader);
        break;
    case PartKind::Case:
        part.spec = readSpec<CaseSpec>(reader);
        break;
    case PartKind::Cooler:
        part.spec = readSpec<CoolerSpec>(reader);
        break;
    case PartKind::Storage:
        part.spec = readSpec<StorageSpec>(reader);
        break;
    }
    part.info.extras = reader.extras();
    checkAgreement(part, path);
    return part;
}

void checkPart(const Part &part)
{
    Checker checker {QString()};
    visitInfo(checker, part.info);
    std::visit(
        [&checker](const auto &spec) {
            checker.object("spec", spec, [](Checker &c, const auto &s) { visit(c, s); });
        },
        part.spec);
    checkAgreement(part, QString());
}

PcieSlot readSlot(const QJsonObject &object, const QString &path)
{
    Reader reader(object, path);
    PcieSlot slot;
    visitSlot(reader, slot);
    return slot;
}

QJsonObject writeSlot(const PcieSlot &slot)
{
    Writer writer;
    visitSlot(writer, slot);
    return writer.result();
}

QJsonObject writePart(const Part &part)
{
    Writer writer;
    writer.keep(part.info.extras);
    writer.choice("kind", part.kind());
    visitInfo(writer, part.info);
    std::visit(
        [&writer](
            const auto &spec) { writer.object("spec", spec, [](Writer &w, const auto &s) { visit(w, s); }); },
        part.spec);
    return writer.result();
}

} // namespace rigsmith::core::json
