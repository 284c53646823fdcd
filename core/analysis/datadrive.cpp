// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/datadrive.h"

namespace rigsmith::core {

int readSpeedMBs(const Storage &drive)
{
    const StorageSpec &s = drive.spec;
    const bool estimated
        = s.sequentialReadMBs == 0 || drive.info.estimatedFields.contains(u"sequentialReadMBs");
    if (s.type != StorageType::Hdd || s.rpm <= 0 || !estimated)
        return s.sequentialReadMBs;
    return s.rpm >= 7200 ? 210 : 150;
}

const Counted<Storage> *dataDrive(const Build &b)
{
    if (!b.workload.dataDrive.isEmpty()) {
        for (const Counted<Storage> &s : b.storage) {
            if (s.part.info.id.key() == b.workload.dataDrive)
                return &s;
        }
    }
    const Counted<Storage> *fastest = nullptr;
    const Counted<Storage> *largest = nullptr;
    for (const Counted<Storage> &s : b.storage) {
        if (!largest || s.part.spec.capacity > largest->part.spec.capacity)
            largest = &s;
        if (s.part.spec.capacity.value() * s.quantity < b.workload.datasetSize.value())
            continue;
        if (!fastest || readSpeedMBs(s.part) > readSpeedMBs(fastest->part))
            fastest = &s;
    }
    return fastest ? fastest : largest;
}

} // namespace rigsmith::core
