// SPDX-License-Identifier: GPL-3.0-or-later
// CPU coolers' sockets corrected from a source (db/curated/cooler_sockets.csv): sockets the dataset lists
// that the source says the cooler is not made for are removed, one source per row.
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QRegularExpression>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::applyCoolerSockets()
{
    const QString file = QStringLiteral("cooler_sockets.csv");
    CsvTable rows;
    if (!readCurated(file, rows))
        return false;
    const QList<PartField> coolers = partsWithField(QStringLiteral("cooler"), QStringLiteral("sockets"));
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const std::optional<QRegularExpression> re = sourcedNamePattern(file, rows, r);
        if (!re)
            return false;
        const QStringList removed
            = rows.cell(r, QStringLiteral("remove_sockets")).split(u'|', Qt::SkipEmptyParts);
        if (removed.isEmpty())
            return fail(QStringLiteral("%1 row %2: no socket to remove").arg(file).arg(r + 2));
        bool any = false;
        for (const PartField &cooler : coolers) {
            if (!re->match(cooler.name).hasMatch())
                continue;
            any = true;
            QStringList sockets = cooler.value.split(u'|', Qt::SkipEmptyParts);
            for (const QString &s : removed)
                sockets.removeAll(s.trimmed());
            if (sockets.isEmpty())
                return fail(
                    QStringLiteral("%1 row %2: %3 would fit no socket").arg(file).arg(r + 2).arg(cooler.id));
            if (!exec(QStringLiteral("UPDATE cooler SET sockets = ? WHERE part_id = ?"),
                    {sockets.join(u'|'), cooler.id})
                || !recordSource(
                    cooler.id, QStringLiteral("sockets"), rows.cell(r, QStringLiteral("url")), QString()))
                return false;
        }
        if (!any)
            mStats.unmatchedFacts.append(
                QStringLiteral("cooler sockets %1").arg(rows.cell(r, QStringLiteral("name_pattern"))));
    }
    return true;
}

} // namespace rigsmith::db
