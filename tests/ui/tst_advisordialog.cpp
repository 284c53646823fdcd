// SPDX-License-Identifier: GPL-3.0-or-later
// Build ▸ Suggest builds: the dialog takes the current build's workload, searches off the GUI thread
// with a progress bar, fills the table and the chart with the front, opens a suggestion as a build and
// sends several to Compare; Cancel stops a search.
#include "core/rules/ruleengine.h"
#include "core/workload/modelshape.h"
#include "core/workload/presets.h"
#include "core/workload/workloadestimate.h"
#include "support/sampleparts.h"
#include "ui/dialogs/advisordialog.h"
#include "ui/dialogs/advisorjobs.h"
#include "ui/dialogs/frontchart.h"
#include "ui/dialogs/frontmodel.h"
#include "ui/dialogs/suggestiondetails.h"
#include "ui/forms/llmfields.h"
#include "ui/forms/partlisteditor.h"
#include "ui/forms/workloadfields.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QToolTip>

using namespace rigsmith;
using namespace rigsmith::core;

namespace {

// The guide's build on a 230 V / 16 A circuit, which carries four cards.
Build onEuropeanCircuit(Build b)
{
    b.environment.circuitVolts = 230;
    b.environment.circuitAmps = 16;
    return b;
}

QString cellText(const QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data().toString();
}

// The query the dialog's fields make; a test that expects one fails on the dialog's reason for none.
advisor::Query askedOf(const ui::AdvisorDialog &dialog)
{
    const auto asked = dialog.query();
    if (const auto *e = std::get_if<advisor::DraftError>(&asked))
        qFatal("the dialog makes no query: %s: %s", qPrintable(e->field), qPrintable(e->message));
    return std::get<advisor::Query>(asked);
}

} // namespace

class TestAdvisorDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void prefillsFromTheBuild();
    void searchFillsTableAndChart();
    void openAndCompareSelected();
    void detailsAreTablesOfPartsAndNotes();
    void workloadHasEveryFieldOfTheDock();
    void presetSetsTheWorkload();
    void caseSizeAndPartsFromTheCatalog();
    void frontChartNamesSelectsAndIsClicked();
    void frontChartSaysWhenThereIsNoFront();
    void jobsAreAddedEditedAndSearchedFor();
};

void TestAdvisorDialog::prefillsFromTheBuild()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    Build b = testing::guideFourBlowerBuild();
    b.workload.kind = WorkloadKind::FineTune;
    b.workload.paramsBillions = 13;
    b.workload.method = FineTuneMethod::Qlora;
    b.environment.currency = QStringLiteral("EUR");
    b.environment.budget = Money::fromUnits(7000, b.environment.currency);
    ui::AdvisorDialog dialog(&catalog, b);
    const advisor::Query q = askedOf(dialog);
    QCOMPARE(q.workload.kind, WorkloadKind::FineTune);
    QCOMPARE(q.workload.paramsBillions, 13.0);
    QCOMPARE(q.workload.method, FineTuneMethod::Qlora);
    QCOMPARE(q.budget->currency(), QStringLiteral("EUR"));
    QCOMPARE(q.budget->cents(), 700000);
    QCOMPARE(q.environment.circuitVolts, b.environment.circuitVolts);
    // The GPU range keeps from <= to.
    dialog.gpusTo()->setValue(2);
    dialog.gpusFrom()->setValue(3);
    QCOMPARE(dialog.gpusTo()->value(), 3);
}

void TestAdvisorDialog::searchFillsTableAndChart()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, onEuropeanCircuit(testing::guideFourBlowerBuild()));
    dialog.budget()->setValue(20000);
    QSignalSpy done(&dialog, &ui::AdvisorDialog::searchFinished);
    dialog.search();
    QVERIFY(dialog.isSearching());
    QVERIFY(done.wait(60000));
    QVERIFY(!dialog.isSearching());
    const advisor::Result &r = dialog.result();
    QVERIFY2(!r.front.isEmpty(), qPrintable(r.reason));
    QCOMPARE(dialog.table()->model()->rowCount(), int(r.front.size()));
    QVERIFY(cellText(dialog.table(), 0, 0).startsWith(QStringLiteral("USD")));
    QVERIFY(dialog.chart()->chart()->series().size() >= 1);
    QVERIFY(!dialog.progressBar()->isVisible());
    for (const advisor::Suggestion &s : r.front)
        QCOMPARE(RuleEngine::evaluate(s.build).count(Severity::Error), 0);
    // The recommended build is the one selected, in bold, and the status says why first.
    const QList<int> selected = dialog.selectedRows();
    QCOMPARE(selected.size(), 1);
    QVERIFY(r.front[selected.first()].recommended);
    QCOMPARE(std::count_if(r.front.cbegin(), r.front.cend(), [](const auto &s) { return s.recommended; }), 1);
    const QModelIndex cards = dialog.table()->model()->index(selected.first(), ui::FrontModel::Gpus);
    QVERIFY(cards.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(dialog.status()->text().startsWith(r.recommendation));
    QVERIFY(!r.recommendation.isEmpty());
}

