// SPDX-License-Identifier: GPL-3.0-or-later
// `rigsmith-cli suggest` on the bundled catalog: the front it prints is Pareto, every build it writes
// validates with no error and within the budget, an impossible query names its reason (exit 1) and
// bad input is refused (exit 2). `new` takes the workload model's options and `show` prints them.
#include "support/clirun.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliSuggest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void frontIsParetoAndEveryBuildValidates();
    void impossibleQueryNamesItsReason();
    void badInputIsRefused_data();
    void badInputIsRefused();
    void newTakesTheWorkloadModel();
    void processorOwnedOnceLeavesDualSocketBoardsOut();
    void suggestsOnlyProcessorAndBoardPairsKnownToWork();
    void secondSearchNeverReplacesAFile();
    void launchPricesLeftOutAndPricesSaidWhatTheyRestOn();

private:
    using Run = rigsmith::test::CliRun;
    Run cli(const QStringList &args) const
    {
        return rigsmith::test::runCliAt(
            QStringLiteral(RIGSMITH_CLI), mHome.path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
    }
    QTemporaryDir mHome;
};

void TestCliSuggest::frontIsParetoAndEveryBuildValidates()
{
    const QString out = mHome.filePath(QStringLiteral("suggested"));
    const Run r = cli({QStringLiteral("suggest"), QStringLiteral("--workload"), QStringLiteral("finetune"),
        QStringLiteral("--params"), QStringLiteral("8"), QStringLiteral("--method"), QStringLiteral("qlora"),
        QStringLiteral("--budget"), QStringLiteral("4000"), QStringLiteral("--max"), QStringLiteral("5"),
        QStringLiteral("--json"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray front = json.value(QStringLiteral("front")).toArray();
    QVERIFY(!front.isEmpty());
    QVERIFY(front.size() <= 5);
    QVERIFY(json.value(QStringLiteral("evaluated")).toDouble() > 0);
    QVERIFY(json.value(QStringLiteral("evaluated")).toDouble()
        < json.value(QStringLiteral("searchSpace")).toDouble());
    QVERIFY(json.value(QStringLiteral("leftOut")).toObject().contains(QStringLiteral("unpriced")));
    double lastPrice = -1;
    double lastThroughput = -1;
    for (const QJsonValue &v : front) {
        const QJsonObject s = v.toObject();
        const double price = s.value(QStringLiteral("priceCents")).toDouble();
        const double throughput = s.value(QStringLiteral("throughput")).toDouble();
        QVERIFY(price <= 400000);
        QCOMPARE(s.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(s.value(QStringLiteral("unit")).toString(), QStringLiteral("training tokens/s"));
        QVERIFY2(
            price > lastPrice && throughput > lastThroughput, "cheapest first, and each dearer one faster");
        lastPrice = price;
        lastThroughput = throughput;
        QVERIFY(!s.value(QStringLiteral("binding")).toString().isEmpty());
        const QString file = s.value(QStringLiteral("file")).toString();
        QVERIFY(QFile::exists(file));
        const Run v2 = cli({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QVERIFY2(v2.exitCode == 0, qPrintable(file + u' ' + v2.out.left(2000)));
        const QJsonObject validated = QJsonDocument::fromJson(v2.out.toUtf8()).object();
        // No memory the platform is not known to take (registered DIMMs on a desktop board).
        QVERIFY2(!v2.out.contains(QStringLiteral("MEMORY.KIND")), qPrintable(file));
        // Nor modules larger than the board takes per slot.
        QVERIFY2(!v2.out.contains(QStringLiteral("MEMORY.MODULE_SIZE")), qPrintable(file));
        QCOMPARE(
            validated.value(QStringLiteral("cost")).toObject().value(QStringLiteral("unpricedParts")).toInt(),
            0);
        const Run shown = cli({QStringLiteral("show"), file});
        QVERIFY(shown.out.contains(QStringLiteral("QLoRA")));
    }
    // Text output: the same front, one build per numbered line.
    const Run text = cli({QStringLiteral("suggest"), QStringLiteral("--workload"), QStringLiteral("finetune"),
        QStringLiteral("--params"), QStringLiteral("8"), QStringLiteral("--method"), QStringLiteral("qlora"),
        QStringLiteral("--budget"), QStringLiteral("4000"), QStringLiteral("--max"), QStringLiteral("5")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("1. USD")));
    QVERIFY(text.out.contains(QStringLiteral("Left out:")));
}

void TestCliSuggest::launchPricesLeftOutAndPricesSaidWhatTheyRestOn()
{
    // 70 B in 4 bits at USD 3,000: the RTX A6000, priced in the bundled catalog only at its 2020 launch, is
    // left out and named; each part of each build says its price and what the price rests on.
    const QStringList query {QStringLiteral("suggest"), QStringLiteral("--workload"),
        QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("70"),
        QStringLiteral("--precision"), QStringLiteral("int4"), QStringLiteral("--budget"),
        QStringLiteral("3000"), QStringLiteral("--max"), QStringLiteral("3")};
    const Run json = cli(query + QStringList {QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, qPrintable(json.err + json.out.left(2000)));
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray launchOnly
        = o.value(QStringLiteral("leftOut")).toObject().value(QStringLiteral("launchPriceOnly")).toArray();
    QVERIFY2(launchOnly.contains(QJsonValue(QStringLiteral("RTX A6000"))), qPrintable(json.out.right(600)));
    const QJsonArray front = o.value(QStringLiteral("front")).toArray();
    QVERIFY(!front.isEmpty());
    for (const QJsonValue &v : front) {
        const QJsonArray prices = v.toObject().value(QStringLiteral("partPrices")).toArray();
        QVERIFY(prices.size() >= 8); // board, processor, cooler, memory, drive, PSU, case, cards
        qint64 sum = 0;
        for (const QJsonValue &p : prices) {
            const QJsonObject part = p.toObject();
            QVERIFY(part.value(QStringLiteral("kind")).toString() != u"launch");
            QVERIFY(!part.value(QStringLiteral("origin")).toString().isEmpty());
            sum += qint64(part.value(QStringLiteral("priceCents")).toDouble())
                * part.value(QStringLiteral("quantity")).toInt();
        }
        QCOMPARE(sum, qint64(v.toObject().value(QStringLiteral("priceCents")).toDouble()));
    }
    const Run text = cli(query);
    QVERIFY2(text.out.contains(QStringLiteral("launch price only (")), qPrintable(text.out.right(800)));
    QVERIFY2(text.out.contains(QStringLiteral("street price, used")), qPrintable(text.out.left(2000)));
    // Used cards only: every card's price is a used card's, and the new-priced ones are counted as left out.
    const Run used = cli(
        query + QStringList {QStringLiteral("--market"), QStringLiteral("used"), QStringLiteral("--json")});
    QVERIFY2(used.exitCode == 0, qPrintable(used.err + used.out.left(1000)));
    const QJsonObject usedJson = QJsonDocument::fromJson(used.out.toUtf8()).object();
    QVERIFY(usedJson.value(QStringLiteral("leftOut")).toObject().value(QStringLiteral("otherMarket")).toInt()
        > 0);
    const QJsonArray usedFront = usedJson.value(QStringLiteral("front")).toArray();
    QVERIFY(!usedFront.isEmpty());
    for (const QJsonValue &v : usedFront) {
        for (const QJsonValue &p : v.toObject().value(QStringLiteral("partPrices")).toArray()) {
            const QJsonObject part = p.toObject();
            if (part.value(QStringLiteral("id")).toString().startsWith(u"gpu/"))
                QVERIFY2(part.value(QStringLiteral("origin")).toString().contains(QStringLiteral("used")),
                    qPrintable(part.value(QStringLiteral("origin")).toString()));
        }
    }
    // Asked to, the launch-priced cards count again.
    const Run with
        = cli(query + QStringList {QStringLiteral("--include-launch-prices"), QStringLiteral("--json")});
    QVERIFY2(with.exitCode == 0, qPrintable(with.err));
    QVERIFY(QJsonDocument::fromJson(with.out.toUtf8())
                .object()
                .value(QStringLiteral("leftOut"))
                .toObject()
                .value(QStringLiteral("launchPriceOnly"))
                .toArray()
                .isEmpty());
}

void TestCliSuggest::processorOwnedOnceLeavesDualSocketBoardsOut()
{
    // The catalog's Xeon E5-2680 v4 fits single- and dual-socket LGA 2011-3 boards: owned once, the
    // dual-socket ones are left out and counted; owned twice, none is.
    const QString xeon = QStringLiteral("cpu/intel-xeon-e5-2680-v4-lga2011-3");
    const QStringList query {QStringLiteral("suggest"), QStringLiteral("--workload"),
        QStringLiteral("vision"), QStringLiteral("--budget"), QStringLiteral("6000"),
        QStringLiteral("--gpus"), QStringLiteral("1-2"), QStringLiteral("--own"), xeon};
    const Run once = cli(query + QStringList {QStringLiteral("--json")});
    QVERIFY2(once.exitCode == 0, qPrintable(once.err + once.out.left(2000)));
    const QJsonObject json = QJsonDocument::fromJson(once.out.toUtf8()).object();
    QVERIFY(json.value(QStringLiteral("leftOut")).toObject().value(QStringLiteral("secondProcessor")).toInt()
        > 0);
    const Run text = cli(query);
    QVERIFY2(text.out.contains(QStringLiteral("dual-socket board")), qPrintable(text.out.right(800)));
    const Run twice = cli(query + QStringList {QStringLiteral("--own"), xeon, QStringLiteral("--json")});
    QVERIFY2(twice.exitCode == 0, qPrintable(twice.err + twice.out.left(2000)));
    QCOMPARE(QJsonDocument::fromJson(twice.out.toUtf8())
                 .object()
                 .value(QStringLiteral("leftOut"))
                 .toObject()
                 .value(QStringLiteral("secondProcessor"))
                 .toInt(),
        0);
}

void TestCliSuggest::suggestsOnlyProcessorAndBoardPairsKnownToWork()
{
    // A cheap single-card query, where the cheapest processors (the Athlon 200GE line) and boards (B550)
    // compete: every suggestion pairs a processor and a board a source says work together, so none
    // carries CPU.CHIPSET_UNSUPPORTED or CPU.CHIPSET_UNKNOWN, and none pairs an Athlon 200GE with B550.
    const QString dir = mHome.filePath(QStringLiteral("cheap"));
    const Run r = cli({QStringLiteral("suggest"), QStringLiteral("--workload"), QStringLiteral("inference"),
        QStringLiteral("--params"), QStringLiteral("7"), QStringLiteral("--precision"),
        QStringLiteral("int4"), QStringLiteral("--budget"), QStringLiteral("1500"), QStringLiteral("--gpus"),
        QStringLiteral("1"), QStringLiteral("--max"), QStringLiteral("30"), QStringLiteral("--json"),
        QStringLiteral("-o"), dir});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out.left(2000)));
    const QJsonArray front
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("front")).toArray();
    QVERIFY(!front.isEmpty());
    for (const QJsonValue &v : front) {
        const QString file = v.toObject().value(QStringLiteral("file")).toString();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString build = QString::fromUtf8(f.readAll()).toLower();
        QVERIFY2(!(build.contains(QStringLiteral("athlon-200ge")) && build.contains(QStringLiteral("b550"))),
            qPrintable(file));
        const Run validated = cli({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QVERIFY2(!validated.out.contains(QStringLiteral("CPU.CHIPSET_UNSUPPORTED")), qPrintable(file));
        QVERIFY2(!validated.out.contains(QStringLiteral("CPU.CHIPSET_UNKNOWN")), qPrintable(file));
    }
}

void TestCliSuggest::impossibleQueryNamesItsReason()
{
    const Run r = cli({QStringLiteral("suggest"), QStringLiteral("--workload"), QStringLiteral("inference"),
        QStringLiteral("--params"), QStringLiteral("70"), QStringLiteral("--precision"),
        QStringLiteral("int4"), QStringLiteral("--budget"), QStringLiteral("300"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(json.value(QStringLiteral("front")).toArray().isEmpty());
    const QString reason = json.value(QStringLiteral("reason")).toString();
    QVERIFY2(reason.contains(QStringLiteral("budget")), qPrintable(reason));
}

void TestCliSuggest::badInputIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    const QStringList base {
        QStringLiteral("suggest"), QStringLiteral("--workload"), QStringLiteral("vision")};
    QTest::newRow("negative budget") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("-5")})
                                     << QStringLiteral("--budget");
    QTest::newRow("no budget") << base << QStringLiteral("--budget");
    QTest::newRow("gpus 5-3") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("5000"), QStringLiteral("--gpus"),
            QStringLiteral("5-3")})
                              << QStringLiteral("--gpus");
    QTest::newRow("unknown id") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("5000"), QStringLiteral("--own"),
            QStringLiteral("gpu/no-such-card")})
                                << QStringLiteral("no part");
    QTest::newRow("bad currency") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("5000"), QStringLiteral("--currency"),
            QStringLiteral("E")}) << QStringLiteral("--currency");
    QTest::newRow("bad circuit") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("5000"), QStringLiteral("--circuit"),
            QStringLiteral("12")})
                                 << QStringLiteral("--circuit");
    QTest::newRow("bad case size") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("5000"), QStringLiteral("--case-size"),
            QStringLiteral("ssi-eeb")})
                                   << QStringLiteral("--case-size");
    QTest::newRow("bad market") << (base
        + QStringList {QStringLiteral("--budget"), QStringLiteral("5000"), QStringLiteral("--market"),
            QStringLiteral("refurbished")})
                                << QStringLiteral("--market");
    QTest::newRow("no workload") << QStringList {QStringLiteral("suggest"), QStringLiteral("--budget"),
        QStringLiteral("100")} << QStringLiteral("--workload");
}

