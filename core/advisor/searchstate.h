// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/advisor/candidates.h"
#include "core/analysis/pcieallocation.h"
#include "core/analysis/thermalestimate.h"
#include "core/rules/finding.h"

#include <QHash>
#include <QList>

#include <array>
#include <unordered_map>

namespace rigsmith::core::advisor {

// Why a GPU plan gave no build on the front (the first reason met; Rules when builds were judged).
enum class Failure { None, NoParts, Memory, Slow, Budget, Dominated, NoBoard, Collision, Rules };

// A GPU plan: `count` cards of candidate `gpu`.
struct Plan
{
    int gpu = 0;
    int count = 1;
    // The cards bought beside owned ones: another variant of the owned model (Candidates::companions), or -1
    // for more of the owned part itself.
    int companion = -1;
    qint64 gpuCents = 0; // the cards the user does not own
    qint64 lowerBound = 0; // the cards and the cheapest part of every other role
    double upperBound = 0.0; // throughput with every card on a full link and nothing lost
    bool fits = true; // the workload's memory per GPU fits the card
    // The workload as the plan runs it: the query's, or with the settings a practitioner turns on to fit.
    Workload workload;
    Failure failure = Failure::None;
};

// The most a plan can do: each card alone on a full x16 link of its own generation, no throttling,
// data loading keeping up (what `fit` reports for a model). No build of the plan does more.
double planUpperBound(const GpuSpec &gpu, const Workload &workload, int count);
// Whether the workload's memory per GPU fits `count` such cards (GPU.MEMORY's and the workload
// rule's test), with `spareGb` of each card left free.
bool planFits(const GpuSpec &gpu, const Workload &workload, int count, double spareGb = 0.0);
// The workload as a plan runs it: the query's where it fits, else the fastest of the settings a practitioner
// turns on that makes it fit (policy.h practitionerVariants), else none.
std::optional<Workload> planWorkload(
    const GpuSpec &gpu, const Workload &workload, int count, const QStringList &pinned);
// The workload's throughput on a platform (GPUs placed, board, CPU): the figures the rule engine
// reads, computed the same way. `thermal`: the platform's cards' heat (ThermalEstimate of the build
// without its processor: the processor does not change it), to compute once for several processors.
double platformThroughput(const Build &platform);
double platformThroughput(const Build &platform, const ThermalEstimate &thermal);

// platformThroughput() for the platforms of one search, each piece computed once: a search asks for
// about a million platforms (plans × boards × slot sets × processors), which differ in far fewer
// of the values the estimates read. Each piece is kept by every value it reads that can differ
// between the search's platforms (the workload is the query's, and a platform has no memory and
// no drive):
// - the links (PcieAllocation::of): the board, each card's slot, lanes and generation, and the
//   processor's lanes and generation;
// - data loading (PerformanceEstimate's dataFactor): the processor's threads and the number of cards;
// - the throughput (WorkloadEstimate::of) of one plan, whose cards are fixed: each card's heat loss
//   and its link's loss, lanes and generation, in slot order, and the data factor.
// tst_advisor checks it against platformThroughput() on every platform of the cut-down catalog.
class PlatformThroughputs
{
public:
    // `plan` and `board` name the platform's cards and board within the search (indices);
    // `thermal` is ThermalEstimate::of the platform. The platform's processor is `cpu`: it is put
    // into `platform` only when a piece has to be computed (copying it is most of the cost otherwise).
    // `order`: which of a plan's ways of placing its cards (owned first or last) the platform holds.
    double of(
        int plan, int board, Build &platform, const Cpu &cpu, const ThermalEstimate &thermal, int order = 0);

private:
    template<std::size_t N>
    struct KeyHash
    {
        std::size_t operator()(const std::array<quint64, N> &key) const noexcept;
    };
    // A key's words: a few for the platform, then one (links) or three (estimate) for each card;
    // the words past the cards are 0.
    static constexpr std::size_t kLinkKey = 4 + Build::kMaxGpus;
    static constexpr std::size_t kWorkloadKey = 3 + 3 * Build::kMaxGpus;
    std::unordered_map<std::array<quint64, kLinkKey>, PcieAllocation, KeyHash<kLinkKey>> mLinks;
    QHash<quint64, double> mDataFactors;
    std::unordered_map<std::array<quint64, kWorkloadKey>, double, KeyHash<kWorkloadKey>> mThroughputs;
};

// The front found so far and what the search learned about why plans failed.
class SearchState
{
public:
    explicit SearchState(const Query &query)
        : mQuery(query)
    {
    }

    struct Entry
    {
        Build build;
        Report report; // the rules' verdict on it, as the search judged it: kept, not judged again
        QList<WorkloadEstimate> otherJobs; // its further workloads, as the search estimated them
        qint64 cents = 0;
        double throughput = 0.0;
        double comparable = 0.0; // comparable(throughput)
    };

    // True when a build already found costs no more than `cents` and does at least `throughput`
    // (compared as comparable()).
    bool dominated(qint64 cents, double throughput) const;
    // The same for a throughput already made comparable() (the hot loops hold it).
    bool dominatedComparable(qint64 cents, double comparableThroughput) const;
    void offer(const Build &build, const Report &report, const QList<WorkloadEstimate> &otherJobs,
        qint64 cents, double throughput);
    void noteError(const Plan &plan, const Finding &finding);
    void noteOverBudget(const Plan &plan, qint64 cents);

    const QList<Entry> &front() const { return mFront; }
    // Rule errors met in judged builds, by rule id: how often and the first message.
    const QHash<QString, QPair<int, Finding>> &errors() const { return mErrors; }
    const QHash<const Plan *, QString> &planErrors() const { return mPlanErrors; }
    const QHash<const Plan *, qint64> &overBudget() const { return mOverBudget; }

private:
    const Query &mQuery;
    QList<Entry> mFront; // by price
    QHash<QString, QPair<int, Finding>> mErrors;
    QHash<const Plan *, QString> mPlanErrors; // the rule id that most often failed the plan's builds
    QHash<const Plan *, QHash<QString, int>> mPlanErrorCounts;
    QHash<const Plan *, qint64> mOverBudget; // the cheapest price over the budget a plan met
};

// The search space an exhaustive enumeration would judge for these candidates.
double searchSpaceSize(const Candidates &candidates, const Query &query);

} // namespace rigsmith::core::advisor
