// SPDX-License-Identifier: GPL-3.0-or-later
// The four charts drawn from their tables: the value map, the alternatives, the cost breakdown and
// the cost of ownership (ChartsPanel's drawing half; the panel, its tables and filters are in
// chartspanel.cpp).
#include "chartspanel.h"
#include "charttablemodel.h"
#include "core/workload/workloadestimate.h"
#include "pointcloud.h"
#include "pointtips.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QCursor>
#include <QGraphicsLayout>
#include <QHash>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPieSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QVPieModelMapper>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr double kLabelledSlice = 0.04; // of the pie

void mapXY(QXYSeries *series, ChartTableModel *model, int x, int y)
{
    auto *mapper = new QVXYModelMapper(series);
    mapper->setXColumn(x);
    mapper->setYColumn(y);
    mapper->setSeries(series);
    mapper->setModel(model);
}

// Price or cost along the bottom, the figure up the side, every series of the chart on both.
void attachAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

// Round tick values (0, 1000, 2000 rather than 0, 1784.7, 3569.5).
void niceTicks(QValueAxis *axis, const QString &format)
{
    axis->applyNiceNumbers();
    axis->setLabelFormat(format);
}

// Round ticks along a horizontal axis, with room after the last for its label: a label centred on the plot's
// right edge was cut at a laptop's width ("10…"). The axis runs on past its last tick by at least half a
// tick's interval, which holds half a label.
void roomyTicks(QValueAxis *axis, const QString &format)
{
    const double max = axis->max();
    axis->applyNiceNumbers();
    axis->setLabelFormat(format);
    if (axis->tickCount() < 2)
        return;
    const double interval = (axis->max() - axis->min()) / (axis->tickCount() - 1);
    const double last = axis->min() + std::floor((max - axis->min()) / interval) * interval;
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(axis->min());
    axis->setTickInterval(interval);
    axis->setRange(axis->min(), std::max(max, last + interval / 2.0));
}

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Beside the plot: the dock is wide and short, and a legend below took the height the axis
    // labels need (on a laptop screen they were cut to "…").
    chart->legend()->setAlignment(Qt::AlignRight);
    // Thin margins: in a short dock every pixel of height goes to the plot and its axis labels.
    chart->setMargins(QMargins(4, 2, 4, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    return chart;
}

} // namespace

