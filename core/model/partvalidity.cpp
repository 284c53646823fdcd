// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/partvalidity.h"

namespace rigsmith::core {

// A range past its unit's own limit would let the checker pass what the reader refuses.
static_assert(range::kCpuLanes.max <= Lanes::kMax && range::kCpuTotalLanes.max <= Lanes::kMax);
static_assert(range::kGpuLanes.max <= Lanes::kMax && range::kSlotLanes.max <= Lanes::kMax);
static_assert(range::kGpuTdpW.max <= Watts::kMax && range::kPsuWattageW.max <= Watts::kMax);
static_assert(
    range::kGpuLengthMm.max <= Millimetres::kMax && range::kCaseGpuLengthMm.max <= Millimetres::kMax);
static_assert(range::kRadiatorMm.max <= Millimetres::kMax && range::kCoolerHeightMm.max <= Millimetres::kMax);
static_assert(range::kStorageCapacityGB.max <= Gigabytes::kMax && range::kMaxMemoryGB.max <= Gigabytes::kMax);
static_assert(range::kGpuSlotWidth.max <= Slots::kMaxHalves / 2);

} // namespace rigsmith::core
