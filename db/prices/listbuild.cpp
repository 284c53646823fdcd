// SPDX-License-Identifier: GPL-3.0-or-later
#include "listbuild.h"

#include "core/analysis/pcieallocation.h"

#include <QCoreApplication>

#include <cmath>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ListBuild)
};

// The list's price for the part, with its day and where it came from.
template<typename Spec>
TypedPart<Spec> priced(TypedPart<Spec> part, const ListLine &line, const PartList &list)
{
    if (line.price && !line.owned) {
        part.info.price = *line.price;
        part.info.priceDate = list.date;
        part.info.priceSource = line.merchant.isEmpty()
            ? QStringLiteral("PCPartPicker list")
            : QStringLiteral("PCPartPicker list (%1)").arg(line.merchant.left(150));
    }
    return part;
}

// Slots for `count` cards: the arrangement that holds the most apart first, then the board's other
// slots in order; without a board, positions 1, 2, 3 …
QList<int> slotsFor(const Build &b, int count, int width)
{
    QList<int> out;
    if (!b.motherboard) {
        for (int i = 1; i <= count; ++i)
            out.append(i);
        return out;
    }
    out = GpuCapacity::of(b, width).slots;
    for (const PcieSlot &s : b.motherboard->spec.slots) {
        if (!out.contains(s.position))
            out.append(s.position);
    }
    return out.mid(0, count);
}

} // namespace

ListBuild buildOfList(const PartList &list, const PartCatalog &catalog, const QString &name)
{
    ListBuild out;
    if (!list.ok()) {
        out.error = list.refusal;
        return out;
    }
    Build &b = out.build;
    b.name = name;
    QStringList owned;
    QList<std::pair<Gpu, int>> gpus;
    for (const ListLine &l : list.lines) {
        if (!l.kind) {
            out.said.append(Text::tr("line %1: %2: %3 is left out: the catalog holds no parts of this kind")
                                .arg(l.line)
                                .arg(l.type, l.name));
            continue;
        }
        const std::optional<Part> part = l.match ? catalog.part(*l.match) : std::nullopt;
        if (!part) {
            out.said.append(
                Text::tr("line %1: %2 matches no catalog part; it is left out").arg(l.line).arg(l.name));
            continue;
        }
        if (l.confidence == MatchConfidence::Close)
            out.said.append(Text::tr("line %1: %2 is taken as %3 (%4), a close name: check it")
                                .arg(l.line)
                                .arg(l.name, part->info.name, part->info.id.key()));
        if (l.owned)
            owned.append(part->info.name);
        const auto single = [&](auto &slot) {
            using Typed = typename std::remove_reference_t<decltype(slot)>::value_type;
            if (slot) {
                out.said.append(
                    Text::tr("line %1: a second %2 (%3) is left out").arg(l.line).arg(l.type, l.name));
                return;
            }
            slot = priced(*Typed::from(*part), l, list);
        };
        switch (*l.kind) {
        case PartKind::Cpu:
            single(b.cpu);
            break;
        case PartKind::Motherboard:
            single(b.motherboard);
            break;
        case PartKind::Psu:
            single(b.psu);
            break;
        case PartKind::Case:
            single(b.chassis);
            break;
        case PartKind::Cooler:
            single(b.cooler);
            break;
        case PartKind::Memory:
            b.memory.append(
                {priced(*Memory::from(*part), l, list), std::min(l.quantity, Build::kMaxQuantity)});
            break;
        case PartKind::Storage:
            b.storage.append(
                {priced(*Storage::from(*part), l, list), std::min(l.quantity, Build::kMaxQuantity)});
            break;
        case PartKind::Gpu:
            gpus.append({priced(*Gpu::from(*part), l, list), l.quantity});
            break;
        }
    }
    int count = 0;
    int width = 1;
    for (const auto &[gpu, n] : gpus) {
        count += n;
        width = std::max(width, int(std::ceil(gpu.spec.slotWidth.value())));
    }
    if (count > Build::kMaxGpus) {
        out.error = Text::tr("the list has %1 graphics cards; a build holds at most %2")
                        .arg(count)
                        .arg(Build::kMaxGpus);
        return out;
    }
    const QList<int> slots = slotsFor(b, count, width);
    if (slots.size() < count) {
        out.error = Text::tr("%1 has %2 slots for the list's %3 graphics cards")
                        .arg(b.motherboard->info.name)
                        .arg(slots.size())
                        .arg(count);
        return out;
    }
    int next = 0;
    for (const auto &[gpu, n] : gpus) {
        for (int i = 0; i < n; ++i)
            b.gpus.append({gpu, slots[next++]});
    }
    std::sort(b.gpus.begin(), b.gpus.end(),
        [](const GpuPlacement &x, const GpuPlacement &y) { return x.slot < y.slot; });
    QStringList notes;
    if (!list.url.isEmpty())
        notes.append(
            Text::tr("From the PCPartPicker list %1 of %2.").arg(list.url, list.date.toString(Qt::ISODate)));
    if (!owned.isEmpty())
        notes.append(Text::tr("Owned: %1.").arg(owned.join(QStringLiteral("; "))));
    b.notes = notes.join(u'\n');
    if (const QList<StructuralProblem> problems = structuralProblems(b); !problems.isEmpty())
        out.error = QStringLiteral("%1: %2").arg(problems.first().field, problems.first().message);
    return out;
}

} // namespace rigsmith::db