void TestAdvisorDialog::openAndCompareSelected()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, onEuropeanCircuit(testing::guideFourBlowerBuild()));
    dialog.budget()->setValue(20000);
    QSignalSpy done(&dialog, &ui::AdvisorDialog::searchFinished);
    dialog.search();
    QVERIFY(done.wait(60000));
    QSignalSpy opened(&dialog, &ui::AdvisorDialog::openRequested);
    dialog.table()->selectRow(0);
    Q_EMIT dialog.table()->doubleClicked(dialog.table()->model()->index(0, 0));
    QCOMPARE(opened.size(), 1);
    const Build build = opened.first().first().value<Build>();
    QCOMPARE(build, dialog.result().front.first().build);
    if (dialog.result().front.size() >= 2) {
        dialog.table()->clearSelection();
        dialog.table()->setSelectionMode(QAbstractItemView::MultiSelection);
        dialog.table()->selectRow(0);
        dialog.table()->selectRow(1);
        QCOMPARE(dialog.selectedRows(), (QList<int> {0, 1}));
    }
}

void TestAdvisorDialog::detailsAreTablesOfPartsAndNotes()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, onEuropeanCircuit(testing::guideFourBlowerBuild()));
    dialog.budget()->setValue(20000);
    QSignalSpy done(&dialog, &ui::AdvisorDialog::searchFinished);
    dialog.search();
    QVERIFY(done.wait(60000));
    QVERIFY(!dialog.result().front.isEmpty());
    QTableWidget *parts = dialog.details()->parts();
    QTableWidget *notes = dialog.details()->notes();
    const int last = int(dialog.result().front.size()) - 1;
    dialog.table()->selectRow(last);
    const advisor::Suggestion s = dialog.result().front[last];
    // One row a distinct part; the GPU rows count every card, with the slots they take.
    int cards = 0;
    int rowsWithPrice = 0;
    for (int row = 0; row < parts->rowCount(); ++row) {
        const QString price = parts->item(row, ui::SuggestionDetails::Price)->text();
        if (parts->item(row, ui::SuggestionDetails::Role)->text() == displayName(PartKind::Gpu)) {
            cards += parts->item(row, ui::SuggestionDetails::Quantity)->text().toInt();
            QVERIFY(parts->item(row, ui::SuggestionDetails::Name)->text().contains(QStringLiteral("slot")));
        }
        if (price.startsWith(QStringLiteral("USD")))
            ++rowsWithPrice;
        QVERIFY(!parts->item(row, ui::SuggestionDetails::PriceBasis)->text().isEmpty());
    }
    QCOMPARE(cards, int(s.build.gpus.size()));
    QCOMPARE(rowsWithPrice, parts->rowCount()); // every part of a suggestion has a price
    QVERIFY(parts->rowCount() >= 7); // case, board, CPU, cooler, PSU, GPUs, memory, drive
    QCOMPARE(notes->item(0, 1)->text(), s.price.toString());
    QCOMPARE(notes->item(1, 1)->text(), s.binding);
    // A price typed in the dialog goes to whoever keeps the user's prices, and the search runs again.
    QSignalSpy kept(&dialog, &ui::AdvisorDialog::priceEdited);
    for (int row = 0; row < parts->rowCount(); ++row) {
        if (parts->item(row, ui::SuggestionDetails::Role)->text() == displayName(PartKind::Case)) {
            parts->item(row, ui::SuggestionDetails::Price)->setText(QStringLiteral("99"));
            break;
        }
    }
    QCOMPARE(kept.size(), 1);
    QCOMPARE(kept.first().at(0).value<PartId>(), s.build.chassis->info.id);
    QVERIFY(dialog.isSearching());
    QVERIFY(done.wait(60000));
    dialog.table()->selectRow(0);
    // Nothing selected: nothing shown.
    dialog.table()->clearSelection();
    QCOMPARE(parts->rowCount(), 0);
    QCOMPARE(notes->rowCount(), 0);

    // A part the user owns says so instead of a price; a kept warning says what removing it costs.
    advisor::Suggestion mine;
    mine.build = testing::guideFourBlowerBuild();
    mine.build.gpus[0].gpu.info.price = Money(0, QStringLiteral("USD"));
    mine.build.gpus[0].gpu.info.priceSource = QStringLiteral("owned");
    mine.kept.append({QStringLiteral("POWER.TRANSIENTS"), Money::fromUnits(120, QStringLiteral("USD"))});
    ui::SuggestionDetails details;
    details.show(&mine);
    QStringList prices;
    for (int row = 0; row < details.parts()->rowCount(); ++row)
        prices.append(details.parts()->item(row, ui::SuggestionDetails::Price)->text());
    QVERIFY2(prices.contains(QStringLiteral("owned")), qPrintable(prices.join(u'|')));
    // The owned part's price is not edited; a bought part's is typed over its cell, as the price of one.
    QSignalSpy typed(&details, &ui::SuggestionDetails::priceEdited);
    for (int row = 0; row < details.parts()->rowCount(); ++row) {
        QTableWidgetItem *item = details.parts()->item(row, ui::SuggestionDetails::Price);
        QCOMPARE(bool(item->flags() & Qt::ItemIsEditable), item->text() != u"owned");
        QVERIFY(!(details.parts()->item(row, ui::SuggestionDetails::Name)->flags() & Qt::ItemIsEditable));
    }
    const int psuRow = [&] {
        for (int row = 0; row < details.parts()->rowCount(); ++row) {
            if (details.parts()->item(row, ui::SuggestionDetails::Role)->text() == displayName(PartKind::Psu))
                return row;
        }
        return -1;
    }();
    QVERIFY(psuRow >= 0);
    QTableWidgetItem *psuPrice = details.parts()->item(psuRow, ui::SuggestionDetails::Price);
    const QString before = psuPrice->text();
    psuPrice->setText(QStringLiteral("not a price"));
    QCOMPARE(typed.size(), 0);
    QCOMPARE(psuPrice->text(), before); // refused: shows what it showed
    psuPrice->setText(QStringLiteral("USD 1,234.50"));
    QCOMPARE(typed.size(), 1);
    QCOMPARE(typed.first().at(0).value<PartId>(), mine.build.psu->info.id);
    QCOMPARE(typed.first().at(1).value<Money>(), Money::fromUnits(1234.5, QStringLiteral("USD")));
    const int keptRow = details.notes()->rowCount() - 1;
    QCOMPARE(details.notes()->item(keptRow, 0)->text(), QStringLiteral("Keeps POWER.TRANSIENTS"));
    QVERIFY(details.notes()->item(keptRow, 1)->text().contains(QStringLiteral("USD 120.00")));
}

