// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogcounts.h"

namespace rigsmith::cli {

using namespace rigsmith::core;

QJsonObject layoutConfidenceCounts(const PartCatalog &catalog)
{
    int counts[4] = {0, 0, 0, 0};
    for (const Part &p : catalog.parts(PartKind::Motherboard)) {
        const auto *b = p.as<MotherboardSpec>();
        if (!b)
            continue;
        ++counts[b->layoutApproximate ? 3 : int(b->layoutConfidence)];
    }
    return {{toKey(LayoutConfidence::Positions), counts[int(LayoutConfidence::Positions)]},
        {toKey(LayoutConfidence::SlotsAndLanes), counts[int(LayoutConfidence::SlotsAndLanes)]},
        {toKey(LayoutConfidence::Unverified), counts[int(LayoutConfidence::Unverified)]},
        {QStringLiteral("derived"), counts[3]}};
}

} // namespace rigsmith::cli
