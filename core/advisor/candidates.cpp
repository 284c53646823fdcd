// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/candidates.h"

#include "core/catalog/chipsetsupport.h"
#include "core/catalog/memoryplatform.h"
#include "core/catalog/partfilter.h"
#include "core/model/priceage.h"
#include "core/model/processorsockets.h"
#include "core/workload/throughputmodel.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace rigsmith::core::advisor {

bool caseOfSize(const QList<FormFactor> &caseForms, FormFactor size)
{
    // From the largest board down: a case of a size takes its boards and none of the next larger.
    static const FormFactor order[]
        = {FormFactor::EAtx, FormFactor::Atx, FormFactor::MicroAtx, FormFactor::MiniItx};
    const auto at = std::find(std::begin(order), std::end(order), size);
    if (at == std::end(order) || !caseTakes(caseForms, size))
        return false;
    return at == std::begin(order) || !caseTakes(caseForms, *(at - 1));
}

QList<int> memoryQuantities(
    const Candidate &kit, const MotherboardSpec &board, double cardMemoryGb, bool registeredConfirmed)
{
    if (kit.owned > 0)
        return {kit.owned};
    const auto &spec = *kit.part.as<MemoryKit>();
    if (spec.registered && !registeredConfirmed)
        return {};
    // Nor modules larger than the board's maximum spread over its slots (MEMORY.MODULE_SIZE): a buyer
    // wants memory the board is known to take.
    if (const auto perSlot = perSlotLimit(board); perSlot && spec.moduleSize.value() > perSlot->value())
        return {};
    QList<int> out;
    const int most = spec.modules > 0 ? board.memorySlots / spec.modules : 0;
    for (int q = 1; q <= most; ++q) {
        if (spec.total().value() * q >= cardMemoryGb)
            out.append(q);
    }
    return out;
}

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

// A cheap key that identical specs share; parts with equal keys are then compared in full.
QString bucketOf(const Part &part)
{
    if (const auto *g = part.as<GpuSpec>())
        return g->model + QString::number(g->length.value()) + QString::number(g->tdp.value());
    if (const auto *b = part.as<MotherboardSpec>())
        return b->socket + b->chipset + QString::number(b->slots.size());
    if (const auto *c = part.as<CpuSpec>())
        return c->socket + QString::number(c->cores) + QString::number(c->tdp.value());
    if (const auto *m = part.as<MemoryKit>())
        return QString::number(m->modules) + QString::number(m->moduleSize.value());
    if (const auto *s = part.as<StorageSpec>())
        return QString::number(s->capacity.value()) + s->interface;
    if (const auto *p = part.as<PsuSpec>())
        return QString::number(p->wattage.value());
    if (const auto *c = part.as<CaseSpec>())
        return QString::number(c->maxGpuLength.value()) + QString::number(c->expansionSlots);
    if (const auto *o = part.as<CoolerSpec>())
        return o->sockets.join(u',');
    return {};
}

bool constraintsAllow(const Part &part, const Query &q)
{
    if (const auto *g = part.as<GpuSpec>()) {
        if (!q.vendor.isEmpty() && g->vendor.compare(q.vendor, Qt::CaseInsensitive) != 0)
            return false;
        if (q.cooler == CoolerChoice::Blower && g->cooler != CoolerType::Blower)
            return false;
        if (q.cooler == CoolerChoice::OpenAir && g->cooler != CoolerType::OpenAir)
            return false;
    } else if (const auto *c = part.as<CaseSpec>()) {
        if (q.caseSize && !caseOfSize(c->formFactors, *q.caseSize))
            return false;
    }
    return true;
}

void sortAndDeduplicate(QList<Candidate> &list, int &duplicates)
{
    std::sort(list.begin(), list.end(), [](const Candidate &a, const Candidate &b) {
        if (a.cents != b.cents)
            return a.cents < b.cents;
        return a.part.info.id < b.part.info.id;
    });
    QHash<QString, QList<qsizetype>> kept;
    QList<Candidate> out;
    for (const Candidate &c : std::as_const(list)) {
        QList<qsizetype> &same = kept[bucketOf(c.part)];
        const bool duplicate = c.owned == 0 && std::any_of(same.cbegin(), same.cend(), [&](qsizetype i) {
            return out[i].part.spec == c.part.spec;
        });
        if (duplicate) {
            ++duplicates;
            continue;
        }
        same.append(out.size());
        out.append(c);
    }
    list = out;
}

// A card that may join owned ones: of the same maker (one driver stack), another variant of the owned
// model (another width, cooler or length) or another model, whose build then carries GPU.MIXED_MODELS
// and is estimated at the pace the mix runs.
bool mayJoin(const GpuSpec &card, const GpuSpec &owned)
{
    return !owned.model.isEmpty() && card.vendor == owned.vendor;
}

} // namespace

QList<Candidate> &Candidates::of(PartKind kind)
{
    return const_cast<QList<Candidate> &>(std::as_const(*this).of(kind));
}

