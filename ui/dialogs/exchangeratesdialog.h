// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/exchangerates.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace rigsmith::ui {

// The user's own exchange rates, each dated: 1 `from` = rate `to`. Nothing is looked up; a price in
// a currency with no rate to the build's stays unpriced there. `missing` are currencies the build
// has prices in but no rate for (offered first when a rate is added).
class ExchangeRatesDialog : public QDialog
{
    Q_OBJECT
public:
    ExchangeRatesDialog(const core::ExchangeRates &rates, const QString &buildCurrency,
        const QStringList &missing, QWidget *parent = nullptr);

    // The rates as edited; rows that are not a valid rate are named in `problems` (and left out).
    core::ExchangeRates rates(QStringList *problems = nullptr) const;
    QTableWidget *table() const { return mTable; }
    // A new row: from `from` to the build's currency, today, rate 1.
    void addRow(const core::ExchangeRate &rate);
    void addRow();
    void accept() override;

private:
    QTableWidget *mTable;
    QLabel *mProblem;
    QString mBuildCurrency;
    QStringList mMissing;
};

} // namespace rigsmith::ui
