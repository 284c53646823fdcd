// SPDX-License-Identifier: GPL-3.0-or-later
// Comparing builds side by side, and the drift between a build's embedded parts and the catalog.
#include "core/compare/catalogdrift.h"
#include "core/compare/comparison.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestCompare : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void figuresAndBest();
    void partRowsAndDifferences();
    void uniqueFindings();
    void csv();
    void drift();
    void savedBuildsReadWithTheCatalogsPrices();
    void bestOnlyWithoutErrors();
    void lowerBoundsAreNotBest();
    void differingAssumptions();
    void differentWorkloadsAreNotRanked();
    void aRowPerJob();
};

namespace {

// The guide's build, and the same box with two GPUs.
QList<Build> twoBuilds()
{
    Build four = guideFourBlowerBuild();
    four.name = QStringLiteral("four");
    Build two = four;
    two.name = QStringLiteral("two");
    two.gpus.resize(2);
    return {four, two};
}

} // namespace

void TestCompare::figuresAndBest()
{
    const QList<Build> builds = twoBuilds();
    const Comparison c = compareBuilds(builds);
    QCOMPARE(c.names, QStringList({QStringLiteral("four"), QStringLiteral("two")}));
    const Analyses four = Analyses::of(builds[0]);
    const Analyses two = Analyses::of(builds[1]);
    const ComparisonRow *price = c.row(QStringLiteral("price"));
    QCOMPARE(*price->numbers[0], four.cost.purchase.units());
    QCOMPARE(*price->numbers[1], two.cost.purchase.units());
    QCOMPARE(price->best, 1); // cheaper wins
    // The old relative score (one Tesla V100 = 0.90) is gone: throughput is the workload's, in its units.
    QVERIFY(!c.row(QStringLiteral("throughput")));
    QVERIFY(!c.row(QStringLiteral("throughputPerKUsd")));
    QCOMPARE(c.throughputUnit, QStringLiteral("images/s"));
    // The workload in its units: images/s for these vision builds; not comparable across kinds.
    const ComparisonRow *units = c.row(QStringLiteral("workloadThroughput"));
    QVERIFY(units);
    QCOMPARE(*units->numbers[0], four.workload.throughput);
    QCOMPARE(units->best, 0);
    QVERIFY2(units->values[0].endsWith(QStringLiteral("images/s")), qPrintable(units->values[0]));
    QList<Build> mixed = builds;
    mixed[1].workload.kind = WorkloadKind::Inference;
    QVERIFY(!compareBuilds(mixed).row(QStringLiteral("workloadThroughput"))->numbers[0]);
    QCOMPARE(c.row(QStringLiteral("power"))->values[0], QStringLiteral("1280 W"));
    QCOMPARE(c.row(QStringLiteral("lanes"))->values[1], QStringLiteral("x8"));
    // Equal values: no single best.
    QCOMPARE(c.row(QStringLiteral("errors"))->best, -1);
    QVERIFY(!c.row(QStringLiteral("errors"))->differs);
}

void TestCompare::partRowsAndDifferences()
{
    const Comparison c = compareBuilds(twoBuilds());
    const ComparisonRow *gpu = c.row(QStringLiteral("gpu"));
    QCOMPARE(gpu->values[0], QStringLiteral("4 × ASUS Turbo GeForce RTX 2080 Ti"));
    QCOMPARE(gpu->values[1], QStringLiteral("2 × ASUS Turbo GeForce RTX 2080 Ti"));
    QVERIFY(gpu->differs);
    QVERIFY(!c.row(QStringLiteral("cpu"))->differs);
    QCOMPARE(c.row(QStringLiteral("psu"))->values[0], QStringLiteral("Corsair AX1600i"));
}

void TestCompare::uniqueFindings()
{
    QList<Build> builds = twoBuilds();
    builds[1].psu->spec.efficiency = EfficiencyTier::Bronze; // POWER.EFFICIENCY only in "two"
    const Comparison c = compareBuilds(builds);
    bool found = false;
    for (const FindingPresence &f : c.uniqueFindings) {
        if (f.ruleId == u"POWER.EFFICIENCY") {
            found = true;
            QCOMPARE(f.in, QList<bool>({false, true}));
            // How bad it is in each build, for the compare window's cells.
            QVERIFY(!f.severity[0]);
            QCOMPARE(f.severity[1], std::optional<Severity>(Severity::Warning));
        }
        QVERIFY(f.in.contains(false) && f.in.contains(true));
    }
    QVERIFY(found);
}

