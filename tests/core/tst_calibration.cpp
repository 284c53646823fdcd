// SPDX-License-Identifier: GPL-3.0-or-later
// The throughput model against the project's own published measurements (core/workload/
// calibration.csv): each point predicted by a fit made without it. Prints the leave-one-out mean
// absolute error of the relative throughput and Spearman's ρ (README.md states them).
#include "core/workload/calibration.h"

#include <QTest>

#include <cmath>

using namespace rigsmith::core;

class TestCalibration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPointHasItsSource();
    void noReservedSource();
    void trainingLeaveOneOut();
    void decodeLeaveOneOut();
    void fp32RatiosFromPairs();
    void spearmanOfKnownRanks();
};

void TestCalibration::everyPointHasItsSource()
{
    const QList<CalibrationPoint> &points = calibrationPoints();
    QVERIFY(points.size() >= 100);
    for (const CalibrationPoint &p : points) {
        QVERIFY2(p.sourceUrl.startsWith(u"http"), qPrintable(p.set + u' ' + p.gpu));
        QVERIFY2(p.specUrl.startsWith(u"https://www.techpowerup.com/"), qPrintable(p.gpu));
        QVERIFY2(!p.quote.isEmpty(), qPrintable(p.set + u' ' + p.gpu));
        QVERIFY(p.family != GpuFamily::Unknown);
    }
}

void TestCalibration::noReservedSource()
{
    // Lambda Labs' benchmarks are kept for an independent check of this model.
    for (const CalibrationPoint &p : calibrationPoints())
        QVERIFY2(!p.sourceUrl.contains(u"lambda", Qt::CaseInsensitive), qPrintable(p.sourceUrl));
}

void TestCalibration::trainingLeaveOneOut()
{
    const QList<CalibrationPoint> points = calibrationPoints(QStringLiteral("mixed"));
    const LeaveOneOut loo = leaveOneOutTraining(points);
    const TrainingFit &fit = trainingFit();
    qInfo("16-bit training: %d points in %lld sets; leave-one-out mean absolute error %.1f %%, Spearman rho "
          "%.3f",
        loo.points, qlonglong(fit.setConstant.size()), loo.meanAbsError * 100.0, loo.spearman);
    qInfo("fit: a (ln FP32 TFLOPS) %.3f, b (ln GB/s) %.3f, GeForce %.3f", fit.a, fit.b, fit.geforce);
    QVERIFY(loo.points >= 60);
    // Regression guards well outside the figures README.md states, not the figures themselves.
    QVERIFY2(loo.meanAbsError < 0.30, qPrintable(QString::number(loo.meanAbsError)));
    QVERIFY2(loo.spearman > 0.85, qPrintable(QString::number(loo.spearman)));
    // The fit reproduces its own points better than it predicts left-out ones.
    double inSample = 0;
    for (const CalibrationPoint &p : points)
        inSample += std::abs(fit.predict(p) / p.value - 1.0);
    QVERIFY(inSample / points.size() < loo.meanAbsError);
}

void TestCalibration::decodeLeaveOneOut()
{
    const QList<CalibrationPoint> points = calibrationPoints(QStringLiteral("decode"));
    const LeaveOneOut loo = leaveOneOutDecode(points);
    const DecodeFit &fit = decodeFit();
    qInfo("LLM decode: %d points; leave-one-out mean absolute error %.1f %%, Spearman rho %.3f; "
          "%.0f %% of bandwidth, %.2f ms a token",
        loo.points, loo.meanAbsError * 100.0, loo.spearman, fit.efficiency * 100.0, fit.overheadMs);
    QVERIFY(loo.points >= 30);
    QVERIFY(fit.efficiency > 0.2 && fit.efficiency <= 1.0);
    QVERIFY(loo.meanAbsError < 0.30);
}

void TestCalibration::fp32RatiosFromPairs()
{
    // Tensor-core cards gain far more from 16-bit than Pascal, which has none.
    QVERIFY(fp32Ratio(GpuFamily::Pascal) > fp32Ratio(GpuFamily::Volta));
    QVERIFY(fp32Ratio(GpuFamily::Turing) < 0.6);
    for (GpuFamily f :
        {GpuFamily::Pascal, GpuFamily::Volta, GpuFamily::Turing, GpuFamily::Ampere, GpuFamily::Ada})
        QVERIFY(fp32Ratio(f) > 0.1 && fp32Ratio(f) <= 1.0);
}

void TestCalibration::spearmanOfKnownRanks()
{
    QCOMPARE(spearman({1, 2, 3, 4}, {10, 20, 30, 40}), 1.0);
    QCOMPARE(spearman({1, 2, 3, 4}, {40, 30, 20, 10}), -1.0);
    QVERIFY(std::abs(spearman({1, 2, 3, 4, 5}, {2, 1, 4, 3, 5}) - 0.8) < 1e-9);
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
