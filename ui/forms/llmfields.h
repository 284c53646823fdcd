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

// The language-model workload fields in the settings panel: the named model (with its mixture of
// experts), serving to many users, the engine and KV-cache precision, experts in system memory, and
// the fine-tuning framework. Rows shown only where the workload reads them.
class LlmFields : public QObject
{
    Q_OBJECT

public:
    // `params` is the panel's model-size field: a named model sets it and holds it.
    LlmFields(QWidget *parent, QDoubleSpinBox *params);
    void addModelRow(QFormLayout *form);
    void addRows(QFormLayout *form);
    void load(const core::Workload &workload);
    void store(core::Workload &workload) const;
    void show(QFormLayout *form, const core::Workload &workload);

    QComboBox *model() const { return mModel; }
    QSpinBox *serving() const { return mServing; }
    QComboBox *engine() const { return mEngine; }
    QComboBox *kvPrecision() const { return mKv; }
    QComboBox *framework() const { return mFramework; }
    QCheckBox *offloadExperts() const { return mOffload; }
    QCheckBox *fusedLoss() const { return mFusedLoss; }
    QSpinBox *expertLayers() const { return mExpertLayers; }

Q_SIGNALS:
    void edited();

private:
    void limitExpertLayers(const core::Workload &workload);

    QDoubleSpinBox *mParams;
    QComboBox *mModel;
    QSpinBox *mServing;
    QComboBox *mEngine;
    QComboBox *mKv;
    QSpinBox *mPrompt;
    QComboBox *mFramework;
    QCheckBox *mOffload;
    QCheckBox *mFusedLoss;
    QSpinBox *mExpertLayers;
};

} // namespace rigsmith::ui
