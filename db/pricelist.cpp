// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricelist.h"

#include "core/analysis/exchangerates.h"
#include "csvparse.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <cmath>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PriceList)
};

// A value from the file as a message quotes it: at most 60 characters, so a row of megabytes is not
// printed back whole.
QString quoted(const QString &value)
{
    constexpr qsizetype kShown = 60;
    // A control character (a CR inside a price) is shown as its symbol (␍), not acted on.
    QString shown = value.left(kShown);
    for (QChar &c : shown) {
        if (c.unicode() < 0x20)
            c = QChar(0x2400 + c.unicode());
        else if (c.unicode() == 0x7f)
            c = QChar(0x2421);
    }
    if (value.size() <= kShown)
        return shown;
    return Text::tr("%1… (%2 more characters)").arg(shown).arg(value.size() - kShown);
}

// The first line (from 1) that is not UTF-8, or 0. A character never spans lines, so each line is
// judged alone.
int firstNonUtf8Line(const QByteArray &csv)
{
    if (csv.isValidUtf8())
        return 0;
    int line = 1;
    qsizetype from = 0;
    while (from <= csv.size()) {
        qsizetype end = csv.indexOf('\n', from);
        if (end < 0)
            end = csv.size();
        if (!QByteArrayView(csv).sliced(from, end - from).isValidUtf8())
            return line;
        from = end + 1;
        ++line;
    }
    return 0;
}

// Currencies some country uses now (Qt's locale data, from the Unicode CLDR), and any the user set an
// exchange rate for: "ABC" is three letters but no currency.
bool knownCurrency(const QString &code)
{
    static const QSet<QString> known = [] {
        QSet<QString> codes;
        for (const QLocale &l :
            QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory))
            codes.insert(l.currencySymbol(QLocale::CurrencyIsoCode));
        codes.remove(QString());
        return codes;
    }();
    if (known.contains(code))
        return true;
    for (const ExchangeRate &r : ExchangeRates::current().all()) {
        if (r.from == code || r.to == code)
            return true;
    }
    return false;
}

// No part a build holds was sold before this: a date before it is a typing error (year 0001).
const QDate kEarliestPriceDate(1980, 1, 1);
constexpr qsizetype kMaxShopLength = 200;

} // namespace

QString BadPriceRow::text() const
{
    return Text::tr("line %1: %2").arg(line).arg(reason);
}

QStringList PriceList::badRows() const
{
    QStringList out;
    for (const BadPriceRow &row : bad)
        out.append(row.text());
    return out;
}

