// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/buildparts.h"

#include <QCoreApplication>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PartSpecs)
};

} // namespace

QString keySpecs(const Case &part)
{
    return Text::tr("%1 expansion slots, GPUs up to %2 mm")
        .arg(part.spec.expansionSlots)
        .arg(part.spec.maxGpuLength.value());
}

QString keySpecs(const Motherboard &part)
{
    return Text::tr("%1 %2, %n PCIe slot(s)", nullptr, int(part.spec.slots.size()))
        .arg(part.spec.socket, toKey(part.spec.formFactor));
}

QString keySpecs(const Cpu &part)
{
    return Text::tr("%1 cores / %2 threads, %3 W, %4 lanes")
        .arg(part.spec.cores)
        .arg(part.spec.threads)
        .arg(part.spec.tdp.value())
        .arg(part.spec.pcieLanes.value());
}

QString keySpecs(const Cooler &part)
{
    return part.spec.waterCooled ? Text::tr("liquid") : Text::tr("air");
}

QString keySpecs(const Psu &part)
{
    return Text::tr("%1 W %2").arg(part.spec.wattage.value()).arg(displayName(part.spec.efficiency));
}

QString keySpecs(const Gpu &part)
{
    return Text::tr("%1 GB, %2 W, %3 slots, %4")
        .arg(part.spec.memory.value())
        .arg(part.spec.tdp.value())
        .arg(part.spec.slotWidth.value())
        .arg(displayName(part.spec.cooler));
}

QString keySpecs(const Memory &part)
{
    return Text::tr("%1 × %2 GB %3")
        .arg(part.spec.modules)
        .arg(part.spec.moduleSize.value())
        .arg(toKey(part.spec.type));
}

QString keySpecs(const Storage &part)
{
    return Text::tr("%1 GB %2").arg(part.spec.capacity.value()).arg(toKey(part.spec.type));
}

} // namespace rigsmith::core
