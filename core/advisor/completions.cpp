// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/completions.h"

#include "core/catalog/cpudimmkinds.h"
#include "core/catalog/partfilter.h"
#include "core/model/processorsockets.h"

#include <algorithm>

namespace rigsmith::core::advisor {

void CompletionLists::fill(const Build &b)
{
    const Motherboard &board = *b.motherboard;
    Watts load(b.cpu->spec.tdp.value() * processorCount(b));
    Millimetres longest(0);
    QString placed; // the cards' slots and widths: how many case openings they need
    double cardMemory = 0.0; // the largest card's memory: the least RAM the guide asks for
    for (const GpuPlacement &g : b.gpus) {
        placed += QStringLiteral("%1:%2 ").arg(g.slot).arg(g.gpu.spec.slotWidth.halves());
        load += g.gpu.spec.tdp;
        longest = std::max(longest, g.gpu.spec.length);
        cardMemory = std::max(cardMemory, g.gpu.spec.memory.value());
    }
    // Memory kits are held to the board, to the processor (memory kinds follow it on some sockets)
    // and to the largest card's memory.
    const QString keys[RoleCount]
        = {QStringLiteral("%1/%2/%3").arg(board.info.id.key(), b.cpu->info.id.key()).arg(cardMemory),
            QString(), board.spec.socket, // the processor's socket and a narrow-ILM board's cooler mount
            QStringLiteral("%1/%2/%3").arg(toKey(board.spec.formFactor)).arg(longest.value()).arg(placed),
            QStringLiteral("%1/%2x%3")
                .arg(load.value())
                .arg(b.gpus.size())
                .arg(b.gpus.first().gpu.info.id.key())};
    for (int role = 0; role < RoleCount; ++role) {
        QList<Option> &out = mOptions[role];
        const auto cached = mCache[role].constFind(keys[role]);
        if (cached != mCache[role].cend()) {
            out = *cached;
            continue;
        }
        out.clear();
        const PartKind kind = kindOf(role);
        // Asked once per memory list (lists are kept per board and processor).
        const bool registeredConfirmed = kind == PartKind::Memory && dimmKindConfirmed(b, true);
        const QList<Candidate> &list = mC.of(kind);
        for (int i = 0; i < list.size(); ++i) {
            const Candidate &c = list[i];
            // With the Candidate scope a case without openings for the cards and a PSU without
            // their cables are left out too: they fail FIT.CASE_SLOTS and POWER.CONNECTORS whatever
            // else is chosen.
            if (incompatibility(c.part, b, FitScope::Candidate))
                continue;
            if (kind != PartKind::Memory) {
                out.append(Option {i, c.owned > 1 ? c.owned : 1, c.cents});
                continue;
            }
            for (const int q : memoryQuantities(c, board.spec, cardMemory, registeredConfirmed))
                out.append(Option {i, q, c.cents * q});
        }
        std::stable_sort(
            out.begin(), out.end(), [](const Option &x, const Option &y) { return x.cents < y.cents; });
        mCache[role].insert(keys[role], out);
    }
}

} // namespace rigsmith::core::advisor
