// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/buildfile.h"
#include "support/sampleparts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

QJsonObject sampleJson()
{
    return QJsonDocument::fromJson(buildfile::serialize(guideFourBlowerBuild())).object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

} // namespace

class TestBuildFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void roundTripOfEmptyBuild();
    void everyPartKindIsEmbedded();
    void unknownFieldsSurvive();
    void badInput_data();
    void badInput();
    void errorNamesFile();
    void saveIsAtomicAndReplaces();
    void saveToUnwritablePlaces();
    void loadMissingAndFolder();
    void goldenFileStillLoads();
};

void TestBuildFile::roundTrip()
{
    const Build original = guideFourBlowerBuild();
    const auto parsed = buildfile::parse(buildfile::serialize(original), QStringLiteral("x.rigsmith"));
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
    QCOMPARE(parsed.value(), original);
    // Serialising again gives the same bytes: the format is deterministic.
    QCOMPARE(buildfile::serialize(parsed.value()), buildfile::serialize(original));
}

void TestBuildFile::roundTripOfEmptyBuild()
{
    const auto parsed = buildfile::parse(buildfile::serialize(Build {}), QStringLiteral("empty"));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value(), Build {});
}

void TestBuildFile::everyPartKindIsEmbedded()
{
    Build b = guideFourBlowerBuild();
    b.gpus[1].gpu = openAirRtx4090(); // optional fields (height) and half-slot widths
    b.gpus[1].gpu.info.estimatedFields = {QStringLiteral("connectors")};
    b.motherboard->spec.slots[0].sharesLanesWith = {3};
    b.motherboard->spec.slots[0].lanesWhenShared = 8;
    b.motherboard->spec.layoutApproximate = true;
    b.psu->info.price.reset();
    // Fields added after version 1 was first written: optional on read, kept on write.
    b.gpus[0].gpu.spec.connectors.eps8 = 1;
    b.gpus[0].gpu.spec.recommendedPsu = Watts(850);
    b.psu->spec.connectors.eps8 = 2;
    b.cpu->spec.totalPcieLanes = Lanes(64);
    b.cpu->spec.sustainedPower = Watts(350);
    b.motherboard->spec.layoutConfidence = LayoutConfidence::SlotsAndLanes;
    b.motherboard->spec.layoutSources = {QStringLiteral("https://example.org/manual.pdf")};
    b.motherboard->spec.dimms = DimmSupport::Registered;
    QVERIFY(!b.storage.isEmpty());
    b.storage.last().part.spec.rpm = 5400;
    const QJsonObject o = QJsonDocument::fromJson(buildfile::serialize(b)).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("rigsmith-build"));
    QCOMPARE(o.value(QStringLiteral("version")).toInt(), buildfile::kVersion);
    QCOMPARE(o[QStringLiteral("gpus")][1][QStringLiteral("part")][QStringLiteral("spec")]
              [QStringLiteral("slotWidth")]
                  .toDouble(),
        3.5);
    QCOMPARE(o[QStringLiteral("cpu")][QStringLiteral("spec")][QStringLiteral("cores")].toInt(), 24);
    const auto parsed = buildfile::parse(bytes(o), QStringLiteral("b"));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value(), b);
}

void TestBuildFile::unknownFieldsSurvive()
{
    QJsonObject o = sampleJson();
    o = withValue(o, QStringLiteral("futureTopLevel"), QJsonObject {{QStringLiteral("a"), 1}});
    o = withValue(o, QStringLiteral("workload.futureKnob"), true);
    o = withValue(o, QStringLiteral("environment.tariff"), QStringLiteral("night"));
    o = withValue(o, QStringLiteral("gpus[0].part.vendorNote"), QStringLiteral("rev B"));
    const auto parsed = buildfile::parse(bytes(o), QStringLiteral("f"));
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
    const QJsonObject again = QJsonDocument::fromJson(buildfile::serialize(parsed.value())).object();
    QCOMPARE(again.value(QStringLiteral("futureTopLevel")), o.value(QStringLiteral("futureTopLevel")));
    QCOMPARE(again[QStringLiteral("workload")][QStringLiteral("futureKnob")].toBool(), true);
    QCOMPARE(
        again[QStringLiteral("environment")][QStringLiteral("tariff")].toString(), QStringLiteral("night"));
    QCOMPARE(
        again[QStringLiteral("gpus")][0][QStringLiteral("part")][QStringLiteral("vendorNote")].toString(),
        QStringLiteral("rev B"));
    QCOMPARE(again, o);
}

