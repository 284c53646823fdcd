// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/completions.h"

#include "core/catalog/cpudimmkinds.h"
#include "core/catalog/partfilter.h"
#include "core/model/processorsockets.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace rigsmith::core::advisor {

qint64 sizedRest(const Candidates &c, const Gpu &card, int count, const Workload &workload)
{
    Build cards; // the plan's cards alone: what the needs read of them
    cards.workload = workload;
    for (int k = 0; k < count; ++k)
        cards.gpus.append(GpuPlacement {card, k + 1});
    const BoxNeeds needs = boxNeeds(cards, false);
    // The cheapest candidate of a kind at `cost` (-1: it cannot serve).
    const auto cheapest = [&c](PartKind kind, auto &&cost) {
        qint64 best = -1;
        for (const Candidate &x : c.of(kind)) {
            const qint64 v = x.owned > 0 ? x.cents : cost(x);
            if (v >= 0 && (best < 0 || v < best))
                best = v;
        }
        return std::max<qint64>(0, best);
    };
    const qint64 drive = cheapest(PartKind::Storage, [&](const Candidate &x) -> qint64 {
        return needs.takesDrive(*x.part.as<StorageSpec>(), 1) ? x.cents : -1;
    });
    const qint64 memory = cheapest(PartKind::Memory, [&](const Candidate &x) -> qint64 {
        const double total = x.part.as<MemoryKit>()->total().value();
        return total > 0 ? x.cents * qint64(std::ceil(needs.memoryGb / total - 1e-9)) : -1;
    });
    const int cardsTdp = card.spec.tdp.value() * count;
    const qint64 psu = cheapest(PartKind::Psu, [&](const Candidate &x) -> qint64 {
        return x.part.as<PsuSpec>()->wattage.value() * 100 >= cardsTdp * 121 ? x.cents : -1;
    });
    const auto first = [&c](PartKind kind) { return c.of(kind).isEmpty() ? 0 : c.of(kind).first().cents; };
    return drive + memory + psu + first(PartKind::Cooler) + first(PartKind::Case);
}

std::size_t CompletionLists::KeyHash::operator()(const Key &key) const noexcept
{
    std::size_t h = 0;
    for (const quint64 v : key)
        h = (h ^ v ^ (v >> 29)) * 0x100000001b3ULL;
    return h;
}

CompletionLists::PlatformFacts CompletionLists::factsOf(const Build &b, const PlatformIndex &at)
{
    // The job's and cards' needs are the plan's; the processor's share (power, modules) is cheap to work out;
    // whether registered DIMMs are confirmed reads tables, and is kept per board and processor.
    PlatformFacts f;
    if (!mQ.allowWarnings) {
        auto plan = mPlanNeeds.constFind(at.plan);
        if (plan == mPlanNeeds.cend())
            plan = mPlanNeeds.insert(at.plan, boxNeeds(b, false));
        f.needs = *plan;
        f.needs.memoryModules = memoryModulesNeeded(b);
        f.power = PowerBudget::of(b);
    }
    const quint64 pair = (quint64(quint32(at.board)) << 32) | quint64(quint32(at.cpu));
    auto registered = mRegisteredConfirmed.constFind(pair);
    if (registered == mRegisteredConfirmed.cend())
        registered = mRegisteredConfirmed.insert(pair, dimmKindConfirmed(b, true));
    f.registeredConfirmed = *registered;
    return f;
}

