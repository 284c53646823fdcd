// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/advisor.h"

#include "core/advisor/candidates.h"
#include "core/advisor/completions.h"
#include "core/advisor/explain.h"
#include "core/advisor/limits.h"
#include "core/advisor/policy.h"
#include "core/advisor/search.h"
#include "core/advisor/searchstate.h"
#include "core/analysis/chassislayout.h"
#include "core/catalog/partfilter.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"

#include <QElapsedTimer>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace rigsmith::core::advisor {

double comparable(double throughput)
{
    if (!(throughput > 0.0))
        return 0.0;
    // The search asks this of the same few thousand estimates millions of times: the last answers are
    // kept, each in a place its bits choose (a thread's own: searches run in several threads).
    struct Kept
    {
        quint64 bits = 0;
        double value = 0.0;
    };
    thread_local std::array<Kept, 4096> kept {};
    const quint64 bits = std::bit_cast<quint64>(throughput);
    Kept &k = kept[(bits ^ (bits >> 20) ^ (bits >> 40)) & (kept.size() - 1)];
    if (k.bits == bits)
        return k.value;
    const double magnitude = std::pow(10.0, std::floor(std::log10(throughput)) - 2.0);
    k.bits = bits;
    k.value = std::round(throughput / magnitude) * magnitude;
    return k.value;
}

bool Search::refusedCard(const Candidate &c) const
{
    if (c.owned > 0)
        return false; // the user's own card is used whatever the policy says (its findings are kept)
    const GpuSpec &g = *c.part.as<GpuSpec>();
    // Passively cooled cards overheat in any desktop case (COOLING.PASSIVE_AIRFLOW); a liquid-cooled card
    // whose radiator size no source gives is named by FIT.RADIATORS in any case.
    return (g.cooler == CoolerType::Passive && refusesRule(mQ, QStringLiteral("COOLING.PASSIVE_AIRFLOW")))
        || (g.cooler == CoolerType::Hybrid && !g.radiatorSize
            && refusesRule(mQ, QStringLiteral("FIT.RADIATORS")));
}

qint64 Search::minCents(PartKind kind) const
{
    const QList<Candidate> &list = mC.of(kind);
    return list.isEmpty() ? 0 : list.first().cents;
}

