// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/workload/leaveoutcheck.h"

#include <QList>
#include <QString>

namespace rigsmith::core {

// How fast llama.cpp reads a mixture-of-experts model's experts kept in system memory while the GPU does
// the rest of each token (`--cpu-moe`, `--n-cpu-moe N`, `-ot …=CPU`). Each token waits for the card's
// share and then for the processor to read its experts' weights in RAM; the processor reaches a share
// of the memory's rated bandwidth (channels × MT/s × 8 bytes), read from published runs of that kind
// (core/workload/data/expert_offload.csv, each with its URL and quote):
//
//   share of a run = expert bytes it read in RAM a token / (1 / tokens/s − the card's own time a
//                    token) / the rated bandwidth
//   share          = mean over the runs
//
// The card's own time is the decode fit's for the run's card and model (ThroughputModel::decodeSpeed
// with every layer's experts but those in RAM on the card); the bytes count the run's own bits a weight.
struct ExpertOffloadRun
{
    QString source; // one harness or post: the unit the check leaves out
    GpuSpec gpu; // the fields the decode fit reads: bandwidth, FP32 rate, architecture
    Workload workload; // the model, its precision and the layers' experts kept in RAM
    double bitsPerWeight = 0.0; // the quantisation's own, for the bytes read in RAM
    int channels = 0;
    int speedMTs = 0;
    int cpuThreads = 0; // the processor's hardware threads as the source states them; 0 when not stated
    double tokensPerSecond = 0.0;
    QString url;

    double ratedGBs() const { return channels * speedMTs * 8.0 / 1000.0; }
};

const QList<ExpertOffloadRun> &expertOffloadRuns();

// The share of the rated bandwidth one run reached (0 when its card alone takes longer than the token).
double impliedReadShare(const ExpertOffloadRun &run);

struct ExpertOffloadFit
{
    double share = 1.0; // of the rated bandwidth; 1 without runs
    int runs = 0;
    // The fewest hardware threads of the processors the share was measured on (0 when none is stated):
    // llama.cpp's processor threads do the experts' work, so a processor with fewer is outside what the
    // runs show.
    int leastThreads = 0;
    // Leave-one-source-out: each run's tokens/s predicted with the share of the other sources' runs.
    LeaveOutCheck check;
};

// The share from the runs of every source but `excludedSource`.
double readShareWithout(const QList<ExpertOffloadRun> &runs, const QString &excludedSource = {});
// The fit on every run, with its leave-one-source-out check; fitted once.
const ExpertOffloadFit &expertOffloadFit();

} // namespace rigsmith::core
