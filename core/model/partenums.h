// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <span>

namespace rigsmith::core {

// Every enum here has a stable text key used in build files and the catalog; the keys never
// change once shipped (display names are the UI's business and are translated there).

enum class PartKind { Gpu, Cpu, Motherboard, Memory, Psu, Case, Cooler, Storage };
inline constexpr int kPartKindCount = 8;

enum class CoolerType { OpenAir, Blower, Hybrid, WaterBlock, Passive };
enum class GpuCategory { Consumer, Titan, Workstation, Datacenter };
enum class LaneSource { Cpu, Chipset };
enum class EfficiencyTier { None, White, Bronze, Silver, Gold, Platinum, Titanium };
enum class FormFactor { EAtx, Ssi, Atx, MicroAtx, MiniItx, Xl, Other };
enum class MemoryType { Ddr3, Ddr4, Ddr5 };
enum class StorageType { Hdd, SataSsd, Nvme };
enum class TaskProfile {
    ResearchSota,
    ResearchArchitectures,
    ResearchOther,
    Kaggle,
    Startup,
    CompanyPrototyping,
    CompanyTraining,
    LargeTransformers
};
// fp16 and fp32 were the first two (format version 1); the others came with the workload model.
enum class Precision { Fp16, Fp32, Tf32, Bf16, Fp8, Int8, Int4 };
enum class Preprocessing { OnTheFly, Offline };
// How sure the catalog is of a board's slot layout (db/curated records the sources).
enum class LayoutConfidence {
    Unverified, // derived from a slot list by a documented rule, or not checked against a source
    SlotsAndLanes, // count, size, lanes and generation confirmed by a source; openings not
    Positions, // a source gives the opening of every slot as well
};
// Which DIMMs a board takes, as its maker documents it.
enum class DimmSupport { Unknown, Unbuffered, Registered, Both };

QString toKey(PartKind v);
QString toKey(CoolerType v);
QString toKey(GpuCategory v);
QString toKey(LaneSource v);
QString toKey(EfficiencyTier v);
QString toKey(FormFactor v);
QString toKey(MemoryType v);
QString toKey(StorageType v);
QString toKey(TaskProfile v);
QString toKey(Precision v);
QString toKey(Preprocessing v);
QString toKey(LayoutConfidence v);
QString toKey(DimmSupport v);

// Parses a key written by toKey(); nothing for an unknown key.
template<typename E>
std::optional<E> fromKey(const QString &key);

// All values of an enum in declaration order, for parsing and for selectors in the UI.
template<typename E>
std::span<const E> allValues();

// The translated name of a part kind ("GPU", "motherboard") for messages and menus.
QString displayName(PartKind kind);
QString displayName(TaskProfile task);
QString displayName(Precision precision);
QString displayName(Preprocessing preprocessing);
// "open-air", "blower"… and "80 PLUS Gold"…, translated, for tables, labels and messages.
QString displayName(CoolerType cooler);
QString displayName(EfficiencyTier tier);
// A part's price source as the user reads it: "launch price" translated, a shop's name as it is.
QString displayPriceSource(const QString &source);

// Typical PSU efficiency at 50 % load (80 PLUS 115 V internal rating points).
double typicalEfficiency(EfficiencyTier tier);

// Expansion slots on the rear of a board of this form factor (ATX 7, E-ATX 7, micro-ATX 4, ...).
int expansionSlotsOf(FormFactor formFactor);

} // namespace rigsmith::core
