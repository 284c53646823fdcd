// SPDX-License-Identifier: GPL-3.0-or-later
#include "chassisview.h"

#include "chassisitems.h"

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
    Q_EMIT hover(describe(itemAt(event->position().toPoint())));
    QGraphicsView::mouseMoveEvent(event);
}

QString ChassisView::describe(QGraphicsItem *item)
{
    // The part under the pointer in the tooltip's words (its first line) and the size the tooltip
    // gives: the part's own outline, not the area its label and badge reach.
    while (item && item->toolTip().isEmpty())
        item = item->parentItem();
    if (!item)
        return {};
    const QString name = item->toolTip().section(u'\n', 0, 0);
    const auto *box = dynamic_cast<const QGraphicsRectItem *>(item);
    if (!box || item->type() == SlotItemType)
        return name;
    return tr("%1 — %2 × %3 mm")
        .arg(name)
        .arg(box->rect().width(), 0, 'f', 0)
        .arg(box->rect().height(), 0, 'f', item->type() == GpuItemType ? 1 : 0);
}

} // namespace rigsmith::ui
