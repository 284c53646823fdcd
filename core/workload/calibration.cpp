// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/calibration.h"

#include "core/model/csvresource.h"
#include "core/workload/leastsquares.h"
#include "core/workload/modelshape.h"

#include <QFile>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {
namespace {

QList<CalibrationPoint> readPoints()
{
    QList<CalibrationPoint> points;
    for (const CsvRow &r : readCsvResource(QStringLiteral(":/rigsmith/workload/calibration.csv"))) {
        const auto col = [&](const char *name) { return r.value(QLatin1StringView(name)); };
        CalibrationPoint p;
        p.set = col("set");
        p.kind = col("kind");
        p.measuredGpu = col("measured_gpu");
        p.gpu = col("gpu");
        p.family = familyFromKey(col("family")).value_or(GpuFamily::Unknown);
        p.geforce = p.gpu.startsWith(u"GeForce") || p.gpu.startsWith(u"P104");
        p.fp32Tflops = col("fp32_tflops").toDouble();
        p.bandwidthGBs = col("bandwidth_gbs").toDouble();
        p.value = col("value").toDouble();
        p.unit = col("unit");
        p.sourceUrl = col("source_url");
        p.quote = col("quote");
        p.specUrl = col("spec_url");
        p.batch = col("batch").toDouble();
        if (p.value > 0 && p.fp32Tflops > 0 && p.bandwidthGBs > 0)
            points.append(p);
    }
    QHash<QString, double> largest; // by set and precision
    for (const CalibrationPoint &p : points)
        largest[p.set + u'/' + p.kind] = std::max(largest.value(p.set + u'/' + p.kind), p.batch);
    for (CalibrationPoint &p : points) {
        if (p.batch > 0)
            p.batchShare = std::log(p.batch / largest.value(p.set + u'/' + p.kind));
    }
    return points;
}

constexpr double kRidge = 0.1;

} // namespace

const QList<CalibrationPoint> &calibrationPoints()
{
    static const QList<CalibrationPoint> points = readPoints();
    return points;
}

QList<CalibrationPoint> calibrationPoints(const QString &kind)
{
    QList<CalibrationPoint> out;
    for (const CalibrationPoint &p : calibrationPoints()) {
        if (p.kind == kind)
            out.append(p);
    }
    return out;
}

bool TrainingFit::gemmBound(const QString &set)
{
    // Convolution nets: ResNet-50/152, ResNeXt-101, SE-ResNeXt-101, EfficientNet; the rest are transformers.
    for (const char16_t *conv : {u"rn50", u"rn152", u"rnx101", u"serx101"}) {
        if (set.endsWith(QStringView(conv)))
            return false;
    }
    return !set.contains(u"-eff");
}

bool TrainingFit::hasTensorCores(GpuFamily f)
{
    return f != GpuFamily::Pascal && f != GpuFamily::Unknown;
}

double TrainingFit::relative(
    double fp32Tflops, double bandwidthGBs, GpuFamily f, bool isGeForce, bool isGemmBound) const
{
    if (fp32Tflops <= 0 || bandwidthGBs <= 0)
        return 0.0;
    return std::exp(a * std::log(fp32Tflops) + b * std::log(bandwidthGBs) + family[std::size_t(f)]
        + mixedFamily[std::size_t(f)] + (hasTensorCores(f) ? tensorGain : 0.0)
        + (isGeForce ? (isGemmBound ? geforceGemm : geforceConv) : 0.0));
}

double TrainingFit::level(const QString &set, GpuFamily f) const
{
    return std::exp(setConstant.value(set) + (hasTensorCores(f) ? setTensorGain.value(set) : 0.0));
}

double TrainingFit::predict(const CalibrationPoint &p) const
{
    const bool gemm = gemmBound(p.set);
    const double batchFactor = std::exp(batchExponent * p.batchShare);
    if (p.kind == u"mixed")
        return level(p.set, p.family) * relative(p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce, gemm)
            * batchFactor;
    return std::exp(setConstant.value(p.set) + a * std::log(p.fp32Tflops) + b * std::log(p.bandwidthGBs)
               + family[std::size_t(p.family)] + (p.geforce ? (gemm ? geforceGemm : geforceConv) : 0.0))
        * batchFactor;
}

