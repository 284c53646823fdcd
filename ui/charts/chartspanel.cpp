// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartspanel.h"

#include "charttablemodel.h"
#include "core/rules/ruleengine.h"
#include "core/workload/workloadestimate.h"
#include "pointcloud.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QScrollBar>
#include <QSet>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr int kRanked = 25; // GPUs in the "most for my money" table

} // namespace

ChartsPanel::ChartsPanel(QWidget *parent)
    : QWidget(parent)
    , mFrontModel(new ChartTableModel(this))
    , mHighlightModel(new ChartTableModel(this))
    , mCurrentAltModel(new ChartTableModel(this))
    , mRankModel(new ChartTableModel(this))
    , mRankTable(new QTableView(this))
    , mFilterBar(new QWidget(this))
    , mTabs(new QTabWidget(this))
    , mVendor(new QComboBox(this))
    , mCooler(new QComboBox(this))
    , mEra(new QComboBox(this))
    , mLogPrice(new QCheckBox(tr("Log price axis"), this))
{
    const QString titles[ChartCount]
        = {tr("GPU value"), tr("Alternatives"), tr("Cost breakdown"), tr("Cost of ownership")};
    for (int c = 0; c < ChartCount; ++c) {
        mModels[c] = new ChartTableModel(this);
        mViews[c] = new QChartView(this);
        mViews[c]->setRenderHint(QPainter::Antialiasing);
        mViews[c]->setContextMenuPolicy(Qt::ActionsContextMenu);
        auto *csv = new QAction(tr("Export data as CSV…"), mViews[c]);
        connect(csv, &QAction::triggered, this, [this, c] {
            const QString path = QFileDialog::getSaveFileName(
                this, tr("Export chart data"), QString(), tr("CSV files (*.csv)"));
            QString error;
            if (!path.isEmpty() && !exportCsv(Chart(c), path, &error))
                QMessageBox::warning(this, tr("Cannot export"), error);
        });
        mViews[c]->addAction(csv);
        if (c != ValueMapChart)
            mTabs->addTab(mViews[c], titles[c]);
    }
    mVendor->addItem(tr("All vendors"), QString());
    for (const char *v : {"NVIDIA", "AMD", "Intel"})
        mVendor->addItem(QString::fromLatin1(v), QString::fromLatin1(v));
    mCooler->addItem(tr("All coolers"), -1);
    for (CoolerType t : allValues<CoolerType>())
        mCooler->addItem(displayName(t), int(t));
    mEra->addItem(tr("Any year"), 0);
    mEra->addItem(tr("New (2020 on)"), 1);
    mEra->addItem(tr("Used era (before 2020)"), 2);
    mVendor->setToolTip(tr("Only GPUs of this vendor on the value map"));
    mCooler->setToolTip(tr("Only GPUs with this cooler type"));
    mEra->setToolTip(tr("New cards, or the older generations people buy used"));
    mLogPrice->setToolTip(tr("Show price on a logarithmic axis"));
    // The filters act on the value map only: they sit above it, in its tab, and the ranked table
    // of the same GPUs sits beside it.
    auto *filters = new QHBoxLayout(mFilterBar);
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(mVendor);
    filters->addWidget(mCooler);
    filters->addWidget(mEra);
    filters->addWidget(mLogPrice);
    filters->addStretch(1);
    mRankTable->setModel(mRankModel);
    mRankTable->verticalHeader()->hide();
    mRankTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mRankTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mRankTable->setWordWrap(false);
    mRankTable->horizontalHeader()->setStretchLastSection(false);
    mRankTable->setToolTip(tr("The GPUs on the value map, most throughput per dollar first; double-click to "
                              "make the build's GPUs this model"));
    connect(mRankTable, &QTableView::doubleClicked, this, [this](const QModelIndex &i) {
        const int point = mRankPoints.value(i.row(), -1);
        if (point >= 0 && point < mValueMap.points.size())
            Q_EMIT swapRequested(mValueMap.points[point].id);
    });
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(mViews[ValueMapChart]);
    split->addWidget(mRankTable);
    // The table wide enough for a model's name beside its four figures (at 2 : 1 a laptop
    // showed "GeFo…").
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({1500, 1000});
    split->setChildrenCollapsible(false);
    auto *valuePage = new QWidget(this);
    auto *valueLayout = new QVBoxLayout(valuePage);
    valueLayout->setContentsMargins(0, 2, 0, 0);
    valueLayout->addWidget(mFilterBar);
    valueLayout->addWidget(split, 1);
    mTabs->insertTab(ValueMapChart, valuePage, titles[ValueMapChart]);
    mTabs->setCurrentIndex(ValueMapChart);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mTabs, 1);
    for (QComboBox *box : {mVendor, mCooler, mEra})
        connect(box, &QComboBox::currentIndexChanged, this, &ChartsPanel::rebuild);
    connect(mLogPrice, &QCheckBox::toggled, this, &ChartsPanel::rebuild);
    connect(mTabs, &QTabWidget::currentChanged, this, [this](int tab) { draw(Chart(tab)); });
    setFocusProxy(mTabs); // focus on the panel (F6) lands on its tabs: arrows switch charts
}