void TestBuildFile::badInput_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");

    const QJsonObject good = sampleJson();
    const QByteArray goodBytes = bytes(good);
    const auto set = [&good](const char *path, const QJsonValue &v) {
        return bytes(withValue(good, QString::fromLatin1(path), v));
    };
    QJsonArray fiftyGpus;
    for (int i = 0; i < 50; ++i)
        fiftyGpus.append(good[QStringLiteral("gpus")][0]);

    QTest::newRow("empty") << QByteArray() << QString() << "empty";
    QTest::newRow("whitespace") << QByteArray(" \n\t ") << QString() << "empty";
    QTest::newRow("truncated") << goodBytes.left(goodBytes.size() / 2) << QString() << "truncated";
    QTest::newRow("not json") << QByteArray("hello, world") << QString() << "not valid JSON";
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << QString() << "not valid JSON";
    QTest::newRow("array") << QByteArray("[1, 2]") << QString() << "not an object";
    QTest::newRow("other format") << set("format", QStringLiteral("kicad-pcb")) << "format"
                                  << "kicad-pcb";
    QTest::newRow("no format") << set("format", QJsonValue::Undefined) << "format"
                               << "missing";
    QTest::newRow("newer version") << set("version", 7) << "version"
                                   << "newer Rigsmith";
    QTest::newRow("version zero") << set("version", 0) << "version"
                                  << "positive whole number";
    QTest::newRow("version text") << set("version", QStringLiteral("1")) << "version"
                                  << "positive whole number";
    QTest::newRow("missing name") << set("name", QJsonValue::Undefined) << "name"
                                  << "missing";
    QTest::newRow("name number") << set("name", 3) << "name"
                                 << "expected text, found a number";
    QTest::newRow("missing gpus") << set("gpus", QJsonValue::Undefined) << "gpus"
                                  << "missing";
    QTest::newRow("gpus object") << set("gpus", QJsonObject()) << "gpus"
                                 << "expected an array";
    QTest::newRow("tdp as text") << set("gpus[0].part.spec.tdpW", QStringLiteral("250"))
                                 << "gpus[0].part.spec.tdpW"
                                 << "expected a number, found text";
    QTest::newRow("negative watts") << set("gpus[2].part.spec.tdpW", -5) << "gpus[2].part.spec.tdpW"
                                    << "-5";
    QTest::newRow("fractional watts") << set("psu.spec.wattageW", 1600.5) << "psu.spec.wattageW"
                                      << "whole number";
    QTest::newRow("huge length") << set("gpus[0].part.spec.lengthMm", 1e9) << "gpus[0].part.spec.lengthMm"
                                 << "outside";
    QTest::newRow("slot width 2.7") << set("gpus[0].part.spec.slotWidth", 2.7)
                                    << "gpus[0].part.spec.slotWidth"
                                    << "slot width";
    QTest::newRow("slot the board lacks") << set("gpus[0].slot", 2) << "gpus[0].slot"
                                          << "has no slot 2";
    QTest::newRow("slot out of range") << set("gpus[0].slot", 40) << "gpus[0].slot"
                                       << "from 1 to 12";
    QTest::newRow("two gpus one slot") << set("gpus[1].slot", 1) << "gpus[1].slot"
                                       << "already holds";
    QTest::newRow("fifty gpus") << set("gpus", fiftyGpus) << "gpus"
                                << "more than the 8 allowed";
    QTest::newRow("unknown cooler") << set("gpus[0].part.spec.cooler", QStringLiteral("turbo"))
                                    << "gpus[0].part.spec.cooler"
                                    << "blower";
    QTest::newRow("gpu in cpu role") << set("cpu", good[QStringLiteral("gpus")][0][QStringLiteral("part")])
                                     << "cpu.kind"
                                     << "a gpu where a cpu belongs";
    QTest::newRow("unknown kind") << set("psu.kind", QStringLiteral("ups")) << "psu.kind"
                                  << "unknown value";
    QTest::newRow("bad part id") << set("case.id", QStringLiteral("Case #1")) << "case.id"
                                 << "not a part id";
    QTest::newRow("role as number") << set("cooler", 5) << "cooler"
                                    << "expected an object";
    QTest::newRow("zero quantity") << set("memory[0].quantity", 0) << "memory[0].quantity"
                                   << "from 1 to 16";
    QTest::newRow("bad lane sharing") << set("motherboard.spec.slots[0].sharesLanesWith", QJsonArray {3, 40})
                                      << "motherboard.spec.slots[0].sharesLanesWith[1]"
                                      << "1 to 12";
    // A board's slots as a layout file must have them: the same check as the layout editor's.
    QTest::newRow("x12 slot") << set("motherboard.spec.slots[0].maxLanes", 12)
                              << "motherboard.spec.slots[0].maxLanes"
                              << "no PCIe link width";
    QTest::newRow("x3 when shared") << bytes(withValue(
        withValue(good, QStringLiteral("motherboard.spec.slots[0].sharesLanesWith"), QJsonArray {3}),
        QStringLiteral("motherboard.spec.slots[0].lanesWhenShared"), 3))
                                    << "motherboard.spec.slots[0].lanesWhenShared"
                                    << "no PCIe link width";
    QTest::newRow("bad currency") << set("environment.currency", QStringLiteral("euro"))
                                  << "environment.currency"
                                  << "currency code";
    QTest::newRow("bad price currency")
        << set("gpus[0].part.price.currency", QStringLiteral("$")) << "gpus[0].part.price.currency"
        << "currency code";
    QTest::newRow("25 hours") << set("environment.hoursPerDay", 25) << "environment.hoursPerDay"
                              << "outside 0 to 24";
    QTest::newRow("bad date") << set("gpus[0].part.priceDate", QStringLiteral("July 2025"))
                              << "gpus[0].part.priceDate"
                              << "not a date";
    QTest::newRow("no workload") << set("workload", QJsonValue::Undefined) << "workload"
                                 << "missing";
    QTest::newRow("bad precision") << set("workload.precision", QStringLiteral("fp6")) << "workload.precision"
                                   << "fp16, fp32, tf32, bf16, fp8, int8, int4";
    QTest::newRow("bad workload kind") << set("workload.kind", QStringLiteral("dreaming")) << "workload.kind"
                                       << "vision, transformer, finetune, inference";
    QTest::newRow("params out of range") << set("workload.paramsBillions", -3) << "workload.paramsBillions"
                                         << "outside";
    QTest::newRow("missing spec") << set("motherboard.spec", QJsonValue::Undefined) << "motherboard.spec"
                                  << "missing";
}

