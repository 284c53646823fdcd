// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/units.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

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
    // The widest rates a currency pair has (about a million of the weakest currency for one of the
    // strongest), with headroom; past them a rate is a typing error, and 1e300 would overflow
    // every converted price.
    static constexpr double kMinRate = 1e-7;
    static constexpr double kMaxRate = 1e7;
    // The largest converted amount, in cents: well inside what an int64 and a double hold exactly.
    static constexpr double kMaxConvertedCents = 1e15;

    ExchangeRates() = default;
    explicit ExchangeRates(QList<ExchangeRate> rates);

    // Replaces the rate between the two currencies (in either direction). A rate outside
    // [kMinRate, kMaxRate], or between invalid or equal currencies, is refused.
    bool set(const ExchangeRate &rate);
    void remove(const QString &from, const QString &to);
    // The rate given for from→to, or the inverse of one given for to→from.
    std::optional<ExchangeRate> find(const QString &from, const QString &to) const;
    // `money` in `currency`: itself when the currency is the same, converted at a user's rate, else
    // nothing (also when the result is past what cents can hold).
    std::optional<Money> convert(const Money &money, const QString &currency) const;
    const QList<ExchangeRate> &all() const { return mRates; }

    // Kept under "exchangeRates" in the application's settings, each with its date. A stored rate
    // that set() refuses is left out, and `refused` says so in the user's words.
    static ExchangeRates load(QSettings &settings, QStringList *refused = nullptr);
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
