// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/units.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rigsmith::core {

// An NVLink bridge as sold (db/curated/nvlink_bridges.csv, a source per row). Its spacing is the
// difference between the slot positions of the two cards it joins (rear openings, 20.32 mm apart): a
// 2-slot bridge joins two dual-slot cards side by side (slots 1 and 3), a 3-slot one with one opening
// free between them (slots 1 and 4). The table's rows name the cards a source says each one joins.
struct NvlinkBridge
{
    QString key; // "nvidia-ampere-3slot"
    QString name;
    QStringList gpuModels; // GpuSpec::model values
    int spacing = 0;
    std::optional<Money> price; // a dated price from a source, none where none was found
    QString priceDate;
    QString url;
    QString quote;

    bool pairs(const QString &gpuModel) const { return gpuModels.contains(gpuModel); }
};

// The bundled table, in its file's order.
const QList<NvlinkBridge> &nvlinkBridges();
// Rows of a table in the bundled table's columns; rows without a key, a model or a spacing are left out.
QList<NvlinkBridge> parseNvlinkBridges(const QString &csv);
const NvlinkBridge *nvlinkBridge(const QString &key);
// The bridges made for a card model, narrowest first.
QList<NvlinkBridge> nvlinkBridgesFor(const QString &gpuModel);

// Two cards of one model, the build's only ones, whose model some bridge of the table joins: the pair a
// bridge would link, `spacing` slot positions apart.
struct NvlinkPair
{
    QString gpuModel;
    int spacing = 0;
};
std::optional<NvlinkPair> nvlinkPairOf(const Build &build);
// The build's bridge joins its two cards: made for their model and as wide as their slots are apart.
bool nvlinkBridged(const Build &build);

} // namespace rigsmith::core