void Search::run()
{
    const QString currency = mQ.environment.currency;
    for (const Candidate &c : std::as_const(mC.boards)) {
        mBoards.append(*Motherboard::from(c.owned ? ownedAtNoCost(c, currency) : c.part));
        auto &sets = mSlotSets.emplace_back();
        for (int n = std::max(1, mQ.minGpus); n <= std::min(mQ.maxGpus, Build::kMaxGpus); ++n)
            sets[n] = x16Placements(mBoards.last().spec, n);
    }
    for (const Candidate &c : std::as_const(mC.cpus))
        mCpus.append(*Cpu::from(c.owned ? ownedAtNoCost(c, currency) : c.part));
    for (const Candidate &c : std::as_const(mC.gpus))
        mGpus.append({*Gpu::from(c.part), *Gpu::from(ownedAtNoCost(c, currency))});
    for (const Candidate &c : std::as_const(mC.companions))
        mCompanions.append(*Gpu::from(c.part));
    mGlobalRest = minCents(PartKind::Memory) + minCents(PartKind::Storage) + minCents(PartKind::Cooler)
        + minCents(PartKind::Case) + minCents(PartKind::Psu);
    const qint64 rest = minCents(PartKind::Cpu) + mGlobalRest;
    const bool anyPart = !mC.boards.isEmpty() && !mC.cpus.isEmpty() && !mC.memory.isEmpty()
        && !mC.storage.isEmpty() && !mC.coolers.isEmpty() && !mC.cases.isEmpty() && !mC.psus.isEmpty();
    QHash<QString, std::optional<Workload>> fitting;
    for (int g = 0; g < mC.gpus.size(); ++g) {
        const Candidate &gpu = mC.gpus[g];
        if (refusedCard(gpu))
            continue;
        const GpuSpec &spec = *gpu.part.as<GpuSpec>();
        // Beside owned cards, the further cards are more of the owned part or another card of its maker
        // (Candidates::companions).
        const int companions = gpu.owned > 0 ? int(mC.companions.size()) : 0;
        for (int n = std::max(mQ.minGpus, mC.ownedGpus); n <= mQ.maxGpus; ++n) {
            const auto holdsOtherJobs = [&](const GpuSpec &card) {
                return std::all_of(mQ.otherWorkloads.cbegin(), mQ.otherWorkloads.cend(),
                    [&](const Workload &w) { return planFits(card, w, n); });
            };
            for (int companion = -1; companion < (n > gpu.owned ? companions : 0); ++companion) {
                const int bought = n - gpu.owned;
                const Candidate &further = companion >= 0 ? mC.companions[companion] : gpu;
                if (bought > 0 && further.cents < 0)
                    continue; // further cards of an owned model without a price
                if (companion >= 0 && refusedCard(further))
                    continue;
                Plan p;
                p.gpu = g;
                p.count = n;
                p.companion = companion;
                p.gpuCents = qint64(std::max(0, bought)) * std::max<qint64>(0, further.cents);
                // The user's settings, or, where the job does not fit, the fastest of the settings a
                // practitioner turns on that makes it fit (policy.h).
                // Cards of one model and memory fit alike: asked once per model, memory and count.
                const QString fitKey
                    = QStringLiteral("%1/%2/%3").arg(spec.model).arg(spec.memory.value()).arg(n);
                auto known = fitting.constFind(fitKey);
                if (known == fitting.cend())
                    known = fitting.insert(fitKey, planWorkload(spec, mQ.workload, n, mQ.pinned));
                const std::optional<Workload> &runs = *known;
                p.workload = runs.value_or(mQ.workload);
                p.fits = runs.has_value() && holdsOtherJobs(spec);
                p.upperBound = planUpperBound(spec, p.workload, n);
                if (companion >= 0) {
                    const GpuSpec &other = *further.part.as<GpuSpec>();
                    // A variant may be clocked higher: the bound holds for the faster of the two.
                    p.upperBound = std::max(p.upperBound, planUpperBound(other, p.workload, n));
                    // Another model must hold every job too (the smaller card bounds).
                    if (other.model != spec.model)
                        p.fits = p.fits && planFits(other, p.workload, n) && holdsOtherJobs(other);
                }
                p.lowerBound = p.gpuCents + minCents(PartKind::Motherboard) + rest;
                mPlans.append(p);
            }
        }
    }
    std::sort(mPlans.begin(), mPlans.end(), [this](const Plan &a, const Plan &b) {
        if (a.lowerBound != b.lowerBound)
            return a.lowerBound < b.lowerBound;
        if (a.upperBound != b.upperBound)
            return a.upperBound > b.upperBound;
        if (a.gpu != b.gpu)
            return mC.gpus[a.gpu].part.info.id < mC.gpus[b.gpu].part.info.id;
        if (a.count != b.count)
            return a.count < b.count;
        return a.companion < b.companion;
    });
    mR.plans = int(mPlans.size());
    mClock.start();
    for (int i = 0; i < mPlans.size() && !expired(); ++i) {
        if (mProgress && !mProgress(int(100 * i / mPlans.size()))) {
            mR.cancelled = true;
            break;
        }
        Plan &p = mPlans[i];
        if (!anyPart) {
            p.failure = Failure::NoParts;
            continue;
        }
        searchPlan(p);
    }
    if (mProgress && !mR.cancelled)
        mProgress(100);
}

