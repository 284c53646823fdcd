// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/partenums.h"
#include "core/model/units.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace rigsmith::core {

// A part's identity: a text key from the catalog ("gpu/asus-turbo-rtx2080ti-11g"), derived from
// the part's manufacturer and model, never from a row number, so it survives catalog rebuilds.
class PartId
{
public:
    PartId() = default;
    explicit PartId(QString key)
        : mKey(std::move(key))
    {
    }
    // Lower-case ASCII letters, digits and "-_./+", 1–160 characters.
    static bool isValidKey(const QString &key);

    const QString &key() const { return mKey; }
    bool isNull() const { return mKey.isEmpty(); }
    bool operator==(const PartId &) const = default;
    bool operator<(const PartId &other) const { return mKey < other.mKey; }

private:
    QString mKey;
};

inline size_t qHash(const PartId &id, size_t seed = 0)
{
    return qHash(id.key(), seed);
}

// What every part carries besides its kind-specific spec.
struct PartInfo
{
    PartId id;
    QString name;
    QString manufacturer;
    std::optional<Money> price;
    QString priceSource; // e.g. "PCPartPicker snapshot", "launch MSRP", "user"
    QDate priceDate;
    QString dataSource; // which dataset(s) the specs came from
    QStringList estimatedFields; // spec fields that were derived, not read from a datasheet
    QJsonObject extras; // fields a newer Rigsmith wrote that this one does not know; kept on save

    bool operator==(const PartInfo &) const = default;
};

struct PowerConnectors
{
    int pcie6 = 0;
    int pcie8 = 0; // 8-pin or 6+2-pin
    int pcie12vhpwr = 0; // 12VHPWR or 12V-2x6
    int eps8 = 0; // 8-pin EPS12V (CPU) inputs on a workstation/datacenter card; EPS cables on a PSU

    bool operator==(const PowerConnectors &) const = default;
};

struct GpuSpec
{
    QString vendor; // NVIDIA, AMD, Intel
    QString model; // the GPU model every board of it shares: "GeForce RTX 4090"
    QString chip; // "AD102"
    QString architecture; // "Ada Lovelace"
    Gigabytes memory;
    double memoryBandwidthGBs = 0.0;
    std::optional<double> fp32Tflops;
    std::optional<double> fp16Tflops;
    std::optional<double> tensorTflops; // dense FP16/BF16 tensor throughput
    bool tensorCores = false;
    Watts tdp;
    PowerConnectors connectors;
    CoolerType cooler = CoolerType::OpenAir;
    int fans = 0;
    Slots slotWidth = Slots::whole(2);
    Millimetres length;
    std::optional<Millimetres> height;
    int pcieGeneration = 3;
    Lanes pcieLanes {16};
    GpuCategory category = GpuCategory::Consumer;
    bool foundersEdition = false;
    int releaseYear = 0;
    std::optional<Watts> recommendedPsu; // the maker's "required system power", where published
    // A liquid-cooled (CoolerType::Hybrid) card's own radiator, where a source gives its size, and the
    // source.
    std::optional<Millimetres> radiatorSize;
    QString radiatorSource; // URL; empty: no source (the size is then unknown)

    bool operator==(const GpuSpec &) const = default;
};

struct CpuSpec
{
    QString socket; // "AM5", "sTR5", "LGA1700"
    QString microarchitecture;
    int cores = 0;
    int threads = 0;
    double baseGHz = 0.0;
    double boostGHz = 0.0;
    Watts tdp;
    Lanes pcieLanes; // lanes usable for expansion slots
    int pcieGeneration = 3;
    QList<MemoryType> memoryTypes;
    Gigabytes maxMemory;
    std::optional<Lanes> totalPcieLanes; // the datasheet total (slots, M.2, chipset link), where sourced
    std::optional<Watts> sustainedPower; // PL2 (Intel) or PPT (AMD): what the PSU must carry under load

    bool operator==(const CpuSpec &) const = default;
};

// One expansion slot. Slot 1 is the one nearest the CPU; positions count the rear openings, so
// a board whose second x16 slot sits two openings below the first has slots 1 and 3. Boards split
// lanes between slots (x16, or x8/x8 when the second slot is used): this slot then runs at
// `lanesWhenShared` as soon as any slot in `sharesLanesWith` holds a card.
struct PcieSlot
{
    int position = 1;
    Lanes physicalSize {16};
    Lanes maxLanes {16};
    QList<int> sharesLanesWith;
    int lanesWhenShared = 0;
    LaneSource source = LaneSource::Cpu;
    int generation = 4;
    int switchId = 0; // behind the board's PCIe switch of this id (0: wired to the CPU or chipset)

    // The electrical width with the cards in `populated` (slot positions) installed.
    Lanes lanesWith(const QList<int> &populated) const;
    bool operator==(const PcieSlot &) const = default;
};

// A PCIe switch (PLX / Broadcom PEX) on the board: the slots behind it get their full width from the
// switch and share its uplink to the CPU.
struct PcieSwitch
{
    int id = 1;
    QString chip; // "PLX PEX 8747"
    int uplinkLanes = 16; // CPU lanes feeding the switch

    bool operator==(const PcieSwitch &) const = default;
};

