// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutderivation.h"

#include <QStringList>

#include <algorithm>

namespace rigsmith::db {

using namespace rigsmith::core;

QList<ListedSlot> parseSlotList(const QString &text)
{
    QList<ListedSlot> out;
    for (const QString &item : text.split(u' ', Qt::SkipEmptyParts)) {
        const QStringList parts = item.split(u'@');
        bool ok = false;
        const int lanes = parts.value(0).toInt(&ok);
        if (!ok || lanes < 1)
            continue;
        out.append({std::clamp(lanes, 1, 16), std::clamp(parts.value(1, QStringLiteral("3")).toInt(), 1, 6)});
    }
    return out;
}

bool isWorkstationSocket(const QString &socket)
{
    static const QStringList sockets {QStringLiteral("TR4"), QStringLiteral("sTR4"), QStringLiteral("sTRX4"),
        QStringLiteral("sTR5"), QStringLiteral("sWRX8"), QStringLiteral("LGA 2066"),
        QStringLiteral("LGA 2011-3"), QStringLiteral("LGA 2011"), QStringLiteral("LGA 4677")};
    return sockets.contains(socket);
}

QList<PcieSlot> deriveLayout(const QList<ListedSlot> &listed, FormFactor formFactor, const QString &socket)
{
    const int openings = expansionSlotsOf(formFactor);
    QList<ListedSlot> big;
    QList<ListedSlot> small;
    for (const ListedSlot &s : listed)
        (s.lanes >= 16 ? big : small).append(s);
    // Two openings per x16 slot when they fit, one otherwise.
    const int step = (big.size() - 1) * 2 + 1 <= openings ? 2 : 1;
    QList<PcieSlot> slots;
    int position = 1;
    const bool workstation = isWorkstationSocket(socket);
    for (qsizetype i = 0; i < big.size() && position <= openings; ++i, position += step) {
        PcieSlot s;
        s.position = position;
        s.physicalSize = Lanes(16);
        s.generation = big[i].generation;
        if (i == 0 || workstation) {
            s.source = LaneSource::Cpu;
            s.maxLanes = Lanes(workstation && i % 2 == 1 ? 8 : 16);
        } else {
            s.source = LaneSource::Chipset;
            s.maxLanes = Lanes(4);
        }
        slots.append(s);
    }
    // Small slots take the free openings from the top.
    for (const ListedSlot &l : small) {
        int free = 1;
        while (free <= openings && std::any_of(slots.cbegin(), slots.cend(), [free](const PcieSlot &s) {
            return s.position == free;
        }))
            ++free;
        if (free > openings)
            break;
        PcieSlot s;
        s.position = free;
        s.physicalSize = Lanes(l.lanes >= 8 ? 8 : l.lanes >= 4 ? 4 : 1);
        s.maxLanes = s.physicalSize;
        s.source = LaneSource::Chipset;
        s.generation = l.generation;
        slots.append(s);
    }
    std::sort(slots.begin(), slots.end(),
        [](const PcieSlot &a, const PcieSlot &b) { return a.position < b.position; });
    return slots;
}

} // namespace rigsmith::db
