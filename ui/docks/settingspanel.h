// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/document/builddocument.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace rigsmith::ui {

// The build's workload (task, precision, preprocessing, loading, dataset, planned GPUs) and
// environment (electricity price, hours, years, wall circuit). Each edit is an undo command.
class SettingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsPanel(core::BuildDocument *document, QWidget *parent = nullptr);
    // Shows and edits another document (the build in the current tab).
    void setDocument(core::BuildDocument *document);
    void refresh();

    QComboBox *circuit() const { return mCircuit; }
    class WorkloadFields *workloadFields() const { return mFields; }
    QComboBox *dataDrive() const { return mDataDrive; }
    // Which of the build's workloads the fields edit, and the buttons that change the list.
    QComboBox *workloadChoice() const { return mWhich; }
    QToolButton *addWorkloadButton() const { return mAddWorkload; }
    QToolButton *removeWorkloadButton() const { return mRemoveWorkload; }
    QToolButton *primaryButton() const { return mMakePrimary; }
    // The workload the fields show: 0 the primary, else the further one (allWorkloads() index).
    int currentWorkload() const { return mIndex; }
    void selectWorkload(int index);
    QLineEdit *currency() const { return mCurrency; }
    QDoubleSpinBox *budget() const { return mBudget; }
    QPushButton *ratesButton() const { return mRates; }

Q_SIGNALS:
    // The user asks to edit their exchange rates (kept in the settings, not in the build).
    void exchangeRatesRequested();

private:
    void pushWorkload();
    void pushEnvironment();
    void applyPreset(const QString &key);
    void showModelFields();
    void fillWorkloadChoice();
    void addWorkload();
    void removeWorkload();
    void makePrimary();
    const core::Workload &shownWorkload() const;

    core::BuildDocument *mDocument;
    QComboBox *mWhich;
    QToolButton *mAddWorkload;
    QToolButton *mRemoveWorkload;
    QToolButton *mMakePrimary;
    int mIndex = 0;
    // The workload model (issues 15 and 27): a preset first, then what it sets; shared with the advisor.
    class WorkloadFields *mFields;
    QFormLayout *mWorkloadForm = nullptr;
    QComboBox *mPreprocessing;
    QCheckBox *mAsync;
    QDoubleSpinBox *mDataset;
    QSpinBox *mPlanned;
    QComboBox *mDataDrive; // the drive the training data is read from; first item: automatic
    QDoubleSpinBox *mPrice;
    QLineEdit *mCurrency;
    QDoubleSpinBox *mBudget; // 0: no budget
    QPushButton *mRates;
    QDoubleSpinBox *mHours;
    QDoubleSpinBox *mYears;
    QComboBox *mCircuit;
    QSpinBox *mVolts;
    QSpinBox *mAmps;
    bool mRefreshing = false;
    QMetaObject::Connection mChanged;
};

} // namespace rigsmith::ui
