// SPDX-License-Identifier: GPL-3.0-or-later
// Dated street prices of memory by the GB (db/curated/memory_prices.csv): what DDR4 or DDR5, unbuffered
// or registered, new or used, sold for a GB on a day a dated article gives. The newest dated row of each
// generation, kind and condition prices every catalog kit of them by its capacity; a kit's own price
// still wins where it is newer (db/catalog/partrows.cpp), as a GPU model's street price does. Rows without
// a day (the page shows none) are kept in the file as context and priced nothing; a row without a source,
// a quote, a currency or a figure stops the build.
#include "catalogbuilder.h"
#include "csvtable.h"
#include "generatorvalues.h"

#include <QDate>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

namespace rigsmith::db {

namespace {

struct PerGb
{
    double cents = 0.0; // a GB, in the row's currency
    QString currency;
    QDate day;
    QString url;
    QString quote;
};

} // namespace

bool CatalogBuilder::applyMemoryPrices(bool checkOnly)
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("memory_prices.csv"), csv))
        return false;
    QHash<QString, PerGb> newest; // "ddr5 udimm new"
    QStringList combos; // every generation, kind and condition the file names, in its order
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const int line = int(r) + 2;
        const auto bad = [&](const QString &what) {
            return fail(QStringLiteral("memory_prices.csv row %1: %2").arg(line).arg(what));
        };
        const auto cell
            = [&](const char *column) { return csv.cell(r, QLatin1StringView(column)).trimmed(); };
        const QString generation = cell("generation"), kind = cell("kind"), condition = cell("condition");
        if (generation != u"ddr4" && generation != u"ddr5")
            return bad(QStringLiteral("generation '%1' is neither ddr4 nor ddr5").arg(generation));
        if (kind != u"udimm" && kind != u"rdimm")
            return bad(QStringLiteral("kind '%1' is neither udimm nor rdimm").arg(kind));
        if (condition != u"new" && condition != u"used")
            return bad(QStringLiteral("condition '%1' is neither new nor used").arg(condition));
        const QString combo = generation + u' ' + kind + u' ' + condition;
        if (!combos.contains(combo))
            combos.append(combo);
        bool perGbOk = false, kitOk = false, gbOk = false;
        const double perGb = cell("price_per_gb").toDouble(&perGbOk);
        const double kit = cell("kit_price").toDouble(&kitOk);
        const double kitGb = cell("kit_gb").toDouble(&gbOk);
        if (!(perGbOk && perGb > 0) && !(kitOk && gbOk && kit > 0 && kitGb > 0))
            return bad(QStringLiteral("a price a GB, or a kit's price and its GB"));
        const QString url = cell("url"), quote = cell("quote"), currency = cell("currency"),
                      date = cell("date");
        if (const QString problem = priceSourceProblem(url, quote, currency); !problem.isEmpty())
            return bad(problem);
        if (date.isEmpty())
            continue; // context only: the page shows no day
        const QDate day = QDate::fromString(date, Qt::ISODate);
        if (date.size() != 10 || !day.isValid())
            return bad(QStringLiteral("date '%1' is not YYYY-MM-DD").arg(date));
        const PerGb row {
            perGbOk && perGb > 0 ? perGb * 100.0 : kit * 100.0 / kitGb, currency, day, url, quote};
        const auto known = newest.constFind(combo);
        if (known == newest.cend() || day > known->day)
            newest.insert(combo, row);
    }
    if (checkOnly)
        return true;
    for (const QString &combo : std::as_const(combos)) {
        const QStringList words = combo.split(u' ');
        const auto it = newest.constFind(combo);
        const QString label
            = QStringLiteral("%1 %2 (%3)").arg(words[0].toUpper(), words[1].toUpper(), words[2]);
        if (it == newest.cend()) {
            mStats.missingMemoryPrices.append(label);
            continue;
        }
        QSqlQuery kits(mDb);
        kits.prepare(QStringLiteral(
            "SELECT part_id, modules * module_gb FROM memory_kit WHERE type = ? AND registered = ?"));
        kits.addBindValue(words[0]);
        kits.addBindValue(words[1] == u"rdimm" ? 1 : 0);
        if (!kits.exec())
            return fail(kits.lastError().text());
        const QString perGb
            = QStringLiteral("%1 %2 a GB").arg(it->currency).arg(it->cents / 100.0, 0, 'f', 2);
        const QString model = QStringLiteral("%1 %2, %3").arg(words[0].toUpper(), words[1].toUpper(), perGb);
        int priced = 0;
        while (kits.next()) {
            const auto cents = qint64(std::llround(it->cents * kits.value(1).toDouble()));
            if (cents <= 0)
                continue;
            if (!exec(QStringLiteral("INSERT INTO street_price VALUES (?,?,?,?,?,?,?,?,?,?)"),
                    {kits.value(0), words[2], cents, it->currency, it->day.toString(Qt::ISODate), model,
                        it->url, it->quote, QVariant(), QVariant()}))
                return false;
            ++priced;
        }
        mStats.memoryStreetPrices.append(QStringLiteral("%1: %2 (%3), %4 kits")
                                             .arg(label, perGb, it->day.toString(Qt::ISODate))
                                             .arg(priced));
    }
    return true;
}

} // namespace rigsmith::db
