// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace rigsmith::ui {

// The mouse wheel scrolls the panel under it and edits a spin box, combo box or slider only once
// the user has clicked into it (focus on click, as Qt applications do): one filter on the
// application for every such widget, in every window and dialog. Without it a user scrolling the
// workload panel changes whatever field passes under the pointer.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    // Installs the guard on the application once; widgets that exist already are covered too.
    static void install();
    // Whether the wheel edits `widget` only when it has focus.
    static bool guards(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace rigsmith::ui
