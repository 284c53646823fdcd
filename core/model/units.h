// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cmath>
#include <compare>
#include <cstdint>
#include <optional>

namespace rigsmith::core {

// A non-negative physical quantity of one unit. Each unit is its own type (the Tag), so
// watts cannot be added to millimetres and nothing converts implicitly from a bare number.
// `checked()` is the constructor for untrusted input (files, the catalog); the plain
// constructor is for values the code itself computes.
template<typename Tag, typename Rep>
class Quantity
{
public:
    using Representation = Rep;
    static constexpr double kMax = Tag::kMax;

    constexpr Quantity() = default;
    constexpr explicit Quantity(Rep value)
        : mValue(value)
    {
    }

    // Returns nothing for a negative, non-finite or over-large value.
    static constexpr std::optional<Quantity> checked(double value, double max = Tag::kMax)
    {
        if (!std::isfinite(value) || value < 0.0 || value > max)
            return std::nullopt;
        return Quantity(static_cast<Rep>(value));
    }

    constexpr Rep value() const { return mValue; }

    constexpr auto operator<=>(const Quantity &) const = default;

    constexpr Quantity operator+(Quantity other) const { return Quantity(mValue + other.mValue); }
    constexpr Quantity operator-(Quantity other) const { return Quantity(mValue - other.mValue); }
    constexpr Quantity &operator+=(Quantity other)
    {
        mValue += other.mValue;
        return *this;
    }
    constexpr Quantity scaled(double factor) const
    {
        return Quantity(static_cast<Rep>(static_cast<double>(mValue) * factor));
    }
    constexpr double ratio(Quantity other) const
    {
        return other.mValue == Rep {} ? 0.0 : static_cast<double>(mValue) / static_cast<double>(other.mValue);
    }

private:
    Rep mValue {};
};

struct WattsTag
{
    static constexpr double kMax = 100000.0;
};
struct MillimetresTag
{
    static constexpr double kMax = 5000.0;
};
struct LanesTag
{
    static constexpr double kMax = 256.0;
};
struct GigabytesTag
{
    static constexpr double kMax = 10.0e6;
};

using Watts = Quantity<WattsTag, int>;
using Millimetres = Quantity<MillimetresTag, double>;
using Lanes = Quantity<LanesTag, int>;
using Gigabytes = Quantity<GigabytesTag, double>;

// Expansion-slot widths come in half slots (2, 2.5, 3, 3.5), so the count is kept in halves.
class Slots
{
public:
    static constexpr int kMaxHalves = 2 * 16;

    constexpr Slots() = default;
    static constexpr Slots fromHalves(int halves) { return Slots(halves); }
    static constexpr Slots whole(int slots) { return Slots(2 * slots); }
    // Accepts 0.5-slot steps only; 2.7 slots is no card's width.
    static std::optional<Slots> checked(double slots)
    {
        if (!std::isfinite(slots) || slots < 0.0)
            return std::nullopt;
        const double halves = slots * 2.0;
        if (std::fabs(halves - std::round(halves)) > 1e-9 || halves > kMaxHalves)
            return std::nullopt;
        return Slots(static_cast<int>(std::lround(halves)));
    }

    constexpr int halves() const { return mHalves; }
    constexpr double value() const { return mHalves / 2.0; }
    // The number of whole expansion slots a card of this width occupies (2.5 covers 3).
    constexpr int occupied() const { return (mHalves + 1) / 2; }

    constexpr auto operator<=>(const Slots &) const = default;

private:
    constexpr explicit Slots(int halves)
        : mHalves(halves)
    {
    }
    int mHalves = 0;
};

// Money in integer cents of one ISO 4217 currency. Amounts of different currencies do not mix:
// adding them is a programming error, and `plus()` reports it instead of guessing a rate.
class Money
{
public:
    Money() = default;
    Money(std::int64_t cents, QString currency)
        : mCents(cents)
        , mCurrency(std::move(currency))
    {
    }
    static Money fromUnits(double units, const QString &currency)
    {
        return Money(static_cast<std::int64_t>(std::llround(units * 100.0)), currency);
    }
    // A currency code is three upper-case ASCII letters.
    static bool isValidCurrency(const QString &code);

    std::int64_t cents() const { return mCents; }
    double units() const { return static_cast<double>(mCents) / 100.0; }
    const QString &currency() const { return mCurrency; }

    std::optional<Money> plus(const Money &other) const
    {
        if (other.mCurrency != mCurrency)
            return std::nullopt;
        return Money(mCents + other.mCents, mCurrency);
    }
    Money times(double factor) const
    {
        return Money(
            static_cast<std::int64_t>(std::llround(static_cast<double>(mCents) * factor)), mCurrency);
    }

    // "USD 1,299.00" style, locale-neutral; the UI formats with QLocale.
    QString toString() const;

    bool operator==(const Money &) const = default;

private:
    std::int64_t mCents = 0;
    QString mCurrency = QStringLiteral("USD");
};

} // namespace rigsmith::core
