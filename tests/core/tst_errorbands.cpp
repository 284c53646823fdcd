// SPDX-License-Identifier: GPL-3.0-or-later
// The error band each estimate is shown with: the error four in five rows of its leave-out check stay
// within, and the narrower figure the advisor compares builds by.
#include "core/workload/calibration.h"
#include "core/workload/frameworkmemory.h"
#include "core/workload/leaveoutcheck.h"
#include "core/workload/servingmodel.h"
#include "core/workload/workloadestimate.h"
#include "support/workloadsamples.h"

#include <QTest>

#include <algorithm>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestErrorBands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bandsHoldFourInFive()
    {
        // The smallest error that four in five rows do not exceed.
        QCOMPARE(coveringError({0.5, 0.1, 0.4, 0.2, 0.3}), 0.4);
        QCOMPARE(coveringError({0.3, 0.1}), 0.3);
        QCOMPARE(coveringError({0.25}), 0.25);
        QCOMPARE(coveringError({}), 0.0);
        QCOMPARE(coveringError({0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0}), 0.8);
        // Every shown band holds at least four in five rows of the check it comes from, and is no
        // narrower than that check's mean error (which would hold about half of them).
        const auto holds = [](const LeaveOutCheck &c) {
            const auto inside
                = std::count_if(c.errors.cbegin(), c.errors.cend(), [&](double e) { return e <= c.band(); });
            return c.rows > 0 && inside * 5 >= c.rows * 4 && c.band() >= c.meanAbsError;
        };
        QVERIFY(holds(ServingModel::check(ServingModel::points())));
        QVERIFY(holds(ServingModel::checkTtft(ServingModel::points())));
        QVERIFY(holds(checkFrameworkMemory(frameworkPoints())));
        QCOMPARE(memoryErrorBand(), checkFrameworkMemory(frameworkPoints()).band());
        // One user's decode: a model the fit has not seen (leave one model out) errs more than a card it
        // has not seen on a model it knows (leave one point out); the shown band is the first, the
        // advisor's "as fast" the second.
        const QList<CalibrationPoint> decode = calibrationPoints(QStringLiteral("decode"));
        const LeaveOneOut byModel = leaveOneSetOutDecode(decode);
        const LeaveOneOut byPoint = leaveOneOutDecode(decode);
        qInfo("one user's decode: leave one model out %.1f %% mean, band %.1f %%; leave one point out "
              "%.1f %% mean, band %.1f %%",
            byModel.meanAbsError * 100, byModel.band * 100, byPoint.meanAbsError * 100, byPoint.band * 100);
        QCOMPARE(byModel.points, byPoint.points);
        QVERIFY(byModel.meanAbsError > byPoint.meanAbsError);
        QCOMPARE(decodeErrorBand(), byModel.band);
        QCOMPARE(decodeComparisonBand(), byPoint.meanAbsError);
        QCOMPARE(comparisonBandOf(inference(QStringLiteral("Llama 3.1 70B"), Precision::Int4)),
            decodeComparisonBand());
        Workload served = inference(QStringLiteral("Llama 3.1 8B"), Precision::Bf16);
        served.serving = 32;
        QCOMPARE(throughputBandOf(served), ServingModel::errorBand());
        QCOMPARE(comparisonBandOf(served), ServingModel::comparisonBand());
        QVERIFY(ServingModel::errorBand() > ServingModel::comparisonBand());
    }

    void bandsAreShown()
    {
        QVERIFY(trainingErrorBand() > 0 && trainingErrorBand() < 0.5);
        QVERIFY(decodeErrorBand() > 0 && decodeErrorBand() < 0.5);
        const QString text = formatThroughput(100, QStringLiteral("tokens/s"), 0.12);
        QVERIFY2(text.contains(u"12"), qPrintable(text));
        QCOMPARE(formatThroughput(100, QStringLiteral("tokens/s"), 0.0),
            formatThroughput(100, QStringLiteral("tokens/s")));
        Workload w = inference(QStringLiteral("Qwen3 30B-A3B"), Precision::Int4);
        const QString inputs = workloadInputsText(w);
        QVERIFY2(inputs.contains(u"Qwen3 30B-A3B") && inputs.contains(u"3.3"), qPrintable(inputs));
    }
};

QTEST_GUILESS_MAIN(TestErrorBands)
#include "tst_errorbands.moc"
