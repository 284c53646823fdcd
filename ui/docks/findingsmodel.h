// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/finding.h"

#include <QAbstractItemModel>

namespace rigsmith::core {
class AnalysedBuild;
}

namespace rigsmith::ui {

// The findings of a build as a tree a view shows: one row per severity that has findings ("Errors (2)"),
// under it one row per finding as the user reads it (Report::rows: identical findings about several
// cards are one row listing their slots). An empty report is one row, "No problems found.".
class FindingsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role {
        FindingsRole = Qt::UserRole + 1, // QList<int>: the report's findings a row stands for
        MessageRole = Qt::UserRole + 10,
        FixRole, // "Fix: …"
        DetailRole, // rule · guide section (· slots, for a grouped row)
        SeverityRole, // on group and finding rows
    };

    explicit FindingsModel(QObject *parent = nullptr);
    // Shows the report of `build` and follows it as it is analysed again (a tab's build).
    void follow(const core::AnalysedBuild *build);
    void setReport(const core::Report &report);
    const core::Report &report() const { return mReport; }

    // The rows that stand for findings (not the groups), top to bottom.
    QModelIndexList findingRows() const;
    QList<int> findingsOf(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Group
    {
        core::Severity severity;
        QList<QList<int>> rows; // indexes into mReport.findings
    };
    QVariant groupData(const Group &group, int role) const;
    QVariant rowData(const QList<int> &row, core::Severity severity, int role) const;

    core::Report mReport;
    QList<Group> mGroups;
    QMetaObject::Connection mFollowed;
};

} // namespace rigsmith::ui
