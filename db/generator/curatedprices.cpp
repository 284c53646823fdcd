// SPDX-License-Identifier: GPL-3.0-or-later
// Dated, sourced prices for parts the datasets leave unpriced (db/curated/prices.csv): a maker's
// launch price or a price a review names at its date, in the currency the source gives. A row
// without a source URL, a date, an amount, a currency or the quote it rests on stops the build.
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QDate>
#include <QDir>
#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

namespace {

// "399", "1299.9", "1299.90" → cents; anything else (a range, "from", a thousands separator) → -1.
qint64 centsOf(const QString &amount)
{
    static const QRegularExpression number(QStringLiteral(R"(^(\d{1,7})(?:\.(\d{1,2}))?$)"));
    const auto m = number.match(amount);
    if (!m.hasMatch())
        return -1;
    const QString fraction = m.captured(2).leftJustified(2, u'0');
    return m.captured(1).toLongLong() * 100 + fraction.toLongLong();
}

} // namespace

bool CatalogBuilder::applyCuratedPrices(bool checkOnly)
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("prices.csv"), csv))
        return false;
    static const QStringList partKinds {QStringLiteral("gpu"), QStringLiteral("cpu"),
        QStringLiteral("motherboard"), QStringLiteral("memory"), QStringLiteral("psu"),
        QStringLiteral("case"), QStringLiteral("cooler"), QStringLiteral("storage")};
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    QHash<QString, int> pricedBy; // part id → the prices.csv row that priced it
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const int line = int(r) + 2;
        const auto bad = [&](const QString &what) {
            return fail(QStringLiteral("prices.csv row %1: %2").arg(line).arg(what));
        };
        const QString url = csv.cell(r, QStringLiteral("url")).trimmed();
        const QString date = csv.cell(r, QStringLiteral("date")).trimmed();
        const QString priceKind = csv.cell(r, QStringLiteral("price_kind"));
        const QString currency = csv.cell(r, QStringLiteral("currency"));
        const QString partKind = csv.cell(r, QStringLiteral("part_kind"));
        const qint64 cents = centsOf(csv.cell(r, QStringLiteral("amount")).trimmed());
        const QRegularExpression pattern(
            csv.cell(r, QStringLiteral("name_pattern")), QRegularExpression::CaseInsensitiveOption);
        if (!url.startsWith(QStringLiteral("https://")) && !url.startsWith(QStringLiteral("http://")))
            return bad(QStringLiteral("no source URL"));
        if (!QDate::fromString(date, Qt::ISODate).isValid() || date.size() != 10)
            return bad(QStringLiteral("no date (YYYY-MM-DD) the price was given on"));
        if (cents <= 0)
            return bad(
                QStringLiteral("amount '%1' is not a price").arg(csv.cell(r, QStringLiteral("amount"))));
        if (!currencyCode.match(currency).hasMatch())
            return bad(QStringLiteral("currency '%1' is not an ISO 4217 code").arg(currency));
        if (priceKind != u"launch" && priceKind != u"review")
            return bad(QStringLiteral("price_kind '%1' is neither launch nor review").arg(priceKind));
        if (!partKinds.contains(partKind))
            return bad(QStringLiteral("part_kind '%1' is not a part kind").arg(partKind));
        if (csv.cell(r, QStringLiteral("quote")).trimmed().isEmpty())
            return bad(QStringLiteral("no quote from the source"));
        if (!pattern.isValid() || pattern.pattern().isEmpty())
            return bad(QStringLiteral("name_pattern is not a regular expression"));
        if (checkOnly)
            continue;
        QSqlQuery q(mDb);
        q.prepare(
            QStringLiteral("SELECT id, name, (SELECT count(*) FROM price WHERE price.part_id = part.id) "
                           "FROM part WHERE kind = ?"));
        q.addBindValue(partKind);
        if (!q.exec())
            return fail(q.lastError().text());
        QStringList ids;
        bool any = false;
        while (q.next()) {
            if (!pattern.match(q.value(1).toString()).hasMatch())
                continue;
            any = true;
            const QString id = q.value(0).toString();
            if (const auto at = pricedBy.constFind(id); at != pricedBy.cend())
                return bad(
                    QStringLiteral("%1 is priced by row %2 already").arg(q.value(1).toString()).arg(*at));
            // Only where the datasets have no price: a dataset's price stays what the part shows.
            if (q.value(2).toInt() > 0) {
                mStats.datasetPricedQuotes.append(
                    QStringLiteral("%1 (row %2)").arg(q.value(1).toString()).arg(line));
                continue;
            }
            ids.append(id);
        }
        if (!any)
            mStats.unmatchedFacts.append(QStringLiteral("price %1").arg(pattern.pattern()));
        // A price a review names at its date is what the part sold for then: a retail price.
        const QString kind = priceKind == u"launch" ? QStringLiteral("launch") : QStringLiteral("retail");
        for (const QString &id : std::as_const(ids)) {
            pricedBy.insert(id, line);
            if (!exec(QStringLiteral("INSERT INTO price VALUES (?,?,?,?,?,'quoted')"),
                    {id, kind, cents, currency, date})
                || !recordSource(id, QStringLiteral("price"), url, csv.cell(r, QStringLiteral("quote"))))
                return false;
            ++mStats.quotedPrices[priceKind];
        }
    }
    return true;
}

} // namespace rigsmith::db
