// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rigsmith::ui {

// Shows the chassis scene: Ctrl+wheel zooms, "fit" shows everything, and the pointer's position
// is reported in millimetres.
class ChassisView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit ChassisView(QWidget *parent = nullptr);
    void zoomBy(double factor);
    void fit();

Q_SIGNALS:
    void hover(const QString &text);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
};

} // namespace rigsmith::ui