QChart *ChartsPanel::chart(Chart c)
{
    draw(c);
    return mViews[c]->chart();
}

void ChartsPanel::setCatalog(const PartCatalog *catalog)
{
    mCatalog = catalog;
    const bool arrived = !catalog || catalog->whenReady(PartKind::Gpu).isFinished();
    if (!arrived) {
        // Drawn without the catalog's GPUs until they arrive.
        onReady(*catalog, PartKind::Gpu, this, [this, catalog] {
            if (mCatalog == catalog)
                setCatalog(catalog);
        });
    }
    mGpus = catalog && arrived ? catalog->parts(PartKind::Gpu) : QList<Part> {};
    rebuild();
}

void ChartsPanel::update(const Build &build)
{
    // A refresh that changed nothing else (a save, a new catalog already drawn) redraws nothing.
    if (build == mBuild)
        return;
    mBuild = build;
    rebuild();
}

void ChartsPanel::refreshPrices()
{
    rebuild();
}

ValueFilter ChartsPanel::filter() const
{
    ValueFilter f;
    if (!mVendor->currentData().toString().isEmpty())
        f.vendors = {mVendor->currentData().toString()};
    if (mCooler->currentData().toInt() >= 0)
        f.coolers = {CoolerType(mCooler->currentData().toInt())};
    if (mEra->currentData().toInt() == 1)
        f.releasedFrom = 2020;
    else if (mEra->currentData().toInt() == 2)
        f.releasedTo = 2019;
    return f;
}

void ChartsPanel::rebuild()
{
    const ValueFilter f = filter();
    mValueMap = core::valueMap(mGpus, mBuild, f);
    // The alternatives come from every GPU: the filters are the value map's.
    const bool filtered = !f.vendors.isEmpty() || !f.coolers.isEmpty() || f.releasedFrom || f.releasedTo;
    mAlternatives = buildAlternatives(mBuild, filtered ? core::valueMap(mGpus, mBuild) : mValueMap, mGpus);
    mUnpriced.reset();
    fillValueTables();
    fillAlternativesTables();
    fillBreakdownTable();
    fillTcoTable();
    // The tables are always current; a chart is drawn when its tab is shown (or it is asked for),
    // so a change redraws one chart, not four.
    std::fill(std::begin(mStale), std::end(mStale), true);
    draw(Chart(mTabs->currentIndex()));
}

int ChartsPanel::unpricedParts()
{
    if (!mUnpriced)
        mUnpriced = Analyses::of(mBuild).cost.unpricedParts;
    return *mUnpriced;
}

void ChartsPanel::draw(Chart c)
{
    if (c < 0 || c >= ChartCount || !mStale[c])
        return;
    mStale[c] = false;
    switch (c) {
    case ValueMapChart:
        drawValueChart();
        break;
    case AlternativesChart:
        drawAlternativesChart();
        break;
    case BreakdownChart:
        drawBreakdownChart();
        break;
    case TcoChart:
    case ChartCount:
        drawTcoChart();
        break;
    }
}

