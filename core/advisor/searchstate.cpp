// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/advisor/searchstate.h"

#include "core/advisor/advisor.h"
#include "core/advisor/policy.h"
#include "core/analysis/chassislayout.h"
#include "core/analysis/pcieallocation.h"
#include "core/analysis/performanceestimate.h"
#include "core/analysis/thermalestimate.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"

#include <algorithm>
#include <bit>

namespace rigsmith::core::advisor {

double planUpperBound(const GpuSpec &gpu, const Workload &workload, int count)
{
    const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(gpu, workload);
    const ThroughputModel::Link link = ThroughputModel::linkFor(gpu, count);
    return one.unitsPerSecond * ThroughputModel::scaling(gpu, workload, count, link, 16, gpu.pcieGeneration);
}

bool planFits(const GpuSpec &gpu, const Workload &workload, int count, double spareGb)
{
    Build b;
    b.workload = workload;
    for (int i = 0; i < count; ++i)
        b.gpus.append(GpuPlacement {Gpu {PartInfo {}, gpu}, i + 1});
    const WorkloadEstimate e = WorkloadEstimate::of(b, ThermalEstimate {}, PcieAllocation {}, 1.0);
    return e.fits && e.neededPerGpu + spareGb <= e.availablePerGpu;
}

std::optional<Workload> planWorkload(
    const GpuSpec &gpu, const Workload &w, int count, const QStringList &pinned)
{
    std::optional<Workload> best;
    if (planFits(gpu, w, count)) {
        best = w;
    } else {
        double fastest = 0.0;
        for (const Settings &v : practitionerVariants(w, count, pinned)) {
            if (v.turnedOn.isEmpty() || !planFits(gpu, v.workload, count))
                continue;
            const double ub = planUpperBound(gpu, v.workload, count);
            if (!best || ub > fastest) {
                best = v.workload;
                fastest = ub;
            }
        }
    }
    if (best && !pinned.contains(QLatin1String("offload-expert-layers")))
        best = fewestExpertLayers(
            *best, [&](const Workload &v) { return planFits(gpu, v, count, kExpertPlacementMarginGb); });
    return best;
}

double platformThroughput(const Build &b)
{
    return platformThroughput(b, ThermalEstimate::of(b, ChassisLayout::of(b)));
}

double platformThroughput(const Build &b, const ThermalEstimate &thermal)
{
    const PcieAllocation pcie = PcieAllocation::of(b);
    const PerformanceEstimate performance = PerformanceEstimate::of(b, thermal, pcie);
    return WorkloadEstimate::of(b, thermal, pcie, performance.dataFactor).throughput;
}

template<std::size_t N>
std::size_t PlatformThroughputs::KeyHash<N>::operator()(const std::array<quint64, N> &key) const noexcept
{
    std::size_t h = 0;
    for (const quint64 v : key)
        h = (h ^ v ^ (v >> 29)) * 0x100000001b3ULL;
    return h;
}

double PlatformThroughputs::of(
    int plan, int board, Build &b, const Cpu &cpu, const ThermalEstimate &thermal, int order)
{
    const int n = int(b.gpus.size());
    Q_ASSERT(n <= Build::kMaxGpus);
    // Doubles are kept by their bits: the same key is the same input, to the last bit. Small
    // integers (slots, lanes, generations: under 2^16) share a word.
    const auto bits = [](double v) { return std::bit_cast<quint64>(v); };
    const auto word = [](int high, int middle, int low) {
        return (quint64(quint16(high)) << 32) | (quint64(quint16(middle)) << 16) | quint64(quint16(low));
    };
    bool cpuPlaced = false;
    const auto placeCpu = [&] {
        if (!cpuPlaced)
            b.cpu = cpu;
        cpuPlaced = true;
    };

    std::array<quint64, kLinkKey> linkKey {};
    linkKey[0] = quint64(board);
    linkKey[1] = quint64(quint32(cpu.spec.pcieLanes.value()));
    linkKey[2] = quint64(quint32(cpu.spec.pcieGeneration));
    linkKey[3] = quint64(n);
    for (int i = 0; i < n; ++i) {
        const GpuPlacement &g = b.gpus[i];
        linkKey[4 + i] = word(g.slot, g.gpu.spec.pcieLanes.value(), g.gpu.spec.pcieGeneration);
    }
    auto links = mLinks.find(linkKey);
    if (links == mLinks.end()) {
        placeCpu();
        links = mLinks.emplace(linkKey, PcieAllocation::of(b)).first;
    }
    const PcieAllocation &pcie = links->second;

    const quint64 dataKey = (quint64(quint32(cpu.spec.threads)) << 32) | quint64(n);
    auto data = mDataFactors.constFind(dataKey);
    if (data == mDataFactors.cend()) {
        placeCpu();
        data = mDataFactors.insert(dataKey, PerformanceEstimate::of(b, thermal, pcie).dataFactor);
    }
    const double dataFactor = *data;

    std::array<quint64, kWorkloadKey> workloadKey {};
    workloadKey[0] = quint64(plan);
    workloadKey[1] = (quint64(order) << 32) | quint64(n);
    workloadKey[2] = bits(dataFactor);
    for (int i = 0; i < n; ++i) {
        const int slot = b.gpus[i].slot;
        const ThermalEstimate::Card *heat = thermal.card(slot);
        const PcieAllocation::Link *link = pcie.link(slot);
        workloadKey[3 + 3 * i] = heat ? bits(heat->loss) : ~quint64(0);
        workloadKey[4 + 3 * i] = link ? bits(link->loss) : ~quint64(0);
        workloadKey[5 + 3 * i] = link ? word(1, link->lanes, link->generation) : ~quint64(0);
    }
    auto known = mThroughputs.find(workloadKey);
    if (known == mThroughputs.end()) {
        placeCpu();
        known
            = mThroughputs.emplace(workloadKey, WorkloadEstimate::of(b, thermal, pcie, dataFactor).throughput)
                  .first;
    }
    return known->second;
}

bool SearchState::dominated(qint64 cents, double throughput) const
{
    return dominatedComparable(cents, comparable(throughput));
}

bool SearchState::dominatedComparable(qint64 cents, double t) const
{
    return std::any_of(mFront.cbegin(), mFront.cend(),
        [&](const Entry &e) { return e.cents <= cents && e.comparable >= t; });
}

void SearchState::offer(const Build &build, const Report &report, const QList<WorkloadEstimate> &otherJobs,
    qint64 cents, double throughput)
{
    if (dominated(cents, throughput))
        return;
    const double t = comparable(throughput);
    mFront.erase(std::remove_if(mFront.begin(), mFront.end(),
                     [&](const Entry &e) { return e.cents >= cents && e.comparable <= t; }),
        mFront.end());
    Entry e;
    e.build = build;
    e.report = report;
    e.otherJobs = otherJobs;
    e.cents = cents;
    e.throughput = throughput;
    e.comparable = t;
    const auto at = std::lower_bound(
        mFront.begin(), mFront.end(), cents, [](const Entry &x, qint64 c) { return x.cents < c; });
    mFront.insert(at, e);
}

void SearchState::noteError(const Plan &plan, const Finding &finding)
{
    auto &seen = mErrors[finding.ruleId];
    if (seen.first++ == 0)
        seen.second = finding;
    int &count = mPlanErrorCounts[&plan][finding.ruleId];
    ++count;
    const QString current = mPlanErrors.value(&plan);
    if (current.isEmpty() || mPlanErrorCounts[&plan].value(current) < count)
        mPlanErrors[&plan] = finding.ruleId;
}

void SearchState::noteOverBudget(const Plan &plan, qint64 cents)
{
    auto it = mOverBudget.find(&plan);
    if (it == mOverBudget.end() || cents < *it)
        mOverBudget[&plan] = cents;
}

double searchSpaceSize(const Candidates &c, const Query &q)
{
    const double completions = double(c.storage.size()) * double(c.coolers.size()) * double(c.cases.size())
        * double(c.psus.size());
    double total = 0.0;
    for (const Candidate &b : c.boards) {
        const auto &spec = *b.part.as<MotherboardSpec>();
        const int x16 = int(std::count_if(spec.slots.cbegin(), spec.slots.cend(),
            [](const PcieSlot &s) { return s.physicalSize.value() >= 16; }));
        const double cpus = double(std::count_if(c.cpus.cbegin(), c.cpus.cend(),
            [&](const Candidate &cpu) { return cpu.part.as<CpuSpec>()->socket == spec.socket; }));
        double memory = 0.0; // every kit in every quantity the board's DIMM slots hold
        for (const Candidate &m : c.memory) {
            const int modules = m.part.as<MemoryKit>()->modules;
            memory += m.owned > 0 ? 1.0 : (modules > 0 ? double(spec.memorySlots / modules) : 0.0);
        }
        double placements = 0.0; // slot sets of n cards among the board's x16 slots, n in range
        for (int n = std::max(1, q.minGpus); n <= q.maxGpus; ++n) {
            double ways = 1.0;
            for (int k = 0; k < n; ++k)
                ways = ways * double(x16 - k) / double(k + 1);
            placements += std::max(0.0, ways);
        }
        total += double(c.gpus.size()) * placements * cpus * memory * completions;
    }
    return total;
}

} // namespace rigsmith::core::advisor
