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
#include "frontmodel.h"
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
#include <QTableView>
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
    , mFront(new FrontModel(this))
    , mTable(new QTableView(this))
    , mChart(new FrontChart(mFront, this))
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

    // The table and the chart show one model of the front: a row is a suggestion in both.
    mTable->setModel(mFront);
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
    connect(mTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &AdvisorDialog::selectionChanged);
    connect(mChart, &FrontChart::rowClicked, mTable, &QTableView::selectRow);
    connect(mTable, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const Suggestion *s = mFront->suggestion(index.row()))
            Q_EMIT openRequested(s->build);
    });
    connect(mOpenButton, &QPushButton::clicked, this, [this] {
        const QList<int> rows = selectedRows();
        if (!rows.isEmpty())
            Q_EMIT openRequested(mFront->suggestion(rows.first())->build);
    });
    connect(mCompareButton, &QPushButton::clicked, this, [this] {
        QList<Build> builds;
        for (int row : selectedRows())
            builds.append(mFront->suggestion(row)->build);
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
    mBudget->setValue(env.budget ? env.budget->units() : 5000.0);
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
    // The choices and their keys are the advisor's (querydraft.h), as `suggest` takes them.
    const auto fill = [](QComboBox *box, const QList<DraftChoice> &choices) {
        for (const DraftChoice &c : choices)
            box->addItem(c.label, c.key);
    };
    fill(mVendor, vendorChoices());
    fill(mCooler, coolerChoices());
    fill(mMarket, marketChoices());
    mMarket->setToolTip(tr("Which GPU prices count: a card whose price is for the other kind (a used card's "
                           "street price, or a new card's) is left out"));
    fill(mCaseForm, caseSizeChoices());
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

QueryDraft AdvisorDialog::draft() const
{
    QueryDraft d;
    // The job being edited as its fields stand, the others as they were left.
    d.jobs = mJobs->jobs();
    Workload edited = mWorkload;
    mFields->store(edited);
    d.jobs[mJobs->current()] = edited;
    d.environment = mCurrent.environment;
    const QList<QVariant> circuit = mCircuit->currentData().toList();
    if (circuit.size() == 2) {
        d.environment.circuitVolts = circuit[0].toInt();
        d.environment.circuitAmps = circuit[1].toInt();
    }
    if (mBudget->value() > 0)
        d.budget = mBudget->value();
    if (mUseMinimum->isChecked())
        d.minThroughput = mMinimum->value();
    d.minGpus = mMinGpus->value();
    d.maxGpus = mMaxGpus->value();
    d.vendor = mVendor->currentData().toString();
    d.cooler = mCooler->currentData().toString();
    d.market = mMarket->currentData().toString();
    d.caseSize = mCaseForm->currentData().toString();
    d.includeUnverified = mUnverified->isChecked();
    d.includeLaunchPrices = mLaunchPrices->isChecked();
    d.allowWarnings = mCheapest->isChecked();
    d.maxResults = mMaxResults->value();
    d.owned = mOwned->ids();
    d.avoided = mAvoided->ids();
    d.timeLimitSeconds = 120.0;
    return d;
}

std::variant<Query, DraftError> AdvisorDialog::query() const
{
    return queryOf(draft(), ExchangeRates::current());
}

void AdvisorDialog::search()
{
    if (!mCatalog) {
        mStatus->setText(tr("No parts catalog is open: there is nothing to search."));
        return;
    }
    auto asked = query();
    if (const DraftError *e = std::get_if<DraftError>(&asked)) {
        mStatus->setText(e->message.left(1).toUpper() + e->message.mid(1) + tr("."));
        return;
    }
    const Query &q = std::get<Query>(asked);
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
        if (!result.recommendation.isEmpty())
            text = result.recommendation + u'\n' + text;
        mStatus->setText(text + u'\n' + leftOut);
    }
    mFront->setFront(result.front);
    resizeColumns();
    if (result.front.isEmpty())
        mChart->setEmpty(result.cancelled      ? tr("The search was cancelled before it found a build.")
                : !result.inputError.isEmpty() ? tr("The query cannot be searched: the status says why.")
                                               : tr("No build qualifies: the status says why."));
    else
        mChart->showFront(mCurrent.environment.currency);
    // The recommended build is the one shown first; the others stay a click away.
    if (!result.front.isEmpty()) {
        const auto pick = std::find_if(
            result.front.cbegin(), result.front.cend(), [](const Suggestion &s) { return s.recommended; });
        const int row = pick == result.front.cend() ? 0 : int(pick - result.front.cbegin());
        mTable->selectRow(row);
        mTable->scrollTo(mFront->index(row, 0)); // the table may be shorter than the front
    }
    selectionChanged();
    Q_EMIT searchFinished();
}

void AdvisorDialog::resizeColumns()
{
    // The figures fit their text; what binds takes the rest of the width.
    const int binds = mFront->bindsColumn();
    for (int c = 0; c < mFront->columnCount(); ++c) {
        mTable->horizontalHeader()->setSectionResizeMode(
            c, c == binds ? QHeaderView::Stretch : QHeaderView::Interactive);
        if (c < binds)
            mTable->resizeColumnToContents(c);
    }
}

void AdvisorDialog::clearResult(const QString &why)
{
    if (mResult.front.isEmpty() && mFront->rowCount() == 0 && mChart->pointCount() == 0)
        return;
    mResult = Result();
    mFront->setFront({});
    resizeColumns();
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
    mDetails->show(rows.isEmpty() ? nullptr : mFront->suggestion(rows.first()));
}

} // namespace rigsmith::ui
