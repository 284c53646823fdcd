// SPDX-License-Identifier: GPL-3.0-or-later
// PCPartPicker lists on the command line: `prices import` takes them as dated prices, `new --from-list`
// turns one into a build, and the shopping list `export --parts-csv` writes reads back as prices.
#include "core/file/buildfile.h"
#include "support/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;

class TestCliPartList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void importsAListsPricesWithItsDay();
    void closeMatchesNeedToBeAccepted();
    void refusesACutOffListWhole_data();
    void refusesACutOffListWhole();
    void newBuildFromAList();
    void newFromAListThatIsNotOne();
    void shoppingListReadsBackAsPrices();

private:
    using Run = rigsmith::test::CliRun;
    Run cli(const QStringList &args) const;
    QJsonArray prices() const;
    QString write(const QString &name, const QByteArray &data) const;

    std::unique_ptr<QTemporaryDir> mHome;
};

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(RIGSMITH_TEST_DATA "/pcpartpicker/") + name;
}

} // namespace

void TestCliPartList::init()
{
    // Every test starts without prices of its own.
    mHome = std::make_unique<QTemporaryDir>();
    QVERIFY(mHome->isValid());
}

TestCliPartList::Run TestCliPartList::cli(const QStringList &args) const
{
    return rigsmith::test::runCliAt(
        QStringLiteral(RIGSMITH_CLI), mHome->path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
}

QJsonArray TestCliPartList::prices() const
{
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    return QJsonDocument::fromJson(list.out.toUtf8()).array();
}

QString TestCliPartList::write(const QString &name, const QByteArray &data) const
{
    const QString path = mHome->filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(data);
    return path;
}

void TestCliPartList::importsAListsPricesWithItsDay()
{
    const Run r = cli(
        {QStringLiteral("prices"), QStringLiteral("import"), fixture(QStringLiteral("text-us-2026.txt"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("Monitor is a kind of part the catalog does not hold")),
        qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("has no price in the list")), qPrintable(r.err));
    const QJsonArray stored = prices();
    QVERIFY(!stored.isEmpty());
    bool cpu = false;
    for (const QJsonValue &v : stored) {
        const QJsonObject p = v.toObject();
        QCOMPARE(
            p.value(QStringLiteral("date")).toString(), QStringLiteral("2026-03-02")); // the footer's day
        QCOMPARE(p.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        if (p.value(QStringLiteral("part")).toString() == u"cpu/amd-ryzen-5-5600x") {
            cpu = true;
            QCOMPARE(p.value(QStringLiteral("priceCents")).toInteger(), 16300);
            QCOMPARE(p.value(QStringLiteral("shop")).toString(), QStringLiteral("Amazon (PCPartPicker)"));
        }
    }
    QVERIFY(cpu);
}

void TestCliPartList::closeMatchesNeedToBeAccepted()
{
    const QString kit = QStringLiteral("memory/g.skill-ripjaws-v-black-ddr4-3200-cl16-32gb-2x16gb");
    const Run r = cli(
        {QStringLiteral("prices"), QStringLiteral("import"), fixture(QStringLiteral("text-us-2026.txt"))});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("matches %1 by a close name only").arg(kit)), qPrintable(r.err));
    for (const QJsonValue &v : prices())
        QVERIFY(v.toObject().value(QStringLiteral("part")).toString() != kit);
    const Run accepted = cli({QStringLiteral("prices"), QStringLiteral("import"),
        fixture(QStringLiteral("text-us-2026.txt")), QStringLiteral("--accept-close")});
    QVERIFY2(accepted.exitCode == 0, qPrintable(accepted.err));
    bool taken = false;
    for (const QJsonValue &v : prices()) {
        if (v.toObject().value(QStringLiteral("part")).toString() == kit) {
            taken = true;
            QCOMPARE(v.toObject().value(QStringLiteral("priceCents")).toInteger(), 28499);
        }
    }
    QVERIFY(taken);
}

void TestCliPartList::refusesACutOffListWhole_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("markdown") << QStringLiteral("md-de-nofooter.md");
    QTest::newRow("text") << QStringLiteral("text-custom-nofooter.txt");
}

void TestCliPartList::refusesACutOffListWhole()
{
    QFETCH(QString, file);
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), fixture(file),
        QStringLiteral("--accept-close")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("the list is cut off")), qPrintable(r.err));
    QVERIFY(prices().isEmpty());
}

