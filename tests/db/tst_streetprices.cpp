// SPDX-License-Identifier: GPL-3.0-or-later
// Prices people pay: a price says whether it is for a new or a used part, and a price can be set for
// a GPU model (every variant of it, same model and memory) as well as for one SKU, whose own price
// still wins. The bundled catalog gives each variant of a model the model's dated street price.
#include "core/model/gpumodel.h"
#include "core/model/priceage.h"
#include "db/catalog/migrations.h"
#include "db/catalog/partrows.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/overlay/useroverlay.h"
#include "db/prices/pricelist.h"
#include "support/sampleparts.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::db;

namespace {

// Two makers' boards of one model and a board of another: test input, not facts.
Part gpu(const char *id, const char *model, double memoryGb)
{
    Gpu g = rigsmith::testing::openAirRtx4090();
    g.info.id = PartId(QString::fromLatin1(id));
    g.info.name = QString::fromLatin1(id);
    g.spec.model = QString::fromLatin1(model);
    g.spec.memory = Gigabytes(memoryGb);
    return g.toPart();
}

InMemoryCatalog threeCards()
{
    return InMemoryCatalog(
        {gpu("gpu/a-3090", "GeForce RTX 3090", 24), gpu("gpu/b-3090", "GeForce RTX 3090", 24),
            gpu("gpu/c-3060", "GeForce RTX 3060 12 GB", 12), gpu("gpu/d-3060", "GeForce RTX 3060 8 GB", 8)});
}

PartInfo priced(const QString &source, const QDate &date)
{
    PartInfo info;
    info.price = Money(80000, QStringLiteral("USD"));
    info.priceSource = source;
    info.priceDate = date;
    return info;
}

} // namespace

class TestStreetPrices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gpuModelsIgnoreMemoryInTheName();
    void priceSourcesSayConditionAndModel();
    void modelPriceReachesEveryVariantAndSkuWins();
    void overlayOfTheLastVersionKeepsItsPrices();
    void priceListTakesConditionAndModel();
    void priceListRefusesWhatItCannotPlace_data();
    void priceListRefusesWhatItCannotPlace();
    void bundledCatalogGivesVariantsTheirStreetPrice();
    void catalogOpenedForAMarketShowsItsPrices();
};

void TestStreetPrices::gpuModelsIgnoreMemoryInTheName()
{
    QCOMPARE((GpuModel {QStringLiteral("GeForce RTX 3060 12 GB"), 12}.key()),
        QStringLiteral("geforce rtx 3060/12"));
    QCOMPARE((GpuModel {QStringLiteral("GeForce RTX 3070 LHR"), 8}.key()),
        (GpuModel {QStringLiteral("GeForce RTX 3070"), 8}.key()));
    QVERIFY((GpuModel {QStringLiteral("GeForce RTX 3060"), 12}.key())
        != (GpuModel {QStringLiteral("GeForce RTX 3060"), 8}.key()));
    const auto parsed = parseGpuModel(QStringLiteral(" RTX PRO 5000 72GB Blackwell "));
    QVERIFY(parsed);
    QCOMPARE(parsed->name, QStringLiteral("RTX PRO 5000 Blackwell"));
    QCOMPARE(parsed->memoryGb, 72.0);
    QCOMPARE(parsed->displayName(), QStringLiteral("RTX PRO 5000 Blackwell 72 GB"));
    QCOMPARE(parseGpuModel(QStringLiteral("GeForce RTX 4090"))->memoryGb, 0.0);
    QVERIFY(!parseGpuModel(QStringLiteral("  ")));
}

