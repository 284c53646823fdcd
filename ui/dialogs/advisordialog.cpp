// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisordialog.h"

#include "core/advisor/advisor.h"
#include "core/advisor/advisorrun.h"
#include "core/model/buildparts.h"
#include "core/workload/workloadestimate.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScreen>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace rigsmith::ui {

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

namespace {

template<typename E>
void fill(QComboBox *box, E current)
{
    for (E e : allValues<E>()) {
        box->addItem(displayName(e), QVariant::fromValue(int(e)));
        if (e == current)
            box->setCurrentIndex(box->count() - 1);
    }
}

template<typename E>
E chosen(const QComboBox *box)
{
    return E(box->currentData().toInt());
}

// Spin boxes and combo boxes in a scrolled form take the wheel only once clicked into.
template<typename W>
W *calm(W *widget)
{
    widget->setFocusPolicy(Qt::StrongFocus);
    return widget;
}

} // namespace

AdvisorDialog::AdvisorDialog(const PartCatalog *catalog, const Build &current, QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
    , mCurrent(current)
    , mRun(new AdvisorRun(this))
    , mKind(calm(new QComboBox(this)))
    , mParams(calm(new QDoubleSpinBox(this)))
    , mMethod(calm(new QComboBox(this)))
    , mPrecision(calm(new QComboBox(this)))
    , mSequence(calm(new QSpinBox(this)))
    , mBatch(calm(new QSpinBox(this)))
    , mCheckpointing(new QCheckBox(tr("Activation checkpointing"), this))
    , mAlsoFit(new QCheckBox(this))
    , mBudget(calm(new QDoubleSpinBox(this)))
    , mUseMinimum(new QCheckBox(tr("At least"), this))
    , mMinimum(calm(new QDoubleSpinBox(this)))
    , mMinGpus(calm(new QSpinBox(this)))
    , mMaxGpus(calm(new QSpinBox(this)))
    , mCircuit(calm(new QComboBox(this)))
    , mVendor(calm(new QComboBox(this)))
    , mCooler(calm(new QComboBox(this)))
    , mUnverified(new QCheckBox(tr("Boards with unconfirmed slot openings for 2+ GPUs"), this))
    , mMaxResults(calm(new QSpinBox(this)))
    , mOwned(new QListWidget(this))
    , mSearchButton(new QPushButton(tr("&Search"), this))
    , mCancelButton(new QPushButton(tr("Cancel search"), this))
    , mProgress(new QProgressBar(this))
    , mStatus(new QLabel(this))
    , mTable(new QTableWidget(this))
    , mChart(new QChartView(this))
    , mDetails(new QLabel(this))
    , mOpenButton(new QPushButton(tr("&Open as new build"), this))
    , mCompareButton(new QPushButton(tr("&Compare selected"), this))
{
    setWindowTitle(tr("Suggest builds"));
    const Workload &w = current.workload;
    fill(mKind, w.kind);
    mParams->setRange(0.1, 2000);
    mParams->setDecimals(1);
    mParams->setSuffix(tr(" B parameters"));
    mParams->setValue(w.paramsBillions);
    fill(mMethod, w.method);
    fill(mPrecision, w.precision);
    mSequence->setRange(1, 1000000);
    mSequence->setValue(w.sequenceLength);
    mBatch->setRange(1, 4096);
    mBatch->setValue(w.microBatch);
    mCheckpointing->setChecked(w.checkpointing);
    {
        // The build's other jobs: every suggestion must hold them too, unless the user says not.
        const int others = int(current.otherWorkloads.size());
        mAlsoFit->setText(tr("Every other workload of the build must fit too (%n)", nullptr, others));
        QStringList names;
        for (const Workload &o : current.otherWorkloads)
            names.append(describeWorkload(o));
        mAlsoFit->setToolTip(names.join(u'\n'));
        mAlsoFit->setChecked(others > 0);
        mAlsoFit->setVisible(others > 0);
    }
    const QString currency = current.environment.currency;
    mBudget->setRange(0, 1e7);
    mBudget->setDecimals(0);
    mBudget->setSingleStep(500);
    mBudget->setPrefix(currency + u' ');
    mBudget->setValue(current.environment.budget.value_or(5000.0));
    mBudget->setSpecialValueText(tr("no budget"));
    mMinimum->setRange(0.001, 1e9);
    mMinimum->setDecimals(1);
    mMinimum->setSuffix(u' ' + ThroughputModel::unit(w.kind));
    mMinimum->setEnabled(false);
    mMinGpus->setRange(1, 4);
    mMaxGpus->setRange(1, 4);
    mMinGpus->setValue(1);
    mMaxGpus->setValue(4);
    for (const CircuitPreset &p : circuitPresets()) {
        mCircuit->addItem(p.name, QList<QVariant> {p.volts, p.amps});
        if (p.volts == current.environment.circuitVolts && p.amps == current.environment.circuitAmps)
            mCircuit->setCurrentIndex(mCircuit->count() - 1);
    }
    if (!circuitPresetOf(current.environment)) {
        mCircuit->addItem(tr("%1 V / %2 A (the build's)")
                              .arg(current.environment.circuitVolts)
                              .arg(current.environment.circuitAmps),
            QList<QVariant> {current.environment.circuitVolts, current.environment.circuitAmps});
        mCircuit->setCurrentIndex(mCircuit->count() - 1);
    }
    mVendor->addItem(tr("NVIDIA"), QStringLiteral("NVIDIA"));
    mVendor->addItem(tr("AMD"), QStringLiteral("AMD"));
    mVendor->addItem(tr("Any"), QString());
    mCooler->addItem(tr("Any"), int(CoolerChoice::Any));
    mCooler->addItem(tr("Blower"), int(CoolerChoice::Blower));
    mCooler->addItem(tr("Open-air"), int(CoolerChoice::OpenAir));
    mMaxResults->setRange(1, 50);
    mMaxResults->setValue(8);
    // The current build's parts, each one the user may say they own (used, at no cost).
    forEachPart(current, [this](PartKind kind, const auto &part, int quantity, int) {
        for (int i = 0; i < (kind == PartKind::Gpu ? 1 : quantity); ++i) {
            auto *item = new QListWidgetItem(
                QStringLiteral("%1: %2").arg(displayName(kind), part.info.name), mOwned);
            item->setData(Qt::UserRole, part.info.id.key());
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    });
    mOwned->setToolTip(
        tr("Parts of the current build you already have: used in every suggestion, at no cost"));
    mOwned->setMaximumHeight(120);

    auto *workload = new QGroupBox(tr("Workload"), this);
    auto *wf = new QFormLayout(workload);
    wf->addRow(tr("Task"), mKind);
    wf->addRow(tr("Model size"), mParams);
    wf->addRow(tr("Fine-tuning"), mMethod);
    wf->addRow(tr("Precision"), mPrecision);
    wf->addRow(tr("Sequence / context"), mSequence);
    wf->addRow(tr("Batch / concurrent"), mBatch);
    wf->addRow(QString(), mCheckpointing);
    wf->addRow(QString(), mAlsoFit);
    auto *money = new QGroupBox(tr("Money and constraints"), this);
    auto *mf = new QFormLayout(money);
    mf->addRow(tr("Budget"), mBudget);
    auto *minimum = new QHBoxLayout;
    minimum->addWidget(mUseMinimum);
    minimum->addWidget(mMinimum, 1);
    mf->addRow(tr("Throughput"), minimum);
    auto *gpus = new QHBoxLayout;
    gpus->addWidget(mMinGpus);
    gpus->addWidget(new QLabel(tr("to"), this));
    gpus->addWidget(mMaxGpus);
    mf->addRow(tr("GPUs"), gpus);
    mf->addRow(tr("Wall circuit"), mCircuit);
    mf->addRow(tr("GPU vendor"), mVendor);
    mf->addRow(tr("GPU cooler"), mCooler);
    mf->addRow(QString(), mUnverified);
    mf->addRow(tr("At most"), mMaxResults);
    mf->addRow(tr("I own"), mOwned);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mSearchButton);
    buttons->addWidget(mCancelButton);
    auto *left = new QVBoxLayout;
    left->addWidget(workload);
    left->addWidget(money);
    left->addLayout(buttons);
    left->addWidget(mProgress);
    left->addWidget(mStatus);
    left->addStretch(1);
    auto *leftWidget = new QWidget(this);
    leftWidget->setLayout(left);
    leftWidget->setMaximumWidth(420);

    mTable->setColumnCount(6);
    mTable->setHorizontalHeaderLabels(
        {tr("Price"), tr("GPUs"), tr("Throughput"), tr("What binds"), tr("Warnings"), tr("Value map")});
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::ExtendedSelection);
    mTable->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    mTable->verticalHeader()->setVisible(false);
    mChart->setMinimumHeight(200);
    mChart->setRenderHint(QPainter::Antialiasing);
    mDetails->setWordWrap(true);
    mDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mDetails->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mStatus->setWordWrap(true);
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(mChart);
    results->addWidget(mTable);
    results->addWidget(mDetails);
    results->setStretchFactor(0, 2);
    results->setStretchFactor(1, 3);
    results->setStretchFactor(2, 1);
    auto *resultButtons = new QHBoxLayout;
    resultButtons->addStretch(1);
    resultButtons->addWidget(mOpenButton);
    resultButtons->addWidget(mCompareButton);
    auto *closeButton = new QPushButton(tr("Close"), this);
    resultButtons->addWidget(closeButton);
    auto *right = new QVBoxLayout;
    right->addWidget(results, 1);
    right->addLayout(resultButtons);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(leftWidget);
    layout->addLayout(right, 1);

    mProgress->setRange(0, 100);
    mProgress->setValue(0);
    mProgress->setVisible(false);
    mCancelButton->setEnabled(false);
    mOpenButton->setEnabled(false);
    mCompareButton->setEnabled(false);
    mStatus->setText(tr("Set the workload and the money, then search."));
    connect(mUseMinimum, &QCheckBox::toggled, mMinimum, &QWidget::setEnabled);
    connect(mKind, &QComboBox::currentIndexChanged, this,
        [this] { mMinimum->setSuffix(u' ' + ThroughputModel::unit(chosen<WorkloadKind>(mKind))); });
    connect(mMinGpus, &QSpinBox::valueChanged, this,
        [this](int v) { mMaxGpus->setValue(std::max(v, mMaxGpus->value())); });
    connect(mMaxGpus, &QSpinBox::valueChanged, this,
        [this](int v) { mMinGpus->setValue(std::min(v, mMinGpus->value())); });
    connect(mSearchButton, &QPushButton::clicked, this, &AdvisorDialog::search);
    connect(mCancelButton, &QPushButton::clicked, this, &AdvisorDialog::cancel);
    connect(closeButton, &QPushButton::clicked, this, &QDialog::reject);
    connect(mRun, &AdvisorRun::progress, mProgress, &QProgressBar::setValue);
    connect(mRun, &AdvisorRun::finished, this, &AdvisorDialog::showResult);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &AdvisorDialog::selectionChanged);
    connect(mTable, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        if (row >= 0 && row < mResult.front.size())
            Q_EMIT openRequested(mResult.front[row].build);
    });
    connect(mOpenButton, &QPushButton::clicked, this, [this] {
        const QList<int> rows = selectedRows();
        if (!rows.isEmpty())
            Q_EMIT openRequested(mResult.front[rows.first()].build);
    });
    connect(mCompareButton, &QPushButton::clicked, this, [this] {
        QList<Build> builds;
        for (int row : selectedRows())
            builds.append(mResult.front[row].build);
        if (builds.size() >= 2)
            Q_EMIT compareRequested(builds.mid(0, 4));
    });
    // The model's fields mean something for the kinds that have them only.
    const auto kindChanged = [this] {
        const WorkloadKind k = chosen<WorkloadKind>(mKind);
        mParams->setEnabled(k != WorkloadKind::Vision);
        mMethod->setEnabled(k == WorkloadKind::FineTune);
        mSequence->setEnabled(k != WorkloadKind::Vision);
        mBatch->setEnabled(k != WorkloadKind::Vision);
        mCheckpointing->setEnabled(k == WorkloadKind::FineTune || k == WorkloadKind::Transformer);
    };
    connect(mKind, &QComboBox::currentIndexChanged, this, kindChanged);
    kindChanged();
    setTabOrder(mKind, mParams);
    // Fits a laptop's screen: 1366 x 768 leaves about 700 pixels of height for a dialog.
    QSize size(1280, 820);
    if (const QScreen *s = screen())
        size = size.boundedTo(s->availableSize() * 0.95);
    resize(size);
}

