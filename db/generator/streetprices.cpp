// SPDX-License-Identifier: GPL-3.0-or-later
// Dated street prices of GPU models (db/curated/street_prices.csv): what a new or a used card of a
// model sold for, as a dated article (buying guide, market report, news of a price change) gave it.
// Each row prices every catalog variant of its model (same model name, same memory); the SKU's own
// price still wins where it is newer (db/catalog/partrows.cpp). A row without a source URL, a date the page
// shows, a currency or the quote it rests on stops the build; a row without an amount names a model
// that was looked for and not found, and the report lists it as missing.
#include "catalogbuilder.h"
#include "core/model/gpumodel.h"
#include "csvtable.h"
#include "generatorvalues.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

namespace {

// "750", "1299.9" → cents; anything else → -1.
qint64 centsOf(const QString &amount)
{
    static const QRegularExpression number(QStringLiteral(R"(^(\d{1,7})(?:\.(\d{1,2}))?$)"));
    const auto m = number.match(amount.trimmed());
    if (!m.hasMatch())
        return -1;
    return m.captured(1).toLongLong() * 100 + m.captured(2).leftJustified(2, u'0').toLongLong();
}

// A day (YYYY-MM-DD) or a month (YYYY-MM), as the page shows it.
bool isSeenOn(const QString &date)
{
    if (date.size() == 10)
        return QDate::fromString(date, Qt::ISODate).isValid();
    return date.size() == 7 && QDate::fromString(date + QStringLiteral("-01"), Qt::ISODate).isValid();
}

} // namespace

bool CatalogBuilder::applyStreetPrices(bool checkOnly)
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("street_prices.csv"), csv))
        return false;
    // Catalog GPUs by model key ("geforce rtx 3090/24"), read once.
    QHash<QString, QStringList> byModel;
    if (!checkOnly) {
        QSqlQuery q(mDb);
        if (!q.exec(QStringLiteral("SELECT part_id, chipset, memory_gb FROM gpu")))
            return fail(q.lastError().text());
        while (q.next())
            byModel[core::GpuModel {q.value(1).toString(), q.value(2).toDouble()}.key()].append(
                q.value(0).toString());
    }
    QSet<QString> seen; // model key + condition: one row each
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const int line = int(r) + 2;
        const auto bad = [&](const QString &what) {
            return fail(QStringLiteral("street_prices.csv row %1: %2").arg(line).arg(what));
        };
        const auto cell
            = [&](const char *column) { return csv.cell(r, QLatin1StringView(column)).trimmed(); };
        const QString modelName = cell("model"), condition = cell("condition"), amount = cell("amount");
        const QString date = cell("date"), url = cell("url"), quote = cell("quote"),
                      currency = cell("currency");
        bool memoryOk = false;
        const double memory = cell("memory_gb").toDouble(&memoryOk);
        const auto named = core::parseGpuModel(modelName);
        if (!named || !memoryOk || memory <= 0)
            return bad(QStringLiteral("a model needs its name and its memory in GB"));
        if (condition != u"new" && condition != u"used")
            return bad(QStringLiteral("condition '%1' is neither new nor used").arg(condition));
        // "H100 PCIe 80GB" with 80: the memory is said once, in its own column.
        const core::GpuModel model {named->name, memory};
        const QString key = model.key() + u'|' + condition;
        if (seen.contains(key))
            return bad(QStringLiteral("%1 (%2) has a row already").arg(model.displayName(), condition));
        seen.insert(key);
        if (amount.isEmpty()) {
            // Looked for and not found: said in the report, nothing else may be given.
            if (!url.isEmpty() || !quote.isEmpty() || !date.isEmpty())
                return bad(QStringLiteral("a row without an amount (a missing model) takes no source"));
            if (!checkOnly && !byModel.contains(model.key()))
                return bad(QStringLiteral("%1 is no catalog GPU").arg(model.displayName()));
            if (!checkOnly)
                mStats.missingStreetPrices.append(
                    QStringLiteral("%1 (%2)").arg(model.displayName(), condition));
            continue;
        }
        const qint64 cents = centsOf(amount);
        if (cents <= 0)
            return bad(QStringLiteral("amount '%1' is not a price").arg(amount));
        if (const QString problem = priceSourceProblem(url, quote, currency); !problem.isEmpty())
            return bad(problem);
        if (!isSeenOn(date))
            return bad(QStringLiteral("no date (YYYY-MM-DD, or YYYY-MM where the page gives the month) the "
                                      "price was seen on"));
        // A range the article gives is kept as its midpoint, and only so: both ends, the amount between.
        const QString lowText = cell("range_low"), highText = cell("range_high");
        qint64 low = 0, high = 0;
        if (!lowText.isEmpty() || !highText.isEmpty()) {
            low = centsOf(lowText);
            high = centsOf(highText);
            if (low <= 0 || high < low)
                return bad(QStringLiteral("a range needs its low and high ends, low first"));
            if (cents != (low + high + 1) / 2)
                return bad(QStringLiteral("a price from a range is the range's midpoint (%1)")
                               .arg(double(low + high) / 200.0, 0, 'f', 2));
        }
        if (checkOnly)
            continue;
        const QStringList ids = byModel.value(model.key());
        if (ids.isEmpty())
            return bad(QStringLiteral("%1 is no catalog GPU").arg(model.displayName()));
        for (const QString &id : ids) {
            if (!exec(QStringLiteral("INSERT INTO street_price VALUES (?,?,?,?,?,?,?,?,?,?)"),
                    {id, condition, cents, currency, date, model.displayName(), url, quote,
                        low > 0 ? QVariant(low) : QVariant(), high > 0 ? QVariant(high) : QVariant()}))
                return false;
        }
        ++mStats.streetPricedModels[condition];
        mStats.streetPricedGpus += int(ids.size());
    }
    return true;
}

} // namespace rigsmith::db
