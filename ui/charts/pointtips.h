// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPoint>

#include <functional>

QT_BEGIN_NAMESPACE
class QChartView;
class QXYSeries;
QT_END_NAMESPACE

namespace rigsmith::ui {

// Tooltips and clicks for the drawn points of a chart's XY series, found by where each point is drawn.
// A series' own hover signal is not enough: a scatter marker reports only entering it, and the view's
// tooltip event that follows a resting pointer asks the scene, whose items carry no tooltip, and so hides
// the text again; points of one series under another were never reported at all. This watches the view's
// viewport, so it outlives the charts the view is given.
class PointTips : public QObject
{
    Q_OBJECT
public:
    struct Hit
    {
        QXYSeries *series = nullptr;
        int index = -1;
    };
    // The tooltip of a point of `series`, or empty for a point that has none.
    using TipFor = std::function<QString(const QXYSeries *series, int index)>;

    PointTips(QChartView *view, TipFor tip);
    void setTip(TipFor tip) { mTip = std::move(tip); }
    // The visible point drawn nearest `viewportPosition` within `radius` pixels.
    Hit pointAt(const QPoint &viewportPosition, qreal radius = 8.0) const;
    // Where a point is drawn, in the viewport's coordinates.
    QPoint viewportPosition(const QXYSeries *series, int index) const;

Q_SIGNALS:
    void clicked(QXYSeries *series, int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool showTip(const QPoint &viewportPosition, const QPoint &globalPosition);

    QChartView *mView;
    TipFor mTip;
    bool mShowing = false;
};

} // namespace rigsmith::ui
