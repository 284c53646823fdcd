// SPDX-License-Identifier: GPL-3.0-or-later
// Power budget and chassis geometry against the guide's worked examples (RULES.md §10).
#include "core/analysis/chassislayout.h"
#include "core/analysis/powerbudget.h"
#include "support/sampleparts.h"

#include <QTest>

#include <cmath>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// The guide's example: 4 GPUs × 250 W and a 150 W CPU.
Build guideExample(int psuWatts)
{
    Build b = guideFourBlowerBuild();
    b.cpu->spec.tdp = Watts(150);
    b.psu->spec.wattage = Watts(psuWatts);
    return b;
}

} // namespace

class TestAnalyses : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void guidePsuExample();
    void cpuFigure_data();
    void cpuFigure();
    void standardSizes_data();
    void standardSizes();
    void connectors_data();
    void connectors();
    void wallDrawThroughEfficiency();
    void slotPitchAndCoverage();
    void collisionsAndCaseEnd();
    void gapsBetweenCards();
    void noBoardNoCase();
};

void TestAnalyses::guidePsuExample()
{
    const PowerBudget p = PowerBudget::of(guideExample(1600));
    QCOMPARE(p.gpuTdp, Watts(1000));
    QCOMPARE(p.load, Watts(1150));
    QCOMPARE(p.minimum, Watts(1265)); // TL;DR: sum × 110 %
    QCOMPARE(p.comfortable, Watts(1392)); // × 1.1 again
    QCOMPARE(p.recommended, Watts(1400)); // text example: 1250 W → 1375 W → buy 1400 W
    QCOMPARE(PowerBudget::standardSizeFor(Watts(1375)), Watts(1400));
    QCOMPARE(*p.headroom, 1600.0 / 1150.0);
    // The guide gives its CPU a TDP and nothing else: the budget says it used the base TDP.
    QCOMPARE(p.cpuBasis, PowerBudget::CpuBasis::BaseTdp);
    QCOMPARE(p.cpuPower, Watts(150));
}

// Under a training load the CPU runs at its boost limit; the budget carries it where the
// catalog knows it, and the base TDP (said so) where it does not. The guide's example has only a TDP.
void TestAnalyses::cpuFigure_data()
{
    QTest::addColumn<int>("tdp");
    QTest::addColumn<int>("sustained"); // 0: none known
    QTest::addColumn<bool>("derived");
    QTest::addColumn<int>("basis");
    QTest::addColumn<int>("load");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<QString>("text");
    using B = PowerBudget::CpuBasis;
    QTest::newRow("guide: TDP only") << 150 << 0 << false << int(B::BaseTdp) << 1150 << 1265
                                     << "150 W (base TDP: no boost limit known, so the load may be higher)";
    // Core i9-13900K: 125 W base, 253 W PL2 (ARK) -> 1000 + 253 = 1253 W, × 1.1 = 1378.3.
    QTest::newRow("Intel PL2") << 125 << 253 << false << int(B::BoostLimit) << 1253 << 1379 << "253 W (PL2)";
    // Ryzen 9 5950X: 105 W TDP, 142 W PPT by AMD's 1.35 × TDP rule.
    QTest::newRow("AMD PPT derived") << 105 << 142 << true << int(B::BoostLimitDerived) << 1142 << 1257
                                     << "142 W (PPT, derived: 105 W TDP × the maker's socket rule)";
    // A limit below the TDP is a data error: never carry less than the TDP.
    QTest::newRow("limit below TDP") << 150 << 100 << false << int(B::BaseTdp) << 1150 << 1265
                                     << "150 W (base TDP: no boost limit known, so the load may be higher)";
}

void TestAnalyses::cpuFigure()
{
    QFETCH(int, tdp);
    QFETCH(int, sustained);
    QFETCH(bool, derived);
    QFETCH(int, basis);
    QFETCH(int, load);
    QFETCH(int, minimum);
    QFETCH(QString, text);
    Build b = guideExample(1600);
    b.cpu->spec.tdp = Watts(tdp);
    if (sustained > 0)
        b.cpu->spec.sustainedPower = Watts(sustained);
    const bool intel = QString::fromLatin1(QTest::currentDataTag()).startsWith(u"Intel");
    b.cpu->info.manufacturer = intel ? QStringLiteral("Intel") : QStringLiteral("AMD");
    if (derived)
        b.cpu->info.estimatedFields.append(QStringLiteral("sustainedPower"));
    const PowerBudget p = PowerBudget::of(b);
    QCOMPARE(int(p.cpuBasis), basis);
    QCOMPARE(p.cpuTdp, Watts(tdp));
    QCOMPARE(p.load, Watts(load));
    QCOMPARE(p.minimum, Watts(minimum));
    QCOMPARE(PowerBudget::cpuPowerText(b, p), text);
    // The wall draw carries the same figure: 1253 W at 90 % is 1393 W, not the TDP's 1250 W.
    QCOMPARE(*p.wallDraw, Watts(int(std::ceil(load / p.efficiency - 1e-9))));
}

void TestAnalyses::standardSizes_data()
{
    QTest::addColumn<int>("watts");
    QTest::addColumn<int>("size");
    QTest::newRow("exact") << 850 << 850;
    QTest::newRow("just above") << 851 << 900;
    QTest::newRow("1392") << 1392 << 1400;
    QTest::newRow("1601") << 1601 << 1650;
    QTest::newRow("beyond the table") << 3150 << 3200;
}

