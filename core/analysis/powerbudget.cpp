// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/powerbudget.h"

#include "core/model/processorsockets.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PowerBudget)
};

Watts roundedUp(double watts)
{
    return Watts(int(std::ceil(watts - 1e-9)));
}

} // namespace

Watts PowerBudget::standardSizeFor(Watts watts)
{
    static const int sizes[] = {300, 350, 400, 450, 500, 550, 600, 650, 700, 750, 800, 850, 900, 1000, 1050,
        1100, 1200, 1250, 1300, 1350, 1400, 1500, 1600, 1650, 1800, 2000, 2400, 2800, 3000};
    for (int s : sizes) {
        if (s >= watts.value())
            return Watts(s);
    }
    return roundedUp(std::ceil(watts.value() / 100.0) * 100.0);
}

int PowerBudget::eightPinsPerAdapter(Watts gpuTdp)
{
    // 150 W per 8-pin cable (RULES.md §7, EXT): 3 cables up to 450 W, 4 up to 600 W.
    return gpuTdp.value() > 450 ? 4 : 3;
}

PowerBudget::SpikeFactor PowerBudget::spikeFactor(const GpuSpec &gpu)
{
    // The highest ratio measured at 1 ms or longer per generation. Sub-millisecond figures (Lenovo's
    // 200 µs PSU table: 2.2× for an RTX A6000) are shorter than the excursions PSUs are rated by.
    struct Row
    {
        const char *architecture;
        double factor;
        const char *source;
    };
    static const Row rows[] = {
        // Galax GTX 1080 Ti HoF: "they reach up to 330W" at a 275 W power target (ms-scale, low-pass)
        {"Pascal", 1.20, "https://www.tomshardware.com/uk/reviews/galax-gtx-1080-ti-hof,5150-4.html"},
        // RTX 3090: "bis zu 460–465 Watt" at 350 W (secondary, the only Ampere figure found)
        {"Ampere", 1.33,
            "https://de.techbriefly.com/"
            "rtx-3090-wattleistung-anforderungen-an-den-stromverbrauch-tech-80846"},
        // RTX 4090 (Palit GameRock OC, stock): "Max GPU Peak Power: 618.83W" at 450 W (1 kHz sampling)
        {"Ada", 1.38,
            "https://hwbusters.com/gpu/nvidia-rtx-4090-detailed-power-analysis-ideal-power-supply/"},
        // RTX 5090 FE: "up to 823.6 W for 1 ms to 5 ms" at 575 W (Igor's Lab, relayed)
        {"Blackwell", 1.43, "https://news.1rj.ru/str/sheetposting/147588"},
    };
    if (gpu.vendor.isEmpty() || gpu.vendor == u"NVIDIA") {
        for (const Row &r : rows) {
            if (gpu.architecture.startsWith(QLatin1StringView(r.architecture)))
                return {r.factor, QString::fromLatin1(r.source)};
        }
    }
    return {};
}

int PowerBudget::cableShortfall(const QList<GpuPlacement> &gpus, const PsuSpec &psu)
{
    int needed = 0;
    int adapterCables = 0;
    // 12VHPWR sockets beyond the native cables are fed by adapters from 8-pin cables.
    int native = psu.connectors.pcie12vhpwr;
    for (const GpuPlacement &g : gpus) {
        needed += g.gpu.spec.connectors.pcie6 + g.gpu.spec.connectors.pcie8;
        for (int i = 0; i < g.gpu.spec.connectors.pcie12vhpwr; ++i) {
            if (native > 0)
                --native;
            else
                adapterCables += eightPinsPerAdapter(g.gpu.spec.tdp);
        }
    }
    return std::max(0, needed + adapterCables - (psu.connectors.pcie8 + psu.connectors.pcie6));
}