void ChartsPanel::drawValueChart()
{
    QString title = tr("%1 of one GPU by price, GPUs of ≥ %2 GB")
                        .arg(mValueMap.unit)
                        .arg(mValueMap.memoryNeeded, 0, 'f', 1);
    // GPUs planned later share the memory too: said on a line of its own (one line had no room for it).
    if (mBuild.workload.plannedGpus > 0)
        title += QStringLiteral("<br>")
            + tr("each of %1 GPUs: %2 placed, %3 planned later")
                  .arg(mValueMap.plannedGpus)
                  .arg(mBuild.gpuCount())
                  .arg(mBuild.workload.plannedGpus);
    // GPUs priced in a currency with no rate to the build's are left off, and the title says so.
    // A second line (the title is rich text: a plain line break was drawn as a space and the line elided).
    if (mValueMap.unconverted > 0)
        title += QStringLiteral("<br>")
            + tr("%n GPU(s) priced in %1 are not shown: no exchange rate to %2", nullptr,
                mValueMap.unconverted)
                  .arg(mValueMap.missingRates.join(QStringLiteral(", ")), mValueMap.currency);
    QChart *chart = newChart(title);
    // The GPUs are drawn by one point-cloud item (a scatter series would make an item per
    // point); this empty series gives it the axes, the colours and the legend entry.
    auto *all = new QScatterSeries;
    all->setName(tr("GPUs"));
    all->setMarkerSize(6);
    auto *line = new QLineSeries;
    line->setName(tr("Best value"));
    mapXY(line, mFrontModel, 0, 1);
    // Cards the guide warns against (GPU-14, not NVIDIA) stay on the map, marked.
    auto *other = new QScatterSeries;
    other->setName(tr("Other vendors"));
    other->setMarkerSize(6);
    other->setColor(QColor(175, 175, 175));
    other->setBorderColor(QColor(120, 120, 120));
    auto *mine = new QScatterSeries;
    mine->setName(tr("This build"));
    mine->setMarkerSize(14);
    mine->setColor(QColor(220, 40, 40));
    mapXY(mine, mHighlightModel, 0, 1);
    for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(all), static_cast<QAbstractSeries *>(other),
             static_cast<QAbstractSeries *>(line), static_cast<QAbstractSeries *>(mine)})
        chart->addSeries(s);
    // The build's own cards that cannot hold the workload: hollow, named as such (their tooltip says why).
    auto *unfit = new QScatterSeries;
    unfit->setName(tr("This build: cannot hold the workload"));
    unfit->setMarkerSize(14);
    unfit->setColor(Qt::white);
    unfit->setBorderColor(QColor(220, 40, 40));
    for (const ValuePoint &p : mValueMap.points) {
        if (!p.fits)
            unfit->append(p.price, p.score);
    }
    if (unfit->count() > 0)
        chart->addSeries(unfit);
    else
        delete unfit;
    QAbstractAxis *x;
    if (mLogPrice->isChecked()) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%.0f"));
        x = log;
    } else {
        x = new QValueAxis;
    }
    // Cards left off for want of a measured basis are counted under the axis (the title has no room),
    // in few enough words that a laptop's dock does not elide them.
    x->setTitleText(mValueMap.withoutBasis > 0
            ? tr("%1 · %2 unmeasured").arg(mValueMap.currency).arg(mValueMap.withoutBasis)
            : tr("Price (%1)").arg(mValueMap.currency));
    // No vertical title: in a laptop's short dock it was cut ("Through…"); the chart's title names
    // the scale.
    auto *y = new QValueAxis;
    // Ranges from the data: mapped series do not widen axes by themselves.
    double maxPrice = 100.0, minPrice = 1e9, maxScore = 0.1;
    for (const ValuePoint &p : mValueMap.points) {
        maxPrice = std::max(maxPrice, p.price);
        minPrice = std::min(minPrice, p.price);
        maxScore = std::max(maxScore, p.score);
    }
    x->setRange(mLogPrice->isChecked() ? std::max(10.0, minPrice * 0.9) : 0.0, maxPrice * 1.05);
    y->setRange(0.0, maxScore * 1.08);
    if (auto *linear = qobject_cast<QValueAxis *>(x))
        roomyTicks(linear, QStringLiteral("%.0f"));
    niceTicks(y, QStringLiteral("%.1f"));
    attachAxes(chart, x, y);
    QList<QPointF> points;
    points.reserve(mValueMap.points.size());
    for (const ValuePoint &p : mValueMap.points)
        points.append({p.price, p.score});
    mCloud = new PointCloudItem(chart, all);
    mCloud->setPoints(points);
    QList<bool> marked;
    for (const ValuePoint &p : mValueMap.points)
        marked.append(p.vendor != u"NVIDIA");
    mCloud->setMarked(marked, other);
    mCloud->watch(mViews[ValueMapChart]);
    // The cloud's points are the value map's, in the same order.
    connect(mCloud, &PointCloudItem::hovered, this, [this](qsizetype i) {
        if (i < 0 || i >= mValueMap.points.size()) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(), pointTip(mValueMap.points[i]));
    });
    connect(mCloud, &PointCloudItem::clicked, this, [this](qsizetype i) {
        if (i >= 0 && i < mValueMap.points.size())
            Q_EMIT swapRequested(mValueMap.points[i].id);
    });
    replaceChart(ValueMapChart, chart);
}

