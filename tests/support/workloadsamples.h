// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/parts.h"
#include "core/workload/modelshape.h"

#include <QString>

namespace rigsmith::testing {

using core::Gigabytes;
using core::GpuSpec;
using core::Precision;
using core::totalParamsOf;
using core::Workload;
using core::WorkloadKind;

inline GpuSpec card(const QString &model, double memory, double fp32, double bandwidth, const QString &arch)
{
    GpuSpec g;
    g.vendor = QStringLiteral("NVIDIA");
    g.model = model;
    g.memory = Gigabytes(memory);
    g.fp32Tflops = fp32;
    g.memoryBandwidthGBs = bandwidth;
    g.architecture = arch;
    g.tensorCores = true;
    return g;
}

// RTX 4090 and RTX A6000 as calibration.csv has them (TechPowerUp figures).
inline GpuSpec rtx4090()
{
    GpuSpec g = card(QStringLiteral("GeForce RTX 4090"), 24, 82.58, 1010.0, QStringLiteral("Ada Lovelace"));
    g.chip = QStringLiteral("AD102");
    return g;
}
inline GpuSpec rtxA6000()
{
    GpuSpec g = card(QStringLiteral("RTX A6000"), 48, 38.71, 768.0, QStringLiteral("Ampere"));
    g.chip = QStringLiteral("GA102");
    return g;
}

inline Workload inference(const QString &model, Precision precision)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model = model;
    w.paramsBillions = totalParamsOf(w);
    w.precision = precision;
    w.microBatch = 1;
    w.sequenceLength = 4096;
    return w;
}

} // namespace rigsmith::testing
