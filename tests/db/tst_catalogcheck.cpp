// SPDX-License-Identifier: GPL-3.0-or-later
// A catalog is checked before it is used (db/catalog/catalogcheck.h): every kind of damage — missing
// table, missing column, wrong types, newer schema, truncated file, absurd values, a missing
// search index, not a file at all — is refused with a message that names the file and the reason.
// And every part of the bundled catalog is valid, saves in a build and reads back unchanged.
#include "core/file/buildfile.h"
#include "core/file/validatepart.h"
#include "core/model/buildparts.h"
#include "core/model/partvalidity.h"
#include "db/catalog/catalogcheck.h"
#include "db/catalog/migrations.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/overlay/useroverlay.h"
#include "db/prices/pricelist.h"
#include "db/session/catalogsession.h"
#include "support/sampleparts.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace rigsmith::core;
using namespace rigsmith::db;

namespace {

// Runs SQL on a catalog file, CHECK constraints off (damage does not ask the schema's leave).
bool damage(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery(db).exec(QStringLiteral("PRAGMA ignore_check_constraints = ON"));
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            if (!q.exec(sql)) {
                qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    return ok;
}

QString copyOfBundled(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile::remove(path);
    QFile::copy(QStringLiteral(RIGSMITH_CATALOG_FILE), path);
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return path;
}

} // namespace

class TestCatalogCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bundledCatalogPasses();
    void everyBundledPartRoundTrips();
    void damagedCatalogRefused_data();
    void damagedCatalogRefused();
    void truncatedCatalogRefused();
    void notAFileRefused_data();
    void notAFileRefused();
    void damagedOverlaySetAside_data();
    void damagedOverlaySetAside();
    void newerOverlayLeftAlone();
    void damagedOverlayNoticeIsOneLine();
    void foreignDatabaseLeftAlone_data();
    void foreignDatabaseLeftAlone();
    void overlayWithoutApplicationIdStillOpens();
    void unreadableCustomPartReported();
    void badStoredPricesReported();
    void hotJournalRolledBackNotSetAside();
    void priceListReadingCancels();
};

void TestCatalogCheck::bundledCatalogPasses()
{
    QElapsedTimer t;
    t.start();
    QCOMPARE(checkCatalogFile(QStringLiteral(RIGSMITH_CATALOG_FILE)), QString());
    qInfo("the bundled catalog was checked in %lld ms", t.elapsed());
}

void TestCatalogCheck::everyBundledPartRoundTrips()
{
    const auto opened = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY2(opened.catalog, qPrintable(opened.error));
    const PartCatalog &catalog = *opened.catalog;
    // Builds filled with catalog parts, every part in one of them: the roles take one part each,
    // up to eight GPUs (no board, so any slot), 32 kits and 32 drives.
    QHash<PartKind, QList<Part>> all;
    qsizetype total = 0;
    for (PartKind kind : allValues<PartKind>()) {
        all[kind] = catalog.parts(kind);
        total += all[kind].size();
        QVERIFY(!all[kind].isEmpty());
    }
    const auto take = [&all](PartKind kind) -> std::optional<Part> {
        if (all[kind].isEmpty())
            return std::nullopt;
        return all[kind].takeLast();
    };
    QTemporaryDir dir;
    int builds = 0;
    qsizetype placed = 0;
    while (std::any_of(all.cbegin(), all.cend(), [](const QList<Part> &l) { return !l.isEmpty(); })) {
        Build b;
        b.name = QStringLiteral("every part %1").arg(builds);
        const auto single = [&](PartKind kind, auto &role) {
            if (const auto p = take(kind)) {
                role = std::remove_reference_t<decltype(role)>::value_type::from(*p);
                ++placed;
            }
        };
        single(PartKind::Case, b.chassis);
        single(PartKind::Motherboard, b.motherboard);
        single(PartKind::Cpu, b.cpu);
        single(PartKind::Cooler, b.cooler);
        single(PartKind::Psu, b.psu);
        // GPUs go on the board's own slots while there is one, else anywhere.
        QList<int> slotsFree;
        if (b.motherboard) {
            for (const PcieSlot &s : b.motherboard->spec.slots)
                slotsFree.append(s.position);
        } else {
            for (int s = 1; s <= Build::kMaxGpus; ++s)
                slotsFree.append(s);
        }
        for (int s : std::as_const(slotsFree)) {
            if (b.gpus.size() == Build::kMaxGpus)
                break;
            if (const auto p = take(PartKind::Gpu)) {
                b.gpus.append({*Gpu::from(*p), s});
                ++placed;
            }
        }
        for (int i = 0; i < 32; ++i) {
            if (const auto p = take(PartKind::Memory)) {
                b.memory.append({*Memory::from(*p), 1});
                ++placed;
            }
            if (const auto p = take(PartKind::Storage)) {
                b.storage.append({*Storage::from(*p), 1});
                ++placed;
            }
        }
        // Every hundredth build goes through a real file on disk; the rest through the same bytes.
        if (builds % 100 == 0) {
            const QString path = dir.filePath(QStringLiteral("b.rigsmith"));
            const auto saved = buildfile::save(b, path);
            QVERIFY2(!saved, qPrintable(saved ? saved->toString() : QString()));
            const auto loaded = buildfile::load(path);
            QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().toString()));
            QVERIFY(loaded.value() == b);
        } else {
            QString invalid;
            forEachPart(b, [&](PartKind, const auto &part, int, int) {
                if (const auto problem = validatePart(part.toPart()); problem && invalid.isEmpty())
                    invalid = part.info.id.key() + u' ' + problem->field + u' ' + problem->message;
            });
            QVERIFY2(invalid.isEmpty(), qPrintable(invalid));
            const auto parsed = buildfile::parse(buildfile::serialize(b), b.name);
            QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().toString()));
            QVERIFY2(parsed.value() == b, qPrintable(b.name));
        }
        ++builds;
    }
    QCOMPARE(placed, total);
    qInfo("%lld catalog parts saved and reopened in %d builds", qlonglong(total), builds);
}

