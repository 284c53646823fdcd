// SPDX-License-Identifier: GPL-3.0-or-later
// A card's cooler where the dataset has it wrong (db/curated/gpu_coolers.csv: a maker's page or review
// per row shows an AIO card the dataset calls a water block, for example); a row that matches a card
// already so is an error in the row. Then the radiator a liquid-cooled card brings
// (db/curated/gpu_radiators.csv): its size from a maker's page or a review, one source per row. A card the
// dataset calls a water block but whose source shows its own AIO radiator becomes a hybrid card (no loop to
// buy); a row that matches an air-cooled card is an error in the row, not a correction.
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QRegularExpression>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::applyGpuCoolers()
{
    const QString file = QStringLiteral("gpu_coolers.csv");
    CsvTable rows;
    if (!readCurated(file, rows))
        return false;
    QList<PartField> cards = partsWithField(QStringLiteral("gpu"), QStringLiteral("cooler"));
    static const QStringList kCoolers {QStringLiteral("open-air"), QStringLiteral("blower"),
        QStringLiteral("hybrid"), QStringLiteral("water-block"), QStringLiteral("passive")};
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const std::optional<QRegularExpression> re = sourcedNamePattern(file, rows, r);
        if (!re)
            return false;
        const QString cooler = rows.cell(r, QStringLiteral("cooler"));
        if (!kCoolers.contains(cooler))
            return fail(QStringLiteral("%1 row %2: \"%3\" is not one of %4")
                            .arg(file)
                            .arg(r + 2)
                            .arg(cooler, kCoolers.join(QStringLiteral(", "))));
        bool any = false;
        for (PartField &card : cards) {
            if (!re->match(card.name).hasMatch())
                continue;
            any = true;
            if (card.value == cooler)
                return fail(QStringLiteral("%1 row %2: %3 is already %4; the row corrects nothing")
                                .arg(file)
                                .arg(r + 2)
                                .arg(card.id, cooler));
            mStats.gpuCoolerCorrections.append(
                QStringLiteral("%1: %2 → %3").arg(card.name, card.value, cooler));
            card.value = cooler;
            if (!exec(QStringLiteral("UPDATE gpu SET cooler = ? WHERE part_id = ?"), {cooler, card.id})
                || !recordSource(
                    card.id, QStringLiteral("cooler"), rows.cell(r, QStringLiteral("url")), QString()))
                return false;
        }
        if (!any)
            mStats.unmatchedFacts.append(
                QStringLiteral("gpu cooler %1").arg(rows.cell(r, QStringLiteral("name_pattern"))));
    }
    return true;
}

bool CatalogBuilder::applyGpuRadiators()
{
    const QString file = QStringLiteral("gpu_radiators.csv");
    CsvTable rows;
    if (!readCurated(file, rows))
        return false;
    QList<PartField> cards = partsWithField(QStringLiteral("gpu"), QStringLiteral("cooler"));
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const std::optional<QRegularExpression> re = sourcedNamePattern(file, rows, r);
        if (!re)
            return false;
        bool sizeOk = false;
        const int size = rows.cell(r, QStringLiteral("radiator_mm")).toInt(&sizeOk);
        if (!sizeOk || size < 120 || size > 480 || size % 60 != 0)
            return fail(QStringLiteral("%1 row %2: radiator_mm is not a radiator size").arg(file).arg(r + 2));
        const QString url = rows.cell(r, QStringLiteral("url"));
        bool any = false;
        for (PartField &card : cards) {
            if (!re->match(card.name).hasMatch())
                continue;
            any = true;
            if (card.value != u"hybrid" && card.value != u"water-block")
                return fail(QStringLiteral("%1 row %2: %3 is %4, not liquid-cooled")
                                .arg(file)
                                .arg(r + 2)
                                .arg(card.id, card.value));
            if (card.value == u"water-block") {
                mStats.gpuCoolerCorrections.append(
                    QStringLiteral("%1: water block → hybrid (%2 mm AIO radiator)").arg(card.name).arg(size));
                card.value = QStringLiteral("hybrid");
                if (!exec(QStringLiteral("UPDATE gpu SET cooler = 'hybrid' WHERE part_id = ?"), {card.id})
                    || !recordSource(card.id, QStringLiteral("cooler"), url, QString()))
                    return false;
            }
            if (!exec(QStringLiteral("UPDATE gpu SET radiator_mm = ? WHERE part_id = ?"), {size, card.id})
                || !recordSource(card.id, QStringLiteral("radiator_mm"), url, QString()))
                return false;
            ++mStats.gpusWithRadiatorSize;
        }
        if (!any)
            mStats.unmatchedFacts.append(
                QStringLiteral("gpu radiator %1").arg(rows.cell(r, QStringLiteral("name_pattern"))));
    }
    // Liquid-cooled cards whose radiator no row sizes: the rules say so (advice) wherever they go.
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT p.name FROM part p JOIN gpu g ON g.part_id = p.id "
                          "WHERE g.cooler = 'hybrid' AND g.radiator_mm IS NULL ORDER BY p.name"));
    while (q.next())
        mStats.gpusWithoutRadiatorSize.append(q.value(0).toString());
    return true;
}

} // namespace rigsmith::db
