// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/jsonfields.h"

#include <QCoreApplication>
#include <QDate>

namespace rigsmith::core::json {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)
};

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return Text::tr("null");
    case QJsonValue::Bool:
        return Text::tr("a boolean");
    case QJsonValue::Double:
        return Text::tr("a number");
    case QJsonValue::String:
        return Text::tr("text");
    case QJsonValue::Array:
        return Text::tr("an array");
    case QJsonValue::Object:
        return Text::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Text::tr("nothing");
}

} // namespace

Reader::Reader(QJsonObject object, QString path)
    : mObject(std::move(object))
    , mPath(std::move(path))
{
}

QString Reader::pathOf(const char *key) const
{
    const QString k = QString::fromLatin1(key);
    return mPath.isEmpty() ? k : mPath + u'.' + k;
}

void Reader::fail(const char *key, const QString &message) const
{
    throw FieldError {pathOf(key), message};
}

QString Reader::expected(const char *what, const QJsonValue &got)
{
    return Text::tr("expected %1, found %2").arg(Text::tr(what), typeName(got));
}

QString Reader::outOfRange(double v, bool integral, double max)
{
    return integral ? Text::tr("%1 is not a whole number from 0 to %2").arg(v).arg(max)
                    : Text::tr("%1 is outside 0 to %2").arg(v).arg(max);
}

QString Reader::outOfRange(double v, ValueRange r, bool integral)
{
    return integral ? Text::tr("%1 is not a whole number from %2 to %3").arg(v).arg(r.min).arg(r.max)
                    : Text::tr("%1 is outside %2 to %3").arg(v).arg(r.min).arg(r.max);
}

QString Reader::notSlotWidth(double v, ValueRange r)
{
    return Text::tr("%1 is not a slot width (%2 to %3 in steps of 0.5)").arg(v).arg(r.min).arg(r.max);
}

QString Reader::nulInText()
{
    return Text::tr("contains a NUL character; the file is damaged");
}

QString Reader::tooLong(qsizetype length, int maxLength)
{
    return Text::tr("is %1 characters long; at most %2 are read").arg(length).arg(maxLength);
}

QString Reader::unknownKey(const QString &got, const QStringList &keys)
{
    return Text::tr("unknown value \"%1\" (expected one of: %2)").arg(got, keys.join(QStringLiteral(", ")));
}

QJsonValue Reader::requiredValue(const char *key)
{
    const QString k = QString::fromLatin1(key);
    mRead.insert(k);
    const QJsonValue v = mObject.value(k);
    if (v.isUndefined())
        fail(key, Text::tr("missing"));
    return v;
}

QJsonValue Reader::optionalValue(const char *key)
{
    const QString k = QString::fromLatin1(key);
    mRead.insert(k);
    return mObject.value(k);
}

void Reader::optionalFlag(const char *key, bool &out)
{
    const QJsonValue v = optionalValue(key);
    if (v.isUndefined() || v.isNull()) {
        out = false;
        return;
    }
    flag(key, out);
}

void Reader::optionalInteger(const char *key, int &out, int min, int max)
{
    const QJsonValue v = optionalValue(key);
    if (v.isUndefined() || v.isNull())
        return;
    integer(key, out, min, max);
}

void Reader::optionalTextList(const char *key, QStringList &out)
{
    const QJsonValue v = optionalValue(key);
    if (v.isUndefined() || v.isNull()) {
        out.clear();
        return;
    }
    textList(key, out);
}

QJsonObject Reader::requiredObject(const char *key)
{
    const QJsonValue v = requiredValue(key);
    if (!v.isObject())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "an object"), v));
    return v.toObject();
}

QJsonArray Reader::requiredArray(const char *key, int maxCount)
{
    const QJsonValue v = requiredValue(key);
    if (!v.isArray())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "an array"), v));
    const QJsonArray array = v.toArray();
    if (array.size() > maxCount)
        fail(key, Text::tr("%1 entries, more than the %2 allowed").arg(array.size()).arg(maxCount));
    return array;
}

double Reader::requiredNumber(const char *key)
{
    const QJsonValue v = requiredValue(key);
    if (!v.isDouble())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "a number"), v));
    return v.toDouble();
}

std::optional<double> Reader::optionalNumber(const char *key)
{
    const QString k = QString::fromLatin1(key);
    mRead.insert(k);
    const QJsonValue v = mObject.value(k);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isDouble())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "a number"), v));
    return v.toDouble();
}

void Reader::text(const char *key, QString &out, int maxLength)
{
    const QJsonValue v = requiredValue(key);
    if (!v.isString())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "text"), v));
    out = v.toString();
    if (out.contains(QChar(0)))
        fail(key, nulInText());
    if (out.size() > maxLength)
        fail(key, tooLong(out.size(), maxLength));
}

void Reader::optionalText(const char *key, QString &out, int maxLength)
{
    const QString k = QString::fromLatin1(key);
    mRead.insert(k);
    const QJsonValue v = mObject.value(k);
    if (v.isUndefined() || v.isNull()) {
        out.clear();
        return;
    }
    if (!v.isString())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "text"), v));
    out = v.toString();
    if (out.contains(QChar(0)))
        fail(key, nulInText());
    if (out.size() > maxLength)
        fail(key, tooLong(out.size(), maxLength));
}

