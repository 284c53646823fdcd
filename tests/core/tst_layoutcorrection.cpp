// SPDX-License-Identifier: GPL-3.0-or-later
// The user's board-layout corrections (core/catalog/layoutcorrection.h): what a layout may be, how a
// correction lands on a board, and the layout file that shares one: a round trip keeps every
// field, and each kind of bad file is refused with its reason while the file stays as it was.
#include "core/catalog/layoutcorrection.h"
#include "core/file/partjson.h"
#include "core/file/validatepart.h"
#include "core/model/layoutconfidence.h"
#include "core/model/partvalidity.h"
#include "support/sampleparts.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;

namespace {

PcieSlot slot(int position, int size, int lanes, int generation = 4)
{
    PcieSlot s;
    s.position = position;
    s.physicalSize = Lanes(size);
    s.maxLanes = Lanes(lanes);
    s.generation = generation;
    return s;
}

Part board()
{
    return rigsmith::testing::zenith2Extreme().toPart();
}

LayoutCorrection sampleCorrection()
{
    LayoutCorrection c;
    c.board = board().info.id;
    c.boardName = board().info.name;
    PcieSlot first = slot(1, 16, 16);
    first.sharesLanesWith = {2};
    first.lanesWhenShared = 8;
    PcieSlot second = slot(2, 16, 8);
    second.sharesLanesWith = {1};
    second.lanesWhenShared = 8;
    PcieSlot third = slot(4, 4, 1, 3);
    third.source = LaneSource::Chipset;
    c.slots = {first, second, third};
    c.sourceNote = QStringLiteral("manual, page 1-4 (名字)");
    c.sourceUrl = QStringLiteral("https://example.org/manual.pdf");
    return c;
}

} // namespace

