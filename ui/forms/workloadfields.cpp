// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadfields.h"

#include "choicebox.h"
#include "core/workload/presets.h"
#include "core/workload/workloadcheck.h"
#include "elidingcombobox.h"
#include "llmfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace rigsmith::ui {

using namespace rigsmith::core;

WorkloadFields::WorkloadFields(QWidget *parent)
    : QObject(parent)
    , mPreset(new ElidingComboBox(parent))
    , mKind(new ElidingComboBox(parent))
    , mTask(new ElidingComboBox(parent))
    , mPrecision(new ElidingComboBox(parent))
    , mParams(new QDoubleSpinBox(parent))
    , mMethod(new ElidingComboBox(parent))
    , mOptimizer(new ElidingComboBox(parent))
    , mParallelism(new ElidingComboBox(parent))
    , mSequence(new QSpinBox(parent))
    , mBatch(new QSpinBox(parent))
    , mCheckpointing(new QCheckBox(tr("Activation checkpointing"), parent))
    , mLlm(new LlmFields(parent, mParams))
{
    for (const WorkloadPreset &p : workloadPresets())
        mPreset->addItem(p.name, p.key);
    mPreset->addItem(tr("Custom"), QString());
    mPreset->setToolTip(tr("A starting point: the guide's task profiles and common LLM jobs"));
    fillChoices<WorkloadKind>(mKind);
    fillChoices<TaskProfile>(mTask);
    fillChoices<Precision>(mPrecision);
    fillChoices<FineTuneMethod>(mMethod);
    fillChoices<OptimizerKind>(mOptimizer);
    fillChoices<Parallelism>(mParallelism);
    mParams->setRange(0.01, 2000);
    mParams->setDecimals(2);
    mParams->setSuffix(tr(" B parameters"));
    mSequence->setRange(1, 1000000);
    mSequence->setSingleStep(512);
    mSequence->setSuffix(tr(" tokens"));
    mBatch->setRange(1, 4096);
    mTask->setToolTip(tr("What the build is for: sets the GPU memory the rules ask for"));
    mPrecision->setToolTip(tr("16-bit training uses tensor cores and holds about 1.5× larger models"));
    // The choices may be narrower than their longest entry (the list opens at full width), so a
    // narrow dock or dialog column needs no sideways scroll bar.
    for (QComboBox *box : {mPreset, mKind, mMethod, mOptimizer, mParallelism, mTask, mPrecision}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    const auto edit = [this] {
        if (!mLoading)
            Q_EMIT edited();
    };
    for (QComboBox *box : {mKind, mMethod, mOptimizer, mParallelism, mTask, mPrecision})
        connect(box, &QComboBox::currentIndexChanged, this, edit);
    connect(mParams, &QDoubleSpinBox::valueChanged, this, edit);
    connect(mSequence, &QSpinBox::valueChanged, this, edit);
    connect(mBatch, &QSpinBox::valueChanged, this, edit);
    connect(mCheckpointing, &QCheckBox::toggled, this, edit);
    connect(mLlm, &LlmFields::edited, this, edit);
    connect(mPreset, &QComboBox::currentIndexChanged, this, [this] {
        if (!mLoading && !mPreset->currentData().toString().isEmpty())
            Q_EMIT presetChosen(mPreset->currentData().toString());
    });
}

void WorkloadFields::addRows(QFormLayout *form)
{
    mForm = form;
    form->addRow(tr("Preset"), mPreset);
    form->addRow(tr("Runs"), mKind);
    form->addRow(tr("Task"), mTask);
    form->addRow(tr("Precision"), mPrecision);
    mLlm->addModelRow(form);
    form->addRow(tr("Model size"), mParams);
    form->addRow(tr("Method"), mMethod);
    form->addRow(tr("Optimizer"), mOptimizer);
    form->addRow(tr("Multi-GPU"), mParallelism);
    form->addRow(tr("Sequence length"), mSequence);
    form->addRow(tr("Micro-batch"), mBatch);
    form->addRow(mCheckpointing);
    mLlm->addRows(form);
}

void WorkloadFields::load(const Workload &w)
{
    mLoading = true;
    const auto preset = presetOf(w);
    mPreset->setCurrentIndex(mPreset->findData(preset ? preset->key : QString()));
    mKind->setCurrentIndex(mKind->findData(int(w.kind)));
    mTask->setCurrentIndex(mTask->findData(int(w.task)));
    mPrecision->setCurrentIndex(mPrecision->findData(int(w.precision)));
    mParams->setValue(w.paramsBillions);
    mMethod->setCurrentIndex(mMethod->findData(int(w.method)));
    mOptimizer->setCurrentIndex(mOptimizer->findData(int(w.optimizer)));
    mParallelism->setCurrentIndex(mParallelism->findData(int(w.parallelism)));
    mSequence->setValue(w.sequenceLength);
    mBatch->setValue(w.microBatch);
    mCheckpointing->setChecked(w.checkpointing);
    mLlm->load(w);
    mLoading = false;
}

void WorkloadFields::store(Workload &w) const
{
    w.kind = WorkloadKind(mKind->currentData().toInt());
    w.task = TaskProfile(mTask->currentData().toInt());
    w.precision = Precision(mPrecision->currentData().toInt());
    w.paramsBillions = mParams->value();
    w.method = FineTuneMethod(mMethod->currentData().toInt());
    w.optimizer = OptimizerKind(mOptimizer->currentData().toInt());
    w.parallelism = Parallelism(mParallelism->currentData().toInt());
    w.sequenceLength = mSequence->value();
    w.microBatch = mBatch->value();
    w.checkpointing = mCheckpointing->isChecked();
    mLlm->store(w);
    // What the build holds is what its file will say and the CLI would read (core/workload/workloadcheck.h).
    w = normalisedWorkload(w);
}

void WorkloadFields::show(const Workload &w)
{
    if (!mForm)
        return;
    // Only the settings the workload reads are shown (core/model/workloadsettings.h).
    const WorkloadKind kind = w.kind;
    const std::pair<QWidget *, WorkloadSetting> rows[] {{mTask, WorkloadSetting::Task},
        {mParams, WorkloadSetting::Params}, {mMethod, WorkloadSetting::Method},
        {mOptimizer, WorkloadSetting::Optimizer}, {mParallelism, WorkloadSetting::Parallelism},
        {mSequence, WorkloadSetting::Sequence}, {mBatch, WorkloadSetting::MicroBatch},
        {mCheckpointing, WorkloadSetting::Checkpointing}};
    for (const auto &[field, setting] : rows)
        mForm->setRowVisible(field, settingApplies(w, setting));
    mLlm->show(mForm, w);
    mForm->labelForField(mSequence)->setProperty(
        "text", kind == WorkloadKind::Inference ? tr("Context") : tr("Sequence length"));
    mForm->labelForField(mBatch)->setProperty(
        "text", kind == WorkloadKind::Inference ? tr("Concurrent sequences") : tr("Micro-batch"));
}

} // namespace rigsmith::ui
