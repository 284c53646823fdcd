// SPDX-License-Identifier: GPL-3.0-or-later
// The sourced facts: datacenter cards, per-model GPU, CPU, PSU facts, HDD speed by
// spindle class, registered memory, board layout confidence and DIMM kinds, and one entry per
// real product. Every value written here comes from a db/curated/*.csv row with its URL, and
// the URL is kept beside the value in the fact_source table.
#include "catalogbuilder.h"
#include "csvtable.h"
#include "generatorvalues.h"

#include <QDir>
#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace rigsmith::db {

namespace {

// The SQL to drop one word from a part's space-separated `estimated` list.
QString dropEstimated(const QString &field)
{
    return QStringLiteral("UPDATE part SET estimated = trim(replace(' ' || estimated || ' ', ' %1 ', ' ')) "
                          "WHERE id = ?")
        .arg(field);
}

} // namespace

bool CatalogBuilder::recordSource(
    const QString &partId, const QString &field, const QString &urls, const QString &confirms)
{
    for (const QString &url : urls.split(u'|', Qt::SkipEmptyParts)) {
        if (url.trimmed().isEmpty())
            continue;
        if (!exec(QStringLiteral("INSERT INTO fact_source VALUES (?,?,?,?)"),
                {partId, field, url.trimmed(), valueOf(confirms)}))
            return false;
    }
    return true;
}

bool CatalogBuilder::applyGpuFacts()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("gpu_facts.csv"), csv))
        return false;
    static const QStringList fields {QStringLiteral("cooler"), QStringLiteral("fans"), QStringLiteral("eps8"),
        QStringLiteral("pcie6"), QStringLiteral("pcie8"), QStringLiteral("pcie12vhpwr"),
        QStringLiteral("recommended_psu_w"), QStringLiteral("memory_gb"), QStringLiteral("bandwidth_gbs"),
        QStringLiteral("tdp_w"), QStringLiteral("pcie_gen"), QStringLiteral("slot_width"),
        QStringLiteral("length_mm"), QStringLiteral("tensor_tflops")};
    // A sourced value replaces a derived one, so the field is no longer marked as an estimate.
    static const QHash<QString, QString> estimateWords {{QStringLiteral("cooler"), QStringLiteral("cooler")},
        {QStringLiteral("tensor_tflops"), QStringLiteral("tensorTflops")}};
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString match = csv.cell(r, QStringLiteral("match"));
        const QString field = csv.cell(r, QStringLiteral("field"));
        const QString pattern = csv.cell(r, QStringLiteral("pattern"));
        if (!fields.contains(field) || (match != u"model" && match != u"founders-model"))
            return fail(QStringLiteral("gpu_facts.csv row %1: unknown match or field").arg(r + 2));
        QSqlQuery q(mDb);
        q.prepare(QStringLiteral("SELECT part_id FROM gpu WHERE chipset = ?%1")
                      .arg(match == u"founders-model" ? QStringLiteral(" AND founders = 1") : QString()));
        q.addBindValue(pattern);
        if (!q.exec())
            return fail(q.lastError().text());
        QStringList ids;
        while (q.next())
            ids.append(q.value(0).toString());
        if (ids.isEmpty())
            mStats.unmatchedFacts.append(QStringLiteral("gpu %1 %2").arg(pattern, field));
        for (const QString &id : ids) {
            if (!exec(QStringLiteral("UPDATE gpu SET %1 = ? WHERE part_id = ?").arg(field),
                    {csv.cell(r, QStringLiteral("value")), id})
                || (estimateWords.contains(field) && !exec(dropEstimated(estimateWords.value(field)), {id}))
                || !recordSource(id, field, csv.cell(r, QStringLiteral("url")), QString()))
                return false;
        }
    }
    return true;
}

