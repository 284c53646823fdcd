// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: the generated catalog against a sourced spot-check table (tests/data/spotcheck.csv,
// one value and its URL a row), one entry per real product, and honest layout confidence.
#include "core/layoutconfidence.h"
#include "db/productkey.h"
#include "db/sqlitecatalog.h"
#include "ui/browser/parttablemodel.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::db;

namespace {

// A minimal CSV reader for the fixture: quoted fields may hold commas and doubled quotes.
QList<QStringList> readCsv(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QList<QStringList> rows;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts)) {
        QStringList cells;
        QString cell;
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line[i];
            if (quoted && c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = !quoted;
            } else if (c == u',' && !quoted) {
                cells.append(cell);
                cell.clear();
            } else {
                cell += c;
            }
        }
        cells.append(cell);
        rows.append(cells);
    }
    return rows;
}

QString joined(const QList<int> &values)
{
    QStringList out;
    for (int v : values)
        out.append(QString::number(v));
    return out.join(u' ');
}

// The catalog's value of `field` for a part, as text comparable with the spot-check table.
QString valueOf(const Part &p, const QString &field)
{
    if (const auto *g = p.as<GpuSpec>()) {
        const PowerConnectors &c = g->connectors;
        if (field == u"tdp_w")
            return QString::number(g->tdp.value());
        if (field == u"memory_gb")
            return QString::number(g->memory.value());
        if (field == u"cooler")
            return toKey(g->cooler);
        if (field == u"slot_width")
            return QString::number(g->slotWidth.halves() / 2.0);
        if (field == u"pcie_gen")
            return QString::number(g->pcieGeneration);
        if (field == u"eps8")
            return QString::number(c.eps8);
        if (field == u"pcie8")
            return QString::number(c.pcie8);
        if (field == u"pcie12vhpwr")
            return QString::number(c.pcie12vhpwr);
        if (field == u"connectors")
            return QString::number(c.pcie6 + c.pcie8 + c.pcie12vhpwr + c.eps8);
        if (field == u"recommended_psu_w")
            return g->recommendedPsu ? QString::number(g->recommendedPsu->value()) : QString();
    }
    if (const auto *c = p.as<CpuSpec>()) {
        if (field == u"total_pcie_lanes")
            return c->totalPcieLanes ? QString::number(c->totalPcieLanes->value()) : QString();
        if (field == u"pcie_lanes")
            return QString::number(c->pcieLanes.value());
        if (field == u"sustained_w")
            return c->sustainedPower ? QString::number(c->sustainedPower->value()) : QString();
        if (field == u"tdp_w")
            return QString::number(c->tdp.value());
    }
    if (const auto *b = p.as<MotherboardSpec>()) {
        QList<int> positions, lanes, gens, x16, gen5;
        QStringList sources;
        for (const PcieSlot &s : b->slots) {
            positions.append(s.position);
            lanes.append(s.maxLanes.value());
            gens.append(s.generation);
            sources.append(toKey(s.source));
            if (s.physicalSize.value() == 16 && s.maxLanes.value() >= 8)
                x16.append(s.maxLanes.value());
            if (s.generation == 5)
                gen5.append(s.maxLanes.value());
        }
        static const QRegularExpression slotField(QStringLiteral(R"(^slot\.(\d+)\.(\w+)$)"));
        if (const auto m = slotField.match(field); m.hasMatch()) {
            const PcieSlot *s = b->slotAt(m.captured(1).toInt());
            if (!s)
                return QStringLiteral("(no slot)");
            const QString what = m.captured(2);
            return what == u"lanes"   ? QString::number(s->maxLanes.value())
                : what == u"physical" ? QString::number(s->physicalSize.value())
                : what == u"gen"      ? QString::number(s->generation)
                                      : toKey(s->source);
        }
        if (field == u"slots")
            return joined(positions);
        if (field == u"slot_lanes")
            return joined(lanes);
        if (field == u"slot_gens")
            return joined(gens);
        if (field == u"slot_sources")
            return sources.join(u' ');
        if (field == u"slot_count")
            return QString::number(b->slots.size());
        if (field == u"x16_lanes")
            return joined(x16);
        if (field == u"gen5_lanes")
            return joined(gen5);
        if (field == u"confidence")
            return toKey(b->layoutConfidence);
        if (field == u"dimms")
            return toKey(b->dimms);
    }
    if (const auto *m = p.as<MemoryKit>()) {
        if (field == u"registered")
            return QString::number(int(m->registered));
    }
    if (const auto *s = p.as<PsuSpec>()) {
        if (field == u"efficiency")
            return toKey(s->efficiency);
        if (field == u"eps8")
            return QString::number(s->connectors.eps8);
        if (field == u"pcie8")
            return QString::number(s->connectors.pcie8);
        if (field == u"pcie12vhpwr")
            return QString::number(s->connectors.pcie12vhpwr);
    }
    if (const auto *s = p.as<StorageSpec>()) {
        if (field == u"rpm")
            return QString::number(s->rpm);
        if (field == u"read_mbs")
            return QString::number(s->sequentialReadMBs);
    }
    return QStringLiteral("(unknown field %1)").arg(field);
}

} // namespace

