// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/partenums.h"
#include "core/model/partvalidity.h"
#include "core/model/units.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <optional>

namespace rigsmith::core::json {

// Thrown inside the codec only, caught at its entry points and turned into an error value.
struct FieldError
{
    QString field; // path such as "parts.gpu/x.spec.tdpW"
    QString message;
};

// Reads fields from one JSON object, checking type and range, naming the path in every error.
// Its method set mirrors Writer's, so one `visit(V&, Spec&)` per spec serves both directions.
class Reader
{
public:
    Reader(QJsonObject object, QString path);

    // Text of at most `maxLength` characters (range::kMaxTextLength unless a field allows more).
    void text(const char *key, QString &out, int maxLength = range::kMaxTextLength);
    void optionalText(const char *key, QString &out, int maxLength = range::kMaxTextLength);
    void flag(const char *key, bool &out);
    // A flag added after a format was first written: absent reads as false.
    void optionalFlag(const char *key, bool &out);
    void integer(const char *key, int &out, int min, int max);
    void real(const char *key, double &out, double min, double max);
    void optionalReal(const char *key, std::optional<double> &out, double min, double max);
    // An amount of `currency` written as a number of its units (1234.5), at most `max` units.
    void optionalMoney(const char *key, std::optional<Money> &out, const QString &currency, double max);
    // Fields added after a format was first written: absent keeps `out` as it was (its default).
    void optionalInteger(const char *key, int &out, int min, int max);
    void optionalTextList(const char *key, QStringList &out);
    void date(const char *key, QDate &out);
    void textList(const char *key, QStringList &out);
    void intList(const char *key, QList<int> &out, int min, int max, int maxCount);

    // The same with a range from partvalidity.h: the one definition of a valid part.
    void integer(const char *key, int &out, ValueRange r) { integer(key, out, int(r.min), int(r.max)); }
    void optionalInteger(const char *key, int &out, ValueRange r)
    {
        optionalInteger(key, out, int(r.min), int(r.max));
    }
    void real(const char *key, double &out, ValueRange r) { real(key, out, r.min, r.max); }
    void optionalReal(const char *key, std::optional<double> &out, ValueRange r)
    {
        optionalReal(key, out, r.min, r.max);
    }
    void intList(const char *key, QList<int> &out, ValueRange r, int maxCount)
    {
        intList(key, out, int(r.min), int(r.max), maxCount);
    }

    template<typename Q>
    void quantity(const char *key, Q &out)
    {
        out = checkedQuantity<Q>(key, requiredNumber(key));
    }
    template<typename Q>
    void optionalQuantity(const char *key, std::optional<Q> &out)
    {
        const auto v = optionalNumber(key);
        out = v ? std::optional<Q>(checkedQuantity<Q>(key, *v)) : std::nullopt;
    }
    template<typename Q>
    void quantity(const char *key, Q &out, ValueRange r)
    {
        out = rangedQuantity<Q>(key, requiredNumber(key), r);
    }
    template<typename Q>
    void optionalQuantity(const char *key, std::optional<Q> &out, ValueRange r)
    {
        const auto v = optionalNumber(key);
        out = v ? std::optional<Q>(rangedQuantity<Q>(key, *v, r)) : std::nullopt;
    }
    void slots(const char *key, Slots &out);
    void slots(const char *key, Slots &out, ValueRange r);
    void money(const char *key, std::optional<Money> &out);

