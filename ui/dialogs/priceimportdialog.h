// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/prices/pricelist.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace rigsmith::ui {

// What importing a price list would do, before anything is stored: each matched row with the
// part's price now and the new one, and each row that cannot be read with its line and why. As
// on the command line, a list with a bad row imports nothing; Import stays off until it is fixed.
// Lines with no price to take (a PCPartPicker list's owned or unmatched parts) are listed with why.
class PriceImportDialog : public QDialog
{
    Q_OBJECT
public:
    PriceImportDialog(const QString &file, const db::PriceList &list, const core::PartCatalog &catalog,
        QWidget *parent = nullptr);

    QTableWidget *matchedTable() const { return mMatched; }
    QTableWidget *badTable() const { return mBad; }
    QTableWidget *skippedTable() const { return mSkipped; }
    QPushButton *importButton() const { return mImport; }
    QLabel *summary() const { return mSummary; }

private:
    QLabel *mSummary;
    QTableWidget *mMatched;
    QTableWidget *mBad;
    QTableWidget *mSkipped;
    QPushButton *mImport;
};

} // namespace rigsmith::ui