void TestAdvisorDialog::workloadHasEveryFieldOfTheDock()
{
    // The serving, model and framework fields and the optimizer: set in the dialog, carried into the query.
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, testing::guideFourBlowerBuild());
    ui::WorkloadFields *f = dialog.workloadFields();
    f->kind()->setCurrentIndex(f->kind()->findData(int(WorkloadKind::Inference)));
    const ModelShape &shape = modelShapes().first();
    ui::LlmFields *llm = f->llm();
    llm->model()->setCurrentIndex(llm->model()->findData(shape.name));
    llm->serving()->setValue(16);
    llm->engine()->setCurrentIndex(llm->engine()->findData(int(ServingEngine::Sglang)));
    llm->kvPrecision()->setCurrentIndex(llm->kvPrecision()->findData(int(KvPrecision::Fp8)));
    advisor::Query q = askedOf(dialog);
    QCOMPARE(q.workload.kind, WorkloadKind::Inference);
    QCOMPARE(q.workload.model, shape.name);
    QCOMPARE(q.workload.paramsBillions, shape.paramsBillions); // the named model brings its size
    QCOMPARE(q.workload.serving, 16);
    QCOMPARE(q.workload.engine, ServingEngine::Sglang);
    QCOMPARE(q.workload.kvPrecision, KvPrecision::Fp8);
    // Only the rows inference reads are shown; fine-tuning shows its framework and optimizer.
    QVERIFY(!f->optimizer()->isVisibleTo(&dialog));
    QVERIFY(llm->serving()->isVisibleTo(&dialog));
    f->kind()->setCurrentIndex(f->kind()->findData(int(WorkloadKind::FineTune)));
    QVERIFY(f->optimizer()->isVisibleTo(&dialog));
    QVERIFY(llm->framework()->isVisibleTo(&dialog));
    QVERIFY(!llm->serving()->isVisibleTo(&dialog));
    f->optimizer()->setCurrentIndex(f->optimizer()->findData(int(OptimizerKind::AdamW8bit)));
    llm->framework()->setCurrentIndex(llm->framework()->findData(int(FineTuneFramework::Unsloth)));
    q = askedOf(dialog);
    QCOMPARE(q.workload.kind, WorkloadKind::FineTune);
    QCOMPARE(q.workload.optimizer, OptimizerKind::AdamW8bit);
    QCOMPARE(q.workload.framework, FineTuneFramework::Unsloth);
}

