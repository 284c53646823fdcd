// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QPair>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

namespace rigsmith::db {

class CsvTable;

// Fills an empty catalog database from the text sources in db/: the curated dataset extracts
// (db/data) and the hand-curated tables (db/curated). It derives what the sources lack (CPU lanes
// by platform, approximate slot layouts) and marks each derived value.
class CatalogBuilder
{
public:
    CatalogBuilder(QSqlDatabase db, QString dataDir, QString curatedDir);

    // Returns false and sets error() on the first problem (a malformed file, a CHECK failure).
    bool build();
    const QString &error() const { return mError; }

    // What the report needs beyond what the database itself can tell.
    struct Stats
    {
        int curatedLayouts = 0;
        int derivedLayouts = 0;
        int casesWithRadiators = 0;
        int casesWithGpuLength = 0; // cases whose longest card comes from case_radiators.csv's source
        int casesWithCoolerClearance = 0; // cases whose cooler clearance comes from case_cooler_clearance.csv
        // The most common cases (case_common.csv): how many, and how many have each sourced fact.
        int commonCases = 0;
        int commonCasesWithMounts = 0;
        int commonCasesWithGpuLength = 0;
        int commonCasesWithBoth = 0; // one entry of the case with radiator mounts and the maker's length
        int handParts = 0;
        QStringList unmatchedLayouts; // curated layouts naming a board that is not in the data
        int topologyBoards = 0; // boards given switches, lane splits or M.2 sharing
        QStringList unappliedTopology; // topology rows left out: no such board, or slots its layout lacks
        QStringList unmatchedFacts; // sourced facts (db/curated/*_facts.csv) that matched no part
        QStringList mergedDuplicates; // "kept id <- dropped id" for entries of the same product
        QStringList conflictingValues; // values merged entries disagreed on, left unknown
        // Curated boards no readable source verified (db/curated/board_unverified.csv): the board
        // and the sources tried.
        QList<QPair<QString, QString>> unverifiedBoards;
        QMap<QString, int> quotedPrices; // prices.csv prices applied, by price_kind (launch, review)
        QStringList datasetPricedQuotes; // prices.csv matches left out: the dataset prices the part
        QMap<QString, int> streetPricedModels; // street_prices.csv models priced, by condition (new, used)
        int streetPricedGpus = 0; // catalog GPUs (variants) those rows price
        QStringList missingStreetPrices; // models looked for and not found: "GeForce RTX 3080 10 GB (used)"
        // memory_prices.csv: per generation, kind and condition, the price a GB applied and how many kits
        // it prices; and those the file names with no dated row.
        QStringList memoryStreetPrices;
        QStringList missingMemoryPrices;
        QStringList correctedCapacities; // storage rows whose capacity the name corrected
        QStringList unsettledCapacities; // storage rows left as the dataset gives them, with a reason
        // Derived layouts whose slots ran above their platform's PCIe generation, by platform row; and
        // how many derived layouts no platform row names (their generations are the dataset's).
        QStringList loweredGenerations;
        int derivedLayoutsWithoutEra = 0;
        QStringList doubtfulCaseForms; // mini-ITX-only cases with an ATX case's openings
        QStringList correctedCaseForms; // cases given the board sizes a source shows them taking
        QStringList disagreeingBoardSlots; // entries of one board whose x16 slot counts differ
        QStringList impossibleGenerations; // pre-PCIe-4.0 platforms whose derived slots still say Gen 4+
        int gpusWithRadiatorSize = 0; // liquid-cooled cards whose radiator size gpu_radiators.csv sources
        QStringList gpuCoolerCorrections; // cards whose cooler a source shows otherwise than the dataset
        QStringList gpusWithoutRadiatorSize; // liquid-cooled (hybrid) cards whose radiator no source sizes
    };
    const Stats &stats() const { return mStats; }

private:
    bool insertSources();
    bool insertKind(
        const QString &file, const QString &kind, const QString &table, const QStringList &columns);
    // In handparts.cpp.
    bool insertHandCpus();
    bool insertHandBoards();
    bool insertHandGpus();
    // The rows of a curated kind file (id, name, manufacturer, release_year, the kind table's `columns`,
    // launch_cents, replaces); `fixed` gives further table columns one value for every row ("a=0,b=3").
    bool insertHandRows(const QString &file, const QString &kind, const QString &table,
        const QStringList &columns, const QString &fixed);
    // A hand-entered row that corrects the dataset entry `replaces` (none: nothing to do) takes its place.
    bool replaceDatasetEntry(
        const QString &file, const QString &kind, const QString &id, const QString &replaces);
    bool applyCpuPlatforms();
    bool applyBoardLayouts();
    bool applyBoardTopology();
    bool applyCaseRadiators();
    // In caseclearance.cpp.
    bool applyCaseCoolerClearance();
    bool applyCoolerSockets(); // in coolersockets.cpp
    bool applyGpuCoolers(); // in gpuradiators.cpp
    bool applyGpuRadiators(); // in gpuradiators.cpp
    bool applyCaseFormFactors(); // in caseformfactors.cpp
    bool countCommonCases(); // in casecommon.cpp
    // Sourced facts, in sourcedfacts.cpp.
    bool applyGpuFacts();
    bool applyCpuFacts();
    bool applyPsuFacts();
    bool applyStorageClasses();
    bool applyMemoryKinds();
    bool applyBoardSources();
    bool applyUnverifiedBoards();
    bool applyDimmKinds();
    // In chipsetsupport.cpp.
    bool applyChipsetSupport();
    // In pciegenerations.cpp.
    bool applyPcieGenerations();
    // In catalogaudit.cpp: values that cannot be right, listed in the report (changed only with a source).
    bool auditCatalog();
    // In curatedprices.cpp and storagecapacity.cpp.
    // checkOnly: read and check every row before the long build, so a bad row stops it at once.
    bool applyCuratedPrices(bool checkOnly = false);
    // In streetprices.cpp: GPU model prices, new or used, for every variant of the model.
    bool applyStreetPrices(bool checkOnly = false);
    bool applyMemoryPrices(bool checkOnly = false);
    bool checkStorageCapacities();
    // In duplicates.cpp.
    bool mergeDuplicates(const QString &kind, const QSet<QString> &preferredNames);
    // Folds the entry `old` into `kept`, another entry of the same product: its price moves over unless
    // `kept` has its own, the entry goes, and its id stays as an alias so that saved builds still find it.
    bool retirePart(const QString &old, const QString &kept);
    QSet<QString> curatedBoardNames() const;
    bool recordSource(
        const QString &partId, const QString &field, const QString &urls, const QString &confirms);
    bool exec(const QString &sql, const QVariantList &values = {});
    // Reads db/curated/`file` into `out`; false (the error recorded) when it cannot be read.
    bool readCurated(const QString &file, CsvTable &out);
    // Row `r` of a curated table of sourced facts matched to parts by name: its `url` and `quote` given and
    // its `name_pattern` a regular expression (case-insensitive); none (the error recorded) otherwise.
    std::optional<QRegularExpression> sourcedNamePattern(
        const QString &file, const CsvTable &rows, qsizetype r);
    // Every part of a kind, as (id, name).
    QList<QPair<QString, QString>> partNames(const QString &kind);
    // Every part of a kind's table (`table`, joined on part_id) with its name and one column's text: what the
    // curated corrections matched by name (cooler sockets, case form factors, GPU radiators) read and change.
    struct PartField
    {
        QString id;
        QString name;
        QString value;
    };
    QList<PartField> partsWithField(const QString &table, const QString &column);
    bool fail(const QString &message);

    QSqlDatabase mDb;
    QString mDataDir;
    QString mCuratedDir;
    QString mError;
    Stats mStats;
    QMap<QString, QString> mBoardSlotLists; // board id → raw slot list, for derived layouts
};

} // namespace rigsmith::db
