// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's money: lower bounds and unpriced counts in JSON, the shopping-list export, and the
// user's own prices (prices import / list), each run in a home of its own.
#include "core/file/buildfile.h"
#include "support/clirun.h"
#include "support/sampleparts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestCliMoney : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void validateJsonStatesLowerBound();
    void compareJsonCarriesUnpricedAndAssumptions();
    void launchPricesInValidate();
    void savedPricesCheckedAgainstTheCatalog();
    void exportShoppingList();
    void importPrices();
    void importTakesACurrencyInAnyCase();
    void importRefusesBadRowsWhole();
    void priceTextIsTerminalSafe();
    void importRefusesImplausibleRows_data();
    void importRefusesImplausibleRows();
    void newerDuplicateWins();
    void crlfLineEndsImport();
    void fileNameNotUtf8();
    void importRefusesMalformedFile_data();
    void importRefusesMalformedFile();

private:
    using Run = rigsmith::test::CliRun;
    Run cli(const QStringList &args) const;
    QJsonObject firstGpu() const;
    QString write(const QString &name, const QByteArray &data) const;

    QTemporaryDir mHome;
    QString mPriced;
    QString mUnpriced;
    QString mGpuId; // the first catalog GPU, once looked up
    QJsonObject mLaunchGpu; // a catalog GPU with only a launch price (gpus --json)
    QString mLaunchBuild; // a build of it, composed by `new` at the catalog's price
};

