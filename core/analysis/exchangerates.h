// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/units.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

class QSettings;

namespace rigsmith::core {

// A rate the user typed: 1 `from` = `rate` `to`, as of `date`. Never looked up or guessed: a price in
// a currency with no rate to the build's stays unpriced in that build.
struct ExchangeRate
{
    QString from;
    QString to;
    double rate = 0.0;
    QDate date;

    bool operator==(const ExchangeRate &) const = default;
};

class ExchangeRates
{
public:
    ExchangeRates() = default;
    explicit ExchangeRates(QList<ExchangeRate> rates);

    // Replaces the rate between the two currencies (in either direction). A rate that is not a
    // positive finite number, or between invalid or equal currencies, is refused.
    bool set(const ExchangeRate &rate);
    void remove(const QString &from, const QString &to);
    // The rate given for from→to, or the inverse of one given for to→from.
    std::optional<ExchangeRate> find(const QString &from, const QString &to) const;
    // `money` in `currency`: itself when the currency is the same, converted at a user's rate, else nothing.
    std::optional<Money> convert(const Money &money, const QString &currency) const;
    const QList<ExchangeRate> &all() const { return mRates; }

    // Kept under "exchangeRates" in the application's settings, each with its date.
    static ExchangeRates load(QSettings &settings);
    void save(QSettings &settings) const;

    // The rates analyses use; the application loads them from its settings at start-up and
    // sets them again whenever the user edits them. Empty (no conversions) by default.
    static ExchangeRates current();
    static void setCurrent(ExchangeRates rates);

    bool operator==(const ExchangeRates &) const = default;

private:
    QList<ExchangeRate> mRates;
};

} // namespace rigsmith::core
