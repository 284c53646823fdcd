// SPDX-License-Identifier: GPL-3.0-or-later
// A platform's completion: the roles filled cheapest first from the completion lists, failed builds resumed
// at the deepest part their errors name, and each complete build judged by the rules and the policy.
#include "core/advisor/search.h"
#include "core/catalog/partfilter.h"
#include "core/rules/ruleengine.h"

#include <algorithm>

namespace rigsmith::core::advisor {

Part ownedAtNoCost(const Candidate &c, const QString &currency)
{
    Part p = c.part;
    p.info.price = Money(0, currency);
    p.info.priceSource = ownedPriceSource();
    return p;
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
        mState.offer(mBestBuild, mBestReport, mBestOtherJobs, mBest, mThroughput);
}

void Search::setRole(int role, const Option &o)
{
    const QString currency = mQ.environment.currency;
    const auto part = [&](PartKind kind) {
        const Candidate &c = mC.of(kind)[o.index];
        return c.owned ? ownedAtNoCost(c, currency) : c.part;
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
        if (mQ.exceedsBudget(lb)) {
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
    if (mQ.exceedsBudget(price)) {
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
        mBestReport = report;
        mBestOtherJobs = a.otherWorkloads;
        mThroughput = a.workload.throughput;
        mComparable = comparable(mThroughput);
    }
    return true;
}

} // namespace rigsmith::core::advisor