bool CatalogBuilder::applyCpuFacts()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("cpu_facts.csv"), csv))
        return false;
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString name = csv.cell(r, QStringLiteral("name"));
        const QString url = csv.cell(r, QStringLiteral("url"));
        // The datasets write "Intel Core i9 13900K" for ARK's "Intel Core i9-13900K" and add
        // "OEM/Tray" or clock and socket after the model; a longer model ("13900KF") is another CPU.
        const auto normal = [](QString n) { return n.replace(u'-', u' ').simplified().toLower(); };
        const QString wanted = normal(name);
        QSqlQuery q(mDb);
        if (!q.exec(QStringLiteral("SELECT id, name FROM part WHERE kind = 'cpu'")))
            return fail(q.lastError().text());
        QStringList ids;
        while (q.next()) {
            const QString n = normal(q.value(1).toString());
            if (n == wanted || n.startsWith(wanted + u' '))
                ids.append(q.value(0).toString());
        }
        if (ids.isEmpty())
            mStats.unmatchedFacts.append(QStringLiteral("cpu %1").arg(name));
        for (const QString &id : ids) {
            const QString total = csv.cell(r, QStringLiteral("total_pcie_lanes"));
            const QString slots = csv.cell(r, QStringLiteral("slot_lanes"));
            const QString sustained = csv.cell(r, QStringLiteral("sustained_w"));
            if (!total.isEmpty()
                && (!exec(
                        QStringLiteral("UPDATE cpu SET total_pcie_lanes = ? WHERE part_id = ?"), {total, id})
                    || !recordSource(id, QStringLiteral("total_pcie_lanes"), url, QString())))
                return false;
            if (!slots.isEmpty()
                && (!exec(QStringLiteral("UPDATE cpu SET pcie_lanes = ? WHERE part_id = ?"), {slots, id})
                    || !exec(dropEstimated(QStringLiteral("pcieLanes")), {id})
                    || !recordSource(id, QStringLiteral("pcie_lanes"), url, QString())))
                return false;
            if (!sustained.isEmpty()
                && (!exec(QStringLiteral("UPDATE cpu SET sustained_w = ? WHERE part_id = ?"), {sustained, id})
                    || !recordSource(id, QStringLiteral("sustained_w"), url, QString())))
                return false;
        }
    }
    // AMD's published rule for its desktop sockets: the package power limit (PPT) is 1.35 x TDP.
    CsvTable rules;
    if (!readCurated(QStringLiteral("cpu_power_rules.csv"), rules))
        return false;
    for (qsizetype r = 0; r < rules.size(); ++r) {
        QSqlQuery q(mDb);
        q.prepare(QStringLiteral("SELECT part_id, tdp_w FROM cpu WHERE socket = ? AND sustained_w IS NULL"));
        q.addBindValue(rules.cell(r, QStringLiteral("socket")));
        if (!q.exec())
            return fail(q.lastError().text());
        QList<QPair<QString, int>> cpus;
        while (q.next())
            cpus.append({q.value(0).toString(), q.value(1).toInt()});
        const double factor = rules.cell(r, QStringLiteral("factor")).toDouble();
        for (const auto &[id, tdp] : cpus) {
            if (!exec(QStringLiteral("UPDATE cpu SET sustained_w = ? WHERE part_id = ?"),
                    {int(tdp * factor + 0.5), id})
                || !exec(QStringLiteral("UPDATE part SET estimated = trim(estimated || ' sustainedPower') "
                                        "WHERE id = ?"),
                    {id})
                || !recordSource(id, QStringLiteral("sustained_w"), rules.cell(r, QStringLiteral("url")),
                    rules.cell(r, QStringLiteral("basis"))))
                return false;
        }
    }
    return true;
}

bool CatalogBuilder::applyPsuFacts()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("psu_facts.csv"), csv))
        return false;
    static const QStringList fields {QStringLiteral("efficiency"), QStringLiteral("pcie6"),
        QStringLiteral("pcie8"), QStringLiteral("pcie12vhpwr"), QStringLiteral("eps8")};
    QList<QPair<QString, QString>> psus;
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT id, name FROM part WHERE kind = 'psu'"));
    while (q.next())
        psus.append({q.value(0).toString(), q.value(1).toString()});
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString field = csv.cell(r, QStringLiteral("field"));
        const QRegularExpression pattern(csv.cell(r, QStringLiteral("name_pattern")));
        if (!fields.contains(field) || !pattern.isValid())
            return fail(QStringLiteral("psu_facts.csv row %1: bad field or pattern").arg(r + 2));
        bool any = false;
        for (const auto &[id, name] : psus) {
            if (!pattern.match(name).hasMatch())
                continue;
            any = true;
            if (!exec(QStringLiteral("UPDATE psu SET %1 = ? WHERE part_id = ?").arg(field),
                    {csv.cell(r, QStringLiteral("value")), id})
                || !recordSource(id, field, csv.cell(r, QStringLiteral("url")), QString()))
                return false;
        }
        if (!any)
            mStats.unmatchedFacts.append(QStringLiteral("psu %1 %2").arg(pattern.pattern(), field));
    }
    return true;
}

