// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/advisor.h"

#include "core/advisor/candidates.h"
#include "core/advisor/completions.h"
#include "core/advisor/explain.h"
#include "core/advisor/limits.h"
#include "core/advisor/policy.h"
#include "core/advisor/searchstate.h"
#include "core/analysis/chassislayout.h"
#include "core/catalog/partfilter.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memorypopulation.h"

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

namespace {

Part owned(const Candidate &c, const QString &currency)
{
    Part p = c.part;
    p.info.price = Money(0, currency);
    p.info.priceSource = QStringLiteral("owned");
    return p;
}

class Search
{
public:
    Search(const Query &q, Candidates c, const Progress &progress, Result &result)
        : mQ(q)
        , mC(std::move(c))
        , mProgress(progress)
        , mR(result)
        , mState(q)
    {
    }

    void run();
    const QList<Plan> &plans() const { return mPlans; }
    const Candidates &candidates() const { return mC; }
    SearchState &state() { return mState; }

private:
    void searchPlan(Plan &p);
    bool searchPlatform(const Plan &plan, Build &b, const CompletionLists::PlatformIndex &at, qint64 cents,
        double throughput);
    // Fills the roles of the platform in mBuild (the lists as they stand) and offers the cheapest build.
    void completePlatform(qint64 cents);
    // The fastest memory kit of a kind the candidates hold (MT/s), and the bandwidth it gives in the channels
    // of the board's widest processor: bounds for jobs whose experts are in system memory.
    int fastestKit(MemoryType type);
    double widestBandwidth(int boardIndex);
    QHash<int, int> mFastestKit;
    QHash<int, double> mWidestBandwidth;
    int complete(int depth, qint64 cents);
    bool leaf(qint64 cents, int &jump);
    void setRole(int role, const Option &o);
    void clearRole(int role);
    qint64 minCents(PartKind kind) const;
    // The platform parts as a build holds them (owned ones at no cost), made once: the search puts
    // them into about a million platforms. GPUs: [0] bought, [1] owned.
    QList<Motherboard> mBoards;
    QList<Cpu> mCpus;
    QList<std::array<Gpu, 2>> mGpus;
    // Each board's slot sets for 1..Build::kMaxGpus cards (x16Placements()).
    QList<std::array<QList<QList<int>>, Build::kMaxGpus + 1>> mSlotSets;
    PlatformThroughputs mPlatformThroughputs;

    const Query &mQ;
    const bool mRefusesStacks = refusesRule(mQ, QStringLiteral("COOLING.ADJACENT_OPEN_AIR"));
    Candidates mC;
    BoardProcessors mProcessors {mC};
    const Progress &mProgress;
    Result &mR;
    SearchState mState;
    QList<Plan> mPlans;

