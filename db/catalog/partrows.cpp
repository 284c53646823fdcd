// SPDX-License-Identifier: GPL-3.0-or-later
#include "partrows.h"

#include <QRegularExpression>
#include <QSqlRecord>

#include <algorithm>
#include <limits>

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

// A damaged catalog may hold text where a number belongs, or a number past int: such values come
// out as -1 and NaN, which no valid part has, so validatePart() names them instead of a silent 0
// or a value wrapped round to -494 665 728 W.
int intOf(const QVariant &v)
{
    bool ok = false;
    const qlonglong n = v.toLongLong(&ok);
    return ok && n >= std::numeric_limits<int>::min() && n <= std::numeric_limits<int>::max() ? int(n) : -1;
}

double realOf(const QVariant &v)
{
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? d : std::numeric_limits<double>::quiet_NaN();
}

PcieSlot readSlotRow(const QSqlQuery &q, const Columns &c)
{
    PcieSlot slot;
    slot.position = intOf(c(q, "position"));
    slot.physicalSize = Lanes(intOf(c(q, "physical_lanes")));
    slot.maxLanes = Lanes(intOf(c(q, "max_lanes")));
    for (const QString &p : c(q, "shares_with").toString().split(u' ', Qt::SkipEmptyParts))
        slot.sharesLanesWith.append(intOf(p));
    slot.lanesWhenShared = intOf(c(q, "lanes_when_shared"));
    slot.source = c(q, "source").toString() == u"chipset" ? LaneSource::Chipset : LaneSource::Cpu;
    slot.generation = intOf(c(q, "gen"));
    return slot;
}

RadiatorMount readMountRow(const QSqlQuery &q, const Columns &c)
{
    return {c(q, "position").toString(), Millimetres(realOf(c(q, "size_mm")))};
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
    return v.isNull() ? std::nullopt : std::optional<double>(realOf(v));
}

std::optional<Millimetres> optionalMm(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<Millimetres>(Millimetres(realOf(v)));
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
    return {intOf(c(q, "pcie6")), intOf(c(q, "pcie8")), intOf(c(q, "pcie12vhpwr")), intOf(c(q, "eps8"))};
}

template<typename Unit>
std::optional<Unit> optionalInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<Unit>(Unit(intOf(v)));
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
        s.memory = Gigabytes(realOf(c(q, "memory_gb")));
        s.memoryBandwidthGBs = optionalReal(c(q, "bandwidth_gbs")).value_or(0.0); // NULL: unknown
        s.fp32Tflops = optionalReal(c(q, "fp32_tflops"));
        s.fp16Tflops = optionalReal(c(q, "fp16_tflops"));
        s.tensorTflops = optionalReal(c(q, "tensor_tflops"));
        s.tensorCores = c(q, "tensor_cores").toBool();
        s.tdp = Watts(intOf(c(q, "tdp_w")));
        s.connectors = connectors(q, c);
        s.cooler = keyOr(c(q, "cooler"), CoolerType::OpenAir);
        s.fans = intOf(c(q, "fans"));
        s.slotWidth = Slots::checked(realOf(c(q, "slot_width"))).value_or(Slots::fromHalves(0));
        s.length = Millimetres(realOf(c(q, "length_mm")));
        s.pcieGeneration = intOf(c(q, "pcie_gen"));
        s.category = keyOr(c(q, "category"), GpuCategory::Consumer);
        s.foundersEdition = c(q, "founders").toBool();
        s.releaseYear = c(q, "release_year").isNull() ? 0 : intOf(c(q, "release_year"));
        s.recommendedPsu = optionalInt<Watts>(c(q, "recommended_psu_w"));
        s.radiatorSize = optionalMm(c(q, "radiator_mm"));
        return s;
    }
    case PartKind::Cpu: {
        CpuSpec s;
        s.socket = c(q, "socket").toString();
        s.microarchitecture = c(q, "microarchitecture").toString();
        s.cores = intOf(c(q, "cores"));
        s.threads = intOf(c(q, "threads"));
        s.baseGHz = realOf(c(q, "base_ghz"));
        s.boostGHz = realOf(c(q, "boost_ghz"));
        s.tdp = Watts(intOf(c(q, "tdp_w")));
        s.pcieLanes = Lanes(intOf(c(q, "pcie_lanes")));
        s.pcieGeneration = intOf(c(q, "pcie_gen"));
        s.memoryTypes = keyList<MemoryType>(c(q, "memory_types"));
        s.maxMemory = Gigabytes(realOf(c(q, "max_memory_gb")));
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
        s.memorySlots = intOf(c(q, "memory_slots"));
        s.maxMemory = Gigabytes(realOf(c(q, "max_memory_gb")));
        s.memoryType = keyOr(c(q, "memory_type"), MemoryType::Ddr4);
        s.m2Slots = intOf(c(q, "m2_slots"));
        s.layoutConfidence = keyOr(c(q, "layout_confidence"), LayoutConfidence::Unverified);
        s.dimms = keyOr(c(q, "dimms"), DimmSupport::Unknown);
        return s;
    }
    case PartKind::Memory: {
        MemoryKit s;
        s.type = keyOr(c(q, "type"), MemoryType::Ddr4);
        s.modules = intOf(c(q, "modules"));
        s.moduleSize = Gigabytes(realOf(c(q, "module_gb")));
        s.speedMTs = intOf(c(q, "speed_mts"));
        s.casLatency = intOf(c(q, "cas"));
        s.ecc = c(q, "ecc").toBool();
        s.registered = c(q, "registered").toBool();
        return s;
    }
    case PartKind::Psu: {
        PsuSpec s;
        s.wattage = Watts(intOf(c(q, "wattage_w")));
        s.efficiency = keyOr(c(q, "efficiency"), EfficiencyTier::None);
        s.connectors = connectors(q, c);
        s.formFactor = c(q, "form_factor").toString();
        s.length = optionalMm(c(q, "length_mm"));
        s.atxVersion = intOf(c(q, "atx_version"));
        return s;
    }
    case PartKind::Case: {
        CaseSpec s;
        s.formFactors = keyList<FormFactor>(c(q, "form_factors"));
        s.expansionSlots = intOf(c(q, "expansion_slots"));
        s.maxGpuLength = Millimetres(realOf(c(q, "max_gpu_length_mm")));
        s.maxCoolerHeight = optionalMm(c(q, "max_cooler_height_mm"));
        s.maxPsuLength = optionalMm(c(q, "max_psu_length_mm"));
        s.driveBays35 = intOf(c(q, "bays35"));
        s.driveBays25 = intOf(c(q, "bays25"));
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
        s.capacity = Gigabytes(realOf(c(q, "capacity_gb")));
        s.sequentialReadMBs = intOf(c(q, "read_mbs"));
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
        "r.cents AS r_cents, r.currency AS r_currency, r.seen_on AS r_seen, r.source_id AS r_source, "
        "l.cents AS l_cents, l.currency AS l_currency, l.seen_on AS l_seen, "
        "sn.cents AS sn_cents, sn.currency AS sn_currency, sn.seen_on AS sn_seen, "
        "su.cents AS su_cents, su.currency AS su_currency, su.seen_on AS su_seen "
        "FROM part JOIN %1 k ON k.part_id = part.id AND part.kind = '%2' "
        "LEFT JOIN price r ON r.part_id = part.id AND r.kind = 'retail' "
        "LEFT JOIN price l ON l.part_id = part.id AND l.kind = 'launch' "
        "LEFT JOIN street_price sn ON sn.part_id = part.id AND sn.condition = 'new' "
        "LEFT JOIN street_price su ON su.part_id = part.id AND su.condition = 'used' "
        "ORDER BY part.name")
        .arg(QLatin1StringView(tableOf(kind)), toKey(kind));
}