void TestCompare::csv()
{
    const QByteArray csv = compareBuilds(twoBuilds()).toCsv();
    const QStringList lines = QString::fromUtf8(csv).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QStringLiteral("row,four,two,best"));
    QVERIFY(lines.contains(QStringLiteral("Total price,\"USD 8,627.00\",\"USD 6,229.00\",two")));
}

void TestCompare::drift()
{
    const Build b = guideFourBlowerBuild();
    // The catalog now: the PSU is cheaper, the CPU spec was corrected, the HDD is gone.
    Psu psu = psu1600Platinum();
    psu.info.price = Money::fromUnits(499, QStringLiteral("USD"));
    Cpu cpu = threadripper3960X();
    cpu.spec.pcieLanes = Lanes(72);
    InMemoryCatalog catalog({define7Xl().toPart(), zenith2Extreme().toPart(), cpu.toPart(), aio360().toPart(),
        psu.toPart(), blowerRtx2080Ti().toPart(), ddr4Kit2x32().toPart(), nvme2Tb().toPart()});
    const QList<PartDrift> drift = catalogDrift(b, catalog);
    QCOMPARE(drift.size(), 3);
    QMap<QString, PartDrift::Change> changes;
    for (const PartDrift &d : drift)
        changes.insert(d.id.key(), d.change);
    QCOMPARE(changes.value(psu.info.id.key()), PartDrift::Change::Price);
    QCOMPARE(changes.value(cpu.info.id.key()), PartDrift::Change::Spec);
    QCOMPARE(changes.value(hdd8Tb().info.id.key()), PartDrift::Change::Removed);
    for (const PartDrift &d : drift) {
        if (d.change == PartDrift::Change::Price) {
            QCOMPARE(d.before, QStringLiteral("USD 599.00"));
            QCOMPARE(d.after, QStringLiteral("USD 499.00"));
        }
    }
    // Update the PSU only: the CPU keeps the saved spec, the removed drive stays.
    const Build updated = updatedFromCatalog(b, catalog, {psu.info.id});
    QCOMPARE(updated.psu->info.price->cents(), 49900);
    QCOMPARE(updated.cpu->spec.pcieLanes, Lanes(64));
    QCOMPARE(updated.storage.size(), 2);
    QCOMPARE(catalogDrift(updatedFromCatalog(b, catalog, {psu.info.id, cpu.info.id}), catalog).size(), 1);
}

// Compare ▸ Add file read the prices saved in a file and named the wrong build "best per 1000".
// Every path that reads a saved build takes the catalog's prices where they moved, and says so.
void TestCompare::savedBuildsReadWithTheCatalogsPrices()
{
    InMemoryCatalog catalog({define7Xl().toPart(), zenith2Extreme().toPart(), threadripper3960X().toPart(),
        aio360().toPart(), psu1600Platinum().toPart(), blowerRtx2080Ti().toPart(), ddr4Kit2x32().toPart(),
        nvme2Tb().toPart(), hdd8Tb().toPart()});
    const auto bestPerThousand = [](const QList<Build> &builds) {
        return compareBuilds(builds).row(QStringLiteral("workloadPerKUsd"))->best;
    };
    const QList<Build> today = twoBuilds(); // at the catalog's prices
    const int best = bestPerThousand(today);
    QVERIFY(best == 0 || best == 1);
    const int other = 1 - best;
    // The other build was saved when its cards cost USD 1 each: at that stale price it looks the better buy.
    QList<Build> saved = today;
    for (GpuPlacement &g : saved[other].gpus)
        g.gpu.info.price = Money::fromUnits(1, QStringLiteral("USD"));
    QCOMPARE(bestPerThousand(saved), other);

    const DriftCheck stale = checkDrift(saved[other], &catalog);
    const DriftCheck current = checkDrift(saved[best], &catalog);
    QVERIFY(stale.checked && current.checked);
    QCOMPARE(stale.repriced, 1); // one part (its identical cards)
    QCOMPARE(stale.build, today[other]);
    QCOMPARE(current.repriced, 0);
    QCOMPARE(current.build, saved[best]);
    QVERIFY2(stale.note(QStringLiteral("old.rigsmith")).contains(QStringLiteral("old.rigsmith: 1 price")),
        qPrintable(stale.note(QStringLiteral("old.rigsmith"))));
    QVERIFY(current.note(QStringLiteral("new.rigsmith")).isEmpty()); // nothing moved: nothing to say
    QList<Build> read = saved;
    read[other] = stale.build;
    read[best] = current.build;
    QCOMPARE(bestPerThousand(read), best);

    // Kept as saved (--saved-prices), the stale prices are used and said to be stale.
    const DriftCheck kept = checkDrift(saved[other], &catalog, DriftPrices::AsSaved);
    QCOMPARE(kept.build, saved[other]);
    QCOMPARE(kept.stalePrices, 1);
    QVERIFY2(kept.note(QStringLiteral("f")).contains(QStringLiteral("1 saved price"))
            && kept.note(QStringLiteral("f")).contains(QStringLiteral("(stale)")),
        qPrintable(kept.note(QStringLiteral("f"))));
    // Without a catalog nothing can be checked, and that is said.
    const DriftCheck unchecked = checkDrift(saved[other], nullptr);
    QVERIFY(!unchecked.checked);
    QCOMPARE(unchecked.build, saved[other]);
    QVERIFY(unchecked.note(QStringLiteral("f")).contains(QStringLiteral("not checked against a catalog")));
    // Parts the catalog does not have keep their saved prices, counted.
    const InMemoryCatalog without({define7Xl().toPart()});
    QCOMPARE(checkDrift(saved[best], &without).gone, 8);
}