const QList<Candidate> &Candidates::of(PartKind kind) const
{
    switch (kind) {
    case PartKind::Gpu:
        return gpus;
    case PartKind::Motherboard:
        return boards;
    case PartKind::Cpu:
        return cpus;
    case PartKind::Cooler:
        return coolers;
    case PartKind::Memory:
        return memory;
    case PartKind::Storage:
        return storage;
    case PartKind::Case:
        return cases;
    case PartKind::Psu:
        break;
    }
    return psus;
}

const QList<int> &BoardProcessors::ofSocket(const QString &socket)
{
    auto it = mBySocket.find(socket);
    if (it == mBySocket.end()) {
        QList<int> list;
        for (int i = 0; i < mC.cpus.size(); ++i) {
            if (mC.cpus[i].part.as<CpuSpec>()->socket == socket)
                list.append(i);
        }
        it = mBySocket.insert(socket, list);
    }
    return *it;
}

const QList<int> &BoardProcessors::of(const MotherboardSpec &board, bool boardOwned)
{
    QString key = board.socket + QLatin1Char('\n') + board.chipset;
    if (boardOwned)
        key += QLatin1String("\nowned");
    auto it = mByChipset.find(key);
    if (it == mByChipset.end()) {
        QList<int> list;
        for (const int c : ofSocket(boardSockets(board.socket).processorSocket)) {
            const Candidate &cpu = mC.cpus[c];
            if (boardOwned || cpu.owned > 0
                || pairKnownToWork(board, cpu.part.info.name, cpu.part.as<CpuSpec>()->socket))
                list.append(c);
        }
        it = mByChipset.insert(key, list);
    }
    return *it;
}

QList<QList<int>> x16Placements(const MotherboardSpec &board, int n)
{
    QList<int> x16;
    for (const PcieSlot &s : board.slots) {
        if (s.physicalSize.value() >= 16)
            x16.append(s.position);
    }
    QList<QList<int>> out;
    QList<int> pick;
    const auto choose = [&](auto &&self, int from) -> void {
        if (pick.size() == n) {
            out.append(pick);
            return;
        }
        for (int i = from; i < x16.size(); ++i) {
            pick.append(x16[i]);
            self(self, i + 1);
            pick.removeLast();
        }
    };
    choose(choose, 0);
    return out;
}

bool layoutVerified(const MotherboardSpec &board)
{
    return board.layoutConfidence == LayoutConfidence::Positions || board.layoutCorrected;
}

