// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildpropertiesdialog.h"

#include "core/document/setsettingscommand.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUndoStack>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {
constexpr int kMaxName = 200; // a title, not a text: the notes hold the rest
}

BuildPropertiesDialog::BuildPropertiesDialog(BuildDocument *document, QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
    , mName(new QLineEdit(this))
    , mNotes(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Build properties"));
    const Build &b = document->build();
    mName->setMaxLength(kMaxName);
    mName->setText(b.name);
    mName->setPlaceholderText(tr("Untitled"));
    mName->setToolTip(tr("Shown as the tab and window title and at the top of the build sheet"));
    mNotes->setPlainText(b.notes);
    mNotes->setPlaceholderText(tr("What the build is for, what it shows, what is still open"));
    mNotes->setTabChangesFocus(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Name"), mName);
    form->addRow(tr("Notes"), mNotes);
    form->addRow(buttons);
    resize(520, 360);
}

bool BuildPropertiesDialog::apply()
{
    const QString name = mName->text().trimmed();
    const QString notes = mNotes->toPlainText().trimmed();
    const Build &b = mDocument->build();
    if (name == b.name && notes == b.notes)
        return false;
    mDocument->undoStack()->push(new SetMetadataCommand(mDocument, name, notes));
    return true;
}

} // namespace rigsmith::ui
