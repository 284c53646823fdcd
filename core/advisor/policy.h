// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/rules/finding.h"
#include "core/rules/ruleengine.h"
#include "core/workload/memoryestimate.h"

#include <QList>
#include <QString>

namespace rigsmith::core::advisor {

// The advisor's policy: what a careful builder refuses in a build the rules pass, and how the rest of the
// box is sized to the job. One place: the search prunes by it, the leaf judges by it, the tests' exhaustive
// oracle asks it, and the README prints it (`rigsmith-cli suggest --policy`).

// A finding a careful builder would not order: refused unless the query allows warnings.
struct PolicyRule
{
    QString ruleId;
    QString reason; // translated: why a careful builder refuses it
    bool always = false; // refused even with warnings allowed (the advisor's older policies)
};
QList<PolicyRule> carefulBuilderPolicy();

// What the rest of the box must hold for the job (unless warnings are allowed): the figures and the rule
// that gave each, in words the suggestion shows.
struct BoxNeeds
{
    double storageGb = 0.0; // one NVMe drive of at least this much
    QString storageWhy; // translated: "system 200 GB + 16-bit weights 140 GB + …"
    double memoryGb = 0.0; // system memory, all kits together
    QString memoryWhy;
    int memoryModules = 0; // the least modules, and their count a multiple of it: the channels filled
    int threads = 0; // the processor's threads (both of a dual-socket board's)
    QString threadsWhy;

    // Whether `quantity` of a drive or a memory kit holds what the box needs: what the completion lists
    // keep and the complete build is judged by.
    bool takesDrive(const StorageSpec &drive, int quantity) const;
    bool takesMemory(const MemoryKit &kit, int quantity) const;
};

// Figures of the rule: what the system and its software take on disk and the least threads of any box
// (estimated, see README); beside what is kept in system memory, kSystemMemoryBesideOffloadGb
// (memoryestimate.h).
constexpr double kSystemStorageGb = 200.0;
constexpr int kLeastThreads = 8;
constexpr double kLeastMemoryGb = 16.0; // the guide's RAM-4: RAM is cheap, and too little costs time

// The storage a job keeps (the workload alone decides it).
double storageNeededGb(const Workload &workload, QString *why = nullptr);
// The threads the job needs for `gpus` cards.
int threadsNeeded(const Workload &workload, int gpus, QString *why = nullptr);
// The needs of a platform (its cards, board and processor placed; the rest is not read). Only
// memoryModules reads the board and processor (memoryModulesNeeded()); the rest reads the cards and the job.
BoxNeeds boxNeeds(const Build &platform, bool withText = true);
// The least memory modules: one per channel of the processor (both of a dual-socket board's), at most the
// board's slots; 0 before a board and processor are placed.
int memoryModulesNeeded(const Build &platform);
// The least PSU rating the policy takes on this platform for a unit of `atxVersion` (ATX 3.x units are
// specified for the cards' spikes; older ones must carry them): the guide's ×1.21, the card maker's
// recommended size and, before ATX 3, the measured transient peak.
Watts psuNeeded(const PowerBudget &power, int atxVersion);

// Whether the query refuses a rule of the policy's list (warnings allowed: only those it names again).
bool refusesRule(const Query &query, const QString &ruleId);

// Whether the policy refuses this finding of a build: a listed rule's warning or advice, unless a part it
// names is the user's own (a GPU aside: more cards are bought around owned ones), which the user keeps; a
// stack of open-air cards only where the board has slots that avoid it (avoidableStack).
bool refuses(const Finding &finding, const Build &build, const Query &query);

// True when the build's open-air cards sit stacked although the same board has slots for as many cards
// with a free slot between every open-air pair (no collision, none past the openings of the board's form
// factor): the cooling loss is avoidable. The board decides, not the case (the search chooses the case
// after the slots).
bool avoidableStack(const Build &build, const ChassisLayout &layout);
// Whether this slot choice stacks open-air cards (no free slot between two with an open-air one among
// them): what COOLING.ADJACENT_OPEN_AIR names.
bool stacksOpenAir(const Build &build, const ChassisLayout &layout);

// The settings a practitioner turns on when the job does not fit the cards (policy: "try what practitioners
// try"): the loss in chunks where the framework holds every token's logits (Liger Kernel), activation
// checkpointing, 8-bit optimizer states, FSDP and a micro-batch of one for training; an 8-bit KV cache and
// a MoE model's experts in system memory for inference. Settings named in `pinned` (as settingNames()
// gives them, the CLI's options) are left as they are. Each variant with what it turned on (translated),
// the user's workload first.
struct Settings
{
    Workload workload;
    QStringList turnedOn;
    QStringList names; // the same settings as settingNames() calls them ("offload-experts")
};
QList<Settings> practitionerVariants(const Workload &workload, int gpus, const QStringList &pinned);
// The names `pinned` takes.
QStringList settingNames();
// What `used` turned on beyond what `asked` had, as practitionerVariants() names it.
QStringList settingsTurnedOn(const Workload &asked, const Workload &used);

// Whether a build the rules pass with no error is one the advisor may suggest for the query: every check
// of the policy on the complete build (what the search prunes by, judged in full). Empty: it may; else
// the first reason, translated.
QString policyRefusal(const Build &build, const Analyses &analyses, const Report &report, const Query &query);
// Its sizing part alone: what the box lacks for the job (empty with warnings allowed, or when it holds).
QString boxShortfall(const Build &build, const Analyses &analyses, const Query &query);

// The build of a front a careful builder would order. Cost per performance is the guide's first test
// (GPU-2), counted over the whole build (GPU-12: cost-efficiency by the card alone favours small cards and
// single-GPU systems): of the builds that give at least kValueKept of the front's best throughput per
// money, the fastest; or the cheapest build that gives more per money than it and whose throughput the
// estimate cannot tell from the fastest's (within `band`, the throughput's error band): paying more for a
// difference inside the estimate's own error is not value. Indices -1 for an empty front.
constexpr double kValueKept = 0.75; // estimated: the share of the best value a bigger box may give up
struct Recommendation
{
    int index = -1; // the build to order
    int fastest = -1; // the fastest build keeping kValueKept of the best value (index, or a dearer one)
    int bestValue = -1; // the build of the most throughput per money
};
// `cents` and `throughputs` are the front's, cheapest first (as thinned() takes them).
Recommendation recommendedBuild(const QList<qint64> &cents, const QList<double> &throughputs, double band);

} // namespace rigsmith::core::advisor
