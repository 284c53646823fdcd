// SPDX-License-Identifier: GPL-3.0-or-later
// Whether the board and CPU carry the GPUs (RULES.md §5.1 PCIE-1, PCIE-4, §8 MB-1..MB-4): slots that
// fit, at least x4 electrically for every card, x8 each at four cards, and room for planned GPUs.
#include "core/model/layoutconfidence.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// The openings the build's narrowest card takes; 2 (the guide's budget, MB-2) without cards.
int cardWidth(const Build &b)
{
    int width = 0;
    for (const GpuPlacement &g : b.gpus) {
        const int w = int(std::ceil(g.gpu.spec.slotWidth.value() - 1e-9));
        width = width == 0 ? w : std::min(width, w);
    }
    return std::max(1, width == 0 ? 2 : width);
}

QString slotList(const QList<int> &slots)
{
    QStringList s;
    for (int p : slots)
        s.append(QString::number(p));
    return s.join(QStringLiteral(", "));
}

// A free x16-size slot that gives the card in `from` x4 or more without starving another card.
std::optional<std::pair<int, int>> betterSlot(const Build &b, int from)
{
    QList<int> others;
    for (const GpuPlacement &g : b.gpus) {
        if (g.slot != from)
            others.append(g.slot);
    }
    const std::optional<int> cpu = processorLanes(b);
    std::optional<std::pair<int, int>> best;
    for (const PcieSlot &s : b.motherboard->spec.slots) {
        if (s.physicalSize.value() < 16 || b.gpuInSlot(s.position))
            continue;
        QList<int> populated = others;
        populated.append(s.position);
        const QList<int> lanes
            = PcieAllocation::slotLanes(b.motherboard->spec, cpu, populated, GpuCapacity::nvmeDrives(b));
        if (*std::min_element(lanes.cbegin(), lanes.cend()) < GpuCapacity::kMinimumLanes)
            continue;
        if (!best || lanes.last() > best->second)
            best = std::pair {s.position, lanes.last()};
    }
    return best;
}

void pcieSupport(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (!b.motherboard)
        return;
    std::optional<GpuCapacity> capacity;
    for (const PcieAllocation::Link &l : a.pcie.links) {
        const GpuPlacement *g = b.gpuInSlot(l.slot);
        QList<PartId> parts {g->gpu.info.id, b.motherboard->info.id};
        if (l.physicalFit && l.lanes >= GpuCapacity::kMinimumLanes)
            continue;
        if (!capacity)
            capacity = GpuCapacity::of(b, cardWidth(b));
        if (capacity->count < b.gpuCount())
            return; // the board cannot carry this many cards at all: PCIE.BOARD_GPUS says so once
        if (!l.physicalFit) {
            out.append({QStringLiteral("PCIE.SUPPORT"), Severity::Error,
                Text::tr("Slot %1 is a x%2 slot: a x16 card does not fit it.")
                    .arg(l.slot)
                    .arg(b.motherboard->spec.slotAt(l.slot)->physicalSize.value()),
                Text::tr("Place the cards in slots %1.").arg(slotList(capacity->slots)),
                QStringLiteral("RULES.md §8 MB-1, MB-3"), parts, {l.slot}});
            continue;
        }
        if (b.cpu)
            parts.append(b.cpu->info.id);
        QString fix;
        if (const auto move = betterSlot(b, l.slot))
            fix = Text::tr("Move the card to slot %1, where it gets x%2.").arg(move->first).arg(move->second);
        else
            fix = Text::tr("Place the cards in slots %1: each then gets x4 or more.")
                      .arg(slotList(capacity->slots));
        out.append({QStringLiteral("PCIE.SUPPORT"), Severity::Error,
            l.lanes == 0
                ? Text::tr("The GPU in slot %1 gets no PCIe lanes with this CPU and these cards (the "
                           "board's lane split leaves the slot off).")
                      .arg(l.slot)
                : Text::tr("The GPU in slot %1 gets x%2: below x4 a GPU is not supported.")
                      .arg(l.slot)
                      .arg(l.lanes),
            fix, QStringLiteral("RULES.md §5.1 PCIE-1, §8 MB-3, MB-4"), parts, {l.slot}});
    }
}