void Search::searchPlan(Plan &p)
{
    const double ub = comparable(p.upperBound);
    if (!p.fits) {
        p.failure = Failure::Memory;
        return;
    }
    if (mQ.minThroughput && p.upperBound < *mQ.minThroughput) {
        p.failure = Failure::Slow;
        return;
    }
    if (mQ.exceedsBudget(p.lowerBound)) {
        p.failure = Failure::Budget;
        return;
    }
    if (mState.dominatedComparable(p.lowerBound, ub)) {
        p.failure = Failure::Dominated;
        return;
    }
    const Candidate &gpu = mC.gpus[p.gpu];
    mOffloadPerGBs = offloadBound(p.workload, 1.0);
    // The bought cards' variant, and the rest sized by the cooler of the two (a bound: never over the box's).
    const Gpu &further = p.companion >= 0 ? mCompanions[p.companion] : mGpus[p.gpu][0];
    const Gpu &lighter
        = further.spec.tdp.value() < mGpus[p.gpu][0].spec.tdp.value() ? further : mGpus[p.gpu][0];
    mPlanRest = mQ.allowWarnings ? mGlobalRest : sizedRest(mC, lighter, p.count, p.workload);
    p.failure = Failure::NoBoard;
    const qint64 restBelowBoard = p.lowerBound - p.gpuCents - minCents(PartKind::Motherboard);
    int completed = 0;
    const int planIndex = int(&p - mPlans.constData());
    for (int boardIndex = 0; boardIndex < mC.boards.size(); ++boardIndex) {
        const Candidate &board = mC.boards[boardIndex];
        const MotherboardSpec &spec = mBoards[boardIndex].spec;
        const qint64 lb = p.gpuCents + board.cents + restBelowBoard;
        if (mQ.exceedsBudget(lb)) {
            if (p.failure == Failure::NoBoard)
                p.failure = Failure::Budget;
            // What "costs at least" then says: the bound that passed the budget, not the plan's lower one.
            mState.noteOverBudget(p, lb);
            break;
        }
        if (mState.dominatedComparable(lb, ub))
            break;
        // Experts in system memory: the fastest memory of the board's kind in the channels of its widest
        // processor bounds every build on the board.
        if (mOffloadPerGBs > 0
            && mState.dominatedComparable(
                lb, comparable(withOffloadBound(p.upperBound, mOffloadPerGBs * widestBandwidth(boardIndex)))))
            continue;
        if (p.count >= 2 && !mQ.includeUnverified && !layoutVerified(spec))
            continue;
        if (p.count > Build::kMaxGpus)
            continue; // no board has the slots
        const QList<QList<int>> &slotSets = mSlotSets[boardIndex][p.count];
        if (slotSets.isEmpty())
            continue;
        if (p.failure == Failure::NoBoard)
            p.failure = Failure::Collision;
        // The policy: open-air cards stacked only where the board offers no slots with a gap between them.
        std::optional<bool> spacedChoice;
        // Owned cards beside another variant: in the first slots or in the last (a wide card lower down
        // may leave room that the other way round it covers).
        const int orders = p.companion >= 0 && gpu.owned > 0 ? 2 : 1;
        for (int order = 0; order < orders * int(slotSets.size()); ++order) {
            const QList<int> &slots = slotSets[order / orders];
            const bool ownedLast = order % orders == 1;
            Build b;
            b.workload = p.workload;
            b.otherWorkloads = mQ.otherWorkloads;
            b.environment = mQ.environment;
            b.motherboard = mBoards[boardIndex];
            for (int k = 0; k < slots.size(); ++k) {
                const bool owned = ownedLast ? k >= p.count - gpu.owned : k < gpu.owned;
                b.gpus.append(GpuPlacement {owned ? mGpus[p.gpu][1] : further, slots[k]});
            }
            const ChassisLayout layout = ChassisLayout::of(b);
            if (!layout.collisions.isEmpty())
                continue;
            if (mRefusesStacks && stacksOpenAir(b, layout)) {
                if (!spacedChoice)
                    spacedChoice = avoidableStack(b, layout);
                if (*spacedChoice)
                    continue;
            }
            if (p.failure == Failure::Collision)
                p.failure = Failure::Rules;
            // The platform's throughput reads three of the processor's figures (its lanes and their
            // generation for the cards' links, its threads for data loading): processors alike in
            // those share one estimate.
            QHash<quint64, std::pair<double, double>> throughputs; // and comparable()
            std::optional<ThermalEstimate> thermal; // the cards' heat: the same for every processor
            // A dual-socket board takes two of the processor (processorCount()): both are bought.
            const BoardSockets sockets = boardSockets(spec.socket);
            const int threads = mQ.allowWarnings ? 0 : threadsNeeded(p.workload, p.count);
            for (const int c : mProcessors.of(spec, board.owned > 0)) {
                const Candidate &cpu = mC.cpus[c];
                if (cpu.owned == 0 && cpu.part.as<CpuSpec>()->threads * sockets.count < threads)
                    continue; // the policy's processor (a dearer one may still pass)
                const qint64 cpuCents = cpu.cents * sockets.count;
                const qint64 cpuLb = lb - minCents(PartKind::Cpu) + cpuCents;
                if (mQ.exceedsBudget(cpuLb) || mState.dominatedComparable(cpuLb, ub))
                    break;
                const CpuSpec &cs = *cpu.part.as<CpuSpec>();
                const quint64 key = (quint64(cs.pcieLanes.value()) << 40) | (quint64(cs.pcieGeneration) << 32)
                    | quint64(quint32(cs.threads));
                auto known = throughputs.constFind(key);
                if (known == throughputs.cend()) {
                    if (!thermal)
                        thermal = ThermalEstimate::of(b, layout); // reads the cards and slots only
                    const double t = mPlatformThroughputs.of(
                        planIndex, boardIndex, b, mCpus[c], *thermal, order % orders);
                    known = throughputs.insert(key, {t, comparable(t)});
                }
                const double t = known->first;
                if (mQ.minThroughput && t < *mQ.minThroughput)
                    continue;
                if (mQ.platformsPerPlan > 0 && completed >= mQ.platformsPerPlan) {
                    ++mR.plansCut;
                    return;
                }
                const qint64 cents = p.gpuCents + board.cents + cpuCents;
                // searchPlatform's first test, made before the processor is copied into the build.
                if (mState.dominatedComparable(cents + mPlanRest, known->second))
                    continue;
                if (mOffloadPerGBs > 0) {
                    const int channels = memoryChannelsOf(mCpus[c]);
                    const double widest
                        = SystemMemory::population(channels, 0, 64, fastestKit(spec.memoryType))
                              .bandwidthGBs();
                    if (mState.dominated(cents + mPlanRest, withOffloadBound(t, mOffloadPerGBs * widest)))
                        continue;
                }
                b.cpu = mCpus[c];
                mPlanDead = false;
                mSkipBoard = false;
                if (searchPlatform(p, b, {planIndex, boardIndex, c}, cents, t))
                    ++completed;
                if (mPlanDead || expired())
                    return;
                if (mSkipBoard)
                    break;
            }
        }
    }
}

