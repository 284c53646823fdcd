// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/compare/comparison.h"

#include <QDialog>

class QChartView;
class QLabel;
class QListWidget;
class QTableWidget;

namespace rigsmith::ui {

// Compare ▸ Builds: 2–4 of the open builds or of build files, side by side. Rows by role and by
// figure, the best of each figure in bold, the rows that differ shaded, the findings only some
// builds have, and the builds as points on cost against throughput. Exports CSV and a PDF page.
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    struct Entry
    {
        QString name;
        core::Build build;
        QString path {}; // the build's file, if it has one: exports never replace it
        QString priceNote {}; // what checking it against the catalog did (core::DriftCheck::note)
    };
    explicit CompareDialog(const QList<Entry> &open, QWidget *parent = nullptr);

    // The catalog every build is checked against before it is compared (core::checkDrift): prices
    // that moved since a build was saved are taken from it, and each build's status says so.
    void setCatalog(const core::PartCatalog *catalog);
    // Adds a build file to the choices, checked against the catalog like the others; returns why it
    // could not be read, if it could not.
    std::optional<QString> addFile(const QString &path);
    void setChecked(const QList<int> &rows);
    void refresh();

    QTableWidget *table() const { return mTable; }
    // The builds' assumptions and the warnings where they differ.
    QLabel *status() const { return mStatus; }
    const core::Comparison &comparison() const { return mComparison; }
    bool exportCsv(const QString &path, QString *error) const;
    bool exportPdf(const QString &path, QString *error) const;

private:
    QString html() const;
    void checkAgainstCatalog(Entry &entry) const;
    // True (with the message) when `path` is the file of a build being compared.
    bool replacesABuild(const QString &path, QString *error) const;

    const core::PartCatalog *mCatalog = nullptr;
    QList<Entry> mEntries;
    QListWidget *mChoices;
    QTableWidget *mTable;
    QChartView *mChart;
    QLabel *mStatus;
    core::Comparison mComparison;
};

} // namespace rigsmith::ui
