// SPDX-License-Identifier: GPL-3.0-or-later
#include "calibration.h"

#include <QFile>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rigsmith::core {
namespace {

// RFC 4180 fields: quoted fields may hold commas and doubled quotes.
QStringList csvFields(const QString &line)
{
    QStringList out;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            out.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    out.append(field);
    return out;
}

QList<CalibrationPoint> readPoints()
{
    QFile file(QStringLiteral(":/rigsmith/workload/calibration.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QList<CalibrationPoint> points;
    const QStringList header = csvFields(lines.value(0).trimmed());
    const auto col = [&](const char *name) { return header.indexOf(QLatin1StringView(name)); };
    const qsizetype cSet = col("set"), cKind = col("kind"), cMeasured = col("measured_gpu"),
                    cGpu = col("gpu"), cFamily = col("family"), cFp32 = col("fp32_tflops"),
                    cBw = col("bandwidth_gbs"), cValue = col("value"), cUnit = col("unit"),
                    cUrl = col("source_url"), cQuote = col("quote"), cSpec = col("spec_url");
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList f = csvFields(lines[i].trimmed());
        if (f.size() < header.size())
            continue;
        CalibrationPoint p;
        p.set = f[cSet];
        p.kind = f[cKind];
        p.measuredGpu = f[cMeasured];
        p.gpu = f[cGpu];
        p.family = familyFromKey(f[cFamily]).value_or(GpuFamily::Unknown);
        p.geforce = p.gpu.startsWith(u"GeForce") || p.gpu.startsWith(u"P104");
        p.fp32Tflops = f[cFp32].toDouble();
        p.bandwidthGBs = f[cBw].toDouble();
        p.value = f[cValue].toDouble();
        p.unit = f[cUnit];
        p.sourceUrl = f[cUrl];
        p.quote = f[cQuote];
        p.specUrl = f[cSpec];
        if (p.value > 0 && p.fp32Tflops > 0 && p.bandwidthGBs > 0)
            points.append(p);
    }
    return points;
}

// Solves (A) x = b in place by Gaussian elimination with partial pivoting.
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b)
{
    const std::size_t n = b.size();
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < n; ++r) {
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        }
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        if (std::abs(a[col][col]) < 1e-12)
            continue;
        for (std::size_t r = col + 1; r < n; ++r) {
            const double f = a[r][col] / a[col][col];
            for (std::size_t c = col; c < n; ++c)
                a[r][c] -= f * a[col][c];
            b[r] -= f * b[col];
        }
    }
    std::vector<double> x(n, 0.0);
    for (std::size_t i = n; i-- > 0;) {
        double s = b[i];
        for (std::size_t c = i + 1; c < n; ++c)
            s -= a[i][c] * x[c];
        x[i] = std::abs(a[i][i]) < 1e-12 ? 0.0 : s / a[i][i];
    }
    return x;
}

constexpr double kRidge = 0.1;

std::vector<double> ranks(const QList<double> &v)
{
    std::vector<std::size_t> order(std::size_t(v.size()));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return v[qsizetype(a)] < v[qsizetype(b)]; });
    std::vector<double> r(order.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && v[qsizetype(order[j + 1])] == v[qsizetype(order[i])])
            ++j;
        for (std::size_t k = i; k <= j; ++k)
            r[order[k]] = (double(i) + double(j)) / 2.0;
        i = j + 1;
    }
    return r;
}

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

double TrainingFit::relative(double fp32Tflops, double bandwidthGBs, GpuFamily f, bool isGeForce) const
{
    if (fp32Tflops <= 0 || bandwidthGBs <= 0)
        return 0.0;
    return std::exp(a * std::log(fp32Tflops) + b * std::log(bandwidthGBs) + family[std::size_t(f)]
        + (isGeForce ? geforce : 0.0));
}

double TrainingFit::predict(const CalibrationPoint &p) const
{
    return std::exp(setConstant.value(p.set)) * relative(p.fp32Tflops, p.bandwidthGBs, p.family, p.geforce);
}

TrainingFit TrainingFit::fit(const QList<CalibrationPoint> &points, qsizetype excluded)
{
    QStringList sets;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (i != excluded && !sets.contains(points[i].set))
            sets.append(points[i].set);
    }
    const std::size_t nSets = std::size_t(sets.size());
    const std::size_t iA = nSets, iB = nSets + 1, iFam = nSets + 2, iGf = iFam + 9, n = iGf + 1;
    std::vector<std::vector<double>> ata(n, std::vector<double>(n, 0.0));
    std::vector<double> aty(n, 0.0);
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (i == excluded)
            continue;
        const CalibrationPoint &p = points[i];
        std::vector<std::pair<std::size_t, double>> x {{std::size_t(sets.indexOf(p.set)), 1.0},
            {iA, std::log(p.fp32Tflops)}, {iB, std::log(p.bandwidthGBs)},
            {iFam + std::size_t(p.family), 1.0}};
        if (p.geforce)
            x.emplace_back(iGf, 1.0);
        const double y = std::log(p.value);
        for (const auto &[r, vr] : x) {
            aty[r] += vr * y;
            for (const auto &[c, vc] : x)
                ata[r][c] += vr * vc;
        }
    }
    for (std::size_t k = iFam; k < n; ++k)
        ata[k][k] += kRidge;
    const std::vector<double> w = solve(ata, aty);
    TrainingFit f;
    for (std::size_t s = 0; s < nSets; ++s)
        f.setConstant.insert(sets[qsizetype(s)], w[s]);
    f.a = w[iA];
    f.b = w[iB];
    for (std::size_t k = 0; k < 9; ++k)
        f.family[k] = w[iFam + k];
    f.geforce = w[iGf];
    return f;
}