PowerBudget PowerBudget::of(const Build &b)
{
    PowerBudget p;
    for (const GpuPlacement &g : b.gpus) {
        p.gpuTdp += g.gpu.spec.tdp;
        p.eightPinNeeded += g.gpu.spec.connectors.pcie6 + g.gpu.spec.connectors.pcie8;
        p.twelveVhpwrNeeded += g.gpu.spec.connectors.pcie12vhpwr;
    }
    if (b.cpu) {
        const CpuSpec &cpu = b.cpu->spec;
        p.cpuTdp = cpu.tdp;
        // A limit below the TDP would be a data error; the budget never carries less than the TDP.
        if (cpu.sustainedPower && *cpu.sustainedPower >= cpu.tdp) {
            p.cpuPower = *cpu.sustainedPower;
            p.cpuBasis = b.cpu->info.estimatedFields.contains(QStringLiteral("sustainedPower"))
                ? CpuBasis::BoostLimitDerived
                : CpuBasis::BoostLimit;
        } else {
            p.cpuPower = cpu.tdp;
            p.cpuBasis = CpuBasis::BaseTdp;
        }
        // A dual-socket board runs two of the processor: both draw.
        p.cpuCount = processorCount(b);
        p.cpuTdp = Watts(p.cpuTdp.value() * p.cpuCount);
        p.cpuPower = Watts(p.cpuPower.value() * p.cpuCount);
    }
    p.load = p.gpuTdp + p.cpuPower;
    for (const GpuPlacement &g : b.gpus) {
        if (!g.gpu.spec.recommendedPsu)
            continue;
        const Watts others = p.gpuTdp - g.gpu.spec.tdp;
        const Watts need = *g.gpu.spec.recommendedPsu + others;
        if (!p.makerPsu || need > *p.makerPsu) {
            p.makerPsu = need;
            p.makerFigure = *g.gpu.spec.recommendedPsu;
            p.makerCard = g.gpu.spec.model.isEmpty() ? g.gpu.info.name : g.gpu.spec.model;
            p.makerVendor = g.gpu.spec.vendor;
        }
    }
    p.minimum = roundedUp(p.load.value() * kMinimumFactor);
    p.comfortable = roundedUp(p.load.value() * kComfortFactor);
    p.recommended = standardSizeFor(p.comfortable);
    double peak = p.cpuPower.value();
    for (const GpuPlacement &g : b.gpus) {
        peak += g.gpu.spec.tdp.value() * spikeFactor(g.gpu.spec).factor;
        p.epsNeeded += g.gpu.spec.connectors.eps8;
    }
    p.transientPeak = roundedUp(peak);
    p.recommendedPreAtx3 = standardSizeFor(std::max(p.comfortable, p.transientPeak));
    if (p.epsNeeded > 0)
        ++p.epsNeeded; // the board's CPU input takes an EPS cable too
    if (!b.psu)
        return p;
    p.epsAvailable = b.psu->spec.connectors.eps8;

    const PsuSpec &psu = b.psu->spec;
    p.psu = psu.wattage;
    if (p.load.value() > 0)
        p.headroom = psu.wattage.ratio(p.load);
    p.eightPinAvailable = psu.connectors.pcie8 + psu.connectors.pcie6;
    p.twelveVhpwrAvailable = psu.connectors.pcie12vhpwr;
    p.connectorShortfall = cableShortfall(b.gpus, psu);
    p.efficiency = psu.efficiency == EfficiencyTier::None ? typicalEfficiency(EfficiencyTier::None)
                                                          : typicalEfficiency(psu.efficiency);
    p.wallDraw = roundedUp(p.load.value() / p.efficiency);
    return p;
}

QString PowerBudget::cpuPowerText(const Build &b, const PowerBudget &p)
{
    if (!b.cpu)
        return {};
    const QString maker = b.cpu->info.manufacturer.isEmpty() ? b.cpu->info.name : b.cpu->info.manufacturer;
    const bool intel = maker.startsWith(QLatin1StringView("Intel"), Qt::CaseInsensitive);
    const bool amd = maker.startsWith(QLatin1StringView("AMD"), Qt::CaseInsensitive);
    const QString limit = intel ? Text::tr("PL2") : amd ? Text::tr("PPT") : Text::tr("boost power limit");
    const int count = std::max(1, p.cpuCount);
    const int each = p.cpuPower.value() / count;
    QString one;
    switch (p.cpuBasis) {
    case CpuBasis::BoostLimit:
        one = Text::tr("%1 W (%2)").arg(each).arg(limit);
        break;
    case CpuBasis::BoostLimitDerived:
        one = Text::tr("%1 W (%2, derived: %3 W TDP × the maker's socket rule)")
                  .arg(each)
                  .arg(limit)
                  .arg(p.cpuTdp.value() / count);
        break;
    case CpuBasis::BaseTdp:
        one = Text::tr("%1 W (base TDP: no boost limit known, so the load may be higher)").arg(each);
        break;
    case CpuBasis::None:
        return {};
    }
    if (count == 1)
        return one;
    // Both processors of a dual-socket board, named: "2 × Intel Xeon E5-2680 v4: 120 W (...) each, 240 W".
    return Text::tr("%1 × %2: %3 each, %4 W").arg(count).arg(b.cpu->info.name, one).arg(p.cpuPower.value());
}

} // namespace rigsmith::core
