// SPDX-License-Identifier: GPL-3.0-or-later
// A build's name and notes (Build ▸ Properties: saved, undoable, the window's title), its currency and
// budget in the settings panel, the user's exchange rates (Build ▸ Exchange rates), and the charts
// in the build's currency.
#include "core/charts/chartdata.h"
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/charts/chartspanel.h"
#include "ui/charts/charttablemodel.h"
#include "ui/dialogs/buildpropertiesdialog.h"
#include "ui/dialogs/comparedialog.h"
#include "ui/dialogs/exchangeratesdialog.h"
#include "ui/docks/settingspanel.h"
#include "ui/docks/summarystrip.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QValueAxis>

#include <algorithm>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

namespace {

InMemoryCatalog gpuCatalog()
{
    Gpu cheap = blowerRtx2080Ti();
    cheap.info.id = PartId(QStringLiteral("gpu/cheap-blower"));
    cheap.info.name = QStringLiteral("Cheap blower 2080 Ti");
    cheap.info.price = Money::fromUnits(700, QStringLiteral("USD"));
    return InMemoryCatalog({blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(), cheap.toPart()});
}

QString axisTitle(QChart *chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart->axes(orientation);
    return axes.isEmpty() ? QString() : axes.first()->titleText();
}

} // namespace

class TestBuildProperties : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void nameAndNotesRoundTrip();
    void titleFollowsTheName();
    void budgetInTheSettingsPanel();
    void currencyAndRatesChangeTheSummary();
    void ratesDialogRefusesBadRows();
    void chartsInTheBuildCurrency();
    void compareAxisInTheBuildsCurrency();

private:
    QTemporaryDir mDir;
    InMemoryCatalog mCatalog = gpuCatalog();
    std::unique_ptr<MainWindow> mWindow;
};

void TestBuildProperties::init()
{
    ExchangeRates::setCurrent({});
    mWindow = testWindow(&mCatalog);
    QSettings().remove(QStringLiteral("exchangeRates"));
    mWindow->document()->reset(guideFourBlowerBuild());
}

void TestBuildProperties::cleanup()
{
    mWindow.reset();
    ExchangeRates::setCurrent({});
    QSettings().remove(QStringLiteral("exchangeRates"));
}

// The dialog's edit is one undo step; the name and notes are written to the file and read back.
void TestBuildProperties::nameAndNotesRoundTrip()
{
    BuildDocument *doc = mWindow->document();
    const QString before = doc->build().name;
    const QString notesBefore = doc->build().notes;
    BuildPropertiesDialog dialog(doc);
    QCOMPARE(dialog.name()->text(), before);
    QVERIFY(!dialog.apply()); // nothing changed, nothing pushed
    QCOMPARE(doc->undoStack()->count(), 0);
    dialog.name()->setText(QStringLiteral("  Lab box, two GPUs "));
    dialog.notes()->setPlainText(QStringLiteral("For the NLP group.\nAsk Kim before changing the PSU."));
    QVERIFY(dialog.apply());
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->build().name, QStringLiteral("Lab box, two GPUs"));
    QCOMPARE(doc->build().notes, QStringLiteral("For the NLP group.\nAsk Kim before changing the PSU."));

    const QString path = mDir.filePath(QStringLiteral("named.rigsmith"));
    QVERIFY(mWindow->saveTo(path));
    const auto loaded = buildfile::load(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.value().name, doc->build().name);
    QCOMPARE(loaded.value().notes, doc->build().notes);
    QVERIFY(mWindow->openFile(path)); // already open: the same tab

    doc->undoStack()->undo();
    QCOMPARE(doc->build().name, before);
    QCOMPARE(doc->build().notes, notesBefore);
    doc->undoStack()->redo();
    QCOMPARE(doc->build().name, QStringLiteral("Lab box, two GPUs"));
    // Notes alone may be cleared; the file then has none.
    BuildPropertiesDialog again(doc);
    again.notes()->clear();
    QVERIFY(again.apply());
    QVERIFY(mWindow->saveTo(path));
    QVERIFY(buildfile::load(path).value().notes.isEmpty());
}

