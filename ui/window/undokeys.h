// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace rigsmith::ui {

// Ctrl+Z and Ctrl+Shift+Z in a number field of the window undo and redo the build, as everywhere else
// in it: each change of such a field is already one step of the build's history, and the field's own
// text undo would take back keystrokes the build never saw. Text fields (the parts search, notes) keep
// their own undo, and so do dialogs.
class BuildUndoKeys : public QObject
{
    Q_OBJECT
public:
    // Watches the application for key events aimed at a spin box inside `window`.
    static void install(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit BuildUndoKeys(QWidget *window);
    QPointer<QWidget> mWindow;
};

} // namespace rigsmith::ui
