// SPDX-License-Identifier: GPL-3.0-or-later
// Build ▸ Suggest builds: the dialog takes the current build's workload, searches off the GUI thread
// with a progress bar, fills the table and the chart with the front, opens a suggestion as a build and
// sends several to Compare; Cancel stops a search.
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "ui/dialogs/advisordialog.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

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

} // namespace

class TestAdvisorDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void prefillsFromTheBuild();
    void searchFillsTableAndChart();
    void openAndCompareSelected();
};

void TestAdvisorDialog::prefillsFromTheBuild()
{
    const InMemoryCatalog catalog = testing::guideBuildCatalog();
    Build b = testing::guideFourBlowerBuild();
    b.workload.kind = WorkloadKind::FineTune;
    b.workload.paramsBillions = 13;
    b.workload.method = FineTuneMethod::Qlora;
    b.environment.currency = QStringLiteral("EUR");
    b.environment.budget = 7000;
    ui::AdvisorDialog dialog(&catalog, b);
    const advisor::Query q = dialog.query();
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
    QCOMPARE(dialog.table()->rowCount(), int(r.front.size()));
    QVERIFY(dialog.table()->item(0, 0)->text().startsWith(QStringLiteral("USD")));
    QVERIFY(dialog.chart()->chart()->series().size() >= 1);
    QVERIFY(!dialog.progressBar()->isVisible());
    for (const advisor::Suggestion &s : r.front)
        QCOMPARE(RuleEngine::evaluate(s.build).count(Severity::Error), 0);
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
    Q_EMIT dialog.table()->cellDoubleClicked(0, 0);
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

QTEST_MAIN(TestAdvisorDialog)
#include "tst_advisordialog.moc"
