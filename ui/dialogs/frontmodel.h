// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/workload/workloadestimate.h"

#include <QAbstractTableModel>

namespace rigsmith::ui {

// The advisor's front as one item model: row i is suggestion i, for the dialog's table and its chart
// alike (each knows a suggestion by its row, never by its price). Columns: price, GPUs, the primary
// job's throughput, one per further job, what binds, warnings, value map. The chart reads a row's
// figures through PriceRole and ThroughputRole, its point's tooltip through PointTipRole.
class FrontModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        PriceRole = Qt::UserRole + 1, // double: the price in the currency's units
        ThroughputRole, // double: the primary job's throughput
        PointTipRole, // QString: the chart point's tooltip
        GpusRole, // QString: the cards, as the chart labels the point
    };
    enum Column { Price, Gpus, Throughput, FirstOtherJob };

    explicit FrontModel(QObject *parent = nullptr);

    // A search's front (empty: no rows), with the further jobs' figures as the search estimated them.
    void setFront(const QList<core::advisor::Suggestion> &front);
    const QList<core::advisor::Suggestion> &front() const { return mFront; }
    const core::advisor::Suggestion *suggestion(int row) const;
    QString unit() const { return mFront.isEmpty() ? QString() : mFront.first().unit; }
    int otherJobs() const { return int(mOthers.size()); }
    int bindsColumn() const { return FirstOtherJob + otherJobs(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(int row, int column) const;
    QString pointTip(int row) const;

    QList<core::advisor::Suggestion> mFront;
    QList<core::Workload> mOthers; // the further jobs every suggestion holds (the query's)
};

} // namespace rigsmith::ui
