// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/overlay/useroverlay.h"
#include "db/prices/pcpartpickerlist.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace rigsmith::ui {

// File ▸ Import PCPartPicker list: a list opened from a file or pasted, each line shown with the
// catalog part it matched and how sure the match is (exact, close, none). The user may choose
// another part for any line (or none) before anything is stored; Import takes the lines with a
// price, not owned, and a part, dated by the list's footer. A list that is cut off or not a list is
// refused with the reason, and Import stays off.
class PartListImportDialog : public QDialog
{
    Q_OBJECT
public:
    PartListImportDialog(const core::PartCatalog &catalog, const QDate &today, QWidget *parent = nullptr);

    // Reads `text` (as pasted, or a file's bytes) and shows its lines.
    void setListText(const QByteArray &text);
    // The prices Import stores, with the user's choices.
    QList<db::UserPrice> prices() const;
    const db::PartList &list() const { return mList; }

    QPlainTextEdit *pasteBox() const { return mPaste; }
    QTableWidget *lineTable() const { return mLines; }
    // The catalog part chosen for line `row` of the table (a combo box; its last item is "none").
    QComboBox *partChoice(int row) const;
    QPushButton *importButton() const { return mImport; }
    QLabel *summary() const { return mSummary; }

private:
    void read();
    void chosen(int row);
    void showSummary();

    const core::PartCatalog &mCatalog;
    QDate mToday;
    db::PartList mList;
    QPlainTextEdit *mPaste;
    QTableWidget *mLines;
    QLabel *mSummary;
    QPushButton *mImport;
};

} // namespace rigsmith::ui