void TestCompare::bestOnlyWithoutErrors()
{
    QList<Build> builds = twoBuilds();
    builds[0].psu->spec.wattage = Watts(500); // "four" now has an error (PSU too small) but is still faster
    const Comparison c = compareBuilds(builds);
    QVERIFY(c.builds[0].errors > 0);
    QCOMPARE(c.builds[1].errors, 0);
    QVERIFY(*c.row(QStringLiteral("workloadThroughput"))->numbers[0]
        > *c.row(QStringLiteral("workloadThroughput"))->numbers[1]);
    QCOMPARE(c.row(QStringLiteral("workloadThroughput"))->best, 1);
    // The error row ranks everyone.
    QCOMPARE(c.row(QStringLiteral("errors"))->best, 1);
    // With errors in every build, no best at all.
    builds[1].psu->spec.wattage = Watts(300);
    QCOMPARE(compareBuilds(builds).row(QStringLiteral("workloadThroughput"))->best, -1);
}

void TestCompare::lowerBoundsAreNotBest()
{
    QList<Build> builds = twoBuilds();
    builds[0].gpus.resize(1); // "four" has one GPU: cheapest...
    builds[0].motherboard->info.price.reset(); // ...but only because its board has no price
    const Comparison c = compareBuilds(builds);
    QCOMPARE(c.builds[0].unpricedParts, 1);
    const ComparisonRow *price = c.row(QStringLiteral("price"));
    QVERIFY(*price->numbers[0] < *price->numbers[1]);
    QCOMPARE(price->best, 1);
    QVERIFY2(price->values[0].startsWith(QStringLiteral("≥ ")), qPrintable(price->values[0]));
    QVERIFY(!price->values[1].startsWith(QStringLiteral("≥ ")));
    QVERIFY(c.row(QStringLiteral("tco"))->values[0].startsWith(QStringLiteral("≥ ")));
    QVERIFY(!c.row(QStringLiteral("workloadPerKUsd"))->numbers[0]);
}

void TestCompare::differingAssumptions()
{
    QList<Build> builds = twoBuilds();
    QVERIFY(compareBuilds(builds).differingAssumptions.isEmpty());
    QVERIFY(compareBuilds(builds).assumptionWarnings().isEmpty());
    builds[1].environment.hoursPerDay = 8.0;
    builds[1].environment.currency = QStringLiteral("EUR");
    const Comparison c = compareBuilds(builds);
    QCOMPARE(
        c.differingAssumptions, QStringList({QStringLiteral("currency"), QStringLiteral("hoursPerDay")}));
    QCOMPARE(c.assumptionWarnings().size(), 2);
    QVERIFY(c.assumptionWarnings().first().contains(QStringLiteral("EUR")));
    QCOMPARE(c.builds[1].hoursPerDay, 8.0);
    // Prices in two currencies: no best price.
    QCOMPARE(c.row(QStringLiteral("price"))->best, -1);
}

