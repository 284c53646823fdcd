// SPDX-License-Identifier: GPL-3.0-or-later
// The PCIe generation of a derived slot layout, held to its platform's era. The dataset's slot lists give
// most boards "@4" whatever their age, so a 2013 H81 board and a 2012 FM2 board would offer Gen 4 slots.
// db/curated/platform_pcie_generations.csv gives, per socket and chipset, the generation the processor's
// lanes reach (the first x16 slot of a desktop board, the x16 slots of a workstation board) and the
// chipset's (every other slot), each row with its source. A derived slot above its platform's generation
// is lowered to it; curated layouts keep the generation their source gives. A board whose platform no row
// names keeps the dataset's value (reported).
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::applyPcieGenerations()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("platform_pcie_generations.csv"), csv))
        return false;
    struct Row
    {
        QString socket;
        QRegularExpression chipset;
        int cpuGen = 0;
        int chipsetGen = 0;
        QString label;
        int boards = 0;
    };
    QList<Row> rows;
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString where = QStringLiteral("platform_pcie_generations.csv row %1").arg(r + 2);
        Row row {csv.cell(r, QStringLiteral("socket")),
            QRegularExpression(QStringLiteral("^(?:%1)$").arg(csv.cell(r, QStringLiteral("chipset")))),
            csv.cell(r, QStringLiteral("cpu_gen")).toInt(),
            csv.cell(r, QStringLiteral("chipset_gen")).toInt(),
            csv.cell(r, QStringLiteral("socket")) + u' ' + csv.cell(r, QStringLiteral("chipset")), 0};
        if (row.socket.isEmpty() || !row.chipset.isValid())
            return fail(QStringLiteral("%1: no socket, or the chipset pattern does not compile").arg(where));
        if (row.cpuGen < 1 || row.cpuGen > 6 || row.chipsetGen < 1 || row.chipsetGen > 6)
            return fail(QStringLiteral("%1: a generation is not between 1 and 6").arg(where));
        if (!csv.cell(r, QStringLiteral("url")).startsWith(QStringLiteral("http"))
            || csv.cell(r, QStringLiteral("note")).trimmed().isEmpty())
            return fail(QStringLiteral("%1: no source or no note of what it says").arg(where));
        rows.append(row);
    }

    QSqlQuery boards(mDb);
    if (!boards.exec(
            QStringLiteral("SELECT part_id, socket, chipset FROM motherboard WHERE layout_approximate = 1")))
        return fail(boards.lastError().text());
    QList<QStringList> pending;
    while (boards.next())
        pending.append({boards.value(0).toString(), boards.value(1).toString(), boards.value(2).toString()});
    int unmatched = 0;
    for (const QStringList &b : pending) {
        Row *row = nullptr;
        for (Row &r : rows) {
            if (r.socket == b[1] && r.chipset.match(b[2]).hasMatch()) {
                row = &r;
                break;
            }
        }
        if (!row) {
            ++unmatched;
            continue;
        }
        QSqlQuery above(mDb);
        above.prepare(QStringLiteral("SELECT count(*) FROM pcie_slot WHERE board_id = ? AND "
                                     "((source = 'cpu' AND gen > ?) OR (source = 'chipset' AND gen > ?))"));
        above.addBindValue(b[0]);
        above.addBindValue(row->cpuGen);
        above.addBindValue(row->chipsetGen);
        if (!above.exec() || !above.next())
            return fail(above.lastError().text());
        if (above.value(0).toInt() == 0)
            continue;
        if (!exec(QStringLiteral(
                      "UPDATE pcie_slot SET gen = min(gen, CASE source WHEN 'cpu' THEN ? ELSE ? END) "
                      "WHERE board_id = ?"),
                {row->cpuGen, row->chipsetGen, b[0]}))
            return false;
        ++row->boards;
    }
    for (const Row &r : rows) {
        if (r.boards > 0)
            mStats.loweredGenerations.append(QStringLiteral("%1 (CPU Gen %2, chipset Gen %3): %4 boards")
                                                 .arg(r.label)
                                                 .arg(r.cpuGen)
                                                 .arg(r.chipsetGen)
                                                 .arg(r.boards));
    }
    mStats.derivedLayoutsWithoutEra = unmatched;
    return true;
}

} // namespace rigsmith::db
