// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QObject>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;
class QWidget;

namespace rigsmith::ui {

class LlmFields;

// The fields of one workload, as the workload dock and the advisor both ask for it: a preset, the
// kind, the guide's task and precision, the model (named or by size), fine-tuning method, optimizer,
// multi-GPU parallelism, sequence and batch, checkpointing, and the serving and framework
// fields. Rows a kind does not read are hidden. The box's own settings (preprocessing, dataset, GPUs
// planned later, data drive) are not here: they belong to the build, not to the job.
class WorkloadFields : public QObject
{
    Q_OBJECT

public:
    explicit WorkloadFields(QWidget *parent);
    // Adds the rows to `form`; show() hides and shows them there.
    void addRows(QFormLayout *form);
    void load(const core::Workload &workload);
    // Writes the fields into `workload`, leaving what they do not hold as it is.
    void store(core::Workload &workload) const;
    void show(const core::Workload &workload);

    QComboBox *preset() const { return mPreset; }
    QComboBox *kind() const { return mKind; }
    QComboBox *task() const { return mTask; }
    QComboBox *precision() const { return mPrecision; }
    QDoubleSpinBox *params() const { return mParams; }
    QComboBox *method() const { return mMethod; }
    QComboBox *optimizer() const { return mOptimizer; }
    QComboBox *parallelism() const { return mParallelism; }
    QSpinBox *sequence() const { return mSequence; }
    QSpinBox *batch() const { return mBatch; }
    QCheckBox *checkpointing() const { return mCheckpointing; }
    LlmFields *llm() const { return mLlm; }

Q_SIGNALS:
    // A field other than the preset was changed by the user.
    void edited();
    // The user chose a preset (its key): the owner applies it (core::applyPreset) and loads the result.
    void presetChosen(const QString &key);

private:
    QComboBox *mPreset;
    QComboBox *mKind;
    QComboBox *mTask;
    QComboBox *mPrecision;
    QDoubleSpinBox *mParams;
    QComboBox *mMethod;
    QComboBox *mOptimizer;
    QComboBox *mParallelism;
    QSpinBox *mSequence;
    QSpinBox *mBatch;
    QCheckBox *mCheckpointing;
    LlmFields *mLlm;
    QFormLayout *mForm = nullptr;
    bool mLoading = false;
};

} // namespace rigsmith::ui