void ChartsPanel::fillValueTables()
{
    QList<QVariantList> rows;
    QList<QVariantList> front;
    QList<QVariantList> highlight;
    for (const ValuePoint &p : mValueMap.points) {
        rows.append({p.price, p.score, p.memory, p.name, p.model, p.onFront});
        if (p.inBuild && p.fits)
            highlight.append({p.price, p.score});
    }
    for (int i : mValueMap.front)
        front.append({mValueMap.points[i].price, mValueMap.points[i].score});
    const QString price = tr("price %1").arg(mValueMap.currency);
    mModels[ValueMapChart]->setTable(
        {price, tr("score"), tr("memory GB"), tr("GPU"), tr("model"), tr("on front")}, rows);
    fillRankTable();
    mFrontModel->setTable({price, tr("score")}, front);
    mHighlightModel->setTable({price, tr("score")}, highlight);
}

void ChartsPanel::fillRankTable()
{
    QList<int> order;
    for (qsizetype i = 0; i < mValueMap.points.size(); ++i)
        order.append(int(i));
    const auto perDollar = [this](int i) { return mValueMap.points[i].score / mValueMap.points[i].price; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return perDollar(a) > perDollar(b); });
    // The first 25 models, and the build's own wherever it ranks.
    QList<QVariantList> rows;
    QStringList tips;
    mRankPoints.clear();
    // Other vendors' cards only when the vendor filter asks for them (the guide's GPU-14).
    const bool otherVendors = !filter().vendors.isEmpty();
    QSet<QString> mine; // the build's models
    for (const ValuePoint &p : mValueMap.points) {
        if (p.inBuild)
            mine.insert(p.model + p.vendor);
    }
    // Figures of one size get the same decimals: two below ten, none from a hundred.
    const auto decimals = [](double v) { return v < 10 ? 2 : v < 100 ? 1 : 0; };
    int rank = 0;
    QSet<QString> models; // a model once, at its best card
    for (int i : order) {
        const ValuePoint &p = mValueMap.points[i];
        const QString model = p.model + p.vendor;
        const bool ours = mine.contains(model);
        if ((p.vendor != u"NVIDIA" && !otherVendors && !ours) || models.contains(model))
            continue;
        models.insert(model);
        // A card that cannot hold the workload (only ever the build's own) is listed without a rank.
        if (p.fits)
            ++rank;
        if (rows.size() >= kRanked && !ours)
            continue;
        QString name = p.model.isEmpty() ? p.name : p.model;
        if (p.vendor != u"NVIDIA")
            name = tr("%1 (%2: see the guide's GPU-14)").arg(name, p.vendor);
        if (!p.fits)
            name = tr("%1 (this build: does not hold the workload)").arg(name);
        else if (ours)
            name = tr("%1 (this build)").arg(name);
        rows.append({p.fits ? QVariant(rank) : QVariant(QStringLiteral("–")), name,
            QLocale().toString(p.price, 'f', 0), p.priceKind,
            QLocale().toString(p.score, 'f', decimals(p.score)),
            QLocale().toString(perDollar(i) * 1000.0, 'f', decimals(perDollar(i) * 1000.0))});
        tips.append(pointTip(p));
        // The point's index, for a double-click.
        mRankPoints.append(i);
    }
    // Under a plan of several cards each row is one of them: the figures are one card's.
    const QString gpu = mBuild.workload.plannedGpus > 0
        ? tr("GPU (one of %1 planned)").arg(mValueMap.plannedGpus)
        : tr("GPU");
    mRankModel->setTable({tr("#"), gpu, mValueMap.currency, tr("price"), mValueMap.unit,
                             tr("per 1000 %1").arg(mValueMap.currency)},
        rows);
    mRankModel->setRowToolTips(tips);
    QHeaderView *header = mRankTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    mRankTable->resizeColumnsToContents();
    // Every column as wide as its contents, the GPU's name included: the table asks the splitter
    // for that width (up to 560 pixels) rather than cutting names to "GeFo…".
    int needed = 2 * mRankTable->frameWidth() + mRankTable->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < mRankModel->columnCount(); ++c)
        needed += header->sectionSize(c);
    mRankTable->setMinimumWidth(std::min(needed, 560));
}