void TestBuildFile::badInput()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const auto parsed = buildfile::parse(data, QStringLiteral("bad.rigsmith"));
    QVERIFY(!parsed.ok());
    const BuildFileError &e = parsed.error();
    QCOMPARE(e.field, field);
    QVERIFY2(e.message.contains(message), qPrintable(e.message));
    QVERIFY(e.toString().startsWith(QStringLiteral("bad.rigsmith: ")));
}

void TestBuildFile::errorNamesFile()
{
    const auto parsed
        = buildfile::parse(bytes(withValue(sampleJson(), QStringLiteral("gpus[0].part.spec.tdpW"), -5)),
            QStringLiteral("/home/u/builds/gpu4.rigsmith"));
    // The full path: two files of one name in different folders stay apart (compare).
    QCOMPARE(parsed.error().toString(),
        QStringLiteral("/home/u/builds/gpu4.rigsmith: field gpus[0].part.spec.tdpW: -5 is not a whole "
                       "number from 0 to 100000"));
}

void TestBuildFile::saveIsAtomicAndReplaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("box.rigsmith"));
    Build b = guideFourBlowerBuild();
    QVERIFY(!buildfile::save(b, path));
    b.name = QStringLiteral("second");
    QVERIFY(!buildfile::save(b, path));
    const auto loaded = buildfile::load(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.value().name, QStringLiteral("second"));
    // No temporary file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("box.rigsmith")});
}

void TestBuildFile::saveToUnwritablePlaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), path));
    const QByteArray before = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();

    const auto folder = buildfile::save(Build {}, dir.path());
    QVERIFY(folder);
    QVERIFY(folder->message.contains(QStringLiteral("folder")));

    const auto noDir = buildfile::save(Build {}, dir.filePath(QStringLiteral("missing/sub/x.rigsmith")));
    QVERIFY(noDir);
    QVERIFY(noDir->toString().contains(QStringLiteral("x.rigsmith")));

    if (::geteuid() != 0) { // root writes anywhere: the permission case only means something for users
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        QVERIFY(buildfile::save(Build {}, path));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // A device node is never replaced by a regular file (QSaveFile would rename over it).
    const QFileInfo null(QStringLiteral("/dev/null"));
    if (null.exists()) {
        const auto device = buildfile::save(guideFourBlowerBuild(), null.filePath());
        QVERIFY(device);
        QVERIFY(device->message.contains(QStringLiteral("not a regular file")));
        QVERIFY(!QFileInfo(QStringLiteral("/dev/null")).isFile());
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

void TestBuildFile::loadMissingAndFolder()
{
    QTemporaryDir dir;
    const auto missing = buildfile::load(dir.filePath(QStringLiteral("nope.rigsmith")));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().toString().startsWith(
        dir.filePath(QStringLiteral("nope.rigsmith: cannot be opened"))));
    // The system's reason, not "Unknown error".
    QVERIFY2(missing.error().message.contains(QStringLiteral("No such file or directory")),
        qPrintable(missing.error().message));
    const auto folder = buildfile::load(dir.path());
    QVERIFY(!folder.ok());
    QVERIFY(folder.error().message.contains(QStringLiteral("folder")));
}

void TestBuildFile::goldenFileStillLoads()
{
    // A file written by format version 1; it must keep loading, and mean the same, forever.
    const auto loaded
        = buildfile::load(QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
    QCOMPARE(loaded.value(), guideFourBlowerBuild());
}

QTEST_GUILESS_MAIN(TestBuildFile)
#include "tst_buildfile.moc"