PriceList readPriceList(
    const QByteArray &csv, const PartCatalog &catalog, const QDate &today, const PriceListProgress &progress)
{
    PriceList out;
    // Read as anything else, a shop's name would be stored with U+FFFD in place of its letters.
    if (const int line = firstNonUtf8Line(csv)) {
        out.malformed = Text::tr("line %1 is not UTF-8 text (perhaps Latin-1 or another legacy encoding): "
                                 "save the file as UTF-8 (in a spreadsheet, as \"CSV UTF-8\")")
                            .arg(line);
        return out;
    }
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QString error;
    const auto records = parseCsv(text, &error);
    if (!records) {
        out.malformed = error;
        return out;
    }
    const QStringList header {QStringLiteral("part"), QStringLiteral("price"), QStringLiteral("currency"),
        QStringLiteral("date"), QStringLiteral("shop")};
    QStringList got = records->isEmpty() ? QStringList() : records->first().fields;
    for (QString &h : got)
        h = h.trimmed().toLower();
    if (got != header) {
        out.malformed = Text::tr("the first line must be the header \"%1\"").arg(header.join(u','));
        return out;
    }
    // Exact names, of every kind; a name that two parts share matches neither.
    QHash<QString, QList<PartId>> byName;
    for (PartKind kind : allValues<PartKind>()) {
        for (const Part &p : catalog.parts(kind))
            byName[p.info.name].append(p.info.id);
    }
    QHash<QString, qsizetype> taken; // part id -> its entry in out.prices
    for (qsizetype r = 1; r < records->size(); ++r) {
        constexpr qsizetype kEvery = 256;
        if (progress && r % kEvery == 0 && !progress(r, records->size())) {
            PriceList stopped;
            stopped.cancelled = true;
            return stopped;
        }
        const CsvRecord &rec = records->at(r);
        const auto bad = [&](const QString &why) { out.bad.append({rec.line, why}); };
        if (rec.fields.size() != header.size()) {
            bad(Text::tr("%1 fields where 5 belong").arg(rec.fields.size()));
            continue;
        }
        const QString part = rec.fields[0].trimmed();
        std::optional<PartId> id;
        if (PartId::isValidKey(part) && catalog.part(PartId(part)))
            id = PartId(part);
        else if (const auto it = byName.constFind(part); it != byName.cend()) {
            if (it->size() > 1) {
                bad(Text::tr("\"%1\" names %2 catalog parts; use the catalog id")
                        .arg(quoted(part))
                        .arg(it->size()));
                continue;
            }
            id = it->first();
        }
        if (!id) {
            bad(Text::tr("no catalog part has the id or exact name \"%1\"").arg(quoted(part)));
            continue;
        }
        bool ok = false;
        const double price = QLocale::c().toDouble(rec.fields[1].trimmed(), &ok);
        if (!ok || !std::isfinite(price) || price <= 0.0 || price * 100.0 > double(kMaxPriceCents)) {
            bad(Text::tr("\"%1\" is not a price above zero (write 1299.00)").arg(quoted(rec.fields[1])));
            continue;
        }
        // Money is in cents: a price that rounds to none, or that has parts of a cent, is a typo.
        if (std::abs(price * 100.0 - std::round(price * 100.0)) > 1e-6 || std::llround(price * 100.0) < 1) {
            bad(Text::tr("\"%1\" is not a price in whole cents of at least 0.01 (write 1299.00)")
                    .arg(quoted(rec.fields[1])));
            continue;
        }
        const QString currency = rec.fields[2].trimmed();
        if (!Money::isValidCurrency(currency)) {
            bad(Text::tr("\"%1\" is not a currency code such as EUR").arg(quoted(currency)));
            continue;
        }
        if (!knownCurrency(currency)) {
            bad(Text::tr("\"%1\" is no currency in use (a typing error?); codes are ISO 4217, such as EUR")
                    .arg(currency));
            continue;
        }
        const QDate date = QDate::fromString(rec.fields[3].trimmed(), Qt::ISODate);
        if (!date.isValid() || date > today || date < kEarliestPriceDate) {
            bad(Text::tr("\"%1\" is not a date between 1980-01-01 and today, written 2026-11-30")
                    .arg(quoted(rec.fields[3])));
            continue;
        }
        const QString shop = rec.fields[4].trimmed();
        if (shop.size() > kMaxShopLength) {
            bad(Text::tr("the shop's name is %1 characters long; a shop's name has at most %2")
                    .arg(shop.size())
                    .arg(kMaxShopLength));
            continue;
        }
        const UserPrice row {*id, Money::fromUnits(price, currency), date, shop};
        // Two prices of one part: the newer one holds, wherever it is in the file; two of the same
        // day that differ cannot be told apart and are refused.
        if (const auto at = taken.constFind(id->key()); at != taken.cend()) {
            UserPrice &held = out.prices[*at];
            const int heldLine = out.lines[*at];
            if (held.date == date && held.price != row.price) {
                bad(Text::tr(
                    "%1 has another price of the same day on line %2; give one price per part and day")
                        .arg(id->key())
                        .arg(heldLine));
            } else if (date > held.date) {
                out.superseded.append({heldLine,
                    Text::tr("%1: the newer price on line %2 is taken instead")
                        .arg(id->key())
                        .arg(rec.line)});
                held = row;
                out.lines[*at] = rec.line;
            } else {
                out.superseded.append({rec.line,
                    Text::tr("%1: the newer price on line %2 is taken instead")
                        .arg(id->key())
                        .arg(heldLine)});
            }
            continue;
        }
        taken.insert(id->key(), out.prices.size());
        out.prices.append(row);
        out.lines.append(rec.line);
    }
    return out;
}

} // namespace rigsmith::db
