// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"

#include <QSortFilterProxyModel>

namespace rigsmith::ui {

// Filters a PartTableModel with core's query semantics (words, filters, fits this build), so the
// browser and every catalog agree on what matches; sorts by each column's value.
class PartFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit PartFilterProxy(QObject *parent = nullptr);

    const core::PartQuery &query() const { return mQuery; }
    // The query names the kind of part shown; set it before the model changes kind, so the model's
    // reset filters and sorts the new parts once.
    void setQuery(const core::PartQuery &query);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    core::PartQuery mQuery;
    core::PartMatcher mMatcher {mQuery}; // the query's words read once per query, not once per row
};

} // namespace rigsmith::ui
