// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/fieldchecker.h"

#include <QCoreApplication>

namespace rigsmith::core::json {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)
};

} // namespace

QString Checker::pathOf(const char *key) const
{
    const QString k = QString::fromLatin1(key);
    return mPath.isEmpty() ? k : mPath + u'.' + k;
}

void Checker::fail(const char *key, const QString &message) const
{
    throw FieldError {pathOf(key), message};
}

void Checker::count(const char *key, qsizetype n, int maxCount) const
{
    if (n > maxCount)
        fail(key, Text::tr("%1 entries, more than the %2 allowed").arg(n).arg(maxCount));
}

void Checker::text(const char *key, const QString &v)
{
    if (v.contains(QChar(0)))
        fail(key, Reader::nulInText());
    if (v.size() > range::kMaxTextLength)
        fail(key, Reader::tooLong(v.size(), range::kMaxTextLength));
}

void Checker::integer(const char *key, int v, int min, int max)
{
    if (v < min || v > max)
        fail(key, Reader::outOfRange(v, ValueRange {double(min), double(max)}, true));
}

void Checker::real(const char *key, double v, double min, double max)
{
    if (!std::isfinite(v) || v < min || v > max)
        fail(key, Reader::outOfRange(v, ValueRange {min, max}, false));
}

void Checker::optionalMoney(
    const char *key, const std::optional<Money> &v, const QString &currency, double max)
{
    if (!v)
        return;
    real(key, v->units(), 0.0, max);
    if (v->currency() != currency)
        fail(key, Text::tr("an amount in %1 where the file's currency is %2").arg(v->currency(), currency));
}

void Checker::textList(const char *key, const QStringList &v)
{
    count(key, v.size(), range::kMaxListLength);
    for (const QString &s : v)
        text(key, s);
}

void Checker::intList(const char *key, const QList<int> &v, int min, int max, int maxCount)
{
    count(key, v.size(), maxCount);
    for (int i : v)
        integer(key, i, min, max);
}

void Checker::slots(const char *key, const Slots &v, ValueRange r)
{
    if (v.halves() <= 0 || v.halves() > Slots::kMaxHalves || v.value() < r.min || v.value() > r.max)
        fail(key, Reader::notSlotWidth(v.value(), r));
}

void Checker::money(const char *key, const std::optional<Money> &v)
{
    if (!v)
        return;
    Checker child(pathOf(key));
    if (v->cents() < 0 || v->cents() > 100'000'000)
        child.fail("cents", Reader::outOfRange(double(v->cents()), ValueRange {0, 100'000'000}, true));
    if (!Money::isValidCurrency(v->currency()))
        child.fail("currency", Text::tr("\"%1\" is not a currency code such as USD").arg(v->currency()));
}

} // namespace rigsmith::core::json
