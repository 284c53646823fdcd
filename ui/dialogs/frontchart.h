// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"

#include <QChartView>

QT_BEGIN_NAMESPACE
class QGraphicsSimpleTextItem;
class QScatterSeries;
QT_END_NAMESPACE

namespace rigsmith::ui {

class PointTips;

// The advisor's front as price against throughput. Point i is suggestion i, the table's row i: the
// chart and the table know a suggestion by that index, never by its price. Every point has a tooltip;
// the points whose label finds room carry it; the selected rows are ringed. Without a front the chart
// draws no axes and says why.
class FrontChart : public QChartView
{
    Q_OBJECT
public:
    explicit FrontChart(QWidget *parent = nullptr);

    // `more`: per row, further lines for its tooltip (the other jobs' figures), if any.
    void setFront(
        const QList<core::advisor::Suggestion> &front, const QString &currency, const QStringList &more = {});
    // Nothing to draw (no search yet, no build qualifies, the query changed): `message` says so.
    void setEmpty(const QString &message);
    void setSelected(const QList<int> &rows);

    int pointCount() const { return int(mTips.size()); }
    QList<int> selected() const { return mSelectedRows; }
    QString message() const { return mMessage; }
    QString tipOf(int row) const { return mTips.value(row); }
    // Where point `row` is drawn, in the viewport's coordinates.
    QPoint pointPosition(int row) const;
    // The rows whose label is drawn.
    QList<int> labelledRows() const;
    // The rows the selection ring is drawn on.
    QList<int> ringedRows() const;

Q_SIGNALS:
    void rowClicked(int row);

private:
    void placeLabels();

    QScatterSeries *mPoints = nullptr;
    QScatterSeries *mRing = nullptr;
    QList<QGraphicsSimpleTextItem *> mLabels; // one per row, owned by the chart
    QStringList mTips;
    QList<int> mSelectedRows;
    QString mMessage;
    PointTips *mPointTips;
};

} // namespace rigsmith::ui
