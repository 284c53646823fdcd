// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleengine.h"

#include <QString>

namespace rigsmith::testing {

// Runs every rule of the table on its own and returns the first finding that does not carry its rule's id
// or falls outside its rule's severities, described; empty when every rule keeps to its row.
inline QString strayFinding(const core::Build &b)
{
    const core::Analyses a = core::Analyses::of(b);
    for (const core::Rule &rule : core::RuleEngine::rules()) {
        QList<core::Finding> found;
        rule.check(b, a, found);
        for (const core::Finding &f : found) {
            if (f.ruleId != QLatin1String(rule.id) || int(f.severity) < int(rule.worst)
                || int(f.severity) > int(rule.mildest))
                return QStringLiteral("%1 made %2 (%3): %4")
                    .arg(QLatin1String(rule.id), f.ruleId, core::toKey(f.severity), f.message);
        }
    }
    return {};
}

} // namespace rigsmith::testing
