// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingspanel.h"

#include "core/document/setsettingscommand.h"
#include "core/workload/presets.h"
#include "ui/forms/choicebox.h"
#include "ui/forms/elidingcombobox.h"
#include "ui/forms/llmfields.h"
#include "ui/forms/workloadfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rigsmith::ui {

using namespace rigsmith::core;

SettingsPanel::SettingsPanel(BuildDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mWhich(new ElidingComboBox(this))
    , mAddWorkload(new QToolButton(this))
    , mRemoveWorkload(new QToolButton(this))
    , mMakePrimary(new QToolButton(this))
    , mFields(new WorkloadFields(this))
    , mPreprocessing(new ElidingComboBox(this))
    , mAsync(new QCheckBox(tr("Asynchronous loading"), this))
    , mDataset(new QDoubleSpinBox(this))
    , mPlanned(new QSpinBox(this))
    , mDataDrive(new ElidingComboBox(this))
    , mPrice(new QDoubleSpinBox(this))
    , mCurrency(new QLineEdit(this))
    , mBudget(new QDoubleSpinBox(this))
    , mRates(new QPushButton(tr("Exchange rates…"), this))
    , mHours(new QDoubleSpinBox(this))
    , mYears(new QDoubleSpinBox(this))
    , mCircuit(new ElidingComboBox(this))
    , mVolts(new QSpinBox(this))
    , mAmps(new QSpinBox(this))
{
    fillChoices<Preprocessing>(mPreprocessing);
    mPreprocessing->setToolTip(tr("On the fly needs 4 CPU threads per GPU, offline 2"));
    // Short, so the panel fits a laptop's dock without a sideways scroll bar; the detail is here.
    mAsync->setToolTip(tr("The data loader overlaps reading with compute (pinned memory, prefetching)"));
    mDataset->setRange(0, 1e6);
    mDataset->setSuffix(tr(" GB"));
    mPlanned->setRange(0, Build::kMaxGpus);
    mPlanned->setToolTip(tr("GPUs you plan to add later; the board needs slots for them"));
    mPrice->setRange(0, 10);
    mPrice->setDecimals(3);
    mPrice->setSingleStep(0.01);
    mCurrency->setMaxLength(3);
    mCurrency->setInputMask(QStringLiteral(">AAA"));
    mCurrency->setToolTip(tr("The build's one currency: parts, energy and the budget are shown in it; "
                             "prices in other currencies are converted at your exchange rates"));
    mBudget->setRange(0, 1e8);
    mBudget->setDecimals(2);
    mBudget->setSingleStep(100);
    mBudget->setGroupSeparatorShown(true);
    mBudget->setSpecialValueText(tr("No budget"));
    // As narrow as the other figures: its largest value ("USD 100,000,000.00") would widen the dock.
    mBudget->setMinimumWidth(mDataset->minimumSizeHint().width());
    // So are the model's size and sequence ("2,000.00 B parameters"): a row wider than the others
    // wraps, and a wrapped row that was hidden came back as its label alone after a change of preset.
    mFields->params()->setMinimumWidth(mDataset->minimumSizeHint().width());
    mFields->sequence()->setMinimumWidth(mDataset->minimumSizeHint().width());
    mBudget->setToolTip(tr("What you mean to spend on parts; the summary shows how far over or under it "
                           "the build is"));
    mRates->setToolTip(tr("Your own dated exchange rates, used to convert prices into the build's currency"));
    mHours->setRange(0, 24);
    mHours->setSuffix(tr(" h/day"));
    mYears->setRange(0, 50);
    mYears->setSuffix(tr(" years"));
    for (const CircuitPreset &p : circuitPresets())
        mCircuit->addItem(p.name, p.key);
    mCircuit->addItem(tr("Custom"), QString());
    mCircuit->setToolTip(
        tr("The wall circuit the build plugs into; it carries 80 % of volts × amps continuously"));
    mVolts->setRange(90, 480);
    mVolts->setSuffix(QStringLiteral(" V"));
    mAmps->setRange(1, 100);
    mAmps->setSuffix(QStringLiteral(" A"));

    auto *workload = new QGroupBox(tr("Workload"), this);
    auto *w = new QFormLayout(workload);
    // Rows never wrap: with WrapLongRows, Qt 6.4's QFormLayout gave its height for a width from one
    // wrapping of the rows and laid them out with another, so a row shown again after a change of
    // preset could get no height at all (Optimizer, Multi-GPU, Sequence length, Micro-batch vanished
    // and left a gap). A long choice is cut at the dock's edge instead; its list shows it whole.
    w->setRowWrapPolicy(QFormLayout::DontWrapRows);
    mWorkloadForm = w;
    // A build may be planned for several jobs; the fields below edit the one chosen here.
    mWhich->setToolTip(
        tr("The jobs the build is planned for: the primary is the one the summary shows first and "
           "the advisor optimises; every other one must fit too"));
    mAddWorkload->setText(tr("Add"));
    mAddWorkload->setToolTip(tr("Plan the build for another job as well (a copy of this one to change)"));
    mRemoveWorkload->setText(tr("Remove"));
    mRemoveWorkload->setToolTip(tr("Stop planning the build for this job"));
    mMakePrimary->setText(tr("Primary"));
    mMakePrimary->setToolTip(tr("Make this job the primary one: the figures and the advisor follow it"));
    auto *whichRow = new QHBoxLayout;
    whichRow->setContentsMargins(0, 0, 0, 0);
    whichRow->addWidget(mWhich, 1);
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(mAddWorkload);
    buttons->addWidget(mRemoveWorkload);
    buttons->addWidget(mMakePrimary);
    w->addRow(tr("Jobs"), whichRow);
    // Across both columns, at the right edge under the job's choice: in the field column the three
    // buttons would set the form's (rows do not wrap) and so the dock's least width.
    buttons->insertStretch(0, 1);
    w->addRow(buttons);
    mFields->addRows(w);
    w->addRow(tr("Preprocessing"), mPreprocessing);
    w->addRow(mAsync);
    w->addRow(tr("Dataset"), mDataset);
    w->addRow(tr("GPUs planned later"), mPlanned);
    mDataDrive->setToolTip(tr("The drive the training data is read from: blocking reads are judged on it"));
    mDataDrive->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mDataDrive->setMinimumContentsLength(12);
    w->addRow(tr("Data drive"), mDataDrive);
    auto *environment = new QGroupBox(tr("Environment"), this);
    auto *e = new QFormLayout(environment);
    e->setRowWrapPolicy(QFormLayout::WrapLongRows);
    e->addRow(tr("Electricity per kWh"), mPrice);
    // The rates beside the currency they convert into: one row, so the panel grows by the budget only.
    auto *currencyRow = new QHBoxLayout;
    currencyRow->setContentsMargins(0, 0, 0, 0);
    mCurrency->setMaximumWidth(mCurrency->fontMetrics().horizontalAdvance(QStringLiteral("WWWW")) + 12);
    currencyRow->addWidget(mCurrency);
    currencyRow->addWidget(mRates, 1);
    e->addRow(tr("Currency"), currencyRow);
    e->addRow(tr("Budget"), mBudget);
    e->addRow(tr("Running"), mHours);
    e->addRow(tr("Use for"), mYears);
    e->addRow(tr("Wall circuit"), mCircuit);
    e->addRow(tr("Volts"), mVolts);
    e->addRow(tr("Amps"), mAmps);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(workload);
    layout->addWidget(environment);
    layout->addStretch(1);
    // The choices may be narrower than their longest entry (the list opens at full width), so the
    // panel fits its dock without a sideways scroll bar.
    for (QComboBox *box : {mWhich, mPreprocessing, mCircuit}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }

    connect(mPreprocessing, &QComboBox::currentIndexChanged, this, &SettingsPanel::pushWorkload);
    connect(mFields, &WorkloadFields::edited, this, &SettingsPanel::pushWorkload);
    connect(mFields, &WorkloadFields::presetChosen, this, &SettingsPanel::applyPreset);
    connect(mAsync, &QCheckBox::toggled, this, &SettingsPanel::pushWorkload);
    connect(mDataset, &QDoubleSpinBox::valueChanged, this, &SettingsPanel::pushWorkload);
    connect(mPlanned, &QSpinBox::valueChanged, this, &SettingsPanel::pushWorkload);
    connect(mDataDrive, &QComboBox::currentIndexChanged, this, &SettingsPanel::pushWorkload);
    connect(mRates, &QPushButton::clicked, this, &SettingsPanel::exchangeRatesRequested);
    connect(mWhich, &QComboBox::activated, this, &SettingsPanel::selectWorkload);
    connect(mAddWorkload, &QToolButton::clicked, this, &SettingsPanel::addWorkload);
    connect(mRemoveWorkload, &QToolButton::clicked, this, &SettingsPanel::removeWorkload);
    connect(mMakePrimary, &QToolButton::clicked, this, &SettingsPanel::makePrimary);
    for (QDoubleSpinBox *box : {mPrice, mHours, mYears, mBudget})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SettingsPanel::pushEnvironment);
    connect(mCurrency, &QLineEdit::editingFinished, this, &SettingsPanel::pushEnvironment);
    connect(mVolts, &QSpinBox::valueChanged, this, &SettingsPanel::pushEnvironment);
    connect(mAmps, &QSpinBox::valueChanged, this, &SettingsPanel::pushEnvironment);
    connect(mCircuit, &QComboBox::currentIndexChanged, this, [this] {
        for (const CircuitPreset &p : circuitPresets()) {
            if (p.key == mCircuit->currentData().toString()) {
                const QSignalBlocker a(mVolts), b(mAmps);
                mVolts->setValue(p.volts);
                mAmps->setValue(p.amps);
            }
        }
        pushEnvironment();
    });
    setDocument(document);
}

