// SPDX-License-Identifier: GPL-3.0-or-later
// The generated catalog against a sourced spot-check table (tests/data/spotcheck.csv,
// one value and its URL a row), one entry per real product, and honest layout confidence.
#include "core/compare/catalogdrift.h"
#include "core/model/layoutconfidence.h"
#include "core/workload/throughputmodel.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/generator/productkey.h"
#include "db/overlay/useroverlay.h"
#include "ui/browser/parttablemodel.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

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
        if (field == u"bandwidth_gbs")
            return QString::number(g->memoryBandwidthGBs);
        if (field == u"length_mm")
            return QString::number(g->length.value());
        if (field == u"recommended_psu_w")
            return g->recommendedPsu ? QString::number(g->recommendedPsu->value()) : QString();
        if (field == u"radiator_mm")
            return g->radiatorSize ? QString::number(g->radiatorSize->value()) : QString();
    }
    if (const auto *c = p.as<CpuSpec>()) {
        if (field == u"total_pcie_lanes")
            return c->totalPcieLanes ? QString::number(c->totalPcieLanes->value()) : QString();
        if (field == u"pcie_lanes")
            return QString::number(c->pcieLanes.value());
        if (field == u"sustained_w")
            return c->sustainedPower ? QString::number(c->sustainedPower->value()) : QString();
        if (field == u"pcie_gen")
            return QString::number(c->pcieGeneration);
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
        // PCIe switches (db/curated/board_topology.csv): how many, and per switch its uplink and the
        // positions behind it ("" when no source wires it).
        if (field == u"switch_count")
            return QString::number(b->switches.size());
        static const QRegularExpression switchField(QStringLiteral(R"(^switch\.(\d+)\.(slots|uplink)$)"));
        if (const auto m = switchField.match(field); m.hasMatch()) {
            const int id = m.captured(1).toInt();
            const auto sw = std::find_if(
                b->switches.cbegin(), b->switches.cend(), [id](const PcieSwitch &x) { return x.id == id; });
            if (sw == b->switches.cend())
                return QStringLiteral("(no switch)");
            if (m.captured(2) == u"uplink")
                return QString::number(sw->uplinkLanes);
            QList<int> behind;
            for (const PcieSlot &s : b->slots) {
                if (s.switchId == id)
                    behind.append(s.position);
            }
            return joined(behind);
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
    if (const auto *s = p.as<CaseSpec>()) {
        if (field == u"radiator_mounts") {
            QStringList mounts;
            for (const RadiatorMount &m : s->radiatorMounts)
                mounts.append(QStringLiteral("%1:%2").arg(m.position).arg(m.size.value()));
            mounts.sort();
            return mounts.join(u' ');
        }
        if (field == u"max_gpu_length_mm")
            return QString::number(s->maxGpuLength.value());
        if (field == u"form_factors") {
            QStringList forms;
            for (const FormFactor f : s->formFactors)
                forms.append(toKey(f));
            forms.sort();
            return forms.join(u' ');
        }
    }
    if (const auto *c = p.as<CoolerSpec>()) {
        if (field == u"sockets") {
            QStringList sockets = c->sockets;
            sockets.sort();
            return sockets.join(u'|');
        }
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
    void mergedIdsStillFindTheirPart();
    void contradictedMaximumMemoryIsUnknown();
    void layoutConfidenceIsBacked();
    void passiveCardsAreDatacenterCards();
    void confidenceInWords();
    void browserShowsConfidence();
    void browserSpeedIsMeasuredOrEmpty();
    void unknownRadiatorMountsAreNotNone();

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
    QTest::newRow("board, form factor in the name") << "ASUS"
                                                    << "ASUS WS X299 SAGE"
                                                    << "Asus"
                                                    << "Asus X299 WS SAGE LGA2066 DDR4 SSI CEB" << true;
    QTest::newRow("board, another variant") << "Asus"
                                            << "Asus X299 WS SAGE LGA2066 DDR4 SSI CEB"
                                            << "Asus"
                                            << "Asus X299 WS SAGE/10G DDR4 SSI CEB" << false;
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
    // Processors: one model however the datasets write it, the maker's name given or not; a tray
    // part (no boxed cooler) and another socket are other products.
    const QString socket = QStringLiteral("LGA 1151");
    QCOMPARE(cpuKey(QStringLiteral("Intel Core i9-9900K"), socket),
        cpuKey(QStringLiteral("Core i9 9900K"), socket));
    QCOMPARE(cpuKey(QStringLiteral("AMD Ryzen™ 5 7500F"), QStringLiteral("AM5")),
        cpuKey(QStringLiteral("AMD Ryzen 5 7500F"), QStringLiteral("AM5")));
    QVERIFY(cpuKey(QStringLiteral("Intel Core i5-9400 OEM/Tray"), socket)
        != cpuKey(QStringLiteral("Intel Core i5-9400"), socket));
    QVERIFY(cpuKey(QStringLiteral("Intel Core i5-9400"), socket)
        != cpuKey(QStringLiteral("Intel Core i5-9400"), QStringLiteral("LGA 1200")));
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
    for (const Part &p : mCatalog->parts(PartKind::Cpu)) {
        const QString key = cpuKey(p.info.name, p.as<CpuSpec>()->socket);
        if (seen.contains(key))
            twice.append(seen.value(key) + QStringLiteral(" = ") + p.info.name);
        seen.insert(key, p.info.name);
    }
    QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u'\n')));
}

