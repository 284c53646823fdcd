// SPDX-License-Identifier: GPL-3.0-or-later
// The charts: their models after build changes, the swap from the value map as one undo step, CSV
// export and rendering for the build sheet.
#include "core/charts/chartdata.h"
#include "core/workload/memoryfit.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/charts/chartspanel.h"
#include "ui/charts/charttablemodel.h"
#include "ui/charts/pointcloud.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHelpEvent>
#include <QLogValueAxis>
#include <QPieSeries>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

namespace {

InMemoryCatalog chartCatalog()
{
    Gpu cheap = blowerRtx2080Ti();
    cheap.info.id = PartId(QStringLiteral("gpu/cheap-blower"));
    cheap.info.name = QStringLiteral("Cheap blower 2080 Ti");
    cheap.info.price = Money::fromUnits(700, QStringLiteral("USD"));
    return InMemoryCatalog({blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(), cheap.toPart()});
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void modelsFollowTheBuild();
    void breakdownSumsToSummary();
    void swapFromValueMapIsOneStep();
    void filtersAndLogAxis();
    void csvAndRender();
    void hiddenChartsAreDrawnWhenShown();
    void clickOnTheValueMapSwaps();
    void whatCannotHoldTheWorkloadIsMarked();

private:
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = chartCatalog();
};

void TestCharts::init()
{
    mWindow = testWindow(&mCatalog);
    mWindow->document()->reset(guideFourBlowerBuild());
}

void TestCharts::modelsFollowTheBuild()
{
    ChartsPanel *charts = mWindow->charts();
    for (int c = 0; c < ChartsPanel::ChartCount; ++c) {
        QAbstractItemModelTester tester(
            charts->model(ChartsPanel::Chart(c)), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(charts->chart(ChartsPanel::Chart(c)));
    }
    QCOMPARE(charts->model(ChartsPanel::ValueMapChart)->rowCount(), 3);
    QCOMPARE(charts->chart(ChartsPanel::ValueMapChart)->series().size(),
        4); // GPUs, other vendors, front, this build
    auto *all = qobject_cast<QScatterSeries *>(charts->chart(ChartsPanel::ValueMapChart)->series().first());
    QVERIFY(all);
    QCOMPARE(all->name(), QStringLiteral("GPUs")); // the legend entry; the cloud draws the points
    QVERIFY(charts->valueCloud());
    QCOMPARE(charts->valueCloud()->points().size(), 3);
    // This build's GPU is highlighted.
    auto *mine = qobject_cast<QScatterSeries *>(charts->chart(ChartsPanel::ValueMapChart)->series().last());
    QCOMPARE(mine->count(), 1);
    // Alternatives: its own model with 1–4 GPUs, plus other front models.
    QVERIFY(charts->model(ChartsPanel::AlternativesChart)->rowCount() >= 4);
    // A 32-bit workload rescored everything and changed the alternatives' throughput.
    const double before
        = charts->model(ChartsPanel::AlternativesChart)
              ->data(charts->model(ChartsPanel::AlternativesChart)->index(3, 1), Qt::DisplayRole)
              .toDouble();
    Build b = mWindow->document()->build();
    b.workload.precision = Precision::Fp32;
    mWindow->document()->reset(b);
    const double after
        = charts->model(ChartsPanel::AlternativesChart)
              ->data(charts->model(ChartsPanel::AlternativesChart)->index(3, 1), Qt::DisplayRole)
              .toDouble();
    QVERIFY(after < before);
}

void TestCharts::breakdownSumsToSummary()
{
    ChartTableModel *m = mWindow->charts()->model(ChartsPanel::BreakdownChart);
    double sum = 0.0;
    for (int r = 0; r < m->rowCount(); ++r)
        sum += m->data(m->index(r, 1), Qt::DisplayRole).toDouble();
    QCOMPARE(sum, 8627.0); // the summary's total for this build
    // Slivers (the $119 cooler is 1.4 %) are named by the legend only; their labels would pile up.
    auto *pie
        = qobject_cast<QPieSeries *>(mWindow->charts()->chart(ChartsPanel::BreakdownChart)->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->count(), m->rowCount());
    int hidden = 0;
    for (const QPieSlice *slice : pie->slices()) {
        QCOMPARE(slice->isLabelVisible(), slice->percentage() >= 0.04);
        hidden += slice->isLabelVisible() ? 0 : 1;
    }
    QVERIFY(hidden >= 1 && hidden < pie->count());
    // Cost of ownership: a bar per model, with the build's four GPUs or as many as fit. The 3.5-slot
    // RTX 4090 fits fewer than four on this board, yet is compared.
    ChartTableModel *tco = mWindow->charts()->model(ChartsPanel::TcoChart);
    const auto &alternatives = mWindow->charts()->chart(ChartsPanel::TcoChart)->axes(Qt::Vertical);
    QCOMPARE(alternatives.size(), 1);
    const QStringList bars = qobject_cast<QBarCategoryAxis *>(alternatives.first())->categories();
    QCOMPARE(tco->rowCount(), bars.size());
    QVERIFY2(
        bars.contains(QStringLiteral("4 × GeForce RTX 2080 Ti (this build)")), qPrintable(bars.join(u'|')));
    QVERIFY2(std::any_of(bars.cbegin(), bars.cend(),
                 [](const QString &c) {
                     return c.endsWith(QStringLiteral("GeForce RTX 4090")) && !c.startsWith(u'4');
                 }),
        qPrintable(bars.join(u'|')));
}

void TestCharts::swapFromValueMapIsOneStep()
{
    QUndoStack *stack = mWindow->document()->undoStack();
    const int before = stack->count();
    QCOMPARE(mWindow->swapGpusTo(PartId(QStringLiteral("gpu/cheap-blower"))), std::nullopt);
    QCOMPARE(stack->count(), before + 1);
    for (const GpuPlacement &g : mWindow->document()->build().gpus)
        QCOMPARE(g.gpu.info.id.key(), QStringLiteral("gpu/cheap-blower"));
    QCOMPARE(mWindow->document()->build().gpuCount(), 4);
    stack->undo();
    QCOMPARE(mWindow->document()->build().gpus.first().gpu.info.id, blowerRtx2080Ti().info.id);
    const QString redoBefore = stack->redoText();
    QVERIFY(redoBefore.startsWith(QStringLiteral("Swap GPUs to")));
    // 3.5-slot cards in slots 1/3/5/7 would collide: refused, build unchanged.
    const auto why = mWindow->swapGpusTo(openAirRtx4090().info.id);
    QVERIFY(why);
    QVERIFY(why->contains(QStringLiteral("Cannot swap")));
    QCOMPARE(mWindow->document()->build(), guideFourBlowerBuild());
    // The refused swap left no step behind: redo still offers the swap that was undone.
    QCOMPARE(stack->redoText(), redoBefore);
    QCOMPARE(stack->count(), before + 1);
}

void TestCharts::filtersAndLogAxis()
{
    ChartsPanel *charts = mWindow->charts();
    charts->vendorFilter()->setCurrentIndex(charts->vendorFilter()->findData(QStringLiteral("AMD")));
    // Only the build's own GPU stays: the build is on every chart.
    QCOMPARE(charts->model(ChartsPanel::ValueMapChart)->rowCount(), 1);
    QVERIFY(charts->valueMap().points.first().inBuild);
    charts->vendorFilter()->setCurrentIndex(0);
    QCOMPARE(charts->model(ChartsPanel::ValueMapChart)->rowCount(), 3);
    charts->logPrice()->setChecked(true);
    QVERIFY(qobject_cast<QLogValueAxis *>(
        charts->chart(ChartsPanel::ValueMapChart)->axes(Qt::Horizontal).first()));
}

void TestCharts::csvAndRender()
{
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("value.csv"));
    QVERIFY(mWindow->charts()->exportCsv(ChartsPanel::ValueMapChart, path, &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.first().startsWith(QStringLiteral("price USD,score")));
    QVERIFY(!mWindow->charts()->exportCsv(
        ChartsPanel::ValueMapChart, dir.filePath(QStringLiteral("no/such/dir.csv")), &error));
    QVERIFY(error.contains(QStringLiteral("cannot be written")));
    const QImage image = mWindow->charts()->render(ChartsPanel::BreakdownChart, QSize(600, 400));
    QCOMPARE(image.size(), QSize(600, 400));
    // Something was drawn: not every pixel is white.
    bool drawn = false;
    for (int y = 0; y < image.height() && !drawn; y += 7)
        for (int x = 0; x < image.width() && !drawn; x += 7)
            drawn = image.pixel(x, y) != qRgb(255, 255, 255);
    QVERIFY(drawn);
}

// A change redraws only the chart on show: a hidden tab keeps its old chart until it is shown (or
// asked for), and is then drawn for the current build.
void TestCharts::hiddenChartsAreDrawnWhenShown()
{
    ChartsPanel *charts = mWindow->charts();
    auto *tabs = charts->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->currentIndex(), int(ChartsPanel::ValueMapChart));
    const auto viewOf = [charts](ChartsPanel::Chart c) { return charts->view(c); };
    const QChart *tcoBefore = viewOf(ChartsPanel::TcoChart)->chart();
    const QChart *valueBefore = viewOf(ChartsPanel::ValueMapChart)->chart();
    Build b = mWindow->document()->build();
    b.environment.years = 7;
    mWindow->document()->reset(b);
    QVERIFY(viewOf(ChartsPanel::ValueMapChart)->chart() != valueBefore); // shown: redrawn at once
    QCOMPARE(viewOf(ChartsPanel::TcoChart)->chart(), tcoBefore); // hidden: not yet
    QVERIFY(charts->model(ChartsPanel::TcoChart)
                ->headerData(1, Qt::Horizontal, Qt::DisplayRole)
                .toString()
                .contains(u'7'));
    tabs->setCurrentIndex(ChartsPanel::TcoChart);
    QVERIFY(viewOf(ChartsPanel::TcoChart)->chart() != tcoBefore);
    QVERIFY(viewOf(ChartsPanel::TcoChart)->chart()->title().contains(QStringLiteral("7 years")));
    // Asked for while hidden (as the build sheet does), a chart is drawn for the current build.
    tabs->setCurrentIndex(ChartsPanel::ValueMapChart);
    b.environment.years = 4;
    mWindow->document()->reset(b);
    QVERIFY(charts->chart(ChartsPanel::TcoChart)->title().contains(QStringLiteral("4 years")));
}

// The value map's GPUs are one item: hovering a drawn point names it, a click on it asks for that GPU, a
// click beside every point asks for nothing, and each point is drawn where the axes put its price and score.
void TestCharts::clickOnTheValueMapSwaps()
{
    // The panel alone: in the window a click also asks the user to confirm the swap.
    ChartsPanel panel;
    ChartsPanel *charts = &panel;
    panel.setCatalog(&mCatalog);
    panel.update(guideFourBlowerBuild());
    panel.resize(1000, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QChart *chart = charts->chart(ChartsPanel::ValueMapChart);
    PointCloudItem *cloud = charts->valueCloud();
    QVERIFY(cloud);
    QVERIFY(!chart->plotArea().isEmpty());
    const auto &points = charts->valueMap().points;
    QCOMPARE(cloud->points().size(), points.size());
    QSignalSpy asked(charts, &ChartsPanel::swapRequested);
    auto *view = charts->view(ChartsPanel::ValueMapChart);
    int clicked = 0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QPointF at = cloud->positionOf(i);
        QCOMPARE(
            at, chart->mapToPosition(QPointF(points[i].price, points[i].score), chart->series().first()));
        QVERIFY(chart->plotArea().contains(at));
        if (cloud->pointAt(at) != i)
            continue; // hidden under another point at the same place
        QSignalSpy hovered(cloud, &PointCloudItem::hovered);
        QTest::mouseMove(view->viewport(), view->mapFromScene(cloud->mapToScene(at)));
        QVERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.last().first().value<qsizetype>(), i);
        // The tooltip stays while the pointer rests on the point.
        const QPoint rest = view->mapFromScene(cloud->mapToScene(at));
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QHelpEvent help(QEvent::ToolTip, rest, view->viewport()->mapToGlobal(rest));
        QApplication::sendEvent(view->viewport(), &help);
        QTest::qWait(400);
        QVERIFY(QToolTip::isVisible() && QToolTip::text() == tip);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(cloud->mapToScene(at)));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.takeFirst().first().value<PartId>(), points[i].id);
        ++clicked;
    }
    QCOMPARE(clicked, 3); // the three GPUs lie apart
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
        view->mapFromScene(cloud->mapToScene(chart->plotArea().topLeft() + QPointF(2, 2))));
    QCOMPARE(asked.size(), 0);
}

