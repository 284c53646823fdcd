// SPDX-License-Identifier: GPL-3.0-or-later
// Storage: SSD, M.2 sockets, blocking reads, dataset space (RULES.md §6 STO-2/3/4, §12).
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

} // namespace

QList<Rule> storageRules()
{
    return {
        {"STORAGE.NO_SSD", "storage", "RULES.md §6 STO-3", Severity::Warning, Severity::Warning, Rule::Parts,
            noSsd},
        {"STORAGE.BLOCKING_READS", "storage", "RULES.md §6 STO-2, §10.3", Severity::Warning,
            Severity::Warning, Rule::Parts, hddBlocking},
        {"STORAGE.M2_SOCKETS", "storage", "RULES.md §12", Severity::Warning, Severity::Warning, Rule::Parts,
            m2Sockets},
        {"STORAGE.SPACE", "storage", "RULES.md §6 STO-4", Severity::Warning, Severity::Advice, Rule::Parts,
            datasetSpace},
    };
}

} // namespace rigsmith::core::rules