void TestBuildProperties::titleFollowsTheName()
{
    QTabBar *tabs = nullptr; // the builds' tabs (the docks have tab bars too)
    for (QTabBar *bar : mWindow->findChildren<QTabBar *>()) {
        if (bar->tabsClosable())
            tabs = bar;
    }
    QVERIFY(tabs);
    QVERIFY(mWindow->windowTitle().startsWith(QStringLiteral("Guide 4 × blower")));
    BuildPropertiesDialog dialog(mWindow->document());
    dialog.name()->setText(QStringLiteral("Quiet box"));
    dialog.apply();
    QVERIFY2(mWindow->windowTitle().startsWith(QStringLiteral("Quiet box[*]"))
            || mWindow->windowTitle().startsWith(QStringLiteral("Quiet box")),
        qPrintable(mWindow->windowTitle()));
    QVERIFY(tabs->tabText(tabs->currentIndex()).startsWith(QStringLiteral("Quiet box")));
    // Saved: the name first, then the file's.
    const QString path = mDir.filePath(QStringLiteral("quiet.rigsmith"));
    QVERIFY(mWindow->saveTo(path));
    QVERIFY2(mWindow->windowTitle().startsWith(QStringLiteral("Quiet box — quiet.rigsmith")),
        qPrintable(mWindow->windowTitle()));
    // Undone: the old name comes back into the title.
    mWindow->document()->undoStack()->undo();
    QVERIFY(mWindow->windowTitle().startsWith(QStringLiteral("Guide 4 × blower — quiet.rigsmith")));
    // No name: the file's name.
    BuildPropertiesDialog unnamed(mWindow->document());
    unnamed.name()->clear();
    unnamed.apply();
    QVERIFY(mWindow->windowTitle().startsWith(QStringLiteral("quiet.rigsmith")));
    QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("quiet.rigsmith •"));
    // The Build menu offers both dialogs.
    QStringList menus;
    for (QAction *a : mWindow->menuBar()->actions())
        menus.append(a->text());
    QVERIFY(menus.contains(QStringLiteral("&Build")));
}

void TestBuildProperties::budgetInTheSettingsPanel()
{
    auto *settings = mWindow->findChild<SettingsPanel *>();
    QVERIFY(settings);
    QLabel *price = mWindow->summary()->price();
    QVERIFY(!price->text().contains(QStringLiteral("budget")));
    QCOMPARE(settings->budget()->value(), 0.0);
    QCOMPARE(settings->budget()->text(), QStringLiteral("No budget"));
    settings->budget()->setValue(8000);
    QCOMPARE(mWindow->document()->build().environment.budget,
        std::optional<Money>(Money(800000, QStringLiteral("USD"))));
    QVERIFY2(price->text().contains(QStringLiteral("627.00 over the budget")), qPrintable(price->text()));
    // On a line of its own and short; the whole sentence in the tooltip.
    // (an old-price count may follow on a line of its own: the sample parts' prices are dated)
    const QStringList lines = price->text().split(u'\n');
    QVERIFY(std::any_of(lines.cbegin(), lines.cend(), [](const QString &l) {
        return l.endsWith(QStringLiteral("over the budget")) && !l.startsWith(u"Total");
    }));
    QVERIFY(!price->text().contains(QStringLiteral("of USD 8,000.00")));
    QVERIFY(price->toolTip().contains(QStringLiteral("627.00 over the budget of USD 8,000.00")));
    // An all-air build's total is its parts; water cooling is named only where the build has it.
    QVERIFY2(price->toolTip().startsWith(QStringLiteral("Parts, in USD")), qPrintable(price->toolTip()));
    {
        SummaryStrip strip;
        Build water = mWindow->document()->build();
        for (GpuPlacement &g : water.gpus)
            g.gpu.spec.cooler = CoolerType::WaterBlock;
        const Analyses a = Analyses::of(water);
        strip.update(water, a, RuleEngine::evaluate(water, a));
        QVERIFY2(strip.price()->toolTip().startsWith(QStringLiteral("Parts plus water cooling (USD 450.00)")),
            qPrintable(strip.price()->toolTip()));
    }
    settings->budget()->setValue(10000);
    QVERIFY2(price->text().contains(QStringLiteral("1,373.00 under the budget")), qPrintable(price->text()));
    // Typing a budget is one step; undone, the build has none and the strip says nothing of it.
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
    mWindow->document()->undoStack()->undo();
    QVERIFY(!mWindow->document()->build().environment.budget);
    QVERIFY(!price->text().contains(QStringLiteral("budget")));
    QCOMPARE(settings->budget()->value(), 0.0);
    // Kept in the file.
    mWindow->document()->undoStack()->redo();
    const QString path = mDir.filePath(QStringLiteral("budget.rigsmith"));
    QVERIFY(mWindow->saveTo(path));
    QCOMPARE(buildfile::load(path).value().environment.budget,
        std::optional<Money>(Money(1000000, QStringLiteral("USD"))));
}

