// SPDX-License-Identifier: GPL-3.0-or-later
#include "undokeys.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace rigsmith::ui {

BuildUndoKeys::BuildUndoKeys(QWidget *window)
    : QObject(window)
    , mWindow(window)
{
}

void BuildUndoKeys::install(QWidget *window)
{
    if (qApp)
        qApp->installEventFilter(new BuildUndoKeys(window));
}

bool BuildUndoKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType() || !mWindow)
        return QObject::eventFilter(watched, event);
    auto *widget = static_cast<QWidget *>(watched);
    // A spin box's keys reach its line edit; either may be the one watched.
    const bool spinBox = qobject_cast<QAbstractSpinBox *>(widget)
        || (widget->parentWidget() && qobject_cast<QAbstractSpinBox *>(widget->parentWidget()));
    const auto *key = static_cast<QKeyEvent *>(event);
    if (spinBox && widget->window() == mWindow
        && (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))) {
        // Not taken by the field: the window's Undo and Redo shortcuts run.
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace rigsmith::ui
