// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/charts/chartdata.h"
#include "pointcloud.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QTabWidget;
class QTableView;

namespace rigsmith::ui {

class ChartTableModel;
class PointTips;

// The cost-versus-performance charts, in tabs: the GPU value map with its Pareto front, the
// build with 1–4 GPUs of other models, the cost breakdown, and total cost of ownership. Each chart
// is fed from a ChartTableModel, which its context menu exports as CSV.
class ChartsPanel : public QWidget
{
    Q_OBJECT
public:
    enum Chart { ValueMapChart, AlternativesChart, BreakdownChart, TcoChart, ChartCount };

    explicit ChartsPanel(QWidget *parent = nullptr);

    void setCatalog(const core::PartCatalog *catalog);
    void update(const core::Build &build);
    // Redraws with the same build: the exchange rates the prices are converted at have changed.
    void refreshPrices();

    ChartTableModel *model(Chart chart) const { return mModels[chart]; }
    QChartView *view(Chart chart) const { return mViews[chart]; }
    // The chart, drawn now if it was not yet drawn for the current build.
    QChart *chart(Chart chart);
    const core::ValueMap &valueMap() const { return mValueMap; }
    // The value map's GPUs as drawn (null until the value map was first drawn).
    PointCloudItem *valueCloud() const { return mCloud.data(); }
    QCheckBox *logPrice() const { return mLogPrice; }
    // "Which GPU gives most for my money": the value map's GPUs by score per dollar, beside it.
    ChartTableModel *rankModel() const { return mRankModel; }
    QTableView *rankTable() const { return mRankTable; }
    // The filters' row, in the value map's tab (the only chart they act on).
    QWidget *filterBar() const { return mFilterBar; }
    QComboBox *vendorFilter() const { return mVendor; }
    // The chart drawn into an image (for the PDF build sheet).
    QImage render(Chart chart, const QSize &size);
    // Writes the chart's data to `path`, with ".csv" added when it has no extension.
    bool exportCsv(Chart chart, const QString &path, QString *error) const;

Q_SIGNALS:
    // The user clicked a GPU on the value map and wants the build's GPUs to become it.
    void swapRequested(const rigsmith::core::PartId &gpu);

private:
    void rebuild();
    void draw(Chart chart);
    void fillValueTables();
    void fillRankTable();
    void fillAlternativesTables();
    void fillBreakdownTable();
    void fillTcoTable();
    void drawValueChart();
    void drawAlternativesChart();
    void drawBreakdownChart();
    void drawTcoChart();
    // Shows `chart` in its tab, deleting the one it replaces.
    void replaceChart(Chart c, QChart *chart);
    core::ValueFilter filter() const;
    // What a value-map point is, for its tooltip on the map and in the ranked table.
    QString pointTip(const core::ValuePoint &point) const;
    // A point of the alternatives chart: its cards, cost, throughput, and why it does not fit.
    QString alternativeTip(const core::Alternative &alternative) const;

    const core::PartCatalog *mCatalog = nullptr;
    QList<core::Part> mGpus;
    core::Build mBuild;
    core::ValueMap mValueMap;
    QList<core::Alternative> mAlternatives; // shared by the alternatives and TCO charts
    // The build's parts without a price in its currency, which two chart titles name: counted when
    // one of them is drawn first after a change (a full analysis, not paid by every rebuild).
    std::optional<int> mUnpriced;
    int unpricedParts();
    QStringList mTcoCategories;
    QPointer<PointCloudItem> mCloud; // owned by the value map's chart
    PointTips *mAlternativeTips = nullptr; // on the alternatives' view, made with its first chart
    bool mStale[ChartCount] = {true, true, true, true};
    ChartTableModel *mModels[ChartCount];
    ChartTableModel *mFrontModel;
    ChartTableModel *mHighlightModel;
    ChartTableModel *mCurrentAltModel;
    ChartTableModel *mRankModel;
    QList<int> mRankPoints; // the value map's point in each row of the ranked table
    QTableView *mRankTable;
    QWidget *mFilterBar;
    QChartView *mViews[ChartCount];
    QTabWidget *mTabs;
    QComboBox *mVendor;
    QComboBox *mCooler;
    QComboBox *mEra;
    QCheckBox *mLogPrice;
};

} // namespace rigsmith::ui