void TestCatalogCheck::damagedCatalogRefused_data()
{
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<QString>("reason");
    const auto sql = [](std::initializer_list<const char *> list) {
        QStringList out;
        for (const char *s : list)
            out.append(QString::fromLatin1(s));
        return out;
    };
    QTest::newRow("missing table") << sql({"DROP TABLE psu"}) << QStringLiteral("table \"psu\" is missing");
    QTest::newRow("missing column") << sql({"ALTER TABLE gpu DROP COLUMN fans"})
                                    << QStringLiteral("column \"fans\" of table \"gpu\" is missing");
    QTest::newRow("wrong column type")
        << sql({"ALTER TABLE gpu RENAME COLUMN tdp_w TO old_tdp", "ALTER TABLE gpu ADD COLUMN tdp_w TEXT"})
        << QStringLiteral("column \"tdp_w\" of table \"gpu\" is of type \"TEXT\"");
    QTest::newRow("text where a number belongs")
        << sql({"UPDATE gpu SET tdp_w = 'lots' WHERE rowid = 1"}) << QStringLiteral("spec.tdpW");
    QTest::newRow("newer schema") << sql({"PRAGMA user_version = 9"}) << QStringLiteral("newer");
    QTest::newRow("older schema") << sql({"PRAGMA user_version = 1"}) << QStringLiteral("older");
    QTest::newRow("no search index") << sql(
        {"DROP TRIGGER part_search_insert", "DROP TRIGGER part_search_delete", "DROP TABLE part_search"})
                                     << QStringLiteral("part_search");
    QTest::newRow("negative TDP") << sql({"UPDATE gpu SET tdp_w = -300 WHERE rowid = 1"})
                                  << QStringLiteral("spec.tdpW");
    QTest::newRow("TDP past int") << sql({"UPDATE gpu SET tdp_w = 3800000000 WHERE rowid = 1"})
                                  << QStringLiteral("spec.tdpW");
    QTest::newRow("0 GB GPU") << sql({"UPDATE gpu SET memory_gb = 0 WHERE rowid = 2"})
                              << QStringLiteral("spec.memoryGB");
    QTest::newRow("slot width 0") << sql({"UPDATE gpu SET slot_width = 0 WHERE rowid = 3"})
                                  << QStringLiteral("spec.slotWidth");
    QTest::newRow("10 m card") << sql({"UPDATE gpu SET length_mm = 10000 WHERE rowid = 4"})
                               << QStringLiteral("spec.lengthMm");
    QTest::newRow("0 W PSU") << sql({"UPDATE psu SET wattage_w = 0 WHERE rowid = 1"})
                             << QStringLiteral("spec.wattageW");
    QTest::newRow("x0 slot") << sql({"UPDATE pcie_slot SET max_lanes = 0 WHERE rowid = 1"})
                             << QStringLiteral("maxLanes");
    QTest::newRow("NUL in a name") << sql({"UPDATE part SET name = 'a' || char(0) || 'b' WHERE rowid = 1"})
                                   << QStringLiteral("NUL");
    QTest::newRow("not a catalog") << sql({"DROP TABLE gpu", "DROP TABLE cpu", "CREATE TABLE notes (x)"})
                                   << QStringLiteral("is missing");
    // An index out of step with its table: the quick check does not compare them, the integrity check does.
    QTest::newRow("index out of step") << sql({"PRAGMA writable_schema = ON",
        "UPDATE sqlite_master SET sql = 'CREATE INDEX part_kind ON part (name)' WHERE name = 'part_kind'"})
                                       << QStringLiteral("integrity check found");
}

