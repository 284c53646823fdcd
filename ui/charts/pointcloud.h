// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsObject>
#include <QList>
#include <QPointF>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
class QGraphicsView;
QT_END_NAMESPACE

namespace rigsmith::ui {

// Thousands of points on a Qt chart as one item. A QScatterSeries makes a graphics item per
// point, which costs tens of milliseconds for the catalog's GPUs on every redraw; this item maps
// its points through the axes of `reference` (an empty series on the same chart, which also gives
// the legend entry and the colours) and paints them in one pass, clipped to the plot area.
class PointCloudItem : public QGraphicsObject
{
    Q_OBJECT
public:
    PointCloudItem(QChart *chart, QAbstractSeries *reference);

    void setPoints(QList<QPointF> values);
    // Points drawn in the colours of `reference` instead (another empty series, for its legend
    // entry): here the cards the guide warns against.
    void setMarked(QList<bool> marked, QAbstractSeries *reference);
    const QList<QPointF> &points() const { return mValues; }
    // Where a point is drawn, in this item's coordinates.
    QPointF positionOf(qsizetype index) const;
    // The point drawn nearest `position` (item coordinates) within `radius` pixels, or -1.
    qsizetype pointAt(const QPointF &position, qreal radius = 5.0) const;

    // Reports hovers and clicks on the points seen through `view` (by watching its viewport, so
    // the line and markers drawn above the cloud do not swallow them).
    void watch(QGraphicsView *view);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

Q_SIGNALS:
    // -1 when the pointer leaves every point.
    void hovered(qsizetype index);
    void clicked(qsizetype index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QChart *mChart;
    QAbstractSeries *mReference;
    QList<QPointF> mValues;
    QList<bool> mMarked;
    QAbstractSeries *mMarkedReference = nullptr;
    QGraphicsView *mView = nullptr;
    qsizetype mHovered = -1;
};

} // namespace rigsmith::ui
