// SPDX-License-Identifier: GPL-3.0-or-later
#include "pointcloud.h"

#include <QChart>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>

namespace rigsmith::ui {

PointCloudItem::PointCloudItem(QChart *chart, QAbstractSeries *reference)
    : QGraphicsObject(chart)
    , mChart(chart)
    , mReference(reference)
{
    // Above the plot background and grid, under the other series (Qt Charts stacks its items
    // background -1, plot area, shades, grid, axes, then the series from 4 up).
    setZValue(2.5);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        prepareGeometryChange();
        update();
    });
}

void PointCloudItem::setPoints(QList<QPointF> values)
{
    mValues = std::move(values);
    mHovered = -1;
    update();
}

void PointCloudItem::setMarked(QList<bool> marked, QAbstractSeries *reference)
{
    mMarked = std::move(marked);
    mMarkedReference = reference;
    update();
}

QPointF PointCloudItem::positionOf(qsizetype index) const
{
    return mChart->mapToPosition(mValues[index], mReference);
}

qsizetype PointCloudItem::pointAt(const QPointF &position, qreal radius) const
{
    qsizetype best = -1;
    qreal bestDistance = radius * radius;
    for (qsizetype i = 0; i < mValues.size(); ++i) {
        const QPointF d = positionOf(i) - position;
        const qreal distance = QPointF::dotProduct(d, d);
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

QRectF PointCloudItem::boundingRect() const
{
    return mChart->plotArea();
}

void PointCloudItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const auto *scatter = qobject_cast<const QScatterSeries *>(mReference);
    const qreal size = scatter ? scatter->markerSize() : 6.0;
    painter->save();
    painter->setClipRect(mChart->plotArea());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(scatter ? scatter->pen() : QPen(Qt::white));
    painter->setBrush(scatter ? scatter->brush() : QBrush(Qt::darkCyan));
    const auto marked = [this](qsizetype i) { return mMarkedReference && mMarked.value(i); };
    for (qsizetype i = 0; i < mValues.size(); ++i) {
        if (!marked(i))
            painter->drawEllipse(positionOf(i), size / 2, size / 2);
    }
    if (const auto *other = qobject_cast<const QScatterSeries *>(mMarkedReference)) {
        painter->setPen(other->pen());
        painter->setBrush(other->brush());
        for (qsizetype i = 0; i < mValues.size(); ++i) {
            if (marked(i))
                painter->drawEllipse(positionOf(i), size / 2, size / 2);
        }
    }
    painter->restore();
}

void PointCloudItem::watch(QGraphicsView *view)
{
    mView = view;
    view->viewport()->installEventFilter(this);
}

bool PointCloudItem::eventFilter(QObject *watched, QEvent *event)
{
    if (!mView || watched != mView->viewport())
        return false;
    if (event->type() == QEvent::Leave && mHovered >= 0) {
        mHovered = -1;
        Q_EMIT hovered(-1);
        return false;
    }
    // A resting pointer's tooltip event would reach the scene, which hides the point's tooltip for want
    // of an item with one: over a point it stops here.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        return pointAt(mapFromScene(mView->mapToScene(help->pos()))) >= 0;
    }
    if (event->type() != QEvent::MouseMove && event->type() != QEvent::MouseButtonPress)
        return false;
    const auto *mouse = static_cast<QMouseEvent *>(event);
    const qsizetype at = pointAt(mapFromScene(mView->mapToScene(mouse->position().toPoint())));
    if (event->type() == QEvent::MouseMove) {
        if (at != mHovered) {
            mHovered = at;
            Q_EMIT hovered(at);
        }
        return false;
    }
    if (at < 0 || mouse->button() != Qt::LeftButton)
        return false;
    Q_EMIT clicked(at);
    return true;
}

} // namespace rigsmith::ui
