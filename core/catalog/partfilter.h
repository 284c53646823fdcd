// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QList>

#include <optional>

namespace rigsmith::core {

// The browser's per-kind filters. Each set field narrows the list; a filter that does not apply
// to a part's kind (a socket for a GPU) is ignored for that kind.
struct PartFilter
{
    std::optional<Money> minPrice;
    std::optional<Money> maxPrice;
    bool pricedOnly = false;
    std::optional<Gigabytes> minMemory; // GPU memory, or a memory kit's total
    std::optional<Watts> maxTdp; // GPU or CPU
    std::optional<Watts> minWattage; // PSU
    QList<CoolerType> coolers; // GPU cooler types; empty = any
    QString socket; // CPU, motherboard, CPU cooler
    std::optional<FormFactor> formFactor; // a board of it, or a case that takes it
    std::optional<Slots> maxSlotWidth; // GPU
    std::optional<Millimetres> maxLength; // GPU
    const Build *compatibleWith = nullptr; // only parts that fit this build
};

enum class SortKey { Name, Price, MemorySize, Tdp, Length, SlotWidth, Cores, Wattage, Capacity };

struct PartSort
{
    SortKey key = SortKey::Name;
    bool descending = false;
};

bool passes(const Part &part, const PartFilter &filter);

// Whether a CPU cooler listed for `coolerSockets` mounts on `cpuSocket`: sockets of one mounting
// family share coolers (TR4, sTRX4, sWRX8 and sTR5; AM4 and AM5; LGA 115x and 1200; LGA 1700 and 1851).
bool coolerFits(const QStringList &coolerSockets, const QString &cpuSocket);
// Whether a case listing `caseForms` takes a board of `board`: SSI-EEB boards have E-ATX's
// 305 × 330 mm outline, so a case for one takes the other.
bool caseTakes(const QList<FormFactor> &caseForms, FormFactor board);

// What incompatibility() holds a part against.
enum class FitScope {
    // The other parts: physical and electrical fit, what the FIT.* rules hold each part of a build to.
    Parts,
    // A part offered for the build: also a case's expansion openings for the cards placed (as
    // FIT.CASE_SLOTS counts them), a PSU's cables for the cards (as POWER.CONNECTORS counts them) and
    // a GPU's memory for the workload on the planned number of cards (plannedGpuCount, with
    // GPU.MEMORY's figures). The "fits this build" filter and the advisor.
    Candidate,
};

// Why `part` does not fit `build` (wrong socket, too long for the case, a cooler without a mount for
// the CPU's or else the board's socket, ...; with Candidate too few openings or too little memory), or
// nothing when it fits. The rule engine judges whether it is a good idea.
std::optional<QString> incompatibility(
    const Part &part, const Build &build, FitScope scope = FitScope::Parts);

// Stable sort; parts without the sorted value (no price) go last either way.
void sortParts(QList<Part> &parts, const PartSort &sort);

} // namespace rigsmith::core