double spearman(const QList<double> &x, const QList<double> &y)
{
    if (x.size() != y.size() || x.size() < 2)
        return 0.0;
    const std::vector<double> rx = ranks(x), ry = ranks(y);
    const double n = double(rx.size());
    const double mx = std::accumulate(rx.begin(), rx.end(), 0.0) / n;
    const double my = std::accumulate(ry.begin(), ry.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < rx.size(); ++i) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) * (rx[i] - mx);
        syy += (ry[i] - my) * (ry[i] - my);
    }
    return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
}

namespace {

template<typename Predict>
LeaveOneOut leaveOneOut(const QList<CalibrationPoint> &points, Predict predictWithout)
{
    LeaveOneOut r;
    QHash<QString, QList<double>> logsBySet;
    for (const CalibrationPoint &p : points)
        logsBySet[p.set].append(std::log(p.value));
    QList<double> normPredicted, normMeasured;
    double sum = 0.0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QList<double> &logs = logsBySet[points[i].set];
        if (logs.size() < 2)
            continue; // its set's level cannot be known without it
        const double predicted = predictWithout(i);
        const double measured = points[i].value;
        sum += std::abs(predicted / measured - 1.0);
        r.predicted.append(predicted);
        r.measured.append(measured);
        const double gm = std::exp(std::accumulate(logs.begin(), logs.end(), 0.0) / double(logs.size()));
        normPredicted.append(predicted / gm);
        normMeasured.append(measured / gm);
    }
    r.points = int(r.predicted.size());
    r.meanAbsError = r.points > 0 ? sum / r.points : 0.0;
    r.spearman = spearman(normPredicted, normMeasured);
    return r;
}

} // namespace

LeaveOneOut leaveOneOutTraining(const QList<CalibrationPoint> &points)
{
    return leaveOneOut(points, [&](qsizetype i) { return TrainingFit::fit(points, i).predict(points[i]); });
}

double DecodeFit::bytesPerToken(const QString &set)
{
    // Llama 3 8B / 70B (research/workloads/model_shapes.csv, nominal parameters); Q4_K_M stores
    // 4.89 bits a weight (llama.cpp's print for Llama 3 8B, memory_examples.csv), F16 16 bits.
    if (set == u"llamacpp-8b-q4km")
        return 8e9 * 4.89 / 8.0;
    if (set == u"llamacpp-8b-f16")
        return 8e9 * 2.0;
    if (set == u"llamacpp-70b-q4km")
        return 70e9 * 4.89 / 8.0;
    return 0.0;
}

double DecodeFit::tokensPerSecond(double bytes, double bandwidthGBs) const
{
    if (bandwidthGBs <= 0 || efficiency <= 0)
        return 0.0;
    return 1.0 / (bytes / (efficiency * bandwidthGBs * 1e9) + overheadMs / 1000.0);
}

DecodeFit DecodeFit::fit(const QList<CalibrationPoint> &points, qsizetype excluded)
{
    // Ordinary least squares of seconds per token on bytes / bandwidth.
    double sx = 0, sy = 0, sxx = 0, sxy = 0, n = 0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (i == excluded)
            continue;
        const double x = bytesPerToken(points[i].set) / (points[i].bandwidthGBs * 1e9);
        const double y = 1.0 / points[i].value;
        if (x <= 0)
            continue;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
        n += 1;
    }
    DecodeFit f;
    const double d = n * sxx - sx * sx;
    if (n < 2 || d <= 0)
        return f;
    const double slope = (n * sxy - sx * sy) / d;
    const double intercept = (sy - slope * sx) / n;
    f.efficiency = slope > 0 ? 1.0 / slope : 0.0;
    f.overheadMs = std::max(0.0, intercept * 1000.0);
    return f;
}

LeaveOneOut leaveOneOutDecode(const QList<CalibrationPoint> &points)
{
    return leaveOneOut(points, [&](qsizetype i) {
        return DecodeFit::fit(points, i).tokensPerSecond(
            DecodeFit::bytesPerToken(points[i].set), points[i].bandwidthGBs);
    });
}

const TrainingFit &trainingFit()
{
    static const TrainingFit fit = TrainingFit::fit(calibrationPoints(QStringLiteral("mixed")));
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
