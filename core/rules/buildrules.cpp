// SPDX-License-Identifier: GPL-3.0-or-later
// Completeness and GPU count (RULES.md §1 GPU-1, §5.1 PCIE-5, §8 MB-1).
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

void missingParts(const Build &b, const Analyses &, QList<Finding> &out)
{
    QStringList missing;
    const auto need = [&missing](bool present, PartKind kind) {
        if (!present)
            missing.append(displayName(kind));
    };
    need(b.chassis.has_value(), PartKind::Case);
    need(b.motherboard.has_value(), PartKind::Motherboard);
    need(b.cpu.has_value(), PartKind::Cpu);
    need(b.cooler.has_value(), PartKind::Cooler);
    need(b.psu.has_value(), PartKind::Psu);
    need(!b.memory.isEmpty(), PartKind::Memory);
    need(!b.storage.isEmpty(), PartKind::Storage);
    if (missing.isEmpty())
        return;
    out.append({QStringLiteral("BUILD.MISSING_PARTS"), Severity::Advice,
        Text::tr("Not chosen yet: %1. Checks that need them are skipped.")
            .arg(missing.join(QStringLiteral(", "))),
        Text::tr("Add the missing parts from the parts browser."), QStringLiteral("RULES.md §12"), {}, {}});
}

void noGpu(const Build &b, const Analyses &, QList<Finding> &out)
{
    // Only once the platform is chosen: an empty build gets advice, not an error.
    if (!b.gpus.isEmpty() || !b.motherboard || !b.cpu)
        return;
    out.append({QStringLiteral("GPU.NONE"), Severity::Error,
        Text::tr("The build has no GPU; deep learning without one is too slow to be practical."),
        Text::tr("Place at least one GPU in a x16 slot."), QStringLiteral("RULES.md §1 GPU-1"), {}, {}});
}

void tooManyGpus(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.gpus.size() <= 4)
        return;
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus)
        slots.append(g.slot);
    out.append({QStringLiteral("GPU.MORE_THAN_FOUR"), Severity::Warning,
        Text::tr("%1 GPUs: desktop boards and the guide stop at 4 per system.").arg(b.gpus.size()),
        Text::tr("Keep 4 GPUs per machine; put further GPUs in a second machine."),
        QStringLiteral("RULES.md §5.1 PCIE-5, §8 MB-1"), {}, slots});
}

} // namespace

QList<Rule> buildRules()
{
    return {
        {"BUILD.MISSING_PARTS", "build", "RULES.md §12", Severity::Advice, Severity::Advice, Rule::Parts,
            missingParts},
        {"GPU.NONE", "build", "RULES.md §1 GPU-1", Severity::Error, Severity::Error, Rule::Parts, noGpu},
        {"GPU.MORE_THAN_FOUR", "build", "RULES.md §5.1 PCIE-5, §8 MB-1", Severity::Warning, Severity::Warning,
            Rule::Parts, tooManyGpus},
    };
}

} // namespace rigsmith::core::rules
