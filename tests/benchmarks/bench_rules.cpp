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
    return sink > 0 ? 0 : 1;
}
