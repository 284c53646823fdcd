// SPDX-License-Identifier: GPL-3.0-or-later
// System RAM and storage (RULES.md §4 RAM-1/3, §6 STO-2/3/4).
#include "core/analysis/datadrive.h"
#include "core/analysis/pcieallocation.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

double totalRamGb(const Build &b)
{
    double total = 0.0;
    for (const auto &m : b.memory)
        total += m.part.spec.total().value() * m.quantity;
    return total;
}

// The speed above which a kit is bought for clock rather than capacity (JEDEC-plus-a-step).
int plainSpeed(MemoryType type)
{
    switch (type) {
    case MemoryType::Ddr3:
        return 1600;
    case MemoryType::Ddr4:
        return 3200;
    case MemoryType::Ddr5:
        return 6000;
    }
    return 3200;
}

} // namespace

void ramSize(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.memory.isEmpty() || b.gpus.isEmpty())
        return;
    const GpuPlacement *largest = nullptr;
    for (const GpuPlacement &g : b.gpus) {
        if (!largest || g.gpu.spec.memory > largest->gpu.spec.memory)
            largest = &g;
    }
    const double ram = totalRamGb(b);
    if (ram >= largest->gpu.spec.memory.value())
        return;
    out.append({QStringLiteral("RAM.SIZE"), Severity::Warning,
        Text::tr("%1 GB of RAM is less than the %2 GB of the largest GPU (%3).")
            .arg(ram)
            .arg(largest->gpu.spec.memory.value())
            .arg(largest->gpu.info.name),
        Text::tr("Have at least %1 GB of RAM; more GPUs do not need more.")
            .arg(largest->gpu.spec.memory.value()),
        QStringLiteral("RULES.md §4 RAM-3, §10.8"), {}, {}});
}

void ramSpeed(const Build &b, const Analyses &, QList<Finding> &out)
{
    for (const auto &m : b.memory) {
        if (m.part.spec.speedMTs <= plainSpeed(m.part.spec.type))
            continue;
        out.append({QStringLiteral("RAM.SPEED"), Severity::Advice,
            Text::tr("%1 runs at %2 MT/s: RAM clock gives deep learning little or nothing (0–3 %).")
                .arg(m.part.info.name)
                .arg(m.part.spec.speedMTs),
            Text::tr("Buy the cheapest kit of the capacity you need (%1 MT/s is plenty).")
                .arg(plainSpeed(m.part.spec.type)),
            QStringLiteral("RULES.md §4 RAM-1, RAM-2"), {m.part.info.id}, {}});
    }
}

void noSsd(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.storage.isEmpty())
        return;
    for (const auto &s : b.storage) {
        if (s.part.spec.type != StorageType::Hdd)
            return;
    }
    out.append({QStringLiteral("STORAGE.NO_SSD"), Severity::Warning,
        Text::tr("The build has hard disks only: programs start and large files preprocess slowly."),
        Text::tr("Add an SSD (NVMe is smoother than SATA) for the system, code and small datasets."),
        QStringLiteral("RULES.md §6 STO-3"), {}, {}});
}

void m2Sockets(const Build &b, const Analyses &, QList<Finding> &out)
{
    // A board's M.2 count of 0 is as often "not recorded" as "none": only a known count is compared.
    if (!b.motherboard || b.motherboard->spec.m2Slots <= 0)
        return;
    const int sockets = b.motherboard->spec.m2Slots;
    const int nvme = GpuCapacity::nvmeDrives(b);
    if (nvme <= sockets)
        return;
    out.append({QStringLiteral("STORAGE.M2_SOCKETS"), Severity::Warning,
        Text::tr("%1 NVMe drives, but %2 has %3 M.2 sockets: %4 of the drives have no socket.")
            .arg(nvme)
            .arg(b.motherboard->info.name)
            .arg(sockets)
            .arg(nvme - sockets),
        Text::tr(
            "Put the others on an M.2 adapter card (it takes a PCIe slot and its lanes), use U.2 or SATA "
            "drives, or choose a board with more M.2 sockets."),
        QStringLiteral("RULES.md §12"), {b.motherboard->info.id}, {}});
}

void hddBlocking(const Build &b, const Analyses &, QList<Finding> &out)
{
    // STO-2, §10.3: only when reads block (no prefetching) and take a real share of the step.
    if (b.workload.asyncLoading || b.gpus.isEmpty() || !readsTrainingData(b.workload))
        return;
    const Counted<Storage> *data = dataDrive(b);
    const int mbs = data ? readSpeedMBs(data->part) : 0;
    if (mbs <= 0)
        return;
    const double perBatch = PerformanceEstimate::batchReadMs(mbs);
    const double perStep = perBatch * b.gpuCount();
    if (perStep < PerformanceEstimate::kBlockingShare * PerformanceEstimate::kComputeMsPerBatch)
        return;
    const double speed
        = PerformanceEstimate::kComputeMsPerBatch / (PerformanceEstimate::kComputeMsPerBatch + perStep);
    out.append({QStringLiteral("STORAGE.BLOCKING_READS"), Severity::Warning,
        Text::tr(
            "Without asynchronous loading, each step waits %1 ms for %n batch(es) of 32 images from the data "
            "drive %2 (%3 MB/s) against about %4 ms of compute: the GPUs run at about %5 % of their speed.",
            nullptr, b.gpuCount())
            .arg(perStep, 0, 'f', 0)
            .arg(data->part.info.name)
            .arg(mbs)
            .arg(PerformanceEstimate::kComputeMsPerBatch, 0, 'f', 0)
            .arg(speed * 100.0, 0, 'f', 0),
        Text::tr("Load data asynchronously (DataLoader workers, prefetching, pinned memory): the reads then "
                 "overlap with the compute. Or keep the dataset on an SSD and mark it as the data drive."),
        QStringLiteral("RULES.md §6 STO-2, §10.3"), {data->part.info.id}, {}});
}

void datasetSpace(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.storage.isEmpty())
        return;
    double total = 0.0;
    double hdd = 0.0;
    for (const auto &s : b.storage) {
        total += s.part.spec.capacity.value() * s.quantity;
        if (s.part.spec.type == StorageType::Hdd)
            hdd += s.part.spec.capacity.value() * s.quantity;
    }
    if (total < b.workload.datasetSize.value()) {
        out.append({QStringLiteral("STORAGE.SPACE"), Severity::Warning,
            Text::tr("%1 GB of storage for a %2 GB dataset.").arg(total).arg(b.workload.datasetSize.value()),
            Text::tr("Add a large hard disk for the datasets."), QStringLiteral("RULES.md §6 STO-4"), {},
            {}});
    } else if (hdd < 3000) {
        out.append({QStringLiteral("STORAGE.SPACE"), Severity::Advice,
            Text::tr("No data disk of 3 TB or more (the build has %1 GB of hard disk).").arg(hdd),
            Text::tr("The guide's setup: a large, slow HDD (≥ 3 TB) for datasets plus an SSD for the rest."),
            QStringLiteral("RULES.md §6 STO-4, §11"), {}, {}});
    }
}

} // namespace rigsmith::core::rules
