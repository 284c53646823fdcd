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

// 3.5" and 2.5" drives against the case's bays: a 3.5" drive needs a 3.5" bay, a 2.5" drive either kind.
// A case recorded with no bay of either kind is as often "not recorded" as "none": only a known count is
// compared, as with M.2 sockets. (32 drives in a case of 8 bays raised no finding.)
void driveBays(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.chassis)
        return;
    const int bays35 = b.chassis->spec.driveBays35;
    const int bays25 = b.chassis->spec.driveBays25;
    if (bays35 + bays25 <= 0)
        return;
    int large = 0;
    int small = 0;
    for (const Counted<Storage> &s : b.storage) {
        const QString form = s.part.spec.formFactor.trimmed();
        if (form.startsWith(u"3.5"))
            large += s.quantity;
        else if (form.startsWith(u"2.5"))
            small += s.quantity;
    }
    if (large <= bays35 && large + small <= bays35 + bays25)
        return;
    out.append({QStringLiteral("STORAGE.DRIVE_BAYS"), Severity::Error,
        Text::tr("%1 has %2 3.5\" and %3 2.5\" drive bays; the build has %4 3.5\" and %5 2.5\" drives.")
            .arg(b.chassis->info.name)
            .arg(bays35)
            .arg(bays25)
            .arg(large)
            .arg(small),
        Text::tr(
            "Use fewer or larger drives, NVMe drives in the board's M.2 sockets, or a case with more bays."),
        QStringLiteral("RULES.md §9"), {b.chassis->info.id}, {}});
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
        {"STORAGE.DRIVE_BAYS", "storage", "RULES.md §9", Severity::Error, Severity::Error, Rule::Parts,
            driveBays},
        {"STORAGE.SPACE", "storage", "RULES.md §6 STO-4", Severity::Warning, Severity::Advice, Rule::Parts,
            datasetSpace},
    };
}

} // namespace rigsmith::core::rules
