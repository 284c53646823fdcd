// SPDX-License-Identifier: GPL-3.0-or-later
// The window's money: the summary strip states a lower bound and the unpriced count in its text
// (not only a tooltip), the budget, and the cost breakdown names what it leaves out.
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "ui/dialogs/comparedialog.h"
#include "ui/docks/summarystrip.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestMoneyUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { ExchangeRates::setCurrent({}); }
    void stripStatesLowerBound();
    void stripShowsBudget();
    void stripInBuildCurrency();
    void compareNeverOffersEmptyBuild();
    void compareRanksOnlyBuildsWithoutErrors();
};

namespace {

QString priceText(const Build &b)
{
    rigsmith::ui::SummaryStrip strip;
    const Analyses a = Analyses::of(b);
    strip.update(b, a, RuleEngine::evaluate(b, a));
    return strip.price()->text();
}

} // namespace

void TestMoneyUi::stripStatesLowerBound()
{
    Build b = guideFourBlowerBuild();
    const QString full = priceText(b);
    QVERIFY2(!full.contains(QStringLiteral("≥")), qPrintable(full));
    QVERIFY(full.contains(QStringLiteral("8,627.00")));
    b.motherboard->info.price.reset();
    b.memory.first().part.info.price.reset();
    const QString partial = priceText(b);
    QVERIFY2(partial.contains(QStringLiteral("≥ USD 7,500.00")), qPrintable(partial));
    QVERIFY2(partial.contains(QStringLiteral("+ 3 part")), qPrintable(partial));
    QVERIFY(partial.contains(QStringLiteral("without a price")));
}

void TestMoneyUi::stripShowsBudget()
{
    Build b = guideFourBlowerBuild();
    b.environment.budget = Money::fromUnits(8000.0, b.environment.currency);
    const QString over = priceText(b);
    QVERIFY2(over.contains(QStringLiteral("627.00 over the budget")), qPrintable(over));
    b.environment.budget = Money::fromUnits(10000.0, b.environment.currency);
    QVERIFY(priceText(b).contains(QStringLiteral("1,373.00 under the budget")));
}

void TestMoneyUi::stripInBuildCurrency()
{
    Build b = guideFourBlowerBuild();
    b.environment.currency = QStringLiteral("EUR");
    QVERIFY(priceText(b).contains(QStringLiteral("≥ EUR 0.00")));
    ExchangeRates rates;
    rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.5, QDate(2026, 11, 30)});
    ExchangeRates::setCurrent(rates);
    const QString converted = priceText(b);
    QVERIFY2(converted.contains(QStringLiteral("EUR 4,313.50")), qPrintable(converted));
    QVERIFY(!converted.contains(QStringLiteral("≥")));
}

void TestMoneyUi::compareNeverOffersEmptyBuild()
{
    Build two = guideFourBlowerBuild();
    two.name = QStringLiteral("two");
    two.gpus.resize(2);
    two.environment.hoursPerDay = 8.0;
    // The current build first, an empty "Untitled" tab, another build.
    rigsmith::ui::CompareDialog dialog({{QStringLiteral("current"), guideFourBlowerBuild()},
        {QStringLiteral("Untitled"), Build {}}, {QStringLiteral("two"), two}});
    QCOMPARE(dialog.table()->columnCount(), 2);
    QCOMPARE(
        dialog.comparison().names, QStringList({QStringLiteral("Guide 4 × blower"), QStringLiteral("two")}));
    // Each build's assumptions, and a warning where they differ.
    const QString status = dialog.status()->text();
    QVERIFY2(status.contains(QStringLiteral("24 h/day")), qPrintable(status));
    QVERIFY(status.contains(QStringLiteral("8 h/day")));
    QVERIFY(status.contains(QStringLiteral("different hours a day")));
}

void TestMoneyUi::compareRanksOnlyBuildsWithoutErrors()
{
    Build broken = guideFourBlowerBuild();
    broken.name = QStringLiteral("broken");
    broken.psu->spec.wattage = Watts(500); // an error; still the faster of the two
    Build two = guideFourBlowerBuild();
    two.name = QStringLiteral("two");
    two.gpus.resize(2);
    rigsmith::ui::CompareDialog dialog(
        {{QStringLiteral("broken"), broken, {}}, {QStringLiteral("two"), two, {}}});
    const QTableWidget *t = dialog.table();
    QVERIFY2(t->horizontalHeaderItem(0)->text().contains(QStringLiteral("not ranked")),
        qPrintable(t->horizontalHeaderItem(0)->text()));
    QVERIFY(!t->horizontalHeaderItem(1)->text().contains(QStringLiteral("not ranked")));
    bool seen = false;
    for (int r = 0; r < t->rowCount(); ++r) {
        if (t->verticalHeaderItem(r)->text() == u"Workload throughput") {
            seen = true;
            QVERIFY(!t->item(r, 0)->font().bold());
            QVERIFY(t->item(r, 1)->font().bold());
        }
    }
    QVERIFY(seen);
}

QTEST_MAIN(TestMoneyUi)
#include "tst_moneyui.moc"
