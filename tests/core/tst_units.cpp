// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/partenums.h"
#include "core/model/units.h"

#include <QTest>

#include <limits>

using namespace rigsmith::core;

class TestUnits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void checkedRejectsBadValues_data();
    void checkedRejectsBadValues();
    void arithmeticStaysInUnit();
    void slotsHaveHalfSlotResolution_data();
    void slotsHaveHalfSlotResolution();
    void moneyKeepsCurrencies();
    void moneyFormatting_data();
    void moneyFormatting();
    void enumKeysRoundTrip();
    void efficiencyIncreasesWithTier();
};

void TestUnits::checkedRejectsBadValues_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("valid");
    QTest::newRow("zero") << 0.0 << true;
    QTest::newRow("typical") << 450.0 << true;
    QTest::newRow("negative") << -5.0 << false;
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << false;
    QTest::newRow("infinite") << std::numeric_limits<double>::infinity() << false;
    QTest::newRow("above max") << 100001.0 << false;
}

void TestUnits::checkedRejectsBadValues()
{
    QFETCH(double, value);
    QFETCH(bool, valid);
    QCOMPARE(Watts::checked(value).has_value(), valid);
}

void TestUnits::arithmeticStaysInUnit()
{
    const Watts gpus = Watts(250) + Watts(250);
    QCOMPARE(gpus.value(), 500);
    QCOMPARE(gpus.scaled(1.1).value(), 550);
    QVERIFY(Watts(1400) > Watts(1375));
    QCOMPARE(Watts(1265).ratio(Watts(1150)), 1265.0 / 1150.0);
    QCOMPARE(Watts(5).ratio(Watts(0)), 0.0);
    // Different units are different types: this must not compile (kept as documentation).
    static_assert(!std::is_convertible_v<Watts, Millimetres>);
    static_assert(!std::is_convertible_v<int, Watts>);
}

void TestUnits::slotsHaveHalfSlotResolution_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("occupied");
    QTest::newRow("2") << 2.0 << true << 2;
    QTest::newRow("2.5") << 2.5 << true << 3;
    QTest::newRow("3") << 3.0 << true << 3;
    QTest::newRow("3.5") << 3.5 << true << 4;
    QTest::newRow("2.7") << 2.7 << false << 0;
    QTest::newRow("negative") << -1.0 << false << 0;
    QTest::newRow("17") << 17.0 << false << 0;
}

void TestUnits::slotsHaveHalfSlotResolution()
{
    QFETCH(double, width);
    QFETCH(bool, valid);
    QFETCH(int, occupied);
    const auto s = Slots::checked(width);
    QCOMPARE(s.has_value(), valid);
    if (s) {
        QCOMPARE(s->value(), width);
        QCOMPARE(s->occupied(), occupied);
    }
}

void TestUnits::moneyKeepsCurrencies()
{
    const Money a = Money::fromUnits(1199.99, QStringLiteral("USD"));
    QCOMPARE(a.cents(), 119999);
    const auto sum = a.plus(Money(1, QStringLiteral("USD")));
    QVERIFY(sum);
    QCOMPARE(sum->cents(), 120000);
    QVERIFY(!a.plus(Money(100, QStringLiteral("EUR"))));
    QCOMPARE(a.times(4).cents(), 479996);
    QVERIFY(Money::isValidCurrency(QStringLiteral("EUR")));
    QVERIFY(!Money::isValidCurrency(QStringLiteral("eur")));
    QVERIFY(!Money::isValidCurrency(QStringLiteral("EURO")));
}

void TestUnits::moneyFormatting_data()
{
    QTest::addColumn<qint64>("cents");
    QTest::addColumn<QString>("text");
    QTest::newRow("small") << qint64(5) << QStringLiteral("USD 0.05");
    QTest::newRow("thousands") << qint64(119999) << QStringLiteral("USD 1,199.99");
    QTest::newRow("millions") << qint64(123456789) << QStringLiteral("USD 1,234,567.89");
    QTest::newRow("negative") << qint64(-2550) << QStringLiteral("USD -25.50");
}

void TestUnits::moneyFormatting()
{
    QFETCH(qint64, cents);
    QFETCH(QString, text);
    QCOMPARE(Money(cents, QStringLiteral("USD")).toString(), text);
}

void TestUnits::enumKeysRoundTrip()
{
    for (CoolerType c : allValues<CoolerType>())
        QCOMPARE(fromKey<CoolerType>(toKey(c)), c);
    for (TaskProfile t : allValues<TaskProfile>())
        QCOMPARE(fromKey<TaskProfile>(toKey(t)), t);
    QCOMPARE(allValues<PartKind>().size(), std::size_t(kPartKindCount));
    QVERIFY(!fromKey<CoolerType>(QStringLiteral("turbo")));
    QCOMPARE(toKey(EfficiencyTier::Platinum), QStringLiteral("platinum"));
}

void TestUnits::efficiencyIncreasesWithTier()
{
    double previous = 0.0;
    for (EfficiencyTier tier : allValues<EfficiencyTier>()) {
        QVERIFY2(typicalEfficiency(tier) > previous, qPrintable(toKey(tier)));
        previous = typicalEfficiency(tier);
    }
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
