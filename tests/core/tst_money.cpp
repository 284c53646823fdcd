// SPDX-License-Identifier: GPL-3.0-or-later
// Money the user can trust: sums that leave parts out say so, one currency per build at the user's
// own rates, a budget per build.
#include "core/charts/chartdata.h"
#include "core/file/buildfile.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestMoney : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { ExchangeRates::setCurrent({}); }
    void unpricedPartsMakeALowerBound();
    void lowerBoundText();
    void otherCurrencyWithoutRateIsUnpriced();
    void rateAppliesToPartsAndEnergyAlike();
    void inverseRate();
    void badRatesRefused();
    void ratesKeptInSettingsWithDate();
    void currentRatesReachAnalyses();
    void budget_data();
    void budget();
    void budgetRoundTripsInFile();
    void breakdownCountsUnpricedAndConverts();
    void launchPricesAreNotCurrent_data();
    void launchPricesAreNotCurrent();
    void launchPricesCounted();
};

namespace {

CostEstimate costOf(const Build &b, const ExchangeRates &rates = {})
{
    const Analyses a = Analyses::of(b);
    return CostEstimate::of(b, a.power, a.thermal, a.performance.throughput, rates);
}

int partCount(const Build &b)
{
    int n = 0;
    forEachPart(b, [&n](PartKind, const auto &, int quantity, int) { n += quantity; });
    return n;
}

} // namespace

void TestMoney::unpricedPartsMakeALowerBound()
{
    Build b = guideFourBlowerBuild();
    const CostEstimate full = costOf(b);
    QVERIFY(!full.isLowerBound());
    QVERIFY(full.costPerThroughput);
    const Money boardPrice = *b.motherboard->info.price;
    const Money memoryPrice = *b.memory.first().part.info.price;
    const int dimms = b.memory.first().quantity;
    b.motherboard->info.price.reset();
    b.memory.first().part.info.price.reset();
    const CostEstimate partial = costOf(b);
    QCOMPARE(partial.unpricedParts, 1 + dimms);
    QVERIFY(partial.isLowerBound());
    QCOMPARE(partial.parts.cents(), full.parts.cents() - boardPrice.cents() - dimms * memoryPrice.cents());
    QVERIFY(partial.purchaseSum().isLowerBound());
    QVERIFY(partial.ownershipSum()->isLowerBound());
    // A cost per unit of throughput from a partial sum would flatter the build: none.
    QVERIFY(!partial.costPerThroughput);
}

void TestMoney::lowerBoundText()
{
    QCOMPARE(
        (PriceSum {Money(2051993, QStringLiteral("USD")), 0}).toString(), QStringLiteral("USD 20,519.93"));
    const QString bound = PriceSum {Money(2051993, QStringLiteral("USD")), 10}.toString();
    QVERIFY2(bound.startsWith(QStringLiteral("≥ USD 20,519.93")), qPrintable(bound));
    QVERIFY2(bound.contains(QStringLiteral("10")), qPrintable(bound));
}

void TestMoney::otherCurrencyWithoutRateIsUnpriced()
{
    Build b = guideFourBlowerBuild();
    b.environment.currency = QStringLiteral("EUR");
    b.psu->info.price = Money(10000, QStringLiteral("EUR"));
    const CostEstimate c = costOf(b);
    QCOMPARE(c.currency, QStringLiteral("EUR"));
    QCOMPARE(c.parts, Money(10000, QStringLiteral("EUR"))); // only the part priced in euros
    QCOMPARE(c.unpricedParts, partCount(b) - 1);
    QCOMPARE(c.missingRates, QStringList {QStringLiteral("USD")});
    QCOMPARE(c.purchase.currency(), QStringLiteral("EUR"));
    QCOMPARE(c.totalCostOfOwnership->currency(), QStringLiteral("EUR"));
}

void TestMoney::rateAppliesToPartsAndEnergyAlike()
{
    Build b = guideFourBlowerBuild();
    const CostEstimate usd = costOf(b);
    b.environment.currency = QStringLiteral("EUR");
    b.environment.electricityPricePerKwh = 0.30; // entered in euros
    ExchangeRates rates;
    QVERIFY(rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.5, QDate(2026, 11, 30)}));
    const CostEstimate eur = costOf(b, rates);
    QCOMPARE(eur.unpricedParts, 0);
    QCOMPARE(eur.convertedParts, partCount(b));
    QCOMPARE(eur.parts, Money(usd.parts.cents() / 2, QStringLiteral("EUR")));
    QVERIFY(std::abs(eur.energyPerYear - eur.kwhPerYear * 0.30) < 1e-9);
    // Nothing drops out: parts and energy are both in the TCO.
    QCOMPARE(eur.totalCostOfOwnership->cents(),
        eur.purchase.cents() + std::llround(eur.energyPerYear * b.environment.years * 100.0));
    QVERIFY(eur.costPerThroughput);
}