// True when the platform's completion was searched (not skipped by a bound).
bool Search::searchPlatform(
    const Plan &plan, Build &b, const CompletionLists::PlatformIndex &at, qint64 cents, double throughput)
{
    // With the cheapest part of every role, is it already matched? (Before the lists are looked up.)
    if (mState.dominated(cents + mPlanRest, throughput))
        return false;
    mPlan = &plan;
    mBuild = b;
    mThroughput = throughput;
    mComparable = comparable(throughput);
    mLists.fill(b, at);
    mMinRest[RoleCount] = 0;
    for (int r = RoleCount - 1; r >= 0; --r) {
        if (mLists.of(r).isEmpty()) {
            return false;
        }
        mMinRest[r] = mMinRest[r + 1] + mLists.of(r).first().cents;
    }
    // Experts in system memory: the platform's figure is the cards' alone, and the memory decides the rest.
    // The fastest memory the list holds bounds every completion: a platform whose best cannot reach the
    // front is left here.
    const bool memoryDecides = mOffloadPerGBs > 0;
    if (memoryDecides) {
        const int channels = memoryChannelsOf(*b.cpu);
        double fastest = 0.0;
        for (const Option &o : mLists.of(MemoryRole)) {
            const MemoryKit &kit = *mC.of(PartKind::Memory)[o.index].part.as<MemoryKit>();
            // No channel slowed by a second module: a bound.
            fastest = std::max(fastest,
                SystemMemory::population(channels, 0, kit.modules * o.quantity, kit.speedMTs).bandwidthGBs());
        }
        mThroughput = withOffloadBound(throughput, mOffloadPerGBs * fastest);
        mComparable = comparable(mThroughput);
    }
    if (mState.dominatedComparable(cents + mMinRest[0], mComparable))
        return false;
    if (mQ.exceedsBudget(cents + mMinRest[0])) {
        mState.noteOverBudget(plan, cents + mMinRest[0]);
        return false;
    }
    if (!memoryDecides) {
        completePlatform(cents);
        return true;
    }
    // Then the memory is part of the platform, as the processor is: each kit, cheapest first, with the
    // figure it gives (its speed, its channels filled, two modules a channel at the platform's lower speed),
    // completed only where that figure and its price are not matched already.
    // The platform counts as searched (platformsPerPlan) whether or not a kit reaches the front. A dearer kit
    // is tried only when it gives more bandwidth than every cheaper one.
    const QList<Option> kits = mLists.of(MemoryRole);
    double widest = 0.0;
    for (const Option &kit : kits) {
        const qint64 lb = cents + kit.cents + mMinRest[MemoryRole + 1];
        if (mQ.exceedsBudget(lb)) {
            mState.noteOverBudget(plan, lb);
            break;
        }
        const MemoryKit &spec = *mC.of(PartKind::Memory)[kit.index].part.as<MemoryKit>();
        // The same rule as a build's (SystemMemory): channels, two modules a channel, the processor's rating.
        const double bandwidth
            = SystemMemory::population(*b.cpu, spec.type, spec.modules * kit.quantity, spec.speedMTs)
                  .bandwidthGBs();
        if (bandwidth <= widest)
            continue;
        widest = bandwidth;
        const double t = withOffloadBound(throughput, mOffloadPerGBs * bandwidth);
        if (mState.dominated(lb, t))
            continue;
        mThroughput = t;
        mComparable = comparable(t);
        mLists.keepOnly(MemoryRole, kit);
        mMinRest[MemoryRole] = kit.cents + mMinRest[MemoryRole + 1];
        completePlatform(cents);
        // The cards or the board fail whatever else is chosen: no other kit mends that.
        if (mPlanDead || mSkipBoard || expired())
            break;
    }
    return true;
}

