// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QString>

#include <optional>

namespace rigsmith::core {

// The values a part's fields may take: one definition, read by the build-file reader (through the
// visitors in partjson.cpp), by validatePart() (core/file/validatepart.h: the same visitors over a
// part in memory), and so
// by the catalog reader, the catalog generator, the user overlay and the build-file writer.
// Anything one of them accepts, the others accept too.
//
// Each range spans the bundled catalog's values (db/data, 2026-08) with headroom for parts to
// come; a value outside is physically impossible or a damaged record (0 W PSU, 0 GB GPU, x0 slot,
// negative TDP, a 10 m card). Where the catalog's extreme is named, it is the largest or smallest
// value in the generated catalog, not a datasheet figure.
struct ValueRange
{
    double min;
    double max;
};

namespace range {
// Power connectors (GPU inputs and PSU cables share the struct): PSUs in the catalog carry up to
// 18 PCIe 8-pin (the 1800–2050 W units) and 4 12VHPWR; GPUs up to 4 8-pin.
inline constexpr ValueRange kPcie6 {0, 24};
inline constexpr ValueRange kPcie8 {0, 32};
inline constexpr ValueRange kPcie12vhpwr {0, 12};
inline constexpr ValueRange kEps8 {0, 12};

// GPU (catalog: 0.25–96 GB, 6.4–1790 GB/s, 15–1000 W, 69–385 mm, 1–5 slots, up to 4 fans).
inline constexpr ValueRange kGpuMemoryGB {0.0625, 1024};
inline constexpr ValueRange kGpuBandwidthGBs {0, 20000}; // 0: unknown
inline constexpr ValueRange kGpuTflops {0, 10000};
inline constexpr ValueRange kGpuTensorTflops {0, 100000};
inline constexpr ValueRange kGpuTdpW {1, 3000};
inline constexpr ValueRange kGpuFans {0, 8};
inline constexpr ValueRange kGpuSlotWidth {1, 8};
inline constexpr ValueRange kGpuLengthMm {20, 700};
inline constexpr ValueRange kGpuHeightMm {10, 400};
inline constexpr ValueRange kGpuLanes {1, 16};
inline constexpr ValueRange kGpuRecommendedPsuW {100, 10000};

inline constexpr ValueRange kPcieGeneration {1, 7};
inline constexpr ValueRange kReleaseYear {0, 2100}; // 0: unknown

// CPU (catalog: 2–96 cores, 2–192 threads, 1.1–6.0 GHz, 25–350 W, 16–128 lanes, up to 4 TB).
inline constexpr ValueRange kCpuCores {1, 1024};
inline constexpr ValueRange kCpuThreads {1, 2048};
inline constexpr ValueRange kCpuGHz {0, 10}; // 0: unknown
inline constexpr ValueRange kCpuTdpW {1, 2000};
inline constexpr ValueRange kCpuLanes {0, 256}; // 0: no platform data yet
inline constexpr ValueRange kCpuTotalLanes {1, 256};
inline constexpr ValueRange kCpuSustainedPowerW {1, 3000};
inline constexpr ValueRange kMaxMemoryGB {0, 65536}; // 0: unknown

// Motherboard and its slots (catalog: up to 8 slot positions, 16 DIMM slots, 15 M.2 sockets).
inline constexpr int kMaxSlots = 12;
inline constexpr ValueRange kSlotPosition {1, kMaxSlots};
inline constexpr ValueRange kSlotLanes {1, 16}; // an x0 slot is no slot
inline constexpr ValueRange kSlotLanesWhenShared {0, 16};
inline constexpr ValueRange kBoardMemorySlots {0, 32};
inline constexpr ValueRange kBoardM2Slots {0, 32};

// Memory kit (catalog: 1–8 modules of 1–128 GB, 1066–8800 MT/s, CL up to 64).
inline constexpr ValueRange kMemoryModules {1, 16};
inline constexpr ValueRange kMemoryModuleGB {0.125, 2048};
inline constexpr ValueRange kMemorySpeedMTs {0, 20000}; // 0: unknown
inline constexpr ValueRange kMemoryCas {0, 100}; // 0: unknown

// PSU (catalog: 200–2800 W, 86–241 mm).
inline constexpr ValueRange kPsuWattageW {50, 10000};
inline constexpr ValueRange kPsuLengthMm {30, 500};
inline constexpr ValueRange kPsuAtxVersion {2, 3};

// Case (catalog: 1–11 expansion slots, GPU clearance 9–635 mm, coolers 38–279 mm, up to 20 bays).
inline constexpr ValueRange kCaseExpansionSlots {0, 20};
inline constexpr ValueRange kCaseGpuLengthMm {1, 1500};
inline constexpr ValueRange kCaseCoolerHeightMm {1, 600};
inline constexpr ValueRange kCasePsuLengthMm {30, 1000};
inline constexpr ValueRange kRadiatorMm {40, 1200}; // 120–480 mm mounts, fans of 40 mm and more
inline constexpr ValueRange kDriveBays {0, 64};

// Cooler (catalog: 14–397 mm tall, 120–420 mm radiators).
inline constexpr ValueRange kCoolerHeightMm {1, 600};
inline constexpr ValueRange kCoolerTdpW {1, 3000};

// Storage (catalog: 8 GB–36 TB, 200–12000 MB/s).
inline constexpr ValueRange kStorageCapacityGB {0.001, 1.0e6};
inline constexpr ValueRange kStorageReadMBs {0, 100000}; // 0: unknown
inline constexpr ValueRange kStorageRpm {0, 20000}; // 0: not a hard disk, or unknown

inline constexpr int kMaxListLength = 256; // text lists: sockets, layout sources, estimated fields
// Characters a text field of a file may hold: names, ids, a model's name, sources (the longest the
// catalog holds is a few hundred); a build's notes may hold more (pasted logs), within the file's cap.
inline constexpr int kMaxTextLength = 4000;
inline constexpr int kMaxNotesLength = 1000000;
} // namespace range

// What is wrong with a part, if anything: the field's path inside the part ("spec.connectors.pcie8")
// and the reason, the same words the build-file reader would use.
struct PartProblem
{
    QString field;
    QString message;
};

} // namespace rigsmith::core
