// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"

#include <QWidget>

class QTableWidget;

namespace rigsmith::ui {

// The selected suggestion, as a buyer reads it: a table of its parts (what, which, how many, price and what
// the price rests on) and a table of what the advisor says about it (what binds, the next step up, the
// settings it turned on, how the box was sized, its warnings and the warnings it keeps).
class SuggestionDetails : public QWidget
{
    Q_OBJECT
public:
    explicit SuggestionDetails(QWidget *parent = nullptr);

    // Shows `suggestion`; none: both tables empty.
    void show(const core::advisor::Suggestion *suggestion);

    QTableWidget *parts() const { return mParts; }
    QTableWidget *notes() const { return mNotes; }

    // The parts table's columns. The price is of one part: a bought part's is edited in place.
    enum PartColumn { Role, Name, Quantity, Price, PriceBasis };

Q_SIGNALS:
    // A price typed for one of a bought part, in the suggestion's currency.
    void priceEdited(const core::PartId &part, const core::Money &price);

private:
    void priceCellChanged(int row, int column);

    QTableWidget *mParts;
    QTableWidget *mNotes;
    QList<core::PartId> mRowParts; // the part of each row of the parts table
    QString mCurrency;
    bool mFilling = false;
};

} // namespace rigsmith::ui