int Search::fastestKit(MemoryType type)
{
    auto known = mFastestKit.constFind(int(type));
    if (known == mFastestKit.cend()) {
        int fastest = 0;
        for (const Candidate &c : mC.of(PartKind::Memory)) {
            if (const auto *kit = c.part.as<MemoryKit>(); kit && kit->type == type)
                fastest = std::max(fastest, kit->speedMTs);
        }
        known = mFastestKit.insert(int(type), fastest);
    }
    return *known;
}

double Search::widestBandwidth(int boardIndex)
{
    auto known = mWidestBandwidth.constFind(boardIndex);
    if (known == mWidestBandwidth.cend()) {
        const MotherboardSpec &spec = mBoards[boardIndex].spec;
        int channels = 0;
        for (const int c : mProcessors.of(spec, mC.boards[boardIndex].owned > 0))
            channels = std::max(channels, memoryChannelsOf(mCpus[c]));
        // As many modules as channels: no channel empty, none slowed by a second module.
        known = mWidestBandwidth.insert(boardIndex,
            SystemMemory::population(channels, 0, 64, fastestKit(spec.memoryType)).bandwidthGBs());
    }
    return *known;
}

namespace {

// What removing each warning a suggestion keeps would cost: the cheapest build of the same cards (as many)
// on the same board without it, the other warnings still allowed.
void priceKeptWarnings(Result &r, const Candidates &all, const Query &q)
{
    for (Suggestion &s : r.front) {
        const PartId gpuId = s.build.gpus.first().gpu.info.id;
        const PartId boardId = s.build.motherboard->info.id;
        for (Suggestion::KeptWarning &kept : s.kept) {
            Candidates c = all;
            c.gpus.removeIf([&](const Candidate &x) { return x.part.info.id != gpuId; });
            c.boards.removeIf([&](const Candidate &x) { return x.part.info.id != boardId; });
            Query without = q;
            without.refusedWarnings = {kept.ruleId};
            without.budget.reset();
            without.minThroughput.reset();
            without.minGpus = without.maxGpus = int(s.build.gpus.size());
            without.maxResults = 1;
            without.timeLimitSeconds = 2.0;
            Result alt;
            Search search(without, std::move(c), {}, alt);
            search.run();
            const QList<SearchState::Entry> &front = search.state().front();
            if (!front.isEmpty())
                kept.removalCost
                    = Money(std::max<qint64>(0, front.first().cents - s.price.cents()), s.price.currency());
        }
    }
}

} // namespace

Result suggest(const PartCatalog &catalog, const Query &query, const Progress &progress)
{
    QElapsedTimer timer;
    timer.start();
    Result r;
    Candidates c = gatherCandidates(catalog, query);
    r.leftOut = c.leftOut;
    if (!c.error.isEmpty()) {
        r.inputError = c.error;
        return r;
    }
    r.searchSpace = searchSpaceSize(c, query);
    // A limit no build can pass is said at once: the search would judge every build against it.
    if (const auto why = circuitTooSmall(c, query)) {
        r.reason = *why;
        r.seconds = double(timer.nsecsElapsed()) / 1e9;
        return r;
    }
    Search search(query, std::move(c), progress, r);
    search.run();
    finish(r, search.state(), search.candidates(), query, search.plans());
    if (query.allowWarnings && !r.cancelled)
        priceKeptWarnings(r, search.candidates(), query);
    // When boards without confirmed openings would unlock more, the money sentence says what they give: the
    // same question asked with them.
    if (!r.money.isEmpty() && !r.cancelled && !r.timedOut && !query.includeUnverified && !r.front.isEmpty()
        && r.front.last().bindingKey == u"boards") {
        Query wider = query;
        wider.includeUnverified = true;
        wider.maxResults = 2; // the cheapest and the fastest
        const Result more = suggest(catalog, wider, [&progress](int) { return !progress || progress(100); });
        r.cancelled = more.cancelled;
        if (!more.front.isEmpty())
            sayUnlocked(r, more.front.last());
    }
    r.seconds = double(timer.nsecsElapsed()) / 1e9;
    return r;
}

} // namespace rigsmith::core::advisor
