// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/chassislayout.h"

namespace rigsmith::core {

// Expected throttling loss per GPU (RULES.md §3 COOL-4..11, §10.6): 0–10 % for one air-cooled
// GPU, 10–25 % for several, ~30 % for an open-air card whose fans face a card with no free slot
// between them, 10–15 % for blowers in a multi-GPU build, ~0 % for water. Ranges are taken at
// their middle.
struct ThermalEstimate
{
    struct Card
    {
        int slot = 0;
        double loss = 0.0; // fraction of throughput lost to throttling
        QString reason; // which of the guide's cases applies
    };
    QList<Card> cards;
    int waterCooledGpus = 0; // custom-loop water blocks (the guide's cost estimate, COOL-11)
    int gpuRadiators = 0; // GPUs that bring a radiator to mount: water blocks and hybrid (AIO) cards
    std::optional<Money> waterCoolingCost; // $100 per water-cooled GPU + $50 (COOL-11)

    double meanLoss() const;
    const Card *card(int slot) const;
    static ThermalEstimate of(const Build &build, const ChassisLayout &layout);
};

} // namespace rigsmith::core
