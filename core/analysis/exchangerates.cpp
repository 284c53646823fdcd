// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/exchangerates.h"

#include <QMutex>
#include <QSettings>

#include <cmath>

namespace rigsmith::core {
namespace {

QMutex &currentLock()
{
    static QMutex lock;
    return lock;
}

ExchangeRates &currentRates()
{
    static ExchangeRates rates;
    return rates;
}

bool sameCurrencies(const ExchangeRate &r, const QString &a, const QString &b)
{
    return (r.from == a && r.to == b) || (r.from == b && r.to == a);
}

} // namespace

ExchangeRates::ExchangeRates(QList<ExchangeRate> rates)
{
    for (const ExchangeRate &r : rates)
        set(r);
}

bool ExchangeRates::set(const ExchangeRate &rate)
{
    if (!Money::isValidCurrency(rate.from) || !Money::isValidCurrency(rate.to) || rate.from == rate.to
        || !std::isfinite(rate.rate) || rate.rate <= 0.0)
        return false;
    remove(rate.from, rate.to);
    mRates.append(rate);
    return true;
}

void ExchangeRates::remove(const QString &from, const QString &to)
{
    mRates.removeIf([&](const ExchangeRate &r) { return sameCurrencies(r, from, to); });
}

std::optional<ExchangeRate> ExchangeRates::find(const QString &from, const QString &to) const
{
    for (const ExchangeRate &r : mRates) {
        if (r.from == from && r.to == to)
            return r;
        if (r.from == to && r.to == from)
            return ExchangeRate {from, to, 1.0 / r.rate, r.date};
    }
    return std::nullopt;
}

std::optional<Money> ExchangeRates::convert(const Money &money, const QString &currency) const
{
    if (money.currency() == currency)
        return money;
    const auto rate = find(money.currency(), currency);
    if (!rate)
        return std::nullopt;
    return Money(money.times(rate->rate).cents(), currency);
}

ExchangeRates ExchangeRates::load(QSettings &settings)
{
    ExchangeRates rates;
    const int n = settings.beginReadArray(QStringLiteral("exchangeRates"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        rates.set({settings.value(QStringLiteral("from")).toString(),
            settings.value(QStringLiteral("to")).toString(),
            settings.value(QStringLiteral("rate")).toDouble(),
            QDate::fromString(settings.value(QStringLiteral("date")).toString(), Qt::ISODate)});
    }
    settings.endArray();
    return rates;
}

void ExchangeRates::save(QSettings &settings) const
{
    settings.remove(QStringLiteral("exchangeRates"));
    settings.beginWriteArray(QStringLiteral("exchangeRates"), int(mRates.size()));
    for (int i = 0; i < mRates.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("from"), mRates[i].from);
        settings.setValue(QStringLiteral("to"), mRates[i].to);
        settings.setValue(QStringLiteral("rate"), mRates[i].rate);
        settings.setValue(QStringLiteral("date"), mRates[i].date.toString(Qt::ISODate));
    }
    settings.endArray();
}

ExchangeRates ExchangeRates::current()
{
    QMutexLocker locker(&currentLock());
    return currentRates();
}

void ExchangeRates::setCurrent(ExchangeRates rates)
{
    QMutexLocker locker(&currentLock());
    currentRates() = std::move(rates);
}

} // namespace rigsmith::core
