// SPDX-License-Identifier: GPL-3.0-or-later
#include "frontchart.h"

#include "frontmodel.h"
#include "ui/charts/pointtips.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace rigsmith::ui {

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

namespace {

constexpr qreal kMarker = 11.0;
constexpr qreal kRing = 20.0;

// A chart with thin margins: in a laptop's low dialog every pixel goes to the plot and its labels.
QChart *tightChart()
{
    auto *chart = new QChart;
    chart->setMargins(QMargins(4, 0, 8, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    return chart;
}

} // namespace

FrontChart::FrontChart(const FrontModel *model, QWidget *parent)
    : QChartView(parent)
    , mModel(model)
    , mPointTips(new PointTips(this, {}))
{
    setRenderHint(QPainter::Antialiasing);
    // Point i of the points, of the line through them and of the rows ringed: each names its row.
    mPointTips->setTip([this](const QXYSeries *series, int index) {
        if (series == mRing)
            return tipOf(mSelectedRows.value(index, -1));
        return tipOf(index);
    });
    connect(mPointTips, &PointTips::clicked, this, [this](QXYSeries *series, int index) {
        const int row = series == mRing ? mSelectedRows.value(index, -1) : index;
        if (row >= 0 && row < pointCount())
            Q_EMIT rowClicked(row);
    });
    setEmpty(tr("Search to see the builds on the front here."));
}

void FrontChart::setEmpty(const QString &message)
{
    // No series and no axes: empty axes would draw ticks of a range that means nothing.
    auto *chart = tightChart();
    chart->legend()->hide();
    chart->setTitle(message);
    mPoints = nullptr;
    mRing = nullptr;
    mLabels.clear();
    mSelectedRows.clear();
    mMessage = message;
    QChart *old = this->chart();
    setChart(chart);
    delete old;
}

void FrontChart::showFront(const QString &currency)
{
    const int rows = mModel->rowCount();
    if (rows == 0) {
        setEmpty(tr("No build qualifies."));
        return;
    }
    auto *chart = tightChart();
    chart->legend()->hide();
    auto *line = new QLineSeries;
    auto *points = new QScatterSeries;
    points->setMarkerSize(kMarker);
    auto *ring = new QScatterSeries;
    ring->setMarkerSize(kRing);
    ring->setBrush(Qt::NoBrush);
    ring->setPen(QPen(QColor(220, 40, 40), 2.5));
    mLabels.clear();
    double maxX = 1;
    double maxY = 1;
    for (int row = 0; row < rows; ++row) {
        const QModelIndex at = mModel->index(row, 0);
        const double price = at.data(FrontModel::PriceRole).toDouble();
        const double throughput = at.data(FrontModel::ThroughputRole).toDouble();
        line->append(price, throughput);
        points->append(price, throughput);
        maxX = std::max(maxX, price);
        maxY = std::max(maxY, throughput);
        auto *label = new QGraphicsSimpleTextItem(at.data(FrontModel::GpusRole).toString(), chart);
        QFont font = label->font();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        label->setFont(font);
        label->setZValue(20);
        label->hide();
        mLabels.append(label);
    }
    chart->addSeries(line);
    chart->addSeries(points);
    chart->addSeries(ring);
    auto *ax = new QValueAxis;
    ax->setTitleText(tr("Price (%1)").arg(currency));
    ax->setRange(0, maxX * 1.1);
    ax->setLabelFormat(QStringLiteral("%.0f"));
    auto *ay = new QValueAxis;
    ay->setRange(0, maxY * 1.15);
    ay->setLabelFormat(QStringLiteral("%.0f"));
    ax->applyNiceNumbers();
    ay->applyNiceNumbers();
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
    // The unit goes in the chart's title: a rotated axis title is cut short in a low chart.
    chart->setTitle(tr("%1 against price: every build on the front passes the rules").arg(mModel->unit()));
    mPoints = points;
    mRing = ring;
    mSelectedRows.clear();
    mMessage.clear();
    connect(chart, &QChart::plotAreaChanged, this, &FrontChart::placeLabels);
    QChart *old = this->chart();
    setChart(chart);
    delete old;
    placeLabels();
}

void FrontChart::setSelected(const QList<int> &rows)
{
    mSelectedRows.clear();
    if (!mRing)
        return;
    mRing->clear();
    for (int row : rows) {
        if (row >= 0 && row < mPoints->count()) {
            mSelectedRows.append(row);
            mRing->append(mPoints->at(row));
        }
    }
}

int FrontChart::pointCount() const
{
    return mPoints ? int(mPoints->count()) : 0;
}

QString FrontChart::tipOf(int row) const
{
    // The model's row, as drawn: the chart is redrawn (or emptied) whenever the model is reset.
    return row >= 0 && row < pointCount() ? mModel->index(row, 0).data(FrontModel::PointTipRole).toString()
                                          : QString();
}

QPoint FrontChart::pointPosition(int row) const
{
    return mPointTips->viewportPosition(mPoints, row);
}

QList<int> FrontChart::labelledRows() const
{
    QList<int> rows;
    for (int i = 0; i < mLabels.size(); ++i) {
        if (mLabels[i]->isVisible())
            rows.append(i);
    }
    return rows;
}

QList<int> FrontChart::ringedRows() const
{
    QList<int> rows;
    for (int i = 0; mRing && i < mRing->count(); ++i) {
        for (int row = 0; row < mPoints->count(); ++row) {
            if (mPoints->at(row) == mRing->at(i) && !rows.contains(row))
                rows.append(row);
        }
    }
    return rows;
}

void FrontChart::placeLabels()
{
    if (!mPoints)
        return;
    QChart *chart = this->chart();
    const QRectF plot = chart->plotArea();
    QList<QRectF> markers;
    for (int i = 0; i < mPoints->count(); ++i) {
        const QPointF at = chart->mapToPosition(mPoints->at(i), mPoints);
        markers.append(QRectF(at - QPointF(kMarker / 2, kMarker / 2), QSizeF(kMarker, kMarker)));
    }
    // Cheapest first, each label beside its point where it covers no other label or point and stays in
    // the plot; a label that finds no room is left out (the tooltip still names the point).
    QList<QRectF> taken;
    for (int i = 0; i < mLabels.size(); ++i) {
        QGraphicsSimpleTextItem *label = mLabels[i];
        const QSizeF size = label->boundingRect().size();
        const QPointF at = markers[i].center();
        const qreal gap = kMarker / 2 + 2;
        // Right of the point only: a label to the left of a rising front ends beside the cheaper point.
        const QList<QPointF> corners = {at + QPointF(gap, -gap - size.height()), at + QPointF(gap, gap)};
        label->hide();
        for (const QPointF &corner : corners) {
            const QRectF rect(corner, size);
            if (!plot.contains(rect))
                continue;
            const auto hits = [&rect](const QRectF &r) { return r.intersects(rect); };
            if (std::any_of(taken.cbegin(), taken.cend(), hits)
                || std::any_of(markers.cbegin(), markers.cend(), hits))
                continue;
            label->setPos(corner);
            label->show();
            taken.append(rect);
            break;
        }
    }
}

} // namespace rigsmith::ui
