// SPDX-License-Identifier: GPL-3.0-or-later
// Memory the board and CPU take (RULES.md §12 "RAM slots, maximum RAM in GB, RAM type"): module count,
// registered against unbuffered, the platform's required kind, capacity limits.
#include "core/catalog/cpudimmkinds.h"
#include "core/catalog/memoryplatform.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memorypopulation.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

QList<PartId> kitIds(const Build &b, std::optional<bool> registered = std::nullopt)
{
    QList<PartId> ids;
    for (const Counted<Memory> &m : b.memory) {
        if (!registered || m.part.spec.registered == *registered)
            ids.append(m.part.info.id);
    }
    return ids;
}

double totalGb(const Build &b)
{
    double total = 0.0;
    for (const Counted<Memory> &m : b.memory)
        total += m.part.spec.total().value() * m.quantity;
    return total;
}

// The speed above which a kit is bought for clock rather than capacity (JEDEC-plus-a-step).
int plainSpeed(MemoryType type)
{
    switch (type) {
    case MemoryType::Ddr3:
        return 1600;
    case MemoryType::Ddr4:
        return 3200;
    case MemoryType::Ddr5:
        return 6000;
    }
    return 3200;
}

// The lower of the board's and the CPU's maximum, and whose it is.
std::optional<std::pair<double, QString>> capacityLimit(const Build &b)
{
    std::optional<std::pair<double, QString>> limit;
    if (b.motherboard && b.motherboard->spec.maxMemory.value() > 0)
        limit = {b.motherboard->spec.maxMemory.value(), b.motherboard->info.name};
    if (b.cpu && b.cpu->spec.maxMemory.value() > 0
        && (!limit || b.cpu->spec.maxMemory.value() < limit->first))
        limit = {b.cpu->spec.maxMemory.value(), b.cpu->info.name};
    return limit;
}

// The DIMM kind of the build's kits against the processor's and the platform's facts: the first kind a
// fact excludes, else (with `confirmations`) whether a kind no fact confirms is among them.
struct KindVerdict
{
    std::optional<std::pair<bool, DimmFact>> excluded; // the kits' kind (registered?) and the fact
    bool unconfirmed = false;
    bool registeredUnconfirmed = false;
};

KindVerdict kindVerdict(const Build &b, bool confirmations = true)
{
    // Each kind the build's kits have, against the processor's fact (Core X and the X79/X99 Core i7 run
    // without ECC, so without registered DIMMs), then the board's or its platform's row.
    KindVerdict v;
    for (const bool registered : {true, false}) {
        if (kitIds(b, registered).isEmpty())
            continue;
        if (auto excluded = dimmKindExcluded(b, registered)) {
            v.excluded = {{registered, *excluded}};
            return v;
        }
        if (confirmations && !dimmKindConfirmed(b, registered)) {
            v.unconfirmed = true;
            v.registeredUnconfirmed = v.registeredUnconfirmed || registered;
        }
    }
    return v;
}

void ramSize(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.memory.isEmpty() || b.gpus.isEmpty())
        return;
    const GpuPlacement *largest = nullptr;
    for (const GpuPlacement &g : b.gpus) {
        if (!largest || g.gpu.spec.memory > largest->gpu.spec.memory)
            largest = &g;
    }
    const double ram = totalGb(b);
    if (ram >= largest->gpu.spec.memory.value())
        return;
    out.append({QStringLiteral("RAM.SIZE"), Severity::Warning,
        Text::tr("%1 GB of RAM is less than the %2 GB of the largest GPU (%3).")
            .arg(ram)
            .arg(largest->gpu.spec.memory.value())
            .arg(largest->gpu.info.name),
        Text::tr("Have at least %1 GB of RAM; more GPUs do not need more.")
            .arg(largest->gpu.spec.memory.value()),
        QStringLiteral("RULES.md §4 RAM-3, §10.8"), {}, {}});
}