void TestAnalyses::standardSizes()
{
    QFETCH(int, watts);
    QFETCH(int, size);
    QCOMPARE(PowerBudget::standardSizeFor(Watts(watts)), Watts(size));
}

void TestAnalyses::connectors_data()
{
    QTest::addColumn<int>("psu8");
    QTest::addColumn<int>("psu12v");
    QTest::addColumn<int>("gpu12v");
    QTest::addColumn<int>("gpuTdp");
    QTest::addColumn<int>("shortfall");
    // Four cards with one 6-pin and one 8-pin each need eight 6+2 cables.
    QTest::newRow("eight for eight") << 8 << 0 << 0 << 250 << 0;
    QTest::newRow("one short") << 7 << 0 << 0 << 250 << 1;
    // Four 450 W 12VHPWR cards: native cables, or 3 eight-pins per adapter.
    QTest::newRow("native 12VHPWR") << 0 << 4 << 1 << 450 << 0;
    QTest::newRow("adapters 450 W") << 12 << 0 << 1 << 450 << 0;
    QTest::newRow("adapters short") << 11 << 0 << 1 << 450 << 1;
    QTest::newRow("adapters 600 W") << 12 << 0 << 1 << 600 << 4;
    QTest::newRow("two native, two adapters") << 6 << 2 << 1 << 450 << 0;
}

void TestAnalyses::connectors()
{
    QFETCH(int, psu8);
    QFETCH(int, psu12v);
    QFETCH(int, gpu12v);
    QFETCH(int, gpuTdp);
    QFETCH(int, shortfall);
    Build b = guideFourBlowerBuild();
    b.psu->spec.connectors = {0, psu8, psu12v};
    for (GpuPlacement &g : b.gpus) {
        if (gpu12v)
            g.gpu.spec.connectors = {0, 0, gpu12v};
        g.gpu.spec.tdp = Watts(gpuTdp);
    }
    QCOMPARE(PowerBudget::of(b).connectorShortfall, shortfall);
}

void TestAnalyses::wallDrawThroughEfficiency()
{
    Build b = guideExample(1600);
    b.psu->spec.efficiency = EfficiencyTier::Platinum;
    QCOMPARE(PowerBudget::of(b).wallDraw, Watts(1250)); // 1150 / 0.92
    b.psu->spec.efficiency = EfficiencyTier::White;
    QCOMPARE(PowerBudget::of(b).wallDraw, Watts(1438)); // 1150 / 0.80
    b.psu.reset();
    QVERIFY(!PowerBudget::of(b).wallDraw);
}

void TestAnalyses::slotPitchAndCoverage()
{
    const ChassisLayout layout = ChassisLayout::of(guideFourBlowerBuild());
    QCOMPARE(layout.cards.size(), 4);
    QCOMPARE(layout.cards[0].thickness.value(), 2 * 20.32);
    QCOMPARE(layout.cards[0].lastOpening, 2);
    QVERIFY(layout.cards[0].covered.isEmpty()); // the board has no slot 2
    QVERIFY(layout.collisions.isEmpty());
    QVERIFY(layout.pastCaseEnd.isEmpty()); // the case has 9 openings; slot 7 + 2 slots ends at 8
    QCOMPARE(layout.caseOpenings, 9);
}

void TestAnalyses::collisionsAndCaseEnd()
{
    // Four 3.5-slot open-air cards in slots 1/3/5/7 of a 7-opening case: every card hits the next.
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu = openAirRtx4090();
    b.chassis->spec.expansionSlots = 8;
    const ChassisLayout layout = ChassisLayout::of(b);
    QCOMPARE(layout.collisions.size(), 3);
    QCOMPARE(layout.collisions[0].upperSlot, 1);
    QCOMPARE(layout.collisions[0].lowerSlot, 3);
    QCOMPARE(layout.cards[0].covered, QList<int>({3}));
    QCOMPARE(layout.cards[3].lastOpening, 10);
    QCOMPARE(layout.pastCaseEnd, QList<int>({7}));
}

void TestAnalyses::gapsBetweenCards()
{
    Build b = guideFourBlowerBuild();
    b.gpus.removeAt(1); // slots 1, 5, 7
    const ChassisLayout layout = ChassisLayout::of(b);
    QCOMPARE(*layout.card(1)->gapSlots, 2); // openings 3 and 4 are free
    QCOMPARE(*layout.card(5)->gapSlots, 0);
    QVERIFY(!layout.card(7)->gapSlots);
    QVERIFY(layout.adjacentToNext(5));
    QVERIFY(!layout.adjacentToNext(1));
    QVERIFY(!layout.adjacentToNext(7));
}

void TestAnalyses::noBoardNoCase()
{
    Build b;
    b.gpus.append({openAirRtx4090(), 1});
    const ChassisLayout layout = ChassisLayout::of(b);
    QCOMPARE(layout.caseOpenings, 0);
    QVERIFY(layout.pastCaseEnd.isEmpty());
    const PowerBudget p = PowerBudget::of(b);
    QCOMPARE(p.load, Watts(450));
    QVERIFY(!p.psu);
    QCOMPARE(p.connectorShortfall, 0);
}

QTEST_GUILESS_MAIN(TestAnalyses)
#include "tst_analyses.moc"
