// SPDX-License-Identifier: GPL-3.0-or-later
#include "partjson.h"

namespace rigsmith::core::json {
namespace {

// One function per spec lists its fields once; V is Reader (S non-const) or Writer (S const).

template<typename V, typename S>
void visitConnectors(V &v, S &c)
{
    v.integer("pcie6", c.pcie6, 0, 8);
    v.integer("pcie8", c.pcie8, 0, 16);
    v.integer("pcie12vhpwr", c.pcie12vhpwr, 0, 8);
    v.optionalInteger("eps8", c.eps8, 0, 8);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, GpuSpec>
{
    v.text("vendor", s.vendor);
    v.optionalText("model", s.model);
    v.optionalText("chip", s.chip);
    v.optionalText("architecture", s.architecture);
    v.quantity("memoryGB", s.memory);
    v.real("memoryBandwidthGBs", s.memoryBandwidthGBs, 0.0, 100000.0);
    v.optionalReal("fp32Tflops", s.fp32Tflops, 0.0, 10000.0);
    v.optionalReal("fp16Tflops", s.fp16Tflops, 0.0, 10000.0);
    v.optionalReal("tensorTflops", s.tensorTflops, 0.0, 100000.0);
    v.flag("tensorCores", s.tensorCores);
    v.quantity("tdpW", s.tdp);
    v.object("connectors", s.connectors, [](auto &cv, auto &c) { visitConnectors(cv, c); });
    v.choice("cooler", s.cooler);
    v.integer("fans", s.fans, 0, 4);
    v.slots("slotWidth", s.slotWidth);
    v.quantity("lengthMm", s.length);
    v.optionalQuantity("heightMm", s.height);
    v.integer("pcieGeneration", s.pcieGeneration, 1, 7);
    v.quantity("pcieLanes", s.pcieLanes);
    v.choice("category", s.category);
    v.flag("foundersEdition", s.foundersEdition);
    v.integer("releaseYear", s.releaseYear, 0, 2100);
    v.optionalQuantity("recommendedPsuW", s.recommendedPsu);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, CpuSpec>
{
    v.text("socket", s.socket);
    v.optionalText("microarchitecture", s.microarchitecture);
    v.integer("cores", s.cores, 1, 512);
    v.integer("threads", s.threads, 1, 1024);
    v.real("baseGHz", s.baseGHz, 0.0, 10.0);
    v.real("boostGHz", s.boostGHz, 0.0, 10.0);
    v.quantity("tdpW", s.tdp);
    v.quantity("pcieLanes", s.pcieLanes);
    v.integer("pcieGeneration", s.pcieGeneration, 1, 7);
    v.choiceList("memoryTypes", s.memoryTypes);
    v.quantity("maxMemoryGB", s.maxMemory);
    v.optionalQuantity("totalPcieLanes", s.totalPcieLanes);
    v.optionalQuantity("sustainedPowerW", s.sustainedPower);
}

template<typename V, typename S>
void visitSlot(V &v, S &slot)
{
    v.integer("position", slot.position, 1, 12);
    v.quantity("physicalSize", slot.physicalSize);
    v.quantity("maxLanes", slot.maxLanes);
    v.intList("sharesLanesWith", slot.sharesLanesWith, 1, 12, 12);
    v.integer("lanesWhenShared", slot.lanesWhenShared, 0, 16);
    v.choice("source", slot.source);
    v.integer("generation", slot.generation, 1, 7);
    v.optionalInteger("switchId", slot.switchId, 0, 8);
}

template<typename V, typename S>
void visitTopology(V &v, S &s)
{
    v.optionalList("switches", s.switches, 8, [](auto &sv, auto &sw) {
        sv.integer("id", sw.id, 1, 8);
        sv.optionalText("chip", sw.chip);
        sv.integer("uplinkLanes", sw.uplinkLanes, 1, 32);
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
    });
    v.optionalInteger("chipsetUplinkLanes", s.chipsetUplinkLanes, 0, 16);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, MotherboardSpec>
{
    v.text("socket", s.socket);
    v.optionalText("chipset", s.chipset);
    v.choice("formFactor", s.formFactor);
    v.list("slots", s.slots, 12, [](auto &sv, auto &slot) { visitSlot(sv, slot); });
    v.flag("layoutApproximate", s.layoutApproximate);
    v.integer("memorySlots", s.memorySlots, 0, 32);
    v.quantity("maxMemoryGB", s.maxMemory);
    v.choice("memoryType", s.memoryType);
    v.integer("m2Slots", s.m2Slots, 0, 16);
    v.optionalChoice("layoutConfidence", s.layoutConfidence);
    v.optionalTextList("layoutSources", s.layoutSources);
    v.optionalChoice("dimms", s.dimms);
    visitTopology(v, s);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, MemoryKit>
{
    v.choice("type", s.type);
    v.integer("modules", s.modules, 1, 16);
    v.quantity("moduleSizeGB", s.moduleSize);
    v.integer("speedMTs", s.speedMTs, 0, 20000);
    v.integer("casLatency", s.casLatency, 0, 100);
    v.flag("ecc", s.ecc);
    v.flag("registered", s.registered);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, PsuSpec>
{
    v.quantity("wattageW", s.wattage);
    v.choice("efficiency", s.efficiency);
    v.object("connectors", s.connectors, [](auto &cv, auto &c) { visitConnectors(cv, c); });
    v.optionalText("formFactor", s.formFactor);
    v.optionalQuantity("lengthMm", s.length);
    v.integer("atxVersion", s.atxVersion, 2, 3);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, CaseSpec>
{
    v.choiceList("formFactors", s.formFactors);
    v.integer("expansionSlots", s.expansionSlots, 0, 16);
    v.quantity("maxGpuLengthMm", s.maxGpuLength);
    v.optionalQuantity("maxCoolerHeightMm", s.maxCoolerHeight);
    v.optionalQuantity("maxPsuLengthMm", s.maxPsuLength);
    v.list("radiatorMounts", s.radiatorMounts, 16, [](auto &rv, auto &r) {
        rv.text("position", r.position);
        rv.quantity("sizeMm", r.size);
    });
    v.integer("driveBays35", s.driveBays35, 0, 32);
    v.integer("driveBays25", s.driveBays25, 0, 32);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, CoolerSpec>
{
    v.flag("waterCooled", s.waterCooled);
    v.optionalQuantity("heightMm", s.height);
    v.optionalQuantity("radiatorSizeMm", s.radiatorSize);
    v.optionalQuantity("ratedTdpW", s.ratedTdp);
    v.textList("sockets", s.sockets);
}

template<typename V, typename S>
void visit(V &v, S &s) requires std::is_same_v<std::remove_const_t<S>, StorageSpec>
{
    v.choice("type", s.type);
    v.quantity("capacityGB", s.capacity);
    v.integer("sequentialReadMBs", s.sequentialReadMBs, 0, 100000);
    v.optionalText("interface", s.interface);
    v.optionalText("formFactor", s.formFactor);
    v.optionalInteger("rpm", s.rpm, 0, 20000);
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
    return part;
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
