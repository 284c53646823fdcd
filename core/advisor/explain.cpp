// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/explain.h"

#include "core/advisor/advisor.h"
#include "core/advisor/policy.h"
#include "core/advisor/searchstate.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "core/rules/ruleengine.h"
#include "core/workload/workloadestimate.h"
#include "core/workload/workloadkinds.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rigsmith::core::advisor {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

QString money(qint64 cents, const QString &currency)
{
    return Money(cents, currency).toString();
}

QString modelOf(const Candidates &c, const Plan &p)
{
    return Text::tr("%1 × %2").arg(p.count).arg(c.gpus[p.gpu].part.as<GpuSpec>()->model);
}

// What one GPU plan ran into, in the user's words; the key names the constraint.
QPair<QString, QString> failureText(const Plan &p, const SearchState &s, const Candidates &c, const Query &q)
{
    const QString what = modelOf(c, p);
    const QString currency = q.environment.currency;
    switch (p.failure) {
    case Failure::Memory: {
        const auto &g = *c.gpus[p.gpu].part.as<GpuSpec>();
        // A further workload the cards cannot hold is named.
        if (planFits(g, q.workload, p.count)) {
            for (const Workload &other : q.otherWorkloads) {
                if (!planFits(g, other, p.count)) {
                    return {QStringLiteral("memory"),
                        Text::tr("%1 would be faster, but %2 GB a card cannot hold another job: %3")
                            .arg(what)
                            .arg(g.memory.value())
                            .arg(describeWorkload(other))};
                }
            }
        }
        return {QStringLiteral("memory"),
            Text::tr("%1 would be faster, but %2 GB a card cannot hold the workload")
                .arg(what)
                .arg(g.memory.value())};
    }
    case Failure::Budget: {
        const qint64 at = std::max(p.lowerBound, s.overBudget().value(&p, p.lowerBound));
        // A bound at or under the budget says nothing about the budget: name the budget instead.
        if (q.budget && at <= q.budget->cents())
            return {QStringLiteral("budget"),
                Text::tr("%1 would be faster, but none of its complete builds stays within the budget of %2")
                    .arg(what, q.budget->toString())};
        return {QStringLiteral("budget"),
            Text::tr("%1 would be faster, but costs at least %2, over the budget of %3")
                .arg(what, money(at, currency), q.budget ? q.budget->toString() : QString())};
    }
    case Failure::NoBoard:
        return {QStringLiteral("boards"),
            q.includeUnverified
                ? Text::tr("%1 would be faster, but no priced board has %2 x16 slots").arg(what).arg(p.count)
                : Text::tr(
                    "%1 would be faster, but no priced board with confirmed slot openings has %2 x16 slots")
                      .arg(what)
                      .arg(p.count)};
    case Failure::Collision:
        return {QStringLiteral("boards"),
            Text::tr(
                "%1 would be faster, but no board's slots take that many of these cards without one covering "
                "another")
                .arg(what)};
    case Failure::Rules: {
        const QString rule = s.planErrors().value(&p);
        if (rule.isEmpty())
            break;
        const QString key = rule == QStringLiteral("POWER.WALL_CIRCUIT") ? QStringLiteral("circuit")
            : rule.startsWith(QStringLiteral("PCIE."))                   ? QStringLiteral("lanes")
                                                                         : QStringLiteral("rules");
        return {key,
            Text::tr("%1 would be faster, but its builds fail %2: %3")
                .arg(what, rule, s.errors().value(rule).second.message)};
    }
    default:
        break;
    }
    return {};
}

} // namespace