void TestAdvisorDialog::presetSetsTheWorkload()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, testing::guideFourBlowerBuild());
    QComboBox *preset = dialog.workloadFields()->preset();
    preset->setCurrentIndex(preset->findData(QStringLiteral("llm-70b-run-4bit")));
    const advisor::Query q = askedOf(dialog);
    QCOMPARE(q.workload.kind, WorkloadKind::Inference);
    QCOMPARE(q.workload.paramsBillions, 70.0);
    QCOMPARE(q.workload.precision, Precision::Int4);
    // The build's own settings are not the preset's: the dialog left the build alone.
    QCOMPARE(testing::guideFourBlowerBuild().workload.kind, WorkloadKind::Vision);
}

void TestAdvisorDialog::caseSizeAndPartsFromTheCatalog()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, testing::guideFourBlowerBuild());
    QVERIFY(!askedOf(dialog).caseSize);
    dialog.caseForm()->setCurrentIndex(dialog.caseForm()->findData(QStringLiteral("micro-atx")));
    QCOMPARE(askedOf(dialog).caseSize, std::optional<FormFactor>(FormFactor::MicroAtx));
    // The current build's parts are offered, none ticked: nothing is owned until the user says so.
    QVERIFY(dialog.owned()->list()->count() > 0);
    QVERIFY(askedOf(dialog).owned.isEmpty());
    // A card from the catalog, found by its words, added twice: two owned cards.
    ui::PartPicker *picker = dialog.owned()->picker();
    picker->kind()->setCurrentIndex(picker->kind()->findData(int(PartKind::Gpu)));
    picker->words()->setText(QStringLiteral("4090"));
    picker->searchNow();
    QCOMPARE(picker->results()->count(), 1);
    picker->results()->setCurrentRow(0);
    QVERIFY(picker->addSelected());
    QVERIFY(picker->addSelected());
    QCOMPARE(askedOf(dialog).owned,
        (QList<PartId> {testing::openAirRtx4090().info.id, testing::openAirRtx4090().info.id}));
    // Removed again: one left.
    QListWidget *owned = dialog.owned()->list();
    owned->setCurrentRow(owned->count() - 1);
    dialog.owned()->removeButton()->click();
    QCOMPARE(askedOf(dialog).owned, (QList<PartId> {testing::openAirRtx4090().info.id}));
    // Words that match nothing list nothing; the avoid list is its own.
    picker->words()->setText(QStringLiteral("no such part anywhere"));
    picker->searchNow();
    QCOMPARE(picker->results()->count(), 0);
    QVERIFY(!picker->addSelected());
    ui::PartPicker *avoid = dialog.avoided()->picker();
    avoid->kind()->setCurrentIndex(avoid->kind()->findData(int(PartKind::Gpu)));
    avoid->words()->setText(QStringLiteral("2080"));
    avoid->searchNow();
    QVERIFY(avoid->results()->count() >= 1);
    avoid->results()->setCurrentRow(0);
    QVERIFY(avoid->addSelected());
    QCOMPARE(askedOf(dialog).avoided, (QList<PartId> {testing::blowerRtx2080Ti().info.id}));
    QCOMPARE(askedOf(dialog).owned.size(), 1);
}

