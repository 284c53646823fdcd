// SPDX-License-Identifier: GPL-3.0-or-later
// NVLink bridges: a bridge joins two cards of the model it is made for, at its own slot spacing; any other
// pair talks over PCIe (db/curated/nvlink_bridges.csv, a source per bridge).
#include "core/model/nvlinkbridge.h"
#include "core/rules/ruleengine.h"
#include "core/workload/gpuprofile.h"

#include <QCoreApplication>

#include <cstdlib>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

QString source(const NvlinkBridge &bridge)
{
    return Text::tr("beyond the guide: %1").arg(bridge.url);
}

QList<PartId> gpuIds(const Build &b)
{
    QList<PartId> ids;
    for (const GpuPlacement &g : b.gpus)
        ids.append(g.gpu.info.id);
    return ids;
}

QList<int> gpuSlots(const Build &b)
{
    QList<int> slots;
    for (const GpuPlacement &g : b.gpus)
        slots.append(g.slot);
    return slots;
}

// The bridges made for `model` as the user reads them: "3-slot (NVIDIA …), 4-slot (…)".
QString bridgeSizes(const QString &model)
{
    QStringList sizes;
    for (const NvlinkBridge &b : nvlinkBridgesFor(model))
        sizes.append(Text::tr("%1-slot").arg(b.spacing));
    sizes.removeDuplicates();
    return sizes.join(QStringLiteral(", "));
}

const NvlinkBridge *fitting(const QString &model, int spacing)
{
    for (const NvlinkBridge &b : nvlinkBridges()) {
        if (b.pairs(model) && b.spacing == spacing)
            return &b;
    }
    return nullptr;
}

// The build's bridge is made for other cards, or the build has no two cards of one model for it to join.
void bridgeModel(const Build &b, const Analyses &, QList<Finding> &out)
{
    const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge);
    if (!bridge)
        return;
    if (b.gpus.size() == 2 && b.gpus[0].gpu.spec.model == b.gpus[1].gpu.spec.model
        && bridge->pairs(b.gpus[0].gpu.spec.model))
        return;
    QString message;
    if (b.gpus.size() != 2) {
        message
            = Text::tr("%1 joins two cards; the build has %n GPU(s): it joins nothing, and the cards talk "
                       "over PCIe.",
                nullptr, b.gpuCount())
                  .arg(bridge->name);
    } else if (b.gpus[0].gpu.spec.model != b.gpus[1].gpu.spec.model) {
        message
            = Text::tr("%1 joins two cards of one model; the build's are a %2 and a %3: they talk over PCIe.")
                  .arg(bridge->name, b.gpus[0].gpu.spec.model, b.gpus[1].gpu.spec.model);
    } else {
        message
            = Text::tr("%1 is made for %2, not for the build's %3: the cards talk over PCIe.")
                  .arg(bridge->name, bridge->gpuModels.join(QStringLiteral(", ")), b.gpus[0].gpu.spec.model);
    }
    const auto pair = nvlinkPairOf(b);
    const NvlinkBridge *right = pair ? fitting(pair->gpuModel, pair->spacing) : nullptr;
    const QString fix = right ? Text::tr("Use %1 (its spacing is the cards' %2 slots), or remove the bridge.")
                                    .arg(right->name)
                                    .arg(right->spacing)
                              : Text::tr("Remove the bridge, or choose one made for the build's cards.");
    out.append({QStringLiteral("NVLINK.BRIDGE_MODEL"), Severity::Error, message, fix, source(*bridge),
        gpuIds(b), gpuSlots(b)});
}

