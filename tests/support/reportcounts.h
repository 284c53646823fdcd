// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/finding.h"
#include "core/rules/ruleengine.h"

#include <QStringList>

#include <optional>

namespace rigsmith::testing {

// The rule ids of a report's findings, in its order.
inline QStringList ruleIds(const core::Report &r)
{
    QStringList out;
    for (const core::Finding &f : r.findings)
        out.append(f.ruleId);
    return out;
}

// How many findings of one rule a report holds.
inline int countOf(const core::Report &r, const QString &ruleId)
{
    return int(ruleIds(r).count(ruleId));
}

// The build's finding of one rule, copied out of its report: a pointer from find() on the report
// RuleEngine::evaluate returns dangles once that temporary is gone.
inline std::optional<core::Finding> findingOf(const core::Build &b, const QString &ruleId)
{
    const core::Report r = core::RuleEngine::evaluate(b);
    if (const core::Finding *f = r.find(ruleId))
        return *f;
    return std::nullopt;
}

} // namespace rigsmith::testing
