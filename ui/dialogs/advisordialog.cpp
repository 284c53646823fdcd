// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisordialog.h"

#include "advisorjobs.h"
#include "core/advisor/advisor.h"
#include "core/advisor/advisorrun.h"
#include "core/model/buildparts.h"
#include "core/rules/ruleengine.h"
#include "core/workload/presets.h"
#include "core/workload/workloadestimate.h"
#include "frontchart.h"
#include "suggestiondetails.h"
#include "ui/forms/elidingcombobox.h"
#include "ui/forms/partlisteditor.h"
#include "ui/forms/workloadfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

namespace {

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
    , mWorkload(current.workload)
    , mFields(new WorkloadFields(this))
    , mJobs(new AdvisorJobs(this))
    , mBudget(calm(new QDoubleSpinBox(this)))
    , mUseMinimum(new QCheckBox(tr("At least"), this))
    , mMinimum(calm(new QDoubleSpinBox(this)))
    , mMinGpus(calm(new QSpinBox(this)))
    , mMaxGpus(calm(new QSpinBox(this)))
    , mCircuit(calm(new ElidingComboBox(this)))
    , mVendor(calm(new ElidingComboBox(this)))
    , mCooler(calm(new ElidingComboBox(this)))
    , mMarket(calm(new ElidingComboBox(this)))
    , mCaseForm(calm(new ElidingComboBox(this)))
    , mUnverified(new QCheckBox(tr("Boards with unconfirmed slot openings for 2+ GPUs"), this))
    , mLaunchPrices(new QCheckBox(tr("GPUs priced only at launch"), this))
    , mCheapest(new QCheckBox(tr("Cheapest that passes the rules (warnings allowed)"), this))
    , mMaxResults(calm(new QSpinBox(this)))
    , mOwned(new PartListEditor(catalog, tr("Parts I own"), this))
    , mAvoided(new PartListEditor(catalog, tr("Parts to avoid"), this))
    , mSearchButton(new QPushButton(tr("&Search"), this))
    , mCancelButton(new QPushButton(tr("Cancel search"), this))
    , mProgress(new QProgressBar(this))
    , mStatus(new QLabel(this))
    , mTable(new QTableWidget(this))
    , mChart(new FrontChart(this))
    , mDetails(new SuggestionDetails(this))
    , mOpenButton(new QPushButton(tr("&Open as new build"), this))
    , mCompareButton(new QPushButton(tr("&Compare selected"), this))
{
    setWindowTitle(tr("Suggest builds"));
    auto *tabs = new QTabWidget(this);
    tabs->addTab(workloadTab(), tr("&Workload"));
    tabs->addTab(limitsTab(), tr("&Money and limits"));
    tabs->addTab(partsTab(), tr("&Parts"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mSearchButton);
    buttons->addWidget(mCancelButton);
    auto *left = new QVBoxLayout;
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(tabs, 1);
    left->addLayout(buttons);
    left->addWidget(mProgress);
    left->addWidget(mStatus);
    auto *leftWidget = new QWidget(this);
    leftWidget->setLayout(left);
    leftWidget->setMinimumWidth(340);
    leftWidget->setMaximumWidth(440);

    setColumns({});
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::ExtendedSelection);
    mTable->verticalHeader()->setVisible(false);
    mChart->setMinimumHeight(170);
    mStatus->setWordWrap(true);
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(mChart);
    results->addWidget(mTable);
    // The selected build's parts, what binds it and every warning, each a table.
    results->addWidget(mDetails);
    results->setStretchFactor(0, 2);
    results->setStretchFactor(1, 2);
    results->setStretchFactor(2, 3);
    mDetails->setMinimumHeight(120);
    connect(mDetails, &SuggestionDetails::priceEdited, this, [this](const PartId &part, const Money &price) {
        if (isSearching())
            return;
        Q_EMIT priceEdited(part, price);
        search(); // on the price just kept
    });
    // On a laptop's 768 pixels the chart and the front give up height to the selected build's details.
    const bool shortScreen = screen() && screen()->availableSize().height() < 900;
    results->setSizes(shortScreen ? QList<int> {170, 150, 350} : QList<int> {200, 220, 300});
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
    connect(mSearchButton, &QPushButton::clicked, this, &AdvisorDialog::search);
    connect(mCancelButton, &QPushButton::clicked, this, &AdvisorDialog::cancel);
    connect(closeButton, &QPushButton::clicked, this, &QDialog::reject);
    connect(mRun, &AdvisorRun::progress, mProgress, &QProgressBar::setValue);
    connect(mRun, &AdvisorRun::finished, this, &AdvisorDialog::showResult);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &AdvisorDialog::selectionChanged);
    connect(mChart, &FrontChart::rowClicked, mTable, &QTableWidget::selectRow);
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
    // Fits a laptop's screen: 1366 x 768 leaves about 700 pixels of height for a dialog.
    QSize size(1440, 920);
    if (const QScreen *s = screen())
        size = size.boundedTo(s->availableSize() * 0.95);
    resize(size);
}

