// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU-cooler clearance of cases (db/curated/case_cooler_clearance.csv): the maker's figure or a
// review's, one source per row; it replaces the dataset's figure where one was given.
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QRegularExpression>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::applyCaseCoolerClearance()
{
    const QString file = QStringLiteral("case_cooler_clearance.csv");
    CsvTable rows;
    if (!readCurated(file, rows))
        return false;
    const QList<QPair<QString, QString>> cases = partNames(QStringLiteral("case"));
    QSet<QString> done;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const std::optional<QRegularExpression> re = sourcedNamePattern(file, rows, r);
        if (!re)
            return false;
        const QString url = rows.cell(r, QStringLiteral("url"));
        bool numeric = false;
        const double height = rows.cell(r, QStringLiteral("max_cooler_height_mm")).toDouble(&numeric);
        if (!numeric || height < 20 || height > 250)
            return fail(QStringLiteral("%1 row %2: bad max_cooler_height_mm").arg(file).arg(r + 2));
        bool any = false;
        for (const auto &[id, name] : std::as_const(cases)) {
            if (done.contains(id) || !re->match(name).hasMatch())
                continue;
            any = true;
            if (!exec(QStringLiteral("UPDATE pc_case SET max_cooler_height_mm = ? WHERE part_id = ?"),
                    {height, id})
                || !recordSource(id, QStringLiteral("max_cooler_height_mm"), url, QString()))
                return false;
            done.insert(id);
        }
        if (!any)
            mStats.unmatchedFacts.append(
                QStringLiteral("case clearance %1").arg(rows.cell(r, QStringLiteral("name_pattern"))));
    }
    mStats.casesWithCoolerClearance = int(done.size());
    return true;
}

} // namespace rigsmith::db
