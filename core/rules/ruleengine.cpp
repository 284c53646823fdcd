// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

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
    for (int i = 1; i <= build.otherWorkloads.size(); ++i) {
        const Build other = workloadBuild(build, i);
        const PerformanceEstimate performance = PerformanceEstimate::of(other, a.thermal, a.pcie);
        a.otherWorkloads.append(WorkloadEstimate::of(other, a.thermal, a.pcie, performance.dataFactor));
    }
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
        {"gpu", rules::mixedModels},
        {"power", rules::psuHeadroom},
        {"power", rules::makerPsu},
        {"power", rules::psuConnectors},
        {"power", rules::psuEfficiency},
        {"power", rules::epsCables},
        {"power", rules::wallCircuit},
        {"power", rules::transients},
        {"fit", rules::gpuCollision},
        {"fit", rules::caseSlots},
        {"fit", rules::partFit},
        {"fit", rules::radiators},
        {"cooling", rules::adjacentOpenAir},
        {"cooling", rules::manyOpenAir},
        {"cooling", rules::waterCooling},
        {"cooling", rules::passiveAirflow},
        {"pcie", rules::pcieSupport},
        {"pcie", rules::pcieLanesForFour},
        {"pcie", rules::boardGpus},
        {"pcie", rules::switchWiring},
        {"pcie", rules::unverifiedPositions},
        {"pcie", rules::chipsetUplink},
        {"cpu", rules::cpuThreads},
        {"cpu", rules::cpuClock},
        {"cpu", rules::cpuTooPowerful},
        {"memory", rules::ramSize},
        {"memory", rules::memorySlots},
        {"memory", rules::memoryMixedKinds},
        {"memory", rules::memoryPlatformKind},
        {"memory", rules::memoryCapacity},
        {"memory", rules::ramSpeed},
        {"storage", rules::noSsd},
        {"storage", rules::hddBlocking},
        {"storage", rules::m2Sockets},
        {"storage", rules::datasetSpace},
    };
    return all;
}

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// The rules whose verdict depends on what the workload runs (memory per card, the experts kept in
// system memory), run for each further workload.
const QList<RuleFunction> &workloadRules()
{
    static const QList<RuleFunction> list {rules::gpuMemory, rules::workloadFit};
    return list;
}

// One finding per problem: per-card findings that say the same thing about cards of one model
// become one finding that lists the slots.
QList<Finding> grouped(const QList<Finding> &findings)
{
    QList<Finding> out;
    QList<int> merged; // cards merged into out[i]
    for (const Finding &f : findings) {
        auto it = std::find_if(out.begin(), out.end(), [&f](const Finding &o) {
            return o.ruleId == f.ruleId && o.message == f.message && o.fix == f.fix && !f.slots.isEmpty();
        });
        if (it == out.end()) {
            out.append(f);
            merged.append(1);
            continue;
        }
        ++merged[it - out.begin()];
        for (const PartId &id : f.parts) {
            if (!it->parts.contains(id))
                it->parts.append(id);
        }
        for (int slot : f.slots) {
            if (!it->slots.contains(slot))
                it->slots.append(slot);
        }
    }
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (merged[i] < 2)
            continue;
        std::sort(out[i].slots.begin(), out[i].slots.end());
        QStringList slots;
        for (int s : out[i].slots)
            slots.append(QString::number(s));
        out[i].message = Text::tr("%1 (%n cards, slots %2)", nullptr, merged[i])
                             .arg(out[i].message, slots.join(QStringLiteral(", ")));
    }
    return out;
}

// Findings that rest on the board's lanes or on its slot count (issue 28: every one of them says when
// the layout is unverified).
bool restsOnLanes(const QString &ruleId)
{
    static const QStringList ids {QStringLiteral("PCIE.SUPPORT"), QStringLiteral("PCIE.BOARD_GPUS"),
        QStringLiteral("PCIE.LANES_PER_GPU"), QStringLiteral("PCIE.SWITCH_WIRING"),
        QStringLiteral("PCIE.CHIPSET_UPLINK"), QStringLiteral("FIT.GPU_COLLISION"),
        QStringLiteral("FIT.CASE_SLOTS"), QStringLiteral("COOLING.ADJACENT_OPEN_AIR")};
    return ids.contains(ruleId);
}

// Findings that rest on where the slots are: a layout whose slots and lanes a source confirms but not
// their openings still leaves these open.
bool restsOnPositions(const QString &ruleId)
{
    static const QStringList ids {QStringLiteral("PCIE.BOARD_GPUS"), QStringLiteral("FIT.GPU_COLLISION"),
        QStringLiteral("FIT.CASE_SLOTS"), QStringLiteral("COOLING.ADJACENT_OPEN_AIR")};
    return ids.contains(ruleId);
}

} // namespace

Report RuleEngine::evaluate(const Build &build, const Analyses &analyses)
{
    Report report;
    QList<Finding> raw;
    for (const Rule &rule : rules())
        rule.check(build, analyses, raw);
    // Issue 30: every further workload must fit too. The rules that read the workload run again on
    // the build as it runs that one; their findings name the workload they are about.
    for (int i = 1; i <= build.otherWorkloads.size() && i <= analyses.otherWorkloads.size(); ++i) {
        const Build other = workloadBuild(build, i);
        Analyses otherAnalyses = analyses;
        otherAnalyses.workload = analyses.otherWorkloads[i - 1];
        otherAnalyses.otherWorkloads.clear();
        QList<Finding> found;
        for (const RuleFunction rule : workloadRules())
            rule(other, otherAnalyses, found);
        for (Finding &f : found) {
            f.message = Text::tr("Also planned, %1: %2").arg(describeWorkload(other.workload), f.message);
            raw.append(f);
        }
    }
    report.findings = grouped(raw);
    // A layout the user corrected is theirs to vouch for: its findings carry no such note.
    if (build.motherboard && !build.motherboard->spec.layoutCorrected) {
        const LayoutConfidence confidence = build.motherboard->spec.layoutConfidence;
        for (Finding &f : report.findings) {
            if (confidence == LayoutConfidence::Unverified && restsOnLanes(f.ruleId)) {
                f.message += u' '
                    + Text::tr("(The slot layout of %1 is not verified against a source.)")
                          .arg(build.motherboard->info.name);
            } else if (confidence == LayoutConfidence::SlotsAndLanes && restsOnPositions(f.ruleId)) {
                f.message += u' '
                    + Text::tr("(The slot positions of %1 are not verified against a source.)")
                          .arg(build.motherboard->info.name);
            }
        }
    }
    std::stable_sort(report.findings.begin(), report.findings.end(),
        [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    return report;
}

} // namespace rigsmith::core
