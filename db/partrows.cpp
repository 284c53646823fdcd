// SPDX-License-Identifier: GPL-3.0-or-later
#include "partrows.h"

#include <QSqlRecord>

#include <algorithm>

namespace rigsmith::db {

using namespace rigsmith::core;

Columns::Columns(const QSqlQuery &query)
{
    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i)
        mIndex.emplace_back(record.fieldName(i).toLatin1(), i);
    std::sort(mIndex.begin(), mIndex.end());
}

QVariant Columns::operator()(const QSqlQuery &query, const char *name) const
{
    const QByteArrayView key(name);
    const auto at = std::lower_bound(mIndex.cbegin(), mIndex.cend(), key,
        [](const std::pair<QByteArray, int> &e, QByteArrayView k) { return QByteArrayView(e.first) < k; });
    Q_ASSERT_X(at != mIndex.cend() && QByteArrayView(at->first) == key, "Columns", name);
    return at != mIndex.cend() && QByteArrayView(at->first) == key ? query.value(at->second) : QVariant();
}

namespace {

const char *tableOf(PartKind kind)
{
    switch (kind) {
    case PartKind::Gpu:
        return "gpu";
    case PartKind::Cpu:
        return "cpu";
    case PartKind::Motherboard:
        return "motherboard";
    case PartKind::Memory:
        return "memory_kit";
    case PartKind::Psu:
        return "psu";
    case PartKind::Case:
        return "pc_case";
    case PartKind::Cooler:
        return "cooler";
    case PartKind::Storage:
        return "storage";
    }
    return "";
}

std::optional<double> optionalReal(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

std::optional<Millimetres> optionalMm(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<Millimetres>(Millimetres(v.toDouble()));
}

template<typename E>
E keyOr(const QVariant &v, E fallback)
{
    return fromKey<E>(v.toString()).value_or(fallback);
}

template<typename E>
QList<E> keyList(const QVariant &v)
{
    QList<E> out;
    for (const QString &k : v.toString().split(u' ', Qt::SkipEmptyParts)) {
        if (const auto e = fromKey<E>(k))
            out.append(*e);
    }
    return out;
}

PowerConnectors connectors(const QSqlQuery &q, const Columns &c)
{
    return {c(q, "pcie6").toInt(), c(q, "pcie8").toInt(), c(q, "pcie12vhpwr").toInt(), c(q, "eps8").toInt()};
}

template<typename Unit>
std::optional<Unit> optionalInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<Unit>(Unit(v.toInt()));
}

PartSpec readSpec(PartKind kind, const QSqlQuery &q, const Columns &c)
{
    switch (kind) {
    case PartKind::Gpu: {
        GpuSpec s;
        s.vendor = c(q, "vendor").toString();
        s.model = c(q, "chipset").toString();
        s.chip = c(q, "chip").toString();
        s.architecture = c(q, "architecture").toString();
        s.memory = Gigabytes(c(q, "memory_gb").toDouble());
        s.memoryBandwidthGBs = c(q, "bandwidth_gbs").toDouble();
        s.fp32Tflops = optionalReal(c(q, "fp32_tflops"));
        s.fp16Tflops = optionalReal(c(q, "fp16_tflops"));
        s.tensorTflops = optionalReal(c(q, "tensor_tflops"));
        s.tensorCores = c(q, "tensor_cores").toBool();
        s.tdp = Watts(c(q, "tdp_w").toInt());
        s.connectors = connectors(q, c);
        s.cooler = keyOr(c(q, "cooler"), CoolerType::OpenAir);
        s.fans = c(q, "fans").toInt();
        s.slotWidth = Slots::checked(c(q, "slot_width").toDouble()).value_or(Slots::whole(2));
        s.length = Millimetres(c(q, "length_mm").toDouble());
        s.pcieGeneration = c(q, "pcie_gen").toInt();
        s.category = keyOr(c(q, "category"), GpuCategory::Consumer);
        s.foundersEdition = c(q, "founders").toBool();
        s.releaseYear = c(q, "release_year").toInt();
        s.recommendedPsu = optionalInt<Watts>(c(q, "recommended_psu_w"));
        return s;
    }
    case PartKind::Cpu: {
        CpuSpec s;
        s.socket = c(q, "socket").toString();
        s.microarchitecture = c(q, "microarchitecture").toString();
        s.cores = c(q, "cores").toInt();
        s.threads = c(q, "threads").toInt();
        s.baseGHz = c(q, "base_ghz").toDouble();
        s.boostGHz = c(q, "boost_ghz").toDouble();
        s.tdp = Watts(c(q, "tdp_w").toInt());
        s.pcieLanes = Lanes(c(q, "pcie_lanes").toInt());
        s.pcieGeneration = c(q, "pcie_gen").toInt();
        s.memoryTypes = keyList<MemoryType>(c(q, "memory_types"));
        s.maxMemory = Gigabytes(c(q, "max_memory_gb").toDouble());
        s.totalPcieLanes = optionalInt<Lanes>(c(q, "total_pcie_lanes"));
        s.sustainedPower = optionalInt<Watts>(c(q, "sustained_w"));
        return s;
    }
    case PartKind::Motherboard: {
        MotherboardSpec s;
        s.socket = c(q, "socket").toString();
        s.chipset = c(q, "chipset").toString();
        s.formFactor = keyOr(c(q, "form_factor"), FormFactor::Other);
        s.layoutApproximate = c(q, "layout_approximate").toBool();
        s.memorySlots = c(q, "memory_slots").toInt();
        s.maxMemory = Gigabytes(c(q, "max_memory_gb").toDouble());
        s.memoryType = keyOr(c(q, "memory_type"), MemoryType::Ddr4);
        s.m2Slots = c(q, "m2_slots").toInt();
        s.layoutConfidence = keyOr(c(q, "layout_confidence"), LayoutConfidence::Unverified);
        s.dimms = keyOr(c(q, "dimms"), DimmSupport::Unknown);
        return s;
    }
    case PartKind::Memory: {
        MemoryKit s;
        s.type = keyOr(c(q, "type"), MemoryType::Ddr4);
        s.modules = c(q, "modules").toInt();
        s.moduleSize = Gigabytes(c(q, "module_gb").toDouble());
        s.speedMTs = c(q, "speed_mts").toInt();
        s.casLatency = c(q, "cas").toInt();
        s.ecc = c(q, "ecc").toBool();
        s.registered = c(q, "registered").toBool();
        return s;
    }
    case PartKind::Psu: {
        PsuSpec s;
        s.wattage = Watts(c(q, "wattage_w").toInt());
        s.efficiency = keyOr(c(q, "efficiency"), EfficiencyTier::None);
        s.connectors = connectors(q, c);
        s.formFactor = c(q, "form_factor").toString();
        s.length = optionalMm(c(q, "length_mm"));
        s.atxVersion = c(q, "atx_version").toInt();
        return s;
    }
    case PartKind::Case: {
        CaseSpec s;
        s.formFactors = keyList<FormFactor>(c(q, "form_factors"));
        s.expansionSlots = c(q, "expansion_slots").toInt();
        s.maxGpuLength = Millimetres(c(q, "max_gpu_length_mm").toDouble());
        s.maxCoolerHeight = optionalMm(c(q, "max_cooler_height_mm"));
        s.maxPsuLength = optionalMm(c(q, "max_psu_length_mm"));
        s.driveBays35 = c(q, "bays35").toInt();
        s.driveBays25 = c(q, "bays25").toInt();
        return s;
    }
    case PartKind::Cooler: {
        CoolerSpec s;
        s.waterCooled = c(q, "water_cooled").toBool();
        s.height = optionalMm(c(q, "height_mm"));
        s.radiatorSize = optionalMm(c(q, "radiator_mm"));
        s.sockets = c(q, "sockets").toString().split(u'|', Qt::SkipEmptyParts);
        return s;
    }
    case PartKind::Storage: {
        StorageSpec s;
        s.type = keyOr(c(q, "type"), StorageType::Nvme);
        s.capacity = Gigabytes(c(q, "capacity_gb").toDouble());
        s.sequentialReadMBs = c(q, "read_mbs").toInt();
        s.interface = c(q, "interface").toString();
        s.formFactor = c(q, "form_factor").toString();
        s.rpm = c(q, "rpm").toInt();
        return s;
    }
    }
    return GpuSpec {};
}

} // namespace

