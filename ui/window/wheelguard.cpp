// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QSlider>

namespace rigsmith::ui {
namespace {

// Strong focus: a click or Tab gives the widget focus, the wheel does not (Qt::WheelFocus would).
void takeWheelFocusAway(QWidget *widget)
{
    if (WheelGuard::guards(widget) && widget->focusPolicy() == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
}

} // namespace

bool WheelGuard::guards(const QWidget *widget)
{
    // A scroll bar is what the wheel is for; a combo box's open list scrolls as usual.
    return qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget)
        || qobject_cast<const QSlider *>(widget);
}

void WheelGuard::install()
{
    static QPointer<WheelGuard> installed;
    if (installed || !qApp)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
    for (QWidget *w : QApplication::allWidgets())
        takeWheelFocusAway(w);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish) {
        if (watched->isWidgetType())
            takeWheelFocusAway(static_cast<QWidget *>(watched));
    } else if (event->type() == QEvent::Wheel && watched->isWidgetType()) {
        auto *widget = static_cast<QWidget *>(watched);
        if (guards(widget) && !widget->hasFocus()) {
            // Not for this field: ignored and so passed on to its parents (the panel scrolls).
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace rigsmith::ui