    template<typename E>
    void choice(const char *key, E &out)
    {
        out = parseKey<E>(key, requiredValue(key));
    }
    template<typename E>
    void optionalChoice(const char *key, E &out)
    {
        const QJsonValue v = optionalValue(key);
        if (!v.isUndefined() && !v.isNull())
            out = parseKey<E>(key, v);
    }
    template<typename E>
    void choiceList(const char *key, QList<E> &out)
    {
        const QJsonArray array = requiredArray(key, 64);
        out.clear();
        for (qsizetype i = 0; i < array.size(); ++i)
            out.append(parseKey<E>(QStringLiteral("%1[%2]").arg(QLatin1StringView(key)).arg(i), array[i]));
    }
    template<typename T, typename Fn>
    void object(const char *key, T &out, Fn &&fn)
    {
        Reader child(requiredObject(key), pathOf(key));
        fn(child, out);
        child.finish();
    }
    template<typename T, typename Fn>
    void list(const char *key, QList<T> &out, int maxCount, Fn &&fn)
    {
        const QJsonArray array = requiredArray(key, maxCount);
        out.clear();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString path = QStringLiteral("%1[%2]").arg(pathOf(key)).arg(i);
            if (!array[i].isObject())
                throw FieldError {path, expected(QT_TRANSLATE_NOOP("BuildFile", "an object"), array[i])};
            Reader child(array[i].toObject(), path);
            T item {};
            fn(child, item);
            child.finish();
            out.append(std::move(item));
        }
    }

    // A list added after the format was first written: absent reads as empty.
    template<typename T, typename Fn>
    void optionalList(const char *key, QList<T> &out, int maxCount, Fn &&fn)
    {
        const QJsonValue v = optionalValue(key);
        if (v.isUndefined() || v.isNull()) {
            out.clear();
            return;
        }
        list(key, out, maxCount, std::forward<Fn>(fn));
    }

    // Fields this reader was never asked for: kept so a round trip loses nothing.
    QJsonObject extras() const;
    // Nested objects keep no extras; a field there that nothing reads is ignored.
    void finish() const { }

    QString pathOf(const char *key) const;
    [[noreturn]] void fail(const char *key, const QString &message) const;
    QJsonValue requiredValue(const char *key);
    QJsonValue optionalValue(const char *key);
    QJsonObject requiredObject(const char *key);
    QJsonArray requiredArray(const char *key, int maxCount);
    static QString expected(const char *what, const QJsonValue &got);
    // The reader's words for a value outside a range, shared with validatePart().
    static QString outOfRange(double v, ValueRange r, bool integral);
    static QString notSlotWidth(double v, ValueRange r);
    static QString nulInText();
    static QString tooLong(qsizetype length, int maxLength);

private:
    double requiredNumber(const char *key);
    std::optional<double> optionalNumber(const char *key);
    template<typename Q>
    Q checkedQuantity(const char *key, double v)
    {
        const bool integral = std::is_integral_v<typename Q::Representation>;
        const auto q = Q::checked(v);
        if (!q || (integral && v != std::floor(v)))
            fail(key, outOfRange(v, integral, Q::kMax));
        return *q;
    }
    template<typename Q>
    Q rangedQuantity(const char *key, double v, ValueRange r)
    {
        const Q q = checkedQuantity<Q>(key, v);
        if (v < r.min || v > r.max)
            fail(key, outOfRange(v, r, std::is_integral_v<typename Q::Representation>));
        return q;
    }
    template<typename E>
    E parseKey(const QString &path, const QJsonValue &v)
    {
        if (!v.isString())
            throw FieldError {path, expected(QT_TRANSLATE_NOOP("BuildFile", "a text key"), v)};
        if (const auto e = fromKey<E>(v.toString()))
            return *e;
        QStringList keys;
        for (E value : allValues<E>())
            keys.append(toKey(value));
        throw FieldError {path, unknownKey(v.toString(), keys)};
    }
    template<typename E>
    E parseKey(const char *key, const QJsonValue &v)
    {
        return parseKey<E>(pathOf(key), v);
    }
    static QString outOfRange(double v, bool integral, double max);
    static QString unknownKey(const QString &got, const QStringList &keys);

    QJsonObject mObject;
    QString mPath;
    QSet<QString> mRead;
};

// Writes fields into a JSON object; the mirror of Reader.
class Writer
{
public:
    QJsonObject result() const { return mObject; }

