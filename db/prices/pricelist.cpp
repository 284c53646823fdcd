// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricelist.h"

#include "core/analysis/currency.h"
#include "core/analysis/exchangerates.h"
#include "core/model/gpumodel.h"
#include "csvparse.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QSet>

#include <algorithm>
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

// No part a build holds was sold before this: a date before it is a typing error (year 0001).
const QDate kEarliestPriceDate(1980, 1, 1);
constexpr qsizetype kMaxShopLength = 200;

} // namespace

std::optional<QList<CsvRecord>> readUserCsv(const QByteArray &bytes, QString *error)
{
    // Read as anything else, a shop's name would be stored with U+FFFD in place of its letters.
    if (const int line = firstNonUtf8Line(bytes)) {
        *error = Text::tr("line %1 is not UTF-8 text (perhaps Latin-1 or another legacy encoding): "
                          "save the file as UTF-8 (in a spreadsheet, as \"CSV UTF-8\")")
                     .arg(line);
        return std::nullopt;
    }
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return parseCsv(text, error);
}

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
    const auto records = readUserCsv(csv, &out.malformed);
    if (!records)
        return out;
    const QStringList header {QStringLiteral("part"), QStringLiteral("price"), QStringLiteral("currency"),
        QStringLiteral("date"), QStringLiteral("shop")};
    const QStringList optional {QStringLiteral("condition"), QStringLiteral("model")};
    QStringList got = records->isEmpty() ? QStringList() : records->first().fields;
    for (QString &h : got)
        h = h.trimmed().toLower();
    // The five columns first; then, in any order, whether a price is for a new or a used part and the
    // GPU model a price is for (every variant of it).
    const QStringList extra = got.mid(header.size());
    const bool extrasKnown = std::all_of(extra.cbegin(), extra.cend(),
        [&](const QString &h) { return optional.contains(h) && extra.count(h) == 1; });
    if (got.mid(0, header.size()) != header || !extrasKnown) {
        out.malformed = Text::tr("the first line must be the header \"%1\", optionally followed by \"%2\"")
                            .arg(header.join(u','), optional.join(u','));
        return out;
    }
    const qsizetype conditionAt = got.indexOf(QStringLiteral("condition"));
    const qsizetype modelAt = got.indexOf(QStringLiteral("model"));
    // Exact names, of every kind; a name that two parts share matches neither.
    QHash<QString, QList<PartId>> byName;
    for (PartKind kind : allValues<PartKind>()) {
        for (const Part &p : catalog.parts(kind))
            byName[p.info.name].append(p.info.id);
    }
    // GPU models by their key without the memory ("geforce rtx 3060/0"): each memory size the catalog has.
    QHash<QString, QMap<double, GpuModel>> models;
    if (modelAt >= 0) {
        for (const Part &p : catalog.parts(PartKind::Gpu)) {
            if (const auto *gpu = std::get_if<GpuSpec>(&p.spec)) {
                const GpuModel m = gpuModelOf(*gpu);
                models[GpuModel {m.name, 0}.key()].insert(m.memoryGb, m);
            }
        }
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
        if (rec.fields.size() != got.size()) {
            bad(Text::tr("%1 fields where %2 belong").arg(rec.fields.size()).arg(got.size()));
            continue;
        }
        const QString part = rec.fields[0].trimmed();
        const QString modelText = modelAt >= 0 ? rec.fields[modelAt].trimmed() : QString();
        std::optional<PartId> id;
        std::optional<GpuModel> model;
        if (!modelText.isEmpty()) {
            if (!part.isEmpty()) {
                bad(Text::tr("a price is for a part or for a GPU model; this line names both"));
                continue;
            }
            const auto named = parseGpuModel(modelText);
            const auto sizes
                = named ? models.value(GpuModel {named->name, 0}.key()) : QMap<double, GpuModel>();
            if (sizes.isEmpty()) {
                bad(Text::tr("no catalog GPU is a \"%1\"").arg(quoted(modelText)));
                continue;
            }
            if (named->memoryGb > 0 && !sizes.contains(named->memoryGb)) {
                QStringList gb;
                for (const GpuModel &m : sizes)
                    gb.append(m.displayName());
                bad(Text::tr("no catalog GPU is a \"%1\"; the catalog has %2")
                        .arg(quoted(modelText), gb.join(QStringLiteral(", "))));
                continue;
            }
            if (named->memoryGb <= 0 && sizes.size() > 1) {
                bad(Text::tr("\"%1\" comes with %2 memory sizes; name one, as in \"%3\"")
                        .arg(quoted(modelText))
                        .arg(sizes.size())
                        .arg(sizes.first().displayName()));
                continue;
            }
            model = named->memoryGb > 0 ? sizes.value(named->memoryGb) : sizes.first();
        } else if (PartId::isValidKey(part) && catalog.part(PartId(part)))
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
        if (!id && !model) {
            bad(Text::tr("no catalog part has the id or exact name \"%1\"").arg(quoted(part)));
            continue;
        }
        const auto condition = conditionFromKey(conditionAt >= 0 ? rec.fields[conditionAt] : QString());
        if (!condition) {
            bad(Text::tr("\"%1\" is neither new nor used (or empty)").arg(quoted(rec.fields[conditionAt])));
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
        // Any case, as the command line takes it: "usd" is USD.
        const QString currency = currencyCode(rec.fields[2]);
        const CurrencyCheck check = checkCurrency(currency);
        if (check == CurrencyCheck::NotACode) {
            bad(Text::tr("\"%1\" is not a currency code such as EUR").arg(quoted(rec.fields[2].trimmed())));
            continue;
        }
        if (check == CurrencyCheck::NotInUse) {
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
        const UserPrice row {
            id.value_or(PartId()), Money::fromUnits(price, currency), date, shop, *condition, model};
        // Two prices of one part (or model): the newer one holds, wherever it is in the file; two of
        // the same day that differ cannot be told apart and are refused.
        const QString key = model ? QStringLiteral("model ") + model->key() : id->key();
        const QString what = model ? model->displayName() : id->key();
        if (const auto at = taken.constFind(key); at != taken.cend()) {
            UserPrice &held = out.prices[*at];
            const int heldLine = out.lines[*at];
            if (held.date == date && held.price != row.price) {
                bad(Text::tr(
                    "%1 has another price of the same day on line %2; give one price per part and day")
                        .arg(what)
                        .arg(heldLine));
            } else if (date > held.date) {
                out.superseded.append({heldLine,
                    Text::tr("%1: the newer price on line %2 is taken instead").arg(what).arg(rec.line)});
                held = row;
                out.lines[*at] = rec.line;
            } else {
                out.superseded.append({rec.line,
                    Text::tr("%1: the newer price on line %2 is taken instead").arg(what).arg(heldLine)});
            }
            continue;
        }
        taken.insert(key, out.prices.size());
        out.prices.append(row);
        out.lines.append(rec.line);
    }
    return out;
}

} // namespace rigsmith::db
