// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigsmith::core {

// A currency code as a person types it (" usd "): trimmed, in capitals. Every place a person gives a
// currency (a command's option, a price list's column) reads it through this and checkCurrency.
QString currencyCode(const QString &typed);

enum class CurrencyCheck {
    Known, // a currency some country uses now, or one the user set an exchange rate for
    NotACode, // not three letters A-Z
    NotInUse, // three letters, but no currency (a typing error: "ABC", "XXX")
};
// `code` as currencyCode gives it; the user's rates are ExchangeRates::current().
CurrencyCheck checkCurrency(const QString &code);

} // namespace rigsmith::core
