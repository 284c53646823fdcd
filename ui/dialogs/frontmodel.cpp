// SPDX-License-Identifier: GPL-3.0-or-later
#include "frontmodel.h"

#include "core/advisor/advisor.h"
#include "ui/dialogs/advisorjobs.h"

#include <QFont>

namespace rigsmith::ui {

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

FrontModel::FrontModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FrontModel::setFront(const QList<Suggestion> &front)
{
    beginResetModel();
    mFront = front;
    // Every suggestion holds the same further jobs (the query's): a column for each, its throughput.
    mOthers = front.isEmpty() ? QList<Workload>() : front.first().build.otherWorkloads;
    endResetModel();
}

const Suggestion *FrontModel::suggestion(int row) const
{
    return row >= 0 && row < mFront.size() ? &mFront[row] : nullptr;
}

int FrontModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mFront.size());
}

int FrontModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : bindsColumn() + 3;
}

QString FrontModel::text(int row, int column) const
{
    const Suggestion &s = mFront[row];
    if (column == Price)
        return s.price.toString();
    if (column == Gpus)
        return s.recommended ? tr("%1 (recommended)").arg(cardsOf(s.build)) : cardsOf(s.build);
    if (column == Throughput)
        return formatThroughput(s.throughput, s.unit);
    if (column < bindsColumn()) {
        const WorkloadEstimate e = s.otherJobs.value(column - FirstOtherJob);
        return e.fits ? formatThroughput(e.throughput, e.unit) : tr("does not fit");
    }
    if (column == bindsColumn())
        return s.binding;
    if (column == bindsColumn() + 1)
        return QString::number(s.warnings.size());
    return s.valueRank > 0 ? tr("%1 of %2").arg(s.valueRank).arg(s.valueModels) : QString();
}

QString FrontModel::pointTip(int row) const
{
    const Suggestion &s = mFront[row];
    QString tip = tr("%1\nPrice: %2\nThroughput: %3\nGPUs: %4")
                      .arg(s.build.name, s.price.toString(), formatThroughput(s.throughput, s.unit),
                          cardsOf(s.build));
    for (int j = 0; j < otherJobs(); ++j)
        tip += u'\n' + tr("Job %1: %2").arg(j + 2).arg(text(row, FirstOtherJob + j));
    return tip;
}

QVariant FrontModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= mFront.size())
        return {};
    const Suggestion &s = mFront[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return text(index.row(), index.column());
    case Qt::FontRole:
        if (s.recommended) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case PriceRole:
        return s.price.units();
    case ThroughputRole:
        return s.throughput;
    case PointTipRole:
        return pointTip(index.row());
    case GpusRole:
        return cardsOf(s.build);
    default:
        return {};
    }
}

QVariant FrontModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const int job = section - FirstOtherJob;
    if (role == Qt::ToolTipRole) {
        if (section == Throughput)
            return tr("The primary job's throughput");
        if (job >= 0 && job < otherJobs())
            return AdvisorJobs::jobName(job + 1, mOthers[job]);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    if (section == Price)
        return tr("Price");
    if (section == Gpus)
        return tr("GPUs");
    if (section == Throughput)
        return tr("Throughput");
    if (job >= 0 && job < otherJobs())
        return tr("Job %1").arg(job + 2);
    if (section == bindsColumn())
        return tr("What binds");
    if (section == bindsColumn() + 1)
        return tr("Warnings");
    return tr("Value map");
}

} // namespace rigsmith::ui