QWidget *AdvisorDialog::workloadTab()
{
    // The same fields as the workload dock, starting from the current build's primary job.
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    // As in the dock: rows whose visibility changes with the workload never wrap (Qt 6.4's QFormLayout
    // could give such a row no height once shown again).
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    mWorkloadForm = form;
    mJobs->setJobs(QList<Workload> {mCurrent.workload} + mCurrent.otherWorkloads);
    form->addRow(tr("Jobs"), mJobs);
    mFields->addRows(form);
    for (QWidget *w : page->findChildren<QWidget *>())
        w->setFocusPolicy(w->focusPolicy() == Qt::NoFocus ? Qt::NoFocus : Qt::StrongFocus);
    mFields->load(mWorkload);
    mFields->show(mWorkload);
    const QString changed = tr("The workload changed: search again for its builds.");
    // The least throughput is the primary job's, in its unit.
    const auto followPrimary
        = [this] { mMinimum->setSuffix(u' ' + ThroughputModel::unit(mJobs->jobs().first().kind)); };
    connect(mFields, &WorkloadFields::edited, this, [this, changed, followPrimary] {
        mFields->store(mWorkload);
        mFields->load(mWorkload); // a named model brings its size; an engine its KV formats
        mFields->show(mWorkload);
        mJobs->setCurrentJob(mWorkload);
        followPrimary();
        clearResult(changed);
    });
    connect(mFields, &WorkloadFields::presetChosen, this, [this, changed, followPrimary](const QString &key) {
        for (const WorkloadPreset &p : workloadPresets()) {
            if (p.key == key)
                mWorkload = applyPreset(mWorkload, p);
        }
        mFields->load(mWorkload);
        mFields->show(mWorkload);
        mJobs->setCurrentJob(mWorkload);
        followPrimary();
        clearResult(changed);
    });
    // Another job chosen: the fields edit it (the one left was stored with each edit).
    connect(mJobs, &AdvisorJobs::currentChanged, this, [this](int index) {
        mWorkload = mJobs->jobs().value(index);
        mFields->load(mWorkload);
        mFields->show(mWorkload);
    });
    connect(mJobs, &AdvisorJobs::jobsChanged, this, [this, changed] { clearResult(changed); });
    auto *scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

QWidget *AdvisorDialog::limitsTab()
{
    const Environment &env = mCurrent.environment;
    mBudget->setRange(0, 1e7);
    mBudget->setDecimals(0);
    mBudget->setSingleStep(500);
    mBudget->setPrefix(env.currency + u' ');
    mBudget->setValue(env.budget.value_or(5000.0));
    mBudget->setSpecialValueText(tr("no budget"));
    mMinimum->setRange(0.001, 1e9);
    mMinimum->setDecimals(1);
    mMinimum->setSuffix(u' ' + ThroughputModel::unit(mWorkload.kind));
    mMinimum->setEnabled(false);
    mMinGpus->setRange(1, 4);
    mMaxGpus->setRange(1, 4);
    mMinGpus->setValue(1);
    mMaxGpus->setValue(4);
    for (const CircuitPreset &p : circuitPresets()) {
        mCircuit->addItem(p.name, QList<QVariant> {p.volts, p.amps});
        if (p.volts == env.circuitVolts && p.amps == env.circuitAmps)
            mCircuit->setCurrentIndex(mCircuit->count() - 1);
    }
    if (!circuitPresetOf(env)) {
        mCircuit->addItem(tr("%1 V / %2 A (the build's)").arg(env.circuitVolts).arg(env.circuitAmps),
            QList<QVariant> {env.circuitVolts, env.circuitAmps});
        mCircuit->setCurrentIndex(mCircuit->count() - 1);
    }
    mVendor->addItem(tr("NVIDIA"), QStringLiteral("NVIDIA"));
    mVendor->addItem(tr("AMD"), QStringLiteral("AMD"));
    mVendor->addItem(tr("Any"), QString());
    mCooler->addItem(tr("Any"), int(CoolerChoice::Any));
    mCooler->addItem(tr("Blower"), int(CoolerChoice::Blower));
    mCooler->addItem(tr("Open-air"), int(CoolerChoice::OpenAir));
    mMarket->addItem(tr("New or used"), int(Market::Any));
    mMarket->addItem(tr("New only"), int(Market::New));
    mMarket->addItem(tr("Used only"), int(Market::Used));
    mMarket->setToolTip(tr("Which GPU prices count: a card whose price is for the other kind (a used card's "
                           "street price, or a new card's) is left out"));
    mCaseForm->addItem(tr("Any"), -1);
    mCaseForm->addItem(tr("E-ATX (takes E-ATX boards)"), int(FormFactor::EAtx));
    mCaseForm->addItem(tr("ATX, not E-ATX"), int(FormFactor::Atx));
    mCaseForm->addItem(tr("Micro-ATX"), int(FormFactor::MicroAtx));
    mCaseForm->addItem(tr("Mini-ITX"), int(FormFactor::MiniItx));
    mCaseForm->setToolTip(tr("The case's size, named by the largest board it takes"));
    mMaxResults->setRange(1, 50);
    mMaxResults->setValue(8);
    mUnverified->setToolTip(tr("Their slot spacing and usable x16 openings come from a rule, not a source; "
                               "single-GPU suggestions may use them anyway and say so"));

    auto *page = new QWidget;
    auto *mf = new QFormLayout(page);
    mf->setRowWrapPolicy(QFormLayout::WrapLongRows);
    mf->addRow(tr("Budget"), mBudget);
    auto *minimum = new QHBoxLayout;
    minimum->addWidget(mUseMinimum);
    minimum->addWidget(mMinimum, 1);
    mf->addRow(tr("Throughput"), minimum);
    auto *gpus = new QHBoxLayout;
    gpus->addWidget(mMinGpus);
    gpus->addWidget(new QLabel(tr("to"), page));
    gpus->addWidget(mMaxGpus);
    mf->addRow(tr("GPUs"), gpus);
    mf->addRow(tr("Wall circuit"), mCircuit);
    mf->addRow(tr("GPU vendor"), mVendor);
    mf->addRow(tr("GPU cooler"), mCooler);
    mf->addRow(tr("GPUs bought"), mMarket);
    mf->addRow(tr("Case"), mCaseForm);
    mf->addRow(mUnverified);
    mLaunchPrices->setToolTip(
        tr("A launch price is what a card cost when it came out, not what it costs now: "
           "such cards are left out unless ticked. Set a price on a card (or for every "
           "variant of its model) to include it at that price."));
    mf->addRow(mLaunchPrices);
    mCheapest->setToolTip(
        tr("By default no suggestion carries a warning a careful builder refuses (PSU size and spikes, "
           "threads per GPU, stacked open-air cards, unknown radiator mounts) and the drive, memory and "
           "processor are sized to the job. Ticked, the cheapest builds the rules pass, each with the "
           "warnings it keeps and what removing each costs."));
    mf->addRow(mCheapest);
    mf->addRow(tr("At most"), mMaxResults);
    connect(mUseMinimum, &QCheckBox::toggled, mMinimum, &QWidget::setEnabled);
    connect(mMinGpus, &QSpinBox::valueChanged, this,
        [this](int v) { mMaxGpus->setValue(std::max(v, mMaxGpus->value())); });
    connect(mMaxGpus, &QSpinBox::valueChanged, this,
        [this](int v) { mMinGpus->setValue(std::min(v, mMinGpus->value())); });
    return page;
}

QWidget *AdvisorDialog::partsTab()
{
    // The current build's parts are offered: tick the ones you have. Any other part comes from the
    // catalog, ticked when added.
    forEachPart(mCurrent, [this](PartKind kind, const auto &part, int quantity, int) {
        for (int i = 0; i < (kind == PartKind::Gpu ? 1 : quantity); ++i)
            mOwned->addPart(kind, part.info, false);
    });
    mOwned->setToolTip(tr("Parts you already have: every suggestion uses each ticked one, at no cost. "
                          "List a card twice for two of them."));
    mAvoided->setToolTip(tr("Parts no suggestion may use"));
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *ownedLabel = new QLabel(tr("I own (used in every suggestion, at no cost):"), page);
    ownedLabel->setWordWrap(true);
    ownedLabel->setBuddy(mOwned->list());
    auto *avoidLabel = new QLabel(tr("Avoid:"), page);
    avoidLabel->setBuddy(mAvoided->list());
    layout->addWidget(ownedLabel);
    layout->addWidget(mOwned, 3);
    layout->addWidget(avoidLabel);
    layout->addWidget(mAvoided, 2);
    return page;
}

AdvisorDialog::~AdvisorDialog() = default;

Query AdvisorDialog::query() const
{
    Query q;
    // The job being edited as its fields stand, the others as they were left.
    QList<Workload> jobs = mJobs->jobs();
    Workload edited = mWorkload;
    mFields->store(edited);
    jobs[mJobs->current()] = edited;
    q.workload = jobs.first();
    q.otherWorkloads = jobs.mid(1);
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
    q.market = Market(mMarket->currentData().toInt());
    if (const int form = mCaseForm->currentData().toInt(); form >= 0)
        q.caseSize = FormFactor(form);
    q.includeUnverified = mUnverified->isChecked();
    q.includeLaunchPrices = mLaunchPrices->isChecked();
    q.allowWarnings = mCheapest->isChecked();
    q.maxResults = mMaxResults->value();
    q.owned = mOwned->ids();
    q.avoided = mAvoided->ids();
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
    QString leftOut = tr("Left out: %1 unpriced parts, %2 boards with unconfirmed openings (for 2+ GPUs), %3 "
                         "GPUs without a measured throughput basis, %4 by the constraints.")
                          .arg(l.unpriced)
                          .arg(l.unverifiedBoards)
                          .arg(l.noThroughputBasis)
                          .arg(l.filtered + l.avoided);
    if (l.otherMarket > 0)
        leftOut += u' '
            + tr("%n GPU(s) left out: priced for the other market (GPUs bought).", nullptr, l.otherMarket);
    if (!l.launchPriceOnly.isEmpty())
        leftOut += u' '
            + tr("%n GPU model(s) left out: launch price only (%1). Set a price for them, or tick \"GPUs "
                 "priced "
                 "only at launch\", to include them.",
                nullptr, int(l.launchPriceOnly.size()))
                  .arg(l.launchPriceOnly.join(QStringLiteral(", ")));
    if (l.secondProcessor > 0)
        leftOut += u' '
            + tr("%n dual-socket board(s) left out: they take two of the processor you own once (add it "
                 "twice to the parts you own to use them).",
                nullptr, l.secondProcessor);
    if (result.cancelled)
        mStatus->setText(tr("Search cancelled. What was found so far is shown."));
    else if (result.timedOut)
        mStatus->setText(tr("The search stopped at its time limit; builds it did not reach may be missing.")
            + u'\n' + leftOut);
    else if (!result.inputError.isEmpty())
        mStatus->setText(result.inputError);
    else if (result.front.isEmpty())
        mStatus->setText(tr("No build qualifies. %1").arg(result.reason) + u'\n' + leftOut);
    else {
        QString text = tr(
            "%n build(s) on the front; %1 builds judged by the rules in %2 s.", nullptr, result.frontSize)
                           .arg(locale.toString(result.evaluated))
                           .arg(result.seconds, 0, 'f', 1);
        // The search's two bounds: say when they cut anything, since the front may then miss builds.
        if (result.abandonedPlatforms > 0 || result.plansCut > 0)
            text += u' '
                + tr("%1 platforms given up and %2 GPU plans cut short by the search's bounds: the front "
                     "may miss builds there.")
                      .arg(result.abandonedPlatforms)
                      .arg(result.plansCut);
        if (!result.money.isEmpty())
            text += u'\n' + result.money;
        mStatus->setText(text + u'\n' + leftOut);
    }
    // Every suggestion holds the same further jobs (the query's): a column for each, its throughput.
    const QList<Workload> others
        = result.front.isEmpty() ? QList<Workload>() : result.front.first().build.otherWorkloads;
    const int n = int(others.size());
    setColumns(others);
    mTable->clearContents();
    mTable->setRowCount(int(result.front.size()));
    QStringList otherJobs; // per row, the further jobs' figures for the chart's tooltip
    for (int i = 0; i < result.front.size(); ++i) {
        const Suggestion &s = result.front[i];
        const auto cell = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(text);
            mTable->setItem(i, column, item);
        };
        cell(0, s.price.toString());
        cell(1, cardsOf(s.build));
        cell(2, formatThroughput(s.throughput, s.unit));
        QStringList lines;
        if (n > 0) {
            const QList<WorkloadEstimate> estimates = Analyses::of(s.build).otherWorkloads;
            for (int j = 0; j < n && j < estimates.size(); ++j) {
                const WorkloadEstimate &e = estimates[j];
                const QString figure = e.fits ? formatThroughput(e.throughput, e.unit) : tr("does not fit");
                cell(3 + j, figure);
                lines.append(tr("Job %1: %2").arg(j + 2).arg(figure));
            }
        }
        otherJobs.append(lines.join(u'\n'));
        cell(3 + n, s.binding);
        cell(4 + n, QString::number(s.warnings.size()));
        cell(5 + n, s.valueRank > 0 ? tr("%1 of %2").arg(s.valueRank).arg(s.valueModels) : QString());
    }
    for (int c = 0; c < 3 + n; ++c)
        mTable->resizeColumnToContents(c);
    if (result.front.isEmpty())
        mChart->setEmpty(result.cancelled      ? tr("The search was cancelled before it found a build.")
                : !result.inputError.isEmpty() ? tr("The query cannot be searched: the status says why.")
                                               : tr("No build qualifies: the status says why."));
    else
        mChart->setFront(result.front, mCurrent.environment.currency, otherJobs);
    if (!result.front.isEmpty())
        mTable->selectRow(0);
    selectionChanged();
    Q_EMIT searchFinished();
}

