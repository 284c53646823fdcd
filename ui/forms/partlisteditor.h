// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"

#include <QDialog>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTimer;

namespace rigsmith::ui {

// Finds parts in the catalog by kind and words and hands each one chosen to picked(); stays open so
// several can be added ("my two 3090s": the same card twice).
class PartPicker : public QDialog
{
    Q_OBJECT
public:
    PartPicker(const core::PartCatalog *catalog, const QString &title, QWidget *parent = nullptr);
    QComboBox *kind() const { return mKind; }
    QLineEdit *words() const { return mWords; }
    QListWidget *results() const { return mResults; }
    // Runs the search for the kind and words now (it otherwise runs shortly after typing stops).
    void searchNow();
    // Hands the selected result to picked(); false when none is selected.
    bool addSelected();

Q_SIGNALS:
    void picked(const core::Part &part);

private:
    const core::PartCatalog *mCatalog;
    QComboBox *mKind;
    QLineEdit *mWords;
    QListWidget *mResults;
    QLabel *mStatus;
    QPushButton *mAdd;
    QTimer *mTimer;
    QList<core::Part> mFound;
};

// A list of parts with a tick each: parts offered (the current build's, unticked) and parts added
// from the catalog (ticked). ids() gives the ticked ones, a part as often as it is listed.
class PartListEditor : public QWidget
{
    Q_OBJECT
public:
    PartListEditor(const core::PartCatalog *catalog, const QString &pickerTitle, QWidget *parent = nullptr);
    void addPart(core::PartKind kind, const core::PartInfo &info, bool ticked);
    QList<core::PartId> ids() const;
    QListWidget *list() const { return mList; }
    QPushButton *addButton() const { return mAddButton; }
    QPushButton *removeButton() const { return mRemoveButton; }
    // The picker the Add button opens (created on first use).
    PartPicker *picker();

private:
    const core::PartCatalog *mCatalog;
    QString mPickerTitle;
    QListWidget *mList;
    QPushButton *mAddButton;
    QPushButton *mRemoveButton;
    PartPicker *mPicker = nullptr;
};

} // namespace rigsmith::ui
