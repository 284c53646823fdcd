// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/memoryfit.h"

#include "core/workload/memoryestimate.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MemoryFit)
};

} // namespace

int plannedGpuCount(const Build &b)
{
    return std::clamp(b.gpuCount() + std::max(0, b.workload.plannedGpus), 1, Build::kMaxGpus);
}

double memoryNeededPerGpu(const Workload &w, int gpus, const GpuSpec &card)
{
    // As WorkloadEstimate and GPU.MEMORY: 16-bit on a tensor-core card needs two thirds of the guide's GB.
    return MemoryEstimate::of(w, std::max(1, gpus)).neededOn(card, w.precision);
}

std::optional<QString> memoryShortfall(const Workload &w, int gpus, const GpuSpec &card)
{
    gpus = std::max(1, gpus);
    const double need = memoryNeededPerGpu(w, gpus, card);
    if (card.memory.value() >= need)
        return std::nullopt;
    return Text::tr("needs %1 GB per GPU with %n GPU(s); has %2 GB", nullptr, gpus)
        .arg(QLocale().toString(need, 'f', 1), QLocale().toString(card.memory.value(), 'g', 4));
}

std::optional<QString> memoryShortfall(const Build &build, int gpus, const GpuSpec &card)
{
    if (auto why = memoryShortfall(build.workload, gpus, card))
        return why;
    for (const Workload &other : build.otherWorkloads) {
        if (const auto why = memoryShortfall(other, gpus, card))
            return Text::tr("Also planned, %1: %2").arg(describeWorkload(other), *why);
    }
    return std::nullopt;
}

} // namespace rigsmith::core