void TestBuildProperties::currencyAndRatesChangeTheSummary()
{
    auto *settings = mWindow->findChild<SettingsPanel *>();
    QLabel *price = mWindow->summary()->price();
    QVERIFY(price->text().contains(QStringLiteral("USD 8,627.00")));
    settings->currency()->setText(QStringLiteral("EUR"));
    Q_EMIT settings->currency()->editingFinished();
    QCOMPARE(mWindow->document()->build().environment.currency, QStringLiteral("EUR"));
    // No rate yet: every part is unpriced in euros, and the strip says so.
    QVERIFY2(price->text().contains(QStringLiteral("≥ EUR 0.00")), qPrintable(price->text()));
    QVERIFY(price->toolTip().contains(QStringLiteral("set an exchange rate")));
    QVERIFY(settings->budget()->prefix().startsWith(QStringLiteral("EUR")));

    ExchangeRatesDialog dialog(ExchangeRates::current(), QStringLiteral("EUR"), {QStringLiteral("USD")});
    dialog.addRow();
    QCOMPARE(dialog.table()->rowCount(), 1);
    QCOMPARE(static_cast<QLineEdit *>(dialog.table()->cellWidget(0, 0))->text(), QStringLiteral("USD"));
    QCOMPARE(static_cast<QLineEdit *>(dialog.table()->cellWidget(0, 1))->text(), QStringLiteral("EUR"));
    static_cast<QDoubleSpinBox *>(dialog.table()->cellWidget(0, 2))->setValue(0.5);
    static_cast<QDateEdit *>(dialog.table()->cellWidget(0, 3))->setDate(QDate(2026, 11, 30));
    QStringList problems;
    const ExchangeRates rates = dialog.rates(&problems);
    QVERIFY(problems.isEmpty());
    mWindow->setExchangeRates(rates);
    QVERIFY2(price->text().contains(QStringLiteral("EUR 4,313.50")), qPrintable(price->text()));
    QVERIFY(!price->text().contains(QStringLiteral("≥")));
    // Kept in the settings with its date, for the next start.
    QSettings s;
    const ExchangeRates saved = ExchangeRates::load(s);
    QCOMPARE(saved.all().size(), 1);
    QCOMPARE(saved.find(QStringLiteral("USD"), QStringLiteral("EUR"))->date, QDate(2026, 11, 30));
    QCOMPARE(saved.find(QStringLiteral("USD"), QStringLiteral("EUR"))->rate, 0.5);
    // Reopened, the dialog shows it.
    ExchangeRatesDialog reopened(ExchangeRates::current(), QStringLiteral("EUR"), {});
    QCOMPARE(reopened.table()->rowCount(), 1);
    QCOMPARE(reopened.rates(), rates);
}

void TestBuildProperties::ratesDialogRefusesBadRows()
{
    ExchangeRatesDialog dialog(ExchangeRates(), QStringLiteral("USD"), {});
    dialog.addRow({QStringLiteral("EUR"), QStringLiteral("EUR"), 1.0, QDate(2026, 1, 1)});
    dialog.addRow({QStringLiteral("GBP"), QStringLiteral("USD"), 0.0, QDate(2026, 1, 1)});
    dialog.addRow({QStringLiteral("CHF"), QStringLiteral("USD"), 1.1, QDate(2026, 1, 1)});
    dialog.addRow({QStringLiteral("USD"), QStringLiteral("CHF"), 0.9, QDate(2026, 1, 1)});
    QStringList problems;
    const ExchangeRates rates = dialog.rates(&problems);
    QCOMPARE(problems.size(), 3);
    QVERIFY(problems[0].startsWith(QStringLiteral("Row 1")));
    QVERIFY(problems[1].startsWith(QStringLiteral("Row 2")));
    QVERIFY2(problems[2].contains(QStringLiteral("a second rate")), qPrintable(problems[2]));
    QCOMPARE(rates.all().size(), 1);
    // Accepting with bad rows keeps the dialog open and names them; nothing is taken.
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.findChild<QLabel *>() != nullptr);
    dialog.table()->removeRow(3);
    dialog.table()->removeRow(1);
    dialog.table()->removeRow(0);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

