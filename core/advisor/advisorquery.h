// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/exchangerates.h"
#include "core/model/build.h"
#include "core/model/priceage.h"
#include "core/rules/finding.h"
#include "core/workload/workloadestimate.h"

#include <QList>
#include <QString>

#include <optional>

namespace rigsmith::core::advisor {

// Which GPU coolers the user accepts.
enum class CoolerChoice { Any, Blower, OpenAir };

// What the user asks the advisor for: a workload, money and constraints.
struct Query
{
    Workload workload; // the primary workload: the front's throughput is in its unit
    // Further workloads every suggestion must also hold; they are not optimised.
    QList<Workload> otherWorkloads;
    // The currency of the budget and of every price on the front, and the wall circuit.
    Environment environment;
    std::optional<Money> budget; // the most the parts may cost, in environment.currency
    std::optional<double> minThroughput; // in the workload's unit: the cheapest builds that reach it
    int minGpus = 1;
    int maxGpus = 4;
    QString vendor; // "NVIDIA", "AMD" (as GpuSpec::vendor); empty: any
    CoolerChoice cooler = CoolerChoice::Any;
    // The case's size, as a buyer names it: the largest board it takes is of this form factor (E-ATX:
    // any case that takes E-ATX; ATX: takes ATX but not E-ATX; Micro-ATX, Mini-ITX likewise).
    std::optional<FormFactor> caseSize;
    QList<PartId> owned; // parts the user has (a GPU id twice: two cards): price 0, must be used
    QList<PartId> avoided;
    // Boards whose slot openings no source confirms: single-GPU builds may use them (and say so);
    // builds of two or more GPUs only when this is set, because spacing depends on the openings.
    bool includeUnverified = false;
    // GPUs priced only at their launch (isLaunchPrice()): left out by default, as no buyer pays that price
    // years on; named by model (LeftOut::launchPriceOnly) so the answer says to give them a price.
    bool includeLaunchPrices = false;
    // New or used GPUs (suggest --market): a card whose price is of the other kind is left out and counted.
    Market market = Market::Any; // core/model/priceage.h
    // The policy (core/advisor/policy.h): by default no suggestion carries a finding a careful builder
    // refuses and the rest of the box is sized to the job; allowed, the cheapest builds the rules pass
    // (each then says which of those warnings it keeps and what removing each would cost).
    bool allowWarnings = false;
    // With warnings allowed, these of the policy's rules are still refused (what removing one costs).
    QStringList refusedWarnings;
    // Settings the user fixed (policy.h settingNames(): "checkpointing", "optimizer", "parallel",
    // "kv-precision", "offload-experts"): the advisor does not turn them on to make the job fit.
    QStringList pinned;
    int maxResults = 8;
    ExchangeRates rates; // the user's rates for prices in other currencies
    // Failed completions tried for one platform (GPUs, board, slots, CPU) before it is given up;
    // 0: no limit (the exhaustive check in the tests). Counted in Result::abandonedPlatforms.
    int failedLeavesPerPlatform = 16;
    // Platforms (board, slots, CPU) completed per GPU plan, cheapest first, before the plan is left;
    // 0: no limit (the exhaustive check in the tests). Counted in Result::plansCut.
    int platformsPerPlan = 40;
    // Seconds the search may take before it stops with what it found (Result::timedOut); 0: no limit.
    double timeLimitSeconds = 0.0;

    // True when `cents` (in environment.currency) is more than the budget; never without one.
    bool exceedsBudget(qint64 cents) const { return budget && cents > budget->cents(); }
};

// What the advisor left out of the search, and why, so the user knows what it did not see.
struct LeftOut
{
    int unpriced = 0; // parts without a price (or in a currency with no rate)
    int unverifiedBoards = 0; // boards left out of multi-GPU builds: openings unconfirmed
    int filtered = 0; // parts the constraints exclude (vendor, cooler, case form factor)
    int avoided = 0;
    int noThroughputBasis = 0; // GPU models without published measurements for their architecture
    int duplicates = 0; // parts identical to a cheaper one in every spec
    int secondProcessor = 0; // dual-socket boards: the user owns one of the processor they take two of
    int otherMarket
        = 0; // GPUs whose price is for a used card (market new) or not for a used card (market used)
    QStringList
        launchPriceOnly; // GPU models left out, sorted: every priced card of theirs has a launch price only

    bool operator==(const LeftOut &) const = default;
};

// One suggested build on the front.
struct Suggestion
{
    Build build;
    Money price; // purchase price in the query's currency, owned parts at 0; never a lower bound
    double throughput = 0.0; // the workload's unit per second
    QString unit;
    // The build's further workloads (Build::otherWorkloads), as the search estimated them.
    QList<WorkloadEstimate> otherJobs;
    QList<Finding> warnings; // the rule engine's warnings (no errors: every suggestion has none)
    QString bindingKey; // "memory", "budget", "circuit", "gpus", "boards", "lanes", "front"
    QString binding; // translated: the constraint that binds, in the build's numbers
    QString nextStep; // translated: what the next build up the front buys, and for how much
    int valueRank = 0; // the GPU model's place on the value map (1 = most throughput per money)
    int valueModels = 0; // of how many priced models with a throughput basis
    bool unverifiedLayout = false; // a single-GPU build on a board whose openings are unconfirmed
    // The one a careful builder would order (recommendedBuild()).
    bool recommended = false;
    // Translated: how the rest of the box was sized (storage, memory, processor), one line each; empty
    // when warnings were allowed.
    QStringList sizing;
    // Translated: the settings the advisor turned on to make the job fit these cards (activation
    // checkpointing, FSDP, …); the build's workload carries them.
    QStringList settings;
    // With warnings allowed: the policy's warnings the build keeps, and what the cheapest build of the same
    // cards and board without that one costs more (none: no such build).
    struct KeptWarning
    {
        QString ruleId;
        std::optional<Money> removalCost;
    };
    QList<KeptWarning> kept;
};

struct Result
{
    QList<Suggestion> front; // at most maxResults, cheapest first
    int frontSize = 0; // the whole front, before it was thinned to maxResults
    QString reason; // translated, when the front is empty: the constraint that conflicts
    // Translated, when the fastest build costs less than half the budget: what binds it, what would unlock
    // more.
    QString money;
    // Translated, with a front: which build is recommended and why, in its figures.
    QString recommendation;
    QString inputError; // translated: an owned or avoided part the query cannot use (bad input)
    LeftOut leftOut;
    qint64 evaluated = 0; // complete builds judged by the rule engine
    double searchSpace = 0.0; // complete builds an exhaustive enumeration would judge
    int plans = 0; // GPU plans (model and count) considered
    int abandonedPlatforms = 0; // given up after failedLeavesPerPlatform failed completions
    int plansCut = 0; // GPU plans left after platformsPerPlan platforms
    bool cancelled = false;
    bool timedOut = false; // stopped at the query's time limit: the front may miss builds

    double seconds = 0.0;
};

} // namespace rigsmith::core::advisor