void ramSpeed(const Build &b, const Analyses &, QList<Finding> &out)
{
    // Experts kept in system memory are read from it every token: its speed bounds decoding
    // (WORKLOAD.OFFLOAD), so a faster kit is worth its price there.
    const QList<Workload> jobs = allWorkloads(b);
    if (std::any_of(
            jobs.cbegin(), jobs.cend(), [](const Workload &w) { return offloadedExpertShare(w) > 0; }))
        return;
    for (const Counted<Memory> &m : b.memory) {
        if (m.part.spec.speedMTs <= plainSpeed(m.part.spec.type))
            continue;
        out.append({QStringLiteral("RAM.SPEED"), Severity::Advice,
            Text::tr("%1 runs at %2 MT/s: RAM clock gives deep learning little or nothing (0–3 %).")
                .arg(m.part.info.name)
                .arg(m.part.spec.speedMTs),
            Text::tr("Buy the cheapest kit of the capacity you need (%1 MT/s is plenty).")
                .arg(plainSpeed(m.part.spec.type)),
            QStringLiteral("RULES.md §4 RAM-1, RAM-2"), {m.part.info.id}, {}});
    }
}

void memorySlots(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.motherboard || b.memory.isEmpty())
        return;
    const int modules = memoryModules(b);
    const int slots = b.motherboard->spec.memorySlots;
    if (modules <= slots)
        return;
    QList<PartId> parts = kitIds(b);
    parts.append(b.motherboard->info.id);
    out.append({QStringLiteral("MEMORY.SLOTS"), Severity::Error,
        Text::tr("%1 memory modules for the %2 DIMM slots of %3.")
            .arg(modules)
            .arg(slots)
            .arg(b.motherboard->info.name),
        Text::tr("Use at most %1 modules: fewer, larger modules for the same capacity.").arg(slots),
        QStringLiteral("RULES.md §12 (RAM slots)"), parts, {}});
}

void memoryMixedKinds(const Build &b, const Analyses &, QList<Finding> &out)
{
    const QList<PartId> registered = kitIds(b, true);
    const QList<PartId> unbuffered = kitIds(b, false);
    if (registered.isEmpty() || unbuffered.isEmpty())
        return;
    out.append({QStringLiteral("MEMORY.MIXED_KINDS"), Severity::Error,
        Text::tr(
            "Registered and unbuffered DIMMs are mixed: the two kinds do not work together on one board."),
        Text::tr("Use one kind only, the one the board takes."), QStringLiteral("RULES.md §12 (RAM type)"),
        registered + unbuffered, {}});
}

void memoryKind(const Build &b, const Analyses &, QList<Finding> &out)
{
    if ((!b.motherboard && !b.cpu) || b.memory.isEmpty())
        return;
    const KindVerdict verdict = kindVerdict(b, false);
    if (!verdict.excluded)
        return;
    const bool registered = verdict.excluded->first;
    const DimmFact &excluded = verdict.excluded->second;
    const bool wantRegistered = !registered;
    QList<PartId> parts = kitIds(b, registered);
    QString message;
    if (excluded.whose == DimmFact::Whose::Processor) {
        parts.append(b.cpu->info.id);
        message = wantRegistered
            ? Text::tr("%1 takes registered DIMMs only (the processor's specification: %2; %3); the build "
                       "has unbuffered (desktop) modules.")
                  .arg(b.cpu->info.name, excluded.note, excluded.source)
            : Text::tr("%1 takes unbuffered DIMMs only (the processor's specification: %2; %3); the build "
                       "has registered modules.")
                  .arg(b.cpu->info.name, excluded.note, excluded.source);
    } else {
        parts.append(b.motherboard->info.id);
        const QString by = excluded.source == QLatin1String("board")
            ? Text::tr("its maker lists")
            : Text::tr("as documented for the %1 platform: %2")
                  .arg(b.motherboard->spec.socket, excluded.source);
        message = wantRegistered
            ? Text::tr("%1 takes registered DIMMs (%2); the build has unbuffered (desktop) modules.")
                  .arg(b.motherboard->info.name, by)
            : Text::tr("%1 takes unbuffered DIMMs (%2); the build has registered modules.")
                  .arg(b.motherboard->info.name, by);
    }
    out.append({QStringLiteral("MEMORY.KIND"), Severity::Error, message,
        wantRegistered ? Text::tr("Choose registered (RDIMM) ECC memory.")
                       : Text::tr("Choose unbuffered (UDIMM) memory."),
        QStringLiteral("RULES.md §12 (RAM type)"), parts, {}});
}