AdvisorDialog::~AdvisorDialog() = default;

Query AdvisorDialog::query() const
{
    Query q;
    q.workload = mCurrent.workload;
    q.workload.kind = chosen<WorkloadKind>(mKind);
    q.workload.paramsBillions = mParams->value();
    q.workload.method = chosen<FineTuneMethod>(mMethod);
    q.workload.precision = chosen<Precision>(mPrecision);
    q.workload.sequenceLength = mSequence->value();
    q.workload.microBatch = mBatch->value();
    q.workload.checkpointing = mCheckpointing->isChecked();
    if (mAlsoFit->isChecked())
        q.otherWorkloads = mCurrent.otherWorkloads;
    q.environment = mCurrent.environment;
    const QList<QVariant> circuit = mCircuit->currentData().toList();
    if (circuit.size() == 2) {
        q.environment.circuitVolts = circuit[0].toInt();
        q.environment.circuitAmps = circuit[1].toInt();
    }
    if (mBudget->value() > 0)
        q.budget = Money::fromUnits(mBudget->value(), q.environment.currency);
    if (mUseMinimum->isChecked())
        q.minThroughput = mMinimum->value();
    q.minGpus = mMinGpus->value();
    q.maxGpus = mMaxGpus->value();
    q.vendor = mVendor->currentData().toString();
    q.cooler = CoolerChoice(mCooler->currentData().toInt());
    q.includeUnverified = mUnverified->isChecked();
    q.maxResults = mMaxResults->value();
    for (int i = 0; i < mOwned->count(); ++i) {
        if (mOwned->item(i)->checkState() == Qt::Checked)
            q.owned.append(PartId(mOwned->item(i)->data(Qt::UserRole).toString()));
    }
    q.rates = ExchangeRates::current();
    q.timeLimitSeconds = 120.0;
    return q;
}

