// SPDX-License-Identifier: GPL-3.0-or-later
// Storage capacities checked against the product's own name. The dataset stores some drives in the
// wrong unit (a "14TB" disk as 14 GB) and cuts fractional terabytes to whole ones (a "1.92 TB" SSD as
// 1000 GB). Two rules correct those from the name; any other row whose capacity contradicts its name
// or is implausible for its kind stops the build, unless db/curated/storage_capacities.csv settles it
// (a capacity with its source, or the reason it is left as the dataset gives it).
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QDir>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

namespace rigsmith::db {

namespace {

std::optional<double> namedCapacityGb(const QString &name)
{
    // "14TB", "1.92 TB", "512GB"; not a link rate ("6.0 Gb/s", "6Gbps") nor part of a code
    // ("SU001TBP34"). A name that names two different capacities names none.
    static const QRegularExpression capacity(
        QStringLiteral(R"((?<![\w.])(\d+(?:\.\d+)?)\s?(TB|GB)(?![\w/]))"),
        QRegularExpression::CaseInsensitiveOption);
    std::optional<double> found;
    for (auto it = capacity.globalMatch(name); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(2) == u"Gb")
            continue; // gigabits
        const double gb = m.captured(1).toDouble() * (m.captured(2).toUpper() == u"TB" ? 1000.0 : 1.0);
        if (found && std::abs(*found - gb) > 0.5)
            return std::nullopt;
        found = gb;
    }
    return found;
}

std::optional<double> correctedCapacityGb(double stored, double named)
{
    const auto near = [](double a, double b) { return std::abs(a - b) <= 0.01 * b; };
    if (near(stored, named) || stored <= 0 || named <= 0)
        return std::nullopt;
    // Terabytes stored as gigabytes: the name's figure in the wrong unit.
    if (near(stored * 1000.0, named))
        return named;
    // A fractional terabyte cut to whole terabytes ("1.92 TB" stored as 1000, "15.36 TB" as 15000).
    if (named >= 1000.0 && std::fmod(named, 1000.0) > 0.5
        && near(stored, std::floor(named / 1000.0) * 1000.0))
        return named;
    return std::nullopt;
}

} // namespace

bool CatalogBuilder::checkStorageCapacities()
{
    CsvTable settled;
    if (!readCurated(QStringLiteral("storage_capacities.csv"), settled))
        return false;
    QHash<QString, qsizetype> settledRow;
    for (qsizetype r = 0; r < settled.size(); ++r) {
        const QString capacity = settled.cell(r, QStringLiteral("capacity_gb"));
        if (settled.cell(r, QStringLiteral("basis")).trimmed().isEmpty())
            return fail(QStringLiteral("storage_capacities.csv row %1: no basis").arg(r + 2));
        if (!capacity.isEmpty()
            && (capacity.toDouble() <= 0
                || !settled.cell(r, QStringLiteral("url")).startsWith(QStringLiteral("http"))))
            return fail(
                QStringLiteral("storage_capacities.csv row %1: a capacity needs a source URL").arg(r + 2));
        settledRow.insert(settled.cell(r, QStringLiteral("name")), r);
    }
    QSqlQuery q(mDb);
    if (!q.exec(QStringLiteral("SELECT part.id, part.name, storage.type, storage.capacity_gb FROM part "
                               "JOIN storage ON storage.part_id = part.id ORDER BY part.id")))
        return fail(q.lastError().text());
    struct Row
    {
        QString id, name, type;
        double stored;
    };
    QList<Row> rows;
    while (q.next())
        rows.append(
            {q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toDouble()});
    for (const Row &row : std::as_const(rows)) {
        const auto named = namedCapacityGb(row.name);
        if (const auto at = settledRow.constFind(row.name); at != settledRow.cend()) {
            const QString capacity = settled.cell(*at, QStringLiteral("capacity_gb"));
            if (capacity.isEmpty()) {
                mStats.unsettledCapacities.append(QStringLiteral("%1 (%2 GB)").arg(row.name).arg(row.stored));
                continue;
            }
            if (!exec(QStringLiteral("UPDATE storage SET capacity_gb = ? WHERE part_id = ?"),
                    {capacity.toDouble(), row.id})
                || !recordSource(row.id, QStringLiteral("capacity_gb"),
                    settled.cell(*at, QStringLiteral("url")), settled.cell(*at, QStringLiteral("basis"))))
                return false;
            mStats.correctedCapacities.append(
                QStringLiteral("%1: %2 → %3 GB (source)").arg(row.name).arg(row.stored).arg(capacity));
            continue;
        }
        if (named) {
            if (const auto corrected = correctedCapacityGb(row.stored, *named)) {
                if (!exec(QStringLiteral("UPDATE storage SET capacity_gb = ? WHERE part_id = ?"),
                        {*corrected, row.id}))
                    return false;
                mStats.correctedCapacities.append(
                    QStringLiteral("%1: %2 → %3 GB").arg(row.name).arg(row.stored).arg(*corrected));
                continue;
            }
        }
        // More than 10 % from the name (1 TB stored as 1024 GB is a unit convention, not an error),
        // or a hard disk under 20 GB: no drive of the datasets' years is that small.
        const bool contradicts = named && std::abs(row.stored - *named) > 0.10 * *named;
        const bool tiny = row.type == u"hdd" && row.stored < 20.0;
        if (contradicts || tiny)
            return fail(QStringLiteral("storage.csv: %1 (%2) has %3 GB, %4; correct it or settle it in "
                                       "db/curated/storage_capacities.csv")
                            .arg(row.name, row.id)
                            .arg(row.stored)
                            .arg(contradicts ? QStringLiteral("but its name says %1 GB").arg(*named)
                                             : QStringLiteral("implausible for a hard disk")));
    }
    return true;
}

} // namespace rigsmith::db