void TestCliSuggest::badInputIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliSuggest::newTakesTheWorkloadModel()
{
    const QString file = mHome.filePath(QStringLiteral("llm.rigsmith"));
    const Run made = cli({QStringLiteral("new"), QStringLiteral("--workload"), QStringLiteral("inference"),
        QStringLiteral("--params"), QStringLiteral("70"), QStringLiteral("--precision"),
        QStringLiteral("int4"), QStringLiteral("--seq"), QStringLiteral("8192"), QStringLiteral("-o"), file});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    const Run shown = cli({QStringLiteral("show"), file, QStringLiteral("--json")});
    const QJsonObject w
        = QJsonDocument::fromJson(shown.out.toUtf8()).object().value(QStringLiteral("workload")).toObject();
    QCOMPARE(w.value(QStringLiteral("kind")).toString(), QStringLiteral("inference"));
    QCOMPARE(w.value(QStringLiteral("paramsBillions")).toDouble(), 70.0);
    QCOMPARE(w.value(QStringLiteral("precision")).toString(), QStringLiteral("int4"));
    QCOMPARE(w.value(QStringLiteral("sequenceLength")).toInt(), 8192);
    const Run text = cli({QStringLiteral("show"), file});
    QVERIFY2(text.out.contains(QStringLiteral("run an LLM (70B")), qPrintable(text.out));
    const Run bad = cli({QStringLiteral("new"), QStringLiteral("--workload"), QStringLiteral("dreaming"),
        QStringLiteral("-o"), file});
    QCOMPARE(bad.exitCode, 2);
}

