// SPDX-License-Identifier: GPL-3.0-or-later
#include "chassisview.h"

#include <QGraphicsItem>
#include <QMouseEvent>
#include <QWheelEvent>

namespace rigsmith::ui {

ChassisView::ChassisView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setAcceptDrops(true);
    setMouseTracking(true);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setToolTip(
        tr("The build to scale. Drop parts here; drag GPUs between slots. Keyboard: arrows select a part, "
           "Alt+Up/Down move the selected GPU, Delete removes, the menu key opens the part's menu."));
}

void ChassisView::zoomBy(double factor)
{
    mAutoFit = false;
    scale(factor, factor);
}

void ChassisView::fit()
{
    mAutoFit = true;
    refit();
}

void ChassisView::refit()
{
    if (!scene())
        return;
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
    // A redrawn build may be larger or smaller (another board, another case): follow it.
    connect(
        scene(), &QGraphicsScene::sceneRectChanged, this, &ChassisView::sceneResized, Qt::UniqueConnection);
}

void ChassisView::sceneResized()
{
    if (mAutoFit && scene())
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void ChassisView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (mAutoFit)
        refit();
}

void ChassisView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 1.15 : 1.0 / 1.15);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void ChassisView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF p = mapToScene(event->position().toPoint());
    QString text = tr("%1 mm, %2 mm").arg(p.x(), 0, 'f', 0).arg(p.y(), 0, 'f', 0);
    if (QGraphicsItem *item = itemAt(event->position().toPoint())) {
        const QRectF r = item->sceneBoundingRect();
        text += tr(" — item %1 × %2 mm").arg(r.width(), 0, 'f', 0).arg(r.height(), 0, 'f', 1);
    }
    Q_EMIT hover(text);
    QGraphicsView::mouseMoveEvent(event);
}

} // namespace rigsmith::ui