void TestMoney::inverseRate()
{
    ExchangeRates rates;
    QVERIFY(rates.set({QStringLiteral("EUR"), QStringLiteral("USD"), 2.0, QDate(2026, 1, 1)}));
    QCOMPARE(*rates.convert(Money(1000, QStringLiteral("USD")), QStringLiteral("EUR")),
        Money(500, QStringLiteral("EUR")));
    QCOMPARE(*rates.convert(Money(1000, QStringLiteral("EUR")), QStringLiteral("USD")),
        Money(2000, QStringLiteral("USD")));
    QCOMPARE(rates.find(QStringLiteral("USD"), QStringLiteral("EUR"))->date, QDate(2026, 1, 1));
    QVERIFY(!rates.convert(Money(1000, QStringLiteral("GBP")), QStringLiteral("USD")));
    // Setting the other direction replaces the rate instead of keeping two.
    QVERIFY(rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.9, QDate(2026, 2, 1)}));
    QCOMPARE(rates.all().size(), 1);
    QCOMPARE(*rates.convert(Money(1000, QStringLiteral("USD")), QStringLiteral("EUR")),
        Money(900, QStringLiteral("EUR")));
}

void TestMoney::badRatesRefused()
{
    ExchangeRates rates;
    QVERIFY(!rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.0, {}}));
    QVERIFY(!rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), -1.0, {}}));
    QVERIFY(!rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), std::nan(""), {}}));
    QVERIFY(!rates.set({QStringLiteral("USD"), QStringLiteral("USD"), 1.0, {}}));
    QVERIFY(!rates.set({QStringLiteral("usd"), QStringLiteral("EUR"), 1.0, {}}));
    // 1e300 turned every price into 0.00 (the product overflowed); past the widest real rates
    // a rate is a typing error.
    QVERIFY(!rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 1e300, {}}));
    QVERIFY(!rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 1e-300, {}}));
    QVERIFY(rates.all().isEmpty());
    // The widest rate still taken never overflows a price: a result past what cents hold is no price.
    QVERIFY(rates.set({QStringLiteral("USD"), QStringLiteral("VND"), ExchangeRates::kMaxRate, {}}));
    QCOMPARE(rates.convert(Money(100, QStringLiteral("USD")), QStringLiteral("VND"))->cents(),
        qint64(100 * ExchangeRates::kMaxRate));
    QCOMPARE(
        rates.convert(Money(qint64(1) << 62, QStringLiteral("USD")), QStringLiteral("VND")), std::nullopt);
    // A stored rate that is refused is said, not dropped in silence.
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("rates.ini")), QSettings::IniFormat);
    settings.beginWriteArray(QStringLiteral("exchangeRates"));
    settings.setArrayIndex(0);
    settings.setValue(QStringLiteral("from"), QStringLiteral("USD"));
    settings.setValue(QStringLiteral("to"), QStringLiteral("EUR"));
    settings.setValue(QStringLiteral("rate"), 1e300);
    settings.endArray();
    QStringList refused;
    QVERIFY(ExchangeRates::load(settings, &refused).all().isEmpty());
    QCOMPARE(refused.size(), 1);
    QVERIFY2(refused[0].contains(QStringLiteral("USD → EUR")), qPrintable(refused[0]));
}

void TestMoney::ratesKeptInSettingsWithDate()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    ExchangeRates rates;
    rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.92, QDate(2026, 11, 30)});
    rates.set({QStringLiteral("GBP"), QStringLiteral("USD"), 1.27, QDate(2026, 11, 29)});
    {
        QSettings s(path, QSettings::IniFormat);
        rates.save(s);
    }
    QSettings s(path, QSettings::IniFormat);
    const ExchangeRates back = ExchangeRates::load(s);
    QCOMPARE(back, rates);
    QCOMPARE(back.find(QStringLiteral("USD"), QStringLiteral("EUR"))->date, QDate(2026, 11, 30));
    // Saving fewer rates leaves none of the old ones behind.
    ExchangeRates one;
    one.set({QStringLiteral("USD"), QStringLiteral("JPY"), 150.0, QDate(2026, 11, 1)});
    one.save(s);
    QCOMPARE(ExchangeRates::load(s), one);
}