void TestStreetPrices::priceSourcesSayConditionAndModel()
{
    const PartInfo mine = priced(
        userPriceSource(PriceCondition::Used, true, QStringLiteral("eBay, DE")), QDate(2026, 11, 30));
    const PriceBasis basis = priceBasis(mine);
    QCOMPARE(basis.kind, PriceBasis::Kind::Yours);
    QCOMPARE(basis.condition, PriceCondition::Used);
    QVERIFY(basis.forModel);
    QCOMPARE(basis.shop, QStringLiteral("eBay, DE"));
    QCOMPARE(priceKind(mine), QStringLiteral("yours, used"));
    QCOMPARE(priceOrigin(mine, QDate(2026, 12, 6)),
        QStringLiteral("your price for every variant of the model, used, eBay, DE, 2026-11-30"));
    // An older overlay's texts read as before.
    QCOMPARE(priceOrigin(priced(QStringLiteral("user: Alza"), QDate(2026, 11, 30)), QDate(2026, 12, 6)),
        QStringLiteral("your price, Alza, 2026-11-30"));

    const PartInfo street = priced(streetPriceSource(PriceCondition::Used, true), QDate(2026, 5, 1));
    QCOMPARE(priceBasis(street).kind, PriceBasis::Kind::Street);
    QVERIFY(isUsedPrice(street));
    QCOMPARE(priceKind(street), QStringLiteral("street used"));
    QCOMPARE(priceDateText(street), QStringLiteral("2026-05"));
    QCOMPARE(priceOrigin(street, QDate(2026, 12, 6)), QStringLiteral("street price, used, 2026-05"));
    QCOMPARE(priceOrigin(street, QDate(2027, 6, 1)),
        QStringLiteral("street price, used, 2026-05, over a year old"));
    const PartInfo fresh = priced(streetPriceSource(PriceCondition::New, false), QDate(2026, 6, 25));
    QCOMPARE(priceKind(fresh), QStringLiteral("street new"));
    QVERIFY(!isUsedPrice(fresh));
    QCOMPARE(priceDateText(fresh), QStringLiteral("2026-06-25"));
    QCOMPARE(priceBasis(priced(QStringLiteral("PCPartPicker snapshot"), QDate(2025, 7, 23))).condition,
        PriceCondition::Unstated);
    QCOMPARE(conditionFromKey(QStringLiteral(" Used ")), PriceCondition::Used);
    QVERIFY(!conditionFromKey(QStringLiteral("refurbished")));
    QCOMPARE(marketFromKey(QStringLiteral("ANY")), Market::Any);
    QVERIFY(!marketFromKey(QStringLiteral("cheap")));
}

void TestStreetPrices::modelPriceReachesEveryVariantAndSkuWins()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    const InMemoryCatalog base = threeCards();
    {
        auto opened = UserOverlay::open(path);
        QVERIFY2(opened.overlay, qPrintable(opened.error));
        UserOverlay &overlay = *opened.overlay;
        const GpuModel rtx3090 {QStringLiteral("GeForce RTX 3090"), 24};
        QCOMPARE(overlay.changePrices(
                     {{PartId(), Money(80000, QStringLiteral("USD")), QDate(2026, 11, 1),
                          QStringLiteral("eBay"), PriceCondition::Used, rtx3090},
                         {PartId(QStringLiteral("gpu/b-3090")), Money(95000, QStringLiteral("USD")),
                             QDate(2026, 10, 1), QString(), PriceCondition::New}},
                     {}),
            std::nullopt);
        // A model's price needs its memory: nothing of the change is kept.
        QVERIFY(
            overlay.changePrices({{PartId(), Money(1, QStringLiteral("USD")), QDate(2026, 11, 1), QString(),
                                     PriceCondition::Used, GpuModel {QStringLiteral("GeForce RTX 3060"), 0}}},
                {}));
        const OverlaidCatalog catalog(base, overlay);
        const auto a = catalog.part(PartId(QStringLiteral("gpu/a-3090")));
        QCOMPARE(a->info.price, Money(80000, QStringLiteral("USD")));
        QCOMPARE(priceKind(a->info), QStringLiteral("yours, used"));
        QVERIFY(priceBasis(a->info).forModel);
        // The SKU's own price wins over its model's, although it is older.
        const auto b = catalog.part(PartId(QStringLiteral("gpu/b-3090")));
        QCOMPARE(b->info.price, Money(95000, QStringLiteral("USD")));
        QCOMPARE(priceBasis(b->info).condition, PriceCondition::New);
        QVERIFY(!priceBasis(b->info).forModel);
        // Another model and another memory size keep the catalog's price.
        QCOMPARE(catalog.part(PartId(QStringLiteral("gpu/c-3060")))->info.priceSource,
            base.part(PartId(QStringLiteral("gpu/c-3060")))->info.priceSource);
        QCOMPARE(overlay.modelPrices().size(), 1);
        QCOMPARE(overlay.prices().size(), 1);
        QCOMPARE(overlay.changePrices({}, {}, {rtx3090}), std::nullopt);
        QVERIFY(overlay.modelPrices().isEmpty());
    }
}

