// SPDX-License-Identifier: GPL-3.0-or-later
#include "partfilterproxy.h"

#include "parttablemodel.h"

namespace rigsmith::ui {

PartFilterProxy::PartFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(PartTableModel::SortRole);
}

void PartFilterProxy::setQuery(const core::PartQuery &query)
{
    mQuery = query;
    mMatcher = core::PartMatcher(query);
    invalidateFilter();
}

bool PartFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto *model = qobject_cast<const PartTableModel *>(sourceModel());
    if (!model)
        return true;
    return mMatcher(model->part(sourceRow), model->words(sourceRow));
}

bool PartFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(PartTableModel::SortRole);
    const QVariant r = right.data(PartTableModel::SortRole);
    if (!l.isValid() || !r.isValid())
        return l.isValid() && !r.isValid(); // unknown values last
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return l.toString().compare(r.toString(), Qt::CaseInsensitive) < 0;
    return l.toDouble() < r.toDouble();
}

} // namespace rigsmith::ui