// Every axis, column and title that names money names the build's currency, and the value map's
// prices are converted at the user's rates (GPUs with no rate are left off, and the title says so).
void TestBuildProperties::chartsInTheBuildCurrency()
{
    ChartsPanel *charts = mWindow->charts();
    QCOMPARE(
        axisTitle(charts->chart(ChartsPanel::ValueMapChart), Qt::Horizontal), QStringLiteral("Price (USD)"));
    Build b = mWindow->document()->build();
    b.environment.currency = QStringLiteral("EUR");
    mWindow->document()->reset(b);
    QCOMPARE(charts->model(ChartsPanel::ValueMapChart)->rowCount(), 0);
    QVERIFY2(charts->chart(ChartsPanel::ValueMapChart)
                 ->title()
                 .contains(QStringLiteral("3 GPUs priced in USD are not shown: no exchange rate to EUR")),
        qPrintable(charts->chart(ChartsPanel::ValueMapChart)->title()));

    // Without a rate every part is unpriced in euros: the alternatives' costs leave them out, and say so.
    QVERIFY2(charts->chart(ChartsPanel::AlternativesChart)
                 ->title()
                 .contains(QStringLiteral("Not like with like: 13 parts of this build have no price in EUR")),
        qPrintable(charts->chart(ChartsPanel::AlternativesChart)->title()));

    ExchangeRates rates;
    rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.5, QDate(2026, 11, 30)});
    mWindow->setExchangeRates(rates);
    QVERIFY(!charts->chart(ChartsPanel::AlternativesChart)
                 ->title()
                 .contains(QStringLiteral("Not like with like")));
    ChartTableModel *values = charts->model(ChartsPanel::ValueMapChart);
    QCOMPARE(values->rowCount(), 3);
    QCOMPARE(values->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("price EUR"));
    QCOMPARE(values->data(values->index(0, 0), Qt::DisplayRole).toDouble(), 350.0); // the $700 card
    QVERIFY(!charts->chart(ChartsPanel::ValueMapChart)->title().contains(QStringLiteral("not shown")));
    QCOMPARE(
        axisTitle(charts->chart(ChartsPanel::ValueMapChart), Qt::Horizontal), QStringLiteral("Price (EUR)"));
    QCOMPARE(axisTitle(charts->chart(ChartsPanel::AlternativesChart), Qt::Horizontal),
        QStringLiteral("Build cost (EUR)"));
    QCOMPARE(axisTitle(charts->chart(ChartsPanel::TcoChart), Qt::Horizontal), QStringLiteral("EUR"));
    QCOMPARE(
        charts->model(ChartsPanel::BreakdownChart)->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("EUR"));
    ChartTableModel *tco = charts->model(ChartsPanel::TcoChart);
    QCOMPARE(tco->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("purchase EUR"));
    // The alternatives' cost is the summary's, in euros.
    const Analyses a = Analyses::of(mWindow->document()->build());
    ChartTableModel *alts = charts->model(ChartsPanel::AlternativesChart);
    bool found = false;
    for (int r = 0; r < alts->rowCount(); ++r)
        found = found
            || qFuzzyCompare(
                alts->data(alts->index(r, 0), Qt::DisplayRole).toDouble(), a.cost.purchase.units());
    QVERIFY(found);
    QCOMPARE(a.cost.purchase.units(), 4313.5);
}

// The compare dialog's cost axis names the builds' currency, or none when they differ.
void TestBuildProperties::compareAxisInTheBuildsCurrency()
{
    Build a = guideFourBlowerBuild();
    a.environment.currency = QStringLiteral("EUR");
    Build b = a;
    b.name = QStringLiteral("two");
    b.gpus.resize(2);
    const auto axisOf = [](const CompareDialog &dialog) {
        auto *view = dialog.findChild<QChartView *>();
        return view ? axisTitle(view->chart(), Qt::Horizontal) : QString();
    };
    CompareDialog euros({{QStringLiteral("a"), a}, {QStringLiteral("two"), b}});
    QCOMPARE(axisOf(euros), QStringLiteral("Price (EUR)"));
    // Round ticks: the axis ends on a multiple of its tick spacing.
    auto *x
        = qobject_cast<QValueAxis *>(euros.findChild<QChartView *>()->chart()->axes(Qt::Horizontal).first());
    QVERIFY(x);
    const double step = x->max() / (x->tickCount() - 1);
    QVERIFY2(std::abs(step - std::round(step)) < 1e-9, qPrintable(QString::number(x->max())));
    b.environment.currency = QStringLiteral("USD");
    CompareDialog mixed({{QStringLiteral("a"), a}, {QStringLiteral("two"), b}});
    QCOMPARE(axisOf(mixed), QStringLiteral("Price"));
}

QTEST_MAIN(TestBuildProperties)
#include "tst_buildproperties.moc"
