// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/partfilter.h"

#include "core/analysis/chassislayout.h"
#include "core/analysis/exchangerates.h"
#include "core/analysis/powerbudget.h"
#include "core/catalog/backconnect.h"
#include "core/catalog/chipsetsupport.h"
#include "core/catalog/memoryplatform.h"
#include "core/catalog/radiatorfit.h"
#include "core/model/processorsockets.h"
#include "core/workload/memoryfit.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PartFilter)
};

std::optional<Watts> tdpOf(const Part &p)
{
    if (const auto *g = p.as<GpuSpec>())
        return g->tdp;
    if (const auto *c = p.as<CpuSpec>())
        return c->tdp;
    return std::nullopt;
}

std::optional<double> sortValue(const Part &p, SortKey key)
{
    switch (key) {
    case SortKey::Name:
        return std::nullopt;
    case SortKey::Price:
        return p.info.price ? std::optional<double>(double(p.info.price->cents())) : std::nullopt;
    case SortKey::MemorySize:
        if (const auto *g = p.as<GpuSpec>())
            return g->memory.value();
        if (const auto *m = p.as<MemoryKit>())
            return m->total().value();
        return std::nullopt;
    case SortKey::Tdp: {
        const auto t = tdpOf(p);
        return t ? std::optional<double>(t->value()) : std::nullopt;
    }
    case SortKey::Length:
        if (const auto *g = p.as<GpuSpec>())
            return g->length.value();
        return std::nullopt;
    case SortKey::SlotWidth:
        if (const auto *g = p.as<GpuSpec>())
            return g->slotWidth.value();
        return std::nullopt;
    case SortKey::Cores:
        if (const auto *c = p.as<CpuSpec>())
            return c->cores;
        return std::nullopt;
    case SortKey::Wattage:
        if (const auto *s = p.as<PsuSpec>())
            return s->wattage.value();
        return std::nullopt;
    case SortKey::Capacity:
        if (const auto *s = p.as<StorageSpec>())
            return s->capacity.value();
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Millimetres> longestGpu(const Build &b)
{
    std::optional<Millimetres> longest;
    for (const GpuPlacement &g : b.gpus) {
        if (!longest || g.gpu.spec.length > *longest)
            longest = g.gpu.spec.length;
    }
    return longest;
}

int mountingFamily(const QString &socket)
{
    static const QList<QStringList> families {
        {QStringLiteral("TR4"), QStringLiteral("sTR4"), QStringLiteral("sTRX4"), QStringLiteral("sWRX8"),
            QStringLiteral("sTR5"), QStringLiteral("SP3")},
        {QStringLiteral("AM4"), QStringLiteral("AM5")},
        {QStringLiteral("LGA 1150"), QStringLiteral("LGA 1151"), QStringLiteral("LGA 1155"),
            QStringLiteral("LGA 1156"), QStringLiteral("LGA 1200")},
        {QStringLiteral("LGA 1700"), QStringLiteral("LGA 1851")},
        {QStringLiteral("LGA 2011"), QStringLiteral("LGA 2011-3"), QStringLiteral("LGA 2066")},
    };
    for (qsizetype i = 0; i < families.size(); ++i) {
        if (families[i].contains(socket))
            return int(i);
    }
    return -1;
}

} // namespace

bool coolerFits(const QStringList &coolerSockets, const QString &cpuSocket)
{
    if (coolerSockets.contains(cpuSocket))
        return true;
    const int family = mountingFamily(cpuSocket);
    return family >= 0
        && std::any_of(coolerSockets.cbegin(), coolerSockets.cend(),
            [family](const QString &s) { return mountingFamily(s) == family; });
}

bool caseTakes(const QList<FormFactor> &caseForms, FormFactor board)
{
    if (caseForms.contains(board))
        return true;
    if (board == FormFactor::Ssi)
        return caseForms.contains(FormFactor::EAtx);
    if (board == FormFactor::EAtx)
        return caseForms.contains(FormFactor::Ssi);
    return false;
}

bool passes(const Part &part, const PartFilter &f)
{
    const std::optional<Money> &price = part.info.price;
    if ((f.pricedOnly || f.minPrice || f.maxPrice) && !price)
        return false;
    // A price in another currency is compared at the user's exchange rate; without one it cannot be
    // compared and does not pass.
    const auto priceIn
        = [&](const Money &bound) { return ExchangeRates::current().convert(*price, bound.currency()); };
    if (f.minPrice) {
        const auto p = priceIn(*f.minPrice);
        if (!p || p->cents() < f.minPrice->cents())
            return false;
    }
    if (f.maxPrice) {
        const auto p = priceIn(*f.maxPrice);
        if (!p || p->cents() > f.maxPrice->cents())
            return false;
    }
    if (f.maxTdp) {
        if (const auto tdp = tdpOf(part); tdp && *tdp > *f.maxTdp)
            return false;
    }
    if (const auto *g = part.as<GpuSpec>()) {
        if ((f.minMemory && g->memory < *f.minMemory) || (f.maxSlotWidth && g->slotWidth > *f.maxSlotWidth)
            || (f.maxLength && g->length > *f.maxLength)
            || (!f.coolers.isEmpty() && !f.coolers.contains(g->cooler)))
            return false;
    } else if (const auto *m = part.as<MemoryKit>()) {
        if (f.minMemory && m->total() < *f.minMemory)
            return false;
    } else if (const auto *c = part.as<CpuSpec>()) {
        if (!f.socket.isEmpty() && !socketFits(c->socket, f.socket))
            return false;
    } else if (const auto *b = part.as<MotherboardSpec>()) {
        if ((!f.socket.isEmpty() && b->socket != f.socket)
            || (f.formFactor && b->formFactor != *f.formFactor))
            return false;
    } else if (const auto *k = part.as<CaseSpec>()) {
        if (f.formFactor && !caseTakes(k->formFactors, *f.formFactor))
            return false;
    } else if (const auto *o = part.as<CoolerSpec>()) {
        if (!f.socket.isEmpty() && !coolerFits(o->sockets, f.socket))
            return false;
    } else if (const auto *p = part.as<PsuSpec>()) {
        if (f.minWattage && p->wattage < *f.minWattage)
            return false;
    }
    // "Fits this build" means it: the workload's memory counts too.
    return !f.compatibleWith || !incompatibility(part, *f.compatibleWith, FitScope::Candidate);
}

std::optional<QString> incompatibility(const Part &part, const Build &b, FitScope scope)
{
    if (const auto *g = part.as<GpuSpec>()) {
        if (b.chassis && g->length > b.chassis->spec.maxGpuLength)
            return Text::tr("%1 mm long; the case takes cards up to %2 mm")
                .arg(g->length.value())
                .arg(b.chassis->spec.maxGpuLength.value());
        if (scope == FitScope::Candidate) {
            // Every workload of the build must fit (the further ones too).
            if (const auto why = memoryShortfall(b, plannedGpuCount(b), *g))
                return Text::tr("too little memory for the workload: %1").arg(*why);
        }
    } else if (const auto *c = part.as<CpuSpec>()) {
        if (b.motherboard && !socketFits(c->socket, b.motherboard->spec.socket))
            return Text::tr("socket %1; the motherboard has %2").arg(c->socket, b.motherboard->spec.socket);
        // A pair a source says the chipset does not run fails CPU.CHIPSET_UNSUPPORTED whatever else is
        // chosen: not offered (the FIT.* rules hold the socket only, so that finding is not said twice).
        if (scope == FitScope::Candidate && b.motherboard) {
            const auto row = chipsetSupport(b.motherboard->spec, part.info.name, c->socket);
            if (row && row->verdict == ChipsetSupport::Verdict::DoesNotRun)
                return Text::tr("the motherboard's %1 chipset does not run it")
                    .arg(b.motherboard->spec.chipset);
        }
    } else if (const auto *m = part.as<MotherboardSpec>()) {
        if (b.cpu && !socketFits(b.cpu->spec.socket, m->socket))
            return Text::tr("socket %1; the CPU needs %2").arg(m->socket, b.cpu->spec.socket);
        if (scope == FitScope::Candidate && b.cpu) {
            const auto row = chipsetSupport(*m, b.cpu->info.name, b.cpu->spec.socket);
            if (row && row->verdict == ChipsetSupport::Verdict::DoesNotRun)
                return Text::tr("its %1 chipset does not run %2").arg(m->chipset, b.cpu->info.name);
        }
        if (b.chassis && !caseTakes(b.chassis->spec.formFactors, m->formFactor))
            return Text::tr("%1 board; the case does not take it").arg(toKey(m->formFactor));
        for (const auto &kit : b.memory) {
            if (kit.part.spec.type != m->memoryType)
                return Text::tr("takes %1 memory; the build has %2")
                    .arg(toKey(m->memoryType), toKey(kit.part.spec.type));
        }
    } else if (const auto *k = part.as<MemoryKit>()) {
        if (b.motherboard && k->type != b.motherboard->spec.memoryType)
            return Text::tr("%1; the motherboard takes %2")
                .arg(toKey(k->type), toKey(b.motherboard->spec.memoryType));
        if (b.motherboard && k->modules > b.motherboard->spec.memorySlots)
            return Text::tr("%1 modules; the motherboard has %2 slots")
                .arg(k->modules)
                .arg(b.motherboard->spec.memorySlots);
        if (b.motherboard) {
            const DimmSupport need = dimmRequirement(b.motherboard->spec).kinds;
            if (need == DimmSupport::Registered && !k->registered)
                return Text::tr("unbuffered; the motherboard takes registered DIMMs");
            if (need == DimmSupport::Unbuffered && k->registered)
                return Text::tr("registered; the motherboard takes unbuffered DIMMs");
        }
        for (const auto &other : b.memory) {
            if (other.part.spec.registered != k->registered)
                return k->registered ? Text::tr("registered; the build's memory is unbuffered")
                                     : Text::tr("unbuffered; the build's memory is registered");
        }
    } else if (const auto *s = part.as<CaseSpec>()) {
        if (b.motherboard && !caseTakes(s->formFactors, b.motherboard->spec.formFactor))
            return Text::tr("does not take a %1 board").arg(toKey(b.motherboard->spec.formFactor));
        // A back-connect board in an ordinary case (FIT.BACK_CONNECT's error).
        if (b.motherboard && boardBackConnect(b.motherboard->info.name) != BackConnect::None
            && caseBackConnect(part.info.name) == BackConnect::None)
            return Text::tr(
                "an ordinary case: the back-connect board's connectors need a case made for them");
        if (const auto longest = longestGpu(b); longest && *longest > s->maxGpuLength)
            return Text::tr("takes cards up to %1 mm; the longest GPU is %2 mm")
                .arg(s->maxGpuLength.value())
                .arg(longest->value());
        if (b.cooler && b.cooler->spec.height && s->maxCoolerHeight
            && *b.cooler->spec.height > *s->maxCoolerHeight)
            return Text::tr("takes CPU coolers up to %1 mm").arg(s->maxCoolerHeight->value());
        // The build's radiators against the case's known mounts, each on one of at least its size, as
        // FIT.RADIATORS judges them.
        if (scope == FitScope::Candidate && !s->radiatorMounts.isEmpty()) {
            const QList<RadiatorNeed> radiators = radiatorsOf(b);
            if (!radiators.isEmpty() && !fitRadiators(radiators, s->radiatorMounts).unplaced.isEmpty())
                return Text::tr(
                    "its radiator mounts cannot take the build's %n radiator(s), each on a mount of "
                    "at least its size",
                    nullptr, int(radiators.size()));
        }
        // The cards in their slots against the case's openings, as FIT.CASE_SLOTS judges them.
        if (scope == FitScope::Candidate && !b.gpus.isEmpty() && b.motherboard) {
            Build withCase = b;
            withCase.chassis = Case::from(part);
            const ChassisLayout layout = ChassisLayout::of(withCase);
            if (!layout.pastCaseEnd.isEmpty()) {
                const int slot = layout.pastCaseEnd.first();
                const ChassisLayout::Card *card = layout.card(slot);
                return Text::tr("%1 expansion openings; the card in slot %2 needs openings %2–%3")
                    .arg(layout.caseOpenings)
                    .arg(slot)
                    .arg(card ? card->lastOpening : slot);
            }
        }
    } else if (const auto *o = part.as<CoolerSpec>()) {
        // A narrow-ILM board takes coolers with the narrow bracket only, whatever the processor; otherwise
        // the CPU's socket, or before a CPU is chosen the processor socket of the board.
        const BoardSockets boardSocket
            = b.motherboard ? boardSockets(b.motherboard->spec.socket) : BoardSockets {};
        if (boardSocket.narrowMount && !o->sockets.contains(coolerMountOf(boardSocket)))
            return Text::tr(
                "lists no narrow-ILM mount (%1); the motherboard's socket has the narrow heatsink "
                "retention")
                .arg(coolerMountOf(boardSocket));
        if (b.cpu && !coolerFits(o->sockets, b.cpu->spec.socket))
            return Text::tr("does not fit socket %1").arg(b.cpu->spec.socket);
        if (!b.cpu && b.motherboard && !boardSocket.processorSocket.isEmpty()
            && !coolerFits(o->sockets, boardSocket.processorSocket))
            return Text::tr("does not fit the motherboard's socket %1").arg(b.motherboard->spec.socket);
        // An AIO's radiator beside the build's others, on the case's known mounts, as FIT.RADIATORS judges
        // it.
        if (scope == FitScope::Candidate && o->waterCooled && b.chassis
            && !b.chassis->spec.radiatorMounts.isEmpty()) {
            Build with = b;
            with.cooler = Cooler {part.info, *o};
            const QList<RadiatorNeed> radiators = radiatorsOf(with);
            if (!fitRadiators(radiators, b.chassis->spec.radiatorMounts).unplaced.isEmpty())
                return Text::tr(
                    "%1's radiator mounts cannot take the build's %n radiator(s) with this one, each "
                    "on a mount of at least its size",
                    nullptr, int(radiators.size()))
                    .arg(b.chassis->info.name);
        }
        if (o->height && b.chassis && b.chassis->spec.maxCoolerHeight
            && *o->height > *b.chassis->spec.maxCoolerHeight) {
            const CaseSpec &box = b.chassis->spec;
            if (!box.coolerClearanceSource.isEmpty())
                return Text::tr("%1 mm tall; %2 takes CPU coolers up to %3 mm (%4)")
                    .arg(o->height->value())
                    .arg(b.chassis->info.name)
                    .arg(box.maxCoolerHeight->value())
                    .arg(box.coolerClearanceSource);
            return Text::tr("%1 mm tall; the case takes %2 mm")
                .arg(o->height->value())
                .arg(box.maxCoolerHeight->value());
        }
    } else if (const auto *p = part.as<PsuSpec>()) {
        // Below the guide's bare minimum (RULES.md PSU-2: GPUs + CPU × 1.1) the build cannot run.
        Watts load(b.cpu ? b.cpu->spec.tdp.value() * processorCount(b) : 0);
        for (const GpuPlacement &placed : b.gpus)
            load += placed.gpu.spec.tdp;
        if (p->wattage < load.scaled(1.1))
            return Text::tr("%1 W; the GPUs and CPU need at least %2 W")
                .arg(p->wattage.value())
                .arg(load.scaled(1.1).value());
        // The cards' power cables, as POWER.CONNECTORS counts them: they depend on the cards and the
        // PSU alone, so no other part makes up for them.
        if (scope == FitScope::Candidate && !b.gpus.isEmpty()) {
            const int missing = PowerBudget::cableShortfall(b.gpus, *p);
            if (missing > 0)
                return Text::tr("%n PCIe power cable(s) short of what the cards take", nullptr, missing);
        }
    }
    return std::nullopt;
}

void sortParts(QList<Part> &parts, const PartSort &sort)
{
    std::stable_sort(parts.begin(), parts.end(), [&sort](const Part &a, const Part &b) {
        if (sort.key == SortKey::Name) {
            const int c = a.info.name.compare(b.info.name, Qt::CaseInsensitive);
            return sort.descending ? c > 0 : c < 0;
        }
        const auto va = sortValue(a, sort.key);
        const auto vb = sortValue(b, sort.key);
        if (!va || !vb)
            return va.has_value() && !vb.has_value();
        return sort.descending ? *va > *vb : *va < *vb;
    });
}

} // namespace rigsmith::core
