// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ruleengine.h"

#include <QCoreApplication>
#include <QHash>

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
    static const QList<Rule> all = rules::buildRules() + rules::workloadFitRules() + rules::gpuRules()
        + rules::powerRules() + rules::circuitRules() + rules::fitRules() + rules::coolingRules()
        + rules::pcieRules() + rules::cpuRules() + rules::memoryRules() + rules::storageRules()
        + rules::nvlinkRules();
    return all;
}

const Rule *RuleEngine::rule(const QString &id)
{
    static const QHash<QString, const Rule *> byId = [] {
        QHash<QString, const Rule *> h;
        for (const Rule &r : rules())
            h.insert(QString::fromLatin1(r.id), &r);
        return h;
    }();
    return byId.value(id, nullptr);
}

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

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

} // namespace

Report RuleEngine::evaluate(const Build &build, const Analyses &analyses)
{
    Report report;
    QList<Finding> raw;
    for (const Rule &rule : rules())
        rule.check(build, analyses, raw);
    // Every further workload must fit too. The rules that read the workload run again on
    // the build as it runs that one; their findings name the workload they are about.
    for (int i = 1; i <= build.otherWorkloads.size() && i <= analyses.otherWorkloads.size(); ++i) {
        const Build other = workloadBuild(build, i);
        Analyses otherAnalyses = analyses;
        otherAnalyses.workload = analyses.otherWorkloads[i - 1];
        otherAnalyses.otherWorkloads.clear();
        QList<Finding> found;
        for (const Rule &rule : rules()) {
            if (rule.rests(Rule::Workload))
                rule.check(other, otherAnalyses, found);
        }
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
            const Rule *rule
                = confidence == LayoutConfidence::Positions ? nullptr : RuleEngine::rule(f.ruleId);
            if (!rule)
                continue;
            if (confidence == LayoutConfidence::Unverified && rule->rests(Rule::Lanes)) {
                f.message += u' '
                    + Text::tr("(The slot layout of %1 is not verified against a source.)")
                          .arg(build.motherboard->info.name);
            } else if (confidence == LayoutConfidence::SlotsAndLanes && rule->rests(Rule::Positions)) {
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