TrainingFit TrainingFit::fit(const QList<CalibrationPoint> &points, qsizetype excluded)
{
    const auto left = [&](qsizetype i) {
        return excluded >= 0
            && (i == excluded
                || (points[i].set == points[excluded].set
                    && points[i].measuredGpu == points[excluded].measuredGpu));
    };
    QStringList sets, bothPrecisions;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (left(i))
            continue;
        if (!sets.contains(points[i].set))
            sets.append(points[i].set);
        if (points[i].kind == u"fp32" && !bothPrecisions.contains(points[i].set))
            bothPrecisions.append(points[i].set);
    }
    const std::size_t nSets = std::size_t(sets.size());
    const std::size_t iA = nSets, iB = nSets + 1, iFam = nSets + 2, iMixedFam = iFam + 9,
                      iGfGemm = iMixedFam + 9, iGfConv = iGfGemm + 1, iBatch = iGfConv + 1,
                      iSetGain = iBatch + 1, n = iSetGain + std::size_t(bothPrecisions.size());
    std::vector<std::vector<double>> ata(n, std::vector<double>(n, 0.0));
    std::vector<double> aty(n, 0.0);
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (left(i))
            continue;
        const CalibrationPoint &p = points[i];
        const bool mixed = p.kind == u"mixed";
        std::vector<std::pair<std::size_t, double>> x {{std::size_t(sets.indexOf(p.set)), 1.0},
            {iA, std::log(p.fp32Tflops)}, {iB, std::log(p.bandwidthGBs)},
            {iFam + std::size_t(p.family), 1.0}};
        if (p.geforce)
            x.emplace_back(gemmBound(p.set) ? iGfGemm : iGfConv, 1.0);
        if (p.batchShare != 0.0)
            x.emplace_back(iBatch, p.batchShare);
        if (mixed) {
            x.emplace_back(iMixedFam + std::size_t(p.family), 1.0);
            // The set's own tensor gain where it has 32-bit points; else its constant holds it.
            const qsizetype k = bothPrecisions.indexOf(p.set);
            if (hasTensorCores(p.family) && k >= 0)
                x.emplace_back(iSetGain + std::size_t(k), 1.0);
        }
        const double y = std::log(p.value);
        for (const auto &[r, vr] : x) {
            aty[r] += vr * y;
            for (const auto &[c, vc] : x)
                ata[r][c] += vr * vc;
        }
    }
    for (std::size_t k = iFam; k < iSetGain; ++k)
        ata[k][k] += kRidge;
    const std::vector<double> w = solveLinear(ata, aty);
    TrainingFit f;
    f.a = w[iA];
    f.b = w[iB];
    for (std::size_t k = 0; k < 9; ++k) {
        f.family[k] = w[iFam + k];
        f.mixedFamily[k] = w[iMixedFam + k];
    }
    f.geforceGemm = w[iGfGemm];
    f.geforceConv = w[iGfConv];
    f.batchExponent = w[iBatch];
    // Sets with only 16-bit points fix their level with the gain inside: take the mean gain of the
    // sets that measure it out of their constants, so every set's constant is a 32-bit level and
    // relative() carries one gain for all.
    double gains = 0.0;
    for (qsizetype k = 0; k < bothPrecisions.size(); ++k)
        gains += w[iSetGain + std::size_t(k)];
    f.tensorGain = bothPrecisions.isEmpty() ? 0.0 : gains / double(bothPrecisions.size());
    for (std::size_t s = 0; s < nSets; ++s) {
        const qsizetype k = bothPrecisions.indexOf(sets[qsizetype(s)]);
        if (k >= 0) {
            f.setConstant.insert(sets[qsizetype(s)], w[s]);
            f.setTensorGain.insert(sets[qsizetype(s)], w[iSetGain + std::size_t(k)] - f.tensorGain);
        } else {
            f.setConstant.insert(sets[qsizetype(s)], w[s] - f.tensorGain);
        }
    }
    return f;
}

double DecodeFit::paramsOf(const QString &set)
{
    // Llama 3 8B / 70B (research/workloads/model_shapes.csv, nominal parameters).
    if (set.startsWith(u"llamacpp-8b"))
        return 8e9;
    if (set.startsWith(u"llamacpp-70b"))
        return 70e9;
    return 0.0;
}

