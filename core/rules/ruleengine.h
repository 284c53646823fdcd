// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../analysis/chassislayout.h"
#include "../analysis/powerbudget.h"
#include "finding.h"

namespace rigsmith::core {

// Every figure the rules read, computed once per evaluation.
struct Analyses
{
    ChassisLayout layout;
    PowerBudget power;

    static Analyses of(const Build &build);
};

// A rule: a pure function from a build and its analyses to findings.
using RuleFunction = void (*)(const Build &, const Analyses &, QList<Finding> &);

struct Rule
{
    const char *group; // "power", "fit", "cooling", "build"
    RuleFunction check;
};

class RuleEngine
{
public:
    static const QList<Rule> &rules();
    static Report evaluate(const Build &build, const Analyses &analyses);
    static Report evaluate(const Build &build) { return evaluate(build, Analyses::of(build)); }
};

// The rules, one function each, in files by concern (rules/*rules.cpp).
namespace rules {
void missingParts(const Build &, const Analyses &, QList<Finding> &);
void noGpu(const Build &, const Analyses &, QList<Finding> &);
void tooManyGpus(const Build &, const Analyses &, QList<Finding> &);
void psuHeadroom(const Build &, const Analyses &, QList<Finding> &);
void psuConnectors(const Build &, const Analyses &, QList<Finding> &);
void psuEfficiency(const Build &, const Analyses &, QList<Finding> &);
void gpuCollision(const Build &, const Analyses &, QList<Finding> &);
void caseSlots(const Build &, const Analyses &, QList<Finding> &);
void partFit(const Build &, const Analyses &, QList<Finding> &);
void adjacentOpenAir(const Build &, const Analyses &, QList<Finding> &);
void manyOpenAir(const Build &, const Analyses &, QList<Finding> &);
} // namespace rules

} // namespace rigsmith::core
