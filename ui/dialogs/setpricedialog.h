// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/overlay/useroverlay.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rigsmith::ui {

// The user's own price of one part: amount, currency, the day it was seen (today unless they say
// otherwise) and the shop. Starts from the part's current price.
class SetPriceDialog : public QDialog
{
    Q_OBJECT
public:
    SetPriceDialog(const core::Part &part, QWidget *parent = nullptr);

    // The price as entered, for the part the dialog was opened for.
    db::UserPrice price() const;

    QDoubleSpinBox *amountField() const { return mAmount; }
    QComboBox *currencyField() const { return mCurrency; }
    QDateEdit *dateField() const { return mDate; }
    QLineEdit *shopField() const { return mShop; }
    QPushButton *okButton() const { return mOk; }

private:
    void check();

    core::PartId mPart;
    QDoubleSpinBox *mAmount;
    QComboBox *mCurrency;
    QDateEdit *mDate;
    QLineEdit *mShop;
    QLabel *mProblem;
    QPushButton *mOk;
};

} // namespace rigsmith::ui
