// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/builddocument.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace rigsmith::ui {

// Build ▸ Properties: the build's name (its tab and window title, the build sheet's title) and
// free-text notes (what it is for, what it shows). Accepting pushes one undo step on the build's stack.
class BuildPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit BuildPropertiesDialog(core::BuildDocument *document, QWidget *parent = nullptr);

    QLineEdit *name() const { return mName; }
    QPlainTextEdit *notes() const { return mNotes; }
    // Pushes the edit when anything changed; returns whether it did.
    bool apply();

private:
    core::BuildDocument *mDocument;
    QLineEdit *mName;
    QPlainTextEdit *mNotes;
};

} // namespace rigsmith::ui