void TestCatalogCheck::damagedCatalogRefused()
{
    QFETCH(QStringList, statements);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = copyOfBundled(dir, QStringLiteral("damaged.sqlite"));
    QVERIFY(damage(path, statements));
    const QString problem = checkCatalogFile(path);
    QVERIFY2(problem.contains(reason), qPrintable(problem));
    QVERIFY2(problem.contains(path), qPrintable(problem));
    QVERIFY(!problem.contains(QStringLiteral("()")));
    // SqliteCatalog::open refuses it with the same words; the session reports it.
    const auto opened = SqliteCatalog::open(path);
    QVERIFY(!opened.catalog);
    QCOMPARE(opened.error, problem);
    const CatalogSession session(path, QString(), QString());
    QVERIFY(!session.catalog());
    QCOMPARE(session.problems(), QStringList {problem});
}

void TestCatalogCheck::truncatedCatalogRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.sqlite"));
    QFile source(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QFile cut(path);
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(source.read(source.size() / 2));
    cut.close();
    const QString problem = checkCatalogFile(path);
    QVERIFY2(problem.contains(QStringLiteral("damaged")), qPrintable(problem));
    QVERIFY(!SqliteCatalog::open(path).catalog);
}

void TestCatalogCheck::notAFileRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("folder");
    QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("FIFO");
    QTest::newRow("device") << QStringLiteral("/dev/zero") << QStringLiteral("device");
    QTest::newRow("link to a fifo") << QStringLiteral("link") << QStringLiteral("FIFO");
    QTest::newRow("not sqlite") << QStringLiteral("text") << QStringLiteral("not an SQLite database");
}

void TestCatalogCheck::notAFileRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("thing"));
    if (kind == u"folder") {
        QVERIFY(QDir().mkpath(path));
    } else if (kind == u"fifo" || kind == u"link") {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        if (kind == u"link") {
            QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("link"))));
            path = dir.filePath(QStringLiteral("link"));
        }
    } else if (kind == u"text") {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not a catalog\n");
    } else {
        path = kind;
    }
    QElapsedTimer t;
    t.start();
    const auto opened = SqliteCatalog::open(path);
    QVERIFY(!opened.catalog);
    QVERIFY2(opened.error.contains(reason), qPrintable(opened.error));
    QVERIFY2(!opened.error.contains(QStringLiteral("does not exist")), qPrintable(opened.error));
    QVERIFY(t.elapsed() < 10000); // did not hang on the pipe or read the device
}

