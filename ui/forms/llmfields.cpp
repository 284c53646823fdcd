// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmfields.h"

#include "choicebox.h"
#include "core/workload/modelshape.h"
#include "core/workload/workloadcheck.h"
#include "elidingcombobox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace rigsmith::ui {

using namespace rigsmith::core;

LlmFields::LlmFields(QWidget *parent, QDoubleSpinBox *params)
    : QObject(parent)
    , mParams(params)
    , mModel(new ElidingComboBox(parent))
    , mServing(new QSpinBox(parent))
    , mEngine(new ElidingComboBox(parent))
    , mKv(new ElidingComboBox(parent))
    , mPrompt(new QSpinBox(parent))
    , mFramework(new ElidingComboBox(parent))
    , mOffload(new QCheckBox(tr("Experts in system memory"), parent))
    , mFusedLoss(new QCheckBox(tr("Fused cross-entropy (Liger Kernel)"), parent))
    , mExpertLayers(new QSpinBox(parent))
{
    mModel->addItem(tr("By size (Llama-shaped)"), QString());
    const QLocale locale;
    for (const ModelShape &s : modelShapes()) {
        const QString label = s.isMoe()
            ? tr("%1 (MoE, %2 B of %3 B active)")
                  .arg(s.name, locale.toString(s.activeParamsBillions), locale.toString(s.paramsBillions))
            : s.name;
        mModel->addItem(label, s.name);
        mModel->setItemData(mModel->count() - 1, s.source, Qt::ToolTipRole);
    }
    mModel->setToolTip(tr("A published model's shape: its layers, KV heads, experts and sliding windows "
                          "set memory and speed"));
    mServing->setRange(0, 4096);
    mServing->setSpecialValueText(tr("One user"));
    mServing->setSuffix(tr(" sequences"));
    mServing->setToolTip(tr("A server batching this many sequences at once (vLLM, TensorRT-LLM, SGLang, "
                            "llama.cpp's server); every one holds its KV cache"));
    fillChoices<ServingEngine>(mEngine);
    fillChoices<KvPrecision>(mKv);
    mKv->setToolTip(tr("What the KV cache is stored in; the engines offer different formats"));
    mPrompt->setRange(1, 1000000);
    mPrompt->setSingleStep(500);
    mPrompt->setSuffix(tr(" tokens"));
    mPrompt->setToolTip(tr("The prompt a request brings: sets the time to the first token"));
    fillChoices<FineTuneFramework>(mFramework);
    mFramework->setToolTip(tr("Frameworks differ several times in activation memory; the estimate follows "
                              "each one's published measurements"));
    mOffload->setToolTip(tr("llama.cpp keeps the routed experts in system memory and runs them on the CPU: "
                            "little GPU memory, speed bound by the memory bandwidth"));
    mExpertLayers->setRange(0, 999);
    mExpertLayers->setSpecialValueText(tr("Every layer"));
    mExpertLayers->setPrefix(tr("First "));
    mExpertLayers->setSuffix(tr(" layers"));
    mExpertLayers->setToolTip(
        tr("Only the first N layers' experts in system memory, the other layers' on the "
           "GPUs (llama.cpp's --n-cpu-moe N): faster where the GPUs have room"));
    mFusedLoss->setToolTip(tr("The loss computed with the output layer in chunks (use_liger_kernel=True in "
                              "Transformers or TRL): no token's logits held whole in 32 bits"));
    for (QComboBox *box : {mModel, mEngine, mKv, mFramework}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
        connect(box, &QComboBox::currentIndexChanged, this, &LlmFields::edited);
    }
    connect(mServing, &QSpinBox::valueChanged, this, &LlmFields::edited);
    connect(mPrompt, &QSpinBox::valueChanged, this, &LlmFields::edited);
    connect(mExpertLayers, &QSpinBox::valueChanged, this, &LlmFields::edited);
    connect(mOffload, &QCheckBox::toggled, this, &LlmFields::edited);
    connect(mFusedLoss, &QCheckBox::toggled, this, &LlmFields::edited);
}

void LlmFields::addModelRow(QFormLayout *form)
{
    form->addRow(tr("Model"), mModel);
}