    // The platform being completed.
    Build mBuild;
    const Plan *mPlan = nullptr;
    double mThroughput = 0.0;
    double mComparable = 0.0; // comparable(mThroughput), which the bounds read at every node
    // The plan's experts in system memory: tokens/s the bound allows per GB/s of bandwidth (0: none).
    double mOffloadPerGBs = 0.0;
    CompletionLists mLists {mC, mQ};
    // A failed build whose errors name only platform parts: give up the plan (only its cards named),
    // the board and slots (the cards and board named) or the CPU.
    bool mPlanDead = false;
    bool mSkipBoard = false;
    QElapsedTimer mClock;
    bool expired()
    {
        if (mQ.timeLimitSeconds > 0 && mClock.elapsed() > qint64(mQ.timeLimitSeconds * 1000.0)) {
            mR.timedOut = true;
            mStop = true;
        }
        return mStop;
    }
    qint64 mMinRest[RoleCount + 1] = {};
    qint64 mBest = 0; // cheapest completion found for this platform (0: none yet)
    qint64 mExtra = 0; // what the platform's builds cost beyond their parts' prices
    qint64 mGlobalRest = 0; // the cheapest memory, drive, cooler, case and PSU of the catalog
    // The same for the plan being searched under the policy: the cheapest drive of the job's size, memory
    // of the plan's size and PSU of its cards' ×1.21 (a bound: the processor adds to each need).
    qint64 mPlanRest = 0;
    Build mBestBuild;
    int mFailedLeaves = 0;
    bool mAbandon = false;
    bool mGaveUp = false; // abandoned after failedLeavesPerPlatform failed completions (not exact)
    bool mStop = false;
};

qint64 Search::minCents(PartKind kind) const
{
    const QList<Candidate> &list = mC.of(kind);
    return list.isEmpty() ? 0 : list.first().cents;
}

void Search::run()
{
    const QString currency = mQ.environment.currency;
    for (const Candidate &c : std::as_const(mC.boards)) {
        mBoards.append(*Motherboard::from(c.owned ? owned(c, currency) : c.part));
        auto &sets = mSlotSets.emplace_back();
        for (int n = std::max(1, mQ.minGpus); n <= std::min(mQ.maxGpus, Build::kMaxGpus); ++n)
            sets[n] = x16Placements(mBoards.last().spec, n);
    }
    for (const Candidate &c : std::as_const(mC.cpus))
        mCpus.append(*Cpu::from(c.owned ? owned(c, currency) : c.part));
    for (const Candidate &c : std::as_const(mC.gpus))
        mGpus.append({*Gpu::from(c.part), *Gpu::from(owned(c, currency))});
    mGlobalRest = minCents(PartKind::Memory) + minCents(PartKind::Storage) + minCents(PartKind::Cooler)
        + minCents(PartKind::Case) + minCents(PartKind::Psu);
    const qint64 rest = minCents(PartKind::Cpu) + mGlobalRest;
    const bool anyPart = !mC.boards.isEmpty() && !mC.cpus.isEmpty() && !mC.memory.isEmpty()
        && !mC.storage.isEmpty() && !mC.coolers.isEmpty() && !mC.cases.isEmpty() && !mC.psus.isEmpty();
    QHash<QString, std::optional<Workload>> fitting;
    for (int g = 0; g < mC.gpus.size(); ++g) {
        const Candidate &gpu = mC.gpus[g];
        // Passively cooled cards the policy refuses in any desktop case (COOLING.PASSIVE_AIRFLOW), unless
        // owned.
        if (gpu.owned == 0 && gpu.part.as<GpuSpec>()->cooler == CoolerType::Passive
            && refusesRule(mQ, QStringLiteral("COOLING.PASSIVE_AIRFLOW")))
            continue;
        for (int n = std::max(mQ.minGpus, mC.ownedGpus); n <= mQ.maxGpus; ++n) {
            const int bought = n - gpu.owned;
            if (bought > 0 && gpu.cents < 0)
                continue; // further cards of an owned model without a price
            Plan p;
            p.gpu = g;
            p.count = n;
            p.gpuCents = qint64(std::max(0, bought)) * std::max<qint64>(0, gpu.cents);
            const GpuSpec &spec = *gpu.part.as<GpuSpec>();
            // The user's settings, or, where the job does not fit, the fastest of the settings a
            // practitioner turns on that makes it fit (policy.h).
            // Cards of one model and memory fit alike: asked once per model, memory and count.
            const QString fitKey = QStringLiteral("%1/%2/%3").arg(spec.model).arg(spec.memory.value()).arg(n);
            auto known = fitting.constFind(fitKey);
            if (known == fitting.cend())
                known = fitting.insert(fitKey, planWorkload(spec, mQ.workload, n, mQ.pinned));
            const std::optional<Workload> &runs = *known;
            p.workload = runs.value_or(mQ.workload);
            p.fits = runs.has_value();
            p.upperBound = planUpperBound(spec, p.workload, n);
            p.fits = p.fits
                && std::all_of(mQ.otherWorkloads.cbegin(), mQ.otherWorkloads.cend(),
                    [&](const Workload &w) { return planFits(*gpu.part.as<GpuSpec>(), w, n); });
            p.lowerBound = p.gpuCents + minCents(PartKind::Motherboard) + rest;
            mPlans.append(p);
        }
    }
    std::sort(mPlans.begin(), mPlans.end(), [this](const Plan &a, const Plan &b) {
        if (a.lowerBound != b.lowerBound)
            return a.lowerBound < b.lowerBound;
        if (a.upperBound != b.upperBound)
            return a.upperBound > b.upperBound;
        if (a.gpu != b.gpu)
            return mC.gpus[a.gpu].part.info.id < mC.gpus[b.gpu].part.info.id;
        return a.count < b.count;
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
    if (mQ.budget && p.lowerBound > mQ.budget->cents()) {
        p.failure = Failure::Budget;
        return;
    }
    if (mState.dominatedComparable(p.lowerBound, ub)) {
        p.failure = Failure::Dominated;
        return;
    }
    const Candidate &gpu = mC.gpus[p.gpu];
    mOffloadPerGBs = offloadBound(p.workload, 1.0);
    mPlanRest = mQ.allowWarnings ? mGlobalRest : sizedRest(mC, mGpus[p.gpu][0], p.count, p.workload);
    p.failure = Failure::NoBoard;
    const qint64 restBelowBoard = p.lowerBound - p.gpuCents - minCents(PartKind::Motherboard);
    int completed = 0;
    const int planIndex = int(&p - mPlans.constData());
    for (int boardIndex = 0; boardIndex < mC.boards.size(); ++boardIndex) {
        const Candidate &board = mC.boards[boardIndex];
        const MotherboardSpec &spec = mBoards[boardIndex].spec;
        const qint64 lb = p.gpuCents + board.cents + restBelowBoard;
        if (mQ.budget && lb > mQ.budget->cents()) {
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
        for (const QList<int> &slots : slotSets) {
            Build b;
            b.workload = p.workload;
            b.otherWorkloads = mQ.otherWorkloads;
            b.environment = mQ.environment;
            b.motherboard = mBoards[boardIndex];
            for (int k = 0; k < slots.size(); ++k)
                b.gpus.append(GpuPlacement {mGpus[p.gpu][k < gpu.owned ? 1 : 0], slots[k]});
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
                if ((mQ.budget && cpuLb > mQ.budget->cents()) || mState.dominatedComparable(cpuLb, ub))
                    break;
                const CpuSpec &cs = *cpu.part.as<CpuSpec>();
                const quint64 key = (quint64(cs.pcieLanes.value()) << 40) | (quint64(cs.pcieGeneration) << 32)
                    | quint64(quint32(cs.threads));
                auto known = throughputs.constFind(key);
                if (known == throughputs.cend()) {
                    if (!thermal)
                        thermal = ThermalEstimate::of(b, layout); // reads the cards and slots only
                    const double t = mPlatformThroughputs.of(planIndex, boardIndex, b, mCpus[c], *thermal);
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
        const int known = memoryChannelsOf(*b.cpu);
        const int channels = known > 0 ? known : 2;
        double fastest = 0.0;
        for (const Option &o : mLists.of(MemoryRole)) {
            const MemoryKit &kit = *mC.of(PartKind::Memory)[o.index].part.as<MemoryKit>();
            fastest = std::max(fastest,
                SystemMemory::of(std::min(channels, kit.modules * o.quantity), kit.speedMTs).bandwidthGBs);
        }
        mThroughput = withOffloadBound(throughput, mOffloadPerGBs * fastest);
        mComparable = comparable(mThroughput);
    }
    if (mState.dominatedComparable(cents + mMinRest[0], mComparable))
        return false;
    if (mQ.budget && cents + mMinRest[0] > mQ.budget->cents()) {
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
    const int channels = memoryChannelsOf(*b.cpu);
    QHash<int, int> twoPerChannel; // by memory type: the platform's speed for two modules a channel
    double widest = 0.0;
    for (const Option &kit : kits) {
        const qint64 lb = cents + kit.cents + mMinRest[MemoryRole + 1];
        if (mQ.budget && lb > mQ.budget->cents()) {
            mState.noteOverBudget(plan, lb);
            break;
        }
        const MemoryKit &spec = *mC.of(PartKind::Memory)[kit.index].part.as<MemoryKit>();
        auto slower = twoPerChannel.constFind(int(spec.type));
        if (slower == twoPerChannel.cend()) {
            const auto row = twoPerChannelRow(b.cpu->spec.socket, spec.type);
            slower = twoPerChannel.insert(int(spec.type), row ? row->speedMTs : 0);
        }
        const double bandwidth
            = SystemMemory::population(channels, *slower, spec.modules * kit.quantity, spec.speedMTs)
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

void Search::completePlatform(qint64 cents)
{
    mBest = 0;
    mExtra = 0;
    mFailedLeaves = 0;
    mAbandon = false;
    mGaveUp = false;
    complete(0, cents);
    // Only the limit's give-ups are counted: a platform whose own parts fail, or whose every completion
    // costs the same too much, is left exactly.
    if (mGaveUp && mBest == 0)
        ++mR.abandonedPlatforms;
    if (mBest > 0)
        mState.offer(mBestBuild, mBest, mThroughput);
}

void Search::setRole(int role, const Option &o)
{
    const QString currency = mQ.environment.currency;
    const auto part = [&](PartKind kind) {
        const Candidate &c = mC.of(kind)[o.index];
        return c.owned ? owned(c, currency) : c.part;
    };
    switch (role) {
    case MemoryRole:
        mBuild.memory = {Counted<Memory> {*Memory::from(part(PartKind::Memory)), o.quantity}};
        break;
    case StorageRole:
        mBuild.storage = {Counted<Storage> {*Storage::from(part(PartKind::Storage)), o.quantity}};
        break;
    case CoolerRole:
        mBuild.cooler = Cooler::from(part(PartKind::Cooler));
        break;
    case CaseRole:
        mBuild.chassis = Case::from(part(PartKind::Case));
        break;
    case PsuRole:
        mBuild.psu = Psu::from(part(PartKind::Psu));
        break;
    }
}

void Search::clearRole(int role)
{
    switch (role) {
    case MemoryRole:
        mBuild.memory.clear();
        break;
    case StorageRole:
        mBuild.storage.clear();
        break;
    case CoolerRole:
        mBuild.cooler.reset();
        break;
    case CaseRole:
        mBuild.chassis.reset();
        break;
    case PsuRole:
        mBuild.psu.reset();
        break;
    }
}

// Fills role `depth` onwards; returns the role to resume at when a failed build's errors name only
// roles before this one (so no choice from here on can mend them), -1 otherwise.
int Search::complete(int depth, qint64 cents)
{
    if (depth == RoleCount) {
        int jump = -1;
        leaf(cents, jump);
        return jump;
    }
    const double t = mComparable;
    for (const Option &o : mLists.of(depth)) {
        const qint64 lb = cents + o.cents + mMinRest[depth + 1] + mExtra;
        if (mBest > 0 && lb >= mBest)
            break;
        if (mQ.budget && lb > mQ.budget->cents()) {
            mState.noteOverBudget(*mPlan, lb);
            break;
        }
        if (mState.dominatedComparable(lb, t))
            break;
        const PartKind kind = kindOf(depth);
        // The case and PSU also depend on the parts chosen before them (cooler height, load).
        if (depth >= CaseRole && incompatibility(mC.of(kind)[o.index].part, mBuild))
            continue;
        setRole(depth, o);
        const int jump = complete(depth + 1, cents + o.cents);
        clearRole(depth);
        if (mAbandon || mStop)
            return -1;
        if (jump >= 0 && jump < depth)
            return jump;
    }
    return -1;
}

bool Search::leaf(qint64 cents, int &jump)
{
    ++mR.evaluated;
    const Analyses a = Analyses::of(mBuild);
    const Report report = RuleEngine::evaluate(mBuild, a);
    const auto roleOf = [this](const PartId &id) {
        const auto is = [&id](const auto &part) { return part && part->info.id == id; };
        if (!mBuild.memory.isEmpty() && mBuild.memory.first().part.info.id == id)
            return int(MemoryRole);
        if (!mBuild.storage.isEmpty() && mBuild.storage.first().part.info.id == id)
            return int(StorageRole);
        if (is(mBuild.cooler))
            return int(CoolerRole);
        if (is(mBuild.chassis))
            return int(CaseRole);
        if (is(mBuild.psu))
            return int(PsuRole);
        if (is(mBuild.cpu))
            return -1;
        if (is(mBuild.motherboard))
            return -2;
        return -3; // a GPU
    };
    int target = RoleCount;
    bool failed = false;
    for (const Finding &f : report.findings) {
        // The rules' errors, and the warnings the policy refuses (an avoidable stack never gets here: the
        // slot choices are held to the policy before).
        if (f.severity != Severity::Error && !refuses(f, mBuild, mQ))
            continue;
        failed = true;
        mState.noteError(*mPlan, f);
        int deepest = f.parts.isEmpty() ? -1 : -3;
        for (const PartId &id : f.parts)
            deepest = std::max(deepest, roleOf(id));
        target = std::min(target, deepest);
    }
    if (failed) {
        if (target < 0) {
            mAbandon = true; // only the platform's own parts are at fault
            mPlanDead = target == -3;
            mSkipBoard = target == -2;
            return false;
        }
        if (mQ.failedLeavesPerPlatform > 0 && ++mFailedLeaves >= mQ.failedLeavesPerPlatform)
            mAbandon = mGaveUp = true;
        jump = target;
        return false;
    }
    // The rest of the policy (the box's sizing), which the completion lists already hold to: a build it
    // refuses here would be a fault of those lists, and ends the platform rather than be suggested.
    if (!boxShortfall(mBuild, a, mQ).isEmpty()) {
        mAbandon = true;
        return false;
    }
    const CostEstimate cost
        = CostEstimate::of(mBuild, a.power, a.thermal, a.performance.throughput, mQ.rates);
    // A build that passes but costs more than its parts' prices say (an estimated water loop), or
    // has a cost with no price, ends the platform: every other completion carries the same cost.
    if (cost.unpricedParts > 0) {
        mAbandon = true;
        return false;
    }
    const qint64 price = cost.purchase.cents();
    if (mQ.budget && price > mQ.budget->cents()) {
        mState.noteOverBudget(*mPlan, price);
        mAbandon = true;
        return false;
    }
    // What the build costs beyond its parts' prices (the water loop ThermalEstimate prices for
    // water-cooled cards) is the platform's: it raises every bound from here on.
    mExtra = std::max<qint64>(mExtra, price - cents);
    if (mBest == 0 || price < mBest) {
        mBest = price;
        mBestBuild = mBuild;
        mThroughput = a.workload.throughput;
        mComparable = comparable(mThroughput);
    }
    return true;
}

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