void TestCatalogCheck::damagedOverlaySetAside_data()
{
    QTest::addColumn<QString>("damageKind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("junk") << QStringLiteral("junk") << QStringLiteral("not an SQLite database");
    QTest::newRow("missing table") << QStringLiteral("table") << QStringLiteral("custom_part");
    QTest::newRow("missing column") << QStringLiteral("column") << QStringLiteral("currency");
}

void TestCatalogCheck::damagedOverlaySetAside()
{
    QFETCH(QString, damageKind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto first = UserOverlay::open(path);
        QVERIFY2(first.overlay, qPrintable(first.error));
        QCOMPARE(first.overlay->setPriceOverride(
                     PartId(QStringLiteral("gpu/x")), Money(100, QStringLiteral("USD"))),
            std::nullopt);
    }
    if (damageKind == u"junk") {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'j'));
    } else if (damageKind == u"table") {
        QVERIFY(damage(path, {QStringLiteral("DROP TABLE custom_part")}));
    } else {
        QVERIFY(damage(path, {QStringLiteral("ALTER TABLE price_override DROP COLUMN currency")}));
    }
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray damagedBytes = before.readAll();
    before.close();

    const auto opened = UserOverlay::open(path);
    QVERIFY2(opened.overlay, qPrintable(opened.error));
    QCOMPARE(opened.notices.size(), 1);
    QVERIFY2(opened.notices[0].contains(reason), qPrintable(opened.notices[0]));
    // Kept beside, byte for byte, under a dated name; a fresh, empty overlay in its place.
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("overlay.sqlite.damaged-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(opened.notices[0].contains(aside[0]));
    QFile kept(dir.filePath(aside[0]));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damagedBytes);
    // What the damage left readable comes back: with the custom parts' table gone, the prices are
    // kept; with a price column gone, the prices cannot be, and the notice says so.
    if (damageKind == u"table") {
        QCOMPARE(opened.overlay->priceOverrides().value(QStringLiteral("gpu/x")).cents(), 100);
        QVERIFY2(
            opened.notices[0].contains(QStringLiteral("your prices: 1 kept")), qPrintable(opened.notices[0]));
        QVERIFY2(opened.notices[0].contains(QStringLiteral("custom parts (their table is missing)")),
            qPrintable(opened.notices[0]));
    } else {
        QVERIFY(opened.overlay->priceOverrides().isEmpty());
    }
    if (damageKind == u"column")
        QVERIFY2(opened.notices[0].contains(QStringLiteral("your prices (column currency is missing)")),
            qPrintable(opened.notices[0]));
    QCOMPARE(
        opened.overlay->setPriceOverride(PartId(QStringLiteral("gpu/x")), Money(200, QStringLiteral("USD"))),
        std::nullopt);
    // The session tells the user while the catalog carries on.
    const CatalogSession session(QStringLiteral(RIGSMITH_CATALOG_FILE), QString(), path);
    QVERIFY(session.catalog());
}

void TestCatalogCheck::newerOverlayLeftAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    QVERIFY(UserOverlay::open(path).overlay);
    QVERIFY(damage(path, {QStringLiteral("PRAGMA user_version = 9")}));
    const auto opened = UserOverlay::open(path);
    QVERIFY(!opened.overlay);
    QVERIFY2(opened.error.contains(QStringLiteral("newer")), qPrintable(opened.error));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}), QStringList());
}

void TestCatalogCheck::damagedOverlayNoticeIsOneLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto first = UserOverlay::open(path);
        QVERIFY(first.overlay);
        for (int i = 0; i < 30; ++i)
            QCOMPARE(first.overlay->setPriceOverride(
                         PartId(QStringLiteral("gpu/p%1").arg(i)), Money(100 + i, QStringLiteral("USD"))),
                std::nullopt);
    }
    // An index whose entries no longer match its table: a problem for every row.
    QVERIFY(damage(path,
        {QStringLiteral("CREATE INDEX price_shop ON price_override (shop)"),
            QStringLiteral("PRAGMA writable_schema = ON"),
            QStringLiteral(
                "UPDATE sqlite_master SET sql = 'CREATE INDEX price_shop ON price_override (cents)' "
                "WHERE name = 'price_shop'")}));
    const auto opened = UserOverlay::open(path);
    QVERIFY2(opened.overlay, qPrintable(opened.error));
    QCOMPARE(opened.notices.size(), 1);
    const QString notice = opened.notices[0];
    QVERIFY2(!notice.contains(u'\n') && !notice.contains(u'\r'), qPrintable(notice));
    // One problem a row, counted; the first as SQLite words it.
    QVERIFY2(notice.contains(QStringLiteral("integrity check found 30 problem")), qPrintable(notice));
    QVERIFY2(notice.contains(QStringLiteral("the first: row 1 missing from index price_shop")),
        qPrintable(notice));
    // The prices are still read from the copy kept aside.
    QCOMPARE(opened.overlay->priceOverrides().size(), 30);
}

void TestCatalogCheck::foreignDatabaseLeftAlone_data()
{
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<QString>("reason");
    QTest::newRow("another program's tables")
        << QStringList {QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
               QStringLiteral("INSERT INTO notes (text) VALUES ('keep me')")}
        << QStringLiteral("its tables: notes");
    QTest::newRow("another program's id") << QStringList {QStringLiteral("PRAGMA application_id = 1234"),
        QStringLiteral("CREATE TABLE custom_part (x)")}
                                          << QStringLiteral("application id 1234");
    QTest::newRow("versioned, none of our tables") << QStringList {QStringLiteral("CREATE TABLE t (x)"),
        QStringLiteral("PRAGMA user_version = 7")} << QStringLiteral("its tables: t");
}