void TestCompare::differentWorkloadsAreNotRanked()
{
    // Two LLM builds, one for a 70 B model in 4-bit, one for an 8 B model: both in tokens/s, but
    // the figures are for different jobs.
    QList<Build> builds = twoBuilds();
    for (Build &b : builds) {
        b.workload.kind = WorkloadKind::Inference;
        b.workload.precision = Precision::Int4;
        b.workload.paramsBillions = 8;
    }
    Comparison same = compareBuilds(builds);
    QVERIFY(!same.differingAssumptions.contains(QStringLiteral("workload")));
    QVERIFY(same.row(QStringLiteral("workloadThroughput"))->best >= 0);
    // The data drive only feeds findings: still one workload.
    builds[1].workload.dataDrive = QStringLiteral("storage/x");
    QVERIFY(!compareBuilds(builds).differingAssumptions.contains(QStringLiteral("workload")));
    builds[0].workload.paramsBillions = 70;
    const Comparison c = compareBuilds(builds);
    QCOMPARE(c.differingAssumptions, QStringList {QStringLiteral("workload")});
    for (const char *key : {"workloadThroughput", "workloadPerKUsd", "memoryPerGpu"})
        QCOMPARE(c.row(QLatin1String(key))->best, -1);
    // Figures that do not rest on the workload are still ranked.
    QCOMPARE(c.row(QStringLiteral("power"))->best, 1);
    QCOMPARE(c.assumptionWarnings().size(), 1);
    const QString warning = c.assumptionWarnings().first();
    QVERIFY2(warning.contains(QStringLiteral("not comparable")), qPrintable(warning));
    QVERIFY2(warning.contains(describeWorkload(builds[0].workload)), qPrintable(warning));
    QVERIFY2(warning.contains(describeWorkload(builds[1].workload)), qPrintable(warning));
    QCOMPARE(c.builds[0].workload, describeWorkload(builds[0].workload));
    // Described alike but for other tasks: each says what sets it apart, not two equal descriptions.
    QList<Build> vision = twoBuilds();
    vision[0].workload.kind = vision[1].workload.kind = WorkloadKind::Vision;
    vision[0].workload.task = TaskProfile::ResearchSota;
    vision[1].workload.task = TaskProfile::Kaggle;
    const Comparison v = compareBuilds(vision);
    QCOMPARE(v.differingAssumptions, QStringList {QStringLiteral("workload")});
    QVERIFY2(v.builds[0].workload.contains(displayName(TaskProfile::ResearchSota)),
        qPrintable(v.builds[0].workload));
    QVERIFY2(
        v.builds[1].workload.contains(displayName(TaskProfile::Kaggle)), qPrintable(v.builds[1].workload));
    QVERIFY(v.assumptionWarnings().first().contains(v.builds[1].workload));
}

void TestCompare::aRowPerJob()
{
    // Both builds also serve an 8 B model in 4 bits; the second has a third job the first lacks.
    QList<Build> builds = twoBuilds();
    Workload serve;
    serve.kind = WorkloadKind::Inference;
    serve.precision = Precision::Int4;
    serve.paramsBillions = 8;
    for (Build &b : builds)
        b.otherWorkloads = {serve};
    Workload big = serve;
    big.paramsBillions = 70;
    builds[1].otherWorkloads.append(big);
    const Comparison c = compareBuilds(builds);
    QCOMPARE(c.row(QStringLiteral("workloadThroughput"))->label, QStringLiteral("Job 1 throughput"));
    const ComparisonRow *second = c.row(QStringLiteral("workloadThroughput2"));
    QVERIFY(second);
    QCOMPARE(second->label, QStringLiteral("Job 2 throughput"));
    QCOMPARE(second->note, describeWorkload(serve));
    QCOMPARE(second->values.size(), 2);
    const Analyses four = Analyses::of(builds[0]);
    QVERIFY(four.otherWorkloads.size() == 1 && four.otherWorkloads[0].throughput > 0);
    QCOMPARE(*second->numbers[0], four.otherWorkloads[0].throughput);
    QVERIFY(second->best >= 0); // one job in both: ranked
    QVERIFY(c.row(QStringLiteral("memoryPerGpu2")));
    // The third job only the second build runs: shown for it, ranked for nobody.
    const ComparisonRow *third = c.row(QStringLiteral("workloadThroughput3"));
    QVERIFY(third);
    QVERIFY(!third->numbers[0]);
    QCOMPARE(third->best, -1);
    QVERIFY2(third->note.contains(describeWorkload(big)), qPrintable(third->note));
    QVERIFY2(third->note.contains(QStringLiteral("no job 3")), qPrintable(third->note));
    // One job each: the rows keep their plain names.
    QCOMPARE(compareBuilds(twoBuilds()).row(QStringLiteral("workloadThroughput"))->label,
        QStringLiteral("Workload throughput"));
    QVERIFY(!compareBuilds(twoBuilds()).row(QStringLiteral("workloadThroughput2")));
}

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