void AdvisorDialog::search()
{
    if (!mCatalog) {
        mStatus->setText(tr("No parts catalog is open: there is nothing to search."));
        return;
    }
    const Query q = query();
    if (!q.budget && !q.minThroughput) {
        mStatus->setText(tr("Give a budget or a least throughput."));
        return;
    }
    QList<Part> parts;
    for (PartKind kind : allValues<PartKind>())
        parts += mCatalog->parts(kind);
    mSearchButton->setEnabled(false);
    mCancelButton->setEnabled(true);
    mProgress->setValue(0);
    mProgress->setVisible(true);
    mStatus->setText(tr("Searching the catalog…"));
    mRun->start(std::move(parts), q);
}

void AdvisorDialog::cancel()
{
    mRun->cancel();
}

bool AdvisorDialog::isSearching() const
{
    return !mSearchButton->isEnabled();
}

QList<int> AdvisorDialog::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &i : mTable->selectionModel()->selectedRows())
        rows.append(i.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void AdvisorDialog::showResult(const Result &result)
{
    mResult = result;
    mSearchButton->setEnabled(true);
    mCancelButton->setEnabled(false);
    mProgress->setVisible(false);
    const QLocale locale;
    const LeftOut &l = result.leftOut;
    const QString leftOut
        = tr("Left out: %1 unpriced parts, %2 boards with unconfirmed openings (for 2+ GPUs), %3 "
             "GPUs without a measured throughput basis, %4 by the constraints.")
              .arg(l.unpriced)
              .arg(l.unverifiedBoards)
              .arg(l.noThroughputBasis)
              .arg(l.filtered + l.avoided);
    if (result.cancelled)
        mStatus->setText(tr("Search cancelled. What was found so far is shown."));
    else if (result.timedOut)
        mStatus->setText(tr("The search stopped at its time limit; builds it did not reach may be missing.")
            + u'\n' + leftOut);
    else if (!result.inputError.isEmpty())
        mStatus->setText(result.inputError);
    else if (result.front.isEmpty())
        mStatus->setText(tr("No build qualifies. %1").arg(result.reason) + u'\n' + leftOut);
    else
        mStatus->setText(
            tr("%n build(s) on the front; %1 builds judged by the rules in %2 s.", nullptr, result.frontSize)
                .arg(locale.toString(result.evaluated))
                .arg(result.seconds, 0, 'f', 1)
            + u'\n' + leftOut);
    mTable->clearContents();
    mTable->setRowCount(int(result.front.size()));
    for (int i = 0; i < result.front.size(); ++i) {
        const Suggestion &s = result.front[i];
        const auto cell = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(text);
            mTable->setItem(i, column, item);
        };
        cell(0, s.price.toString());
        cell(1, tr("%1 × %2").arg(s.build.gpuCount()).arg(s.build.gpus.first().gpu.spec.model));
        cell(2, formatThroughput(s.throughput, s.unit));
        cell(3, s.binding);
        cell(4, QString::number(s.warnings.size()));
        cell(5, s.valueRank > 0 ? tr("%1 of %2").arg(s.valueRank).arg(s.valueModels) : QString());
    }
    mTable->resizeColumnToContents(0);
    mTable->resizeColumnToContents(1);
    mTable->resizeColumnToContents(2);
    drawChart();
    if (!result.front.isEmpty())
        mTable->selectRow(0);
    selectionChanged();
    Q_EMIT searchFinished();
}