// Every point of the front has a tooltip naming its build, price, throughput and GPUs; labels are drawn
// where they find room; the table's selection is ringed on the chart and a click on a point selects its
// row, known by its place on the front.
void TestAdvisorDialog::frontChartNamesSelectsAndIsClicked()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, onEuropeanCircuit(testing::guideFourBlowerBuild()));
    dialog.resize(1280, 820);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    ui::FrontChart *chart = dialog.chart();
    dialog.budget()->setValue(20000);
    QSignalSpy done(&dialog, &ui::AdvisorDialog::searchFinished);
    dialog.search();
    QVERIFY(done.wait(60000));
    const QList<advisor::Suggestion> &front = dialog.result().front;
    QVERIFY2(front.size() >= 2, qPrintable(dialog.result().reason));
    QCOMPARE(chart->pointCount(), int(front.size()));
    QTRY_VERIFY(!chart->labelledRows().isEmpty());
    // The pointer enters the chart first, away from every point: a tooltip follows a move inside the view.
    QTest::mouseMove(chart->viewport(), QPoint(2, 2));
    for (int i = 0; i < front.size(); ++i) {
        const advisor::Suggestion &s = front[i];
        const QString tip = chart->tipOf(i);
        for (const QString &part : {s.build.name, s.price.toString(), formatThroughput(s.throughput, s.unit),
                 QStringLiteral("%1 × %2").arg(s.build.gpuCount()).arg(s.build.gpus.first().gpu.spec.model)})
            QVERIFY2(tip.contains(part), qPrintable(tip + u'|' + part));
        QToolTip::hideText();
        const QPoint at = chart->pointPosition(i);
        QVERIFY(chart->viewport()->rect().contains(at));
        QTest::mouseMove(chart->viewport(), at);
        QTRY_COMPARE(QToolTip::text(), tip);
    }
    // The recommended row is selected with the result.
    QCOMPARE(chart->ringedRows(), dialog.selectedRows());
    QVERIFY(front[dialog.selectedRows().first()].recommended);
    const int last = int(front.size()) - 1;
    dialog.table()->selectRow(last == dialog.selectedRows().first() ? 0 : last);
    QCOMPARE(chart->ringedRows(), dialog.selectedRows());
    dialog.table()->selectRow(last);
    QCOMPARE(chart->ringedRows(), QList<int> {last});
    // A click on a point selects its row and nothing else; one beside every point selects nothing new.
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->pointPosition(0));
    QCOMPARE(dialog.selectedRows(), QList<int> {0});
    QCOMPARE(chart->ringedRows(), QList<int> {0});
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->pointPosition(last));
    QCOMPARE(dialog.selectedRows(), QList<int> {last});
}

// Before a search, when nothing qualifies and once the workload changes under a shown front, the chart
// draws no points and no axes and says why; the table is emptied with it.
void TestAdvisorDialog::frontChartSaysWhenThereIsNoFront()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    ui::AdvisorDialog dialog(&catalog, onEuropeanCircuit(testing::guideFourBlowerBuild()));
    ui::FrontChart *chart = dialog.chart();
    const auto blank = [chart] {
        return chart->pointCount() == 0 && chart->chart()->series().isEmpty()
            && chart->chart()->axes().isEmpty() && chart->chart()->title() == chart->message()
            && !chart->message().isEmpty();
    };
    QVERIFY(blank());
    QSignalSpy done(&dialog, &ui::AdvisorDialog::searchFinished);
    dialog.budget()->setValue(20000);
    dialog.search();
    QVERIFY(done.wait(60000));
    QVERIFY(!dialog.result().front.isEmpty());
    QVERIFY(!blank());
    dialog.budget()->setValue(100);
    dialog.search();
    QVERIFY(done.wait(60000));
    QVERIFY(dialog.result().front.isEmpty());
    QVERIFY(blank());
    QVERIFY2(chart->message().contains(QStringLiteral("No build qualifies")), qPrintable(chart->message()));
    QCOMPARE(dialog.table()->model()->rowCount(), 0);
    // A front shown, then the workload changes: the old builds and their unit go.
    dialog.budget()->setValue(20000);
    dialog.search();
    QVERIFY(done.wait(60000));
    QVERIFY(!blank());
    ui::WorkloadFields *f = dialog.workloadFields();
    f->kind()->setCurrentIndex(f->kind()->findData(int(WorkloadKind::Inference)));
    QVERIFY(blank());
    QVERIFY2(chart->message().contains(QStringLiteral("workload changed")), qPrintable(chart->message()));
    QCOMPARE(dialog.table()->model()->rowCount(), 0);
    QVERIFY(dialog.result().front.isEmpty());
    QVERIFY(dialog.selectedRows().isEmpty());
}