Candidates gatherCandidates(const PartCatalog &catalog, const Query &q)
{
    Candidates out;
    const QString currency = q.environment.currency;

    // The user's own parts: each must be in the catalog; a kind with an owned part uses only it.
    QHash<PartId, int> ownedCount;
    QList<Part> ownedParts;
    for (const PartId &raw : q.owned) {
        const PartId id = catalog.currentId(raw);
        const auto part = catalog.part(id);
        if (!part) {
            out.error = Text::tr("--own %1: no such part in the catalog").arg(raw.key());
            return out;
        }
        if (ownedCount[id]++ == 0)
            ownedParts.append(*part);
    }
    QSet<PartId> avoided;
    for (const PartId &raw : q.avoided) {
        const PartId id = catalog.currentId(raw);
        if (!catalog.part(id)) {
            out.error = Text::tr("--avoid %1: no such part in the catalog").arg(raw.key());
            return out;
        }
        if (ownedCount.contains(id)) {
            out.error = Text::tr("%1 is both owned and to be avoided").arg(raw.key());
            return out;
        }
        avoided.insert(id);
    }
    QSet<PartKind> ownedKinds;
    QString ownedGpuModel;
    GpuSpec ownedGpuSpec;
    QSet<QString>
        launchOnly; // GPU models with cards left out for a launch price, and those with another price
    QSet<QString> currentlyPriced;
    for (const Part &part : std::as_const(ownedParts)) {
        const PartKind kind = part.kind();
        const int count = ownedCount.value(part.info.id);
        // More copies than one build can hold is a typing error, not a constraint to search (the dialog's
        // list and the CLI's repeated --own alike).
        const int most = kind == PartKind::Gpu                      ? Build::kMaxGpus
            : kind == PartKind::Memory || kind == PartKind::Storage ? Build::kMaxQuantity
                                                                    : 0;
        if (most > 0 && count > most) {
            out.error = Text::tr("%1 is owned %2 times; a build holds at most %3 of it")
                            .arg(part.info.id.key())
                            .arg(count)
                            .arg(most);
            return out;
        }
        if (kind == PartKind::Gpu) {
            const QString model = part.as<GpuSpec>()->model;
            if (!ownedGpuModel.isEmpty() && model != ownedGpuModel) {
                out.error
                    = Text::tr("the GPUs you own are of two models (%1, %2); the advisor plans builds of "
                               "one model, as the guide advises")
                          .arg(ownedGpuModel, model);
                return out;
            }
            ownedGpuModel = model;
            ownedGpuSpec = *part.as<GpuSpec>();
            out.ownedGpus += count;
        } else if (kind == PartKind::Cpu && count > 2) {
            out.error = Text::tr("%1 is owned %2 times; a build holds at most two (on a dual-socket board)")
                            .arg(part.info.id.key())
                            .arg(count);
            return out;
        } else if (count > 1 && kind != PartKind::Cpu && kind != PartKind::Memory
            && kind != PartKind::Storage) {
            out.error
                = Text::tr("%1 is owned %2 times; a build holds one").arg(part.info.id.key()).arg(count);
            return out;
        }
        ownedKinds.insert(kind);
        out.of(kind).append(Candidate {part, 0, count});
    }

    for (const PartKind kind : allValues<PartKind>()) {
        if (ownedKinds.contains(kind) && kind != PartKind::Gpu)
            continue;
        for (const Part &part : catalog.parts(kind)) {
            if (ownedCount.contains(part.info.id))
                continue;
            if (avoided.contains(part.info.id)) {
                ++out.leftOut.avoided;
                continue;
            }
            // More cards of an owned model: the owned part itself at its price, or another variant of it.
            const bool companion = kind == PartKind::Gpu && ownedKinds.contains(PartKind::Gpu);
            if (companion && !mayJoin(*part.as<GpuSpec>(), ownedGpuSpec))
                continue;
            if (!constraintsAllow(part, q)) {
                ++out.leftOut.filtered;
                continue;
            }
            if (const auto *g = part.as<GpuSpec>(); g && !ThroughputModel::hasMeasuredBasis(*g)) {
                ++out.leftOut.noThroughputBasis;
                continue;
            }
            const auto price = part.info.price ? q.rates.convert(*part.info.price, currency) : std::nullopt;
            if (!price || price->cents() <= 0) {
                ++out.leftOut.unpriced;
                continue;
            }
            // New: no part at a used price. Used: cards at used prices (street or yours); the other parts
            // are bought at whatever price they have, as used prices are known for cards.
            const bool used = isUsedPrice(part.info);
            if ((q.market == Market::New && used)
                || (kind == PartKind::Gpu && q.market == Market::Used && !used)) {
                ++out.leftOut.otherMarket;
                continue;
            }
            if (kind == PartKind::Gpu && !q.includeLaunchPrices && isLaunchPrice(part.info)) {
                launchOnly.insert(part.as<GpuSpec>()->model);
                continue;
            }
            if (kind == PartKind::Gpu)
                currentlyPriced.insert(part.as<GpuSpec>()->model);
            (companion ? out.companions : out.of(kind)).append(Candidate {part, price->cents(), 0});
        }
    }
    // A model counts as left out when none of its cards has a price other than the launch one.
    launchOnly.subtract(currentlyPriced);
    out.leftOut.launchPriceOnly = launchOnly.values();
    out.leftOut.launchPriceOnly.sort();
    // Of the variants alike in cooler and width only the cheapest can be the one to buy (a longer or
    // shorter card aside, which the case decides; the cheapest is kept).
    std::sort(out.companions.begin(), out.companions.end(), [](const Candidate &a, const Candidate &b) {
        return a.cents != b.cents ? a.cents < b.cents : a.part.info.id < b.part.info.id;
    });
    QSet<QString> kept;
    out.companions.removeIf([&](const Candidate &c) {
        const GpuSpec &g = *c.part.as<GpuSpec>();
        const QString kind = QStringLiteral("%1/%2/%3/%4")
                                 .arg(g.model)
                                 .arg(g.memory.value())
                                 .arg(int(g.cooler))
                                 .arg(g.slotWidth.halves());
        if (kept.contains(kind))
            return true;
        kept.insert(kind);
        return false;
    });
    // An owned GPU model's further cards cost its catalog price (none: only the owned cards).
    for (Candidate &g : out.gpus) {
        if (g.owned > 0) {
            const auto price
                = g.part.info.price ? q.rates.convert(*g.part.info.price, currency) : std::nullopt;
            g.cents = price && price->cents() > 0 ? price->cents() : -1;
        }
    }
    // A dual-socket board takes two of its processor: with one owned, the second would be bought, which
    // a build (one processor part, counted per socket) cannot price. Such boards need the processor owned
    // twice; they are left out, and counted, when it is owned once.
    if (out.cpus.size() == 1 && out.cpus.first().owned == 1) {
        const auto before = out.boards.size();
        out.boards.removeIf(
            [](const Candidate &c) { return boardSockets(c.part.as<MotherboardSpec>()->socket).count > 1; });
        out.leftOut.secondProcessor = int(before - out.boards.size());
    }
    for (const PartKind kind : allValues<PartKind>())
        sortAndDeduplicate(out.of(kind), out.leftOut.duplicates);
    for (const Candidate &b : std::as_const(out.boards)) {
        const auto &spec = *b.part.as<MotherboardSpec>();
        const auto x16 = std::count_if(spec.slots.cbegin(), spec.slots.cend(),
            [](const PcieSlot &s) { return s.physicalSize.value() >= 16; });
        if (x16 >= 2 && !layoutVerified(spec) && !q.includeUnverified)
            ++out.leftOut.unverifiedBoards;
    }
    return out;
}

} // namespace rigsmith::core::advisor