// For a 70B model in 4-bit (about 43 GB a GPU on one card), the configurations that cannot hold
// it are drawn apart with the reason in their tooltip; every point of the alternatives chart has a tooltip;
// the ranked table's rows too; the ownership chart offers no configuration that does not fit.
void TestCharts::whatCannotHoldTheWorkloadIsMarked()
{
    ChartsPanel panel;
    panel.setCatalog(&mCatalog);
    Build b = guideFourBlowerBuild();
    b.workload.kind = WorkloadKind::Inference;
    b.workload.paramsBillions = 70;
    b.workload.precision = Precision::Int4;
    b.workload.sequenceLength = 8192;
    b.workload.microBatch = 1;
    panel.update(b);
    panel.resize(1200, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *tabs = panel.findChild<QTabWidget *>();
    tabs->setCurrentIndex(ChartsPanel::AlternativesChart);
    QChart *chart = panel.chart(ChartsPanel::AlternativesChart);
    ChartTableModel *model = panel.model(ChartsPanel::AlternativesChart);
    int unfit = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const bool holds
            = model->data(model->index(r, 5), Qt::DisplayRole).toString() == QStringLiteral("yes");
        QCOMPARE(model->data(model->index(r, 6), Qt::DisplayRole).toString().isEmpty(), holds);
        unfit += holds ? 0 : 1;
    }
    QVERIFY(unfit > 0 && unfit < model->rowCount());
    QXYSeries *shortSeries = nullptr;
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() == QStringLiteral("Cannot hold the workload"))
            shortSeries = qobject_cast<QXYSeries *>(s);
    }
    QVERIFY(shortSeries);
    QCOMPARE(shortSeries->count(), unfit);
    // Hovering each drawn point shows its tooltip; those that do not fit say why.
    auto *view = panel.view(ChartsPanel::AlternativesChart);
    int shown = 0;
    for (QAbstractSeries *s : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        for (int i = 0; xy && i < xy->count(); ++i) {
            QToolTip::hideText();
            const QPoint at = view->mapFromScene(chart->mapToScene(chart->mapToPosition(xy->at(i), xy)));
            QTest::mouseMove(view->viewport(), at + QPoint(1, 0));
            QTest::mouseMove(view->viewport(), at);
            QTRY_VERIFY2(!QToolTip::text().isEmpty(), qPrintable(xy->name()));
            // The pointer rests: the view's tooltip event keeps the point's text, single markers and
            // hollow points included.
            const QString hovered = QToolTip::text();
            QHelpEvent rest(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
            QApplication::sendEvent(view->viewport(), &rest);
            QTest::qWait(400); // a tooltip asked to hide goes after a short delay
            QVERIFY2(QToolTip::isVisible() && QToolTip::text() == hovered,
                qPrintable(xy->name() + u'|' + hovered + u'|' + QToolTip::text()));
            if (xy == shortSeries)
                QVERIFY2(QToolTip::text().contains(QStringLiteral("Cannot hold the workload: needs")),
                    qPrintable(QToolTip::text()));
            ++shown;
        }
    }
    QVERIFY(shown >= model->rowCount());
    // The ownership bars: only configurations that fit, and the build itself marked as not fitting.
    const QStringList bars
        = qobject_cast<QBarCategoryAxis *>(panel.chart(ChartsPanel::TcoChart)->axes(Qt::Vertical).first())
              ->categories();
    const bool buildHolds = !memoryShortfall(b.workload, 4, b.gpus.first().gpu.spec);
    QVERIFY2(bars.contains(buildHolds
                     ? QStringLiteral("4 × GeForce RTX 2080 Ti (this build)")
                     : QStringLiteral("4 × GeForce RTX 2080 Ti (this build: does not hold the workload)")),
        qPrintable(bars.join(u'|')));
    for (const Alternative &a :
        buildAlternatives(b, valueMap(mCatalog.parts(PartKind::Gpu), b), mCatalog.parts(PartKind::Gpu))) {
        if (!a.fits && !a.current)
            QVERIFY(!bars.contains(QStringLiteral("%1 × %2").arg(a.gpus).arg(a.model)));
    }
    // The ranked table: every row has a tooltip.
    ChartTableModel *rank = panel.rankModel();
    QVERIFY(rank->rowCount() > 0);
    for (int r = 0; r < rank->rowCount(); ++r)
        QVERIFY(!rank->data(rank->index(r, 1), Qt::ToolTipRole).toString().isEmpty());
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
