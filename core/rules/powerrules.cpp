// SPDX-License-Identifier: GPL-3.0-or-later
// PSU size, connectors and efficiency (RULES.md §7 PSU-2, PSU-3, PSU-4, §10.1).
#include "ruleengine.h"

#include <QCoreApplication>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// "4 × 250 W GPUs + 150 W CPU", or the GPUs one by one when they differ.
QString loadText(const Build &b, const PowerBudget &p)
{
    QString gpus;
    const bool same = std::all_of(b.gpus.cbegin(), b.gpus.cend(),
        [&b](const GpuPlacement &g) { return g.gpu.spec.tdp == b.gpus.first().gpu.spec.tdp; });
    if (b.gpus.isEmpty())
        gpus = Text::tr("no GPU");
    else if (same)
        gpus = Text::tr("%1 × %2 W GPUs").arg(b.gpus.size()).arg(b.gpus.first().gpu.spec.tdp.value());
    else
        gpus = Text::tr("%1 W of GPUs").arg(p.gpuTdp.value());
    return b.cpu ? Text::tr("%1 + %2 W CPU").arg(gpus).arg(p.cpuTdp.value()) : gpus;
}

QList<PartId> powerParts(const Build &b)
{
    QList<PartId> ids;
    if (b.psu)
        ids.append(b.psu->info.id);
    return ids;
}

} // namespace

void psuHeadroom(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const PowerBudget &p = a.power;
    if (!p.psu || p.load.value() == 0)
        return;
    const QString section = QStringLiteral("RULES.md §7 PSU-2, §10.1");
    if (*p.psu < p.minimum) {
        QString fix
            = Text::tr("Choose a PSU of at least %1 W (the guide's ×1.1 margin, plus ×1.1 for safety).")
                  .arg(p.recommended.value());
        if (const auto cap = powerLimitToPass(b, a)) {
            fix += u' '
                + Text::tr("Or cap each GPU at %1 W (nvidia-smi -pl %1): about %2 % less throughput.")
                      .arg(cap->perGpu.value())
                      .arg(cap->throughputLoss * 100.0, 0, 'f', 1);
        }
        out.append({QStringLiteral("POWER.PSU_HEADROOM"), Severity::Error,
            Text::tr("PSU %1 W is below the %2 W minimum for %3.")
                .arg(p.psu->value())
                .arg(p.minimum.value())
                .arg(loadText(b, p)),
            fix, section, powerParts(b), {}});
    } else if (*p.psu < p.comfortable) {
        out.append({QStringLiteral("POWER.PSU_HEADROOM"), Severity::Warning,
            Text::tr("PSU %1 W covers the %2 W minimum for %3 but not the %4 W the guide recommends.")
                .arg(p.psu->value())
                .arg(p.minimum.value())
                .arg(loadText(b, p))
                .arg(p.comfortable.value()),
            Text::tr("Choose a %1 W PSU for headroom for spikes and future GPUs.").arg(p.recommended.value()),
            section, powerParts(b), {}});
    }
}

void psuConnectors(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const PowerBudget &p = a.power;
    if (!p.psu || p.connectorShortfall == 0)
        return;
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus)
        slots.append(g.slot);
    // Only the kinds of input that occur are named ("4 12VHPWR", not "0 PCIe 8-pin and 4 12VHPWR").
    const auto connectors = [](int eightPin, int twelveVhpwr) {
        if (eightPin > 0 && twelveVhpwr > 0)
            return Text::tr("%1 PCIe 8-pin and %2 12VHPWR").arg(eightPin).arg(twelveVhpwr);
        if (twelveVhpwr > 0)
            return Text::tr("%1 12VHPWR").arg(twelveVhpwr);
        return Text::tr("%1 PCIe 8-pin").arg(eightPin);
    };
    out.append({QStringLiteral("POWER.CONNECTORS"), Severity::Error,
        Text::tr("The GPUs need %1 inputs; the PSU has %2 cables: %n 8-pin cable(s) short (a 12VHPWR "
                 "adapter takes 3–4).",
            nullptr, p.connectorShortfall)
            .arg(connectors(p.eightPinNeeded, p.twelveVhpwrNeeded),
                connectors(p.eightPinAvailable, p.twelveVhpwrAvailable)),
        Text::tr("Choose a PSU with at least %1 more PCIe cables, or native 12VHPWR cables.")
            .arg(p.connectorShortfall),
        QStringLiteral("RULES.md §7 PSU-3"), powerParts(b), slots});
}

void psuEfficiency(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.psu || b.gpus.size() < 2 || b.psu->spec.efficiency >= EfficiencyTier::Gold)
        return;
    out.append({QStringLiteral("POWER.EFFICIENCY"), Severity::Warning,
        Text::tr("%1 GPUs on a PSU rated %2: long runs waste power as heat.")
            .arg(b.gpus.size())
            .arg(toKey(b.psu->spec.efficiency)),
        Text::tr("Choose an 80 PLUS Gold or Platinum PSU for a multi-GPU build."),
        QStringLiteral("RULES.md §7 PSU-4"), powerParts(b), {}});
}

} // namespace rigsmith::core::rules
