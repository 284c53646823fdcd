// SPDX-License-Identifier: GPL-3.0-or-later
#include "pointtips.h"

#include <QChart>
#include <QChartView>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QXYSeries>

namespace rigsmith::ui {

PointTips::PointTips(QChartView *view, TipFor tip)
    : QObject(view)
    , mView(view)
    , mTip(std::move(tip))
{
    view->viewport()->installEventFilter(this);
}

QPoint PointTips::viewportPosition(const QXYSeries *series, int index) const
{
    QChart *chart = mView->chart();
    return mView->mapFromScene(
        chart->mapToScene(chart->mapToPosition(series->at(index), const_cast<QXYSeries *>(series))));
}

PointTips::Hit PointTips::pointAt(const QPoint &viewportPosition, qreal radius) const
{
    Hit best;
    QChart *chart = mView->chart();
    if (!chart)
        return best;
    qreal bestDistance = radius * radius;
    const QRectF plot = chart->plotArea();
    // The series drawn last lies on top: it wins a tie.
    for (QAbstractSeries *s : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (!xy || !xy->isVisible())
            continue;
        for (int i = 0; i < xy->count(); ++i) {
            if (!plot.contains(chart->mapToPosition(xy->at(i), xy)))
                continue;
            const QPointF d = QPointF(this->viewportPosition(xy, i) - viewportPosition);
            const qreal distance = QPointF::dotProduct(d, d);
            if (distance <= bestDistance) {
                best = {xy, i};
                bestDistance = distance;
            }
        }
    }
    return best;
}

bool PointTips::showTip(const QPoint &viewportPosition, const QPoint &globalPosition)
{
    const Hit hit = pointAt(viewportPosition);
    const QString text = hit.series && mTip ? mTip(hit.series, hit.index) : QString();
    if (text.isEmpty()) {
        if (mShowing)
            QToolTip::hideText();
        mShowing = false;
        return false;
    }
    QToolTip::showText(globalPosition, text, mView->viewport());
    mShowing = true;
    return true;
}

bool PointTips::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != mView->viewport())
        return false;
    switch (event->type()) {
    case QEvent::ToolTip: {
        // Answered here, or the scene would hide the text for want of an item with a tooltip.
        const auto *help = static_cast<QHelpEvent *>(event);
        return showTip(help->pos(), help->globalPos());
    }
    case QEvent::MouseMove: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        showTip(mouse->position().toPoint(), mouse->globalPosition().toPoint());
        return false;
    }
    case QEvent::Leave:
        if (mShowing)
            QToolTip::hideText();
        mShowing = false;
        return false;
    case QEvent::MouseButtonPress: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton)
            return false;
        const Hit hit = pointAt(mouse->position().toPoint());
        if (!hit.series)
            return false;
        Q_EMIT clicked(hit.series, hit.index);
        return true;
    }
    default:
        return false;
    }
}

} // namespace rigsmith::ui