void TestMoney::currentRatesReachAnalyses()
{
    Build b = guideFourBlowerBuild();
    b.environment.currency = QStringLiteral("EUR");
    QCOMPARE(Analyses::of(b).cost.unpricedParts, partCount(b));
    ExchangeRates rates;
    rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.92, QDate(2026, 11, 30)});
    ExchangeRates::setCurrent(rates);
    QCOMPARE(Analyses::of(b).cost.unpricedParts, 0);
    QCOMPARE(Analyses::of(b).cost.parts.currency(), QStringLiteral("EUR"));
}

void TestMoney::budget_data()
{
    QTest::addColumn<double>("budget");
    QTest::addColumn<bool>("unpricedBoard");
    QTest::addColumn<int>("state");
    QTest::addColumn<qint64>("difference");
    // The guide's four-blower build: 8,627 USD of parts (tst_estimates::costAddsUp); the board is 849.
    QTest::newRow("under") << 9000.0 << false << int(BudgetCheck::State::Under) << qint64(37300);
    QTest::newRow("exactly") << 8627.0 << false << int(BudgetCheck::State::Under) << qint64(0);
    QTest::newRow("over") << 8000.0 << false << int(BudgetCheck::State::Over) << qint64(62700);
    QTest::newRow("under so far") << 9000.0 << true << int(BudgetCheck::State::UnderSoFar) << qint64(122200);
    QTest::newRow("over already") << 7000.0 << true << int(BudgetCheck::State::Over) << qint64(77800);
}

void TestMoney::budget()
{
    QFETCH(double, budget);
    QFETCH(bool, unpricedBoard);
    QFETCH(int, state);
    QFETCH(qint64, difference);
    Build b = guideFourBlowerBuild();
    QVERIFY(!costOf(b).budget);
    b.environment.budget = Money::fromUnits(budget, b.environment.currency);
    if (unpricedBoard) {
        QCOMPARE(b.motherboard->info.price->cents(), 84900);
        b.motherboard->info.price.reset();
    }
    const CostEstimate c = costOf(b);
    QVERIFY(c.budget);
    QCOMPARE(int(c.budget->state), state);
    QCOMPARE(c.budget->difference.cents(), difference);
    QCOMPARE(c.budget->budget, Money::fromUnits(budget, QStringLiteral("USD")));
    QVERIFY(!c.budget->toString().isEmpty());
}

void TestMoney::budgetRoundTripsInFile()
{
    QTemporaryDir dir;
    Build b = guideFourBlowerBuild();
    b.environment.budget = Money::fromUnits(12345.5, b.environment.currency);
    const QString path = dir.filePath(QStringLiteral("b.rigsmith"));
    QVERIFY(!buildfile::save(b, path));
    const auto loaded = buildfile::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
    QCOMPARE(loaded.value().environment.budget, std::optional<Money>(Money(1234550, QStringLiteral("USD"))));
    // Read in the file's currency.
    b.environment.currency = QStringLiteral("EUR");
    b.environment.budget = Money::fromUnits(800.25, QStringLiteral("EUR"));
    QVERIFY(!buildfile::save(b, path));
    QCOMPARE(buildfile::load(path).value().environment.budget,
        std::optional<Money>(Money(80025, QStringLiteral("EUR"))));
    b.environment.budget.reset();
    QVERIFY(!buildfile::save(b, path));
    QVERIFY(!buildfile::load(path).value().environment.budget);
}

void TestMoney::breakdownCountsUnpricedAndConverts()
{
    Build b = guideFourBlowerBuild();
    b.memory.first().part.info.price.reset();
    QList<CostSlice> slices = costBreakdown(b);
    const auto memory = std::find_if(slices.cbegin(), slices.cend(),
        [](const CostSlice &s) { return s.role == displayName(PartKind::Memory); });
    QCOMPARE(memory->unpriced, 2);
    QCOMPARE(memory->amount, 0.0);
    int unpriced = 0;
    double sum = 0.0;
    for (const CostSlice &s : slices) {
        unpriced += s.unpriced;
        sum += s.amount;
    }
    QCOMPARE(unpriced, Analyses::of(b).cost.unpricedParts);
    // In euros at the user's rate, slices and the estimate agree; without a rate nothing is mixed in.
    b.environment.currency = QStringLiteral("EUR");
    slices = costBreakdown(b);
    double eur = 0.0;
    for (const CostSlice &s : slices)
        eur += s.amount;
    QCOMPARE(eur, 0.0);
    ExchangeRates rates;
    rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.5, QDate(2026, 11, 30)});
    ExchangeRates::setCurrent(rates);
    eur = 0.0;
    for (const CostSlice &s : costBreakdown(b))
        eur += s.amount;
    QVERIFY(std::abs(eur - sum / 2) < 0.01);
    QVERIFY(std::abs(eur - Analyses::of(b).cost.purchase.units()) < 0.01);
}