// One of the board's documented lane splits (a bifurcation mode): with a CPU of at least
// `minCpuLanes` slot lanes, slot `slots[i]` runs at `lanes[i]` (0: the slot is off). The splits of
// the highest tier the CPU reaches are the ones it can use; the allocator picks the one that
// serves the cards installed best. Slots a CPU does not drive at all are a 0 in every split of its tier.
struct LaneMode
{
    int minCpuLanes = 0;
    QList<int> slots;
    QList<int> lanes;

    bool operator==(const LaneMode &) const = default;
};

// An M.2 or U.2 socket that borrows a slot's lanes: in use, slot `slot` runs at `slotLanes`.
// NVMe drives fill the board's own-lane sockets first.
struct M2Sharing
{
    QString socket; // "M.2_2"
    int slot = 0;
    int slotLanes = 0;
    QString source; // the manual or review that gives the sharing (URL)

    bool operator==(const M2Sharing &) const = default;
};

struct MotherboardSpec
{
    QString socket;
    QString chipset;
    FormFactor formFactor = FormFactor::Atx;
    QList<PcieSlot> slots; // ordered by position
    bool layoutApproximate = false; // derived from a slot list, not from the manual
    int memorySlots = 4;
    Gigabytes maxMemory;
    MemoryType memoryType = MemoryType::Ddr5;
    int m2Slots = 0;
    LayoutConfidence layoutConfidence = LayoutConfidence::Unverified;
    QStringList layoutSources; // URLs or documents the layout was checked against
    DimmSupport dimms = DimmSupport::Unknown;
    // Platform topology (db/curated/board_topology.csv); empty where no source gives it.
    QList<PcieSwitch> switches;
    QList<LaneMode> laneModes;
    QList<M2Sharing> m2Sharing;
    int chipsetUplinkLanes = 0; // the chipset's link to the CPU all chipset slots share (0: unknown)
    // The user corrected the slot layout (core/catalog/layoutcorrection.h): the slots are theirs, not the
    // catalog's.
    bool layoutCorrected = false;

    const PcieSlot *slotAt(int position) const;
    // A switch a source shows on the board but no source wires to its slots: which slots it feeds, and
    // so the lanes each card gets, are not known.
    bool switchWiringUnknown() const;
    bool operator==(const MotherboardSpec &) const = default;
};

struct MemoryKit
{
    MemoryType type = MemoryType::Ddr5;
    int modules = 2;
    Gigabytes moduleSize;
    int speedMTs = 0;
    int casLatency = 0;
    bool ecc = false;
    bool registered = false;

    Gigabytes total() const { return Gigabytes(moduleSize.value() * modules); }
    bool operator==(const MemoryKit &) const = default;
};

struct PsuSpec
{
    Watts wattage;
    EfficiencyTier efficiency = EfficiencyTier::None;
    PowerConnectors connectors;
    QString formFactor; // "ATX", "SFX", "server"
    std::optional<Millimetres> length;
    int atxVersion = 2; // 3 for ATX 3.x units that are specified for 200 % excursions

    bool operator==(const PsuSpec &) const = default;
};

struct RadiatorMount
{
    QString position; // "front", "top", "bottom", "side", "rear"
    Millimetres size; // 120, 240, 280, 360, 420

    bool operator==(const RadiatorMount &) const = default;
};

struct CaseSpec
{
    QList<FormFactor> formFactors;
    int expansionSlots = 7;
    Millimetres maxGpuLength;
    std::optional<Millimetres> maxCoolerHeight;
    QString coolerClearanceSource; // where the clearance was read (URL); empty: the dataset's figure
    std::optional<Millimetres> maxPsuLength;
    QList<RadiatorMount> radiatorMounts;
    QString radiatorMountSource; // where the mounts were read (URL); empty: no source
    int driveBays35 = 0;
    int driveBays25 = 0;

    bool operator==(const CaseSpec &) const = default;
};

struct CoolerSpec
{
    bool waterCooled = false;
    std::optional<Millimetres> height;
    std::optional<Millimetres> radiatorSize;
    std::optional<Watts> ratedTdp;
    QStringList sockets;

    bool operator==(const CoolerSpec &) const = default;
};

struct StorageSpec
{
    StorageType type = StorageType::Nvme;
    Gigabytes capacity;
    int sequentialReadMBs = 0;
    QString interface; // "M.2 PCIe 4.0 x4", "SATA 6.0 Gb/s"
    QString formFactor; // "M.2-2280", "3.5", "2.5"
    int rpm = 0; // hard disks: spindle speed (0: not a hard disk, or unknown)

    bool operator==(const StorageSpec &) const = default;
};

using PartSpec
    = std::variant<GpuSpec, CpuSpec, MotherboardSpec, MemoryKit, PsuSpec, CaseSpec, CoolerSpec, StorageSpec>;

// A part as the catalog and build files hold it: identity and provenance plus the typed spec.
struct Part
{
    PartInfo info;
    PartSpec spec;

    PartKind kind() const;
    template<typename Spec>
    const Spec *as() const
    {
        return std::get_if<Spec>(&spec);
    }
    bool operator==(const Part &) const = default;
};

PartKind kindOf(const PartSpec &spec);

} // namespace rigsmith::core
