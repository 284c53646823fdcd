// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"

#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace rigsmith::core::advisor {

// A question to the advisor as a person puts it, in the dialog or on the command line: each choice by
// its key (the keys of the choices below, as `suggest` takes them), the budget as an amount in the
// environment's currency. queryOf() is the one place a draft becomes a Query: it checks every field and
// maps every key, so the dialog and the CLI ask the same question the same way.
struct QueryDraft
{
    QList<Workload> jobs; // the first is the primary workload; at least one
    // Currency and wall circuit; its budget is not read (a build's old budget is not the question's).
    Environment environment;
    std::optional<double> budget; // in environment.currency
    std::optional<double> minThroughput;
    int minGpus = 1;
    int maxGpus = 4;
    QString vendor = QStringLiteral("any");
    QString cooler = QStringLiteral("any");
    QString market = QStringLiteral("any");
    QString caseSize = QStringLiteral("any");
    QList<PartId> owned;
    QList<PartId> avoided;
    bool includeUnverified = false;
    bool includeLaunchPrices = false;
    bool allowWarnings = false;
    QStringList pinned; // policy.h settingNames()
    int maxResults = 8;
    double timeLimitSeconds = 0.0;
};

// A field of the draft that does not make a question: which one (as its CLI option is named: "budget",
// "vendor", …) and why, translated. The CLI prints "--field: why"; the dialog, why.
struct DraftError
{
    QString field;
    QString message;
};

// One value a choice field takes: its key and its translated label.
struct DraftChoice
{
    QString key;
    QString label;
};
QList<DraftChoice> vendorChoices(); // nvidia, amd, any
QList<DraftChoice> coolerChoices(); // blower, open-air, any
QList<DraftChoice> marketChoices(); // any, new, used
QList<DraftChoice> caseSizeChoices(); // any, e-atx, atx, micro-atx, mini-itx

constexpr int kMaxResultsLimit = 50;

std::variant<Query, DraftError> queryOf(const QueryDraft &draft, const ExchangeRates &rates);

} // namespace rigsmith::core::advisor