TestCliMoney::Run TestCliMoney::cli(const QStringList &args) const
{
    return rigsmith::test::runCliAt(
        QStringLiteral(RIGSMITH_CLI), mHome.path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
}

QString TestCliMoney::write(const QString &name, const QByteArray &data) const
{
    const QString path = mHome.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(data);
    return path;
}

QJsonObject TestCliMoney::firstGpu() const
{
    const Run r = cli({QStringLiteral("gpus"), QStringLiteral("--json")});
    return QJsonDocument::fromJson(r.out.toUtf8())
        .object()
        .value(QStringLiteral("gpus"))
        .toArray()
        .first()
        .toObject();
}

void TestCliMoney::initTestCase()
{
    QVERIFY(mHome.isValid());
    Build priced = guideFourBlowerBuild();
    priced.name = QStringLiteral("priced");
    mPriced = mHome.filePath(QStringLiteral("priced.rigsmith"));
    QVERIFY(!buildfile::save(priced, mPriced));
    Build unpriced = priced;
    unpriced.name = QStringLiteral("unpriced");
    unpriced.motherboard->info.price.reset();
    unpriced.memory.first().part.info.price.reset(); // two DIMMs
    unpriced.environment.hoursPerDay = 8.0;
    mUnpriced = mHome.filePath(QStringLiteral("unpriced.rigsmith"));
    QVERIFY(!buildfile::save(unpriced, mUnpriced));
}

void TestCliMoney::validateJsonStatesLowerBound()
{
    const Run r = cli({QStringLiteral("validate"), mUnpriced, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    const QJsonObject cost
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("cost")).toObject();
    QCOMPARE(cost.value(QStringLiteral("unpricedParts")).toInt(), 3);
    QCOMPARE(cost.value(QStringLiteral("lowerBound")).toBool(), true);
    QCOMPARE(cost.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    const Run priced = cli({QStringLiteral("validate"), mPriced, QStringLiteral("--json")});
    const QJsonObject full
        = QJsonDocument::fromJson(priced.out.toUtf8()).object().value(QStringLiteral("cost")).toObject();
    QCOMPARE(full.value(QStringLiteral("lowerBound")).toBool(), false);
    QCOMPARE(full.value(QStringLiteral("unpricedParts")).toInt(), 0);
    // The text states the lower bound too.
    const Run text = cli({QStringLiteral("validate"), mUnpriced});
    QVERIFY2(text.out.contains(QStringLiteral("≥ USD")), qPrintable(text.out));
}

void TestCliMoney::compareJsonCarriesUnpricedAndAssumptions()
{
    const Run r = cli({QStringLiteral("compare"), mPriced, mUnpriced, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray details = o.value(QStringLiteral("details")).toArray();
    QCOMPARE(details.size(), 2);
    QCOMPARE(details[0].toObject().value(QStringLiteral("lowerBound")).toBool(), false);
    QCOMPARE(details[1].toObject().value(QStringLiteral("unpricedParts")).toInt(), 3);
    QCOMPARE(details[1].toObject().value(QStringLiteral("lowerBound")).toBool(), true);
    QCOMPARE(details[1].toObject().value(QStringLiteral("hoursPerDay")).toDouble(), 8.0);
    QCOMPARE(o.value(QStringLiteral("differingAssumptions")).toArray().first().toString(),
        QStringLiteral("hoursPerDay"));
    QCOMPARE(o.value(QStringLiteral("assumptionWarnings")).toArray().size(), 1);
    for (const QJsonValue &row : o.value(QStringLiteral("rows")).toArray()) {
        if (row.toObject().value(QStringLiteral("key")).toString() == u"price")
            QCOMPARE(row.toObject().value(QStringLiteral("best")).toInt(), 0); // a lower bound is never best
    }
}

// A 2020 card at its launch price was counted as a current price. validate says what it is, in
// the text and as a count in JSON's cost.
void TestCliMoney::launchPricesInValidate()
{
    const Run gpus = cli({QStringLiteral("gpus"), QStringLiteral("--json")});
    QCOMPARE(gpus.exitCode, 0);
    int launchPriced = 0;
    for (const QJsonValue &v :
        QJsonDocument::fromJson(gpus.out.toUtf8()).object().value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject g = v.toObject();
        if (g.value(QStringLiteral("priceKind")).toString() != u"launch")
            continue;
        ++launchPriced;
        if (mLaunchGpu.isEmpty() && g.value(QStringLiteral("launchYear")).toInt() >= 2016)
            mLaunchGpu = g;
    }
    QVERIFY2(launchPriced > 100, qPrintable(QString::number(launchPriced))); // hundreds, as the issue says
    QVERIFY(!mLaunchGpu.isEmpty());
    mLaunchBuild = mHome.filePath(QStringLiteral("launch.rigsmith"));
    const Run made = cli({QStringLiteral("new"), QStringLiteral("--gpu"),
        mLaunchGpu.value(QStringLiteral("id")).toString() + QStringLiteral("@1"), QStringLiteral("-o"),
        mLaunchBuild});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    const Run json = cli({QStringLiteral("validate"), mLaunchBuild, QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0 || json.exitCode == 1, qPrintable(json.err));
    const QJsonObject cost
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("cost")).toObject();
    QCOMPARE(cost.value(QStringLiteral("launchPricedParts")).toInt(), 1);
    QCOMPARE(cost.value(QStringLiteral("stalePricedParts")).toInt(), 1);
    QCOMPARE(cost.value(QStringLiteral("catalogChecked")).toBool(), true);
    QCOMPARE(cost.value(QStringLiteral("pricesFromCatalog")).toInt(), 0);
    QCOMPARE(cost.value(QStringLiteral("partsCents")).toInteger(),
        mLaunchGpu.value(QStringLiteral("priceCents")).toInteger());
    const Run text = cli({QStringLiteral("validate"), mLaunchBuild});
    QVERIFY2(text.out.contains(QStringLiteral("1 part counted at a launch price, not a current price")),
        qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("launch price (%1), not a current price")
                                   .arg(mLaunchGpu.value(QStringLiteral("launchYear")).toInt())),
        qPrintable(text.out));
}

// Validate and compare read the prices saved in a file without the catalog-drift check the
// window does. They take the catalog's where the file's moved and say so; --saved-prices keeps the
// file's, said as stale.
void TestCliMoney::savedPricesCheckedAgainstTheCatalog()
{
    QVERIFY(!mLaunchBuild.isEmpty());
    auto loaded = buildfile::load(mLaunchBuild);
    QVERIFY(loaded.ok());
    Build old = loaded.value();
    const qint64 catalogCents = old.gpus.first().gpu.info.price->cents();
    old.gpus.first().gpu.info.price = Money(catalogCents / 3, QStringLiteral("USD")); // saved long ago
    old.name = QStringLiteral("old prices");
    const QString oldPath = mHome.filePath(QStringLiteral("old.rigsmith"));
    QVERIFY(!buildfile::save(old, oldPath));
    const auto costOf = [this](const QStringList &args) {
        const Run r = cli(args);
        return QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("cost")).toObject();
    };
    const QJsonObject current = costOf({QStringLiteral("validate"), oldPath, QStringLiteral("--json")});
    QCOMPARE(current.value(QStringLiteral("pricesFromCatalog")).toInt(), 1);
    QCOMPARE(current.value(QStringLiteral("stalePricesKept")).toInt(), 0);
    QCOMPARE(current.value(QStringLiteral("partsCents")).toInteger(), catalogCents);
    const QJsonObject kept = costOf(
        {QStringLiteral("validate"), oldPath, QStringLiteral("--json"), QStringLiteral("--saved-prices")});
    QCOMPARE(kept.value(QStringLiteral("pricesFromCatalog")).toInt(), 0);
    QCOMPARE(kept.value(QStringLiteral("stalePricesKept")).toInt(), 1);
    QCOMPARE(kept.value(QStringLiteral("partsCents")).toInteger(), catalogCents / 3);
    const Run text = cli({QStringLiteral("validate"), oldPath, QStringLiteral("--saved-prices")});
    QVERIFY2(
        text.out.contains(QStringLiteral("old.rigsmith: 1 saved price used that differs from the catalog's "
                                         "now (stale)")),
        qPrintable(text.out));
    // compare: both builds at the catalog's prices, the old file's note saying so.
    const Run r = cli({QStringLiteral("compare"), oldPath, mLaunchBuild, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray details = o.value(QStringLiteral("details")).toArray();
    QVERIFY2(details[0]
                 .toObject()
                 .value(QStringLiteral("priceNote"))
                 .toString()
                 .contains(QStringLiteral("old.rigsmith: 1 price taken from the catalog")),
        qPrintable(details[0].toObject().value(QStringLiteral("priceNote")).toString()));
    QCOMPARE(details[1].toObject().value(QStringLiteral("priceNote")).toString(), QString());
    for (const QJsonValue &row : o.value(QStringLiteral("rows")).toArray()) {
        if (row.toObject().value(QStringLiteral("key")).toString() != u"price")
            continue;
        const QJsonArray numbers = row.toObject().value(QStringLiteral("numbers")).toArray();
        QCOMPARE(numbers[0].toDouble(), numbers[1].toDouble()); // the same card at the same price
    }
    const Run plain = cli({QStringLiteral("compare"), oldPath, mLaunchBuild});
    QVERIFY2(plain.out.contains(QStringLiteral("old.rigsmith: 1 price taken from the catalog")),
        qPrintable(plain.out));
}

void TestCliMoney::exportShoppingList()
{
    const QString csv = mHome.filePath(QStringLiteral("parts.csv"));
    const QString md = mHome.filePath(QStringLiteral("parts.md"));
    const Run r = cli({QStringLiteral("export"), mUnpriced, QStringLiteral("--parts-csv"), csv,
        QStringLiteral("--parts-md"), md});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(c.readAll()).trimmed().split(u'\n');
    QCOMPARE(
        lines.first(), QStringLiteral("kind,part,quantity,unit_price,price,currency,price_date,source,id"));
    QVERIFY(std::any_of(lines.cbegin(), lines.cend(), [](const QString &l) {
        return l.startsWith(QStringLiteral("GPU,ASUS Turbo GeForce RTX 2080 Ti,4,1199.00,4796.00,USD,"));
    }));
    QVERIFY2(lines.last().startsWith(QStringLiteral("Total,lower bound: 3 parts without a price")),
        qPrintable(lines.last()));
    QFile m(md);
    QVERIFY(m.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(m.readAll());
    QVERIFY(markdown.startsWith(QStringLiteral("## unpriced")));
    QVERIFY(
        markdown.contains(QStringLiteral("| **GPU** | ASUS Turbo GeForce RTX 2080 Ti | 4 | USD 4,796.00 |")));
    QVERIFY2(markdown.contains(QStringLiteral("**≥ USD ")), qPrintable(markdown));
    QVERIFY(markdown.contains(QStringLiteral("3 parts without a price")));
}

void TestCliMoney::importPrices()
{
    const QJsonObject gpu = firstGpu();
    const QString id = gpu.value(QStringLiteral("id")).toString();
    const QString name = gpu.value(QStringLiteral("name")).toString();
    QVERIFY(!id.isEmpty());
    const QString path = write(QStringLiteral("prices.csv"),
        QStringLiteral("part,price,currency,date,shop\n%1,1234.50,EUR,2025-01-02,\"Shop, Berlin\"\n"
                       "\"%2\",999,USD,2026-01-01,Other\n")
            .arg(id, QString(name).replace(QStringLiteral("\""), QStringLiteral("\"\"")))
            .toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(list.exitCode, 0);
    const QJsonArray prices = QJsonDocument::fromJson(list.out.toUtf8()).array();
    // Both rows name the same part: the later one wins.
    QCOMPARE(prices.size(), 1);
    const QJsonObject p = prices.first().toObject();
    QCOMPARE(p.value(QStringLiteral("part")).toString(), id);
    QCOMPARE(p.value(QStringLiteral("name")).toString(), name);
    QCOMPARE(p.value(QStringLiteral("priceCents")).toInteger(), 99900);
    QCOMPARE(p.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(p.value(QStringLiteral("date")).toString(), QStringLiteral("2026-01-01"));
    QCOMPARE(p.value(QStringLiteral("shop")).toString(), QStringLiteral("Other"));
    const Run text = cli({QStringLiteral("prices"), QStringLiteral("list")});
    QVERIFY(text.out.contains(id));
    QVERIFY(text.out.contains(QStringLiteral("USD 999.00")));
}

// One reading of a currency for every verb: " usd " in a price list is USD, as --currency usd is for
// suggest and new; three letters no country uses are still refused.
void TestCliMoney::importTakesACurrencyInAnyCase()
{
    const QString id = firstGpu().value(QStringLiteral("id")).toString();
    const QString path = write(QStringLiteral("lower.csv"),
        QStringLiteral("part,price,currency,date,shop\n%1,812.00, usd ,2025-03-01,Lower\n").arg(id).toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    bool found = false;
    for (const QJsonValue &v : QJsonDocument::fromJson(list.out.toUtf8()).array()) {
        const QJsonObject p = v.toObject();
        if (p.value(QStringLiteral("part")).toString() == id) {
            QCOMPARE(p.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
            QCOMPARE(p.value(QStringLiteral("priceCents")).toInteger(), 81200);
            found = true;
        }
    }
    QVERIFY(found);
    const QString unknown = write(QStringLiteral("abc.csv"),
        QStringLiteral("part,price,currency,date,shop\n%1,5,abc,2025-03-01,A\n").arg(id).toUtf8());
    const Run refused = cli({QStringLiteral("prices"), QStringLiteral("import"), unknown});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("no currency in use")), qPrintable(refused.err));
}

void TestCliMoney::importRefusesBadRowsWhole()
{
    const QString id = firstGpu().value(QStringLiteral("id")).toString();
    const Run before = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    const QString path = write(QStringLiteral("bad-rows.csv"),
        QStringLiteral(
            "part,price,currency,date,shop\n%1,5,USD,2025-01-01,A\nno such part,5,USD,2025-01-01,A\n"
            "%1,-3,USD,2025-01-01,A\n%1,5,euro,2025-01-01,A\n%1,5,USD,yesterday,A\n%1,5,USD\n")
            .arg(id)
            .toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), path});
    QCOMPARE(r.exitCode, 2);
    for (int line = 3; line <= 7; ++line)
        QVERIFY2(r.err.contains(QStringLiteral("line %1:").arg(line)), qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("line 2:")));
    // The good row was not imported either.
    const Run after = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(after.out, before.out);
}

void TestCliMoney::importRefusesImplausibleRows_data()
{
    QTest::addColumn<QString>("rows"); // %1: a catalog GPU's id
    QTest::addColumn<QString>("message");
    QTest::newRow("two prices, one day")
        << QStringLiteral("%1,5,USD,2025-06-01,A\n%1,9,USD,2025-06-01,B\n")
        << QStringLiteral("line 3: %1 has another price of the same day on line 2");
    QTest::newRow("unknown currency")
        << QStringLiteral("%1,5,ABC,2025-01-01,A\n") << QStringLiteral("\"ABC\" is no currency in use");
    QTest::newRow("year 0001") << QStringLiteral("%1,5,USD,0001-01-01,A\n")
                               << QStringLiteral("between 1980-01-01");
    QTest::newRow("tenth of a cent") << QStringLiteral("%1,0.001,USD,2025-01-01,A\n")
                                     << QStringLiteral("whole cents of at least 0.01");
    // A CR inside a price is no line end: it was dropped, and 1,299.00 stored.
    QTest::newRow("CR inside a price") << QStringLiteral("%1,1\r299.00,USD,2025-01-01,A\n")
                                       << QStringLiteral("line 2: \"1\u240D299.00\" is not a price");
    QTest::newRow("megabyte of part")
        << QStringLiteral("%1x") + QString(1 << 20, u'p') + QStringLiteral(",5,USD,2025-01-01,A\n")
        << QStringLiteral("more characters)");
}

void TestCliMoney::importRefusesImplausibleRows()
{
    QFETCH(QString, rows);
    QFETCH(QString, message);
    if (mGpuId.isEmpty())
        mGpuId = firstGpu().value(QStringLiteral("id")).toString();
    const QString id = mGpuId;
    const QString path = write(QStringLiteral("implausible.csv"),
        (QStringLiteral("part,price,currency,date,shop\n") + rows.arg(id)).toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), path});
    // Refused whole (importRefusesBadRowsWhole shows nothing of such a list is stored).
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(
        r.err.contains(message.contains(u'%') ? message.arg(id) : message), qPrintable(r.err.left(2000)));
    // A message quotes a little of its input, never megabytes.
    QVERIFY2(r.err.size() < 4000, qPrintable(QString::number(r.err.size())));
}

// Of two rows for one part, the later one in the file won even when it was older.
void TestCliMoney::newerDuplicateWins()
{
    const QString id = firstGpu().value(QStringLiteral("id")).toString();
    const QString path = write(QStringLiteral("twice.csv"),
        QStringLiteral(
            "part,price,currency,date,shop\n%1,811.00,USD,2025-06-01,New\n%1,9.00,USD,2024-01-01,Old\n")
            .arg(id)
            .toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(QStringLiteral("line 3: %1: the newer price on line 2 is taken instead").arg(id)),
        qPrintable(r.err));
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    for (const QJsonValue &v : QJsonDocument::fromJson(list.out.toUtf8()).array()) {
        if (v[QStringLiteral("part")].toString() == id)
            QCOMPARE(v[QStringLiteral("priceCents")].toInteger(), 81100);
    }
}

// A shop name or a bad row from a price list reaches the terminal without its escape sequences, as
// every other text the CLI prints does.
void TestCliMoney::crlfLineEndsImport()
{
    // A spreadsheet's CRLF line ends are line ends, the CR of each no part of the shop's name.
    const QString id = firstGpu().value(QStringLiteral("id")).toString();
    const QString path = write(QStringLiteral("crlf.csv"),
        QStringLiteral("part,price,currency,date,shop\r\n%1,1299.00,USD,2025-03-01,Shop\r\n")
            .arg(id)
            .toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    bool found = false;
    for (const QJsonValue &v : QJsonDocument::fromJson(list.out.toUtf8()).array()) {
        if (v[QStringLiteral("part")].toString() != id)
            continue;
        found = true;
        QCOMPARE(v[QStringLiteral("priceCents")].toInteger(), 129900);
        QCOMPARE(v[QStringLiteral("shop")].toString(), QStringLiteral("Shop"));
    }
    QVERIFY(found);
}

void TestCliMoney::fileNameNotUtf8()
{
    // A price list named in Latin-1 ("café" with byte E9): Qt's UTF-8 reading of the argument named
    // no file. The shell passes the bytes as they are (QProcess would encode them as UTF-8).
    const QString id = firstGpu().value(QStringLiteral("id")).toString();
    const QByteArray raw = QFile::encodeName(mHome.path()) + "/caf\xe9-prices.csv";
    // QTemporaryDir cannot name the file to remove it.
    const auto removeRaw = qScopeGuard([&raw] { ::unlink(raw.constData()); });
    {
        const int fd = ::open(raw.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        QVERIFY(fd >= 0);
        const QByteArray csv
            = QStringLiteral("part,price,currency,date,shop\n%1,432.10,USD,2025-04-01,Latin\n")
                  .arg(id)
                  .toUtf8();
        QCOMPARE(::write(fd, csv.constData(), size_t(csv.size())), ssize_t(csv.size()));
        ::close(fd);
    }
    const auto shell = [this](const QString &script) {
        return rigsmith::test::runCliAt(QStringLiteral("/bin/sh"), mHome.path(),
            QStringLiteral(RIGSMITH_CATALOG_FILE),
            {QStringLiteral("-c"), script, QStringLiteral(RIGSMITH_CLI), mHome.path(), mPriced});
    };
    const Run r = shell(QStringLiteral("exec \"$0\" prices import \"$1/$(printf 'caf\\351')-prices.csv\""));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    bool found = false;
    for (const QJsonValue &v : QJsonDocument::fromJson(list.out.toUtf8()).array())
        found = found
            || (v[QStringLiteral("part")].toString() == id
                && v[QStringLiteral("priceCents")].toInteger() == 43210);
    QVERIFY2(found, qPrintable(list.out));
    // Such a name is never written: the PDF would get another name than asked for.
    const Run pdf = shell(QStringLiteral("exec \"$0\" export \"$2\" --pdf \"$1/$(printf 'caf\\351').pdf\""));
    QCOMPARE(pdf.exitCode, 2);
    QVERIFY2(pdf.err.contains(QStringLiteral("not UTF-8")), qPrintable(pdf.err));
    QCOMPARE(QDir(mHome.path()).entryList({QStringLiteral("*.pdf")}), QStringList());
}

void TestCliMoney::priceTextIsTerminalSafe()
{
    const QString id = firstGpu().value(QStringLiteral("id")).toString();
    const QString good = write(QStringLiteral("escapes.csv"),
        QStringLiteral(
            "part,price,currency,date,shop\n%1,777,USD,2025-01-01,\"Shop\x1b]0;owned\x07\x1b[2J\"\n")
            .arg(id)
            .toUtf8());
    QCOMPARE(cli({QStringLiteral("prices"), QStringLiteral("import"), good}).exitCode, 0);
    const Run list = cli({QStringLiteral("prices"), QStringLiteral("list")});
    QVERIFY(list.out.contains(QStringLiteral("Shop")));
    QVERIFY2(!list.out.contains(QChar(0x1b)) && !list.out.contains(QChar(0x07)), qPrintable(list.out));
    const QString bad = write(QStringLiteral("escapes-bad.csv"),
        QStringLiteral("part,price,currency,date,shop\nevil\x1b[31m part,5,USD,2025-01-01,A\n").toUtf8());
    const Run r = cli({QStringLiteral("prices"), QStringLiteral("import"), bad});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("line 2:")));
    QVERIFY2(!r.err.contains(QChar(0x1b)), qPrintable(r.err));
}

void TestCliMoney::importRefusesMalformedFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("no header") << QByteArray("rtx,5,USD,2025-01-01,A\n") << QStringLiteral("header");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("header");
    QTest::newRow("wrong columns") << QByteArray("name,cost\nx,5\n") << QStringLiteral("header");
    QTest::newRow("open quote") << QByteArray("part,price,currency,date,shop\n\"x,5,USD,2025-01-01,A\n")
                                << QStringLiteral("never closed");
    // A shop's name in Latin-1 ("Café" with byte E9) was stored with U+FFFD in its place.
    QTest::newRow("Latin-1") << QByteArray("part,price,currency,date,shop\nx,5,USD,2025-01-01,A\n"
                                           "x,5,USD,2025-01-02,Caf\xe9\n")
                             << QStringLiteral("line 3 is not UTF-8");
}

void TestCliMoney::importRefusesMalformedFile()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    const Run r
        = cli({QStringLiteral("prices"), QStringLiteral("import"), write(QStringLiteral("m.csv"), content)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.startsWith(QStringLiteral("rigsmith-cli: ")));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(
        cli({QStringLiteral("prices"), QStringLiteral("import"), mHome.filePath(QStringLiteral("none.csv"))})
            .exitCode,
        2);
}

QTEST_GUILESS_MAIN(TestCliMoney)
#include "tst_climoney.moc"
