// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rigsmith::ui {

// Shows the chassis scene: Ctrl+wheel zooms, "fit" shows everything, and the pointer's position
// is reported in millimetres. Until the user zooms, the view keeps the whole drawing fitted as the
// view is resized (the window's first layout included) and as the drawing changes size.
class ChassisView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit ChassisView(QWidget *parent = nullptr);
    void zoomBy(double factor);
    void fit();
    bool fitsAutomatically() const { return mAutoFit; }

Q_SIGNALS:
    void hover(const QString &text);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refit();
    void sceneResized();

    bool mAutoFit = true;
};

} // namespace rigsmith::ui