// A second search into a folder that holds files (an edited suggestion, a file of the user's that
// shares a suggestion's name) writes into a new folder inside it, says which, and touches nothing.
void TestCliSuggest::secondSearchNeverReplacesAFile()
{
    const QString folder = mHome.filePath(QStringLiteral("searches"));
    const QStringList query {QStringLiteral("suggest"), QStringLiteral("--workload"),
        QStringLiteral("finetune"), QStringLiteral("--params"), QStringLiteral("8"),
        QStringLiteral("--method"), QStringLiteral("qlora"), QStringLiteral("--budget"),
        QStringLiteral("4000"), QStringLiteral("--max"), QStringLiteral("3"), QStringLiteral("-o"), folder};
    const Run first = cli(query + QStringList {QStringLiteral("--json")});
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QJsonObject firstJson = QJsonDocument::fromJson(first.out.toUtf8()).object();
    QCOMPARE(QDir::cleanPath(firstJson.value(QStringLiteral("folder")).toString()), QDir::cleanPath(folder));
    const QJsonArray firstFront = firstJson.value(QStringLiteral("front")).toArray();
    QVERIFY(!firstFront.isEmpty());
    const QString edited = firstFront.first().toObject().value(QStringLiteral("file")).toString();
    QCOMPARE(QFileInfo(edited).absolutePath(), QFileInfo(folder).absoluteFilePath());
    QFile f(edited);
    QVERIFY(f.open(QIODevice::Append));
    f.write("\n");
    f.close();
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray editedBytes = f.readAll();
    f.close();
    const QStringList before = QDir(folder).entryList(QDir::Files);

    const Run second = cli(query + QStringList {QStringLiteral("--json")});
    QVERIFY2(second.exitCode == 0, qPrintable(second.err));
    const QJsonObject secondJson = QJsonDocument::fromJson(second.out.toUtf8()).object();
    const QString newFolder = secondJson.value(QStringLiteral("folder")).toString();
    QCOMPARE(QDir::cleanPath(newFolder), QDir(folder).filePath(QStringLiteral("search-2")));
    for (const QJsonValue &v : secondJson.value(QStringLiteral("front")).toArray()) {
        const QString file = v.toObject().value(QStringLiteral("file")).toString();
        QCOMPARE(QFileInfo(file).absolutePath(), QFileInfo(newFolder).absoluteFilePath());
        QVERIFY(QFile::exists(file));
    }
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), editedBytes);
    f.close();
    QCOMPARE(QDir(folder).entryList(QDir::Files), before);

    // A file of the user's named as a suggestion would be, in a folder of its own: untouched.
    const QString mine = mHome.filePath(QStringLiteral("mine"));
    QVERIFY(QDir().mkpath(mine));
    const QString clash = QDir(mine).filePath(QFileInfo(edited).fileName());
    QFile own(clash);
    QVERIFY(own.open(QIODevice::WriteOnly));
    own.write("my own notes");
    own.close();
    const QStringList again = query.mid(0, query.size() - 1) + QStringList {mine};
    const Run third = cli(again);
    QVERIFY2(third.exitCode == 0, qPrintable(third.err));
    const QString third2 = QDir(mine).filePath(QStringLiteral("search-2"));
    QVERIFY2(third.out.contains(third2), qPrintable(third.out.right(600)));
    QVERIFY(own.open(QIODevice::ReadOnly));
    QCOMPARE(own.readAll(), QByteArray("my own notes"));
    QVERIFY(QFile::exists(QDir(third2).filePath(QFileInfo(edited).fileName())));
}

QTEST_GUILESS_MAIN(TestCliSuggest)
#include "tst_clisuggest.moc"
