// SPDX-License-Identifier: GPL-3.0-or-later
#include "charttablemodel.h"

namespace rigsmith::ui {

void ChartTableModel::setTable(QStringList headers, QList<QVariantList> rows)
{
    beginResetModel();
    mHeaders = std::move(headers);
    mRows = std::move(rows);
    mToolTips.clear();
    endResetModel();
}

void ChartTableModel::setRowToolTips(QStringList tips)
{
    mToolTips = std::move(tips);
    if (!mRows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::ToolTipRole});
}

int ChartTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mRows.size());
}

int ChartTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mHeaders.size());
}

QVariant ChartTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= mRows.size())
        return {};
    if (role == Qt::ToolTipRole)
        return mToolTips.value(index.row());
    if (role != Qt::DisplayRole)
        return {};
    return mRows[index.row()].value(index.column());
}

QVariant ChartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return mHeaders.value(section);
    return section + 1;
}

QByteArray ChartTableModel::toCsv() const
{
    const auto cell = [](const QVariant &v) {
        QString s = v.toString();
        if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n'))
            s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
        return s;
    };
    QStringList lines;
    QStringList header;
    for (const QString &h : mHeaders)
        header.append(cell(h));
    lines.append(header.join(u','));
    for (const QVariantList &row : mRows) {
        QStringList cells;
        for (const QVariant &v : row)
            cells.append(cell(v));
        lines.append(cells.join(u','));
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

} // namespace rigsmith::ui