void AdvisorDialog::drawChart()
{
    auto *chart = new QChart;
    chart->legend()->hide();
    auto *line = new QLineSeries;
    auto *points = new QScatterSeries;
    points->setMarkerSize(11);
    double maxX = 1;
    double maxY = 1;
    for (const Suggestion &s : mResult.front) {
        line->append(s.price.units(), s.throughput);
        points->append(s.price.units(), s.throughput);
        maxX = std::max(maxX, s.price.units());
        maxY = std::max(maxY, s.throughput);
    }
    chart->addSeries(line);
    chart->addSeries(points);
    auto *ax = new QValueAxis;
    ax->setTitleText(tr("Price (%1)").arg(mCurrent.environment.currency));
    ax->setRange(0, maxX * 1.1);
    ax->setLabelFormat(QStringLiteral("%.0f"));
    auto *ay = new QValueAxis;
    ay->setTitleText(ThroughputModel::unit(
        mResult.front.isEmpty() ? chosen<WorkloadKind>(mKind) : mResult.front.first().build.workload.kind));
    ay->setRange(0, maxY * 1.15);
    ay->setLabelFormat(QStringLiteral("%.0f"));
    ax->applyNiceNumbers();
    ay->applyNiceNumbers();
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    for (auto *s : {static_cast<QAbstractSeries *>(line), static_cast<QAbstractSeries *>(points)}) {
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
    chart->setTitle(tr("Price against throughput: every build on the front passes the rules"));
    connect(points, &QScatterSeries::clicked, this, [this](const QPointF &p) {
        for (int i = 0; i < mResult.front.size(); ++i) {
            if (qFuzzyCompare(mResult.front[i].price.units(), p.x()))
                mTable->selectRow(i);
        }
    });
    QChart *old = mChart->chart();
    mChart->setChart(chart);
    delete old;
}

void AdvisorDialog::selectionChanged()
{
    const QList<int> rows = selectedRows();
    mOpenButton->setEnabled(rows.size() == 1);
    mCompareButton->setEnabled(rows.size() >= 2);
    if (rows.isEmpty()) {
        mDetails->clear();
        return;
    }
    const Suggestion &s = mResult.front[rows.first()];
    QStringList lines;
    forEachPart(s.build, [&lines](PartKind kind, const auto &part, int quantity, int slot) {
        QString line = QStringLiteral("%1: %2").arg(displayName(kind), part.info.name);
        if (slot > 0)
            line += tr(" (slot %1)").arg(slot);
        else if (quantity > 1)
            line += QStringLiteral(" × %1").arg(quantity);
        lines.append(line);
    });
    QString text = lines.join(QStringLiteral("; ")) + u'\n' + tr("What binds: %1.").arg(s.binding);
    if (!s.nextStep.isEmpty())
        text += u'\n' + tr("Next step up: %1.").arg(s.nextStep);
    if (s.unverifiedLayout)
        text += u'\n' + tr("The board's slot openings are not confirmed by a source: check the spacing.");
    for (const Finding &f : s.warnings)
        text += u'\n' + tr("Warning: %1").arg(f.message);
    mDetails->setText(text);
}

} // namespace rigsmith::ui
