// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleengine.h"

#include <algorithm>

namespace rigsmith::core {

Analyses Analyses::of(const Build &build)
{
    return Analyses {ChassisLayout::of(build), PowerBudget::of(build)};
}

const QList<Rule> &RuleEngine::rules()
{
    static const QList<Rule> all {
        {"build", rules::missingParts},
        {"build", rules::noGpu},
        {"build", rules::tooManyGpus},
        {"power", rules::psuHeadroom},
        {"power", rules::psuConnectors},
        {"power", rules::psuEfficiency},
        {"fit", rules::gpuCollision},
        {"fit", rules::caseSlots},
        {"fit", rules::partFit},
        {"cooling", rules::adjacentOpenAir},
        {"cooling", rules::manyOpenAir},
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
