// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Import PCPartPicker list: each line of a real export with the catalog part it matched and
// how sure, a match the user changes before anything is stored, a cut-off list refused.
#include "db/catalog/sqlitecatalog.h"
#include "ui/dialogs/partlistimportdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace rigsmith;
using namespace rigsmith::core;
using namespace rigsmith::ui;

namespace {

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(RIGSMITH_TEST_DATA "/pcpartpicker/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return f.readAll();
}

int rowOf(const PartListImportDialog &dialog, const QString &type)
{
    for (int row = 0; row < dialog.lineTable()->rowCount(); ++row) {
        if (dialog.lineTable()->item(row, 1)->text() == type)
            return row;
    }
    return -1;
}

const db::UserPrice *priceOf(const QList<db::UserPrice> &prices, const QString &id)
{
    for (const db::UserPrice &p : prices) {
        if (p.part.key() == id)
            return &p;
    }
    return nullptr;
}

void choose(QComboBox *box, int index)
{
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}

} // namespace

class TestPartListImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void linesShowTheirMatchAndHowSure();
    void theUserChangesAMatchBeforeImport();
    void aCutOffListIsRefused();

private:
    std::unique_ptr<PartCatalog> mCatalog;
    const QDate mToday {2026, 12, 6};
};

void TestPartListImport::initTestCase()
{
    auto opened = db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY(opened.catalog);
    mCatalog = std::move(opened.catalog);
}

void TestPartListImport::linesShowTheirMatchAndHowSure()
{
    PartListImportDialog dialog(*mCatalog, mToday);
    dialog.setListText(fixture(QStringLiteral("text-us-2026.txt")));
    QCOMPARE(dialog.lineTable()->rowCount(), 9);
    const int cpu = rowOf(dialog, QStringLiteral("CPU"));
    QCOMPARE(dialog.partChoice(cpu)->currentData().toString(), QStringLiteral("cpu/amd-ryzen-5-5600x"));
    QCOMPARE(dialog.lineTable()->item(cpu, 6)->text(), QStringLiteral("exact"));
    QCOMPARE(dialog.lineTable()->item(rowOf(dialog, QStringLiteral("Memory")), 6)->text(),
        QStringLiteral("close: check it"));
    QCOMPARE(dialog.lineTable()->item(cpu, 4)->text(), QStringLiteral("USD 163.00 at Amazon"));
    const int monitor = rowOf(dialog, QStringLiteral("Monitor"));
    QVERIFY(!dialog.partChoice(monitor)->isEnabled());
    QVERIFY(dialog.lineTable()->item(monitor, 6)->text().startsWith(QStringLiteral("left out")));
    QVERIFY(dialog.importButton()->isEnabled());
    QVERIFY2(dialog.summary()->text().contains(QStringLiteral("of 2026-03-02 to import")),
        qPrintable(dialog.summary()->text()));
    const QList<db::UserPrice> prices = dialog.prices();
    const db::UserPrice *p = priceOf(prices, QStringLiteral("cpu/amd-ryzen-5-5600x"));
    QVERIFY(p);
    QCOMPARE(p->price, Money(16300, QStringLiteral("USD")));
    QCOMPARE(p->date, QDate(2026, 3, 2));
    if (const QString dir = qEnvironmentVariable("RIGSMITH_SCREENSHOT_DIR"); !dir.isEmpty()) {
        dialog.resize(1300, 700);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(dir + QStringLiteral("/partlistimport.png"));
    }
}

void TestPartListImport::theUserChangesAMatchBeforeImport()
{
    PartListImportDialog dialog(*mCatalog, mToday);
    dialog.setListText(fixture(QStringLiteral("text-us-2026.txt")));
    // Another memory kit than the closest: its price is the list's.
    const int memory = rowOf(dialog, QStringLiteral("Memory"));
    QComboBox *kits = dialog.partChoice(memory);
    QVERIFY(kits->count() >= 3);
    const int other = kits->currentIndex() == 0 ? 1 : 0;
    const QString otherId = kits->itemData(other).toString();
    choose(kits, other);
    QCOMPARE(dialog.lineTable()->item(memory, 6)->text(), QStringLiteral("your choice"));
    const QList<db::UserPrice> prices = dialog.prices();
    const db::UserPrice *kit = priceOf(prices, otherId);
    QVERIFY(kit);
    QCOMPARE(kit->price, Money(28499, QStringLiteral("USD")));
    // A line set to none is left out.
    const int cpu = rowOf(dialog, QStringLiteral("CPU"));
    choose(dialog.partChoice(cpu), dialog.partChoice(cpu)->count() - 1);
    QCOMPARE(dialog.lineTable()->item(cpu, 6)->text(), QStringLiteral("none (your choice)"));
    QVERIFY(!priceOf(dialog.prices(), QStringLiteral("cpu/amd-ryzen-5-5600x")));
}

void TestPartListImport::aCutOffListIsRefused()
{
    PartListImportDialog dialog(*mCatalog, mToday);
    dialog.pasteBox()->setPlainText(QString::fromUtf8(fixture(QStringLiteral("md-de-nofooter.md"))));
    QCOMPARE(dialog.lineTable()->rowCount(), 0);
    QVERIFY2(
        dialog.summary()->text().contains(QStringLiteral("cut off")), qPrintable(dialog.summary()->text()));
    QVERIFY(!dialog.importButton()->isEnabled());
    QVERIFY(dialog.prices().isEmpty());
}

QTEST_MAIN(TestPartListImport)
#include "tst_partlistimport.moc"