void boardGpus(const Build &b, const Analyses &a, QList<Finding> &out)
{
    // PCIE-1 / MB-1 / PSU-1: the board and CPU must carry every GPU, those planned later too.
    if (!b.motherboard || (b.gpus.isEmpty() && b.workload.plannedGpus == 0))
        return;
    const bool placedOk = std::all_of(a.pcie.links.cbegin(), a.pcie.links.cend(),
        [](const PcieAllocation::Link &l) { return l.physicalFit && l.lanes >= GpuCapacity::kMinimumLanes; });
    if (placedOk && b.workload.plannedGpus == 0)
        return; // the cheap, common case: no search over arrangements
    const int wanted = b.gpuCount() + b.workload.plannedGpus;
    const GpuCapacity c = GpuCapacity::of(b, cardWidth(b));
    if (c.count >= wanted)
        return;
    QList<PartId> parts {b.motherboard->info.id};
    if (b.cpu)
        parts.append(b.cpu->info.id);
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus)
        slots.append(g.slot);
    const QString message = b.workload.plannedGpus > 0
        ? Text::tr(
            "%1 GPUs are planned (%2 now, %3 later) but %4 carries at most %5 with this CPU (%6 x16-size "
            "slots far enough apart, x4 or more for each card).")
              .arg(wanted)
              .arg(b.gpuCount())
              .arg(b.workload.plannedGpus)
              .arg(b.motherboard->info.name)
              .arg(c.count)
              .arg(c.physical)
        : Text::tr(
            "%1 carries at most %2 GPUs with this CPU (%3 x16-size slots far enough apart, x4 or more for "
            "each card); the build has %4.")
              .arg(b.motherboard->info.name)
              .arg(c.count)
              .arg(c.physical)
              .arg(b.gpuCount());
    const QString board
        = Text::tr("choose a board with %1 x16 slots two openings apart that drives each at x4 or "
                   "more (a workstation board, or one with PCIe switches)")
              .arg(wanted);
    const QString fix = c.count > 0
        ? Text::tr("Use %1 GPUs (slots %2), or %3.").arg(c.count).arg(slotList(c.slots), board)
        : Text::tr("Instead, %1.").arg(board);
    out.append({QStringLiteral("PCIE.BOARD_GPUS"), Severity::Error, message, fix,
        QStringLiteral("RULES.md §5.1 PCIE-1, §8 MB-1, MB-2, MB-3, MB-4, §7 PSU-1"), parts, slots});
}

void pcieLanesForFour(const Build &b, const Analyses &a, QList<Finding> &out)
{
    QList<int> narrow;
    QStringList widths;
    for (const PcieAllocation::Link &l : a.pcie.links) {
        // Behind the chipset a card gets its share of the chipset's one link to the CPU.
        const bool shared = l.source == LaneSource::Chipset && l.effectiveLanes < l.lanes;
        const int width = shared ? l.effectiveLanes : l.lanes;
        if (l.lanes >= GpuCapacity::kMinimumLanes && width < 8) {
            narrow.append(l.slot);
            widths.append(shared
                    ? Text::tr("slot %1 at x%2 (its share of the chipset link)").arg(l.slot).arg(width)
                    : Text::tr("slot %1 at x%2").arg(l.slot).arg(width));
        }
    }
    if (narrow.isEmpty())
        return;
    const bool four = b.gpus.size() >= 4;
    QString fix;
    if (!four) {
        fix = Text::tr("No change needed; do not pay extra for lanes.");
    } else if (b.motherboard) {
        const GpuCapacity c = GpuCapacity::of(b, cardWidth(b));
        const QList<int> lanes = c.slots.isEmpty()
            ? QList<int> {}
            : PcieAllocation::slotLanes(
                b.motherboard->spec, processorLanes(b), c.slots, GpuCapacity::nvmeDrives(b));
        if (c.count >= b.gpuCount() && !lanes.isEmpty()
            && *std::min_element(lanes.cbegin(), lanes.cend()) >= 8)
            fix = Text::tr("Place the cards in slots %1: each then gets x8 or more.").arg(slotList(c.slots));
        else
            fix = Text::tr(
                "This board and CPU cannot give four cards x8 each: a board with the x8/x8/x8/x8 split "
                "or PCIe switches, or a CPU with more lanes, would.");
    } else {
        fix = Text::tr("Use slots with x8 or more, or a platform with more CPU lanes.");
    }
    out.append({QStringLiteral("PCIE.LANES_PER_GPU"), four ? Severity::Warning : Severity::Advice,
        four ? Text::tr("With 4 GPUs each should get x8 (32 lanes in all); %1.")
                   .arg(widths.join(QStringLiteral(", ")))
             : Text::tr("%1: with 1–3 GPUs lanes barely matter (x4 → x16 gains about 3 %, nothing with "
                        "pinned-memory loading).")
                   .arg(widths.join(QStringLiteral(", "))),
        fix, QStringLiteral("RULES.md §5.1 PCIE-3, PCIE-4, §10.7"), {}, narrow});
}

