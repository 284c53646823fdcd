// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricelist.h"

#include "csvparse.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <cmath>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PriceList)
};

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

PriceList readPriceList(const QByteArray &csv, const PartCatalog &catalog, const QDate &today)
{
    PriceList out;
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
    for (qsizetype r = 1; r < records->size(); ++r) {
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
                bad(Text::tr("\"%1\" names %2 catalog parts; use the catalog id").arg(part).arg(it->size()));
                continue;
            }
            id = it->first();
        }
        if (!id) {
            bad(Text::tr("no catalog part has the id or exact name \"%1\"").arg(part));
            continue;
        }
        bool ok = false;
        const double price = QLocale::c().toDouble(rec.fields[1].trimmed(), &ok);
        if (!ok || !std::isfinite(price) || price <= 0.0 || price > 1e9) {
            bad(Text::tr("\"%1\" is not a price above zero (write 1299.00)").arg(rec.fields[1]));
            continue;
        }
        const QString currency = rec.fields[2].trimmed();
        if (!Money::isValidCurrency(currency)) {
            bad(Text::tr("\"%1\" is not a currency code such as EUR").arg(currency));
            continue;
        }
        const QDate date = QDate::fromString(rec.fields[3].trimmed(), Qt::ISODate);
        if (!date.isValid() || date > today) {
            bad(Text::tr("\"%1\" is not a date of today or before, written 2026-11-30").arg(rec.fields[3]));
            continue;
        }
        out.prices.append({*id, Money::fromUnits(price, currency), date, rec.fields[4].trimmed()});
        out.lines.append(rec.line);
    }
    return out;
}

} // namespace rigsmith::db