void SettingsPanel::setDocument(BuildDocument *document)
{
    disconnect(mChanged);
    mDocument = document;
    mIndex = 0; // another build: its primary first
    mChanged = connect(document, &BuildDocument::changed, this, &SettingsPanel::refresh);
    refresh();
}

void SettingsPanel::refresh()
{
    mRefreshing = true;
    // The chosen workload may be gone (an undo of "Add"): fall back to the last one.
    mIndex = std::clamp(mIndex, 0, int(mDocument->build().otherWorkloads.size()));
    fillWorkloadChoice();
    const Workload &w = shownWorkload();
    const Environment &e = mDocument->build().environment;
    mPreprocessing->setCurrentIndex(mPreprocessing->findData(int(w.preprocessing)));
    mAsync->setChecked(w.asyncLoading);
    mDataset->setValue(w.datasetSize.value());
    mPlanned->setValue(w.plannedGpus);
    mFields->load(w);
    showModelFields();
    mDataDrive->clear();
    mDataDrive->addItem(tr("Automatic (fastest drive the dataset fits on)"), QString());
    for (const Counted<Storage> &s : mDocument->build().storage)
        mDataDrive->addItem(s.part.info.name, s.part.info.id.key());
    const int drive = mDataDrive->findData(w.dataDrive);
    mDataDrive->setCurrentIndex(drive < 0 ? 0 : drive);
    mPrice->setValue(e.electricityPricePerKwh);
    mCurrency->setText(e.currency);
    mBudget->setPrefix(e.currency + u' ');
    mBudget->setValue(e.budget ? e.budget->units() : 0.0);
    mHours->setValue(e.hoursPerDay);
    mYears->setValue(e.years);
    mVolts->setValue(e.circuitVolts);
    mAmps->setValue(e.circuitAmps);
    const auto circuit = circuitPresetOf(e);
    mCircuit->setCurrentIndex(mCircuit->findData(circuit ? circuit->key : QString()));
    mRefreshing = false;
}

