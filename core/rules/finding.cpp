// SPDX-License-Identifier: GPL-3.0-or-later
#include "finding.h"

#include <algorithm>

namespace rigsmith::core {

int Report::count(Severity severity) const
{
    return int(std::count_if(
        findings.cbegin(), findings.cend(), [severity](const Finding &f) { return f.severity == severity; }));
}

bool Report::has(const QString &ruleId) const
{
    return find(ruleId) != nullptr;
}

const Finding *Report::find(const QString &ruleId) const
{
    const auto it = std::find_if(
        findings.cbegin(), findings.cend(), [&](const Finding &f) { return f.ruleId == ruleId; });
    return it == findings.cend() ? nullptr : &*it;
}

QString toKey(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Advice:
        return QStringLiteral("advice");
    }
    return {};
}

} // namespace rigsmith::core
