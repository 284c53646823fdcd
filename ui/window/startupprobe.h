// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>

// Start-up measurement from outside the process. When RIGSMITH_STARTUP_PROBE holds a monotonic
// time in nanoseconds (taken by whoever launched the program, just before launching it), the
// window's first paint prints "first-paint <ms since that time>" on stdout and the program quits.
// Header-only, so a bare Qt program can report the same way for comparison.
namespace rigsmith::ui {

class StartupProbe : public QObject
{
public:
    // Watches `window` when the variable is set; does nothing otherwise.
    static void install(QWidget *window)
    {
        bool ok = false;
        const qint64 launched = qgetenv("RIGSMITH_STARTUP_PROBE").toLongLong(&ok);
        if (ok)
            window->installEventFilter(new StartupProbe(launched, window));
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !mReported) {
            mReported = true;
            // After this paint pass (the window and its children) has been flushed.
            QTimer::singleShot(0, this, [this] {
                const qint64 now = QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs();
                std::printf("first-paint %.3f\n", double(now - mLaunched) / 1e6);
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    StartupProbe(qint64 launched, QObject *parent)
        : QObject(parent)
        , mLaunched(launched)
    {
    }

    qint64 mLaunched;
    bool mReported = false;
};

} // namespace rigsmith::ui