// A build saved before two entries of one product were merged names the entry that went: the
// catalog still finds the part (the kept entry, under its own id), the drift check says so, and
// updating puts the kept entry in the build, after which nothing differs.
// The dataset lists the MSI TRX40 PRO 10G twice, at 64 GB and at 256 GB of memory: which is right
// is not known, so the merged entry says nothing rather than fail (or pass) a build on either.
void TestSourcedData::contradictedMaximumMemoryIsUnknown()
{
    const auto board = mCatalog->part(PartId(QStringLiteral("motherboard/msi-trx40-pro-10g")));
    QVERIFY(board);
    QCOMPARE(board->as<MotherboardSpec>()->maxMemory.value(), 0.0);
    const auto dropped
        = mCatalog->part(PartId(QStringLiteral("motherboard/msi-trx40-pro-10g-strx4-ddr4-atx")));
    QVERIFY(dropped);
    QCOMPARE(dropped->info.id, board->info.id);
    // A board whose entries agree (or that has one entry) keeps its figure.
    const auto zenith = mCatalog->part(
        PartId(QStringLiteral("motherboard/asus-trx40-rog-zenith-ii-extreme-alpha-ddr4-eatx")));
    QVERIFY(zenith);
    QVERIFY(zenith->as<MotherboardSpec>()->maxMemory.value() > 0);
}

void TestSourcedData::mergedIdsStillFindTheirPart()
{
    QList<QPair<QString, QString>> aliases;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("aliases"));
        db.setDatabaseName(QStringLiteral(RIGSMITH_CATALOG_FILE));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QVERIFY(db.open());
        QSqlQuery q(QStringLiteral("SELECT old_id, part_id FROM part_alias ORDER BY old_id"), db);
        while (q.next())
            aliases.append({q.value(0).toString(), q.value(1).toString()});
    }
    QSqlDatabase::removeDatabase(QStringLiteral("aliases"));
    QVERIFY(aliases.size() > 100); // the report counts the merges; boards, cards and processors
    QSet<QString> kinds;
    for (const auto &[old, kept] : aliases) {
        QVERIFY2(mCatalog->part(PartId(kept)), qPrintable(kept));
        const auto found = mCatalog->part(PartId(old));
        QVERIFY2(found, qPrintable(old));
        QCOMPARE(found->info.id.key(), kept);
        QCOMPARE(old.section(u'/', 0, 0), kept.section(u'/', 0, 0)); // merged within one kind
        kinds.insert(old.section(u'/', 0, 0));
    }
    QCOMPARE(
        kinds, QSet<QString>({QStringLiteral("gpu"), QStringLiteral("motherboard"), QStringLiteral("cpu")}));

    // A build holding a processor under its merged id.
    const auto &[oldCpu, keptCpu] = *std::find_if(aliases.cbegin(), aliases.cend(),
        [](const auto &a) { return a.first.startsWith(QStringLiteral("cpu/")); });
    Part saved = *mCatalog->part(PartId(keptCpu));
    saved.info.id = PartId(oldCpu);
    Build build;
    build.cpu = Cpu::from(saved);
    const QList<PartDrift> drift = catalogDrift(build, *mCatalog);
    QCOMPARE(drift.size(), 1);
    QCOMPARE(drift.first().change, PartDrift::Change::Merged);
    QCOMPARE(drift.first().id.key(), oldCpu);
    QCOMPARE(drift.first().after, mCatalog->part(PartId(keptCpu))->info.name);
    const Build updated = updatedFromCatalog(build, *mCatalog, {PartId(oldCpu)});
    QCOMPARE(updated.cpu->info.id.key(), keptCpu);
    QVERIFY(catalogDrift(updated, *mCatalog).isEmpty());

    // A price the user gave the merged entry holds for the kept one (the overlay is not rewritten).
    QTemporaryDir dir;
    auto opened = UserOverlay::open(dir.filePath(QStringLiteral("overlay.sqlite")));
    QVERIFY2(opened.overlay, qPrintable(opened.error));
    QCOMPARE(mCatalog->currentId(PartId(oldCpu)).key(), keptCpu);
    QCOMPARE(mCatalog->currentId(PartId(keptCpu)).key(), keptCpu);
    QVERIFY(!opened.overlay->setPrice({PartId(oldCpu), Money::fromUnits(123, QStringLiteral("USD")),
        QDate(2026, 11, 30), QStringLiteral("shop")}));
    const OverlaidCatalog overlaid(*mCatalog, *opened.overlay);
    QCOMPARE(overlaid.part(PartId(keptCpu))->info.price->cents(), 12300);
    QCOMPARE(overlaid.part(PartId(oldCpu))->info.id.key(), keptCpu);
    // Once the kept entry has a price of its own, that one wins.
    QVERIFY(!opened.overlay->setPrice(
        {PartId(keptCpu), Money::fromUnits(99, QStringLiteral("USD")), QDate(2026, 12, 1), QString()}));
    const OverlaidCatalog both(*mCatalog, *opened.overlay);
    QCOMPARE(both.part(PartId(keptCpu))->info.price->cents(), 9900);
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
    QVERIFY2(verified >= 40, qPrintable(QString::number(verified))); // At least 40 sourced layouts
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