void TestCatalogCheck::foreignDatabaseLeftAlone()
{
    QFETCH(QStringList, statements);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    QVERIFY(damage(path, statements));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();
    const auto opened = UserOverlay::open(path);
    QVERIFY(!opened.overlay);
    QVERIFY2(
        opened.error.contains(QStringLiteral("another program's SQLite database")), qPrintable(opened.error));
    QVERIFY2(opened.error.contains(reason), qPrintable(opened.error));
    QVERIFY2(opened.error.contains(QStringLiteral("left as it is")), qPrintable(opened.error));
    // Not a byte changed, nothing set aside, no journal left.
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("overlay.sqlite")});
}

void TestCatalogCheck::overlayWithoutApplicationIdStillOpens()
{
    // Overlays made before the application id was set are known by their tables, and marked now.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto first = UserOverlay::open(path);
        QVERIFY(first.overlay);
        QCOMPARE(first.overlay->setPriceOverride(
                     PartId(QStringLiteral("gpu/x")), Money(100, QStringLiteral("USD"))),
            std::nullopt);
    }
    QVERIFY(damage(path, {QStringLiteral("PRAGMA application_id = 0")}));
    {
        const auto opened = UserOverlay::open(path);
        QVERIFY2(opened.overlay, qPrintable(opened.error));
        QCOMPARE(opened.notices, QStringList());
        QCOMPARE(opened.overlay->priceOverrides().value(QStringLiteral("gpu/x")).cents(), 100);
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek-id"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    {
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id")) && q.next());
        QCOMPARE(q.value(0).toLongLong(), UserOverlay::kApplicationId);
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("peek-id"));
}

void TestCatalogCheck::unreadableCustomPartReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto first = UserOverlay::open(path);
        QVERIFY(first.overlay);
        // A part no build could hold again is refused when added.
        Part zeroWatt;
        zeroWatt.info.id = PartId(QStringLiteral("psu/zero"));
        zeroWatt.info.name = QStringLiteral("Zero");
        zeroWatt.spec = PsuSpec {};
        const auto refused = first.overlay->addCustomPart(zeroWatt);
        QVERIFY(refused);
        QVERIFY2(refused->contains(QStringLiteral("wattageW")), qPrintable(*refused));
    }
    QVERIFY(damage(path,
        {QStringLiteral("INSERT INTO custom_part VALUES ('gpu/broken', 'gpu', '{\"kind\": \"gpu\"')"),
            QStringLiteral(
                "INSERT INTO custom_part VALUES ('psu/zero', 'psu', '{\"kind\":\"psu\",\"name\":\"Z\","
                "\"estimated\":[],\"spec\":{\"wattageW\":0,\"efficiency\":\"gold\",\"connectors\":"
                "{\"pcie6\":0,\"pcie8\":0,\"pcie12vhpwr\":0},\"atxVersion\":3}}')")}));
    const auto opened = UserOverlay::open(path);
    QVERIFY(opened.overlay);
    QCOMPARE(opened.notices.size(), 1);
    QVERIFY2(opened.notices[0].contains(QStringLiteral("gpu/broken")), qPrintable(opened.notices[0]));
    QVERIFY2(opened.notices[0].contains(QStringLiteral("psu/zero")), qPrintable(opened.notices[0]));
    QVERIFY(opened.overlay->customParts().isEmpty());
    // The rows stay in the file: nothing of the user's is deleted.
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM custom_part")) && q.next());
    QCOMPARE(q.value(0).toInt(), 2);
    q = QSqlQuery();
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
}

