// SPDX-License-Identifier: GPL-3.0-or-later
#include "setpricedialog.h"

#include "core/model/priceage.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

SetPriceDialog::SetPriceDialog(const Part &part, QWidget *parent)
    : QDialog(parent)
    , mPart(part.info.id)
    , mAmount(new QDoubleSpinBox(this))
    , mCurrency(new QComboBox(this))
    , mDate(new QDateEdit(QDate::currentDate(), this))
    , mShop(new QLineEdit(this))
    , mProblem(new QLabel(this))
{
    setWindowTitle(tr("Set price"));
    auto *name = new QLabel(QStringLiteral("<b>%1</b>").arg(part.info.name.toHtmlEscaped()), this);
    name->setWordWrap(true);
    auto *now = new QLabel(part.info.price
            ? tr("Now: %1 (%2)").arg(part.info.price->toString(), priceOrigin(part.info))
            : tr("Now: no price"),
        this);
    now->setWordWrap(true);
    mAmount->setRange(0, 1e9);
    mAmount->setDecimals(2);
    mAmount->setSingleStep(10);
    mAmount->setGroupSeparatorShown(true);
    mAmount->setSpecialValueText(tr("enter a price"));
    mAmount->setValue(part.info.price ? part.info.price->units() : 0.0);
    mAmount->setToolTip(tr("What the part costs, above zero"));
    // The usual codes to pick from; any other three-letter code can be typed.
    mCurrency->setEditable(true);
    mCurrency->addItems(
        {QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("GBP"), QStringLiteral("CNY"),
            QStringLiteral("JPY"), QStringLiteral("CHF"), QStringLiteral("CAD"), QStringLiteral("AUD")});
    mCurrency->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), this));
    mCurrency->setCurrentText(part.info.price ? part.info.price->currency() : QStringLiteral("USD"));
    mCurrency->setToolTip(tr("Three-letter currency code, such as EUR"));
    mDate->setCalendarPopup(true);
    mDate->setMaximumDate(QDate::currentDate());
    mDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    mDate->setToolTip(tr("The day the price was seen; a price over a year old is marked as old"));
    mShop->setPlaceholderText(tr("where, e.g. a shop's name or web address"));
    mShop->setMaxLength(200);
    mProblem->setStyleSheet(QStringLiteral("color: #b02020"));
    mProblem->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Price"), mAmount);
    form->addRow(tr("Currency"), mCurrency);
    form->addRow(tr("Date"), mDate);
    form->addRow(tr("Shop"), mShop);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    mOk->setText(tr("Set price"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(name);
    layout->addWidget(now);
    layout->addLayout(form);
    layout->addWidget(mProblem);
    layout->addWidget(buttons);
    connect(mAmount, &QDoubleSpinBox::valueChanged, this, &SetPriceDialog::check);
    connect(mCurrency, &QComboBox::currentTextChanged, this, &SetPriceDialog::check);
    check();
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
}

void SetPriceDialog::check()
{
    QString problem;
    if (mAmount->value() <= 0)
        problem = tr("Enter a price above zero.");
    else if (!Money::isValidCurrency(mCurrency->currentText().toUpper()))
        problem = tr("The currency is a three-letter code, such as EUR.");
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty());
    mOk->setEnabled(problem.isEmpty());
}

db::UserPrice SetPriceDialog::price() const
{
    return {mPart, Money::fromUnits(mAmount->value(), mCurrency->currentText().toUpper()), mDate->date(),
        mShop->text().trimmed()};
}

} // namespace rigsmith::ui
