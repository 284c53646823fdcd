// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/layoutcorrection.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QUndoStack;

namespace rigsmith::ui {

class LayoutDraft;
class LayoutPreview;

// "Correct slot layout…": the user edits a board's slots (opening, connector size, electrical
// lanes, generation, CPU or chipset, lane sharing) with the source they read them from, sees the
// board drawn as they edit, undoes and redoes inside the dialog, and saves the layout into their
// overlay, where the catalog shows it as theirs. Layouts go out to and come in from small JSON
// files. Nothing reaches the overlay until Save, and a bad layout or file is refused with its reason.
class BoardLayoutDialog : public QDialog
{
    Q_OBJECT
public:
    // `board` as the catalog shows it (corrected already, perhaps); `store` null: no overlay this
    // session, so the layout can be exported but not saved.
    BoardLayoutDialog(const core::Part &board, const core::PartCatalog *catalog,
        core::LayoutCorrectionStore *store, QWidget *parent = nullptr);

    // The correction as it stands in the editor.
    core::LayoutCorrection correction() const;
    // What is wrong with it, each problem a line; empty when it can be saved.
    QStringList problems() const;
    QUndoStack *undoStack() const { return mUndo; }
    LayoutPreview *preview() const { return mPreview; }
    QTableWidget *slotTable() const { return mTable; }
    QLabel *statusLabel() const { return mStatus; }

    // The form's fields for the selected slot, for tests and keyboard users alike.
    QSpinBox *positionField() const { return mPosition; }
    QComboBox *sizeField() const { return mSize; }
    QComboBox *lanesField() const { return mLanes; }
    QLineEdit *sharesField() const { return mShares; }
    void selectSlot(int index);

    // The buttons' work without the file dialogs; each returns why not, or nothing.
    std::optional<QString> save();
    std::optional<QString> exportTo(const QString &path);
    std::optional<QString> importFrom(const QString &path);

private:
    void buildForm();
    void syncFromDraft();
    void edit(
        const QString &text, const QString &mergeKey, const std::function<void(core::PcieSlot &)> &change);
    void commitShares();
    void addSlot();
    void removeSlot();
    void showStatus(const QString &text, bool problem);
    int selected() const;

    core::Part mBoard;
    const core::PartCatalog *mCatalog;
    core::LayoutCorrectionStore *mStore;
    QList<int> mOriginalOpenings;
    bool mHasTopology = false;
    QUndoStack *mUndo;
    LayoutDraft *mDraft;
    LayoutPreview *mPreview;
    QTableWidget *mTable;
    QSpinBox *mPosition;
    QComboBox *mSize;
    QComboBox *mLanes;
    QSpinBox *mGeneration;
    QComboBox *mSource;
    QLineEdit *mShares;
    QComboBox *mSharedLanes;
    QLineEdit *mNote;
    QLineEdit *mUrl;
    QLabel *mProblems;
    QLabel *mStatus;
    QPushButton *mSave;
    QPushButton *mRemove;
    QPushButton *mRevert;
};

} // namespace rigsmith::ui
