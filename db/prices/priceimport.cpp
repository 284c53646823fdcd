// SPDX-License-Identifier: GPL-3.0-or-later
#include "priceimport.h"

#include "csvparse.h"

#include <QCoreApplication>
#include <QHash>

namespace rigsmith::db {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PriceList)
};

const QStringList &shoppingHeader()
{
    static const QStringList header {QStringLiteral("kind"), QStringLiteral("part"),
        QStringLiteral("quantity"), QStringLiteral("unit_price"), QStringLiteral("price"),
        QStringLiteral("currency"), QStringLiteral("price_date"), QStringLiteral("source")};
    return header;
}

QString firstLine(const QByteArray &input)
{
    QString line = QString::fromUtf8(input.left(512)).section(u'\n', 0, 0).trimmed().toLower();
    if (line.startsWith(QChar(0xFEFF)))
        line.remove(0, 1);
    return line.remove(u' ');
}

// A cell the shopping list wrote as text (csvCell put an apostrophe before a leading = + - @).
QString cellText(const QString &cell)
{
    const QString t = cell.trimmed();
    return t.startsWith(u'\'') && t.size() > 1 && QStringLiteral("=+-@\t").contains(t.at(1)) ? t.mid(1) : t;
}

} // namespace

PriceFileFormat priceFileFormat(const QByteArray &input)
{
    const QString header = firstLine(input);
    if (header.startsWith(shoppingHeader().join(u',')))
        return PriceFileFormat::ShoppingList;
    if (header.startsWith(QStringLiteral("part,price,")))
        return PriceFileFormat::PriceCsv;
    return looksLikePartList(input) ? PriceFileFormat::PartList : PriceFileFormat::PriceCsv;
}

PriceList pricesOfList(const PartList &list, const QDate &today, bool acceptClose)
{
    PriceList out;
    if (!list.ok()) {
        out.malformed = list.refusal;
        return out;
    }
    out.notices = list.notices;
    // The footer's day is the owner's; a day ahead of ours is today here.
    const QDate day = std::min(list.date, today);
    QHash<QString, qsizetype> taken;
    for (const ListLine &l : list.lines) {
        const auto skip = [&](const QString &why) { out.skipped.append({l.line, why}); };
        if (!l.kind) {
            skip(Text::tr("%1 is a kind of part the catalog does not hold").arg(l.type));
            continue;
        }
        if (l.owned) {
            skip(Text::tr("%1 is owned: what was paid is not a price to buy at").arg(l.name));
            continue;
        }
        if (!l.price) {
            skip(Text::tr("%1 has no price in the list").arg(l.name));
            continue;
        }
        if (!l.match || (l.confidence == MatchConfidence::Close && !acceptClose)) {
            skip(l.match ? Text::tr("%1 matches %2 by a close name only; confirm it in the window or take "
                                    "close matches with --accept-close")
                               .arg(l.name, l.match->key())
                         : Text::tr("%1 matches no catalog part").arg(l.name));
            continue;
        }
        const QString shop = l.merchant.isEmpty()
            ? QStringLiteral("PCPartPicker")
            : QStringLiteral("%1 (PCPartPicker)").arg(l.merchant.left(150));
        const UserPrice price {*l.match, *l.price, day, shop};
        if (const auto at = taken.constFind(l.match->key()); at != taken.cend()) {
            if (out.prices[*at].price != price.price)
                out.bad.append({l.line,
                    Text::tr(
                        "%1 has another price on line %2 of the same list; give one price per part and day")
                        .arg(l.match->key())
                        .arg(out.lines[*at])});
            continue;
        }
        taken.insert(l.match->key(), out.prices.size());
        out.prices.append(price);
        out.lines.append(l.line);
    }
    return out;
}

