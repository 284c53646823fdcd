// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gpuprofile.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>

namespace rigsmith::core {

// One published measurement the throughput model is calibrated on (core/workload/calibration.csv,
// compiled from research/workloads/ by scripts/make_workload_calibration.py; every row carries its
// source URL and a quote). Points of one `set` come from one harness and are compared only with
// each other. Lambda Labs' benchmark tables are not used: they are kept for an independent check.
struct CalibrationPoint
{
    QString set; // "dle-pt-rn50"
    QString kind; // "mixed" (16-bit training), "fp32", "decode" (LLM inference, batch 1)
    QString measuredGpu; // as the source names it
    QString gpu; // TechPowerUp name the specs come from
    GpuFamily family = GpuFamily::Unknown;
    bool geforce = false;
    double fp32Tflops = 0.0;
    double bandwidthGBs = 0.0;
    double value = 0.0;
    QString unit;
    QString sourceUrl;
    QString quote;
    QString specUrl;
};

// Every calibration point, read once from the compiled-in CSV.
const QList<CalibrationPoint> &calibrationPoints();
QList<CalibrationPoint> calibrationPoints(const QString &kind);

// Training speed in 16-bit mixed precision, fitted by least squares over all sets at once:
//     ln(units/s) = set constant + a·ln(FP32 TFLOPS) + b·ln(GB/s) + family effect + GeForce effect
// The family and GeForce effects carry a small ridge penalty (they are not identifiable next to the
// set constants otherwise, and a family with one point stays near the others).
struct TrainingFit
{
    QHash<QString, double> setConstant;
    double a = 0.0;
    double b = 0.0;
    std::array<double, 9> family {}; // by GpuFamily
    double geforce = 0.0;

    // A card's speed on the scale of the sets (multiply by exp(set constant) for a set's units).
    double relative(double fp32Tflops, double bandwidthGBs, GpuFamily family, bool geforce) const;
    double predict(const CalibrationPoint &point) const;
    static TrainingFit fit(const QList<CalibrationPoint> &points, qsizetype excluded = -1);
};

// Each point predicted by a fit made without it, against what was measured.
struct LeaveOneOut
{
    int points = 0;
    double meanAbsError = 0.0; // mean of |predicted / measured − 1|
    double spearman = 0.0; // rank correlation, each value divided by its set's geometric mean
    QList<double> predicted;
    QList<double> measured;
};
LeaveOneOut leaveOneOutTraining(const QList<CalibrationPoint> &points);

// LLM decode at batch 1: each token reads every weight once, plus a fixed cost per token
// (kernel launches, sampling). Fitted on llama.cpp measurements:
//     seconds per token = bytes / (efficiency × bandwidth) + overhead
struct DecodeFit
{
    double efficiency = 0.0; // fraction of the card's memory bandwidth reached
    double overheadMs = 0.0;

    double tokensPerSecond(double bytesPerToken, double bandwidthGBs) const;
    static DecodeFit fit(const QList<CalibrationPoint> &points, qsizetype excluded = -1);
    // The bytes one token reads for a calibration set ("llamacpp-8b-q4km").
    static double bytesPerToken(const QString &set);
};
LeaveOneOut leaveOneOutDecode(const QList<CalibrationPoint> &points);

// The calibrated models from every point, fitted once.
const TrainingFit &trainingFit();
const DecodeFit &decodeFit();
// 32-bit training speed against 16-bit mixed precision for a family: the geometric mean over the
// measured pairs (same set, same card); Ampere and later ran their "FP32" rows with TF32 where the
// framework enables it by default.
double fp32Ratio(GpuFamily family);

double spearman(const QList<double> &x, const QList<double> &y);

} // namespace rigsmith::core
