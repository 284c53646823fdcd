// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/rules/finding.h"

#include <QList>
#include <QString>

#include <optional>

namespace rigsmith::core {

// Builds side by side: one row per role (the part each build has) and per figure, with the best
// value of each figure row marked and the rows that differ flagged; then the findings only some
// builds have. The CLI, the compare window and its CSV/PDF all read this.
struct ComparisonRow
{
    enum class Kind { Part, Figure };
    Kind kind = Kind::Figure;
    QString key; // stable: "gpu", "throughput", ...
    QString label; // translated
    QStringList values; // one per build, formatted
    QList<std::optional<double>> numbers; // one per build, for figure rows
    bool higherIsBetter = true;
    int best = -1; // index of the best build for this figure, -1 when none or a tie
    bool differs = false;
    QString note; // translated, may be empty: what the row is of (a further job's description)
};

struct FindingPresence
{
    QString ruleId;
    QString message; // from the first build that has it
    QList<bool> in; // one per build
    QStringList messages; // one per build: that build's own messages for the rule (empty where absent)
    QList<std::optional<Severity>> severity; // one per build: its most severe finding of the rule
};

// What each build assumes and how sure its money is; "best" goes only to builds without errors.
struct ComparedBuild
{
    QString name;
    int errors = 0;
    int unpricedParts = 0; // its sums of money are lower bounds when > 0
    QString currency;
    double hoursPerDay = 0.0;
    double electricityPricePerKwh = 0.0;
    double years = 0.0;
    QString workload; // describeWorkload(): what it is estimated for
};

struct Comparison
{
    QStringList names; // the builds' names
    QList<ComparedBuild> builds; // one per name
    // Assumptions that are not the same in every build: "currency", "hoursPerDay",
    // "electricityPrice", "years", "workload". Figures built on them do not compare like with like:
    // with different workloads no build is "best" for throughput or memory.
    QStringList differingAssumptions;
    QList<ComparisonRow> rows;
    QList<FindingPresence> uniqueFindings; // findings that only some builds have
    // The unit of the workload rows ("images/s"); empty when the builds' workloads differ in kind.
    QString throughputUnit;

    const ComparisonRow *row(const QString &key) const;
    // One translated line per differing assumption, for the dialog and the CLI.
    QStringList assumptionWarnings() const;
    QByteArray toCsv() const;
};

Comparison compareBuilds(const QList<Build> &builds);

} // namespace rigsmith::core
