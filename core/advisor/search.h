// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisor.h"
#include "core/advisor/candidates.h"
#include "core/advisor/completions.h"
#include "core/advisor/policy.h"
#include "core/advisor/searchstate.h"

#include <QElapsedTimer>
#include <QHash>

#include <array>

namespace rigsmith::core::advisor {

// A candidate the user owns, as a build holds it: price 0, its source "owned".
Part ownedAtNoCost(const Candidate &candidate, const QString &currency);

// The advisor's branch and bound (advisor.h says how it searches). The plans and platforms are walked in
// advisor.cpp; a platform's completion (memory, drive, cooler, case, PSU) and the judging of complete builds
// in searchcompletion.cpp.
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
    // A card the policy refuses whatever the rest of the build (passive, or liquid-cooled with an unsized
    // radiator); never one the user owns.
    bool refusedCard(const Candidate &card) const;
    // The platform parts as a build holds them (owned ones at no cost), made once: the search puts
    // them into about a million platforms. GPUs: [0] bought, [1] owned.
    QList<Motherboard> mBoards;
    QList<Cpu> mCpus;
    QList<std::array<Gpu, 2>> mGpus;
    QList<Gpu> mCompanions; // Candidates::companions as bought
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
    Report mBestReport; // the rules' verdict on mBestBuild
    QList<WorkloadEstimate> mBestOtherJobs; // and its further workloads' estimates
    int mFailedLeaves = 0;
    bool mAbandon = false;
    bool mGaveUp = false; // abandoned after failedLeavesPerPlatform failed completions (not exact)
    bool mStop = false;
};

} // namespace rigsmith::core::advisor
