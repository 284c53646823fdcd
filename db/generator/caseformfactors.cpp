// SPDX-License-Identifier: GPL-3.0-or-later
// Board sizes a case takes that the dataset leaves out (db/curated/case_form_factors.csv): the dataset
// records several desktop HTPC cases as mini-ITX only although they have an ATX case's openings; a row adds
// the board sizes its source shows the case taking, one source per row, and keeps those the dataset gives.
#include "catalogbuilder.h"
#include "core/model/partenums.h"
#include "csvtable.h"

#include <QRegularExpression>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::applyCaseFormFactors()
{
    const QString file = QStringLiteral("case_form_factors.csv");
    CsvTable rows;
    if (!readCurated(file, rows))
        return false;
    QList<PartField> cases = partsWithField(QStringLiteral("pc_case"), QStringLiteral("form_factors"));
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const std::optional<QRegularExpression> re = sourcedNamePattern(file, rows, r);
        if (!re)
            return false;
        const QStringList added
            = rows.cell(r, QStringLiteral("add_form_factors")).split(u' ', Qt::SkipEmptyParts);
        if (added.isEmpty())
            return fail(QStringLiteral("%1 row %2: no form factor to add").arg(file).arg(r + 2));
        for (const QString &form : added) {
            if (!core::fromKey<core::FormFactor>(form))
                return fail(
                    QStringLiteral("%1 row %2: unknown form factor %3").arg(file).arg(r + 2).arg(form));
        }
        bool any = false;
        for (PartField &box : cases) {
            if (!re->match(box.name).hasMatch())
                continue;
            any = true;
            QStringList forms = box.value.split(u' ', Qt::SkipEmptyParts);
            const QString before = forms.join(u' ');
            for (const QString &form : added) {
                if (!forms.contains(form))
                    forms.prepend(form);
            }
            box.value = forms.join(u' ');
            if (box.value == before)
                continue;
            if (!exec(QStringLiteral("UPDATE pc_case SET form_factors = ? WHERE part_id = ?"),
                    {box.value, box.id})
                || !recordSource(
                    box.id, QStringLiteral("form_factors"), rows.cell(r, QStringLiteral("url")), QString()))
                return false;
            mStats.correctedCaseForms.append(QStringLiteral("%1: %2 → %3").arg(box.name, before, box.value));
        }
        if (!any)
            mStats.unmatchedFacts.append(
                QStringLiteral("case form factors %1").arg(rows.cell(r, QStringLiteral("name_pattern"))));
    }
    return true;
}

} // namespace rigsmith::db