// Unknown stays advice: named where it can matter (registered modules, or a workstation or server
// socket, where some platforms take registered DIMMs only), never guessed.
void memoryKindUnknown(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.motherboard || b.memory.isEmpty())
        return;
    const KindVerdict verdict = kindVerdict(b);
    if (verdict.excluded || !verdict.unconfirmed)
        return;
    const bool registeredUnconfirmed = verdict.registeredUnconfirmed;
    if (!registeredUnconfirmed && !mixedKindSocket(b.motherboard->spec))
        return;
    QList<PartId> parts = kitIds(b);
    parts.append(b.motherboard->info.id);
    out.append({QStringLiteral("MEMORY.KIND_UNKNOWN"), Severity::Advice,
        Text::tr("No source in the catalog says whether %1 (%2, %3) takes registered or unbuffered DIMMs; "
                 "the build has %4 modules.")
            .arg(b.motherboard->info.name, b.motherboard->spec.socket, b.motherboard->spec.chipset,
                registeredUnconfirmed ? Text::tr("registered") : Text::tr("unbuffered")),
        Text::tr("Check the memory section of the board's manual (and the processor's specification) "
                 "for the DIMM kind before you buy."),
        QStringLiteral("RULES.md §12 (RAM type)"), parts, {}});
}

void memoryCapacity(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.memory.isEmpty())
        return;
    const double total = totalGb(b);
    const auto limit = capacityLimit(b);
    if (!limit || total <= limit->first)
        return;
    out.append({QStringLiteral("MEMORY.CAPACITY"), Severity::Error,
        Text::tr("%1 GB of memory; %2 takes at most %3 GB.").arg(total).arg(limit->second).arg(limit->first),
        Text::tr("Keep the memory at %1 GB or less.").arg(limit->first),
        QStringLiteral("RULES.md §12 (maximum RAM)"), kitIds(b), {}});
}

// Over the capacity limit MEMORY.CAPACITY says enough: module sizes are named only within it.
void memoryModuleSize(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.memory.isEmpty() || !b.motherboard)
        return;
    const auto limit = capacityLimit(b);
    if (limit && totalGb(b) > limit->first)
        return;
    const auto perSlot = perSlotLimit(b.motherboard->spec);
    if (!perSlot)
        return;
    for (const Counted<Memory> &m : b.memory) {
        if (m.part.spec.moduleSize.value() <= perSlot->value())
            continue;
        out.append({QStringLiteral("MEMORY.MODULE_SIZE"), Severity::Warning,
            Text::tr("%1 has %2 GB modules; %3 takes %4 GB over %5 slots, %6 GB per slot.")
                .arg(m.part.info.name)
                .arg(m.part.spec.moduleSize.value())
                .arg(b.motherboard->info.name)
                .arg(b.motherboard->spec.maxMemory.value())
                .arg(b.motherboard->spec.memorySlots)
                .arg(perSlot->value()),
            Text::tr("Check the board's memory support list for modules of this size, or use %1 GB modules.")
                .arg(perSlot->value()),
            QStringLiteral("RULES.md §12 (maximum RAM)"), {m.part.info.id, b.motherboard->info.id}, {}});
    }
}

