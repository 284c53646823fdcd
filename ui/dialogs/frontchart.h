// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>

QT_BEGIN_NAMESPACE
class QGraphicsSimpleTextItem;
class QScatterSeries;
QT_END_NAMESPACE

namespace rigsmith::ui {

class FrontModel;
class PointTips;

// The advisor's front as price against throughput, drawn from the item model the dialog's table shows
// (FrontModel): point i is the model's row i, and a click names that row, never a price. Every point has a
// tooltip; the points whose label finds room carry it; the selected rows are ringed. Without a front the
// chart draws no axes and says why.
class FrontChart : public QChartView
{
    Q_OBJECT
public:
    explicit FrontChart(const FrontModel *model, QWidget *parent = nullptr);

    // Draws the model's rows, prices in `currency`.
    void showFront(const QString &currency);
    // Nothing to draw (no search yet, no build qualifies, the query changed): `message` says so.
    void setEmpty(const QString &message);
    void setSelected(const QList<int> &rows);

    int pointCount() const;
    QList<int> selected() const { return mSelectedRows; }
    QString message() const { return mMessage; }
    QString tipOf(int row) const;
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

    const FrontModel *mModel;
    QScatterSeries *mPoints = nullptr;
    QScatterSeries *mRing = nullptr;
    QList<QGraphicsSimpleTextItem *> mLabels; // one per row, owned by the chart
    QList<int> mSelectedRows;
    QString mMessage;
    PointTips *mPointTips;
};

} // namespace rigsmith::ui
