// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleengine.h"

#include <algorithm>

namespace rigsmith::core {

Analyses Analyses::of(const Build &build)
{
    Analyses a;
    a.layout = ChassisLayout::of(build);
    a.power = PowerBudget::of(build);
    a.thermal = ThermalEstimate::of(build, a.layout);
    a.pcie = PcieAllocation::of(build);
    a.performance = PerformanceEstimate::of(build, a.thermal, a.pcie);
    a.cost = CostEstimate::of(build, a.power, a.thermal, a.performance.throughput);
    a.workload = WorkloadEstimate::of(build, a.thermal, a.pcie, a.performance.dataFactor);
    return a;
}

const QList<Rule> &RuleEngine::rules()
{
    static const QList<Rule> all {
        {"build", rules::missingParts},
        {"build", rules::noGpu},
        {"build", rules::tooManyGpus},
        {"gpu", rules::gpuMemory},
        {"gpu", rules::workloadFit},
        {"gpu", rules::fp16OnPascal},
        {"gpu", rules::fp32OnTensorCores},
        {"gpu", rules::costInefficientGpu},
        {"gpu", rules::nonNvidiaGpu},
        {"power", rules::psuHeadroom},
        {"power", rules::psuConnectors},
        {"power", rules::psuEfficiency},
        {"power", rules::wallCircuit},
        {"power", rules::transients},
        {"fit", rules::gpuCollision},
        {"fit", rules::caseSlots},
        {"fit", rules::partFit},
        {"fit", rules::radiators},
        {"cooling", rules::adjacentOpenAir},
        {"cooling", rules::manyOpenAir},
        {"cooling", rules::waterCooling},
        {"pcie", rules::pcieSupport},
        {"pcie", rules::pcieLanesForFour},
        {"pcie", rules::plannedGpuSlots},
        {"cpu", rules::cpuThreads},
        {"cpu", rules::cpuClock},
        {"cpu", rules::cpuTooPowerful},
        {"memory", rules::ramSize},
        {"memory", rules::ramSpeed},
        {"storage", rules::noSsd},
        {"storage", rules::hddBlocking},
        {"storage", rules::datasetSpace},
    };
    return all;
}

Report RuleEngine::evaluate(const Build &build, const Analyses &analyses)
{
    Report report;
    for (const Rule &rule : rules())
        rule.check(build, analyses, report.findings);
    std::stable_sort(report.findings.begin(), report.findings.end(),
        [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    return report;
}

} // namespace rigsmith::core
