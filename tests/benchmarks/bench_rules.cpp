// SPDX-License-Identifier: GPL-3.0-or-later
// Rule-engine benchmark: analyses + evaluate() on a 4-GPU build, as a drag re-validates on every
// mouse move (target: under 50 µs median; a frame is 16 700 µs).
#include "benchharness.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QCoreApplication>

using namespace rigsmith;
using namespace rigsmith::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Build b = testing::guideFourBlowerBuild();
    b.gpus[1].gpu = testing::openAirRtx4090(); // a few findings, so messages are built too
    volatile qsizetype sink = 0;
    for (int i = 0; i < 200; ++i) // warm-up
        sink = sink + RuleEngine::evaluate(b).findings.size();
    bench::Samples analyses;
    bench::Samples full;
    for (int i = 0; i < 5000; ++i) {
        analyses.time([&] { sink = sink + Analyses::of(b).pcie.links.size(); });
        full.time([&] { sink = sink + RuleEngine::evaluate(b).findings.size(); });
    }
    bench::report(QStringLiteral("analyses of a 4-GPU build"), analyses, 50);
    bench::report(QStringLiteral("analyses + evaluate() on a 4-GPU build"), full, 50);

    // The richer lane model at its costliest: seven x16 slots, two PCIe switches, lane splits for two CPU
    // tiers, an M.2 socket borrowing lanes, and a fifth GPU planned, so the board's capacity is searched
    // over every arrangement of its slots.
    Build t = testing::guideFourBlowerBuild();
    MotherboardSpec &m = t.motherboard->spec;
    m.slots.clear();
    for (int p = 1; p <= 7; ++p) {
        PcieSlot s;
        s.position = p;
        s.switchId = p >= 5 ? 1 : 0;
        m.slots.append(s);
    }
    m.switches = {{1, QStringLiteral("PLX PEX 8747"), 16}};
    m.laneModes = {{48, {1, 2, 3, 4}, {16, 8, 16, 8}}, {48, {1, 2, 3, 4}, {16, 0, 16, 0}},
        {28, {1, 2, 3, 4}, {8, 8, 8, 4}}};
    m.m2Slots = 2;
    m.m2Sharing = {{QStringLiteral("M.2_2"), 3, 8}};
    t.storage = {{testing::nvme2Tb(), 2}};
    t.workload.plannedGpus = 1;
    bench::Samples topology;
    for (int i = 0; i < 200; ++i)
        sink = sink + RuleEngine::evaluate(t).findings.size();
    for (int i = 0; i < 5000; ++i)
        topology.time([&] { sink = sink + RuleEngine::evaluate(t).findings.size(); });
    bench::report(QStringLiteral("analyses + evaluate() on a 4-GPU build, switches, splits, planned GPU"),
        topology, 50);
    return sink > 0 ? 0 : 1;
}