void SettingsPanel::pushWorkload()
{
    if (mRefreshing)
        return;
    Workload w = shownWorkload();
    w.preprocessing = Preprocessing(mPreprocessing->currentData().toInt());
    w.asyncLoading = mAsync->isChecked();
    w.datasetSize = Gigabytes(mDataset->value());
    w.plannedGpus = mPlanned->value();
    mFields->store(w);
    w.dataDrive = mDataDrive->currentData().toString();
    if (mIndex > 0) {
        // The box's own settings are the primary's (workloadBuild()); their rows are hidden here.
        w.plannedGpus = shownWorkload().plannedGpus;
        w.dataDrive = shownWorkload().dataDrive;
    }
    if (!(w == shownWorkload()))
        mDocument->undoStack()->push(new SetWorkloadCommand(mDocument, w, {}, mIndex));
}

void SettingsPanel::applyPreset(const QString &key)
{
    if (mRefreshing)
        return;
    for (const WorkloadPreset &p : workloadPresets()) {
        if (p.key != key)
            continue;
        const Workload w = core::applyPreset(shownWorkload(), p);
        if (!(w == shownWorkload()))
            mDocument->undoStack()->push(
                new SetWorkloadCommand(mDocument, w, tr("Apply preset %1").arg(p.name), mIndex));
    }
}

