// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogcounts.h"

namespace rigsmith::cli {

using namespace rigsmith::core;

QJsonObject layoutConfidenceCounts(const PartCatalog &catalog)
{
    int counts[5] = {0, 0, 0, 0, 0};
    for (const Part &p : catalog.parts(PartKind::Motherboard)) {
        const auto *b = p.as<MotherboardSpec>();
        if (!b)
            continue;
        // A board the user corrected counts as theirs, whatever the catalog knew of it.
        ++counts[b->layoutCorrected ? 4 : b->layoutApproximate ? 3 : int(b->layoutConfidence)];
    }
    return {{toKey(LayoutConfidence::Positions), counts[int(LayoutConfidence::Positions)]},
        {toKey(LayoutConfidence::SlotsAndLanes), counts[int(LayoutConfidence::SlotsAndLanes)]},
        {toKey(LayoutConfidence::Unverified), counts[int(LayoutConfidence::Unverified)]},
        {QStringLiteral("derived"), counts[3]}, {QStringLiteral("corrected"), counts[4]}};
}

} // namespace rigsmith::cli
