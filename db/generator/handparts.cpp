// SPDX-License-Identifier: GPL-3.0-or-later
// Parts the datasets lack or get wrong, entered by hand from makers' specifications (db/curated/gpus.csv,
// cpus.csv, motherboards.csv), each row with its basis. A row may name the dataset entry it corrects
// ("replaces"): the entry's price moves to it and its id stays an alias, so saved builds still find it.
#include "catalogbuilder.h"
#include "csvtable.h"
#include "generatorvalues.h"

#include <QDir>
#include <QSqlQuery>

namespace rigsmith::db {

namespace {

const QStringList kHandGpuColumns {QStringLiteral("vendor"), QStringLiteral("chipset"),
    QStringLiteral("chip"), QStringLiteral("architecture"), QStringLiteral("memory_gb"),
    QStringLiteral("bandwidth_gbs"), QStringLiteral("fp32_tflops"), QStringLiteral("fp16_tflops"),
    QStringLiteral("tensor_tflops"), QStringLiteral("tensor_cores"), QStringLiteral("tdp_w"),
    QStringLiteral("pcie6"), QStringLiteral("pcie8"), QStringLiteral("pcie12vhpwr"), QStringLiteral("eps8"),
    QStringLiteral("cooler"), QStringLiteral("fans"), QStringLiteral("slot_width"),
    QStringLiteral("length_mm"), QStringLiteral("pcie_gen"), QStringLiteral("category"),
    QStringLiteral("founders")};

} // namespace

bool CatalogBuilder::replaceDatasetEntry(
    const QString &file, const QString &kind, const QString &id, const QString &replaces)
{
    if (replaces.isEmpty())
        return true;
    QSqlQuery there(mDb);
    there.prepare(QStringLiteral("SELECT 1 FROM part WHERE id = ? AND kind = ?"));
    there.addBindValue(replaces);
    there.addBindValue(kind);
    if (!there.exec() || !there.next())
        return fail(
            QStringLiteral("%1: %2 replaces %3, which the datasets do not hold").arg(file, id, replaces));
    return retirePart(replaces, id);
}

bool CatalogBuilder::insertHandGpus()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("gpus.csv"), csv))
        return false;
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString id = csv.cell(r, QStringLiteral("id"));
        QVariantList spec {id};
        for (const QString &c : kHandGpuColumns)
            spec.append(
                c == u"fp16_tflops" || c == u"tensor_tflops" || c == u"bandwidth_gbs" || c == u"fp32_tflops"
                    ? valueOf(csv.cell(r, c), c)
                    : valueOf(csv.cell(r, c)));
        if (!exec(QStringLiteral("INSERT INTO part VALUES (?,?,?,?,?,?,?)"),
                {id, QStringLiteral("gpu"), csv.cell(r, QStringLiteral("name")),
                    csv.cell(r, QStringLiteral("manufacturer")),
                    valueOf(csv.cell(r, QStringLiteral("release_year")), QStringLiteral("release_year")),
                    QStringLiteral("hand"), valueOf(csv.cell(r, QStringLiteral("estimated")))})
            || !exec(QStringLiteral("INSERT INTO gpu (part_id, %1) VALUES (?,%2)")
                         .arg(kHandGpuColumns.join(u','), placeholders(kHandGpuColumns.size())),
                spec)
            || !recordSource(id, QStringLiteral("specs"), csv.cell(r, QStringLiteral("sources")), QString()))
            return false;
        ++mStats.handParts;
    }
    return true;
}

bool CatalogBuilder::insertHandRows(const QString &file, const QString &kind, const QString &table,
    const QStringList &columns, const QString &fixed)
{
    CsvTable csv;
    if (!readCurated(file, csv))
        return false;
    const QStringList fixedPairs = fixed.split(u',', Qt::SkipEmptyParts); // "column=value"
    QStringList fixedColumns;
    QStringList fixedValues;
    for (const QString &pair : fixedPairs) {
        fixedColumns.append(pair.section(u'=', 0, 0));
        fixedValues.append(pair.section(u'=', 1));
    }
    const QString insert = QStringLiteral("INSERT INTO %1 (part_id, %2) VALUES (?,%3)")
                               .arg(table, (columns + fixedColumns).join(u','),
                                   (QStringList {placeholders(columns.size())} + fixedValues).join(u','));
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString id = csv.cell(r, QStringLiteral("id"));
        QVariantList spec {id};
        for (const QString &c : columns)
            spec.append(valueOf(csv.cell(r, c), c));
        if (!exec(QStringLiteral("INSERT INTO part VALUES (?,?,?,?,?,?,?)"),
                {id, kind, csv.cell(r, QStringLiteral("name")), csv.cell(r, QStringLiteral("manufacturer")),
                    valueOf(csv.cell(r, QStringLiteral("release_year")), QStringLiteral("release_year")),
                    QStringLiteral("hand"), emptyText()})
            || !exec(insert, spec))
            return false;
        // A launch price only where a source gives one (the basis column says which); none is left
        // unknown, and the build's total says a part has no price.
        const QString launch = csv.cell(r, QStringLiteral("launch_cents"));
        if (!launch.isEmpty()
            && !exec(QStringLiteral("INSERT INTO price VALUES (?,'launch',?,'USD',?,'hand')"),
                {id, launch.toLongLong(), csv.cell(r, QStringLiteral("release_year"))}))
            return false;
        // A row that corrects a dataset entry (its socket, say, which no duplicate merge can pair up)
        // takes its place.
        if (!replaceDatasetEntry(file, kind, id, csv.cell(r, QStringLiteral("replaces"))))
            return false;
        ++mStats.handParts;
    }
    return true;
}

bool CatalogBuilder::insertHandCpus()
{
    // The lanes come from cpu_facts.csv and the platform table later.
    return insertHandRows(QStringLiteral("cpus.csv"), QStringLiteral("cpu"), QStringLiteral("cpu"),
        kCpuColumns, QStringLiteral("pcie_lanes=0,pcie_gen=3"));
}

bool CatalogBuilder::insertHandBoards()
{
    // Their slots come from board_layouts.csv; until then the layout is approximate.
    return insertHandRows(QStringLiteral("motherboards.csv"), QStringLiteral("motherboard"),
        QStringLiteral("motherboard"), kBoardColumns, QStringLiteral("layout_approximate=1"));
}

} // namespace rigsmith::db
