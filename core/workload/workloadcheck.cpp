// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadcheck.h"

#include "frameworkmemory.h"
#include "modelshape.h"

#include <QCoreApplication>

#include <algorithm>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadCheck)
};

} // namespace

bool settingApplies(const Workload &w, WorkloadSetting setting)
{
    if (!kindReads(w.kind, setting))
        return false;
    if (setting == WorkloadSetting::Prompt)
        return w.serving > 0; // the prompt a served request brings
    if (setting == WorkloadSetting::OffloadExperts)
        return canOffloadExperts(w.engine) && shapeOf(w).isMoe();
    if (setting == WorkloadSetting::ExpertLayers)
        return w.offloadExperts && settingApplies(w, WorkloadSetting::OffloadExperts);
    if (setting == WorkloadSetting::FusedLoss)
        return frameworkHoldsLogits(w.framework); // the others compute the loss in chunks already
    return true;
}

Workload normalisedWorkload(Workload w)
{
    const Workload defaults;
    for (const WorkloadSettingInfo &s : workloadSettings()) {
        if (s.heldAtDefault && !kindReads(w.kind, s.setting))
            s.copy(w, defaults);
    }
    if (const ModelShape *shape = shapeNamed(w.model)) {
        w.model = shape->name;
        w.paramsBillions = shape->paramsBillions;
    }
    if (w.fusedLoss && !settingApplies(w, WorkloadSetting::FusedLoss))
        w.fusedLoss = false;
    if (!kindReads(w.kind, WorkloadSetting::Serving))
        return w;
    if (w.offloadExperts && !settingApplies(w, WorkloadSetting::OffloadExperts))
        w.offloadExperts = false;
    // Every layer's experts, however asked: none on the GPUs, or a count of at least the model's layers.
    if (!settingApplies(w, WorkloadSetting::ExpertLayers) || w.offloadExpertLayers >= shapeOf(w).layers)
        w.offloadExpertLayers = 0;
    if (w.serving > 0)
        w.sequenceLength = std::max(w.sequenceLength, w.promptTokens);
    return w;
}

double offloadedExpertShare(const Workload &w)
{
    if (!w.offloadExperts || !settingApplies(w, WorkloadSetting::OffloadExperts))
        return 0.0;
    const int layers = shapeOf(w).layers;
    if (w.offloadExpertLayers <= 0 || layers <= 0 || w.offloadExpertLayers >= layers)
        return 1.0;
    return double(w.offloadExpertLayers) / layers;
}

Workload fewestExpertLayers(const Workload &w, const std::function<bool(const Workload &)> &fits)
{
    const int layers = shapeOf(w).layers;
    if (!settingApplies(w, WorkloadSetting::ExpertLayers) || w.offloadExpertLayers != 0 || layers < 2)
        return w;
    // Fewer layers' experts in system memory need more GPU memory: the fewest that fit, by bisection;
    // every layer's (as many as the model has) fits, as `w` does.
    Workload v = w;
    int low = 1, high = layers;
    while (low < high) {
        const int middle = (low + high) / 2;
        v.offloadExpertLayers = middle;
        if (fits(v))
            high = middle;
        else
            low = middle + 1;
    }
    v.offloadExpertLayers = high < layers ? high : 0;
    return v;
}

QString knownModelNames(const QString &wanted)
{
    QStringList near;
    QStringList rest;
    const QString first = wanted.section(u' ', 0, 0).section(u'-', 0, 0);
    for (const ModelShape &s : modelShapes())
        (!first.isEmpty() && s.name.contains(first, Qt::CaseInsensitive) ? near : rest).append(s.name);
    return (near + rest).join(QStringLiteral(", "));
}

std::optional<QString> workloadProblem(const Workload &w)
{
    if (kindReads(w.kind, WorkloadSetting::Model) && !w.model.isEmpty() && !shapeNamed(w.model))
        return Text::tr("\"%1\" is not a model Rigsmith knows; known: %2")
            .arg(w.model.left(60), knownModelNames(w.model));
    if (!kindReads(w.kind, WorkloadSetting::Engine))
        return std::nullopt;
    if (!supportsKv(w.engine, w.kvPrecision))
        return Text::tr("%1 does not offer a %2").arg(displayName(w.engine), displayName(w.kvPrecision));
    if (w.offloadExperts) {
        const ModelShape shape = shapeOf(w);
        if (!shape.isMoe())
            return Text::tr("experts in system memory need a mixture-of-experts model, not %1")
                .arg(shape.name);
        if (!canOffloadExperts(w.engine))
            return Text::tr("%1 keeps the whole model on the GPUs; experts in system memory need llama.cpp")
                .arg(displayName(w.engine));
    }
    return std::nullopt;
}

std::optional<QString> buildWorkloadProblem(const Build &build)
{
    const QList<Workload> all = allWorkloads(build);
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (auto problem = workloadProblem(all[i]))
            return i == 0 ? *problem : Text::tr("job %1: %2").arg(i + 1).arg(*problem);
    }
    return std::nullopt;
}

} // namespace rigsmith::core