void TestCliPartList::newBuildFromAList()
{
    const QString out = mHome->filePath(QStringLiteral("from-list.rigsmith"));
    const Run r = cli(
        {QStringLiteral("new"), QStringLiteral("--from-list"), fixture(QStringLiteral("text-us-2026.txt")),
            QStringLiteral("--name"), QStringLiteral("From a list"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // What is left out or only close is said.
    QVERIFY2(r.err.contains(QStringLiteral("Monitor: LG 24GL600F-B")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("a close name: check it")), qPrintable(r.err));
    const auto loaded = buildfile::load(out);
    QVERIFY(loaded.ok());
    const Build &b = loaded.value();
    QCOMPARE(b.name, QStringLiteral("From a list"));
    QVERIFY(b.cpu);
    QCOMPARE(b.cpu->info.id.key(), QStringLiteral("cpu/amd-ryzen-5-5600x"));
    // The list's price and day, not the catalog's.
    QCOMPARE(b.cpu->info.price, Money(16300, QStringLiteral("USD")));
    QCOMPARE(b.cpu->info.priceDate, QDate(2026, 3, 2));
    QVERIFY(b.motherboard);
    QCOMPARE(b.motherboard->info.id.key(),
        QStringLiteral("motherboard/asus-tuf-gaming-x570-plus-wi-fi-am4-ddr4-atx"));
    QCOMPARE(b.gpus.size(), 1);
    QVERIFY(b.motherboard->spec.slotAt(b.gpus.first().slot));
    QVERIFY(b.notes.contains(QStringLiteral("https://pcpartpicker.com/list/n3Gkt3")));
}

void TestCliPartList::newFromAListThatIsNotOne()
{
    const QString out = mHome->filePath(QStringLiteral("none.rigsmith"));
    const Run r = cli({QStringLiteral("new"), QStringLiteral("--from-list"),
        fixture(QStringLiteral("md-de-nofooter.md")), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("the list is cut off")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestCliPartList::shoppingListReadsBackAsPrices()
{
    // A build of the list, its shopping list written, one price changed as a user would.
    const QString build = mHome->filePath(QStringLiteral("b.rigsmith"));
    QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--from-list"),
                     fixture(QStringLiteral("text-us-2026.txt")), QStringLiteral("-o"), build})
                 .exitCode,
        0);
    const QString csv = mHome->filePath(QStringLiteral("parts.csv"));
    const Run exported = cli({QStringLiteral("export"), build, QStringLiteral("--parts-csv"), csv});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    // Read back as written: the prices the list gave become the user's; those the catalog has
    // already are left out, and said.
    const Run same = cli({QStringLiteral("prices"), QStringLiteral("import"), csv});
    QVERIFY2(same.exitCode == 0, qPrintable(same.err));
    const auto cpuPrice = [this] {
        for (const QJsonValue &v : prices()) {
            if (v.toObject().value(QStringLiteral("part")).toString() == u"cpu/amd-ryzen-5-5600x")
                return v.toObject();
        }
        return QJsonObject();
    };
    QCOMPARE(cpuPrice().value(QStringLiteral("priceCents")).toInteger(), 16300);
    QCOMPARE(cpuPrice().value(QStringLiteral("date")).toString(), QStringLiteral("2026-03-02"));
    QCOMPARE(
        cpuPrice().value(QStringLiteral("shop")).toString(), QStringLiteral("PCPartPicker list (Amazon)"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(f.readAll());
    f.close();
    QVERIFY2(text.startsWith(
                 QStringLiteral("kind,part,quantity,unit_price,price,currency,price_date,source,id\n")),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(",163.00,163.00,USD,2026-03-02,")), qPrintable(text));
    // A newer price typed into the spreadsheet replaces it.
    text.replace(
        QStringLiteral(",163.00,163.00,USD,2026-03-02,"), QStringLiteral(",149.00,149.00,USD,2026-11-30,"));
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"),
        write(QStringLiteral("edited.csv"), text.toUtf8())});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(cpuPrice().value(QStringLiteral("priceCents")).toInteger(), 14900);
    QCOMPARE(cpuPrice().value(QStringLiteral("date")).toString(), QStringLiteral("2026-11-30"));
    // The total row and parts without a price are no error.
    QVERIFY(!r.err.contains(QStringLiteral("cannot be read")));
}

QTEST_GUILESS_MAIN(TestCliPartList)
#include "tst_clipartlist.moc"