class TestSourcedData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void spotCheck();
    void productKeys_data();
    void productKeys();
    void oneEntryPerBoardAndGpu();
    void layoutConfidenceIsBacked();
    void passiveCardsAreDatacenterCards();
    void confidenceInWords();
    void browserShowsConfidence();

private:
    std::unique_ptr<SqliteCatalog> mCatalog;
};

void TestSourcedData::initTestCase()
{
    auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY2(opened.catalog, qPrintable(opened.error));
    mCatalog = std::move(opened.catalog);
}

void TestSourcedData::spotCheck()
{
    const QList<QStringList> rows = readCsv(QStringLiteral(RIGSMITH_TEST_DATA "/spotcheck.csv"));
    QVERIFY(rows.size() > 150);
    QCOMPARE(rows.first(),
        (QStringList {QStringLiteral("kind"), QStringLiteral("part"), QStringLiteral("field"),
            QStringLiteral("value"), QStringLiteral("url")}));
    QHash<QString, Part> byName[8];
    for (const PartKind kind : allValues<PartKind>()) {
        for (const Part &p : mCatalog->parts(kind))
            byName[int(kind)].insert(p.info.name, p);
    }
    QStringList wrong;
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const QStringList &row = rows[r];
        QCOMPARE(row.size(), 5);
        QVERIFY2(row[4].startsWith(QStringLiteral("http")), qPrintable(row.join(u',')));
        const auto kind = fromKey<PartKind>(row[0]);
        QVERIFY2(kind, qPrintable(row[0]));
        const auto at = byName[int(*kind)].constFind(row[1]);
        if (at == byName[int(*kind)].cend()) {
            wrong.append(QStringLiteral("%1: not in the catalog").arg(row[1]));
            continue;
        }
        const QString actual = valueOf(*at, row[2]);
        if (actual != row[3])
            wrong.append(QStringLiteral("%1 %2: catalog %3, source %4 (%5)")
                             .arg(row[1], row[2], actual, row[3], row[4]));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

void TestSourcedData::productKeys_data()
{
    QTest::addColumn<QString>("makerA");
    QTest::addColumn<QString>("nameA");
    QTest::addColumn<QString>("makerB");
    QTest::addColumn<QString>("nameB");
    QTest::addColumn<bool>("same");
    QTest::newRow("board, words around the model")
        << "ASUS"
        << "Asus AMD TRX40 Prime TRX40-Pro sTRX4 DDR4 ATX"
        << "ASUS"
        << "ASUS Prime TRX40-Pro AMD TRX40 Chipset ATX Motherboard" << true;
    QTest::newRow("board, chipset repeated") << "MSI"
                                             << "MSI X299 MEG X299 CREATION LGA2066 DDR4 EATX"
                                             << "MSI"
                                             << "MSI MEG X299 CREATION" << true;
    QTest::newRow("board, revision in brackets") << "Gigabyte"
                                                 << "Gigabyte GA-AB350-GAMING 3 ATX AM4"
                                                 << "Gigabyte"
                                                 << "GA-AB350-Gaming 3 (rev. 1.x)" << true;
    QTest::newRow("board, features in brackets")
        << "Gigabyte"
        << "Gigabyte B550 AORUS PRO AC DDR4 ATX"
        << "Gigabyte"
        << "GIGABYTE B550 AORUS PRO AC (AM4 AMD/B550/ATX/Dual M.2/SATA 6Gb/s/DDR4/Gaming Motherboard)"
        << true;
    QTest::newRow("board, retail order code")
        << "Supermicro"
        << "Supermicro Intel C236 MBD-X11SSM-F-O LGA1151 DDR4 Micro ATX"
        << "Supermicro"
        << "Supermicro Intel C236 X11SSM-F LGA1151 DDR4 Micro ATX" << true;
    QTest::newRow("board, Wi-Fi in brackets") << "ASUS"
                                              << "ASUS TUF GAMING B550-PLUS (WI-FI)"
                                              << "ASUS"
                                              << "ASUS TUF GAMING B550-PLUS" << false;
    QTest::newRow("board, another Supermicro model") << "Supermicro"
                                                     << "Supermicro MBD-X11SSM-F-O"
                                                     << "Supermicro"
                                                     << "Supermicro X11SSL-F" << false;
    QTest::newRow("board, another maker") << "ASUS"
                                          << "ASUS Prime X399-A"
                                          << "MSI"
                                          << "MSI Prime X399-A" << false;
    QTest::newRow("board, another model") << "ASRock"
                                          << "ASRock X570 Taichi"
                                          << "ASRock"
                                          << "ASRock X570 Taichi Razer" << false;
    QTest::newRow("gpu, reordered words")
        << "EVGA"
        << "EVGA GeForce GTX 960 FTW ACX 2.0+ 4GB GDDR5 Black / Silver"
        << "EVGA"
        << "EVGA FTW ACX 2.0+ GeForce GTX 960 4GB GDDR5 Black / Silver" << true;
    QTest::newRow("gpu, XC vs XC BLACK") << "EVGA"
                                         << "EVGA XC GAMING GeForce RTX 2060 6GB GDDR6 Black"
                                         << "EVGA"
                                         << "EVGA XC BLACK GAMING GeForce RTX 2060 6GB GDDR6 Black" << false;
}

void TestSourcedData::productKeys()
{
    QFETCH(QString, makerA);
    QFETCH(QString, nameA);
    QFETCH(QString, makerB);
    QFETCH(QString, nameB);
    QFETCH(bool, same);
    const bool board = QString::fromLatin1(QTest::currentDataTag()).startsWith(u"board");
    const auto key = [board](const QString &maker, const QString &name) {
        return board ? boardKey(maker, name, QStringLiteral("ddr4"), QStringLiteral("atx"))
                     : gpuKey(maker, name, 6);
    };
    QCOMPARE(key(makerA, nameA) == key(makerB, nameB), same);
    if (board) // a DDR4 and a DDR5 board of one name are two products
        QVERIFY(boardKey(makerA, nameA, QStringLiteral("ddr4"), QStringLiteral("atx"))
            != boardKey(makerA, nameA, QStringLiteral("ddr5"), QStringLiteral("atx")));
}

void TestSourcedData::oneEntryPerBoardAndGpu()
{
    QHash<QString, QString> seen;
    QStringList twice;
    for (const Part &p : mCatalog->parts(PartKind::Motherboard)) {
        const auto *b = p.as<MotherboardSpec>();
        const QString key
            = boardKey(p.info.manufacturer, p.info.name, toKey(b->memoryType), toKey(b->formFactor));
        if (seen.contains(key))
            twice.append(seen.value(key) + QStringLiteral(" = ") + p.info.name);
        seen.insert(key, p.info.name);
    }
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        const QString key = gpuKey(p.info.manufacturer, p.info.name, p.as<GpuSpec>()->memory.value());
        if (seen.contains(key))
            twice.append(seen.value(key) + QStringLiteral(" = ") + p.info.name);
        seen.insert(key, p.info.name);
    }
    QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u'\n')));
}