PriceList readShoppingList(const QByteArray &input, const PartCatalog &catalog, const QDate &today)
{
    PriceList out;
    const auto records = readUserCsv(input, &out.malformed);
    if (!records)
        return out;
    const bool withId = !records->isEmpty() && records->first().fields.size() > shoppingHeader().size();
    // The rows to take, as a price CSV, so they are checked as every price a user imports is.
    QStringList csv {QStringLiteral("part,price,currency,date,shop")};
    QList<int> origin {1};
    QHash<QString, QList<PartId>> byName;
    for (PartKind kind : allValues<PartKind>()) {
        for (const Part &p : catalog.parts(kind))
            byName[p.info.name].append(p.info.id);
    }
    for (qsizetype r = 1; r < records->size(); ++r) {
        const CsvRecord &rec = records->at(r);
        const QStringList &f = rec.fields;
        if (f.size() < shoppingHeader().size() || f[2].trimmed().isEmpty())
            continue; // the total, or a row cut short: no part
        const QString name = cellText(f[1]);
        if (f[3].trimmed().isEmpty()) {
            out.skipped.append({rec.line, Text::tr("%1 has no price").arg(name)});
            continue;
        }
        QString id = withId ? cellText(f.value(8)) : QString();
        if (id.isEmpty()) {
            const QList<PartId> ids = byName.value(name);
            if (ids.size() == 1)
                id = ids.first().key();
        }
        const auto part = PartId::isValidKey(id) ? catalog.part(PartId(id)) : std::nullopt;
        if (!part) {
            out.skipped.append({rec.line, Text::tr("%1 is not one catalog part").arg(name)});
            continue;
        }
        const auto unchanged = [&] {
            const PartInfo &info = part->info;
            return info.price && QString::number(info.price->units(), 'f', 2) == f[3].trimmed()
                && info.price->currency() == f[5].trimmed()
                && info.priceDate == QDate::fromString(f[6].trimmed(), Qt::ISODate);
        };
        if (unchanged()) {
            out.skipped.append({rec.line, Text::tr("%1: the catalog has this price already").arg(name)});
            continue;
        }
        if (f[6].trimmed().isEmpty()) {
            out.skipped.append({rec.line,
                Text::tr("%1: the price has no day; a price needs the day it was seen").arg(name)});
            continue;
        }
        const auto quote = [](QString s) { return u'"' + s.replace(u'"', QStringLiteral("\"\"")) + u'"'; };
        csv.append(QStringList {quote(part->info.id.key()), quote(f[3].trimmed()), quote(f[5].trimmed()),
            quote(f[6].trimmed()), quote(cellText(f[7]))}
                       .join(u','));
        origin.append(rec.line);
    }
    const PriceList read = readPriceList(csv.join(u'\n').toUtf8(), catalog, today);
    const auto back = [&origin](QList<BadPriceRow> rows) {
        for (BadPriceRow &row : rows)
            row.line = origin.value(row.line - 1, row.line);
        return rows;
    };
    out.malformed = read.malformed;
    out.prices = read.prices;
    for (const int line : read.lines)
        out.lines.append(origin.value(line - 1, line));
    out.bad = back(read.bad);
    out.superseded = back(read.superseded);
    return out;
}

PriceList readPrices(const QByteArray &input, const PartCatalog &catalog, const QDate &today,
    const PriceImportOptions &options, const PriceListProgress &progress)
{
    switch (priceFileFormat(input)) {
    case PriceFileFormat::PartList:
        return pricesOfList(readPartList(input, catalog, today), today, options.acceptClose);
    case PriceFileFormat::ShoppingList:
        return readShoppingList(input, catalog, today);
    case PriceFileFormat::PriceCsv:
        break;
    }
    PriceList out = readPriceList(input, catalog, today, progress);
    if (!out.malformed.isEmpty() && !firstLine(input).startsWith(QStringLiteral("part,")))
        out.malformed = Text::tr("the file is none of what prices import takes: a price CSV (header "
                                 "part,price,currency,date,shop), a shopping list Rigsmith wrote, or a "
                                 "PCPartPicker list (its text, Markdown or HTML export)");
    return out;
}

} // namespace rigsmith::db