// A negative price stored in the overlay (by another tool, or an old file) was shown as
// "USD -5.00"; values read back are checked as imported ones are.
void TestCatalogCheck::badStoredPricesReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto first = UserOverlay::open(path);
        QVERIFY(first.overlay);
        QCOMPARE(first.overlay->setPriceOverride(
                     PartId(QStringLiteral("gpu/good")), Money(500, QStringLiteral("USD"))),
            std::nullopt);
    }
    QVERIFY(damage(path,
        {QStringLiteral("INSERT INTO price_override (part_id, cents, currency, set_on, shop) VALUES "
                        "('gpu/negative', -500, 'USD', '2025-01-01', '')"),
            QStringLiteral("INSERT INTO price_override (part_id, cents, currency, set_on, shop) VALUES "
                           "('gpu/nocurrency', 500, 'us', '2025-01-01', '')"),
            QStringLiteral("INSERT INTO price_override (part_id, cents, currency, set_on, shop) VALUES "
                           "('gpu/nodate', 500, 'USD', 'soon', '')")}));
    const auto opened = UserOverlay::open(path);
    QVERIFY(opened.overlay);
    QVERIFY2(opened.notices.size() == 1, qPrintable(opened.notices.join(u'\n')));
    for (const char *id : {"gpu/negative", "gpu/nocurrency", "gpu/nodate"})
        QVERIFY2(opened.notices[0].contains(QLatin1String(id)), qPrintable(opened.notices[0]));
    QCOMPARE(opened.overlay->prices().size(), 1);
    QCOMPARE(opened.overlay->priceOverrides().keys(), QStringList {QStringLiteral("gpu/good")});
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}), QStringList());
}

// A writer killed in a transaction leaves a hot journal; opening rolls it back (SQLite's recovery)
// and nothing is set aside. The killed writer is simulated by copying the database and its journal
// while a transaction is open, as they are on disk at the moment of a kill.
void TestCatalogCheck::hotJournalRolledBackNotSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
    {
        auto first = UserOverlay::open(path);
        QVERIFY(first.overlay);
        QCOMPARE(first.overlay->setPriceOverride(
                     PartId(QStringLiteral("gpu/kept")), Money(700, QStringLiteral("USD"))),
            std::nullopt);
    }
    const QString killed = dir.filePath(QStringLiteral("killed.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA cache_size = 1"))); // pages reach the file before commit
        QVERIFY(q.exec(QStringLiteral("BEGIN")));
        QVERIFY(q.exec(QStringLiteral("UPDATE price_override SET cents = 1")));
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE filler (x)")));
        for (int i = 0; i < 2000; ++i)
            QVERIFY(q.exec(QStringLiteral("INSERT INTO filler VALUES (randomblob(1000))")));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-journal")));
        QVERIFY(QFile::copy(path, killed));
        QVERIFY(QFile::copy(path + QStringLiteral("-journal"), killed + QStringLiteral("-journal")));
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q = QSqlQuery();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("writer"));
    const auto opened = UserOverlay::open(killed);
    QVERIFY2(opened.overlay, qPrintable(opened.error));
    QVERIFY2(opened.notices.isEmpty(), qPrintable(opened.notices.join(u'\n')));
    QCOMPARE(opened.overlay->priceOverrides().value(QStringLiteral("gpu/kept")).cents(), 700);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}), QStringList());
    QVERIFY(!QFileInfo::exists(killed + QStringLiteral("-journal")));
}

// The window's import shows its progress and can be stopped: a stopped list imports nothing.
void TestCatalogCheck::priceListReadingCancels()
{
    const Part cpu = rigsmith::testing::guideFourBlowerBuild().cpu->toPart();
    const InMemoryCatalog catalog({cpu});
    QByteArray csv("part,price,currency,date,shop\n");
    for (int i = 0; i < 3000; ++i)
        csv += "no such part " + QByteArray::number(i) + ",5,USD,2025-01-01,A\n";
    csv += cpu.info.id.key().toUtf8() + ",5,USD,2025-01-01,A\n";
    int calls = 0;
    const PriceList whole
        = readPriceList(csv, catalog, QDate(2026, 1, 1), [&calls](qsizetype done, qsizetype total) {
              ++calls;
              return done < total;
          });
    QVERIFY(calls > 5);
    QVERIFY(!whole.cancelled);
    QCOMPARE(whole.prices.size(), 1);
    QCOMPARE(whole.bad.size(), 3000);
    const PriceList stopped = readPriceList(
        csv, catalog, QDate(2026, 1, 1), [](qsizetype done, qsizetype) { return done < 1000; });
    QVERIFY(stopped.cancelled);
    QVERIFY(stopped.prices.isEmpty() && stopped.bad.isEmpty());
}

QTEST_GUILESS_MAIN(TestCatalogCheck)
#include "tst_catalogcheck.moc"
