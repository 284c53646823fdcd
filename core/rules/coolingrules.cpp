// SPDX-License-Identifier: GPL-3.0-or-later
// GPU spacing and cooler types (RULES.md §3 COOL-5, COOL-6).
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

bool airCooled(const GpuSpec &g)
{
    return g.cooler == CoolerType::OpenAir || g.cooler == CoolerType::Blower
        || g.cooler == CoolerType::Passive;
}

void adjacentOpenAir(const Build &b, const Analyses &a, QList<Finding> &out)
{
    // One finding per stack: cards that sit one against the next with an open-air card among each
    // pair are one problem (four stacked cards are one stack, not three pairs).
    QList<const GpuPlacement *> stack;
    const auto flush = [&] {
        if (stack.size() >= 2) {
            QStringList slots;
            QList<PartId> parts;
            QList<int> numbers;
            for (const GpuPlacement *g : std::as_const(stack)) {
                slots.append(QString::number(g->slot));
                numbers.append(g->slot);
                if (!parts.contains(g->gpu.info.id))
                    parts.append(g->gpu.info.id);
            }
            const QString last = slots.takeLast();
            out.append({QStringLiteral("COOLING.ADJACENT_OPEN_AIR"), Severity::Warning,
                Text::tr("Open-air cards in slots %1 and %2 sit with no free slot between them: expect about "
                         "30% lower speed and shorter life.")
                    .arg(slots.join(QStringLiteral(", ")), last),
                Text::tr("Use blower cards for adjacent slots, leave a free slot between the cards, or "
                         "water-cool them."),
                QStringLiteral("RULES.md §3 COOL-5"), parts, numbers});
        }
        stack.clear();
    };
    for (qsizetype i = 0; i + 1 < b.gpus.size(); ++i) {
        const GpuPlacement &upper = b.gpus[i];
        const GpuPlacement &lower = b.gpus[i + 1];
        const bool touching = a.layout.touchingNext(upper.slot);
        // Spaced cards are fine; colliding ones are FIT.GPU_COLLISION's.
        if (!touching
            || (upper.gpu.spec.cooler != CoolerType::OpenAir
                && lower.gpu.spec.cooler != CoolerType::OpenAir)) {
            flush();
            continue;
        }
        if (stack.isEmpty())
            stack.append(&upper);
        stack.append(&lower);
    }
    flush();
}

void manyOpenAir(const Build &b, const Analyses &, QList<Finding> &out)
{
    int air = 0;
    QList<int> openAir;
    QList<PartId> parts;
    for (const GpuPlacement &g : b.gpus) {
        if (airCooled(g.gpu.spec))
            ++air;
        if (g.gpu.spec.cooler == CoolerType::OpenAir) {
            openAir.append(g.slot);
            parts.append(g.gpu.info.id);
        }
    }
    if (air < 3 || openAir.isEmpty())
        return;
    out.append({QStringLiteral("COOLING.MANY_OPEN_AIR"), Severity::Warning,
        Text::tr("%1 air-cooled GPUs, %2 of them open-air: with 3–4 GPUs on air, open-air coolers heat each "
                 "other into throttling.")
            .arg(air)
            .arg(openAir.size()),
        Text::tr("Use blower-style cards, or water cooling, for 3 or more GPUs."),
        QStringLiteral("RULES.md §3 COOL-6"), parts, openAir});
}

void waterCooling(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (a.thermal.waterCooledGpus == 0)
        return;
    const int n = int(b.gpus.size());
    const bool unneeded = n == 1 || (n == 2 && !a.layout.adjacentToNext(b.gpus.first().slot));
    const QString cost = a.thermal.waterCoolingCost->toString();
    out.append({QStringLiteral("COOLING.WATER"), Severity::Advice,
        unneeded
            ? Text::tr("Water cooling costs about %1 for the water-cooled GPUs (%2) and a few hours of "
                       "assembly; for one GPU, or two with space between them, air cooling does as well.")
                  .arg(cost)
                  .arg(a.thermal.waterCooledGpus)
            : Text::tr("Water cooling costs about %1 for the water-cooled GPUs (%2: $100 each + $50) and a "
                       "few hours of assembly; it keeps even the hottest cards cool and quiet.")
                  .arg(cost)
                  .arg(a.thermal.waterCooledGpus),
        unneeded ? Text::tr("Consider air-cooled cards and save the money.")
                 : Text::tr("Prefer all-in-one GPU coolers to a custom loop."),
        QStringLiteral("RULES.md §3 COOL-10, COOL-11, §10.5"), {}, {}});
}

void passiveAirflow(const Build &b, const Analyses &, QList<Finding> &out)
{
    // Passive data-centre cards have no fan: they rely on a server chassis pushing air through their
    // fins (research/parts/datacenter_gpus.csv: "relies on server chassis airflow"). A desktop case
    // does not, so without added forced airflow they overheat.
    for (const GpuPlacement &g : b.gpus) {
        if (g.gpu.spec.cooler != CoolerType::Passive)
            continue;
        QList<PartId> parts {g.gpu.info.id};
        if (b.chassis)
            parts.append(b.chassis->info.id);
        out.append({QStringLiteral("COOLING.PASSIVE_AIRFLOW"), Severity::Warning,
            Text::tr(
                "%1 is passively cooled: it needs air forced through its heat sink, which a desktop case "
                "does not provide, and overheats without it.")
                .arg(g.gpu.info.name),
            Text::tr("Add forced airflow through each card (a fan duct or shroud on its intake, or a chassis "
                     "built "
                     "for passive GPUs), or choose an actively cooled card."),
            QStringLiteral("RULES.md §3 (cooling; data-centre cards)"), parts, {g.slot}});
    }
}

} // namespace

QList<Rule> coolingRules()
{
    return {
        {"COOLING.ADJACENT_OPEN_AIR", "cooling", "RULES.md §3 COOL-5", Severity::Warning, Severity::Warning,
            Rule::Lanes | Rule::Positions, adjacentOpenAir},
        {"COOLING.MANY_OPEN_AIR", "cooling", "RULES.md §3 COOL-6", Severity::Warning, Severity::Warning,
            Rule::Parts, manyOpenAir},
        {"COOLING.WATER", "cooling", "RULES.md §3 COOL-10, COOL-11, §10.5", Severity::Advice,
            Severity::Advice, Rule::Parts, waterCooling},
        {"COOLING.PASSIVE_AIRFLOW", "cooling", "RULES.md §3 (cooling; data-centre cards)", Severity::Warning,
            Severity::Warning, Rule::Parts, passiveAirflow},
    };
}

} // namespace rigsmith::core::rules
