// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace rigsmith::ui {

// Runs `then` once, from the event loop, right after `widget` has painted for the first time: the
// application shows its window before it starts work the window does not need to appear.
inline void afterFirstPaint(QWidget *widget, std::function<void()> then)
{
    class Watcher : public QObject
    {
    public:
        Watcher(QWidget *widget, std::function<void()> then)
            : QObject(widget)
            , mThen(std::move(then))
        {
            widget->installEventFilter(this);
        }
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if (event->type() == QEvent::Paint) {
                watched->removeEventFilter(this);
                QTimer::singleShot(0, parent(), std::move(mThen));
                deleteLater();
            }
            return QObject::eventFilter(watched, event);
        }

    private:
        std::function<void()> mThen;
    };
    new Watcher(widget, std::move(then));
}

} // namespace rigsmith::ui
