// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorcatalog.h"

#include "core/advisor/policy.h"
#include "core/advisor/searchstate.h"
#include "core/analysis/chassislayout.h"
#include "core/model/buildparts.h"
#include "core/rules/ruleengine.h"
#include "sampleparts.h"

namespace rigsmith::testing {

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

// A few parts of each kind, with the differences the rules care about: cards of two models and
// coolers, a card too long for the small case, boards of one, two and four x16 slots (the one-slot
// board's openings unconfirmed), processors of two sizes and a foreign socket, memory of the wrong
// generation, PSUs too small for four cards, a case too short for the long card.
QList<Part> cutDownCatalog()
{
    QList<Part> parts;
    const Gpu turbo = blowerRtx2080Ti();
    Gpu turboOpen = variant(turbo, "gpu/test-2080ti-open", 999);
    turboOpen.spec.cooler = CoolerType::OpenAir;
    turboOpen.spec.slotWidth = Slots::fromHalves(5);
    const Gpu rtx4090 = openAirRtx4090();
    Gpu longer4090 = variant(rtx4090, "gpu/test-4090-long", 1699);
    longer4090.spec.length = Millimetres(357);
    for (const Gpu &g : {turbo, turboOpen, rtx4090, longer4090})
        parts.append(g.toPart());

    Motherboard four = zenith2Extreme();
    four.spec.layoutConfidence = LayoutConfidence::Positions;
    Motherboard two = variant(four, "motherboard/test-two-slot", 399);
    two.spec.slots = {four.spec.slots[0], four.spec.slots[2]};
    two.spec.slots[1].position = 4;
    two.spec.slots[1].maxLanes = Lanes(16);
    Motherboard one = variant(four, "motherboard/test-one-slot", 249);
    one.spec.slots = {four.spec.slots[0]};
    one.spec.layoutConfidence = LayoutConfidence::Unverified;
    for (const Motherboard &b : {four, two, one})
        parts.append(b.toPart());

    const Cpu big = threadripper3960X();
    Cpu small = variant(big, "cpu/test-12-core", 599);
    small.spec.cores = 12;
    small.spec.threads = 24;
    small.spec.tdp = Watts(180);
    Cpu foreign = variant(big, "cpu/test-other-socket", 299);
    foreign.spec.socket = QStringLiteral("AM5");
    for (const Cpu &c : {big, small, foreign})
        parts.append(c.toPart());

    const Memory kit = ddr4Kit2x32();
    Memory smallKit = variant(kit, "memory/test-2x16", 89);
    smallKit.spec.moduleSize = Gigabytes(16);
    Memory ddr5 = variant(kit, "memory/test-ddr5", 79);
    ddr5.spec.type = MemoryType::Ddr5;
    // A faster kit at a higher price: where experts live in system memory it makes a faster build.
    Memory fastKit = variant(kit, "memory/test-2x32-3600", 169);
    fastKit.spec.speedMTs = 3600;
    for (const Memory &m : {kit, smallKit, ddr5, fastKit})
        parts.append(m.toPart());

    parts.append(nvme2Tb().toPart());
    parts.append(hdd8Tb().toPart());

    const Cooler aio = aio360();
    Cooler air = variant(aio, "cooler/test-air", 89);
    air.spec.waterCooled = false;
    air.spec.radiatorSize.reset();
    air.spec.height = Millimetres(165);
    parts.append(aio.toPart());
    parts.append(air.toPart());

    const Case big7 = define7Xl();
    Case small7 = variant(big7, "case/test-small", 79);
    small7.spec.maxGpuLength = Millimetres(340);
    small7.spec.expansionSlots = 7;
    parts.append(big7.toPart());
    parts.append(small7.toPart());

    const Psu p1600 = psu1600Platinum();
    Psu p1000 = variant(p1600, "psu/test-1000", 179);
    p1000.spec.wattage = Watts(1000);
    p1000.spec.connectors = {0, 6, 0};
    Psu p750 = variant(p1600, "psu/test-750", 99);
    p750.spec.wattage = Watts(750);
    p750.spec.connectors = {0, 4, 0};
    for (const Psu &p : {p1600, p1000, p750})
        parts.append(p.toPart());
    return parts;
}

// The advisor's front as the exhaustive enumeration gives it.
std::set<Point> pointsOf(const Result &r)
{
    std::set<Point> out;
    for (const Suggestion &s : r.front)
        out.insert({s.price.cents(), comparable(s.throughput)});
    return out;
}

// Every build of the search space, judged by the rule engine: the front of the valid ones.
std::set<Point> exhaustiveFront(const QList<Part> &catalog, const Query &q, qint64 *judged)
{
    QList<Part> of[8];
    for (const Part &p : catalog)
        of[int(p.kind())].append(p);
    std::set<Point> valid;
    const auto offer = [&](const Build &b) {
        ++*judged;
        const Analyses a = Analyses::of(b);
        const Report report = RuleEngine::evaluate(b, a);
        if (report.count(Severity::Error) > 0)
            return;
        // The advisor's policy (core/advisor/policy.h), judged on the complete build: the guide's RAM size,
        // registered memory and module sizes, processor and board pairs known to work, and (unless the
        // query allows warnings) the warnings a careful builder refuses and the box sized to the job.
        if (!policyRefusal(b, a, report, q).isEmpty())
            return;
        const CostEstimate cost = CostEstimate::of(b, a.power, a.thermal, a.performance.throughput, q.rates);
        if (cost.unpricedParts > 0)
            return;
        if (q.budget && cost.purchase.cents() > q.budget->cents())
            return;
        if (q.minThroughput && a.workload.throughput < *q.minThroughput)
            return;
        valid.insert({cost.purchase.cents(), comparable(a.workload.throughput)});
    };
    for (const Part &gp : of[int(PartKind::Gpu)]) {
        const CoolerType cooler = gp.as<GpuSpec>()->cooler;
        if ((q.cooler == CoolerChoice::Blower && cooler != CoolerType::Blower)
            || (q.cooler == CoolerChoice::OpenAir && cooler != CoolerType::OpenAir))
            continue; // the user's constraint: part of what the search space is
        for (const Part &bp : of[int(PartKind::Motherboard)]) {
            const Motherboard board = *Motherboard::from(bp);
            QList<int> x16;
            for (const PcieSlot &s : board.spec.slots)
                x16.append(s.position);
            for (int mask = 1; mask < (1 << x16.size()); ++mask) {
                const int n = __builtin_popcount(unsigned(mask));
                if (n < q.minGpus || n > q.maxGpus)
                    continue;
                if (n >= 2 && !q.includeUnverified && !layoutVerified(board.spec))
                    continue;
                Build b;
                // As the plan runs it: with the settings a practitioner turns on where it does not fit.
                b.workload = planWorkload(*gp.as<GpuSpec>(), q.workload, n, q.pinned).value_or(q.workload);
                b.otherWorkloads = q.otherWorkloads;
                b.environment = q.environment;
                b.motherboard = board;
                for (int i = 0; i < x16.size(); ++i) {
                    if (mask & (1 << i))
                        b.gpus.append({*Gpu::from(gp), x16[i]});
                }
                for (const Part &cpu : of[int(PartKind::Cpu)]) {
                    b.cpu = Cpu::from(cpu);
                    for (const Part &mp : of[int(PartKind::Memory)]) {
                        const Memory kit = *Memory::from(mp);
                        for (int qty = 1; qty * kit.spec.modules <= board.spec.memorySlots; ++qty) {
                            b.memory = {{kit, qty}};
                            for (const Part &sp : of[int(PartKind::Storage)]) {
                                b.storage = {{*Storage::from(sp), 1}};
                                for (const Part &cp : of[int(PartKind::Cooler)]) {
                                    b.cooler = Cooler::from(cp);
                                    for (const Part &kp : of[int(PartKind::Case)]) {
                                        b.chassis = Case::from(kp);
                                        for (const Part &pp : of[int(PartKind::Psu)]) {
                                            b.psu = Psu::from(pp);
                                            offer(b);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    std::set<Point> front;
    for (const Point &p : valid) {
        const bool dominated = std::any_of(valid.cbegin(), valid.cend(), [&](const Point &o) {
            return o.cents <= p.cents && o.throughput >= p.throughput
                && (o.cents < p.cents || o.throughput > p.throughput);
        });
        if (!dominated)
            front.insert(p);
    }
    return front;
}

Query baseQuery(WorkloadKind kind)
{
    Query q;
    q.workload.kind = kind;
    q.workload.precision = kind == WorkloadKind::Vision ? Precision::Fp16 : Precision::Bf16;
    q.environment.circuitVolts = 230;
    q.environment.circuitAmps = 16;
    q.maxResults = 1000;
    q.failedLeavesPerPlatform = 0;
    q.platformsPerPlan = 0;
    return q;
}

} // namespace rigsmith::testing
