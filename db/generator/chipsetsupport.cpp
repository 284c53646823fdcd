// SPDX-License-Identifier: GPL-3.0-or-later
// Processors a chipset does not run, or runs only after a BIOS update. The rules read
// db/curated/chipset_cpu_support.csv from inside the core library (core/catalog/chipsetsupport.cpp: it
// needs only a board's socket and chipset and a processor's name, which every part carries, the user's
// own too). Here each row is held to its source and to the catalog: a row that names no board or no
// processor of the catalog is a typo, and stops the build.
#include "catalogbuilder.h"
#include "csvtable.h"

#include <QDir>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace rigsmith::db {

bool CatalogBuilder::applyChipsetSupport()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("chipset_cpu_support.csv"), csv))
        return false;
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString where = QStringLiteral("chipset_cpu_support.csv row %1").arg(r + 2);
        const QString socket = csv.cell(r, QStringLiteral("socket"));
        const QString support = csv.cell(r, QStringLiteral("support"));
        const QString cpuPattern = csv.cell(r, QStringLiteral("cpu"));
        const QString url = csv.cell(r, QStringLiteral("url"));
        const QString note = csv.cell(r, QStringLiteral("note"));
        const QRegularExpression chipset(
            QStringLiteral("^(?:%1)$").arg(csv.cell(r, QStringLiteral("chipset"))));
        const QRegularExpression cpu(cpuPattern, QRegularExpression::CaseInsensitiveOption);
        if (socket.isEmpty() || cpuPattern.isEmpty())
            return fail(QStringLiteral("%1: no socket or processor pattern").arg(where));
        if (!chipset.isValid() || !cpu.isValid())
            return fail(QStringLiteral("%1: a pattern does not compile").arg(where));
        if (support != u"no" && support != u"bios")
            return fail(QStringLiteral("%1: support '%2' is neither 'no' nor 'bios'").arg(where, support));
        // Never a verdict without its source.
        if (url.trimmed().isEmpty() || note.trimmed().isEmpty())
            return fail(QStringLiteral("%1: no source or no note of what it says").arg(where));

        QSqlQuery cpus(mDb);
        cpus.prepare(
            QStringLiteral("SELECT p.name FROM part p JOIN cpu c ON c.part_id = p.id WHERE c.socket = ?"));
        cpus.addBindValue(socket);
        if (!cpus.exec())
            return fail(cpus.lastError().text());
        bool namesCpu = false;
        while (!namesCpu && cpus.next())
            namesCpu = cpu.match(cpus.value(0).toString()).hasMatch();
        if (!namesCpu)
            return fail(QStringLiteral("%1: '%2' names no %3 processor of the catalog")
                            .arg(where, cpuPattern, socket));

        QSqlQuery boards(mDb);
        boards.prepare(QStringLiteral("SELECT chipset FROM motherboard WHERE socket = ?"));
        boards.addBindValue(socket);
        if (!boards.exec())
            return fail(boards.lastError().text());
        bool namesBoard = false;
        while (!namesBoard && boards.next())
            namesBoard = chipset.match(boards.value(0).toString()).hasMatch();
        if (!namesBoard)
            return fail(QStringLiteral("%1: no %2 board has a chipset the row names").arg(where, socket));
    }
    return true;
}

} // namespace rigsmith::db
