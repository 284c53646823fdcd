// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/gpuprofile.h"

#include "core/model/nvlinkbridge.h"

#include <array>
#include <utility>

namespace rigsmith::core {
namespace {

constexpr std::array<std::pair<GpuFamily, const char16_t *>, 9> kFamilies {{{GpuFamily::Unknown, u"unknown"},
    {GpuFamily::Pascal, u"pascal"}, {GpuFamily::Volta, u"volta"}, {GpuFamily::Turing, u"turing"},
    {GpuFamily::AmpereGa100, u"ampere-ga100"}, {GpuFamily::Ampere, u"ampere"}, {GpuFamily::Ada, u"ada"},
    {GpuFamily::Hopper, u"hopper"}, {GpuFamily::Blackwell, u"blackwell"}}};

bool atLeastAmpere(GpuFamily f)
{
    return f == GpuFamily::AmpereGa100 || f == GpuFamily::Ampere || f == GpuFamily::Ada
        || f == GpuFamily::Hopper || f == GpuFamily::Blackwell;
}

} // namespace

GpuFamily familyOf(const QString &architecture, const QString &chip)
{
    if (architecture.startsWith(u"Pascal"))
        return GpuFamily::Pascal;
    if (architecture.startsWith(u"Volta"))
        return GpuFamily::Volta;
    if (architecture.startsWith(u"Turing"))
        return GpuFamily::Turing;
    if (architecture.startsWith(u"Ampere"))
        return chip.startsWith(u"GA100") ? GpuFamily::AmpereGa100 : GpuFamily::Ampere;
    if (architecture.startsWith(u"Ada"))
        return GpuFamily::Ada;
    if (architecture.startsWith(u"Hopper"))
        return GpuFamily::Hopper;
    if (architecture.startsWith(u"Blackwell"))
        return GpuFamily::Blackwell;
    return GpuFamily::Unknown;
}

QString toKey(GpuFamily family)
{
    for (const auto &[f, k] : kFamilies) {
        if (f == family)
            return QString::fromUtf16(k);
    }
    return {};
}

std::optional<GpuFamily> familyFromKey(const QString &key)
{
    for (const auto &[f, k] : kFamilies) {
        if (key == QStringView(k))
            return f;
    }
    return std::nullopt;
}

bool isGeForceClass(const GpuSpec &gpu)
{
    return gpu.vendor == u"NVIDIA" && gpu.category == GpuCategory::Consumer;
}

bool hasInHardware(GpuFamily family, Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return true;
    case Precision::Fp16:
        return family != GpuFamily::Pascal && family != GpuFamily::Unknown;
    case Precision::Bf16:
    case Precision::Tf32:
        return atLeastAmpere(family);
    case Precision::Fp8:
        return family == GpuFamily::Ada || family == GpuFamily::Hopper;
    case Precision::Int8:
        return family != GpuFamily::Volta
            && family != GpuFamily::Unknown; // Pascal: DP4A; Turing on: tensor cores
    case Precision::Int4:
        return family == GpuFamily::Turing || family == GpuFamily::AmpereGa100 || family == GpuFamily::Ampere
            || family == GpuFamily::Blackwell;
    }
    return false;
}

Precision trainingRunsAs(GpuFamily family, Precision requested)
{
    switch (requested) {
    case Precision::Bf16:
    case Precision::Tf32:
        return hasInHardware(family, requested) ? requested : Precision::Fp32;
    case Precision::Fp8:
        if (hasInHardware(family, Precision::Fp8))
            return Precision::Fp8;
        return atLeastAmpere(family) ? Precision::Bf16 : Precision::Fp16;
    case Precision::Int8:
    case Precision::Int4:
        // Integer formats are for inference weights; training with them runs the 16-bit path.
        return atLeastAmpere(family) ? Precision::Bf16 : Precision::Fp16;
    case Precision::Fp16:
    case Precision::Fp32:
        return requested;
    }
    return requested;
}

bool allowsPcieP2p(const GpuSpec &gpu)
{
    if (!isGeForceClass(gpu))
        return true;
    const GpuFamily f = familyOf(gpu);
    return f == GpuFamily::Ampere || f == GpuFamily::Pascal;
}

bool hasNvlinkBridge(const GpuSpec &gpu)
{
    const QString &m = gpu.model;
    if (m == u"GeForce RTX 3090" || m == u"GeForce RTX 3090 Ti" || m == u"RTX A6000"
        || m == u"Quadro RTX 6000" || m == u"A40" || m.startsWith(u"A100 PCIe") || m.startsWith(u"H100"))
        return true;
    // A card some bridge of the bridge table is made for (the RTX 20 series, Quadro RTX 5000 and 8000).
    return !m.isEmpty() && !nvlinkBridgesFor(m).isEmpty();
}

} // namespace rigsmith::core
