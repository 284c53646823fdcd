// SPDX-License-Identifier: GPL-3.0-or-later
// How well the calibrated models predict what they were not fitted on (calibration.h): each point
// left out in turn, and each card left out whole.
#include "core/workload/calibration.h"
#include "core/workload/leastsquares.h"
#include "core/workload/leaveoutcheck.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rigsmith::core {
namespace {

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
    QList<double> normPredicted, normMeasured, errors;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QList<double> &logs = logsBySet[points[i].set];
        if (logs.size() < 2)
            continue; // its set's level cannot be known without it
        const double predicted = predictWithout(i);
        const double measured = points[i].value;
        errors.append(std::abs(predicted / measured - 1.0));
        r.predicted.append(predicted);
        r.measured.append(measured);
        const double gm = std::exp(std::accumulate(logs.begin(), logs.end(), 0.0) / double(logs.size()));
        normPredicted.append(predicted / gm);
        normMeasured.append(measured / gm);
    }
    r.points = int(r.predicted.size());
    r.meanAbsError = r.points > 0 ? std::accumulate(errors.cbegin(), errors.cend(), 0.0) / r.points : 0.0;
    r.band = coveringError(errors);
    r.spearman = spearman(normPredicted, normMeasured);
    return r;
}

} // namespace

LeaveOneOut leaveOneOutTraining(const QList<CalibrationPoint> &points)
{
    QList<CalibrationPoint> mixed;
    QList<qsizetype> at;
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (points[i].kind == u"mixed") {
            mixed.append(points[i]);
            at.append(i);
        }
    }
    return leaveOneOut(
        mixed, [&](qsizetype i) { return TrainingFit::fit(points, at[i]).predict(points[at[i]]); });
}

namespace {

// ln value = set + card over `points`, by least squares; the card effects centred on their mean.
QHash<QString, double> cardEffects(const QList<CalibrationPoint> &points, const QList<double> &values)
{
    QStringList sets, cards;
    for (const CalibrationPoint &p : points) {
        if (!sets.contains(p.set))
            sets.append(p.set);
        if (!cards.contains(p.gpu))
            cards.append(p.gpu);
    }
    const std::size_t nSets = std::size_t(sets.size()), n = nSets + std::size_t(cards.size());
    std::vector<std::vector<double>> ata(n, std::vector<double>(n, 0.0));
    std::vector<double> aty(n, 0.0);
    for (qsizetype i = 0; i < points.size(); ++i) {
        const std::size_t s = std::size_t(sets.indexOf(points[i].set));
        const std::size_t c = nSets + std::size_t(cards.indexOf(points[i].gpu));
        const double y = std::log(values[i]);
        for (const std::size_t r : {s, c}) {
            aty[r] += y;
            ata[r][s] += 1.0;
            ata[r][c] += 1.0;
        }
    }
    for (std::size_t k = 0; k < n; ++k)
        ata[k][k] += 1e-6; // set and card effects share one free constant
    const std::vector<double> w = solveLinear(ata, aty);
    double mean = 0.0;
    for (std::size_t k = nSets; k < n; ++k)
        mean += w[k];
    mean /= double(cards.size());
    QHash<QString, double> out;
    for (qsizetype k = 0; k < cards.size(); ++k)
        out.insert(cards[k], w[nSets + std::size_t(k)] - mean);
    return out;
}

} // namespace

LeaveCardOut leaveCardOutTraining(const QList<CalibrationPoint> &points)
{
    QHash<QString, int> perSet;
    for (const CalibrationPoint &p : points) {
        if (p.kind == u"mixed")
            ++perSet[p.set];
    }
    QList<CalibrationPoint> mixed;
    for (const CalibrationPoint &p : points) {
        if (p.kind == u"mixed" && perSet.value(p.set) >= 2)
            mixed.append(p);
    }
    QHash<QString, TrainingFit> without; // by card
    QList<double> measured, predicted;
    for (const CalibrationPoint &p : mixed) {
        if (!without.contains(p.gpu)) {
            QList<CalibrationPoint> others;
            for (const CalibrationPoint &q : points) {
                if (q.gpu != p.gpu)
                    others.append(q);
            }
            without.insert(p.gpu, TrainingFit::fit(others));
        }
        measured.append(p.value);
        predicted.append(without.value(p.gpu).predict(p));
    }
    const QHash<QString, double> m = cardEffects(mixed, measured);
    const QHash<QString, double> q = cardEffects(mixed, predicted);
    LeaveCardOut r;
    r.names = m.keys();
    r.names.sort();
    double sum = 0.0;
    for (const QString &card : std::as_const(r.names)) {
        r.measured.append(std::exp(m.value(card)));
        r.predicted.append(std::exp(q.value(card)));
        sum += std::abs(r.predicted.last() / r.measured.last() - 1.0);
    }
    r.cards = int(r.names.size());
    r.meanAbsError = r.cards > 0 ? sum / r.cards : 0.0;
    r.spearman = spearman(r.predicted, r.measured);
    return r;
}

LeaveOneOut leaveOneOutDecode(const QList<CalibrationPoint> &points)
{
    return leaveOneOut(points, [&](qsizetype i) {
        const CalibrationPoint &p = points[i];
        return DecodeFit::fit(points, i).tokensPerSecond(
            DecodeFit::bytesPerToken(p.set), DecodeFit::paramsOf(p.set), p.bandwidthGBs, p.fp32Tflops);
    });
}

LeaveOneOut leaveOneSetOutDecode(const QList<CalibrationPoint> &points)
{
    QHash<QString, DecodeFit> without; // by set
    for (const CalibrationPoint &p : points) {
        if (without.contains(p.set))
            continue;
        QList<CalibrationPoint> others;
        for (const CalibrationPoint &q : points) {
            if (q.set != p.set)
                others.append(q);
        }
        without.insert(p.set, DecodeFit::fit(others));
    }
    return leaveOneOut(points, [&](qsizetype i) {
        const CalibrationPoint &p = points[i];
        return without.value(p.set).tokensPerSecond(
            DecodeFit::bytesPerToken(p.set), DecodeFit::paramsOf(p.set), p.bandwidthGBs, p.fp32Tflops);
    });
}

} // namespace rigsmith::core