void ChartsPanel::drawAlternativesChart()
{
    const QList<Alternative> &alts = mAlternatives;
    QString title = tr("Throughput (%1) by build cost, with 1–4 of each GPU").arg(mValueMap.unit);
    // Costs that leave parts out are drawn too far left: said in the title, as the ownership chart does.
    if (const int unpriced = unpricedParts(); unpriced > 0)
        title += QStringLiteral("<br>")
            + tr("Not like with like: %n part(s) of this build have no price in %1; every point leaves them "
                 "out",
                nullptr, unpriced)
                  .arg(mBuild.environment.currency);
    QChart *chart = newChart(title);
    // One line per GPU model through the counts of it that hold the workload, named in the legend; the
    // counts that do not are drawn apart, hollow, with the reason in their tooltip.
    QList<QXYSeries *> lines;
    QList<QList<int>> members; // the alternatives each series draws, point by point
    auto *short_ = new QScatterSeries;
    short_->setName(tr("Cannot hold the workload"));
    short_->setMarkerSize(9);
    short_->setColor(Qt::white);
    short_->setBorderColor(QColor(150, 150, 150));
    QList<int> shortMembers;
    for (qsizetype first = 0; first < alts.size();) {
        qsizetype last = first;
        while (last + 1 < alts.size() && alts[last + 1].gpu == alts[first].gpu)
            ++last;
        QList<int> fitting;
        for (qsizetype i = first; i <= last; ++i) {
            if (alts[i].fits)
                fitting.append(int(i));
            else
                shortMembers.append(int(i));
        }
        if (!fitting.isEmpty()) {
            const Alternative &low = alts[fitting.first()];
            const Alternative &high = alts[fitting.last()];
            // A single count is a marker: a line of one point reports no hover.
            QXYSeries *line = nullptr;
            if (fitting.size() == 1) {
                auto *single = new QScatterSeries;
                single->setMarkerSize(9);
                line = single;
            } else {
                line = new QLineSeries;
                line->setPointsVisible(true);
            }
            line->setName(low.gpus == high.gpus
                    ? tr("%1 × %2").arg(low.gpus).arg(low.model)
                    : tr("%1 × %2–%3").arg(low.model).arg(low.gpus).arg(high.gpus));
            for (int i : fitting)
                line->append(alts[i].cost, alts[i].throughput);
            chart->addSeries(line);
            lines.append(line);
            members.append(fitting);
        }
        first = last + 1;
    }
    for (int i : shortMembers)
        short_->append(alts[i].cost, alts[i].throughput);
    if (!shortMembers.isEmpty()) {
        chart->addSeries(short_);
        lines.append(short_);
        members.append(shortMembers);
    } else {
        delete short_;
    }
    auto *mine = new QScatterSeries;
    mine->setName(tr("This build"));
    mine->setMarkerSize(14);
    mine->setColor(QColor(220, 40, 40));
    mapXY(mine, mCurrentAltModel, 0, 1);
    chart->addSeries(mine);
    QList<int> current;
    for (qsizetype i = 0; i < alts.size(); ++i) {
        if (alts[i].current)
            current.append(int(i));
    }
    lines.append(mine);
    members.append(current);
    double maxCost = 100.0, maxThroughput = 0.1;
    for (const Alternative &a : alts) {
        maxCost = std::max(maxCost, a.cost);
        maxThroughput = std::max(maxThroughput, a.throughput);
    }
    auto *x = new QValueAxis;
    x->setTitleText(tr("Build cost (%1)").arg(mBuild.environment.currency));
    x->setRange(0.0, maxCost * 1.08);
    auto *y = new QValueAxis;
    y->setRange(0.0, maxThroughput * 1.1);
    niceTicks(x, QStringLiteral("%.0f"));
    niceTicks(y, QStringLiteral("%.1f"));
    attachAxes(chart, x, y);
    // Every drawn point has its tooltip: a line's, a single count's marker and a hollow point's alike.
    QHash<const QXYSeries *, QList<int>> drawn;
    for (qsizetype s = 0; s < lines.size(); ++s)
        drawn.insert(lines[s], members[s]);
    if (!mAlternativeTips)
        mAlternativeTips = new PointTips(mViews[AlternativesChart], {});
    mAlternativeTips->setTip([this, alts, drawn](const QXYSeries *series, int index) {
        const int i = drawn.value(series).value(index, -1);
        return i >= 0 && i < alts.size() ? alternativeTip(alts[i]) : QString();
    });
    replaceChart(AlternativesChart, chart);
}