void LlmFields::addRows(QFormLayout *form)
{
    form->addRow(tr("Framework"), mFramework);
    form->addRow(mFusedLoss);
    form->addRow(tr("Served to"), mServing);
    form->addRow(tr("Engine"), mEngine);
    form->addRow(tr("KV cache"), mKv);
    form->addRow(tr("Prompt"), mPrompt);
    form->addRow(mOffload);
    form->addRow(tr("Experts in RAM"), mExpertLayers);
}

void LlmFields::load(const Workload &w)
{
    const int model = mModel->findData(w.model);
    mModel->setCurrentIndex(model < 0 ? 0 : model);
    mServing->setValue(w.serving);
    mEngine->setCurrentIndex(mEngine->findData(int(w.engine)));
    mKv->setCurrentIndex(mKv->findData(int(w.kvPrecision)));
    mPrompt->setValue(w.promptTokens);
    mFramework->setCurrentIndex(mFramework->findData(int(w.framework)));
    mOffload->setChecked(w.offloadExperts);
    limitExpertLayers(w);
    mExpertLayers->setValue(w.offloadExpertLayers);
    mFusedLoss->setChecked(w.fusedLoss);
}

void LlmFields::store(Workload &w) const
{
    const QString model = mModel->currentData().toString();
    if (model != w.model) {
        w.model = model;
        // A named model brings its size; back to "by size", the size stays as it was.
        if (const ModelShape *s = shapeNamed(model))
            w.paramsBillions = s->paramsBillions;
    }
    const int serving = mServing->value();
    // Starting to serve picks the common batch server; the user may choose another.
    if (w.serving == 0 && serving > 0
        && ServingEngine(mEngine->currentData().toInt()) == ServingEngine::LlamaCpp
        && w.engine == ServingEngine::LlamaCpp)
        w.engine = ServingEngine::Vllm;
    else
        w.engine = ServingEngine(mEngine->currentData().toInt());
    w.serving = serving;
    w.kvPrecision = KvPrecision(mKv->currentData().toInt());
    if (!supportsKv(w.engine, w.kvPrecision))
        w.kvPrecision = KvPrecision::Fp16;
    w.promptTokens = mPrompt->value();
    w.framework = FineTuneFramework(mFramework->currentData().toInt());
    w.offloadExperts = mOffload->isChecked() && canOffloadExperts(w.engine) && shapeOf(w).isMoe();
    w.offloadExpertLayers = settingApplies(w, WorkloadSetting::ExpertLayers) ? mExpertLayers->value() : 0;
    if (w.offloadExpertLayers >= shapeOf(w).layers)
        w.offloadExpertLayers = 0;
    w.fusedLoss = mFusedLoss->isChecked() && settingApplies(w, WorkloadSetting::FusedLoss);
}

void LlmFields::limitExpertLayers(const Workload &w)
{
    // Fewer than the model's layers: as many is every layer's (0).
    const QSignalBlocker blocker(mExpertLayers);
    mExpertLayers->setMaximum(std::max(1, shapeOf(w).layers - 1));
}

void LlmFields::show(QFormLayout *form, const Workload &w)
{
    const std::pair<QWidget *, WorkloadSetting> rows[] {{mModel, WorkloadSetting::Model},
        {mFramework, WorkloadSetting::Framework}, {mServing, WorkloadSetting::Serving},
        {mEngine, WorkloadSetting::Engine}, {mKv, WorkloadSetting::KvPrecision},
        {mPrompt, WorkloadSetting::Prompt}, {mOffload, WorkloadSetting::OffloadExperts},
        {mExpertLayers, WorkloadSetting::ExpertLayers}, {mFusedLoss, WorkloadSetting::FusedLoss}};
    for (const auto &[field, setting] : rows)
        form->setRowVisible(field, settingApplies(w, setting));
    limitExpertLayers(w);
    // A named model fixes the size.
    mParams->setEnabled(w.model.isEmpty());
    mParams->setToolTip(w.model.isEmpty() ? QString() : tr("Set by the model chosen above"));
    for (int i = 0; i < mKv->count(); ++i) {
        const bool offered = supportsKv(w.engine, KvPrecision(mKv->itemData(i).toInt()));
        mKv->setItemData(i, offered ? QVariant() : QVariant(0), Qt::UserRole - 1); // disables the item
    }
}

} // namespace rigsmith::ui
