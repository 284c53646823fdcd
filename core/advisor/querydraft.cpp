// SPDX-License-Identifier: GPL-3.0-or-later
#include "querydraft.h"

#include "core/advisor/policy.h"
#include "core/model/partenums.h"

#include <QCoreApplication>

#include <cmath>

namespace rigsmith::core::advisor {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

QString keysOf(const QList<DraftChoice> &choices)
{
    QStringList keys;
    for (const DraftChoice &c : choices)
        keys.append(c.key);
    return keys.join(QStringLiteral(", "));
}

DraftError notOneOf(const QString &field, const QString &value, const QList<DraftChoice> &choices)
{
    return {field, Text::tr("\"%1\" is not one of: %2").arg(value, keysOf(choices))};
}

bool isChoice(const QString &key, const QList<DraftChoice> &choices)
{
    return std::any_of(choices.cbegin(), choices.cend(), [&](const DraftChoice &c) { return c.key == key; });
}

} // namespace

QList<DraftChoice> vendorChoices()
{
    return {{QStringLiteral("nvidia"), Text::tr("NVIDIA")}, {QStringLiteral("amd"), Text::tr("AMD")},
        {QStringLiteral("any"), Text::tr("Any")}};
}

QList<DraftChoice> coolerChoices()
{
    return {{QStringLiteral("any"), Text::tr("Any")}, {QStringLiteral("blower"), Text::tr("Blower")},
        {QStringLiteral("open-air"), Text::tr("Open-air")}};
}

QList<DraftChoice> marketChoices()
{
    return {{marketKey(Market::Any), Text::tr("New or used")}, {marketKey(Market::New), Text::tr("New only")},
        {marketKey(Market::Used), Text::tr("Used only")}};
}

QList<DraftChoice> caseSizeChoices()
{
    return {{QStringLiteral("any"), Text::tr("Any")},
        {toKey(FormFactor::EAtx), Text::tr("E-ATX (takes E-ATX boards)")},
        {toKey(FormFactor::Atx), Text::tr("ATX, not E-ATX")},
        {toKey(FormFactor::MicroAtx), Text::tr("Micro-ATX")},
        {toKey(FormFactor::MiniItx), Text::tr("Mini-ITX")}};
}

std::variant<Query, DraftError> queryOf(const QueryDraft &d, const ExchangeRates &rates)
{
    Query q;
    if (d.jobs.isEmpty())
        return DraftError {QStringLiteral("workload"), Text::tr("no workload is given")};
    if (d.jobs.size() - 1 > kMaxOtherWorkloads)
        return DraftError {
            QStringLiteral("also"), Text::tr("at most %1 further workloads").arg(kMaxOtherWorkloads)};
    q.workload = d.jobs.first();
    q.otherWorkloads = d.jobs.mid(1);
    if (!Money::isValidCurrency(d.environment.currency))
        return DraftError {QStringLiteral("currency"),
            Text::tr("\"%1\" is not a currency code (three capital letters)").arg(d.environment.currency)};
    q.environment = d.environment;
    q.environment.budget.reset(); // the question's budget is q.budget; the suggested builds carry it
    if (d.budget) {
        if (!std::isfinite(*d.budget) || *d.budget <= 0.0 || *d.budget > 1e9)
            return DraftError {QStringLiteral("budget"),
                Text::tr("%1 is not an amount above 0 and at most %2").arg(*d.budget).arg(1e9, 0, 'f', 0)};
        q.budget = Money::fromUnits(*d.budget, d.environment.currency);
        if (q.budget->cents() < 1)
            return DraftError {QStringLiteral("budget"), Text::tr("%1 is less than one cent").arg(*d.budget)};
    }
    if (d.minThroughput) {
        if (!std::isfinite(*d.minThroughput) || *d.minThroughput <= 0.0 || *d.minThroughput > 1e12)
            return DraftError {QStringLiteral("min-throughput"),
                Text::tr("%1 is not a throughput above 0 and at most %2").arg(*d.minThroughput).arg(1e12)};
        q.minThroughput = d.minThroughput;
    }
    if (!q.budget && !q.minThroughput)
        return DraftError {QStringLiteral("budget"), Text::tr("give a budget or a least throughput")};
    if (d.minGpus < 1 || d.maxGpus > 4 || d.minGpus > d.maxGpus)
        return DraftError {QStringLiteral("gpus"),
            Text::tr("%1 to %2 GPUs: at least 1, at most 4, the first no more than the second")
                .arg(d.minGpus)
                .arg(d.maxGpus)};
    q.minGpus = d.minGpus;
    q.maxGpus = d.maxGpus;

    const QString vendor = d.vendor.toLower();
    if (!isChoice(vendor, vendorChoices()))
        return notOneOf(QStringLiteral("vendor"), d.vendor, vendorChoices());
    if (vendor != u"any")
        q.vendor = vendor.toUpper(); // as GpuSpec::vendor names the maker
    const QString cooler = d.cooler.toLower();
    if (!isChoice(cooler, coolerChoices()))
        return notOneOf(QStringLiteral("cooler"), d.cooler, coolerChoices());
    q.cooler = cooler == u"blower" ? CoolerChoice::Blower
        : cooler == u"open-air"    ? CoolerChoice::OpenAir
                                   : CoolerChoice::Any;
    const auto market = marketFromKey(d.market.toLower());
    if (!market)
        return notOneOf(QStringLiteral("market"), d.market, marketChoices());
    q.market = *market;
    const QString caseSize = d.caseSize.toLower();
    if (!isChoice(caseSize, caseSizeChoices()))
        return notOneOf(QStringLiteral("case-size"), d.caseSize, caseSizeChoices());
    if (caseSize != u"any")
        q.caseSize = fromKey<FormFactor>(caseSize);

    for (const QString &name : d.pinned) {
        if (!settingNames().contains(name))
            return DraftError {QStringLiteral("pin"),
                Text::tr("\"%1\" is not a setting: %2").arg(name, settingNames().join(QStringLiteral(", ")))};
        if (!q.pinned.contains(name))
            q.pinned.append(name);
    }
    if (d.maxResults < 1 || d.maxResults > kMaxResultsLimit)
        return DraftError {QStringLiteral("max"),
            Text::tr("%1 is not a number from 1 to %2").arg(d.maxResults).arg(kMaxResultsLimit)};
    q.maxResults = d.maxResults;
    q.owned = d.owned;
    q.avoided = d.avoided;
    q.includeUnverified = d.includeUnverified;
    q.includeLaunchPrices = d.includeLaunchPrices;
    q.allowWarnings = d.allowWarnings;
    q.rates = rates;
    q.timeLimitSeconds = d.timeLimitSeconds;
    return q;
}

} // namespace rigsmith::core::advisor
