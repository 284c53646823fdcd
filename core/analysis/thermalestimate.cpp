// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/thermalestimate.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Thermal)
};

constexpr double kSingleAir = 0.05; // 0–10 %
constexpr double kMultiAirSpaced = 0.175; // 10–25 %
constexpr double kAdjacentOpenAir = 0.30; // ~30 %
constexpr double kMultiBlower = 0.125; // 10–15 %
constexpr double kPassiveInDesktop = 0.25; // passive cards rely on server airflow a desktop lacks

} // namespace

double ThermalEstimate::meanLoss() const
{
    if (cards.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (const Card &c : cards)
        sum += c.loss;
    return sum / double(cards.size());
}

const ThermalEstimate::Card *ThermalEstimate::card(int slot) const
{
    for (const Card &c : cards) {
        if (c.slot == slot)
            return &c;
    }
    return nullptr;
}

ThermalEstimate ThermalEstimate::of(const Build &b, const ChassisLayout &layout)
{
    ThermalEstimate t;
    const bool multi = b.gpus.size() > 1;
    for (const GpuPlacement &g : b.gpus) {
        Card c;
        c.slot = g.slot;
        switch (g.gpu.spec.cooler) {
        case CoolerType::WaterBlock:
        case CoolerType::Hybrid:
            c.loss = 0.0;
            c.reason = Text::tr("water-cooled: no throttling expected");
            if (g.gpu.spec.cooler == CoolerType::WaterBlock)
                ++t.waterCooledGpus;
            ++t.gpuRadiators; // a hybrid card's AIO radiator needs a mount as much as a loop's (CASE-2)
            break;
        case CoolerType::Passive:
            c.loss = kPassiveInDesktop;
            c.reason = Text::tr("passive cooler: needs server airflow");
            break;
        case CoolerType::Blower:
            c.loss = multi ? kMultiBlower : kSingleAir;
            c.reason = multi ? Text::tr("blower in a multi-GPU build: 10–15 %")
                             : Text::tr("single air-cooled GPU: 0–10 %");
            break;
        case CoolerType::OpenAir:
            if (!multi) {
                c.loss = kSingleAir;
                c.reason = Text::tr("single air-cooled GPU: 0–10 %");
            } else if (layout.adjacentToNext(g.slot)) {
                c.loss = kAdjacentOpenAir;
                c.reason = Text::tr("open-air fans against the next card: ~30 %");
            } else {
                c.loss = kMultiAirSpaced;
                c.reason = Text::tr("several air-cooled GPUs heat each other: 10–25 %");
            }
            break;
        }
        t.cards.append(c);
    }
    if (t.waterCooledGpus > 0)
        t.waterCoolingCost = Money::fromUnits(100.0 * t.waterCooledGpus + 50.0, QStringLiteral("USD"));
    return t;
}

} // namespace rigsmith::core
