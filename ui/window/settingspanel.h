// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/builddocument.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

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

    QComboBox *task() const { return mTask; }
    QComboBox *precision() const { return mPrecision; }
    QComboBox *circuit() const { return mCircuit; }

private:
    void pushWorkload();
    void pushEnvironment();

    core::BuildDocument *mDocument;
    QComboBox *mTask;
    QComboBox *mPrecision;
    QComboBox *mPreprocessing;
    QCheckBox *mAsync;
    QDoubleSpinBox *mDataset;
    QSpinBox *mPlanned;
    QDoubleSpinBox *mPrice;
    QLineEdit *mCurrency;
    QDoubleSpinBox *mHours;
    QDoubleSpinBox *mYears;
    QComboBox *mCircuit;
    QSpinBox *mVolts;
    QSpinBox *mAmps;
    bool mRefreshing = false;
    QMetaObject::Connection mChanged;
};

} // namespace rigsmith::ui