// Two DDR5 modules in a channel (four on a two-channel desktop platform) run below a kit's rated speed,
// as the platform makers state it per socket (core/workload/data/dimm_population.csv): named with the
// speed and its source where the table gives one, and that speed is what the memory bandwidth counts
// (SystemMemory); a socket the table covers without a figure, or with an estimated one, is advice.
void memoryPopulation(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.cpu || b.memory.isEmpty())
        return;
    const SystemMemory memory = SystemMemory::of(b);
    int modules = 0;
    for (const Counted<Memory> &m : b.memory)
        modules += m.part.spec.modules * m.quantity;
    if (memory.channelsAssumed || !twoModulesPerChannel(modules, memory.channels))
        return;
    const auto row = twoPerChannelRow(b.cpu->spec.socket, b.memory.first().part.spec.type);
    if (!row)
        return;
    const QString socket = b.cpu->spec.socket;
    if (row->speedMTs <= 0) {
        out.append({QStringLiteral("MEMORY.POPULATION"), Severity::Advice,
            Text::tr("%1 modules on the %n channel(s) of %2 put two in a channel; on %3 that runs below the "
                     "kits' rated %4 MT/s, and no statement of the platform maker on record gives the speed "
                     "(%5).",
                nullptr, memory.channels)
                .arg(modules)
                .arg(b.cpu->info.name, socket)
                .arg(memory.ratedMTs)
                .arg(row->source),
            Text::tr("Check the processor maker's memory specification for two modules a channel, or fit "
                     "one module a channel (larger modules) to keep the rated speed."),
            QStringLiteral("RULES.md §4 RAM-1"), kitIds(b), {}});
        return;
    }
    if (memory.ratedMTs <= row->speedMTs)
        return;
    // "DDR5-3600": the generation is the kits' (the table holds DDR4 and DDR5 rows).
    const QString generation = toKey(b.memory.first().part.spec.type).toUpper();
    const QString speed = row->singleRankMTs > row->speedMTs
        ? Text::tr("%1-%2 (%1-%3 with single-rank modules)")
              .arg(generation)
              .arg(row->speedMTs)
              .arg(row->singleRankMTs)
        : Text::tr("%1-%2").arg(generation).arg(row->speedMTs);
    const QString fix
        = Text::tr("Fit one module a channel (%1 modules of twice the size) to run at the rated speed, "
                   "or buy a cheaper kit rated for the speed four modules run at.")
              .arg(memory.channels);
    if (row->estimated) {
        // No statement of the platform maker read: what its reference firmware is reported to train such
        // modules to, counted and named as an estimate (advice, as without a figure).
        out.append({QStringLiteral("MEMORY.POPULATION"), Severity::Advice,
            Text::tr(
                "%1 modules on the %n channel(s) of %2 put two in a channel; on %3 that runs below the "
                "kits' rated %4 MT/s. No statement of the platform maker is on record: estimated %5, the "
                "speed the platform's reference firmware is reported to run such modules at (%6). The memory "
                "bandwidth counts %7 MT/s: about %8 GB/s.",
                nullptr, memory.channels)
                .arg(modules)
                .arg(b.cpu->info.name, socket)
                .arg(memory.ratedMTs)
                .arg(speed, row->source)
                .arg(memory.speedMTs)
                .arg(QString::number(memory.bandwidthGBs, 'f', 1)),
            fix, QStringLiteral("RULES.md §4 RAM-1"), kitIds(b), {}});
        return;
    }
    out.append({QStringLiteral("MEMORY.POPULATION"), Severity::Warning,
        Text::tr("%1 modules on the %n channel(s) of %2 put two in a channel: %3 supports %4 then, not the "
                 "kits' rated %5 MT/s (%6). The memory bandwidth counts %7 MT/s: about %8 GB/s.",
            nullptr, memory.channels)
            .arg(modules)
            .arg(b.cpu->info.name, socket, speed)
            .arg(memory.ratedMTs)
            .arg(row->source)
            .arg(memory.speedMTs)
            .arg(QString::number(memory.bandwidthGBs, 'f', 1)),
        fix, QStringLiteral("RULES.md §4 RAM-1"), kitIds(b), {}});
}

} // namespace

QList<Rule> memoryRules()
{
    return {
        {"RAM.SIZE", "memory", "RULES.md §4 RAM-3, §10.8", Severity::Warning, Severity::Warning, Rule::Parts,
            ramSize},
        {"MEMORY.SLOTS", "memory", "RULES.md §12 (RAM slots)", Severity::Error, Severity::Error, Rule::Parts,
            memorySlots},
        {"MEMORY.MIXED_KINDS", "memory", "RULES.md §12 (RAM type)", Severity::Error, Severity::Error,
            Rule::Parts, memoryMixedKinds},
        {"MEMORY.KIND", "memory", "RULES.md §12 (RAM type)", Severity::Error, Severity::Error, Rule::Parts,
            memoryKind},
        {"MEMORY.KIND_UNKNOWN", "memory", "RULES.md §12 (RAM type)", Severity::Advice, Severity::Advice,
            Rule::Parts, memoryKindUnknown},
        {"MEMORY.CAPACITY", "memory", "RULES.md §12 (maximum RAM)", Severity::Error, Severity::Error,
            Rule::Parts, memoryCapacity},
        {"MEMORY.MODULE_SIZE", "memory", "RULES.md §12 (maximum RAM)", Severity::Warning, Severity::Warning,
            Rule::Parts, memoryModuleSize},
        {"RAM.SPEED", "memory", "RULES.md §4 RAM-1, RAM-2", Severity::Advice, Severity::Advice, Rule::Parts,
            ramSpeed},
        {"MEMORY.POPULATION", "memory", "RULES.md §4 RAM-1", Severity::Warning, Severity::Advice, Rule::Parts,
            memoryPopulation},
    };
}

} // namespace rigsmith::core::rules