QString selectPartsSql(PartKind kind)
{
    return QStringLiteral(
        "SELECT part.id, part.name, part.manufacturer, part.release_year, part.source, part.estimated, k.*, "
        "r.cents AS r_cents, r.currency AS r_currency, r.seen_on AS r_seen, "
        "l.cents AS l_cents, l.currency AS l_currency, l.seen_on AS l_seen "
        "FROM part JOIN %1 k ON k.part_id = part.id AND part.kind = '%2' "
        "LEFT JOIN price r ON r.part_id = part.id AND r.kind = 'retail' "
        "LEFT JOIN price l ON l.part_id = part.id AND l.kind = 'launch' "
        "ORDER BY part.name")
        .arg(QLatin1StringView(tableOf(kind)), toKey(kind));
}

Part readPartRow(PartKind kind, const QSqlQuery &q, const Columns &c)
{
    Part part;
    PartInfo &info = part.info;
    info.id = PartId(c(q, "id").toString());
    info.name = c(q, "name").toString();
    info.manufacturer = c(q, "manufacturer").toString();
    info.dataSource = c(q, "source").toString();
    info.estimatedFields = c(q, "estimated").toString().split(u' ', Qt::SkipEmptyParts);
    // A retail price seen in the snapshot beats a launch price; a launch price is shown as such.
    if (!c(q, "r_cents").isNull()) {
        info.price = Money(c(q, "r_cents").toLongLong(), c(q, "r_currency").toString());
        info.priceSource = QStringLiteral("PCPartPicker snapshot");
        info.priceDate = QDate::fromString(c(q, "r_seen").toString(), Qt::ISODate);
    } else if (!c(q, "l_cents").isNull()) {
        info.price = Money(c(q, "l_cents").toLongLong(), c(q, "l_currency").toString());
        info.priceSource = QStringLiteral("launch price");
        info.priceDate = QDate::fromString(c(q, "l_seen").toString(), Qt::ISODate);
    }
    part.spec = readSpec(kind, q, c);
    return part;
}

} // namespace rigsmith::db