namespace {

// A street price of the row's model (street_price), new or used.
struct StreetQuote
{
    Money price;
    QDate from; // the day, or the first day of the month the source names
    bool monthOnly = false;
    PriceCondition condition = PriceCondition::New;
};

std::optional<StreetQuote> streetQuote(const QSqlQuery &q, const Columns &c, const char *cents,
    const char *currency, const char *seen, PriceCondition condition)
{
    if (c(q, cents).isNull())
        return std::nullopt;
    const QString day = c(q, seen).toString();
    const bool month = day.size() == 7;
    return StreetQuote {Money(c(q, cents).toLongLong(), c(q, currency).toString()),
        QDate::fromString(month ? day + QStringLiteral("-01") : day, Qt::ISODate), month, condition};
}

// The street price a part shows for `market`: new only, used where one is known (else new), or the
// lower of the two (any; new when their currencies differ).
std::optional<StreetQuote> pickStreet(
    const std::optional<StreetQuote> &fresh, const std::optional<StreetQuote> &used, Market market)
{
    if (market == Market::New || !used)
        return fresh;
    if (market == Market::Used || !fresh)
        return used;
    if (fresh->price.currency() == used->price.currency() && used->price.cents() < fresh->price.cents())
        return used;
    return fresh;
}

} // namespace

Part readPartRow(PartKind kind, const QSqlQuery &q, const Columns &c, Market market)
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
        // A retail price from db/curated/prices.csv is one a review named on its date, not a shop snapshot.
        info.priceSource = c(q, "r_source").toString() == u"pcpartpicker"
            ? QStringLiteral("PCPartPicker snapshot")
            : QStringLiteral("review price");
        info.priceDate = QDate::fromString(c(q, "r_seen").toString(), Qt::ISODate);
    } else if (!c(q, "l_cents").isNull()) {
        info.price = Money(c(q, "l_cents").toLongLong(), c(q, "l_currency").toString());
        info.priceSource = QStringLiteral("launch price");
        const QString seen = c(q, "l_seen").toString();
        info.priceDate = QDate::fromString(seen, Qt::ISODate);
        // Some launch prices are dated by their year alone: said with the source, not dropped (a
        // day would be made up).
        static const QRegularExpression year(QStringLiteral(R"(^\d{4}$)"));
        if (!info.priceDate.isValid() && year.match(seen).hasMatch())
            info.priceSource = QStringLiteral("launch price, %1").arg(seen);
        // Undated (the datasets' launch prices): the price at release, so of the part's release year,
        // said as the catalog knows it rather than left without an age.
        else if (!info.priceDate.isValid() && !c(q, "release_year").isNull()
            && c(q, "release_year").toInt() > 0)
            info.priceSource = QStringLiteral("launch price, %1").arg(c(q, "release_year").toInt());
    }
    // A model's street price is newer than a launch price and than an older shop price; a price of
    // the SKU's own that is as new or newer stays (it is this very board's).
    const auto street
        = pickStreet(streetQuote(q, c, "sn_cents", "sn_currency", "sn_seen", PriceCondition::New),
            streetQuote(q, c, "su_cents", "su_currency", "su_seen", PriceCondition::Used), market);
    const bool ownIsNewer
        = !c(q, "r_cents").isNull() && info.priceDate.isValid() && street && info.priceDate >= street->from;
    if (street && street->from.isValid() && !ownIsNewer) {
        info.price = street->price;
        info.priceSource = streetPriceSource(street->condition, street->monthOnly);
        info.priceDate = street->from;
    }
    part.spec = readSpec(kind, q, c);
    return part;
}

} // namespace rigsmith::db