class TestLayoutCorrection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goodLayoutPasses()
    {
        QVERIFY(checkSlotLayout(sampleCorrection().slots).isEmpty());
        QVERIFY(checkSlotLayout(board().as<MotherboardSpec>()->slots).isEmpty());
    }

    void badLayoutsAreNamed_data()
    {
        QTest::addColumn<QList<PcieSlot>>("slots");
        QTest::addColumn<int>("slot");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");
        QTest::newRow("no slot") << QList<PcieSlot> {} << -1 << "slots"
                                 << "no slot";
        QTest::newRow("duplicate opening")
            << QList<PcieSlot> {slot(1, 16, 16), slot(3, 16, 8), slot(3, 4, 4)} << 2 << "position"
            << "two slots at opening 3";
        QTest::newRow("lanes past the connector")
            << QList<PcieSlot> {slot(1, 16, 16), slot(2, 4, 8)} << 1 << "maxLanes"
            << "do not fit an x4";
        QTest::newRow("no such connector") << QList<PcieSlot> {slot(1, 2, 2)} << 0 << "physicalSize"
                                           << "x2";
        QTest::newRow("no such link width") << QList<PcieSlot> {slot(1, 16, 12)} << 0 << "maxLanes"
                                            << "x12";
        QTest::newRow("opening off the board") << QList<PcieSlot> {slot(13, 16, 16)} << 0 << "position"
                                               << "13";
        QTest::newRow("generation 9") << QList<PcieSlot> {slot(1, 16, 16, 9)} << 0 << "generation"
                                      << "9";
        PcieSlot self = slot(1, 16, 16);
        self.sharesLanesWith = {1};
        self.lanesWhenShared = 8;
        QTest::newRow("shares with itself") << QList<PcieSlot> {self} << 0 << "sharesLanesWith"
                                            << "itself";
        PcieSlot ghost = slot(1, 16, 16);
        ghost.sharesLanesWith = {5};
        ghost.lanesWhenShared = 8;
        QTest::newRow("shares with no slot")
            << QList<PcieSlot> {ghost, slot(3, 16, 16)} << 0 << "sharesLanesWith"
            << "opening 5";
        PcieSlot more = slot(1, 16, 8);
        more.sharesLanesWith = {2};
        more.lanesWhenShared = 16;
        QTest::newRow("more lanes when shared")
            << QList<PcieSlot> {more, slot(2, 16, 8)} << 0 << "lanesWhenShared"
            << "more than";
        PcieSlot stray = slot(1, 16, 16);
        stray.lanesWhenShared = 8;
        QTest::newRow("lanes when shared alone") << QList<PcieSlot> {stray} << 0 << "lanesWhenShared"
                                                 << "no slot";
    }
    void badLayoutsAreNamed()
    {
        QFETCH(QList<PcieSlot>, slots);
        QFETCH(int, slot);
        QFETCH(QString, field);
        QFETCH(QString, words);
        const QList<LayoutProblem> problems = checkSlotLayout(slots);
        QVERIFY(!problems.isEmpty());
        const auto it = std::find_if(problems.cbegin(), problems.cend(),
            [&](const LayoutProblem &p) { return p.slot == slot && p.field == field; });
        QVERIFY2(it != problems.cend(), qPrintable(problems.first().field + u' ' + problems.first().message));
        QVERIFY2(it->message.contains(words), qPrintable(it->message));
        if (slot >= 0)
            QVERIFY(describeProblem(slots, *it).startsWith(QStringLiteral("Slot at opening")));
    }

    void correctionMarksTheBoardAsTheUsers()
    {
        Part b = board();
        auto &spec = std::get<MotherboardSpec>(b.spec);
        spec.layoutConfidence = LayoutConfidence::Positions;
        spec.layoutSources = {QStringLiteral("https://catalog.example/source")};
        spec.laneModes = {LaneMode {0, {1, 3}, {16, 16}}};
        spec.m2Sharing = {M2Sharing {QStringLiteral("M.2_2"), 3, 8}};
        const LayoutCorrection c = sampleCorrection();
        const Part corrected = applyLayoutCorrection(b, c);
        const auto *s = corrected.as<MotherboardSpec>();
        QVERIFY(s->layoutCorrected);
        QCOMPARE(s->slots, c.slots);
        QCOMPARE(s->layoutSources, QStringList({c.sourceUrl, c.sourceNote}));
        // The topology named openings 1, 3, 5, 7; the correction has 1, 2, 4.
        QVERIFY(s->laneModes.isEmpty());
        QVERIFY(s->m2Sharing.isEmpty());
        QCOMPARE(layoutConfidenceLabel(*s), QStringLiteral("corrected by you"));
        QVERIFY(layoutConfidenceNote(*s).contains(QStringLiteral("corrected by you")));
        QVERIFY(!validatePart(corrected));
        // The flag survives a build file's part JSON, and a board without it reads as before.
        const QJsonObject written = json::writePart(corrected);
        QVERIFY(json::readPart(written, QStringLiteral("p")).as<MotherboardSpec>()->layoutCorrected);
        QVERIFY(!json::writePart(b)[QStringLiteral("spec")].toObject().contains(
            QStringLiteral("layoutCorrected")));

        // Same openings, other lanes: the topology still describes these slots and stays.
        LayoutCorrection lanesOnly;
        lanesOnly.board = b.info.id;
        lanesOnly.slots = spec.slots;
        lanesOnly.slots[1].maxLanes = Lanes(4);
        const Part keptPart = applyLayoutCorrection(b, lanesOnly);
        const auto *kept = keptPart.as<MotherboardSpec>();
        QCOMPARE(kept->laneModes.size(), 1);
        QCOMPARE(kept->m2Sharing.size(), 1);
        QCOMPARE(kept->slots[1].maxLanes, Lanes(4));
    }

    void fileRoundTrip()
    {
        const InMemoryCatalog catalog({board()});
        const LayoutCorrection c = sampleCorrection();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zenith.layout.json"));
        QVERIFY(!layoutfile::save(c, path));
        const auto read = layoutfile::load(path, catalog);
        QVERIFY2(std::holds_alternative<LayoutCorrection>(read),
            qPrintable(std::holds_alternative<QString>(read) ? std::get<QString>(read) : QString()));
        QCOMPARE(std::get<LayoutCorrection>(read), c);
    }

    void badFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("words");
        const QJsonObject good = QJsonDocument::fromJson(layoutfile::serialize(sampleCorrection())).object();
        const auto with = [&good](const QString &path, const QJsonValue &value) {
            return QJsonDocument(rigsmith::testing::withValue(good, path, value)).toJson();
        };
        QTest::newRow("not JSON") << QByteArray("PK\x03\x04 zip") << "not JSON";
        QTest::newRow("an array") << QByteArray("[1, 2]") << "no JSON object";
        QTest::newRow("another format") << with(QStringLiteral("format"), QStringLiteral("rigsmith-build"))
                                        << "not a Rigsmith layout file";
        QTest::newRow("newer version") << with(QStringLiteral("version"), 2) << "version 2";
        QTest::newRow("no version") << with(QStringLiteral("version"), QJsonValue()) << "version ?";
        QTest::newRow("unknown board")
            << with(QStringLiteral("board.id"), QStringLiteral("motherboard/no-such"))
            << "not in the catalog";
        QTest::newRow("bad board id")
            << with(QStringLiteral("board.id"), QStringLiteral("NOT AN ID!")) << "no board";
        QTest::newRow("no slots") << with(QStringLiteral("slots"), QJsonValue()) << "no list of slots";
        QTest::newRow("slot not an object")
            << with(QStringLiteral("slots[0]"), 7) << "slots[0] is not a slot";
        QTest::newRow("slot field wrong type")
            << with(QStringLiteral("slots[1].maxLanes"), QStringLiteral("x8")) << "slots[1].maxLanes";
        QTest::newRow("duplicate opening")
            << with(QStringLiteral("slots[2].position"), 2) << "two slots at opening 2";
        QTest::newRow("lanes past the connector")
            << with(QStringLiteral("slots[2].maxLanes"), 8) << "do not fit an x4";
        QTest::newRow("oversized") << QByteArray(layoutfile::kMaxFileSize + 10, ' ') << "at most";
    }
    void badFilesAreRefused()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, words);
        Part notBoard = rigsmith::testing::blowerRtx2080Ti().toPart();
        const InMemoryCatalog catalog({board(), notBoard});
        const auto parsed = layoutfile::parse(data, catalog);
        QVERIFY(std::holds_alternative<QString>(parsed));
        QVERIFY2(std::get<QString>(parsed).contains(words), qPrintable(std::get<QString>(parsed)));
        // Through the file, too, and the file is left as it was.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
        f.close();
        QVERIFY(std::holds_alternative<QString>(layoutfile::load(path, catalog)));
        QFile back(path);
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), data);
    }

    void notABoardIsRefused()
    {
        const Part gpu = rigsmith::testing::blowerRtx2080Ti().toPart();
        const InMemoryCatalog catalog({board(), gpu});
        LayoutCorrection c = sampleCorrection();
        c.board = gpu.info.id;
        const auto parsed = layoutfile::parse(layoutfile::serialize(c), catalog);
        QVERIFY(std::holds_alternative<QString>(parsed));
        QVERIFY(std::get<QString>(parsed).contains(QStringLiteral("not a motherboard")));
    }

    void folderIsRefused()
    {
        QTemporaryDir dir;
        const InMemoryCatalog catalog({board()});
        const auto read = layoutfile::load(dir.path(), catalog);
        QVERIFY(std::holds_alternative<QString>(read));
        QVERIFY(std::get<QString>(read).contains(QStringLiteral("folder")));
    }
};

QTEST_GUILESS_MAIN(TestLayoutCorrection)
#include "tst_layoutcorrection.moc"
