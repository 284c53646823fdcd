// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

namespace rigsmith::ui {

// A chart's data as a table: what the chart's series map from (Qt Charts model mappers) and
// what "Export as CSV" writes.
class ChartTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setTable(QStringList headers, QList<QVariantList> rows);
    // One tooltip per row (every cell of the row shows it); cleared by setTable.
    void setRowToolTips(QStringList tips);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // RFC 4180 CSV with a header row.
    QByteArray toCsv() const;

private:
    QStringList mHeaders;
    QList<QVariantList> mRows;
    QStringList mToolTips;
};

} // namespace rigsmith::ui