double DecodeFit::bytesPerToken(const QString &set)
{
    // Q4_K_M stores 4.89 bits a weight (llama.cpp's print for Llama 3 8B, memory_examples.csv), F16
    // 16 bits. The input embedding (vocabulary × hidden size) is looked up, not read whole.
    const ModelShape shape = shapeFor(paramsOf(set) / 1e9);
    const double read = paramsOf(set) - double(shape.vocab) * shape.hidden;
    if (set.endsWith(u"-q4km"))
        return read * 4.89 / 8.0;
    if (set.endsWith(u"-f16"))
        return read * 2.0;
    return 0.0;
}

double DecodeFit::tokensPerSecond(double bytes, double params, double bandwidthGBs, double fp32Tflops) const
{
    if (bandwidthGBs <= 0 || efficiency <= 0)
        return 0.0;
    const double compute = fp32Tflops > 0 ? weightOps * params / (fp32Tflops * 1e12) : 0.0;
    return 1.0 / (bytes / (efficiency * bandwidthGBs * 1e9) + compute + overheadMs / 1000.0);
}

DecodeFit DecodeFit::fit(const QList<CalibrationPoint> &points, qsizetype excluded)
{
    // Least squares of seconds per token on (bytes / bandwidth, params / FLOP/s, 1), each point
    // weighted by 1 / time² so that the error is relative, as the test measures it.
    std::vector<std::vector<double>> ata(3, std::vector<double>(3, 0.0));
    std::vector<double> aty(3, 0.0);
    int n = 0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (i == excluded)
            continue;
        const CalibrationPoint &p = points[i];
        const double x[3] {
            bytesPerToken(p.set) / (p.bandwidthGBs * 1e9), paramsOf(p.set) / (p.fp32Tflops * 1e12), 1.0};
        if (x[0] <= 0)
            continue;
        const double y = 1.0 / p.value;
        const double weight = 1.0 / (y * y);
        for (int r = 0; r < 3; ++r) {
            aty[r] += weight * x[r] * y;
            for (int c = 0; c < 3; ++c)
                ata[r][c] += weight * x[r] * x[c];
        }
        ++n;
    }
    DecodeFit f;
    if (n < 4)
        return f;
    const std::vector<double> w = solveLinear(ata, aty);
    f.efficiency = w[0] > 0 ? 1.0 / w[0] : 0.0;
    f.weightOps = std::max(0.0, w[1]);
    f.overheadMs = std::max(0.0, w[2] * 1000.0);
    return f;
}

QList<CalibrationPoint> trainingPoints()
{
    return calibrationPoints(QStringLiteral("mixed")) + calibrationPoints(QStringLiteral("fp32"));
}

const TrainingFit &trainingFit()
{
    static const TrainingFit fit = TrainingFit::fit(trainingPoints());
    return fit;
}

const DecodeFit &decodeFit()
{
    static const DecodeFit fit = DecodeFit::fit(calibrationPoints(QStringLiteral("decode")));
    return fit;
}

double fp32Ratio(GpuFamily family)
{
    static const std::array<double, 9> ratios = [] {
        std::array<double, 9> sum {};
        std::array<int, 9> count {};
        const QList<CalibrationPoint> fp32 = calibrationPoints(QStringLiteral("fp32"));
        const QList<CalibrationPoint> mixed = calibrationPoints(QStringLiteral("mixed"));
        for (const CalibrationPoint &p : fp32) {
            for (const CalibrationPoint &m : mixed) {
                if (m.set == p.set && m.measuredGpu == p.measuredGpu) {
                    sum[std::size_t(p.family)] += std::log(p.value / m.value);
                    ++count[std::size_t(p.family)];
                    break;
                }
            }
        }
        // A family without pairs takes the mean over all pairs.
        double all = 0;
        int n = 0;
        for (std::size_t k = 0; k < 9; ++k) {
            all += sum[k];
            n += count[k];
        }
        std::array<double, 9> out {};
        for (std::size_t k = 0; k < 9; ++k)
            out[k] = std::exp(count[k] > 0 ? sum[k] / count[k] : (n > 0 ? all / n : 0.0));
        return out;
    }();
    return ratios[std::size_t(family)];
}

} // namespace rigsmith::core