bool CatalogBuilder::applyStorageClasses()
{
    CsvTable classes;
    if (!readCurated(QStringLiteral("storage_classes.csv"), classes))
        return false;
    static const QRegularExpression rpmIn(
        QStringLiteral(R"((\d{4,5})\s*rpm)"), QRegularExpression::CaseInsensitiveOption);
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT part.id, part.name FROM part JOIN storage ON storage.part_id = part.id "
                          "WHERE storage.type = 'hdd'"));
    QList<QPair<QString, int>> disks;
    while (q.next()) {
        const auto m = rpmIn.match(q.value(1).toString());
        if (m.hasMatch())
            disks.append({q.value(0).toString(), m.captured(1).toInt()});
    }
    for (const auto &[id, rpm] : disks) {
        if (!exec(QStringLiteral("UPDATE storage SET rpm = ? WHERE part_id = ?"), {rpm, id}))
            return false;
        for (qsizetype r = 0; r < classes.size(); ++r) {
            if (rpm < classes.cell(r, QStringLiteral("rpm_min")).toInt()
                || rpm > classes.cell(r, QStringLiteral("rpm_max")).toInt())
                continue;
            // Still an estimate (one measured model stands for its class), now by spindle speed.
            if (!exec(QStringLiteral("UPDATE storage SET read_mbs = ? WHERE part_id = ?"),
                    {classes.cell(r, QStringLiteral("read_mbs")), id})
                || !recordSource(id, QStringLiteral("read_mbs"), classes.cell(r, QStringLiteral("url")),
                    classes.cell(r, QStringLiteral("basis"))))
                return false;
            break;
        }
    }
    return true;
}

bool CatalogBuilder::applyMemoryKinds()
{
    // A kit named "Registered", "RDIMM" or "LRDIMM" is registered; registered server DIMMs are
    // sold with ECC, which is marked as derived (db/ATTRIBUTION.md).
    static const QRegularExpression registered(
        QStringLiteral(R"(\b(registered|rdimm|lrdimm)\b)"), QRegularExpression::CaseInsensitiveOption);
    QSqlQuery q(mDb);
    q.exec(QStringLiteral("SELECT part.id, part.name, memory_kit.ecc FROM part JOIN memory_kit "
                          "ON memory_kit.part_id = part.id"));
    QList<QPair<QString, bool>> kits;
    while (q.next()) {
        if (registered.match(q.value(1).toString()).hasMatch())
            kits.append({q.value(0).toString(), q.value(2).toBool()});
    }
    for (const auto &[id, ecc] : kits) {
        if (!exec(QStringLiteral("UPDATE memory_kit SET registered = 1, ecc = 1 WHERE part_id = ?"), {id}))
            return false;
        if (!ecc
            && !exec(
                QStringLiteral("UPDATE part SET estimated = trim(estimated || ' ecc') WHERE id = ?"), {id}))
            return false;
    }
    return true;
}

bool CatalogBuilder::applyBoardSources()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("board_sources.csv"), csv))
        return false;
    // Every row of a board states the board's confidence; rows that disagree are a curation
    // mistake (one source raised, another left behind), not a choice for the last row to make.
    QHash<QString, QString> confidenceOf;
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString board = csv.cell(r, QStringLiteral("board"));
        const QString confidence = csv.cell(r, QStringLiteral("confidence"));
        if (const auto seen = confidenceOf.constFind(board);
            seen != confidenceOf.cend() && *seen != confidence)
            return fail(QStringLiteral("board_sources.csv row %1: %2 is '%3' here and '%4' in an earlier row")
                            .arg(r + 2)
                            .arg(board, confidence, *seen));
        confidenceOf.insert(board, confidence);
        QSqlQuery q(mDb);
        q.prepare(QStringLiteral("SELECT id FROM part WHERE kind = 'motherboard' AND name = ?"));
        q.addBindValue(board);
        if (!q.exec())
            return fail(q.lastError().text());
        if (!q.next()) {
            mStats.unmatchedFacts.append(QStringLiteral("board %1").arg(board));
            continue;
        }
        const QString id = q.value(0).toString();
        if (!exec(QStringLiteral("UPDATE motherboard SET layout_confidence = ? WHERE part_id = ?"),
                {confidence, id})
            || !recordSource(id, QStringLiteral("layout"), csv.cell(r, QStringLiteral("url")),
                csv.cell(r, QStringLiteral("what_it_confirms"))))
            return false;
    }
    return true;
}

