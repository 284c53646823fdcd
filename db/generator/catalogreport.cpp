// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogreport.h"

#include "csvtable.h"

#include <QMap>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTextStream>

namespace rigsmith::db {

namespace {

struct KindTable
{
    const char *kind;
    const char *table;
    QStringList nullable;
};

const QList<KindTable> &kinds()
{
    static const QList<KindTable> k {
        {"gpu", "gpu",
            {QStringLiteral("bandwidth_gbs"), QStringLiteral("fp32_tflops"), QStringLiteral("fp16_tflops"),
                QStringLiteral("tensor_tflops")}},
        {"cpu", "cpu", {}},
        {"motherboard", "motherboard", {}},
        {"memory", "memory_kit", {}},
        {"psu", "psu", {QStringLiteral("length_mm")}},
        {"case", "pc_case", {QStringLiteral("max_cooler_height_mm"), QStringLiteral("max_psu_length_mm")}},
        {"cooler", "cooler", {QStringLiteral("height_mm"), QStringLiteral("radiator_mm")}},
        {"storage", "storage", {}},
    };
    return k;
}

int scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

QString catalogReport(QSqlDatabase db, const CatalogBuilder::Stats &stats, const QString &droppedCsv)
{
    QString text;
    QTextStream out(&text);
    out << "# Catalog data-quality report\n\n"
        << "Written by `rigsmith-catalog-gen` from the sources in `db/data` and `db/curated`; do not edit by "
           "hand.\n"
        << "A test fails when this file no longer matches what the generator writes "
        << "(`cmake --build build --target update_catalog_report` refreshes it).\n\n"
        << "## Parts per kind\n\n"
        << "| kind | parts | retail price | launch price only | no price | of the priced: quoted with date "
           "and URL |"
           "\n|---|---:|---:|---:|---:|---:|\n";
    for (const KindTable &k : kinds()) {
        const QString kind = QString::fromLatin1(k.kind);
        const int total = scalar(db, QStringLiteral("SELECT count(*) FROM part WHERE kind = '%1'").arg(kind));
        const int retail = scalar(db,
            QStringLiteral("SELECT count(*) FROM part JOIN price ON price.part_id = part.id "
                           "AND price.kind = 'retail' WHERE part.kind = '%1'")
                .arg(kind));
        const int launch = scalar(db,
            QStringLiteral("SELECT count(*) FROM part WHERE kind = '%1' AND id IN "
                           "(SELECT part_id FROM price WHERE kind = 'launch') AND id NOT IN "
                           "(SELECT part_id FROM price WHERE kind = 'retail')")
                .arg(kind));
        const int quoted = scalar(db,
            QStringLiteral("SELECT count(DISTINCT part.id) FROM part JOIN price ON price.part_id = part.id "
                           "AND price.source_id = 'quoted' WHERE part.kind = '%1'")
                .arg(kind));
        out << "| " << kind << " | " << total << " | " << retail << " | " << launch << " | "
            << total - retail - launch << " | " << quoted << " |\n";
    }
    out << "\nQuoted prices (`db/curated/prices.csv`): a maker's launch price or a price a review named, "
           "each in its "
           "own currency with the date and page it comes from; launch: "
        << stats.quotedPrices.value(QStringLiteral("launch"))
        << ", review: " << stats.quotedPrices.value(QStringLiteral("review")) << " parts.";
    {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT min(seen_on), max(seen_on), group_concat(DISTINCT currency) FROM price "
                              "WHERE source_id = 'quoted'"));
        if (q.next() && !q.value(0).isNull())
            out << " Dated " << q.value(0).toString() << " to " << q.value(1).toString() << "; currencies "
                << q.value(2).toString() << '.';
    }
    out << '\n';
    if (!stats.datasetPricedQuotes.isEmpty())
        out << "- Quoted prices left out because a dataset prices the part: "
            << stats.datasetPricedQuotes.join(QStringLiteral("; ")) << '\n';