void SettingsPanel::showModelFields()
{
    // Only the fields the kind of workload reads are shown.
    mFields->show(shownWorkload());
    // Preprocessing of training data: not shown for a job that runs or serves a model (it is not judged).
    mWorkloadForm->setRowVisible(mPreprocessing, readsTrainingData(shownWorkload()));
    mWorkloadForm->setRowVisible(mAsync, readsTrainingData(shownWorkload()));
    // GPUs planned later and the data drive belong to the box: shown with the primary only.
    mWorkloadForm->setRowVisible(mPlanned, mIndex == 0);
    mWorkloadForm->setRowVisible(mDataDrive, mIndex == 0);
    // Laid out again now, with the rows and labels just changed, not from sizes of before.
    mWorkloadForm->invalidate();
    mWorkloadForm->activate();
}

const Workload &SettingsPanel::shownWorkload() const
{
    const Build &b = mDocument->build();
    return mIndex > 0 && mIndex <= b.otherWorkloads.size() ? b.otherWorkloads[mIndex - 1] : b.workload;
}

void SettingsPanel::fillWorkloadChoice()
{
    const QList<Workload> all = allWorkloads(mDocument->build());
    const QSignalBlocker block(mWhich);
    mWhich->clear();
    for (int i = 0; i < all.size(); ++i) {
        mWhich->addItem(i == 0 ? tr("Primary: %1").arg(describeWorkload(all[i]))
                               : tr("%1. %2").arg(i + 1).arg(describeWorkload(all[i])));
        mWhich->setItemData(i, describeWorkload(all[i]), Qt::ToolTipRole);
    }
    mWhich->setCurrentIndex(mIndex);
    mRemoveWorkload->setEnabled(all.size() > 1);
    mMakePrimary->setEnabled(mIndex > 0);
    mAddWorkload->setEnabled(all.size() <= kMaxOtherWorkloads);
}

void SettingsPanel::selectWorkload(int index)
{
    if (index < 0 || index > mDocument->build().otherWorkloads.size())
        return;
    mIndex = index;
    refresh();
}

void SettingsPanel::addWorkload()
{
    const Build &b = mDocument->build();
    if (b.otherWorkloads.size() >= kMaxOtherWorkloads)
        return;
    QList<Workload> others = b.otherWorkloads;
    Workload copy = shownWorkload();
    copy.extras = {};
    others.append(copy);
    mIndex = int(others.size()); // the new one, ready to change
    mDocument->undoStack()->push(
        new SetWorkloadListCommand(mDocument, b.workload, others, tr("Add workload")));
}

void SettingsPanel::removeWorkload()
{
    Build b = mDocument->build();
    if (b.otherWorkloads.isEmpty())
        return;
    const QString name = describeWorkload(shownWorkload());
    core::removeWorkload(b, mIndex);
    mIndex = std::max(0, mIndex - 1);
    mDocument->undoStack()->push(new SetWorkloadListCommand(
        mDocument, b.workload, b.otherWorkloads, tr("Remove workload %1").arg(name)));
}

void SettingsPanel::makePrimary()
{
    Build b = mDocument->build();
    if (mIndex == 0)
        return;
    const QString name = describeWorkload(shownWorkload());
    core::makePrimary(b, mIndex);
    mIndex = 0;
    mDocument->undoStack()->push(new SetWorkloadListCommand(
        mDocument, b.workload, b.otherWorkloads, tr("Make %1 the primary workload").arg(name)));
}

void SettingsPanel::pushEnvironment()
{
    if (mRefreshing)
        return;
    Environment e = mDocument->build().environment;
    e.electricityPricePerKwh = mPrice->value();
    if (Money::isValidCurrency(mCurrency->text()))
        e.currency = mCurrency->text();
    if (mBudget->value() > 0.0)
        e.budget = Money::fromUnits(mBudget->value(), e.currency); // in the currency just set
    else
        e.budget.reset();
    e.hoursPerDay = mHours->value();
    e.years = mYears->value();
    e.circuitVolts = mVolts->value();
    e.circuitAmps = mAmps->value();
    if (!(e == mDocument->build().environment))
        mDocument->undoStack()->push(new SetEnvironmentCommand(mDocument, e));
}

} // namespace rigsmith::ui
