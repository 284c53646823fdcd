// SPDX-License-Identifier: GPL-3.0-or-later
// The most common cases (db/curated/case_common.csv): the cases the scenarios and the
// builds in tests/data use, then the priced multi-GPU cases (ATX or larger, 7+ expansion openings)
// with the most catalog entries. The report counts how many of them have both sourced facts the
// rules need: radiator mounts per position and the maker's longest graphics card.
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QDir>
#include <QRegularExpression>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::countCommonCases()
{
    CsvTable common;
    if (!readCurated(QStringLiteral("case_common.csv"), common))
        return false;
    // Per case: has it radiator mounts, has its longest card a source (case_radiators.csv)?
    struct Facts
    {
        QString name;
        bool mounts = false;
        bool length = false;
    };
    QList<Facts> cases;
    QSqlQuery q(mDb);
    q.exec(QStringLiteral(
        "SELECT name, EXISTS (SELECT 1 FROM radiator_mount WHERE case_id = part.id), "
        "EXISTS (SELECT 1 FROM fact_source WHERE part_id = part.id AND field = 'max_gpu_length_mm') "
        "FROM part WHERE kind = 'case'"));
    while (q.next())
        cases.append({q.value(0).toString(), q.value(1).toBool(), q.value(2).toBool()});
    for (qsizetype r = 0; r < common.size(); ++r) {
        const QString pattern = common.cell(r, QStringLiteral("name_pattern"));
        const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
        if (pattern.isEmpty() || !re.isValid())
            return fail(QStringLiteral("case_common.csv row %1: name_pattern is not a regular expression")
                            .arg(r + 2));
        if (common.cell(r, QStringLiteral("chosen_because")).trimmed().isEmpty())
            return fail(QStringLiteral("case_common.csv row %1: no reason it was chosen").arg(r + 2));
        bool any = false;
        bool mounts = false;
        bool length = false;
        bool both = false;
        for (const Facts &c : std::as_const(cases)) {
            if (!re.match(c.name).hasMatch())
                continue;
            any = true;
            mounts = mounts || c.mounts;
            length = length || c.length;
            both = both || (c.mounts && c.length);
        }
        ++mStats.commonCases;
        if (!any)
            mStats.unmatchedFacts.append(QStringLiteral("common case %1").arg(pattern));
        mStats.commonCasesWithMounts += mounts ? 1 : 0;
        mStats.commonCasesWithGpuLength += length ? 1 : 0;
        mStats.commonCasesWithBoth += both ? 1 : 0;
    }
    return true;
}

} // namespace rigsmith::db