    out << "\n## Street prices of GPU models\n\n"
        << "Dated street prices (`db/curated/street_prices.csv`): what a new or a used card of a model sold "
           "for, from dated articles, each with its page and a quote. A model's price is given to every "
           "catalog variant of it (same model and memory) unless the variant's own price is newer.\n\n"
        << "| condition | models priced | catalog GPUs priced |\n|---|---:|---:|\n";
    for (const QString &condition : QStringList {QStringLiteral("new"), QStringLiteral("used")}) {
        out << "| " << condition << " | " << stats.streetPricedModels.value(condition) << " | "
            << scalar(db,
                   QStringLiteral("SELECT count(*) FROM street_price JOIN gpu USING (part_id) WHERE "
                                  "street_price.condition = '%1'")
                       .arg(condition))
            << " |\n";
    }
    {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT min(seen_on), max(seen_on), group_concat(DISTINCT currency), "
                              "count(DISTINCT url) FROM street_price JOIN gpu USING (part_id)"));
        if (q.next() && !q.value(0).isNull())
            out << "\nSeen " << q.value(0).toString() << " to " << q.value(1).toString()
                << " (a month where the "
                << "page gives no day); currencies " << q.value(2).toString() << "; " << q.value(3).toInt()
                << " pages.\n";
    }
    if (!stats.missingStreetPrices.isEmpty())
        out << "\nMissing (looked for, no dated price found; see `db/curated/street-prices-tried.md`): "
            << stats.missingStreetPrices.join(QStringLiteral(", ")) << ".\n";

    out << "\n## Street prices of memory\n\n"
        << "Dated prices of memory by the GB (`db/curated/memory_prices.csv`, see `memory_prices.md`): the "
           "newest row with a day of each generation, kind and condition prices every catalog kit of them by "
           "its capacity, unless the kit's own price is newer. Rows whose page shows no day are context "
           "only.\n\n";
    for (const QString &line : stats.memoryStreetPrices)
        out << "- " << line << '\n';
    if (!stats.missingMemoryPrices.isEmpty())
        out << "\nNo dated price (the kits keep their own): "
            << stats.missingMemoryPrices.join(QStringLiteral(", ")) << ".\n";

    out << "\n## Values missing or derived\n\n"
        << "Missing: the value is unknown and left empty. Derived: filled by a documented rule and marked as "
           "an "
        << "estimate in the catalog and the UI.\n\n| kind | field | missing | derived "
           "|\n|---|---|---:|---:|\n";
    for (const KindTable &k : kinds()) {
        const QString kind = QString::fromLatin1(k.kind);
        QMap<QString, QPair<int, int>> fields;
        for (const QString &column : k.nullable) {
            fields[column].first = scalar(db,
                QStringLiteral("SELECT count(*) FROM %1 WHERE %2 IS NULL")
                    .arg(QLatin1StringView(k.table), column));
        }
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT estimated FROM part WHERE kind = '%1' AND estimated != ''").arg(kind));
        while (q.next()) {
            for (const QString &f : q.value(0).toString().split(u' ', Qt::SkipEmptyParts))
                ++fields[f].second;
        }
        for (auto it = fields.cbegin(); it != fields.cend(); ++it)
            out << "| " << kind << " | " << it.key() << " | " << it->first << " | " << it->second << " |\n";
    }

    out << "\n## Hand-curated coverage\n\n"
        << "- Motherboards with a curated slot layout (positions, widths, lane sharing): "
        << stats.curatedLayouts
        << "\n- Motherboards with a layout derived from their slot list (marked approximate): "
        << stats.derivedLayouts << "\n- Cases with radiator mounts: " << stats.casesWithRadiators
        << "\n- Cases whose longest graphics card comes from the maker's list or a review's "
           "specification table (db/curated/case_radiators.csv): "
        << stats.casesWithGpuLength
        << "\n- Cases whose CPU-cooler clearance comes from the maker or a review "
           "(db/curated/case_cooler_clearance.csv): "
        << stats.casesWithCoolerClearance
        << "\n- The most common cases (db/curated/case_common.csv: the cases the scenarios and "
           "tests/data builds use, then the priced ATX/E-ATX cases with 7+ expansion openings that "
           "have the most catalog entries): "
        << stats.commonCases << "; with radiator mounts: " << stats.commonCasesWithMounts
        << ", with a sourced longest card: " << stats.commonCasesWithGpuLength
        << ", with both: " << stats.commonCasesWithBoth
        << "\n- Parts added by hand (workstation CPUs and boards missing from the datasets): "
        << stats.handParts << '\n';
    out << "- Liquid-cooled cards whose radiator size comes from a review or the maker "
           "(db/curated/gpu_radiators.csv, each row with its page and quote): "
        << stats.gpusWithRadiatorSize << '\n';
    if (!stats.gpuCoolerCorrections.isEmpty())
        out << "- Cards whose cooler their source shows otherwise than the dataset (gpu_coolers.csv, or a "
               "water block with its own AIO radiator in gpu_radiators.csv, now hybrid): "
            << stats.gpuCoolerCorrections.join(QStringLiteral("; ")) << '\n';
    if (!stats.gpusWithoutRadiatorSize.isEmpty())
        out << "- Liquid-cooled (hybrid) cards whose radiator size no source read gives (FIT.RADIATORS says "
               "so as advice wherever they go): "
            << stats.gpusWithoutRadiatorSize.size() << ": "
            << stats.gpusWithoutRadiatorSize.join(QStringLiteral("; ")) << '\n';
    out << "- Motherboards with a sourced topology (PCIe switches, lane splits, M.2 sharing; "
           "db/curated/board_topology.csv): "
        << stats.topologyBoards << '\n';
    if (!stats.unappliedTopology.isEmpty())
        out << "- Topology rows not applied (no such board, or slots the board's layout lacks; such a "
               "board keeps its switches, unwired): "
            << stats.unappliedTopology.join(QStringLiteral("; ")) << '\n';
    if (!stats.unmatchedLayouts.isEmpty())
        out << "- Curated layouts naming no board in the data: "
            << stats.unmatchedLayouts.join(QStringLiteral("; ")) << '\n';

    out << "\n## Slot layout confidence\n\n"
        << "positions: a source gives the opening of every slot; slots-and-lanes: count, size, lanes and "
           "generation confirmed by a source, openings by rule; unverified: not checked against a source "
           "(curated from memory, or derived from a slot list). Sources are in "
           "`db/curated/board_sources.csv`."
           "\n\n| confidence | curated layout | derived layout |\n|---|---:|---:|\n";
    for (const char *level : {"positions", "slots-and-lanes", "unverified"}) {
        const auto count = [&](int approximate) {
            return scalar(db,
                QStringLiteral("SELECT count(*) FROM motherboard WHERE layout_confidence = '%1' AND "
                               "layout_approximate = %2")
                    .arg(QLatin1StringView(level))
                    .arg(approximate));
        };
        out << "| " << level << " | " << count(0) << " | " << count(1) << " |\n";
    }
    // The boards a multi-GPU build can use: four or more x16-size openings, per platform (socket).
    out << "\n### Boards with four or more x16-size openings, per platform\n\n"
        << "Boards whose layout has at least four slots with an x16 connector (whatever their lanes), by "
           "socket and layout confidence (unverified includes the layouts derived from a slot list).\n\n| "
           "socket | positions | slots-and-lanes | unverified |\n"
           "|---|---:|---:|---:|\n";
    {
        QSqlQuery q(db);
        q.exec(QStringLiteral(
            "SELECT m.socket, sum(m.layout_confidence = 'positions'), "
            "sum(m.layout_confidence = 'slots-and-lanes'), sum(m.layout_confidence = 'unverified') "
            "FROM motherboard m WHERE (SELECT count(*) FROM pcie_slot s WHERE s.board_id = m.part_id "
            "AND s.physical_lanes = 16) >= 4 GROUP BY m.socket ORDER BY m.socket"));
        while (q.next())
            out << "| " << q.value(0).toString() << " | " << q.value(1).toInt() << " | " << q.value(2).toInt()
                << " | " << q.value(3).toInt() << " |\n";
    }
    if (!stats.unverifiedBoards.isEmpty()) {
        out << "\n## Curated workstation boards not verified, with the sources tried\n\n"
            << "Their layouts stay unverified: no source read gives their slots' lanes and sizes (or the "
               "sources read disagree). From `db/curated/board_unverified.csv`.\n\n"
            << "| board | sources tried |\n|---|---|\n";
        for (const auto &[board, tried] : stats.unverifiedBoards) {
            QString cell = tried;
            cell.replace(u'|', QStringLiteral("\\|")).replace(u'\n', u' ');
            out << "| " << board << " | " << cell << " |\n";
        }
    }
    out << "\n## Sourced values\n\nValues with a source URL recorded beside them (`fact_source`), "
           "per kind and field.\n\n| kind | field | parts |\n|---|---|---:|\n";
    {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT part.kind, fact_source.field, count(DISTINCT part.id) FROM fact_source "
                              "JOIN part ON part.id = fact_source.part_id GROUP BY 1, 2 ORDER BY 1, 2"));
        while (q.next())
            out << "| " << q.value(0).toString() << " | " << q.value(1).toString() << " | "
                << q.value(2).toInt() << " |\n";
    }
    out << "\n- Entries merged as duplicates of the same product (the curated or priced one kept): "
        << stats.mergedDuplicates.size()
        << " (their ids stay as aliases of the kept entry, so saved builds still find the part)\n";
    if (!stats.conflictingValues.isEmpty())
        out << "- Values the merged entries disagreed on, left unknown: "
            << stats.conflictingValues.join(QStringLiteral("; ")) << '\n';
    out << "- Storage capacities corrected from the product's own name (a \"14TB\" drive stored as 14 GB, a "
           "\"1.92 TB\" one cut to 1000 GB; db/generator/storagecapacity.cpp): "
        << stats.correctedCapacities.size() << '\n';
    if (!stats.correctedCapacities.isEmpty())
        out << "  " << stats.correctedCapacities.join(QStringLiteral("; ")) << '\n';
    out << "- Derived slot layouts held to their platform's PCIe generation (the dataset lists most slots as "
           "Gen 4 whatever the board's age; db/curated/platform_pcie_generations.csv, per socket and "
           "chipset, "
           "with sources; db/generator/pciegenerations.cpp): "
        << (stats.loweredGenerations.isEmpty() ? QStringLiteral("none lowered")
                                               : stats.loweredGenerations.join(QStringLiteral("; ")))
        << "; derived layouts of a platform no row names, left as the dataset gives them: "
        << stats.derivedLayoutsWithoutEra << '\n';
    out << "- Audit (db/generator/catalogaudit.cpp), values that cannot be right, left as the dataset gives "
           "them "
           "until a source settles each:\n";
    out << "  - Cases recorded as taking mini-ITX boards only, with five or more expansion openings (the "
           "dataset records HTPC desktop cases so; a mini-ITX board has one slot): "
        << stats.doubtfulCaseForms.size() << ": " << stats.doubtfulCaseForms.join(QStringLiteral("; "))
        << '\n';
    out << "  - Cases given the board sizes a source shows them taking (db/curated/case_form_factors.csv): "
        << (stats.correctedCaseForms.isEmpty() ? QStringLiteral("none")
                                               : stats.correctedCaseForms.join(QStringLiteral("; ")))
        << '\n';
    out << "  - Boards entered twice whose entries disagree on the number of x16 slots (one entry is wrong; "
           "the "
           "MSI MAG X570 Tomahawk WiFi among them): "
        << stats.disagreeingBoardSlots.size() << ": "
        << stats.disagreeingBoardSlots.join(QStringLiteral("; ")) << '\n';
    out << "  - Derived layouts of platforms older than PCIe 4.0 that still offer Gen 4 or later (no row of "
           "platform_pcie_generations.csv names the platform yet): "
        << (stats.impossibleGenerations.isEmpty() ? QStringLiteral("none")
                                                  : stats.impossibleGenerations.join(QStringLiteral("; ")))
        << '\n';
    if (!stats.unsettledCapacities.isEmpty())
        out << "- Storage capacities that contradict the name or the kind, left as the dataset gives them "
               "(reasons in db/curated/storage_capacities.csv): "
            << stats.unsettledCapacities.join(QStringLiteral("; ")) << '\n';
    if (!stats.unmatchedFacts.isEmpty())
        out << "- Sourced facts naming no part in the data: "
            << stats.unmatchedFacts.join(QStringLiteral("; ")) << '\n';

    out << "\n## Rows dropped by the curation\n\n| kind | reason | rows |\n|---|---|---:|\n";
    QString error;
    const CsvTable dropped = CsvTable::read(droppedCsv, &error);
    QMap<QPair<QString, QString>, int> reasons;
    static const QRegularExpression numbers(QStringLiteral(R"((?<![A-Za-z])-?\d+(\.\d+)?)"));
    for (qsizetype r = 0; r < dropped.size(); ++r) {
        QString reason = dropped.cell(r, QStringLiteral("reason"));
        reason.replace(numbers, QStringLiteral("N"));
        if (!dropped.cell(r, QStringLiteral("kind")).isEmpty())
            ++reasons[{dropped.cell(r, QStringLiteral("kind")), reason}];
    }
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        out << "| " << it.key().first << " | " << it.key().second << " | " << *it << " |\n";
    if (!error.isEmpty())
        out << "| – | " << error << " | – |\n";
    return text;
}

} // namespace rigsmith::db
