// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/currency.h"

#include "core/analysis/exchangerates.h"

#include <QLocale>
#include <QSet>

namespace rigsmith::core {

QString currencyCode(const QString &typed)
{
    return typed.trimmed().toUpper();
}

CurrencyCheck checkCurrency(const QString &code)
{
    if (!Money::isValidCurrency(code))
        return CurrencyCheck::NotACode;
    // Currencies some country uses now (Qt's locale data, from the Unicode CLDR).
    static const QSet<QString> inUse = [] {
        QSet<QString> codes;
        for (const QLocale &l :
            QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory))
            codes.insert(l.currencySymbol(QLocale::CurrencyIsoCode));
        codes.remove(QString());
        return codes;
    }();
    if (inUse.contains(code))
        return CurrencyCheck::Known;
    const ExchangeRates rates = ExchangeRates::current();
    for (const ExchangeRate &r : rates.all()) {
        if (r.from == code || r.to == code)
            return CurrencyCheck::Known;
    }
    return CurrencyCheck::NotInUse;
}

} // namespace rigsmith::core
