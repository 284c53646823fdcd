// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/units.h"

#include <algorithm>

namespace rigsmith::core {

bool Money::isValidCurrency(const QString &code)
{
    return code.size() == 3
        && std::all_of(code.cbegin(), code.cend(), [](QChar c) { return c >= u'A' && c <= u'Z'; });
}

QString Money::toString() const
{
    const std::int64_t whole = (mCents < 0 ? -mCents : mCents) / 100;
    const std::int64_t cents = (mCents < 0 ? -mCents : mCents) % 100;
    QString digits = QString::number(whole);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, u',');
    return QStringLiteral("%1 %2%3.%4")
        .arg(mCurrency, mCents < 0 ? QStringLiteral("-") : QString(), digits)
        .arg(cents, 2, 10, QLatin1Char('0'));
}

} // namespace rigsmith::core
