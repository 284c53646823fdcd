// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/file/jsonfields.h"

namespace rigsmith::core::json {

// The third visitor beside Reader and Writer: walks a part already in memory (from the catalog, the
// overlay, or about to be written) with the same per-spec visit functions and throws FieldError,
// in the reader's words, where the reader would refuse the value. So a part that passes is one a
// build file can hold and read back.
class Checker
{
public:
    explicit Checker(QString path)
        : mPath(std::move(path))
    {
    }

    void text(const char *key, const QString &v);
    void optionalText(const char *key, const QString &v) { text(key, v); }
    void flag(const char *, bool) { }
    void optionalFlag(const char *, bool) { }
    void integer(const char *key, int v, int min, int max);
    void integer(const char *key, int v, ValueRange r) { integer(key, v, int(r.min), int(r.max)); }
    void optionalInteger(const char *key, int v, int min, int max) { integer(key, v, min, max); }
    void optionalInteger(const char *key, int v, ValueRange r) { integer(key, v, r); }
    void real(const char *key, double v, double min, double max);
    void real(const char *key, double v, ValueRange r) { real(key, v, r.min, r.max); }
    void optionalReal(const char *key, const std::optional<double> &v, double min, double max)
    {
        if (v)
            real(key, *v, min, max);
    }
    // An amount is written as units of the environment's currency: one in another currency is refused.
    void optionalMoney(const char *key, const std::optional<Money> &v, const QString &currency, double max);
    void optionalReal(const char *key, const std::optional<double> &v, ValueRange r)
    {
        optionalReal(key, v, r.min, r.max);
    }
    void date(const char *, const QDate &) { }
    void textList(const char *key, const QStringList &v);
    void optionalTextList(const char *key, const QStringList &v) { textList(key, v); }
    void intList(const char *key, const QList<int> &v, int min, int max, int maxCount);
    void intList(const char *key, const QList<int> &v, ValueRange r, int maxCount)
    {
        intList(key, v, int(r.min), int(r.max), maxCount);
    }
    template<typename Q>
    void quantity(const char *key, const Q &v)
    {
        quantity(key, v, ValueRange {0.0, Q::kMax});
    }
    template<typename Q>
    void quantity(const char *key, const Q &v, ValueRange r)
    {
        const double d = static_cast<double>(v.value());
        if (!std::isfinite(d) || d < 0.0 || d > Q::kMax || d < r.min || d > r.max)
            fail(key, Reader::outOfRange(d, r, std::is_integral_v<typename Q::Representation>));
    }
    template<typename Q>
    void optionalQuantity(const char *key, const std::optional<Q> &v)
    {
        if (v)
            quantity(key, *v);
    }
    template<typename Q>
    void optionalQuantity(const char *key, const std::optional<Q> &v, ValueRange r)
    {
        if (v)
            quantity(key, *v, r);
    }
    void slots(const char *key, const Slots &v) { slots(key, v, ValueRange {0.5, Slots::kMaxHalves / 2.0}); }
    void slots(const char *key, const Slots &v, ValueRange r);
    void money(const char *key, const std::optional<Money> &v);
    template<typename E>
    void choice(const char *key, const E &v)
    {
        if (toKey(v).isEmpty())
            fail(key, Reader::outOfRange(double(int(v)), ValueRange {0, 0}, true));
    }
    template<typename E>
    void optionalChoice(const char *key, const E &v)
    {
        choice(key, v);
    }
    template<typename E>
    void choiceList(const char *key, const QList<E> &v)
    {
        count(key, v.size(), 64);
        for (E e : v)
            choice(key, e);
    }
    template<typename T, typename Fn>
    void object(const char *key, const T &v, Fn &&fn)
    {
        Checker child(pathOf(key));
        fn(child, v);
    }
    template<typename T, typename Fn>
    void list(const char *key, const QList<T> &v, int maxCount, Fn &&fn)
    {
        count(key, v.size(), maxCount);
        for (qsizetype i = 0; i < v.size(); ++i) {
            Checker child(QStringLiteral("%1[%2]").arg(pathOf(key)).arg(i));
            fn(child, v[i]);
        }
    }

    template<typename T, typename Fn>
    void optionalList(const char *key, const QList<T> &v, int maxCount, Fn &&fn)
    {
        list(key, v, maxCount, std::forward<Fn>(fn));
    }

    QString pathOf(const char *key) const;
    [[noreturn]] void fail(const char *key, const QString &message) const;

private:
    void count(const char *key, qsizetype n, int maxCount) const;

    QString mPath;
};

} // namespace rigsmith::core::json