void CompletionLists::fill(const Build &b, const PlatformIndex &at)
{
    const Motherboard &board = *b.motherboard;
    Watts load(b.cpu->spec.tdp.value() * processorCount(b));
    Millimetres longest(0);
    quint64 placed = 0; // the cards' slots and widths (a byte each): how many case openings they need
    double cardMemory = 0.0; // the largest card's memory: the least RAM the guide asks for
    int radiators = 0; // the cards' radiators: with the policy, cases with known mounts only
    quint64 radiatorSizes = 0; // the cards' radiators as the case list depends on them (radiatorfit.h)
    for (const GpuPlacement &g : b.gpus) {
        placed = (placed << 16) | (quint64(quint8(g.slot)) << 8)
            | quint64(quint8(g.gpu.spec.slotWidth.halves()));
        load += g.gpu.spec.tdp;
        longest = std::max(longest, g.gpu.spec.length);
        cardMemory = std::max(cardMemory, g.gpu.spec.memory.value());
        if (g.gpu.spec.cooler == CoolerType::WaterBlock || g.gpu.spec.cooler == CoolerType::Hybrid) {
            ++radiators;
            // 1: a radiator any mount takes as far as the list knows (a loop's, or one of unknown size).
            const auto &size = g.gpu.spec.radiatorSize;
            const bool sized = g.gpu.spec.cooler == CoolerType::Hybrid && size;
            radiatorSizes = (radiatorSizes << 10) | (sized ? quint64(size->value() / 10.0) + 2 : 1);
        }
    }
    const bool knownMounts = radiators > 0 && refusesRule(mQ, QStringLiteral("FIT.RADIATORS"));
    // POWER.EFFICIENCY: two or more cards take an 80 PLUS Gold PSU or better.
    const bool efficientPsu = b.gpus.size() >= 2 && refusesRule(mQ, QStringLiteral("POWER.EFFICIENCY"));
    // The policy's sizing of the box (none with warnings allowed): the storage, the memory and its
    // modules, and the PSU's rating, which the power figures of the platform decide.
    const bool sized = !mQ.allowWarnings;
    const PlatformFacts facts = factsOf(b, at);
    const BoxNeeds &needs = facts.needs;
    const PowerBudget &power = facts.power;
    // The most memory the board and processor take (MEMORY.CAPACITY's limit): more is an error whatever else
    // is chosen. 0: no limit on record.
    double capacity = board.spec.maxMemory.value();
    if (const double cpu = b.cpu->spec.maxMemory.value(); cpu > 0 && (capacity <= 0 || cpu < capacity))
        capacity = cpu;
    // Memory kits are held to the board, to whether the processor and platform take registered DIMMs, to
    // the largest card's memory, to the capacity limit and to the policy's size and modules.
    const auto bits = [](double v) { return std::bit_cast<quint64>(v); };
    auto socket = mSockets.constFind(board.spec.socket);
    if (socket == mSockets.cend())
        socket = mSockets.insert(board.spec.socket, quint64(mSockets.size()));
    const Key keys[RoleCount] = {{quint64(at.board), bits(capacity), quint64(facts.registeredConfirmed),
                                     bits(cardMemory), bits(needs.memoryGb), quint64(needs.memoryModules)},
        {bits(needs.storageGb)}, {*socket}, // the processor's socket and a narrow-ILM board's cooler mount
        {quint64(board.spec.formFactor), quint64(longest.value()), placed, quint64(knownMounts),
            radiatorSizes},
        {quint64(load.value()), quint64(at.plan), quint64(power.comfortable.value()),
            quint64(power.makerPsu ? power.makerPsu->value() : 0), quint64(power.transientPeak.value()),
            quint64(efficientPsu)}};
    for (int role = 0; role < RoleCount; ++role) {
        QList<Option> &out = mOptions[role];
        const auto cached = mCache[role].find(keys[role]);
        if (cached != mCache[role].end()) {
            out = cached->second;
            continue;
        }
        out.clear();
        const PartKind kind = kindOf(role);
        const QList<Candidate> &list = mC.of(kind);
        for (int i = 0; i < list.size(); ++i) {
            const Candidate &c = list[i];
            if (c.owned == 0) {
                // The policy (policy.h), which the leaf judges again in full.
                if (const auto *chassis = c.part.as<CaseSpec>();
                    chassis && knownMounts && chassis->radiatorMounts.isEmpty())
                    continue;
                if (const auto *drive = c.part.as<StorageSpec>();
                    sized && drive && !needs.takesDrive(*drive, 1))
                    continue;
                if (const auto *psu = c.part.as<PsuSpec>(); psu
                    && ((sized && psu->wattage < psuNeeded(power, psu->atxVersion))
                        || (efficientPsu && psu->efficiency < EfficiencyTier::Gold)))
                    continue;
            }
            // After the policy's figures, which are cheap to test and leave out most of the list: with the
            // Candidate scope a case without openings for the cards and a PSU without their cables are left
            // out too (they fail FIT.CASE_SLOTS and POWER.CONNECTORS whatever else is chosen).
            if (incompatibility(c.part, b, FitScope::Candidate))
                continue;
            if (kind != PartKind::Memory) {
                out.append(Option {i, c.owned > 1 ? c.owned : 1, c.cents});
                continue;
            }
            const auto &kit = *c.part.as<MemoryKit>();
            for (const int q : memoryQuantities(c, board.spec, cardMemory, facts.registeredConfirmed)) {
                if (capacity > 0 && kit.total().value() * q > capacity + 1e-9)
                    continue;
                if (sized && c.owned == 0 && !needs.takesMemory(kit, q))
                    continue;
                out.append(Option {i, q, c.cents * q});
            }
        }
        std::stable_sort(
            out.begin(), out.end(), [](const Option &x, const Option &y) { return x.cents < y.cents; });
        mCache[role].emplace(keys[role], out);
    }
}

} // namespace rigsmith::core::advisor
