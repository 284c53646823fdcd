// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

namespace rigsmith::core {

// The GPU generations the calibration distinguishes. GA100 (A100, A30) differs from the rest of
// Ampere: full-rate tensor cores and HBM.
enum class GpuFamily { Unknown, Pascal, Volta, Turing, AmpereGa100, Ampere, Ada, Hopper, Blackwell };

GpuFamily familyOf(const QString &architecture, const QString &chip);
inline GpuFamily familyOf(const GpuSpec &gpu)
{
    return familyOf(gpu.architecture, gpu.chip);
}
QString toKey(GpuFamily family);
std::optional<GpuFamily> familyFromKey(const QString &key);

// A GeForce card (or a mining card of a GeForce chip): tensor cores with FP32 accumulation at half
// the workstation card's rate, and no PCIe peer-to-peer on recent generations.
bool isGeForceClass(const GpuSpec &gpu);

// What the card has in hardware (research/workloads/precision_support.csv, from NVIDIA's CUTLASS
// documentation): bf16 and tf32 from Ampere, fp8 on Ada and Hopper. Blackwell's fp8 was not
// verified in the sources read, so it is treated as absent.
bool hasInHardware(GpuFamily family, Precision precision);

// The precision a training job really runs at on this card: bf16 or tf32 without hardware support
// fall back to fp32 speed; fp8 without it runs the card's 16-bit path.
Precision trainingRunsAs(GpuFamily family, Precision requested);

// Peer-to-peer over PCIe: not on GeForce cards from Turing on with stock drivers
// (research/parts/gpu_facts.csv: 2080 Ti "CANNOT Access Peer", 4090 "does not support it";
// 3090 reports are mixed and it is counted as allowed).
bool allowsPcieP2p(const GpuSpec &gpu);
// An NVLink bridge pairs two of these cards (research/parts/gpu_facts.csv, datacenter_gpus.csv, and
// the cards the bridge table names: db/curated/nvlink_bridges.csv).
bool hasNvlinkBridge(const GpuSpec &gpu);

} // namespace rigsmith::core
