// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
        QString path; // the build's file, if it has one: exports never replace it
    };
    explicit CompareDialog(const QList<Entry> &open, QWidget *parent = nullptr);

    // Adds a build file to the choices; returns why it could not be read, if it could not.
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
    // True (with the message) when `path` is the file of a build being compared.
    bool replacesABuild(const QString &path, QString *error) const;

    QList<Entry> mEntries;
    QListWidget *mChoices;
    QTableWidget *mTable;
    QChartView *mChart;
    QLabel *mStatus;
    core::Comparison mComparison;
};

} // namespace rigsmith::ui
