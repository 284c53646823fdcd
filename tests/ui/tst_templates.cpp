// SPDX-License-Identifier: GPL-3.0-or-later
// The sample builds of File ▸ New from template: each says what it shows (a name and notes), is
// made of the shipped catalog's own parts with their prices, and so opens without offering to
// update anything from the catalog.
#include "core/compare/catalogdrift.h"
#include "core/model/buildparts.h"
#include "core/rules/ruleengine.h"
#include "db/session/catalogsession.h"
#include "support/testwindow.h"

#include <QMenuBar>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::ui;

class TestTemplates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void templates_data();
    void templates();
    void menuNamesEveryTemplate();

private:
    std::unique_ptr<rigsmith::db::CatalogSession> mSession;
};

void TestTemplates::initTestCase()
{
    mSession = std::make_unique<rigsmith::db::CatalogSession>(
        QStringLiteral(RIGSMITH_CATALOG_FILE), QString(), QString());
    QVERIFY2(mSession->catalog(), qPrintable(mSession->problems().join(u' ')));
    for (PartKind kind : allValues<PartKind>())
        mSession->catalog()->whenReady(kind).waitForFinished();
}

void TestTemplates::templates_data()
{
    QTest::addColumn<QString>("path");
    const QStringList all = MainWindow::templates();
    QVERIFY(all.size() >= 4);
    for (const QString &path : all)
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
}

void TestTemplates::templates()
{
    QFETCH(QString, path);
    const PartCatalog &catalog = *mSession->catalog();
    auto window = rigsmith::testing::testWindow(&catalog);
    QVERIFY(window->openTemplate(path));
    const Build &b = window->document()->build();
    // Says what it shows.
    QVERIFY(!b.name.isEmpty());
    QVERIFY2(b.notes.size() >= 40, qPrintable(b.notes));
    // Opening it offers no update: every part is the catalog's, as the catalog has it now.
    QVERIFY2(window->lastDrift().isEmpty(),
        qPrintable(window->lastDrift().isEmpty() ? QString()
                                                 : window->lastDrift().first().id.key() + QStringLiteral(": ")
                    + window->lastDrift().first().after));
    QVERIFY(catalogDrift(b, catalog).isEmpty());
    int parts = 0;
    forEachPart(b, [&](PartKind, const auto &part, int, int) {
        ++parts;
        const auto fromCatalog = catalog.part(part.info.id);
        QVERIFY2(fromCatalog, qPrintable(part.info.id.key()));
        QVERIFY2(part.info.price && part.info.price->cents() > 0, qPrintable(part.info.id.key()));
        QCOMPARE(part.info.dataSource, fromCatalog->info.dataSource);
        QCOMPARE(part.info.priceDate, fromCatalog->info.priceDate);
        QCOMPARE(part.info.priceSource, fromCatalog->info.priceSource);
        QVERIFY2(!part.info.dataSource.contains(QStringLiteral("test"), Qt::CaseInsensitive),
            qPrintable(part.info.id.key()));
    });
    QVERIFY(parts >= 7); // case, board, CPU, cooler, PSU, a GPU, memory, storage
    // Every part priced: the total is a total, not a lower bound.
    const Analyses a = Analyses::of(b);
    QCOMPARE(a.cost.unpricedParts, 0);
    QVERIFY(a.cost.purchase.cents() > 0);
}

// The menu names each template in words (its name), not by its file.
void TestTemplates::menuNamesEveryTemplate()
{
    auto window = rigsmith::testing::testWindow(mSession->catalog());
    QMenu *file = window->menuBar()->actions().first()->menu();
    QMenu *templates = nullptr;
    for (QAction *a : file->actions()) {
        if (a->menu() && a->text().contains(QStringLiteral("template")))
            templates = a->menu();
    }
    QVERIFY(templates);
    QCOMPARE(templates->actions().size(), MainWindow::templates().size());
    for (QAction *a : templates->actions()) {
        QVERIFY2(!a->text().endsWith(QStringLiteral(".rigsmith")), qPrintable(a->text()));
        QVERIFY2(!a->toolTip().isEmpty() && a->toolTip() != a->text(), qPrintable(a->toolTip()));
    }
}

QTEST_MAIN(TestTemplates)
#include "tst_templates.moc"