// A build planned for two jobs: the dialog lists both, the fields edit the one chosen, a job can be
// added and removed, and the search holds every suggestion to all of them, with a column per further
// job (its throughput on that suggestion) and the figure in the chart's tooltip.
void TestAdvisorDialog::jobsAreAddedEditedAndSearchedFor()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    Build b = onEuropeanCircuit(testing::guideFourBlowerBuild());
    Workload serving;
    for (const WorkloadPreset &p : workloadPresets()) {
        if (p.key == QStringLiteral("llm-8b-run-16bit"))
            serving = applyPreset(serving, p);
    }
    QCOMPARE(serving.kind, WorkloadKind::Inference);
    b.otherWorkloads = {serving};
    ui::AdvisorDialog dialog(&catalog, b);
    ui::AdvisorJobs *jobs = dialog.jobs();
    ui::WorkloadFields *f = dialog.workloadFields();
    QCOMPARE(jobs->choice()->count(), 2);
    QVERIFY(jobs->choice()->itemText(1).startsWith(QStringLiteral("Job 2: ")));
    QVERIFY(!jobs->removeButton()->isEnabled()); // the primary stays
    advisor::Query q = askedOf(dialog);
    QCOMPARE(q.workload, b.workload);
    QCOMPARE(q.otherWorkloads, QList<Workload> {serving});
    // The second job chosen: the fields show it, and an edit changes it, not the primary.
    jobs->select(1);
    QCOMPARE(f->kind()->currentData().toInt(), int(WorkloadKind::Inference));
    QVERIFY(jobs->removeButton()->isEnabled());
    f->kind()->setCurrentIndex(f->kind()->findData(int(WorkloadKind::FineTune)));
    q = askedOf(dialog);
    QCOMPARE(q.workload, b.workload);
    QCOMPARE(q.otherWorkloads.size(), 1);
    QCOMPARE(q.otherWorkloads.first().kind, WorkloadKind::FineTune);
    QVERIFY(jobs->choice()->itemText(1).contains(describeWorkload(q.otherWorkloads.first())));
    // Back to the primary: its fields again.
    jobs->select(0);
    QCOMPARE(f->kind()->currentData().toInt(), int(b.workload.kind));
    // Added as a copy of the chosen job, then removed.
    jobs->addButton()->click();
    QCOMPARE(jobs->current(), 2);
    QCOMPARE(askedOf(dialog).otherWorkloads.size(), 2);
    QCOMPARE(askedOf(dialog).otherWorkloads.last(), b.workload);
    jobs->removeButton()->click();
    QCOMPARE(askedOf(dialog).otherWorkloads.size(), 1);
    jobs->select(1);
    f->kind()->setCurrentIndex(f->kind()->findData(int(WorkloadKind::Inference)));
    QCOMPARE(askedOf(dialog).otherWorkloads.first().kind, WorkloadKind::Inference);

    dialog.budget()->setValue(20000);
    QSignalSpy done(&dialog, &ui::AdvisorDialog::searchFinished);
    dialog.search();
    QVERIFY(done.wait(60000));
    const QList<advisor::Suggestion> &front = dialog.result().front;
    QVERIFY2(!front.isEmpty(), qPrintable(dialog.result().reason));
    QTableView *table = dialog.table();
    QCOMPARE(table->model()->columnCount(), 7);
    QCOMPARE(table->model()->headerData(3, Qt::Horizontal).toString(), QStringLiteral("Job 2"));
    QVERIFY(table->model()
                ->headerData(3, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(describeWorkload(askedOf(dialog).otherWorkloads[0])));
    for (int i = 0; i < front.size(); ++i) {
        QCOMPARE(front[i].build.otherWorkloads.size(), 1);
        const WorkloadEstimate e = Analyses::of(front[i].build).otherWorkloads.first();
        QVERIFY(e.fits);
        QCOMPARE(cellText(table, i, 3), formatThroughput(e.throughput, e.unit));
        QVERIFY(dialog.chart()->tipOf(i).contains(QStringLiteral("Job 2: ") + cellText(table, i, 3)));
    }
    // Removing the job empties the front it answered.
    jobs->removeButton()->click();
    QCOMPARE(table->model()->rowCount(), 0);
    QVERIFY(askedOf(dialog).otherWorkloads.isEmpty());
}

QTEST_MAIN(TestAdvisorDialog)
#include "tst_advisordialog.moc"