void TestSourcedData::layoutConfidenceIsBacked()
{
    int verified = 0;
    for (const Part &p : mCatalog->parts(PartKind::Motherboard)) {
        const auto *b = p.as<MotherboardSpec>();
        if (b->layoutConfidence != LayoutConfidence::Unverified) {
            ++verified;
            QVERIFY2(!b->layoutSources.isEmpty(), qPrintable(p.info.name));
            QVERIFY2(!b->layoutApproximate, qPrintable(p.info.name));
        }
        if (b->layoutApproximate)
            QCOMPARE(b->layoutConfidence, LayoutConfidence::Unverified);
    }
    QVERIFY2(verified >= 40, qPrintable(QString::number(verified))); // issue 13: at least 40 sourced layouts
}

void TestSourcedData::passiveCardsAreDatacenterCards()
{
    int passive = 0;
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        const auto *g = p.as<GpuSpec>();
        if (g->cooler != CoolerType::Passive)
            continue;
        ++passive;
        QCOMPARE(g->fans, 0);
    }
    QVERIFY(passive >= 13);
}

void TestSourcedData::confidenceInWords()
{
    MotherboardSpec board;
    board.layoutConfidence = LayoutConfidence::Positions;
    QVERIFY(layoutConfidenceNote(board).isEmpty()); // nothing to warn about
    board.layoutConfidence = LayoutConfidence::SlotsAndLanes;
    QVERIFY(layoutConfidenceNote(board).contains(QStringLiteral("positions not verified")));
    board.layoutConfidence = LayoutConfidence::Unverified;
    QVERIFY(layoutConfidenceNote(board).contains(QStringLiteral("not verified")));
    QCOMPARE(layoutConfidenceLabel(board), QStringLiteral("unverified"));
    board.layoutApproximate = true; // derived beats any confidence
    QVERIFY(layoutConfidenceNote(board).startsWith(QStringLiteral("approximate layout")));
    QCOMPARE(layoutConfidenceLabel(board), QStringLiteral("derived"));
}

void TestSourcedData::browserShowsConfidence()
{
    const auto columns = rigsmith::ui::PartTableModel::columnsFor(PartKind::Motherboard);
    const auto layout = std::find_if(columns.cbegin(), columns.cend(),
        [](const rigsmith::ui::PartTableModel::Column &c) { return c.header == u"Layout"; });
    QVERIFY(layout != columns.cend());
    QHash<QString, int> shown;
    for (const Part &p : mCatalog->parts(PartKind::Motherboard))
        ++shown[layout->value(p).toString()];
    QVERIFY(shown.value(QStringLiteral("verified")) >= 1);
    QVERIFY(shown.value(QStringLiteral("slots and lanes")) >= 6);
    QVERIFY(shown.value(QStringLiteral("unverified")) >= 1);
    QVERIFY(shown.value(QStringLiteral("derived")) > 1000);
}

QTEST_GUILESS_MAIN(TestSourcedData)
#include "tst_sourceddata.moc"