// The browser's speed column is the calibrated model's, in images/s, never the old
// relative score; a card without a measured basis (AMD, Intel) shows nothing rather than a guess.
void TestSourcedData::browserSpeedIsMeasuredOrEmpty()
{
    const auto columns = rigsmith::ui::PartTableModel::columnsFor(PartKind::Gpu);
    const auto speed = std::find_if(columns.cbegin(), columns.cend(),
        [](const rigsmith::ui::PartTableModel::Column &c) { return c.header == u"Images/s"; });
    QVERIFY(speed != columns.cend());
    QVERIFY(std::none_of(columns.cbegin(), columns.cend(),
        [](const rigsmith::ui::PartTableModel::Column &c) { return c.header.startsWith(u"Score"); }));
    int measured = 0, empty = 0;
    for (const Part &p : mCatalog->parts(PartKind::Gpu)) {
        const GpuSpec &g = *p.as<GpuSpec>();
        const QVariant v = speed->value(p);
        if (!ThroughputModel::hasMeasuredBasis(g)) {
            QVERIFY2(!v.isValid(), qPrintable(p.info.name));
            ++empty;
            continue;
        }
        if (v.isValid()) {
            QCOMPARE(v.toDouble(), std::round(ThroughputModel::singleGpu(g, Workload {}).unitsPerSecond));
            ++measured;
        }
    }
    QVERIFY(measured > 500);
    QVERIFY(empty > 100); // the catalog's AMD and Intel cards
}

// A case without radiator data (no sourced row in db/curated/case_radiators.csv) shows no count in
// the browser, not "0": the catalog does not know its mounts. A case with mounts shows how many.
void TestSourcedData::unknownRadiatorMountsAreNotNone()
{
    const auto columns = rigsmith::ui::PartTableModel::columnsFor(PartKind::Case);
    const auto radiators = std::find_if(columns.cbegin(), columns.cend(),
        [](const rigsmith::ui::PartTableModel::Column &c) { return c.header == u"Radiators"; });
    QVERIFY(radiators != columns.cend());
    Part unknown;
    unknown.spec = CaseSpec {};
    QVERIFY(!radiators->value(unknown).isValid());
    Part two;
    CaseSpec withMounts;
    withMounts.radiatorMounts
        = {{QStringLiteral("front"), Millimetres(360)}, {QStringLiteral("top"), Millimetres(280)}};
    two.spec = withMounts;
    QCOMPARE(radiators->value(two).toInt(), 2);
    // Every case in the generated catalog either has no radiator data or data with a source.
    QSet<QString> sourced;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("radiatorSources"));
        db.setDatabaseName(QStringLiteral(RIGSMITH_CATALOG_FILE));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT part_id FROM fact_source WHERE field = 'radiator_mounts' "
                                      "AND url LIKE 'http%'")));
        while (q.next())
            sourced.insert(q.value(0).toString());
    }
    QSqlDatabase::removeDatabase(QStringLiteral("radiatorSources"));
    for (const Part &p : mCatalog->parts(PartKind::Case)) {
        if (!p.as<CaseSpec>()->radiatorMounts.isEmpty())
            QVERIFY2(sourced.contains(p.info.id.key()), qPrintable(p.info.name));
    }
}

QTEST_GUILESS_MAIN(TestSourcedData)
#include "tst_sourceddata.moc"