// A file of the previous overlay version (prices without a condition) opens with its prices.
void TestStreetPrices::overlayOfTheLastVersionKeepsItsPrices()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QList<Migration> steps = overlayMigrations();
        while (!steps.isEmpty() && steps.last().version > 3)
            steps.removeLast();
        QCOMPARE(migrate(db, steps), std::nullopt);
        QVERIFY(QSqlQuery(db).exec(QStringLiteral(
            "INSERT INTO price_override VALUES ('gpu/a-3090', 70000, 'EUR', '2026-01-02', 'Alza')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));
    auto opened = UserOverlay::open(path);
    QVERIFY2(opened.overlay, qPrintable(opened.error));
    QVERIFY2(opened.notices.isEmpty(), qPrintable(opened.notices.join(u'\n')));
    const QList<UserPrice> prices = opened.overlay->prices();
    QCOMPARE(prices.size(), 1);
    QCOMPARE(prices.first().condition, PriceCondition::Unstated);
    QCOMPARE(prices.first().shop, QStringLiteral("Alza"));
}

void TestStreetPrices::priceListTakesConditionAndModel()
{
    const InMemoryCatalog catalog = threeCards();
    const PriceList list = readPriceList("part,price,currency,date,shop,condition,model\n"
                                         ",800,USD,2026-11-01,eBay,used,GeForce RTX 3090\n"
                                         "gpu/b-3090,950,USD,2026-10-01,Shop,new,\n"
                                         ",300,USD,2026-11-02,,used,GeForce RTX 3060 12 GB\n"
                                         ",280,USD,2026-11-01,,used,GeForce RTX 3060 12GB\n",
        catalog, QDate(2026, 12, 6));
    QVERIFY2(list.bad.isEmpty(), qPrintable(list.badRows().join(u'\n')));
    QCOMPARE(list.prices.size(), 3);
    QVERIFY(list.prices[0].isModelPrice());
    QCOMPARE(list.prices[0].model->displayName(), QStringLiteral("GeForce RTX 3090 24 GB"));
    QCOMPARE(list.prices[0].condition, PriceCondition::Used);
    QCOMPARE(list.prices[1].part, PartId(QStringLiteral("gpu/b-3090")));
    QCOMPARE(list.prices[1].condition, PriceCondition::New);
    // The same model twice: the newer price holds.
    QCOMPARE(list.prices[2].price, Money(30000, QStringLiteral("USD")));
    QCOMPARE(list.superseded.size(), 1);
    // The five columns alone still read, as prices that do not say new or used.
    const PriceList plain = readPriceList(
        "part,price,currency,date,shop\ngpu/a-3090,700,USD,2026-01-02,\n", catalog, QDate(2026, 12, 6));
    QCOMPARE(plain.prices.size(), 1);
    QCOMPARE(plain.prices.first().condition, PriceCondition::Unstated);
    QVERIFY(!plain.prices.first().isModelPrice());
}

void TestStreetPrices::priceListRefusesWhatItCannotPlace_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("reason");
    const QByteArray header = "part,price,currency,date,shop,condition,model\n";
    QTest::newRow("condition") << header + "gpu/a-3090,800,USD,2026-11-01,,refurbished,\n"
                               << QStringLiteral("is neither new nor used");
    QTest::newRow("both") << header + "gpu/a-3090,800,USD,2026-11-01,,used,GeForce RTX 3090\n"
                          << QStringLiteral("names both");
    QTest::newRow("memory sizes") << header + ",300,USD,2026-11-01,,used,GeForce RTX 3060\n"
                                  << QStringLiteral("comes with 2 memory sizes");
    QTest::newRow("no such memory") << header + ",300,USD,2026-11-01,,used,GeForce RTX 3090 48 GB\n"
                                    << QStringLiteral("the catalog has GeForce RTX 3090 24 GB");
    QTest::newRow("no such model") << header + ",300,USD,2026-11-01,,used,GeForce RTX 9999\n"
                                   << QStringLiteral("no catalog GPU is a");
}

void TestStreetPrices::priceListRefusesWhatItCannotPlace()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, reason);
    const PriceList list = readPriceList(csv, threeCards(), QDate(2026, 12, 6));
    QVERIFY(list.malformed.isEmpty());
    QVERIFY(list.prices.isEmpty());
    QCOMPARE(list.bad.size(), 1);
    QVERIFY2(list.bad.first().reason.contains(reason), qPrintable(list.bad.first().reason));
    // An unknown column makes the file unreadable as a whole.
    QVERIFY(!readPriceList("part,price,currency,date,shop,colour\n", threeCards(), QDate(2026, 12, 6))
                 .malformed.isEmpty());
}