// Hundreds of GPUs carry only a launch price (a 2020 RTX 3090 at USD 1,499), dated by the day
// or by the year alone (db/catalog/partrows.cpp). It is shown as what it is, whatever its age,
// and counted as old.
void TestMoney::launchPricesAreNotCurrent_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QDate>("date");
    QTest::addColumn<bool>("launch");
    QTest::addColumn<bool>("stale");
    QTest::addColumn<QString>("text"); // stalePriceText
    QTest::addColumn<QString>("kind"); // priceKind
    QTest::addColumn<QString>("origin"); // priceOrigin
    const QDate today(2026, 12, 4);
    QTest::newRow("launch, year alone")
        << "launch price, 2020" << QDate() << true << true << "launch price (2020), not a current price"
        << "launch 2020"
        << "launch price, 2020, not a current price";
    QTest::newRow("launch, dated, two months old")
        << "launch price" << today.addMonths(-2) << true << true << "launch price (2026), not a current price"
        << "launch 2026"
        << "launch price, 2026-10-04, not a current price";
    QTest::newRow("shop, recent") << "PCPartPicker snapshot" << today.addMonths(-2) << false << false
                                  << QString() << "shop"
                                  << "PCPartPicker snapshot, 2026-10-04";
    QTest::newRow("shop, two years old") << "PCPartPicker snapshot" << today.addYears(-2) << false << true
                                         << "price from 2024-12-04, over a year old"
                                         << "shop"
                                         << "PCPartPicker snapshot, 2024-12-04, over a year old";
    QTest::newRow("yours") << "user: Alza" << today << false << false << QString() << "yours"
                           << "your price, Alza, 2026-12-04";
    QTest::newRow("review") << "review price" << today.addMonths(-1) << false << false << QString()
                            << "review"
                            << "review price, 2026-11-04";
}

void TestMoney::launchPricesAreNotCurrent()
{
    QFETCH(QString, source);
    QFETCH(QDate, date);
    QFETCH(bool, launch);
    QFETCH(bool, stale);
    QFETCH(QString, text);
    QFETCH(QString, kind);
    QFETCH(QString, origin);
    const QDate today(2026, 12, 4);
    PartInfo info;
    info.price = Money::fromUnits(1499, QStringLiteral("USD"));
    info.priceSource = source;
    info.priceDate = date;
    QCOMPARE(isLaunchPrice(info), launch);
    QCOMPARE(isStalePrice(info, today), stale);
    QCOMPARE(stalePriceText(info, today), text);
    QCOMPARE(priceKind(info), kind);
    QCOMPARE(priceOrigin(info, today), origin);
    QCOMPARE(launchPriceYear(info), launch ? (date.isValid() ? date.year() : 2020) : 0);
    info.price.reset(); // no price: nothing to call a launch price
    QVERIFY(!isLaunchPrice(info) && !isStalePrice(info, today));
}

void TestMoney::launchPricesCounted()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus) {
        g.gpu.info.priceSource = QStringLiteral("launch price, 2018");
        g.gpu.info.priceDate = {};
    }
    b.psu->info.priceDate = QDate::currentDate().addYears(-2);
    b.cpu->info.priceDate = QDate::currentDate();
    b.chassis->info.priceDate = QDate::currentDate();
    b.cooler->info.priceDate = QDate::currentDate();
    b.motherboard->info.priceDate = QDate::currentDate();
    for (auto &m : b.memory)
        m.part.info.priceDate = QDate::currentDate();
    for (auto &s : b.storage)
        s.part.info.priceDate = QDate::currentDate();
    const CostEstimate c = Analyses::of(b).cost;
    QCOMPARE(c.launchPricedParts, 4); // the four cards, counted at their launch price
    QCOMPARE(c.stalePricedParts, 5); // and the PSU's two-year-old price
    QCOMPARE(c.unpricedParts, 0); // counted in the sums all the same
}

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
