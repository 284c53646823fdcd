// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace rigsmith::ui {

// Runs `show` now if no modal dialog is up, else once the last one has closed, so that two
// dialogs never stack: a catalog warning that arrives while the catalog-drift dialog or the
// recovery offer waits for an answer is shown after it, not inside its event loop. Nothing runs
// once `owner` is gone.
inline void whenNoModalDialog(QWidget *owner, std::function<void()> show)
{
    if (!QApplication::activeModalWidget()) {
        show();
        return;
    }
    QTimer::singleShot(200, owner, [owner = QPointer<QWidget>(owner), show = std::move(show)]() mutable {
        if (owner)
            whenNoModalDialog(owner, std::move(show));
    });
}

} // namespace rigsmith::ui
