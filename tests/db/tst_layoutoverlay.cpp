// SPDX-License-Identifier: GPL-3.0-or-later
// Corrected board layouts in the user overlay (overlay step 003): saved, read back after the
// overlay is reopened, shown by the catalog in place of the bundled layout and marked as the
// user's; bad corrections are refused and a damaged one is reported, never silently dropped.
#include "core/catalog/layoutcorrection.h"
#include "core/model/layoutconfidence.h"
#include "db/catalog/migrations.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/overlay/useroverlay.h"
#include "db/session/catalogsession.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::db;

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A bundled board with at least two slots, and a correction that differs from it.
LayoutCorrection correctionOf(const Part &board)
{
    LayoutCorrection c;
    c.board = board.info.id;
    c.boardName = board.info.name;
    PcieSlot top;
    top.position = 2;
    top.physicalSize = Lanes(16);
    top.maxLanes = Lanes(16);
    top.generation = 5;
    top.sharesLanesWith = {5};
    top.lanesWhenShared = 8;
    PcieSlot bottom = top;
    bottom.position = 5;
    bottom.sharesLanesWith = {2};
    PcieSlot chipset;
    chipset.position = 7;
    chipset.physicalSize = Lanes(16);
    chipset.maxLanes = Lanes(4);
    chipset.source = LaneSource::Chipset;
    chipset.generation = 4;
    c.slots = {top, bottom, chipset};
    c.sourceNote = QStringLiteral("counted on my board");
    c.sourceUrl = QStringLiteral("https://example.org/review");
    return c;
}

} // namespace

class TestLayoutOverlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTripThroughTheOverlay()
    {
        const QString catalogPath = QStringLiteral(RIGSMITH_CATALOG_FILE);
        const QByteArray before = digest(catalogPath);
        QTemporaryDir dir;
        const QString overlayPath = dir.filePath(QStringLiteral("overlay.sqlite"));
        auto catalog = SqliteCatalog::open(catalogPath);
        QVERIFY(catalog.catalog);
        const QList<Part> boards = catalog.catalog->parts(PartKind::Motherboard);
        QVERIFY(!boards.isEmpty());
        const Part board = boards.first();
        const LayoutCorrection c = correctionOf(board);
        QVERIFY(board.as<MotherboardSpec>()->slots != c.slots);
        {
            auto overlay = UserOverlay::open(overlayPath);
            QVERIFY2(overlay.overlay, qPrintable(overlay.error));
            OverlaidCatalog both(*catalog.catalog, *overlay.overlay);
            QCOMPARE(both.saveLayoutCorrection(c), std::nullopt);
            QCOMPARE(both.part(board.info.id)->as<MotherboardSpec>()->slots, c.slots);
        }
        // Reopened: the overlay still has it, and the catalog the app sees returns it.
        auto overlay = UserOverlay::open(overlayPath);
        QVERIFY2(overlay.overlay, qPrintable(overlay.error));
        QVERIFY(overlay.notices.isEmpty());
        QCOMPARE(overlay.overlay->layoutCorrections(), QList<LayoutCorrection> {c});
        OverlaidCatalog both(*catalog.catalog, *overlay.overlay);
        QCOMPARE(both.layoutCorrection(board.info.id), c);
        const auto shown = both.part(board.info.id);
        QVERIFY(shown);
        const auto *spec = shown->as<MotherboardSpec>();
        QCOMPARE(spec->slots, c.slots);
        QVERIFY(spec->layoutCorrected);
        QCOMPARE(layoutConfidenceLabel(*spec), QStringLiteral("corrected by you"));
        QVERIFY(spec->layoutSources.contains(c.sourceUrl));
        // Every way of reading the catalog agrees.
        bool listed = false;
        for (const Part &p : both.parts(PartKind::Motherboard)) {
            if (p.info.id == board.info.id) {
                listed = true;
                QVERIFY(p.as<MotherboardSpec>()->layoutCorrected);
            }
        }
        QVERIFY(listed);
        const QList<Part> found = both.search(PartQuery {PartKind::Motherboard, board.info.name, {}, {}, -1});
        const auto hit = std::find_if(
            found.cbegin(), found.cend(), [&](const Part &p) { return p.info.id == board.info.id; });
        QVERIFY(hit != found.cend());
        QCOMPARE(hit->as<MotherboardSpec>()->slots, c.slots);
        // Other boards and the bundled catalog itself are untouched.
        QCOMPARE(catalog.catalog->part(board.info.id)->as<MotherboardSpec>()->slots,
            board.as<MotherboardSpec>()->slots);
        QVERIFY(!both.part(boards.last().info.id)->as<MotherboardSpec>()->layoutCorrected);
        QCOMPARE(digest(catalogPath), before);

        // Back to the catalog's layout.
        QCOMPARE(both.removeLayoutCorrection(board.info.id), std::nullopt);
        QCOMPARE(both.part(board.info.id)->as<MotherboardSpec>()->slots, board.as<MotherboardSpec>()->slots);
        QVERIFY(overlay.overlay->layoutCorrections().isEmpty());
    }

    void badCorrectionsAreRefused()
    {
        auto catalog = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
        QVERIFY(catalog.catalog);
        const Part board = catalog.catalog->parts(PartKind::Motherboard).first();
        QTemporaryDir dir;
        auto overlay = UserOverlay::open(dir.filePath(QStringLiteral("overlay.sqlite")));
        QVERIFY(overlay.overlay);
        OverlaidCatalog both(*catalog.catalog, *overlay.overlay);

        LayoutCorrection duplicate = correctionOf(board);
        duplicate.slots[2].position = 5;
        const auto refused = both.saveLayoutCorrection(duplicate);
        QVERIFY(refused);
        QVERIFY2(refused->contains(QStringLiteral("two slots at opening 5")), qPrintable(*refused));

        LayoutCorrection unknown = correctionOf(board);
        unknown.board = PartId(QStringLiteral("motherboard/no-such-board"));
        QVERIFY(both.saveLayoutCorrection(unknown));

        LayoutCorrection gpu = correctionOf(board);
        gpu.board = catalog.catalog->parts(PartKind::Gpu).first().info.id;
        QVERIFY(both.saveLayoutCorrection(gpu));

        QVERIFY(overlay.overlay->layoutCorrections().isEmpty());
        QVERIFY(!both.part(board.info.id)->as<MotherboardSpec>()->layoutCorrected);
    }

    void olderOverlayIsMigrated()
    {
        // An overlay of version 2 (prices with shops, no layouts) gains the layout table and keeps
        // its prices.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v2"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QList<Migration> steps = overlayMigrations();
            QVERIFY(steps.size() >= 3);
            QCOMPARE(migrate(db, steps.mid(0, 2)), std::nullopt);
            QCOMPARE(schemaVersion(db), 2);
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO price_override VALUES ('gpu/x-card', 12345, 'USD', "
                                          "'2026-01-01', 'shop')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v2"));
        auto overlay = UserOverlay::open(path);
        QVERIFY2(overlay.overlay, qPrintable(overlay.error));
        QVERIFY(overlay.notices.isEmpty());
        QCOMPARE(overlay.overlay->prices().size(), 1);
        QVERIFY(overlay.overlay->layoutCorrections().isEmpty());
        auto catalog = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
        const Part board = catalog.catalog->parts(PartKind::Motherboard).first();
        QCOMPARE(overlay.overlay->setLayoutCorrection(correctionOf(board)), std::nullopt);
        QCOMPARE(overlay.overlay->layoutCorrections().size(), 1);
    }

    void damagedCorrectionIsReported()
    {
        auto catalog = SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
        const QList<Part> boards = catalog.catalog->parts(PartKind::Motherboard);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("overlay.sqlite"));
        {
            auto overlay = UserOverlay::open(path);
            QVERIFY(overlay.overlay);
            QCOMPARE(overlay.overlay->setLayoutCorrection(correctionOf(boards.first())), std::nullopt);
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hurt"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("INSERT INTO board_layout VALUES ('%1', '{\"format\": 7', '2026-01-01')")
                    .arg(boards.last().info.id.key())));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("hurt"));
        auto overlay = UserOverlay::open(path);
        QVERIFY(overlay.overlay);
        QCOMPARE(overlay.notices.size(), 1);
        QVERIFY2(overlay.notices.first().contains(boards.last().info.id.key()),
            qPrintable(overlay.notices.first()));
        // The good one still applies; the damaged row stays in the file.
        OverlaidCatalog both(*catalog.catalog, *overlay.overlay);
        QVERIFY(both.part(boards.first().info.id)->as<MotherboardSpec>()->layoutCorrected);
        QVERIFY(!both.part(boards.last().info.id)->as<MotherboardSpec>()->layoutCorrected);
    }

    void sessionOffersTheStore()
    {
        QTemporaryDir dir;
        const CatalogSession with(
            QStringLiteral(RIGSMITH_CATALOG_FILE), QString(), dir.filePath(QStringLiteral("overlay.sqlite")));
        QVERIFY(with.layoutStore());
        const CatalogSession without(QStringLiteral(RIGSMITH_CATALOG_FILE), QString(), QString());
        QVERIFY(!without.layoutStore());
    }
};

QTEST_GUILESS_MAIN(TestLayoutOverlay)
#include "tst_layoutoverlay.moc"
