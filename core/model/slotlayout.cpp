// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/slotlayout.h"

#include "core/model/partvalidity.h"

#include <QCoreApplication>
#include <QSet>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LayoutCorrection)
};

bool isConnectorSize(int lanes)
{
    return lanes == 1 || lanes == 4 || lanes == 8 || lanes == 16;
}

bool isLinkWidth(int lanes)
{
    return lanes == 1 || lanes == 2 || lanes == 4 || lanes == 8 || lanes == 16;
}

QSet<int> positionsOf(const QList<PcieSlot> &slots)
{
    QSet<int> out;
    for (const PcieSlot &s : slots)
        out.insert(s.position);
    return out;
}

} // namespace

QList<LayoutProblem> checkSlotLayout(const QList<PcieSlot> &slots)
{
    QList<LayoutProblem> problems;
    if (slots.isEmpty()) {
        problems.append({-1, QStringLiteral("slots"), Text::tr("the board has no slot; add at least one")});
        return problems;
    }
    if (slots.size() > range::kMaxSlots) {
        problems.append({-1, QStringLiteral("slots"),
            Text::tr("%1 slots are more than a board has (at most %2)")
                .arg(slots.size())
                .arg(range::kMaxSlots)});
    }
    const QSet<int> positions = positionsOf(slots);
    QSet<int> seen;
    for (int i = 0; i < slots.size(); ++i) {
        const PcieSlot &s = slots[i];
        const auto add = [&](const char *field, const QString &message) {
            problems.append({i, QString::fromLatin1(field), message});
        };
        if (s.position < range::kSlotPosition.min || s.position > range::kSlotPosition.max) {
            add("position",
                Text::tr("opening %1 is not on a board (openings 1 to %2)")
                    .arg(s.position)
                    .arg(range::kMaxSlots));
        } else if (seen.contains(s.position)) {
            add("position", Text::tr("two slots at opening %1").arg(s.position));
        }
        seen.insert(s.position);
        if (!isConnectorSize(s.physicalSize.value()))
            add("physicalSize",
                Text::tr("no slot has an x%1 connector (x1, x4, x8 or x16)").arg(s.physicalSize.value()));
        if (!isLinkWidth(s.maxLanes.value())) {
            add("maxLanes",
                Text::tr("x%1 is no PCIe link width (x1, x2, x4, x8 or x16)").arg(s.maxLanes.value()));
        } else if (s.maxLanes > s.physicalSize) {
            add("maxLanes",
                Text::tr("%1 lanes do not fit an x%2 connector")
                    .arg(s.maxLanes.value())
                    .arg(s.physicalSize.value()));
        }
        if (s.generation < range::kPcieGeneration.min || s.generation > range::kPcieGeneration.max)
            add("generation", Text::tr("PCIe generation %1 does not exist").arg(s.generation));
        for (int other : s.sharesLanesWith) {
            if (other == s.position)
                add("sharesLanesWith", Text::tr("a slot cannot share lanes with itself"));
            else if (!positions.contains(other))
                add("sharesLanesWith",
                    Text::tr("shares lanes with opening %1, which has no slot").arg(other));
        }
        if (s.sharesLanesWith.isEmpty() && s.lanesWhenShared != 0) {
            add("lanesWhenShared", Text::tr("lanes when shared are set, but the slot shares with no slot"));
        } else if (!s.sharesLanesWith.isEmpty()) {
            if (s.lanesWhenShared > s.maxLanes.value()) {
                add("lanesWhenShared",
                    Text::tr("%1 lanes when shared are more than the slot's own %2")
                        .arg(s.lanesWhenShared)
                        .arg(s.maxLanes.value()));
            } else if (s.lanesWhenShared != 0 && !isLinkWidth(s.lanesWhenShared)) {
                add("lanesWhenShared",
                    Text::tr("x%1 is no PCIe link width (0 for off, x1, x2, x4, x8 or x16)")
                        .arg(s.lanesWhenShared));
            }
        }
    }
    return problems;
}

QString describeProblem(const QList<PcieSlot> &slots, const LayoutProblem &problem)
{
    if (problem.slot < 0 || problem.slot >= slots.size())
        return problem.message;
    return Text::tr("Slot at opening %1: %2").arg(slots[problem.slot].position).arg(problem.message);
}

} // namespace rigsmith::core
