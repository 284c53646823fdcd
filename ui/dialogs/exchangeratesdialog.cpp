// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchangeratesdialog.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

enum Column { From, To, Rate, Date, ColumnCount };

QLineEdit *currencyEdit(const QString &code)
{
    auto *edit = new QLineEdit;
    edit->setInputMask(QStringLiteral(">AAA"));
    edit->setText(code);
    return edit;
}

} // namespace

ExchangeRatesDialog::ExchangeRatesDialog(
    const ExchangeRates &rates, const QString &buildCurrency, const QStringList &missing, QWidget *parent)
    : QDialog(parent)
    , mTable(new QTableWidget(0, ColumnCount, this))
    , mProblem(new QLabel(this))
    , mBuildCurrency(buildCurrency)
    , mMissing(missing)
{
    setWindowTitle(tr("Exchange rates"));
    auto *intro = new QLabel(tr("Your own rates, each with the day you took it: 1 unit of the first currency "
                                "is worth the rate in the second. Rigsmith looks nothing up: a price in a "
                                "currency with no rate to the build's (%1) counts as unpriced.")
                                 .arg(buildCurrency),
        this);
    intro->setWordWrap(true);
    mTable->setHorizontalHeaderLabels({tr("From"), tr("To"), tr("Rate"), tr("Date")});
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (const ExchangeRate &r : rates.all())
        addRow(r);
    auto *add = new QPushButton(tr("&Add rate"), this);
    auto *remove = new QPushButton(tr("&Remove rate"), this);
    connect(add, &QPushButton::clicked, this, [this] { addRow(); });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = mTable->currentRow();
        if (row >= 0)
            mTable->removeRow(row);
    });
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(QStringLiteral("color: #b02020"));
    mProblem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExchangeRatesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(mTable, 1);
    layout->addLayout(row);
    layout->addWidget(mProblem);
    layout->addWidget(buttons);
    resize(560, 340);
}

void ExchangeRatesDialog::addRow(const ExchangeRate &rate)
{
    const int row = mTable->rowCount();
    mTable->insertRow(row);
    mTable->setCellWidget(row, From, currencyEdit(rate.from));
    mTable->setCellWidget(row, To, currencyEdit(rate.to));
    auto *value = new QDoubleSpinBox;
    value->setDecimals(6);
    value->setRange(0.0, ExchangeRates::kMaxRate);
    value->setValue(rate.rate);
    mTable->setCellWidget(row, Rate, value);
    auto *date = new QDateEdit(rate.date.isValid() ? rate.date : QDate::currentDate());
    date->setCalendarPopup(true);
    date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    mTable->setCellWidget(row, Date, date);
    mTable->setCurrentCell(row, From);
}

void ExchangeRatesDialog::addRow()
{
    // A currency the build needs a rate for first, into the build's currency.
    QString from = mMissing.value(0);
    if (from.isEmpty())
        from = mBuildCurrency == u"USD" ? QStringLiteral("EUR") : QStringLiteral("USD");
    addRow({from, mBuildCurrency, 1.0, QDate::currentDate()});
}

ExchangeRates ExchangeRatesDialog::rates(QStringList *problems) const
{
    ExchangeRates out;
    for (int row = 0; row < mTable->rowCount(); ++row) {
        const ExchangeRate r {static_cast<QLineEdit *>(mTable->cellWidget(row, From))->text(),
            static_cast<QLineEdit *>(mTable->cellWidget(row, To))->text(),
            static_cast<QDoubleSpinBox *>(mTable->cellWidget(row, Rate))->value(),
            static_cast<QDateEdit *>(mTable->cellWidget(row, Date))->date()};
        if (out.find(r.from, r.to)) {
            if (problems)
                problems->append(
                    tr("Row %1: a second rate between %2 and %3").arg(row + 1).arg(r.from, r.to));
            continue;
        }
        if (!out.set(r) && problems)
            problems->append(tr("Row %1: %2 → %3 at %4 is not a rate (two different currency codes and a "
                                "rate above zero)")
                                 .arg(row + 1)
                                 .arg(r.from, r.to)
                                 .arg(r.rate));
    }
    return out;
}

void ExchangeRatesDialog::accept()
{
    // Nothing half-taken: a bad row keeps the dialog open and says which.
    QStringList problems;
    rates(&problems);
    if (!problems.isEmpty()) {
        mProblem->setText(problems.join(u'\n'));
        mProblem->show();
        return;
    }
    QDialog::accept();
}

} // namespace rigsmith::ui