QString ChartsPanel::pointTip(const ValuePoint &p) const
{
    QString tip = tr("%1\n%2 %3 (%4), %5 (%6 per 1000 %2), %7 GB")
                      .arg(p.name, mValueMap.currency, QLocale().toString(p.price, 'f', 2), p.priceOrigin,
                          formatThroughput(p.score, mValueMap.unit),
                          formatThroughput(p.score / p.price * 1000.0, mValueMap.unit))
                      .arg(p.memory);
    if (!p.fits)
        return tip + u'\n' + tr("Cannot hold the workload: %1").arg(p.why);
    return tip + u'\n' + tr("Click to make the build's GPUs this model");
}

QString ChartsPanel::alternativeTip(const Alternative &a) const
{
    QString tip = tr("%1 × %2\n%3 %4, %5")
                      .arg(a.gpus)
                      .arg(a.model, mBuild.environment.currency, QLocale().toString(a.cost, 'f', 0),
                          formatThroughput(a.throughput, mValueMap.unit));
    if (a.current)
        tip += u'\n' + tr("This build");
    if (!a.fits)
        tip += u'\n' + tr("Cannot hold the workload: %1").arg(a.why);
    return tip;
}

void ChartsPanel::drawBreakdownChart()
{
    int unpriced = 0;
    for (const CostSlice &s : costBreakdown(mBuild))
        unpriced += s.unpriced;
    // The unpriced parts are named in the title: the pie is of the known prices only.
    QChart *chart = newChart(unpriced > 0 ? tr("Where the money goes, as far as it is known: %n part(s) "
                                               "without a price are not in it",
                                 nullptr, unpriced)
                                          : tr("Where the money goes"));
    auto *pie = new QPieSeries;
    auto *mapper = new QVPieModelMapper(pie);
    mapper->setLabelsColumn(0);
    mapper->setValuesColumn(1);
    mapper->setSeries(pie);
    mapper->setModel(mModels[BreakdownChart]);
    for (QPieSlice *slice : pie->slices()) {
        slice->setLabel(QStringLiteral("%1 %2 %3")
                            .arg(slice->label(), mBuild.environment.currency,
                                QLocale().toString(slice->value(), 'f', 0)));
        // Labels of slivers would pile on each other; the legend still names every slice.
        slice->setLabelVisible(slice->percentage() >= kLabelledSlice);
    }
    chart->addSeries(pie);
    replaceChart(BreakdownChart, chart);
}

void ChartsPanel::drawTcoChart()
{
    const int n = std::max(1, mBuild.gpuCount());
    QString title = tr("Purchase plus energy at the wall over %1 years (each model with up to %2 GPUs)")
                        .arg(mBuild.environment.years)
                        .arg(n);
    // Bars that leave parts out do not compare like with like: said in the title, not drawn shorter in
    // silence.
    if (const int unpriced = unpricedParts(); unpriced > 0)
        title += QStringLiteral("<br>")
            + tr(
                "Not like with like: %n part(s) of this build have no price in %1; every bar leaves them out",
                nullptr, unpriced)
                  .arg(mBuild.environment.currency);
    QChart *chart = newChart(title);
    // Bars across, their names on the left: a name under an upright bar was cut to the bar's width.
    auto *bars = new QHorizontalStackedBarSeries;
    auto *mapper = new QVBarModelMapper(bars);
    mapper->setFirstBarSetColumn(0);
    mapper->setLastBarSetColumn(1);
    mapper->setSeries(bars);
    mapper->setModel(mModels[TcoChart]);
    chart->addSeries(bars);
    auto *names = new QBarCategoryAxis;
    names->append(mTcoCategories);
    auto *money = new QValueAxis;
    money->setTitleText(mBuild.environment.currency);
    attachAxes(chart, money, names);
    niceTicks(money, QStringLiteral("%.0f"));
    replaceChart(TcoChart, chart);
}

} // namespace rigsmith::ui