void ChartsPanel::fillAlternativesTables()
{
    QList<QVariantList> rows;
    QList<QVariantList> current;
    for (const Alternative &a : mAlternatives) {
        rows.append({a.cost, a.throughput, a.model, a.gpus, a.tco, a.fits ? tr("yes") : tr("no"), a.why});
        if (a.current)
            current.append({a.cost, a.throughput});
    }
    const QString &currency = mBuild.environment.currency;
    mModels[AlternativesChart]->setTable(
        {tr("build cost %1").arg(currency), tr("throughput"), tr("GPU model"), tr("GPUs"),
            tr("TCO %1").arg(currency), tr("holds the workload"), tr("why not")},
        rows);
    mCurrentAltModel->setTable({tr("build cost %1").arg(currency), tr("throughput")}, current);
}

void ChartsPanel::fillBreakdownTable()
{
    QList<QVariantList> rows;
    for (const CostSlice &s : costBreakdown(mBuild)) {
        // A role with parts left out says so in its name: the slice is smaller than the role's cost.
        const QString role
            = s.unpriced > 0 ? tr("%1 (+%2 without a price)").arg(s.role).arg(s.unpriced) : s.role;
        if (s.amount > 0)
            rows.append({role, s.amount});
    }
    mModels[BreakdownChart]->setTable({tr("role"), mBuild.environment.currency}, rows);
}

void ChartsPanel::fillTcoTable()
{
    // One bar per model: with the build's number of GPUs, or as many as the board takes when that
    // is fewer (wider cards), the count named under the bar.
    const int n = std::max(1, mBuild.gpuCount());
    QList<const Alternative *> chosen;
    for (const Alternative &a : mAlternatives) {
        // A configuration that cannot hold the workload is no choice: only the build itself is shown so.
        if (a.gpus > n || (!a.fits && !a.current))
            continue;
        const auto same = std::find_if(
            chosen.begin(), chosen.end(), [&a](const Alternative *c) { return c->gpu == a.gpu; });
        if (same == chosen.end())
            chosen.append(&a);
        else if (a.gpus > (*same)->gpus)
            *same = &a;
    }
    QList<QVariantList> rows;
    mTcoCategories.clear();
    for (const Alternative *a : chosen) {
        rows.append({a->cost, std::max(0.0, a->tco - a->cost)});
        const QString label = tr("%1 × %2").arg(a->gpus).arg(a->model);
        mTcoCategories.append(!a->fits ? tr("%1 (this build: does not hold the workload)").arg(label)
                : a->current           ? tr("%1 (this build)").arg(label)
                                       : label);
    }
    mModels[TcoChart]->setTable(
        {tr("purchase %1").arg(mBuild.environment.currency),
            tr("energy over %1 years %2").arg(mBuild.environment.years).arg(mBuild.environment.currency)},
        rows);
}

void ChartsPanel::replaceChart(Chart c, QChart *chart)
{
    QChart *old = mViews[c]->chart();
    mViews[c]->setChart(chart);
    delete old;
}

QImage ChartsPanel::render(Chart c, const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    // Through the chart's scene at the asked size, whether or not the view was ever shown.
    QChart *chart = this->chart(c);
    const QSizeF shown = chart->size();
    chart->resize(size);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    chart->scene()->render(&painter, QRectF(QPointF(0, 0), size), chart->sceneBoundingRect());
    painter.end();
    chart->resize(shown);
    return image;
}

bool ChartsPanel::exportCsv(Chart c, const QString &chosen, QString *error) const
{
    // A name typed without an extension (the dialog does not add one everywhere) gets ".csv".
    const QString path = QFileInfo(chosen).suffix().isEmpty() ? chosen + QStringLiteral(".csv") : chosen;
    QSaveFile file(path);
    const QByteArray csv = mModels[c]->toCsv();
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace rigsmith::ui
