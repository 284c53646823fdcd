// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/exchangerates.h"

#include <QCoreApplication>
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
        || !std::isfinite(rate.rate) || rate.rate < kMinRate || rate.rate > kMaxRate)
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
    // A product past what cents can hold is no price (llround's result would be undefined).
    const double cents = double(money.cents()) * rate->rate;
    if (!std::isfinite(cents) || std::abs(cents) > kMaxConvertedCents)
        return std::nullopt;
    return Money(money.times(rate->rate).cents(), currency);
}

ExchangeRates ExchangeRates::load(QSettings &settings, QStringList *refused)
{
    ExchangeRates rates;
    const int n = settings.beginReadArray(QStringLiteral("exchangeRates"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        const ExchangeRate rate {settings.value(QStringLiteral("from")).toString().left(8),
            settings.value(QStringLiteral("to")).toString().left(8),
            settings.value(QStringLiteral("rate")).toDouble(),
            QDate::fromString(settings.value(QStringLiteral("date")).toString(), Qt::ISODate)};
        if (!rates.set(rate) && refused) {
            refused->append(QCoreApplication::translate("ExchangeRates",
                "the exchange rate %1 → %2 of %3 is not used: a rate is between %4 and %5 and joins two "
                "currency codes")
                                .arg(rate.from, rate.to, QString::number(rate.rate, 'g', 6),
                                    QString::number(kMinRate, 'g', 3), QString::number(kMaxRate, 'g', 3)));
        }
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
