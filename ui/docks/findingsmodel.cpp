// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingsmodel.h"

#include "core/live/analysedbuild.h"
#include "ui/chassis/chassisitems.h"

#include <QFont>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

// A group row's internal id; a finding row's is its group's position + 1.
constexpr quintptr kGroupId = 0;

QString groupName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return FindingsModel::tr("Errors");
    case Severity::Warning:
        return FindingsModel::tr("Warnings");
    case Severity::Advice:
        return FindingsModel::tr("Advice");
    }
    return {};
}

QString numbers(QList<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    QStringList out;
    for (int v : values)
        out.append(QString::number(v));
    return out.join(QStringLiteral(", "));
}

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void FindingsModel::follow(const AnalysedBuild *build)
{
    disconnect(mFollowed);
    mFollowed = build->follow(this, [this, build] { setReport(build->report()); });
}

void FindingsModel::setReport(const Report &report)
{
    beginResetModel();
    mReport = report;
    mGroups.clear();
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Advice}) {
        QList<QList<int>> rows = report.rows(s);
        if (!rows.isEmpty())
            mGroups.append({s, std::move(rows)});
    }
    endResetModel();
}

QModelIndexList FindingsModel::findingRows() const
{
    QModelIndexList out;
    for (int g = 0; g < mGroups.size(); ++g) {
        const QModelIndex group = index(g, 0);
        for (int r = 0; r < mGroups[g].rows.size(); ++r)
            out.append(index(r, 0, group));
    }
    return out;
}

QList<int> FindingsModel::findingsOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == kGroupId)
        return {};
    return mGroups[int(index.internalId() - 1)].rows[index.row()];
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupId);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex FindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return mGroups.isEmpty() ? 1 : int(mGroups.size()); // the one "No problems found." row
    if (parent.internalId() != kGroupId || mGroups.isEmpty())
        return 0;
    return int(mGroups[parent.row()].rows.size());
}

int FindingsModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags FindingsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (mGroups.isEmpty())
        return role == Qt::DisplayRole ? QVariant(tr("No problems found.")) : QVariant();
    if (index.internalId() == kGroupId)
        return groupData(mGroups[index.row()], role);
    const Group &group = mGroups[int(index.internalId() - 1)];
    return rowData(group.rows[index.row()], group.severity, role);
}

QVariant FindingsModel::groupData(const Group &group, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1 (%2)").arg(groupName(group.severity)).arg(mReport.count(group.severity));
    case Qt::ForegroundRole:
        return BadgeItem::colour(group.severity);
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case SeverityRole:
        return int(group.severity);
    default:
        return {};
    }
}

QVariant FindingsModel::rowData(const QList<int> &row, Severity severity, int role) const
{
    const Finding &f = mReport.findings[row.first()];
    const auto detail = [&] {
        QString text = f.ruleId + QStringLiteral(" · ") + f.guideSection;
        if (row.size() > 1) {
            QList<int> slots;
            for (int i : row)
                slots += mReport.findings[i].slots;
            text += QStringLiteral(" · ")
                + (slots.isEmpty() ? tr("%1 times").arg(row.size()) : tr("slots %1").arg(numbers(slots)));
        }
        return text;
    };
    switch (role) {
    case Qt::DisplayRole:
    case MessageRole:
        return f.message;
    case FixRole:
        return tr("Fix: %1").arg(f.fix);
    case DetailRole:
        return detail();
    case Qt::ToolTipRole:
        return tr("%1\n\nFix: %2\n\n%3").arg(f.message, f.fix, detail());
    case FindingsRole:
        return QVariant::fromValue(row);
    case SeverityRole:
        return int(severity);
    default:
        return {};
    }
}

} // namespace rigsmith::ui
