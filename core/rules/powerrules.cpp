// SPDX-License-Identifier: GPL-3.0-or-later
// PSU size, connectors and efficiency (RULES.md §7 PSU-2, PSU-3, PSU-4, §10.1).
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// "4 × 250 W GPUs + CPU 253 W (PL2)", or the GPUs one by one when they differ; the CPU's figure says
// which limit it is.
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
    return b.cpu ? Text::tr("%1 + CPU %2").arg(gpus, PowerBudget::cpuPowerText(b, p)) : gpus;
}

QList<PartId> powerParts(const Build &b)
{
    QList<PartId> ids;
    if (b.psu)
        ids.append(b.psu->info.id);
    return ids;
}

// The size to buy. An older (pre-ATX 3) unit must also carry the GPUs' spikes: name the size that
// passes POWER.TRANSIENTS too, so following this fix never trips that rule.
QString sizeFix(const Build &b, const PowerBudget &p)
{
    const bool older = b.psu && b.psu->spec.atxVersion < 3;
    if (older && p.recommendedPreAtx3 > p.recommended) {
        return Text::tr(
            "Choose an ATX 3.x PSU of at least %1 W (the guide's ×1.1 margin, plus ×1.1 for safety), "
            "or an older unit of at least %2 W (it must also carry the GPUs' spikes).")
            .arg(p.recommended.value())
            .arg(p.recommendedPreAtx3.value());
    }
    return Text::tr("Choose a PSU of at least %1 W (the guide's ×1.1 margin, plus ×1.1 for safety).")
        .arg(p.recommended.value());
}

void psuHeadroom(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const PowerBudget &p = a.power;
    if (!p.psu || p.load.value() == 0)
        return;
    const QString section = QStringLiteral("RULES.md §7 PSU-2, §10.1");
    if (*p.psu < p.minimum) {
        QString fix = sizeFix(b, p);
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
            sizeFix(b, p), section, powerParts(b), {}});
    }
}

void makerPsu(const Build &b, const Analyses &a, QList<Finding> &out)
{
    // The card maker's figure assumes a typical system around one card; below it is at least a
    // warning, whatever the guide's arithmetic says (the makers size for their cards' spikes).
    const PowerBudget &p = a.power;
    if (!p.psu || !p.makerPsu || *p.psu >= *p.makerPsu)
        return;
    QList<PartId> parts = powerParts(b);
    for (const GpuPlacement &g : b.gpus) {
        if (g.gpu.spec.recommendedPsu && !parts.contains(g.gpu.info.id))
            parts.append(g.gpu.info.id);
    }
    const QString vendor = p.makerVendor.isEmpty() ? Text::tr("the card's maker") : p.makerVendor;
    const int others = int(b.gpus.size()) - 1;
    out.append({QStringLiteral("POWER.MAKER_PSU"), Severity::Warning,
        others == 0 ? Text::tr("PSU %1 W is below the %2 W PSU %3 recommends for a system with a %4.")
                          .arg(p.psu->value())
                          .arg(p.makerPsu->value())
                          .arg(vendor, p.makerCard)
                    : Text::tr("PSU %1 W is below %2 W: the %3 W PSU %4 recommends for a system with one "
                               "%5, plus %6 W for the other %n card(s).",
                        nullptr, others)
                          .arg(p.psu->value())
                          .arg(p.makerPsu->value())
                          .arg(p.makerFigure.value())
                          .arg(vendor, p.makerCard)
                          .arg((*p.makerPsu - p.makerFigure).value()),
        Text::tr("Choose a PSU of at least %1 W.").arg(std::max(p.makerPsu->value(), p.recommended.value())),
        Text::tr("beyond the guide (the card maker's recommended system power)"), parts, {}});
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

void epsCables(const Build &b, const Analyses &a, QList<Finding> &out)
{
    // Workstation and data-centre cards (RTX A6000, A100 PCIe, ...) take 8-pin EPS12V (CPU) cables,
    // which PCIe cables do not fit; the board's CPU input needs one as well.
    const PowerBudget &p = a.power;
    if (!b.psu || p.epsNeeded == 0 || p.epsAvailable >= p.epsNeeded)
        return;
    QList<int> slots;
    QList<PartId> parts {b.psu->info.id};
    for (const GpuPlacement &g : b.gpus) {
        if (g.gpu.spec.connectors.eps8 > 0) {
            slots.append(g.slot);
            if (!parts.contains(g.gpu.info.id))
                parts.append(g.gpu.info.id);
        }
    }
    const bool unknown = p.epsAvailable == 0; // the catalog has no EPS count for most PSUs
    out.append({QStringLiteral("POWER.EPS_CABLES"), unknown ? Severity::Warning : Severity::Error,
        unknown
            ? Text::tr("The GPUs take %1 EPS (CPU) 8-pin cables and the CPU one more: %2 in all; the catalog "
                       "does not say how many %3 has.")
                  .arg(p.epsNeeded - 1)
                  .arg(p.epsNeeded)
                  .arg(b.psu->info.name)
            : Text::tr("The GPUs take %1 EPS (CPU) 8-pin cables and the CPU one more: %2 in all; %3 has %4.")
                  .arg(p.epsNeeded - 1)
                  .arg(p.epsNeeded)
                  .arg(b.psu->info.name)
                  .arg(p.epsAvailable),
        Text::tr("Choose a PSU with at least %1 EPS 8-pin cables (PCIe cables do not fit these cards).")
            .arg(p.epsNeeded),
        QStringLiteral("RULES.md §7 PSU-3"), parts, slots});
}

void psuEfficiency(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.psu || b.gpus.size() < 2 || b.psu->spec.efficiency >= EfficiencyTier::Gold)
        return;
    out.append({QStringLiteral("POWER.EFFICIENCY"), Severity::Warning,
        Text::tr("%1 GPUs on a PSU rated %2: long runs waste power as heat.")
            .arg(b.gpus.size())
            .arg(displayName(b.psu->spec.efficiency)),
        Text::tr("Choose an 80 PLUS Gold or Platinum PSU for a multi-GPU build."),
        QStringLiteral("RULES.md §7 PSU-4"), powerParts(b), {}});
}

} // namespace

QList<Rule> powerRules()
{
    return {
        {"POWER.PSU_HEADROOM", "power", "RULES.md §7 PSU-2, §10.1", Severity::Error, Severity::Warning,
            Rule::Parts, psuHeadroom},
        {"POWER.MAKER_PSU", "power", "beyond the guide: the card maker's recommended system power",
            Severity::Warning, Severity::Warning, Rule::Parts, makerPsu},
        {"POWER.CONNECTORS", "power", "RULES.md §7 PSU-3", Severity::Error, Severity::Error, Rule::Parts,
            psuConnectors},
        {"POWER.EFFICIENCY", "power", "RULES.md §7 PSU-4", Severity::Warning, Severity::Warning, Rule::Parts,
            psuEfficiency},
        {"POWER.EPS_CABLES", "power", "RULES.md §7 PSU-3", Severity::Error, Severity::Warning, Rule::Parts,
            epsCables},
    };
}

} // namespace rigsmith::core::rules