// A board a source shows with PCIe switches, but with no source for which slots they feed: the
// lanes each card gets cannot be checked, so they are named as unknown instead of being counted as
// if the switches were not there (which gives a workstation board a false "too few lanes" error).
void switchWiring(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.motherboard || !b.motherboard->spec.switchWiringUnknown()
        || (b.gpus.isEmpty() && b.workload.plannedGpus == 0))
        return;
    QStringList chips;
    for (const PcieSwitch &sw : b.motherboard->spec.switches) {
        if (!chips.contains(sw.chip))
            chips.append(sw.chip);
    }
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus)
        slots.append(g.slot);
    out.append({QStringLiteral("PCIE.SWITCH_WIRING"), Severity::Warning,
        Text::tr("%1 has %n PCIe switch(es) (%2), but no source gives which slots they feed: the lanes each "
                 "GPU gets cannot be checked (the estimates assume each card gets its slot's full width).",
            nullptr, int(b.motherboard->spec.switches.size()))
            .arg(b.motherboard->info.name, chips.join(QStringLiteral(", "))),
        Text::tr("Check the slot table in the board's manual for this CPU and these slots before you buy (x8 "
                 "or more per GPU at four GPUs)."),
        QStringLiteral("RULES.md §5.1 PCIE-1, PCIE-4, §8 MB-3"), {b.motherboard->info.id}, slots});
}

// The chipset's slots all reach the CPU through one link (DMI on Intel, a PCIe x4 link on AMD);
// two or more GPUs behind it share that link, whatever width each slot has.
void chipsetUplink(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (!b.motherboard || b.motherboard->spec.chipsetUplinkLanes <= 0)
        return;
    QList<int> slots;
    int lanes = 0;
    int share = 16;
    for (const PcieAllocation::Link &l : a.pcie.links) {
        if (l.source != LaneSource::Chipset || l.switchId > 0 || l.lanes <= 0)
            continue;
        slots.append(l.slot);
        lanes += l.lanes;
        share = std::min(share, l.effectiveLanes);
    }
    const int uplink = b.motherboard->spec.chipsetUplinkLanes;
    if (slots.size() < 2 || lanes <= uplink)
        return;
    const bool serious = share < GpuCapacity::kMinimumLanes || b.gpus.size() >= 4;
    QList<PartId> parts {b.motherboard->info.id};
    out.append({QStringLiteral("PCIE.CHIPSET_UPLINK"), serious ? Severity::Warning : Severity::Advice,
        Text::tr("The GPUs in slots %1 sit behind the %2 chipset, whose one link to the CPU is x%3: together "
                 "they get x%3, about x%4 each while they transfer at once (their slots add up to x%5). The "
                 "throughput estimate counts the shared link.")
            .arg(slotList(slots), b.motherboard->spec.chipset)
            .arg(uplink)
            .arg(share)
            .arg(lanes),
        Text::tr("Put the GPUs in CPU-fed slots, or keep one GPU at most behind the chipset."),
        QStringLiteral("RULES.md §5.1 PCIE-1, PCIE-4"), parts, slots});
}