QList<int> thinned(const QList<qint64> &cents, const QList<double> &t, int most, int keep)
{
    // Builds within a few per cent of the previous one shown in both price and throughput are one row: the
    // cheaper, except at the top, where the fastest stays.
    QList<int> rows;
    const auto close = [](double a, double b) { return b <= a * (1.0 + kSameRow); };
    for (int i = 0; i < int(t.size()); ++i) {
        if (!rows.isEmpty() && close(double(cents[rows.last()]), double(cents[i]))
            && close(t[rows.last()], t[i])) {
            // The recommended build is a row of its own; the fastest replaces its neighbour, not it.
            if (i == keep || (i == int(t.size()) - 1 && rows.last() == keep))
                rows.append(i);
            else if (i == int(t.size()) - 1)
                rows.last() = i;
            continue;
        }
        rows.append(i);
    }
    const int n = int(rows.size());
    if (most <= 0 || n <= most)
        return rows;
    if (most == 1)
        return {rows.first()};
    // Spread over the price range: the rows nearest to even steps of log price, the ends always.
    QList<int> out = {rows.first(), rows.last()};
    if (keep >= 0 && most >= 3 && !out.contains(keep))
        out.append(keep); // two rows stay the cheapest and the fastest (what the callers of two ask for)
    const auto logPrice = [&](int row) { return std::log(std::max<double>(double(cents[row]), 1.0)); };
    const double lo = logPrice(rows.first());
    const double hi = logPrice(rows.last());
    for (int k = 1; k < most - 1 && int(out.size()) < most; ++k) {
        const double target = lo + (hi - lo) * k / (most - 1);
        int best = -1;
        for (int i = 1; i < n - 1; ++i) {
            if (out.contains(rows[i]))
                continue;
            if (best < 0 || std::abs(logPrice(rows[i]) - target) < std::abs(logPrice(best) - target))
                best = rows[i];
        }
        if (best >= 0)
            out.append(best);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QString cardsOf(const Build &b)
{
    if (b.gpus.isEmpty())
        return {};
    // Cards of two models (another model beside owned ones): each model with its count, the first placed
    // first.
    QStringList models;
    QHash<QString, int> count;
    for (const GpuPlacement &g : b.gpus) {
        if (count[g.gpu.spec.model]++ == 0)
            models.append(g.gpu.spec.model);
    }
    QStringList out;
    for (const QString &model : models)
        out.append(Text::tr("%1 × %2").arg(count.value(model)).arg(model));
    return out.join(QStringLiteral(" + "));
}

void sayUnlocked(Result &r, const Suggestion &unlocked)
{
    if (r.front.isEmpty() || unlocked.build.gpus.isEmpty())
        return;
    const Suggestion &top = r.front.last();
    if (comparable(unlocked.throughput) <= comparable(top.throughput))
        return;
    const long gain
        = top.throughput > 0 ? std::lround((unlocked.throughput / top.throughput - 1.0) * 100.0) : 0;
    r.money += u' '
        + Text::tr("With them, %1 buys %2: %3 (+%4 %), on a board whose spacing you check yourself.")
              .arg(unlocked.price.toString(), cardsOf(unlocked.build),
                  formatThroughput(unlocked.throughput, unlocked.unit))
              .arg(gain);
}

QString keptWarningCost(const Suggestion::KeptWarning &kept)
{
    return kept.removalCost ? Text::tr("without it, %1 more").arg(kept.removalCost->toString())
                            : Text::tr("no build of these cards and board is without it");
}

void finish(Result &r, const SearchState &s, const Candidates &c, const Query &q, const QList<Plan> &plans)
{
    const QString currency = q.environment.currency;
    const QString unit = ThroughputModel::unit(q.workload.kind);
    const QList<SearchState::Entry> &front = s.front();
    r.frontSize = int(front.size());

    // The value map: each priced GPU model's one-card throughput per money, best first. Experts kept
    // in system memory are read at a build's memory bandwidth: then each build ranks with its own.
    QHash<QString, double> value;
    QList<double> ranked;
    const auto rank = [&](const SystemMemory &memory) {
        value.clear();
        for (const Candidate &g : c.gpus) {
            const auto &spec = *g.part.as<GpuSpec>();
            if (g.cents <= 0)
                continue;
            const double v = cardThroughput(spec, q.workload, memory) / double(g.cents);
            value[spec.model] = std::max(value.value(spec.model), v);
        }
        ranked = value.values();
        std::sort(ranked.begin(), ranked.end(), std::greater<>());
    };
    rank({});
    const bool offloading = offloadBound(q.workload, 1.0) > 0;

    QList<double> throughputs;
    QList<qint64> prices;
    for (const SearchState::Entry &e : front) {
        throughputs.append(e.throughput);
        prices.append(e.cents);
    }
    // The build to order, of the whole front (recommendedBuild()): shown whenever three rows or more are.
    const double band = comparisonBandOf(q.workload);
    const Recommendation pick = recommendedBuild(prices, throughputs, band);
    const QList<int> shown = thinned(prices, throughputs, q.maxResults, pick.index);
    for (int k = 0; k < shown.size(); ++k) {
        const SearchState::Entry &e = front[shown[k]];
        Suggestion sug;
        sug.build = e.build;
        sug.price = Money(e.cents, currency);
        sug.throughput = e.throughput;
        sug.otherJobs = e.otherJobs;
        sug.unit = unit;
        const Report &report = e.report; // as the search judged it
        for (const Finding &f : report.findings) {
            if (f.severity == Severity::Warning)
                sug.warnings.append(f);
        }
        sug.settings = settingsTurnedOn(q.workload, e.build.workload);
        if (!q.allowWarnings) {
            const BoxNeeds needs = boxNeeds(e.build);
            sug.sizing = {Text::tr("storage: one NVMe drive of at least %1 GB (%2)")
                              .arg(needs.storageGb)
                              .arg(needs.storageWhy),
                Text::tr("memory: %1").arg(needs.memoryWhy), Text::tr("processor: %1").arg(needs.threadsWhy)};
        } else {
            Query strict = q;
            strict.allowWarnings = false;
            for (const Finding &f : report.findings) {
                const bool listed = std::any_of(sug.kept.cbegin(), sug.kept.cend(),
                    [&](const Suggestion::KeptWarning &w) { return w.ruleId == f.ruleId; });
                if (!listed && refuses(f, e.build, strict))
                    sug.kept.append({f.ruleId, {}});
            }
        }
        const GpuSpec &gpu = e.build.gpus.first().gpu.spec;
        if (offloading)
            rank(SystemMemory::of(e.build));
        const auto it = value.constFind(gpu.model);
        if (it != value.cend()) {
            sug.valueRank = int(std::find(ranked.cbegin(), ranked.cend(), *it) - ranked.cbegin()) + 1;
            sug.valueModels = int(ranked.size());
        }
        sug.unverifiedLayout = !layoutVerified(e.build.motherboard->spec);

        // What binds: the cheapest plan that would do more than this build for no more than the next
        // step up (or the budget) and did not make it.
        const bool last = k + 1 == shown.size();
        const qint64 ceiling = last ? (q.budget ? q.budget->cents() : std::numeric_limits<qint64>::max())
                                    : front[shown[k + 1]].cents;
        for (const Plan &p : plans) {
            if (p.lowerBound > ceiling || comparable(p.upperBound) <= comparable(e.throughput))
                continue;
            const auto [key, text] = failureText(p, s, c, q);
            if (!key.isEmpty()) {
                sug.bindingKey = key;
                sug.binding = text;
                break;
            }
        }
        if (sug.bindingKey.isEmpty() && k == 0) {
            for (const Plan &p : plans) {
                if (p.failure == Failure::Memory && p.lowerBound < e.cents) {
                    sug.bindingKey = QStringLiteral("memory");
                    sug.binding = q.otherWorkloads.isEmpty()
                        ? Text::tr("cheaper cards (%1 and others) cannot hold the workload")
                              .arg(modelOf(c, p))
                        : Text::tr("cheaper cards (%1 and others) cannot hold every workload")
                              .arg(modelOf(c, p));
                    break;
                }
            }
        }
        if (sug.bindingKey.isEmpty() && last && e.build.gpuCount() == q.maxGpus) {
            sug.bindingKey = QStringLiteral("gpus");
            sug.binding = Text::tr("it has the most GPUs asked for (%1)").arg(q.maxGpus);
        }
        if (sug.bindingKey.isEmpty()) {
            sug.bindingKey = QStringLiteral("front");
            sug.binding
                = last ? Text::tr("nothing faster qualifies") : Text::tr("the next step up costs more");
        }
        if (!last) {
            const SearchState::Entry &next = front[shown[k + 1]];
            sug.nextStep
                = Text::tr("%1 more (+%2 %) buys %3 × %4: %5 (+%6 %)")
                      .arg(money(next.cents - e.cents, currency))
                      .arg(std::round(100.0 * double(next.cents - e.cents) / double(e.cents)))
                      .arg(next.build.gpuCount())
                      .arg(next.build.gpus.first().gpu.spec.model, formatThroughput(next.throughput, unit))
                      .arg(std::round(100.0 * (next.throughput / e.throughput - 1.0)));
        }
        // A complete build: the budget it was searched for (in the query's currency, as are its circuit and
        // prices), so opening it shows the budget check the advisor made; the build's old budget went with
        // the query's environment before.
        sug.build.environment.budget = q.budget;
        // What it is, not what it cost that day: a price in the name goes stale with the first price change
        // (the notes keep the advisor's figures, dated).
        sug.build.name
            = Text::tr("%1 on %2")
                  .arg(cardsOf(e.build), e.build.motherboard ? e.build.motherboard->info.name : QString());
        QStringList notes;
        notes << Text::tr("Suggested by the Rigsmith advisor on %1 for: %2.")
                     .arg(QDate::currentDate().toString(Qt::ISODate), describeWorkload(q.workload));
        if (q.budget)
            notes << Text::tr("Budget: %1.").arg(q.budget->toString());
        notes << Text::tr("Estimated %1 for %2.")
                     .arg(formatThroughput(e.throughput, unit), sug.price.toString());
        notes << Text::tr("What binds: %1.").arg(sug.binding);
        if (!sug.nextStep.isEmpty())
            notes << Text::tr("Next step up: %1.").arg(sug.nextStep);
        if (sug.unverifiedLayout)
            notes << Text::tr("The board's slot openings are not confirmed by a source: check the spacing.");
        // Used parts are bought as such: the file and the build sheet (which prints the notes) say which.
        QStringList usedNames; // in the build's order, each once with its count
        QHash<QString, int> usedCount;
        forEachPart(e.build, [&](PartKind, const auto &part, int quantity, int) {
            if (!isUsedPrice(part.info) || isOwnedPart(part.info))
                return;
            if (!usedCount.contains(part.info.name))
                usedNames.append(part.info.name);
            usedCount[part.info.name] += quantity;
        });
        QStringList used;
        for (const QString &name : usedNames)
            used.append(Text::tr("%1 × %2").arg(usedCount.value(name)).arg(name));
        if (!used.isEmpty())
            notes << Text::tr("Priced as used parts: %1.").arg(used.join(QStringLiteral(", ")));
        sug.build.notes = notes.join(u'\n');
        r.front.append(sug);
    }
    // The one to order, said with its figures per thousand of the currency.
    if (const qsizetype row = shown.indexOf(pick.index); row >= 0) {
        // A front entry's throughput per thousand of the currency.
        const auto perMoney = [&](int i) {
            return Text::tr("%1 per %2")
                .arg(formatThroughput(
                         throughputs[i] * 100000.0 / double(std::max<qint64>(1, prices[i])), unit),
                    money(100000, currency));
        };
        Suggestion &best = r.front[row];
        const QString head = Text::tr("Recommended: %1, %2 for %3 (%4)")
                                 .arg(row + 1)
                                 .arg(cardsOf(best.build), best.price.toString(), perMoney(pick.index));
        if (front.size() == 1)
            r.recommendation = Text::tr("%1: the only build that qualifies.").arg(head);
        else if (pick.index == pick.bestValue)
            r.recommendation
                = Text::tr("%1: the most %2 per money of these builds, the guide's first test of "
                           "a GPU choice.")
                      .arg(head, unit);
        else if (pick.index == pick.fastest)
            r.recommendation = Text::tr("%1: the fastest build that keeps three quarters of the best %2 per "
                                        "money on the front (%3).")
                                   .arg(head, unit, perMoney(pick.bestValue));
        else
            r.recommendation = Text::tr("%1: a faster build (%2) is within ±%3 % of it, closer than the "
                                        "estimates tell builds apart, and costs %4 more.")
                                   .arg(head, formatThroughput(throughputs[pick.fastest], unit))
                                   .arg(std::round(100.0 * band))
                                   .arg(money(prices[pick.fastest] - prices[pick.index], currency));
        best.recommended = true;
        best.build.notes += u'\n'
            + Text::tr("Recommended of the builds suggested with it (%1).").arg(perMoney(pick.index));
    }
    // The money: when the fastest build costs less than half the budget, what binds it and what would
    // unlock more, in one sentence.
    if (q.budget && !r.front.isEmpty() && r.front.last().price.cents() * 2 < q.budget->cents()) {
        const Suggestion &top = r.front.last();
        QString unlock;
        if (top.bindingKey == u"boards" && !q.includeUnverified)
            unlock = Text::tr(
                "Boards whose slot openings no source confirms (include them) may take more cards.");
        else if (top.bindingKey == u"circuit")
            unlock = Text::tr("A circuit of more amps, or 230 V, would allow more.");
        else if (top.bindingKey == u"gpus")
            unlock = Text::tr("Allow more GPUs.");
        r.money = Text::tr("The fastest build costs %1 of the %2 budget: %3.")
                      .arg(top.price.toString(), q.budget->toString(), top.binding);
        if (!unlock.isEmpty())
            r.money += u' ' + unlock;
    }
    if (!r.front.isEmpty() || r.cancelled)
        return;

    // Nothing qualified: the first constraint that every plan ran into.
    const auto none = [&](const QList<Candidate> &list, PartKind kind) {
        if (list.isEmpty() && r.reason.isEmpty())
            r.reason = Text::tr("No priced %1 in the catalog meets the constraints.").arg(displayName(kind));
    };
    none(c.gpus, PartKind::Gpu);
    none(c.boards, PartKind::Motherboard);
    none(c.cpus, PartKind::Cpu);
    none(c.memory, PartKind::Memory);
    none(c.storage, PartKind::Storage);
    none(c.coolers, PartKind::Cooler);
    none(c.cases, PartKind::Case);
    none(c.psus, PartKind::Psu);
    if (!r.reason.isEmpty())
        return;
    const bool anyFits = std::any_of(plans.cbegin(), plans.cend(), [](const Plan &p) { return p.fits; });
    if (!anyFits) {
        double largest = 0.0;
        for (const Candidate &g : c.gpus)
            largest = std::max(largest, g.part.as<GpuSpec>()->memory.value());
        // The workload that needs the most memory per card (the primary or a further one).
        int worst = 0;
        double need = 0.0;
        for (int i = 0; i <= q.otherWorkloads.size(); ++i) {
            const double total
                = MemoryEstimate::of(i == 0 ? q.workload : q.otherWorkloads[i - 1], q.maxGpus).total();
            if (i == 0 || total > need) {
                worst = i;
                need = total;
            }
        }
        r.reason = Text::tr(
            "The workload needs about %1 GB of memory on each GPU with %2 GPUs; the largest priced "
            "card within the constraints has %3 GB. Allow more GPUs, a smaller model, a lower "
            "precision or (fine-tuning) QLoRA.")
                       .arg(std::round(need))
                       .arg(q.maxGpus)
                       .arg(largest);
        if (worst > 0) {
            r.reason = Text::tr("Also planned, %1: %2")
                           .arg(describeWorkload(q.otherWorkloads[worst - 1]), r.reason);
        }
        return;
    }
    // A PSU the user owns that cannot feed any plan's cards (the guide's bare minimum, PSU-2: the GPUs and
    // the processor × 1.1, as incompatibility() tests it): it is what blocks, whatever else is chosen.
    const auto ownedPsu
        = std::find_if(c.psus.cbegin(), c.psus.cend(), [](const Candidate &x) { return x.owned > 0; });
    if (ownedPsu != c.psus.cend()) {
        int leastCpu = 0;
        for (const Candidate &cpu : c.cpus) {
            const int tdp = cpu.part.as<CpuSpec>()->tdp.value();
            leastCpu = leastCpu == 0 ? tdp : std::min(leastCpu, tdp);
        }
        const int watts = ownedPsu->part.as<PsuSpec>()->wattage.value();
        const Plan *lightest = nullptr;
        int lightestNeed = 0;
        for (const Plan &p : plans) {
            if (!p.fits)
                continue;
            const int need = Watts(c.gpus[p.gpu].part.as<GpuSpec>()->tdp.value() * p.count + leastCpu)
                                 .scaled(1.1)
                                 .value();
            if (!lightest || need < lightestNeed) {
                lightest = &p;
                lightestNeed = need;
            }
        }
        if (lightest && lightestNeed > watts) {
            r.reason
                = Text::tr("The PSU you own (%1, %2 W) cannot feed %3: the cards and the least processor "
                           "need at least %4 W (the guide's PSU-2: their power × 1.1). Leave it out of the "
                           "parts you own, or ask for fewer GPUs.")
                      .arg(ownedPsu->part.info.name)
                      .arg(watts)
                      .arg(modelOf(c, *lightest))
                      .arg(lightestNeed);
            return;
        }
    }
    const Plan *cheapest = nullptr;
    for (const Plan &p : plans) {
        if (p.fits && p.failure == Failure::Budget && (!cheapest || p.lowerBound < cheapest->lowerBound))
            cheapest = &p;
    }
    const bool allBudget = std::all_of(plans.cbegin(), plans.cend(),
        [](const Plan &p) { return !p.fits || p.failure == Failure::Budget || p.failure == Failure::Slow; });
    if (allBudget && cheapest && q.budget) {
        const qint64 at
            = std::max(cheapest->lowerBound, s.overBudget().value(cheapest, cheapest->lowerBound));
        r.reason
            = Text::tr("The cheapest build that holds the workload (%1) costs at least %2, %3 more than the "
                       "budget of %4.")
                  .arg(modelOf(c, *cheapest), money(at, currency), money(at - q.budget->cents(), currency),
                      q.budget->toString());
        return;
    }
    if (q.minThroughput && std::all_of(plans.cbegin(), plans.cend(), [](const Plan &p) {
            return !p.fits || p.failure == Failure::Slow;
        })) {
        double best = 0.0;
        for (const Plan &p : plans)
            best = std::max(best, p.upperBound);
        r.reason
            = Text::tr("The fastest plan within the constraints reaches at most %1, below the %2 asked for.")
                  .arg(formatThroughput(best, unit), formatThroughput(*q.minThroughput, unit));
        return;
    }
    QString worst;
    int count = 0;
    for (auto it = s.errors().cbegin(); it != s.errors().cend(); ++it) {
        if (it.value().first > count) {
            worst = it.key();
            count = it.value().first;
        }
    }
    if (!worst.isEmpty()) {
        r.reason
            = Text::tr("Every build tried fails %1: %2").arg(worst, s.errors().value(worst).second.message);
        return;
    }
    const bool boards = std::any_of(plans.cbegin(), plans.cend(),
        [](const Plan &p) { return p.failure == Failure::NoBoard || p.failure == Failure::Collision; });
    // Cards the user owns that no board takes as many of: their width is the cause.
    const auto ownedCards
        = std::find_if(c.gpus.cbegin(), c.gpus.cend(), [](const Candidate &x) { return x.owned > 0; });
    const bool collide = std::any_of(
        plans.cbegin(), plans.cend(), [](const Plan &p) { return p.failure == Failure::Collision; });
    if (collide && ownedCards != c.gpus.cend()) {
        const GpuSpec &card = *ownedCards->part.as<GpuSpec>();
        r.reason
            = Text::tr("The %1 cards you own are %2 slots wide: no priced board%3 takes %4 of them without "
                       "one covering another. Ask for fewer GPUs, or leave them out of the parts you own.")
                  .arg(ownedCards->part.info.name)
                  .arg(card.slotWidth.value())
                  .arg(q.includeUnverified ? QString() : Text::tr(" whose slot openings a source confirms"))
                  .arg(q.minGpus);
        return;
    }
    if (boards) {
        r.reason = q.includeUnverified
            ? Text::tr("No priced board takes the GPUs asked for without one covering another.")
            : Text::tr(
                "No priced board whose slot openings a source confirms takes %1 or more GPUs; allow boards "
                "with unconfirmed layouts (and check their spacing) or fewer GPUs.")
                  .arg(q.minGpus);
        return;
    }
    r.reason = Text::tr("No complete build within the constraints passes the rules.");
}

} // namespace rigsmith::core::advisor