// The bridge is made for the cards but not as wide as their slots are apart.
void bridgeSpacing(const Build &b, const Analyses &, QList<Finding> &out)
{
    const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge);
    const auto pair = nvlinkPairOf(b);
    if (!bridge || !pair || !bridge->pairs(pair->gpuModel) || bridge->spacing == pair->spacing)
        return;
    const NvlinkBridge *right = fitting(pair->gpuModel, pair->spacing);
    const QString fix = right
        ? Text::tr("Use %1 instead.").arg(right->name)
        : Text::tr(
            "Move a card so the two are %1 slot positions apart (bridges for the %2: %3), or leave the "
            "bridge out and let them talk over PCIe.")
              .arg(bridge->spacing)
              .arg(pair->gpuModel, bridgeSizes(pair->gpuModel));
    out.append({QStringLiteral("NVLINK.BRIDGE_SPACING"), Severity::Error,
        Text::tr(
            "The %1-slot bridge does not reach: the cards in slots %2 and %3 are %4 slot positions apart, so "
            "they talk over PCIe.")
            .arg(bridge->spacing)
            .arg(b.gpus[0].slot)
            .arg(b.gpus[1].slot)
            .arg(pair->spacing),
        fix, source(*bridge), gpuIds(b), gpuSlots(b)});
}

// Two cards of one NVLink-capable model and no bridge: which bridge fits their spacing, if any.
void noBridge(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.nvlinkBridge.isEmpty() || b.gpus.size() != 2)
        return;
    const GpuSpec &gpu = b.gpus[0].gpu.spec;
    if (gpu.model.isEmpty() || gpu.model != b.gpus[1].gpu.spec.model)
        return;
    const int spacing = std::abs(b.gpus[1].slot - b.gpus[0].slot);
    const QList<NvlinkBridge> made = nvlinkBridgesFor(gpu.model);
    if (made.isEmpty()) {
        if (!hasNvlinkBridge(gpu))
            return;
        out.append({QStringLiteral("NVLINK.NO_BRIDGE"), Severity::Advice,
            Text::tr(
                "The two %1 have an NVLink connector, but no bridge for them is on record: they talk over "
                "PCIe.")
                .arg(gpu.model),
            Text::tr(
                "Find the bridge the card's maker names for its slot spacing before counting on NVLink."),
            Text::tr("beyond the guide: db/curated/nvlink_bridges.csv"), gpuIds(b), gpuSlots(b)});
        return;
    }
    if (const NvlinkBridge *right = fitting(gpu.model, spacing)) {
        out.append({QStringLiteral("NVLINK.NO_BRIDGE"), Severity::Advice,
            Text::tr(
                "The two %1 in slots %2 and %3 talk over PCIe without a bridge; %4 fits their spacing of %5 "
                "slots (%6).")
                .arg(gpu.model)
                .arg(b.gpus[0].slot)
                .arg(b.gpus[1].slot)
                .arg(right->name)
                .arg(spacing)
                .arg(right->price ? right->price->toString() : Text::tr("no price")),
            Text::tr(
                "Add the bridge if the job exchanges gradients or activations between the cards (training, "
                "tensor parallelism)."),
            source(*right), gpuIds(b), gpuSlots(b)});
        return;
    }
    out.append({QStringLiteral("NVLINK.NO_BRIDGE"), Severity::Advice,
        Text::tr(
            "The two %1 in slots %2 and %3 are %4 slot positions apart: no bridge for them has that spacing "
            "(bridges for the %1: %5), so they talk over PCIe.")
            .arg(gpu.model)
            .arg(b.gpus[0].slot)
            .arg(b.gpus[1].slot)
            .arg(spacing)
            .arg(bridgeSizes(gpu.model)),
        Text::tr("For NVLink, place the cards as far apart as one of the bridges spans and add that bridge."),
        source(made.first()), gpuIds(b), gpuSlots(b)});
}

} // namespace

QList<Rule> nvlinkRules()
{
    return {
        {"NVLINK.BRIDGE_MODEL", "nvlink", "beyond the guide: db/curated/nvlink_bridges.csv", Severity::Error,
            Severity::Error, Rule::Parts, bridgeModel},
        {"NVLINK.BRIDGE_SPACING", "nvlink", "beyond the guide: db/curated/nvlink_bridges.csv",
            Severity::Error, Severity::Error, Rule::Lanes | Rule::Positions, bridgeSpacing},
        {"NVLINK.NO_BRIDGE", "nvlink", "beyond the guide: db/curated/nvlink_bridges.csv", Severity::Advice,
            Severity::Advice, Rule::Lanes | Rule::Positions, noBridge},
    };
}

} // namespace rigsmith::core::rules