    void text(const char *key, const QString &v) { set(key, v); }
    void optionalText(const char *key, const QString &v)
    {
        if (!v.isEmpty())
            set(key, v);
    }
    void flag(const char *key, bool v) { set(key, v); }
    // Written only when set, so files without it read as they always did.
    void optionalFlag(const char *key, bool v)
    {
        if (v)
            set(key, v);
    }
    void integer(const char *key, int v, int, int) { set(key, v); }
    void optionalInteger(const char *key, int v, int, int) { set(key, v); }
    void optionalTextList(const char *key, const QStringList &v)
    {
        if (!v.isEmpty())
            set(key, QJsonArray::fromStringList(v));
    }
    void real(const char *key, double v, double, double) { set(key, v); }
    void integer(const char *key, int v, ValueRange) { set(key, v); }
    void optionalInteger(const char *key, int v, ValueRange) { set(key, v); }
    void real(const char *key, double v, ValueRange) { set(key, v); }
    void optionalReal(const char *key, const std::optional<double> &v, ValueRange)
    {
        if (v)
            set(key, *v);
    }
    void intList(const char *key, const QList<int> &v, ValueRange, int maxCount)
    {
        intList(key, v, 0, 0, maxCount);
    }
    template<typename Q>
    void quantity(const char *key, const Q &v, ValueRange)
    {
        set(key, v.value());
    }
    template<typename Q>
    void optionalQuantity(const char *key, const std::optional<Q> &v, ValueRange)
    {
        if (v)
            set(key, v->value());
    }
    void slots(const char *key, const Slots &v, ValueRange) { set(key, v.value()); }
    void optionalMoney(const char *key, const std::optional<Money> &v, const QString &, double)
    {
        if (v)
            set(key, v->units());
    }
    void optionalReal(const char *key, const std::optional<double> &v, double, double)
    {
        if (v)
            set(key, *v);
    }
    void date(const char *key, const QDate &v)
    {
        if (v.isValid())
            set(key, v.toString(Qt::ISODate));
    }
    void textList(const char *key, const QStringList &v) { set(key, QJsonArray::fromStringList(v)); }
    void intList(const char *key, const QList<int> &v, int, int, int)
    {
        QJsonArray array;
        for (int i : v)
            array.append(i);
        set(key, array);
    }
    template<typename Q>
    void quantity(const char *key, const Q &v)
    {
        set(key, v.value());
    }
    template<typename Q>
    void optionalQuantity(const char *key, const std::optional<Q> &v)
    {
        if (v)
            set(key, v->value());
    }
    void slots(const char *key, const Slots &v) { set(key, v.value()); }
    void money(const char *key, const std::optional<Money> &v);
    template<typename E>
    void choice(const char *key, const E &v)
    {
        set(key, toKey(v));
    }
    template<typename E>
    void optionalChoice(const char *key, const E &v)
    {
        set(key, toKey(v));
    }
    template<typename E>
    void choiceList(const char *key, const QList<E> &v)
    {
        QJsonArray array;
        for (E e : v)
            array.append(toKey(e));
        set(key, array);
    }
    template<typename T, typename Fn>
    void object(const char *key, const T &v, Fn &&fn)
    {
        Writer child;
        fn(child, v);
        set(key, child.result());
    }
    template<typename T, typename Fn>
    void list(const char *key, const QList<T> &v, int, Fn &&fn)
    {
        QJsonArray array;
        for (const T &item : v) {
            Writer child;
            fn(child, item);
            array.append(child.result());
        }
        set(key, array);
    }

    template<typename T, typename Fn>
    void optionalList(const char *key, const QList<T> &v, int maxCount, Fn &&fn)
    {
        if (!v.isEmpty())
            list(key, v, maxCount, std::forward<Fn>(fn));
    }

    // Starts from the fields an older read kept, so known fields overwrite and unknown ones stay.
    void keep(const QJsonObject &extras) { mObject = extras; }
    void set(const char *key, const QJsonValue &v) { mObject.insert(QLatin1StringView(key), v); }

private:
    QJsonObject mObject;
};

} // namespace rigsmith::core::json