void Reader::flag(const char *key, bool &out)
{
    const QJsonValue v = requiredValue(key);
    if (!v.isBool())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "a boolean"), v));
    out = v.toBool();
}

void Reader::integer(const char *key, int &out, int min, int max)
{
    const double v = requiredNumber(key);
    if (v != std::floor(v) || v < min || v > max)
        fail(key, outOfRange(v, ValueRange {double(min), double(max)}, true));
    out = static_cast<int>(v);
}

void Reader::real(const char *key, double &out, double min, double max)
{
    const double v = requiredNumber(key);
    if (!std::isfinite(v) || v < min || v > max)
        fail(key, outOfRange(v, ValueRange {min, max}, false));
    out = v;
}

void Reader::optionalMoney(const char *key, std::optional<Money> &out, const QString &currency, double max)
{
    std::optional<double> units;
    optionalReal(key, units, 0.0, max);
    out = units ? std::optional<Money>(Money::fromUnits(*units, currency)) : std::nullopt;
}

void Reader::optionalReal(const char *key, std::optional<double> &out, double min, double max)
{
    out = optionalNumber(key);
    if (out && (!std::isfinite(*out) || *out < min || *out > max))
        fail(key, outOfRange(*out, ValueRange {min, max}, false));
}

void Reader::date(const char *key, QDate &out)
{
    QString s;
    optionalText(key, s);
    out = s.isEmpty() ? QDate() : QDate::fromString(s, Qt::ISODate);
    if (!s.isEmpty() && !out.isValid())
        fail(key, Text::tr("\"%1\" is not a date (YYYY-MM-DD)").arg(s));
}

void Reader::textList(const char *key, QStringList &out)
{
    const QJsonArray array = requiredArray(key, 256);
    out.clear();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isString())
            throw FieldError {QStringLiteral("%1[%2]").arg(pathOf(key)).arg(i),
                expected(QT_TRANSLATE_NOOP("BuildFile", "text"), array[i])};
        const QString item = array[i].toString();
        if (item.contains(QChar(0)))
            throw FieldError {QStringLiteral("%1[%2]").arg(pathOf(key)).arg(i), nulInText()};
        if (item.size() > range::kMaxTextLength)
            throw FieldError {QStringLiteral("%1[%2]").arg(pathOf(key)).arg(i),
                tooLong(item.size(), range::kMaxTextLength)};
        out.append(item);
    }
}

void Reader::intList(const char *key, QList<int> &out, int min, int max, int maxCount)
{
    const QJsonArray array = requiredArray(key, maxCount);
    out.clear();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const double v = array[i].toDouble(-1.0);
        if (!array[i].isDouble() || v != std::floor(v) || v < min || v > max) {
            throw FieldError {QStringLiteral("%1[%2]").arg(pathOf(key)).arg(i),
                Text::tr("expected a whole number from %1 to %2").arg(min).arg(max)};
        }
        out.append(static_cast<int>(v));
    }
}

void Reader::slots(const char *key, Slots &out)
{
    const double v = requiredNumber(key);
    const auto s = Slots::checked(v);
    if (!s || s->halves() == 0)
        fail(key, Text::tr("%1 is not a slot width (1 to 16 in steps of 0.5)").arg(v));
    out = *s;
}

void Reader::slots(const char *key, Slots &out, ValueRange r)
{
    const double v = requiredNumber(key);
    const auto s = Slots::checked(v);
    if (!s || v < r.min || v > r.max)
        fail(key, notSlotWidth(v, r));
    out = *s;
}

void Reader::money(const char *key, std::optional<Money> &out)
{
    const QString k = QString::fromLatin1(key);
    mRead.insert(k);
    const QJsonValue v = mObject.value(k);
    if (v.isUndefined() || v.isNull()) {
        out.reset();
        return;
    }
    if (!v.isObject())
        fail(key, expected(QT_TRANSLATE_NOOP("BuildFile", "an object"), v));
    Reader child(v.toObject(), pathOf(key));
    int cents = 0;
    QString currency;
    child.integer("cents", cents, 0, 100'000'000);
    child.text("currency", currency);
    if (!Money::isValidCurrency(currency))
        child.fail("currency", Text::tr("\"%1\" is not a currency code such as USD").arg(currency));
    out = Money(cents, currency);
}

QJsonObject Reader::extras() const
{
    QJsonObject out;
    for (auto it = mObject.constBegin(); it != mObject.constEnd(); ++it) {
        if (!mRead.contains(it.key()))
            out.insert(it.key(), it.value());
    }
    return out;
}

void Writer::money(const char *key, const std::optional<Money> &v)
{
    if (!v)
        return;
    QJsonObject o;
    o.insert(QStringLiteral("cents"), qint64(v->cents()));
    o.insert(QStringLiteral("currency"), v->currency());
    set(key, o);
}

} // namespace rigsmith::core::json
