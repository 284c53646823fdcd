// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace rigsmith::ui {

// Shows the chassis scene: Ctrl+wheel zooms, "fit" shows everything, and the pointer's position
// is described in the status bar. Until the user zooms, the view keeps the whole drawing fitted as the
// view is resized (the window's first layout included) and as the drawing changes size.
class ChassisView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit ChassisView(QWidget *parent = nullptr);
    void zoomBy(double factor);
    void fit();
    bool fitsAutomatically() const { return mAutoFit; }
    // The status bar's words for the part under the pointer: its name and size as its tooltip has
    // them; nothing over an empty spot.
    static QString describe(QGraphicsItem *item);

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
