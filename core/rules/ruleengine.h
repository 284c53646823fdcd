// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/chassislayout.h"
#include "core/analysis/costestimate.h"
#include "core/analysis/pcieallocation.h"
#include "core/analysis/performanceestimate.h"
#include "core/analysis/powerbudget.h"
#include "core/analysis/thermalestimate.h"
#include "core/rules/finding.h"
#include "core/workload/workloadestimate.h"

namespace rigsmith::core {

// Every figure the rules read, computed once per evaluation.
struct Analyses
{
    ChassisLayout layout;
    PowerBudget power;
    ThermalEstimate thermal;
    PcieAllocation pcie;
    PerformanceEstimate performance;
    CostEstimate cost;
    WorkloadEstimate workload; // the workload in real units
    // The build's further workloads (Build::otherWorkloads), each as workloadBuild() runs it.
    QList<WorkloadEstimate> otherWorkloads;

    static Analyses of(const Build &build);
};

// A rule: a pure function from a build and its analyses to findings.
using RuleFunction = void (*)(const Build &, const Analyses &, QList<Finding> &);

// A rule described: the id every finding it makes carries, its family, the guide section it comes from,
// the severities it gives, and what its verdict rests on beyond the parts, which tells the engine when to
// run it again or to qualify its findings. A new rule is its function and one row in its family's table
// (core/rules/*rules.cpp).
struct Rule
{
    enum Reads : unsigned {
        Parts = 0,
        Workload = 1, // the workload's memory: it runs again for each further workload
        Lanes = 2, // the board's slots and lanes: its findings say when the layout is unverified
        Positions
        = 4, // where the board's slots sit: said when a source confirms the lanes but not the openings
    };

    const char *id; // "POWER.PSU_HEADROOM"
    const char *family; // "power"
    const char *guideSection; // "RULES.md §7 PSU-2"; a finding may name a narrower one
    Severity worst;
    Severity mildest;
    unsigned reads; // Reads flags
    RuleFunction check;

    bool rests(Reads on) const { return (reads & on) != 0; }
};

// A per-GPU power limit that makes the build pass the PSU and wall-circuit checks, and what it costs
// in throughput (capping to 80 % of TDP keeps over 95 % of training speed).
struct PowerLimit
{
    Watts perGpu;
    double throughputLoss = 0.0;
};
std::optional<PowerLimit> powerLimitToPass(const Build &build, const Analyses &analyses);

// The continuous load a wall circuit carries: 80 % of volts × amps (120 V / 15 A: 1440 W).
Watts circuitContinuous(const Environment &environment);

class RuleEngine
{
public:
    // Every rule, in the order its findings are listed within a severity.
    static const QList<Rule> &rules();
    // The rule whose findings carry `id`, or null.
    static const Rule *rule(const QString &id);
    static Report evaluate(const Build &build, const Analyses &analyses);
    static Report evaluate(const Build &build) { return evaluate(build, Analyses::of(build)); }
};

// Each family file's table of rules (core/rules/*rules.cpp); RuleEngine::rules() joins them in order.
namespace rules {
QList<Rule> buildRules();
QList<Rule> workloadFitRules();
QList<Rule> gpuRules();
QList<Rule> powerRules();
QList<Rule> circuitRules();
QList<Rule> fitRules();
QList<Rule> coolingRules();
QList<Rule> pcieRules();
QList<Rule> cpuRules();
QList<Rule> memoryRules();
QList<Rule> storageRules();
QList<Rule> nvlinkRules();
} // namespace rules

} // namespace rigsmith::core