// Two or more GPUs on a board whose slot positions no source gives. A derived layout places
// x16 openings two apart, which many real boards do not, so "no collision" there proves nothing: the
// build always carries this finding, whatever the other spacing rules say.
void unverifiedPositions(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.motherboard || b.motherboard->spec.layoutCorrected
        || b.motherboard->spec.layoutConfidence == LayoutConfidence::Positions)
        return;
    const int wanted = b.gpuCount() + b.workload.plannedGpus;
    if (wanted < 2)
        return;
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus)
        slots.append(g.slot);
    out.append({QStringLiteral("PCIE.POSITIONS_UNVERIFIED"), Severity::Warning,
        Text::tr("No source gives the slot positions of %1 (%2): the spacing between the %3 GPUs and the "
                 "number of usable x16 openings could not be confirmed.")
            .arg(b.motherboard->info.name, layoutConfidenceNote(b.motherboard->spec))
            .arg(wanted),
        Text::tr("Check the slot positions in the board's manual before you buy (and correct the layout: "
                 "\"Correct slot layout…\"), or choose a board whose slot positions a source confirms."),
        QStringLiteral("RULES.md §8 MB-1, MB-2"), {b.motherboard->info.id}, slots});
}

// An NVMe drive beyond the board's own-lane M.2 sockets goes into a socket that takes a slot's lanes (the
// manual's lane-sharing table, db/curated/board_topology.csv): with a GPU in that slot, the card runs
// narrower or not at all. Named per socket and slot with the source, whatever the lane findings say.
void m2SharesGpuSlot(const Build &b, const Analyses &a, QList<Finding> &out)
{
    if (!b.motherboard)
        return;
    for (const M2Sharing &m2 : b.motherboard->spec.m2Sharing) {
        const GpuPlacement *g = b.gpuInSlot(m2.slot);
        if (!g || !a.pcie.m2SocketsUsed.contains(m2.socket))
            continue;
        const QString effect = m2.slotLanes == 0 ? Text::tr("the slot is then off")
                                                 : Text::tr("the slot then runs at x%1").arg(m2.slotLanes);
        const QString source = m2.source.isEmpty() ? Text::tr("the board's lane-sharing table") : m2.source;
        out.append({QStringLiteral("PCIE.M2_SHARES_SLOT"), Severity::Warning,
            Text::tr(
                "The build's %n NVMe drive(s) fill %1's own M.2 sockets, so one goes into %2, which shares "
                "its lanes with slot %3, where %4 sits: %5 (%6).",
                nullptr, GpuCapacity::nvmeDrives(b))
                .arg(b.motherboard->info.name, m2.socket)
                .arg(m2.slot)
                .arg(g->gpu.info.name, effect, source),
            Text::tr(
                "Use fewer NVMe drives (a SATA drive or a larger NVMe drive instead), or move the card to a "
                "slot that does not share its lanes with %1.")
                .arg(m2.socket),
            QStringLiteral("RULES.md §5.1 PCIE-1, §8 MB-1"), {b.motherboard->info.id, g->gpu.info.id},
            {m2.slot}});
    }
}

} // namespace

QList<Rule> pcieRules()
{
    return {
        {"PCIE.SUPPORT", "pcie", "RULES.md §5.1 PCIE-1, §8 MB-1, MB-3, MB-4", Severity::Error,
            Severity::Error, Rule::Lanes, pcieSupport},
        {"PCIE.LANES_PER_GPU", "pcie", "RULES.md §5.1 PCIE-3, PCIE-4, §10.7", Severity::Warning,
            Severity::Advice, Rule::Lanes, pcieLanesForFour},
        {"PCIE.BOARD_GPUS", "pcie", "RULES.md §5.1 PCIE-1, §8 MB-1, MB-2, MB-3, MB-4, §7 PSU-1",
            Severity::Error, Severity::Error, Rule::Lanes | Rule::Positions, boardGpus},
        {"PCIE.SWITCH_WIRING", "pcie", "RULES.md §5.1 PCIE-1, PCIE-4, §8 MB-3", Severity::Warning,
            Severity::Warning, Rule::Lanes, switchWiring},
        {"PCIE.POSITIONS_UNVERIFIED", "pcie", "RULES.md §8 MB-1, MB-2", Severity::Warning, Severity::Warning,
            Rule::Parts, unverifiedPositions},
        {"PCIE.CHIPSET_UPLINK", "pcie", "RULES.md §5.1 PCIE-1, PCIE-4", Severity::Warning, Severity::Advice,
            Rule::Lanes, chipsetUplink},
        {"PCIE.M2_SHARES_SLOT", "pcie", "RULES.md §5.1 PCIE-1, §8 MB-1", Severity::Warning, Severity::Warning,
            Rule::Lanes, m2SharesGpuSlot},
    };
}

} // namespace rigsmith::core::rules