void AdvisorDialog::setColumns(const QList<Workload> &others)
{
    QStringList headers {tr("Price"), tr("GPUs"), tr("Throughput")};
    for (int j = 0; j < others.size(); ++j)
        headers.append(tr("Job %1").arg(j + 2));
    headers += {tr("What binds"), tr("Warnings"), tr("Value map")};
    mTable->setColumnCount(int(headers.size()));
    mTable->setHorizontalHeaderLabels(headers);
    mTable->horizontalHeaderItem(2)->setToolTip(tr("The primary job's throughput"));
    for (int j = 0; j < others.size(); ++j)
        mTable->horizontalHeaderItem(3 + j)->setToolTip(AdvisorJobs::jobName(j + 1, others[j]));
    for (int c = 0; c < headers.size(); ++c)
        mTable->horizontalHeader()->setSectionResizeMode(
            c, c == 3 + others.size() ? QHeaderView::Stretch : QHeaderView::Interactive);
}

void AdvisorDialog::clearResult(const QString &why)
{
    if (mResult.front.isEmpty() && mTable->rowCount() == 0 && mChart->pointCount() == 0)
        return;
    mResult = Result();
    mTable->clearContents();
    mTable->setRowCount(0);
    mChart->setEmpty(why);
    mStatus->setText(why);
    selectionChanged();
}

void AdvisorDialog::selectionChanged()
{
    const QList<int> rows = selectedRows();
    mOpenButton->setEnabled(rows.size() == 1);
    mCompareButton->setEnabled(rows.size() >= 2);
    mChart->setSelected(rows);
    mDetails->show(rows.isEmpty() ? nullptr : &mResult.front[rows.first()]);
}

} // namespace rigsmith::ui
