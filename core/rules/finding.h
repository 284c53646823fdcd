// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QList>
#include <QString>

namespace rigsmith::core {

enum class Severity { Error, Warning, Advice };

// One thing the rule engine found: which rule (stable id, e.g. "POWER.PSU_HEADROOM"), how bad,
// what it is in numbers, what to do, where the guide says so, and which parts and slots it is about.
struct Finding
{
    QString ruleId;
    Severity severity = Severity::Advice;
    QString message;
    QString fix;
    QString guideSection; // "RULES.md §7 PSU-2"
    QList<PartId> parts;
    QList<int> slots;

    bool operator==(const Finding &) const = default;
};

struct Report
{
    QList<Finding> findings; // errors first, then warnings, then advice; stable within each

    int count(Severity severity) const;
    // The findings of `severity` as the user reads them: identical ones (rule, message and fix; the
    // engine has already made the same finding about several cards one that lists their slots) as one
    // row. Each row holds indexes into `findings`, in order.
    QList<QList<int>> rows(Severity severity) const;
    // "1 error, 2 warnings" (and ", 3 advice" with `withAdvice`), in the user's language.
    QString countsText(bool withAdvice) const;
    bool has(const QString &ruleId) const;
    const Finding *find(const QString &ruleId) const;
};

QString toKey(Severity severity);
// "error", "warning", "advice" in the user's language.
QString displayName(Severity severity);

} // namespace rigsmith::core
