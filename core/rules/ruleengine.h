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
    WorkloadEstimate workload; // the workload in real units (issue 15)
    // The build's further workloads (Build::otherWorkloads), each as workloadBuild() runs it.
    QList<WorkloadEstimate> otherWorkloads;

    static Analyses of(const Build &build);
};

// A rule: a pure function from a build and its analyses to findings.
using RuleFunction = void (*)(const Build &, const Analyses &, QList<Finding> &);

struct Rule
{
    const char *group; // "power", "fit", "cooling", "build"
    RuleFunction check;
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
    static const QList<Rule> &rules();
    static Report evaluate(const Build &build, const Analyses &analyses);
    static Report evaluate(const Build &build) { return evaluate(build, Analyses::of(build)); }
};

// The rules, one function each, in files by concern (rules/*rules.cpp).
namespace rules {
void missingParts(const Build &, const Analyses &, QList<Finding> &);
void noGpu(const Build &, const Analyses &, QList<Finding> &);
void tooManyGpus(const Build &, const Analyses &, QList<Finding> &);
void psuHeadroom(const Build &, const Analyses &, QList<Finding> &);
void psuConnectors(const Build &, const Analyses &, QList<Finding> &);
void makerPsu(const Build &, const Analyses &, QList<Finding> &);
void unverifiedPositions(const Build &, const Analyses &, QList<Finding> &);
void chipsetUplink(const Build &, const Analyses &, QList<Finding> &);
void psuEfficiency(const Build &, const Analyses &, QList<Finding> &);
void gpuCollision(const Build &, const Analyses &, QList<Finding> &);
void caseSlots(const Build &, const Analyses &, QList<Finding> &);
void partFit(const Build &, const Analyses &, QList<Finding> &);
void adjacentOpenAir(const Build &, const Analyses &, QList<Finding> &);
void manyOpenAir(const Build &, const Analyses &, QList<Finding> &);
void waterCooling(const Build &, const Analyses &, QList<Finding> &);
void radiators(const Build &, const Analyses &, QList<Finding> &);
void gpuMemory(const Build &, const Analyses &, QList<Finding> &);
void fp16OnPascal(const Build &, const Analyses &, QList<Finding> &);
void fp32OnTensorCores(const Build &, const Analyses &, QList<Finding> &);
void costInefficientGpu(const Build &, const Analyses &, QList<Finding> &);
void nonNvidiaGpu(const Build &, const Analyses &, QList<Finding> &);
void mixedModels(const Build &, const Analyses &, QList<Finding> &);
void pcieSupport(const Build &, const Analyses &, QList<Finding> &);
void pcieLanesForFour(const Build &, const Analyses &, QList<Finding> &);
void boardGpus(const Build &, const Analyses &, QList<Finding> &);
void switchWiring(const Build &, const Analyses &, QList<Finding> &);
void cpuThreads(const Build &, const Analyses &, QList<Finding> &);
void cpuClock(const Build &, const Analyses &, QList<Finding> &);
void cpuTooPowerful(const Build &, const Analyses &, QList<Finding> &);
void ramSize(const Build &, const Analyses &, QList<Finding> &);
void m2Sockets(const Build &, const Analyses &, QList<Finding> &);
void memorySlots(const Build &, const Analyses &, QList<Finding> &);
void memoryMixedKinds(const Build &, const Analyses &, QList<Finding> &);
void memoryPlatformKind(const Build &, const Analyses &, QList<Finding> &);
void memoryCapacity(const Build &, const Analyses &, QList<Finding> &);
void passiveAirflow(const Build &, const Analyses &, QList<Finding> &);
void epsCables(const Build &, const Analyses &, QList<Finding> &);
void ramSpeed(const Build &, const Analyses &, QList<Finding> &);
void noSsd(const Build &, const Analyses &, QList<Finding> &);
void hddBlocking(const Build &, const Analyses &, QList<Finding> &);
void datasetSpace(const Build &, const Analyses &, QList<Finding> &);
void wallCircuit(const Build &, const Analyses &, QList<Finding> &);
void transients(const Build &, const Analyses &, QList<Finding> &);
void workloadFit(const Build &, const Analyses &, QList<Finding> &);
} // namespace rules

} // namespace rigsmith::core