bool CatalogBuilder::applyUnverifiedBoards()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("board_unverified.csv"), csv))
        return false;
    for (qsizetype r = 0; r < csv.size(); ++r) {
        const QString board = csv.cell(r, QStringLiteral("board"));
        const QString tried = csv.cell(r, QStringLiteral("sources_tried"));
        QSqlQuery q(mDb);
        q.prepare(
            QStringLiteral("SELECT m.layout_confidence FROM part p JOIN motherboard m ON m.part_id = p.id "
                           "WHERE p.kind = 'motherboard' AND p.name = ?"));
        q.addBindValue(board);
        if (!q.exec())
            return fail(q.lastError().text());
        if (!q.next())
            return fail(
                QStringLiteral("board_unverified.csv row %1: no board named '%2'").arg(r + 2).arg(board));
        // A board listed as not verified that a source has since verified would make the report
        // say the opposite of the catalog: the row has to go when the board is raised.
        if (const QString confidence = q.value(0).toString(); confidence != QLatin1StringView("unverified"))
            return fail(QStringLiteral("board_unverified.csv row %1: %2 is '%3' in board_sources.csv; "
                                       "remove the row")
                            .arg(r + 2)
                            .arg(board, confidence));
        if (tried.trimmed().isEmpty())
            return fail(QStringLiteral("board_unverified.csv row %1: %2 names no source tried")
                            .arg(r + 2)
                            .arg(board));
        mStats.unverifiedBoards.append({board, tried});
    }
    return true;
}

bool CatalogBuilder::applyDimmKinds()
{
    CsvTable csv;
    if (!readCurated(QStringLiteral("dimm_platforms.csv"), csv))
        return false;
    // Socket rows first, then the chipset rows that narrow them (on LGA 2066 the kind goes with the
    // chipset), then the board rows that override both.
    enum Pass { SocketRows, ChipsetRows, BoardRows };
    for (const Pass pass : {SocketRows, ChipsetRows, BoardRows}) {
        for (qsizetype r = 0; r < csv.size(); ++r) {
            const QString board = csv.cell(r, QStringLiteral("board"));
            const QString chipset = csv.cell(r, QStringLiteral("chipset"));
            const Pass rowPass = !board.isEmpty() ? BoardRows : !chipset.isEmpty() ? ChipsetRows : SocketRows;
            if (rowPass != pass)
                continue;
            QSqlQuery q(mDb);
            if (pass == BoardRows) {
                q.prepare(QStringLiteral("SELECT id FROM part WHERE kind = 'motherboard' AND name = ?"));
                q.addBindValue(board);
            } else if (pass == ChipsetRows) {
                q.prepare(QStringLiteral("SELECT part_id FROM motherboard WHERE socket = ? AND chipset = ?"));
                q.addBindValue(csv.cell(r, QStringLiteral("socket")));
                q.addBindValue(chipset);
            } else {
                q.prepare(QStringLiteral("SELECT part_id FROM motherboard WHERE socket = ?"));
                q.addBindValue(csv.cell(r, QStringLiteral("socket")));
            }
            if (!q.exec())
                return fail(q.lastError().text());
            QStringList ids;
            while (q.next())
                ids.append(q.value(0).toString());
            for (const QString &id : ids) {
                if (!exec(
                        QStringLiteral("DELETE FROM fact_source WHERE part_id = ? AND field = 'dimms'"), {id})
                    || !exec(QStringLiteral("UPDATE motherboard SET dimms = ? WHERE part_id = ?"),
                        {csv.cell(r, QStringLiteral("dimms")), id})
                    || !recordSource(
                        id, QStringLiteral("dimms"), csv.cell(r, QStringLiteral("url")), QString()))
                    return false;
            }
        }
    }
    return true;
}

} // namespace rigsmith::db
