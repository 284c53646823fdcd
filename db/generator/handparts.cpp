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
    QString error;
    const CsvTable csv = CsvTable::read(QDir(mCuratedDir).filePath(QStringLiteral("gpus.csv")), &error);
    if (!error.isEmpty())
        return fail(error);
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

bool CatalogBuilder::insertHandCpus()
{
    QString error;
    const CsvTable csv = CsvTable::read(QDir(mCuratedDir).filePath(QStringLiteral("cpus.csv")), &error);
    if (!error.isEmpty())
        return fail(error);
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString id = csv.cell(r, QStringLiteral("id"));
        QVariantList spec {id};
        for (const QString &c : kCpuColumns)
            spec.append(valueOf(csv.cell(r, c), c));
        if (!exec(QStringLiteral("INSERT INTO part VALUES (?,?,?,?,?,?,?)"),
                {id, QStringLiteral("cpu"), csv.cell(r, QStringLiteral("name")),
                    csv.cell(r, QStringLiteral("manufacturer")),
                    valueOf(csv.cell(r, QStringLiteral("release_year")), QStringLiteral("release_year")),
                    QStringLiteral("hand"), emptyText()})
            || !exec(QStringLiteral("INSERT INTO cpu (part_id, %1, pcie_lanes, pcie_gen) VALUES (?,%2,0,3)")
                         .arg(kCpuColumns.join(u','), placeholders(kCpuColumns.size())),
                spec))
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
        if (!replaceDatasetEntry(QStringLiteral("cpus.csv"), QStringLiteral("cpu"), id,
                csv.cell(r, QStringLiteral("replaces"))))
            return false;
        ++mStats.handParts;
    }
    return true;
}

bool CatalogBuilder::insertHandBoards()
{
    QString error;
    const CsvTable csv
        = CsvTable::read(QDir(mCuratedDir).filePath(QStringLiteral("motherboards.csv")), &error);
    if (!error.isEmpty())
        return fail(error);
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString id = csv.cell(r, QStringLiteral("id"));
        QVariantList spec {id};
        for (const QString &c : kBoardColumns)
            spec.append(valueOf(csv.cell(r, c), c));
        if (!exec(QStringLiteral("INSERT INTO part VALUES (?,?,?,?,?,?,?)"),
                {id, QStringLiteral("motherboard"), csv.cell(r, QStringLiteral("name")),
                    csv.cell(r, QStringLiteral("manufacturer")),
                    valueOf(csv.cell(r, QStringLiteral("release_year")), QStringLiteral("release_year")),
                    QStringLiteral("hand"), emptyText()})
            || !exec(
                QStringLiteral("INSERT INTO motherboard (part_id, %1, layout_approximate) VALUES (?,%2,1)")
                    .arg(kBoardColumns.join(u','), placeholders(kBoardColumns.size())),
                spec))
            return false;
        // A row that corrects a dataset entry (its socket, say) takes its place.
        if (!replaceDatasetEntry(QStringLiteral("motherboards.csv"), QStringLiteral("motherboard"), id,
                csv.cell(r, QStringLiteral("replaces"))))
            return false;
        ++mStats.handParts;
    }
    return true;
}

} // namespace rigsmith::db
