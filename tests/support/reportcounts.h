// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/finding.h"

#include <QStringList>

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

} // namespace rigsmith::testing
