// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/candidates.h"
#include "core/advisor/policy.h"

#include <QHash>

#include <array>
#include <unordered_map>

namespace rigsmith::core::advisor {

// The completion roles in the order the branch and bound fills them: what a failed build's errors
// name decides how far back it resumes.
enum Role { MemoryRole, StorageRole, CoolerRole, CaseRole, PsuRole, RoleCount };

// The part kind a role holds.
constexpr PartKind kindOf(int role)
{
    constexpr PartKind kinds[RoleCount]
        = {PartKind::Memory, PartKind::Storage, PartKind::Cooler, PartKind::Case, PartKind::Psu};
    return kinds[role];
}

// The least the completion roles of a plan (`count` of `card`, running `workload`) cost under the policy's
// sizing: the cheapest drive of the job's size, memory of the plan's size, a PSU of the cards' ×1.21 (a
// bound: the processor adds to each need), and the cheapest cooler and case. Owned parts count at 0.
qint64 sizedRest(const Candidates &candidates, const Gpu &card, int count, const Workload &workload);

// One choice for a role: a candidate and how many of it (memory kits), at what cost.
struct Option
{
    int index = 0; // into the role's candidate list
    int quantity = 1;
    qint64 cents = 0;
};

// What each completion role can hold with a platform (board, processor, cards), cheapest first. The
// lists depend on a few of the platform's values only, so they are kept by those: the search asks for
// about a million platforms' lists and builds a few thousand.
class CompletionLists
{
public:
    // `query`: its policy (allowWarnings) decides whether the box is sized to the job (policy.h).
    CompletionLists(const Candidates &candidates, const Query &query)
        : mC(candidates)
        , mQ(query)
    {
    }

    // Where a platform's parts are in the candidates' lists: what the lists are kept by.
    struct PlatformIndex
    {
        int plan = 0; // the GPU plan (its card, how many, the job as the plan runs it)
        int board = 0; // in Candidates::boards
        int cpu = 0; // in Candidates::cpus
    };
    // The lists for this platform (the build's board, processor and cards; the rest is ignored).
    void fill(const Build &platform, const PlatformIndex &index);
    const QList<Option> &of(int role) const { return mOptions[role]; }
    // Narrows a role's list to one of its options (until the next fill()): a part the search has fixed.
    void keepOnly(int role, const Option &option) { mOptions[role] = {option}; }

private:
    const Candidates &mC;
    const Query &mQ;
    QList<Option> mOptions[RoleCount];
    // A role's list is kept by the few figures of the platform it depends on (fill() says which), a
    // platform's facts by its parts' places in the candidates' lists.
    using Key = std::array<quint64, 6>;
    struct KeyHash
    {
        std::size_t operator()(const Key &key) const noexcept;
    };
    std::unordered_map<Key, QList<Option>, KeyHash> mCache[RoleCount];
    QHash<QString, quint64> mSockets; // a board socket's number, for the cooler list's key
    // Per platform: the policy's figures, its power, and whether registered DIMMs are confirmed for it
    // (the memory list's one use of the processor).
    struct PlatformFacts
    {
        BoxNeeds needs;
        PowerBudget power;
        bool registeredConfirmed = false;
    };
    QHash<int, BoxNeeds> mPlanNeeds; // per plan: what the cards and the job need (all but the modules)
    QHash<quint64, bool> mRegisteredConfirmed; // per board and processor (their indices)
    PlatformFacts factsOf(const Build &platform, const PlatformIndex &index);
};

} // namespace rigsmith::core::advisor
