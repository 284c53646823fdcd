// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/workload/gpuprofile.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

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
    // The per-GPU batch where the source picks it to fill each machine's memory (DeepLearningExamples),
    // 0 where not given; and ln(batch / the largest batch of its set and precision), 0 without a batch.
    double batch = 0.0;
    double batchShare = 0.0;
};

// Every calibration point, read once from the compiled-in CSV.
const QList<CalibrationPoint> &calibrationPoints();
QList<CalibrationPoint> calibrationPoints(const QString &kind);

// Training speed, fitted by least squares over the 16-bit (mixed) and 32-bit points of all sets at
// once:
//     ln(units/s) = set constant + a·ln(FP32 TFLOPS) + b·ln(GB/s) + family effect
//                   + GeForce effect (GEMM-bound sets, or convolution sets)
//                   + for 16-bit: tensor gain (cards with tensor cores; a set's own where it has
//                     32-bit points too) + the family's 16-bit effect
// Pascal has no tensor cores (and GP102 runs FP16 at 1/64 rate, research/workloads/
// precision_support.csv): its 16-bit runs are its 32-bit path with half the bytes, so it takes no
// tensor gain. The tensor gain differs by harness (2017's PyTorch gained ~1.2× on a V100, today's
// ~2.5×), which a set with both precisions measures. GeForce cards run tensor cores with FP32
// accumulation at half the rate of the workstation card of the same chip: that costs GEMM-bound
// work (transformers; the mli BERT layer runs faster on an RTX A6000 than on an RTX 3090 Ti of more
// bandwidth and FP32 TFLOPS), not convolution nets bound by memory. The family, 16-bit family and
// GeForce effects carry a small ridge penalty (they are not identifiable next to the set constants
// otherwise, and a family with one point stays near the others).
// Where a source runs each machine at the largest batch its memory holds (NVIDIA's DeepLearningExamples:
// BERT SQuAD at 4 sequences on a V100 16 GB, 32 on an A100 40 GB), a smaller batch keeps the card less
// busy: + c·ln(batch / the set's largest batch), the same ridge. Estimates for a build assume the batch
// the workload wants fits (relative() leaves the term out); GPU.MEMORY says when it does not.
struct TrainingFit
{
    QHash<QString, double> setConstant; // 32-bit level (16-bit for sets without 32-bit points)
    QHash<QString, double> setTensorGain; // 16-bit over 32-bit on tensor cores, sets with both
    double a = 0.0;
    double b = 0.0;
    double tensorGain = 0.0; // across sets
    std::array<double, 9> family {}; // by GpuFamily
    std::array<double, 9> mixedFamily {}; // 16-bit, by GpuFamily
    double geforceGemm = 0.0;
    double geforceConv = 0.0;
    double batchExponent = 0.0; // c

    // A card's 16-bit training speed on the scale of the sets: times level() for a set's units.
    double relative(
        double fp32Tflops, double bandwidthGBs, GpuFamily family, bool geforce, bool gemmBound) const;
    // A set's level in its units for a card of this family in 16 bits.
    double level(const QString &set, GpuFamily family) const;
    double predict(const CalibrationPoint &point) const;
    // `excluded` leaves a point out together with its twin of the other precision (same set, same
    // card), so that a left-out card's 16-bit speed is not read off its own 32-bit run.
    static TrainingFit fit(const QList<CalibrationPoint> &points, qsizetype excluded = -1);
    static bool gemmBound(const QString &set); // transformer sets, against convolution nets
    static bool hasTensorCores(GpuFamily family);
};

// Each point predicted by a fit made without it, against what was measured.
struct LeaveOneOut
{
    int points = 0;
    double meanAbsError = 0.0; // mean of |predicted / measured − 1|
    double band = 0.0; // the error four in five points stay within (coveringError)
    double spearman = 0.0; // rank correlation, each value divided by its set's geometric mean
    QList<double> predicted;
    QList<double> measured;
};
// Training: the 16-bit points of `points`, each predicted by a fit on all others (16-bit and 32-bit)
// less the point and its 32-bit twin.
LeaveOneOut leaveOneOutTraining(const QList<CalibrationPoint> &points);

// The card ranking: each card's 16-bit training speed against the others, as a buyer compares cards
// across many models. Measured: a two-way fit of the measurements (ln units/s = set + card) over the sets
// with two cards or more. Predicted: the same fit of the model's predictions for each card's points, made
// by a fit without any point of that card (either precision), so a card is judged on its specs and its
// architecture's other cards only. Both centred on the cards' geometric mean.
struct LeaveCardOut
{
    int cards = 0;
    double meanAbsError = 0.0; // mean over cards of |predicted / measured − 1|
    double spearman = 0.0;
    QStringList names;
    QList<double> predicted;
    QList<double> measured;
};
LeaveCardOut leaveCardOutTraining(const QList<CalibrationPoint> &points);

// LLM decode at batch 1: each token reads every weight once (the input embedding is a lookup of
// one row, not read whole), multiplies and dequantizes each weight on the CUDA cores, and pays a
// fixed cost (kernel launches, sampling). Fitted on llama.cpp measurements by least squares in
// relative time:
//     seconds per token = bytes / (efficiency × bandwidth) + weightOps × params / FP32 FLOP/s + overhead
// The middle term is why cards of high bandwidth and few CUDA-core FLOPS (A100, H100 PCIe) reach a
// smaller share of their bandwidth than GeForce and workstation cards.
struct DecodeFit
{
    double efficiency = 0.0; // fraction of the card's memory bandwidth reached
    double weightOps = 0.0; // FP32 operations a weight costs per token
    double overheadMs = 0.0;

    double tokensPerSecond(double bytesPerToken, double params, double bandwidthGBs, double fp32Tflops) const;
    static DecodeFit fit(const QList<CalibrationPoint> &points, qsizetype excluded = -1);
    // The bytes one token reads and the parameters it multiplies for a calibration set
    // ("llamacpp-8b-q4km").
    static double bytesPerToken(const QString &set);
    static double paramsOf(const QString &set);
};
// Each point predicted by a fit without it: how well the fit tells cards apart on a model it knows.
LeaveOneOut leaveOneOutDecode(const QList<CalibrationPoint> &points);
// Each set (a model in one precision) predicted by a fit on the other sets only: how far a figure for a
// model the fit has not seen may be off, which is what a buyer asks of it.
LeaveOneOut leaveOneSetOutDecode(const QList<CalibrationPoint> &points);

// The training points: 16-bit and 32-bit.
QList<CalibrationPoint> trainingPoints();
// The calibrated models from every point, fitted once.
const TrainingFit &trainingFit();
const DecodeFit &decodeFit();
// 32-bit training speed against 16-bit mixed precision for a family: the geometric mean over the
// measured pairs (same set, same card); Ampere and later ran their "FP32" rows with TF32 where the
// framework enables it by default.
double fp32Ratio(GpuFamily family);

double spearman(const QList<double> &x, const QList<double> &y);

} // namespace rigsmith::core