// db/curated/street_prices.csv as the generator put it into the bundled catalog: the rows of every
// RTX 3090 and RTX 4090 variant carry their model's dated street price.
void TestStreetPrices::bundledCatalogGivesVariantsTheirStreetPrice()
{
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bundled"));
        db.setDatabaseName(QStringLiteral(RIGSMITH_CATALOG_FILE));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(selectPartsSql(PartKind::Gpu)));
        const Columns c(q);
        int rtx3090 = 0, rtx4090 = 0;
        while (q.next()) {
            const QString model = c(q, "chipset").toString();
            const double memory = c(q, "memory_gb").toDouble();
            const Part any = readPartRow(PartKind::Gpu, q, c);
            if (model == u"GeForce RTX 3090" && memory == 24) {
                ++rtx3090;
                // Only a used price is known: every market shows it, marked used.
                QCOMPARE(any.info.price, Money(75000, QStringLiteral("USD")));
                QCOMPARE(priceKind(any.info), QStringLiteral("street used"));
                QCOMPARE(priceDateText(any.info), QStringLiteral("2026-05-16"));
            }
            if (model == u"GeForce RTX 4090" && memory == 24) {
                ++rtx4090;
                QCOMPARE(any.info.price, Money(155000, QStringLiteral("USD"))); // any: the lower, used
                QVERIFY(isUsedPrice(any.info));
                QCOMPARE(priceDateText(any.info), QStringLiteral("2026-05"));
                const Part fresh = readPartRow(PartKind::Gpu, q, c, Market::New);
                QCOMPARE(fresh.info.price, Money(190000, QStringLiteral("USD")));
                QCOMPARE(priceKind(fresh.info), QStringLiteral("street new"));
            }
        }
        QVERIFY(rtx3090 > 20);
        QVERIFY(rtx4090 > 20);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bundled"));
}

// The catalog opened for new cards shows a 4090's new street price; for used ones, its used price;
// a card with only a new price keeps it in either.
void TestStreetPrices::catalogOpenedForAMarketShowsItsPrices()
{
    const auto priceOf = [](Market market, const QString &model) {
        auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE), true, market);
        for (const Part &p : opened.catalog->parts(PartKind::Gpu)) {
            if (p.as<GpuSpec>()->model == model)
                return p.info.price.value_or(Money());
        }
        return Money();
    };
    const QString rtx4090 = QStringLiteral("GeForce RTX 4090");
    QCOMPARE(priceOf(Market::New, rtx4090), Money(190000, QStringLiteral("USD")));
    QCOMPARE(priceOf(Market::Used, rtx4090), Money(155000, QStringLiteral("USD")));
    QCOMPARE(priceOf(Market::Any, rtx4090), Money(155000, QStringLiteral("USD")));
    QCOMPARE(priceOf(Market::Used, QStringLiteral("GeForce RTX 5090")), Money(377500, QStringLiteral("USD")));
}

QTEST_GUILESS_MAIN(TestStreetPrices)
#include "tst_streetprices.moc"
