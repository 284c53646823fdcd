// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/finding.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

} // namespace

int Report::count(Severity severity) const
{
    return int(std::count_if(
        findings.cbegin(), findings.cend(), [severity](const Finding &f) { return f.severity == severity; }));
}

QList<QList<int>> Report::rows(Severity severity) const
{
    QList<QList<int>> out;
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &f = findings[i];
        if (f.severity != severity)
            continue;
        const auto same = std::find_if(out.begin(), out.end(), [&](const QList<int> &row) {
            const Finding &o = findings[row.first()];
            return o.ruleId == f.ruleId && o.message == f.message && o.fix == f.fix;
        });
        if (same == out.end())
            out.append(QList<int> {int(i)});
        else
            same->append(int(i));
    }
    return out;
}

QString Report::countsText(bool withAdvice) const
{
    const QString errors = Text::tr("%n error(s)", nullptr, count(Severity::Error));
    const QString warnings = Text::tr("%n warning(s)", nullptr, count(Severity::Warning));
    if (!withAdvice)
        return Text::tr("%1, %2").arg(errors, warnings);
    return Text::tr("%1, %2, %3")
        .arg(errors, warnings, Text::tr("%n advice", nullptr, count(Severity::Advice)));
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

QString displayName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return Text::tr("error");
    case Severity::Warning:
        return Text::tr("warning");
    case Severity::Advice:
        return Text::tr("advice");
    }
    return {};
}

} // namespace rigsmith::core
