// SPDX-License-Identifier: GPL-3.0-or-later
// The user's own prices in the window: set from the dialog or the price column, imported from a
// CSV list with a preview, each one undo step; old prices marked in the browser, the summary and
// the build sheet; a build whose parts now have the user's price offers to take it.
#include "core/analysis/costestimate.h"
#include "core/compare/shoppinglist.h"
#include "core/file/buildfile.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "core/rules/ruleengine.h"
#include "db/overlay/pricebook.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/browser/partfilterproxy.h"
#include "ui/browser/partsbrowser.h"
#include "ui/browser/parttablemodel.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassisscene.h"
#include "ui/dialogs/priceimportdialog.h"
#include "ui/dialogs/setpricedialog.h"
#include "ui/docks/summarystrip.h"
#include "ui/sheet/buildsheet.h"

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <sys/stat.h>

using namespace rigsmith;
using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestPricesUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void setPriceFromDialog();
    void editPriceColumn();
    void browserInBuildCurrency();
    void importPreviewCancelled();
    void importAcceptedAndUndone();
    void undoKeepsPricesChangedSince();
    void importReadsRegularFilesOnly();
    void shoppingListReadsBack();
    void stalePriceMarked();
    void sheetPrintsPriceDate();
    void launchPricesShownAsSuch();
    void openedBuildOffersUserPrice();

private:
    // Runs `f` on the modal dialog of type T once it is open (exec() returns after f closes it).
    template<typename T>
    void onDialog(std::function<void(T *)> f);
    Money total() const;
    QString writeCsv(const QString &name, const QByteArray &text) const;

    std::unique_ptr<QTemporaryDir> mDir;
    std::unique_ptr<InMemoryCatalog> mBase;
    std::unique_ptr<db::UserOverlay> mOverlay;
    std::unique_ptr<db::OverlaidCatalog> mCatalog;
    std::unique_ptr<db::PriceBook> mBook;
    std::unique_ptr<ui::MainWindow> mWindow;
};

template<typename T>
void TestPricesUi::onDialog(std::function<void(T *)> f)
{
    auto *timer = new QTimer(this);
    timer->setInterval(10);
    connect(timer, &QTimer::timeout, this, [timer, f] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            f(dialog);
        }
    });
    timer->start();
}

void TestPricesUi::init()
{
    mDir = std::make_unique<QTemporaryDir>();
    QVERIFY(mDir->isValid());
    const Build b = guideFourBlowerBuild();
    QList<Part> parts {b.chassis->toPart(), b.motherboard->toPart(), b.cpu->toPart(), b.cooler->toPart(),
        b.psu->toPart(), b.gpus.first().gpu.toPart(), b.memory.first().part.toPart()};
    for (const auto &s : b.storage)
        parts.append(s.part.toPart());
    mBase = std::make_unique<InMemoryCatalog>(parts);
    auto opened = db::UserOverlay::open(mDir->filePath(QStringLiteral("overlay.sqlite")));
    QVERIFY2(opened.overlay, qPrintable(opened.error));
    mOverlay = std::move(opened.overlay);
    mCatalog = std::make_unique<db::OverlaidCatalog>(*mBase, *mOverlay);
    mBook = std::make_unique<db::PriceBook>(*mOverlay, *mCatalog);
    mWindow = testWindow(mCatalog.get());
    mWindow->setPriceBook(mBook.get());
    mWindow->document()->reset(b);
}

void TestPricesUi::cleanup()
{
    mWindow.reset();
    mBook.reset();
    mCatalog.reset();
    mOverlay.reset();
    mBase.reset();
    mDir.reset();
}

Money TestPricesUi::total() const
{
    return Analyses::of(mWindow->document()->build()).cost.purchase;
}

QString TestPricesUi::writeCsv(const QString &name, const QByteArray &text) const
{
    const QString path = mDir->filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(text);
    return path;
}

void TestPricesUi::setPriceFromDialog()
{
    const Build before = mWindow->document()->build();
    const PartId board = before.motherboard->info.id;
    const Money oldBoard = *before.motherboard->info.price;
    const Money oldTotal = total();
    const QString oldText = mWindow->summary()->price()->text();
    QVERIFY2(oldText.contains(oldTotal.toString()), qPrintable(oldText));
    const QDate seen = QDate::currentDate().addDays(-3);
    onDialog<ui::SetPriceDialog>([seen](ui::SetPriceDialog *d) {
        QCOMPARE(d->dateField()->date(), QDate::currentDate()); // today unless the user says otherwise
        d->amountField()->setValue(0);
        QVERIFY(!d->okButton()->isEnabled()); // no price of zero
        d->amountField()->setValue(612.5);
        d->currencyField()->setCurrentText(QStringLiteral("USD"));
        d->dateField()->setDate(seen);
        d->shopField()->setText(QStringLiteral("Alza"));
        QVERIFY(d->okButton()->isEnabled());
        d->okButton()->click();
    });
    QVERIFY(mWindow->editPrice(board));
    // The overlay holds it, dated and with its shop.
    const auto stored = mBook->price(board);
    QVERIFY(stored);
    QCOMPARE(stored->price, Money::fromUnits(612.5, QStringLiteral("USD")));
    QCOMPARE(stored->date, seen);
    QCOMPARE(stored->shop, QStringLiteral("Alza"));
    QCOMPARE(mOverlay->prices().size(), 1);
    // The build's board carries it, and the summary's total moved by the difference.
    QCOMPARE(*mWindow->document()->build().motherboard->info.price, stored->price);
    QCOMPARE(mWindow->document()->build().motherboard->info.priceDate, seen);
    const Money expected = Money(oldTotal.cents() - oldBoard.cents() + 61250, QStringLiteral("USD"));
    QCOMPARE(total(), expected);
    QVERIFY2(mWindow->summary()->price()->text().contains(expected.toString()),
        qPrintable(mWindow->summary()->price()->text()));
    // One undo step takes it all back: no price of the user's, the board's price and total as before.
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
    mWindow->undoAction()->trigger();
    QVERIFY(!mBook->price(board));
    QVERIFY(mOverlay->prices().isEmpty());
    QCOMPARE(*mWindow->document()->build().motherboard->info.price, oldBoard);
    QCOMPARE(mWindow->summary()->price()->text(), oldText);
    QCOMPARE(mCatalog->part(board)->info.price, std::optional<Money>(oldBoard));
    // And redo stores it again.
    mWindow->redoAction()->trigger();
    QCOMPARE(mBook->price(board)->shop, QStringLiteral("Alza"));
    QCOMPARE(total(), expected);

    // Cancelled: nothing stored, nothing on the stack.
    mWindow->undoAction()->trigger();
    onDialog<ui::SetPriceDialog>([](ui::SetPriceDialog *d) {
        d->amountField()->setValue(1.0);
        d->reject();
    });
    QVERIFY(!mWindow->editPrice(board));
    QVERIFY(mOverlay->prices().isEmpty());
    QVERIFY(!mWindow->document()->undoStack()->canUndo());
}

void TestPricesUi::editPriceColumn()
{
    ui::PartsBrowser *browser = mWindow->browser();
    browser->showKind(PartKind::Psu);
    QTableView *table = browser->table();
    QCOMPARE(table->model()->rowCount(), 1);
    const QModelIndex price = table->model()->index(0, ui::PartTableModel::kPriceColumn);
    QVERIFY(price.flags() & Qt::ItemIsEditable);
    QVERIFY(!(table->model()->index(0, 0).flags() & Qt::ItemIsEditable)); // only the price
    const PartId psu = mWindow->document()->build().psu->info.id;
    const Money oldPsu = *mWindow->document()->build().psu->info.price;
    const Money oldTotal = total();
    // Typed into the cell as a user would: F2, the figure, Enter.
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    table->setFocus();
    table->setCurrentIndex(price);
    QTest::keyClick(table, Qt::Key_F2);
    auto *editor = table->viewport()->findChild<QDoubleSpinBox *>();
    QVERIFY(editor);
    QCOMPARE(editor->value(), oldPsu.units()); // starts from the price shown
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("333"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(mBook->price(psu)); // the delegate commits once back in the event loop
    const auto stored = mBook->price(psu);
    QVERIFY(stored);
    QCOMPARE(stored->price, Money::fromUnits(333.0, oldPsu.currency()));
    QCOMPARE(stored->date, QDate::currentDate());
    QCOMPARE(total().cents(), oldTotal.cents() - oldPsu.cents() + 33300);
    // The browser shows the new price, sourced, with the same part still selected.
    const QModelIndex shown = table->model()->index(0, ui::PartTableModel::kPriceColumn);
    QVERIFY2(shown.data().toString().contains(QStringLiteral("333")), qPrintable(shown.data().toString()));
    QVERIFY2(shown.data(Qt::ToolTipRole).toString().contains(QStringLiteral("your price")),
        qPrintable(shown.data(Qt::ToolTipRole).toString()));
    QCOMPARE(table->currentIndex().row(), 0);
    mWindow->undoAction()->trigger();
    QVERIFY(!mBook->price(psu));
    QCOMPARE(total(), oldTotal);
    QVERIFY(!table->model()
                 ->index(0, ui::PartTableModel::kPriceColumn)
                 .data()
                 .toString()
                 .contains(QStringLiteral("333")));
}

// The browser speaks the build's currency: prices converted at the user's exchange rate (marked ≈),
// shown as they are where there is no rate, the price filter comparing in that currency, and a
// price typed into the column taken in it.
void TestPricesUi::browserInBuildCurrency()
{
    ui::PartsBrowser *browser = mWindow->browser();
    browser->showKind(PartKind::Psu);
    QAbstractItemModel *model = browser->table()->model();
    const PartId psu = mWindow->document()->build().psu->info.id;
    const Money usd = *mWindow->document()->build().psu->info.price;
    QVERIFY(!model->index(0, ui::PartTableModel::kPriceColumn).data().toString().startsWith(u'≈'));
    Build b = mWindow->document()->build();
    b.environment.currency = QStringLiteral("EUR");
    mWindow->document()->reset(b);
    // No rate from US dollars to euros: the price as it is, and why.
    QModelIndex price = model->index(0, ui::PartTableModel::kPriceColumn);
    QVERIFY2(price.data().toString().contains(usd.toString()), qPrintable(price.data().toString()));
    QVERIFY(
        price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No exchange rate from USD to EUR")));
    QVERIFY(model->headerData(ui::PartTableModel::kPriceColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("In EUR")));
    QDoubleSpinBox *maxPrice = nullptr;
    for (auto *spin : browser->findChildren<QDoubleSpinBox *>()) {
        if (spin->prefix() == u"EUR ")
            maxPrice = spin;
    }
    QVERIFY(maxPrice);
    maxPrice->setValue(1e5 - 1);
    QCOMPARE(model->rowCount(), 0); // cannot be compared in euros
    maxPrice->setValue(0);
    QCOMPARE(model->rowCount(), 1);
    // With a rate: converted and marked, and the filter compares in euros.
    ExchangeRates rates;
    rates.set({QStringLiteral("USD"), QStringLiteral("EUR"), 0.5, QDate(2026, 11, 30)});
    mWindow->setExchangeRates(rates);
    price = model->index(0, ui::PartTableModel::kPriceColumn);
    const double euros = rates.convert(usd, QStringLiteral("EUR"))->units(); // half, to the cent
    QVERIFY(std::abs(euros - usd.units() * 0.5) <= 0.005);
    const QString half = QLocale().toString(euros);
    QVERIFY2(
        price.data().toString().startsWith(QStringLiteral("≈ ") + half), qPrintable(price.data().toString()));
    QCOMPARE(price.data(Qt::EditRole).toDouble(), euros);
    maxPrice->setValue(euros + 1);
    QCOMPARE(model->rowCount(), 1);
    maxPrice->setValue(euros - 1);
    QCOMPARE(model->rowCount(), 0);
    maxPrice->setValue(0);
    // A price typed in is the user's price in euros.
    price = model->index(0, ui::PartTableModel::kPriceColumn);
    QVERIFY(model->setData(price, 123.0, Qt::EditRole));
    QTRY_VERIFY(mBook->price(psu));
    QCOMPARE(mBook->price(psu)->price, Money::fromUnits(123.0, QStringLiteral("EUR")));
    // In the build's own currency: no "≈".
    QCOMPARE(model->index(0, ui::PartTableModel::kPriceColumn).data().toString(), QLocale().toString(123.0));
    ExchangeRates::setCurrent({});
}

void TestPricesUi::importPreviewCancelled()
{
    const Build b = mWindow->document()->build();
    const QString csv = writeCsv(QStringLiteral("mixed.csv"),
        QStringLiteral("part,price,currency,date,shop\n"
                       "%1,499.00,USD,2026-11-01,Alza\n"
                       "no such part,10,USD,2026-11-01,x\n"
                       "%2,abc,USD,2026-11-01,x\n"
                       "\"%3\",1999.99,USD,2026-10-01,\"Shop, Inc.\"\n")
            .arg(b.cpu->info.id.key(), b.psu->info.id.key(), b.gpus.first().gpu.info.name)
            .toUtf8());
    int matched = -1;
    QStringList badLines;
    bool importable = true;
    onDialog<ui::PriceImportDialog>([&](ui::PriceImportDialog *d) {
        matched = d->matchedTable()->rowCount();
        for (int r = 0; r < d->badTable()->rowCount(); ++r)
            badLines.append(d->badTable()->item(r, 0)->text() + u':' + d->badTable()->item(r, 1)->text());
        importable = d->importButton()->isEnabled();
        d->reject();
    });
    QVERIFY(!mWindow->importPriceFile(csv));
    QCOMPARE(matched, 2);
    QCOMPARE(badLines.size(), 2);
    QVERIFY2(badLines[0].startsWith(QStringLiteral("3:no catalog part")), qPrintable(badLines[0]));
    QVERIFY2(badLines[1].startsWith(QStringLiteral("4:\"abc\" is not a price")), qPrintable(badLines[1]));
    QVERIFY(!importable); // all or nothing, as on the command line
    QVERIFY(mOverlay->prices().isEmpty());
    QVERIFY(!mWindow->document()->undoStack()->canUndo());

    // A clean list, cancelled: still nothing.
    const QString good = writeCsv(QStringLiteral("good.csv"),
        QStringLiteral("part,price,currency,date,shop\n%1,499.00,USD,2026-11-01,Alza\n")
            .arg(b.cpu->info.id.key())
            .toUtf8());
    onDialog<ui::PriceImportDialog>([&](ui::PriceImportDialog *d) {
        importable = d->importButton()->isEnabled();
        d->reject();
    });
    QVERIFY(!mWindow->importPriceFile(good));
    QVERIFY(importable);
    QVERIFY(mOverlay->prices().isEmpty());
}

// A FIFO hung the window's import for ever; it reads regular files only, as build files.
void TestPricesUi::importReadsRegularFilesOnly()
{
    const QString fifo = mDir->filePath(QStringLiteral("prices.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer t;
    t.start();
    QVERIFY(!mWindow->importPriceFile(fifo));
    QVERIFY(t.elapsed() < 10000);
    const QString shown = mWindow->statusBar()->currentMessage();
    QVERIFY2(shown.contains(QStringLiteral("prices.csv")) && shown.contains(QStringLiteral("FIFO")),
        qPrintable(shown));
    QVERIFY(mOverlay->prices().isEmpty());
    QVERIFY(!mWindow->document()->undoStack()->canUndo());
}

// The shopping list the window writes imports back: a price changed in it is taken, the rest (the
// catalog's prices already, the total) left out and listed, not refused.
void TestPricesUi::shoppingListReadsBack()
{
    const Build b = mWindow->document()->build();
    QStringList lines = QString::fromUtf8(partsCsv(b)).split(u'\n', Qt::SkipEmptyParts);
    const QString currency = b.cpu->info.price->currency();
    for (QString &line : lines) {
        QStringList f = line.split(u',');
        if (f.last() == b.cpu->info.id.key()) {
            f[3] = f[4] = QStringLiteral("499.00");
            f[6] = QStringLiteral("2026-11-01");
            line = f.join(u',');
        }
    }
    const QString csv = writeCsv(QStringLiteral("shopping.csv"), (lines.join(u'\n') + u'\n').toUtf8());
    int matched = -1;
    int skipped = -1;
    onDialog<ui::PriceImportDialog>([&](ui::PriceImportDialog *d) {
        matched = d->matchedTable()->rowCount();
        skipped = d->skippedTable()->rowCount();
        d->importButton()->click();
    });
    QVERIFY(mWindow->importPriceFile(csv));
    QCOMPARE(matched, 1);
    QVERIFY(skipped >= 1);
    QCOMPARE(mOverlay->prices().size(), 1);
    QCOMPARE(mOverlay->prices().first().part, b.cpu->info.id);
    QCOMPARE(mOverlay->prices().first().price, Money(49900, currency));
    QCOMPARE(mOverlay->prices().first().date, QDate(2026, 11, 1));
}

void TestPricesUi::importAcceptedAndUndone()
{
    const Build b = mWindow->document()->build();
    const Money oldTotal = total();
    const QString csv = writeCsv(QStringLiteral("good.csv"),
        QStringLiteral("part,price,currency,date,shop\n"
                       "%1,499.00,USD,2026-11-01,Alza\n"
                       "\"%2\",1999.99,USD,2026-10-01,\"Shop, Inc.\"\n")
            .arg(b.cpu->info.id.key(), b.gpus.first().gpu.info.name)
            .toUtf8());
    QStringList rows;
    onDialog<ui::PriceImportDialog>([&](ui::PriceImportDialog *d) {
        for (int r = 0; r < d->matchedTable()->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < d->matchedTable()->columnCount(); ++c)
                cells.append(d->matchedTable()->item(r, c)->text());
            rows.append(cells.join(u'|'));
        }
        d->importButton()->click();
    });
    QVERIFY(mWindow->importPriceFile(csv));
    // Line, part, price now, new price, date, shop.
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0],
        QStringLiteral("2|%1|%2|USD 499.00|2026-11-01|Alza")
            .arg(b.cpu->info.name, b.cpu->info.price->toString()));
    QVERIFY2(
        rows[1].startsWith(QStringLiteral("3|%1|").arg(b.gpus.first().gpu.info.name)), qPrintable(rows[1]));
    QVERIFY(rows[1].endsWith(QStringLiteral("|USD 1,999.99|2026-10-01|Shop, Inc.")));
    QCOMPARE(mOverlay->prices().size(), 2);
    // The four GPUs and the CPU repriced: one undo step.
    const qint64 expected = oldTotal.cents() - b.cpu->info.price->cents() + 49900
        - 4 * b.gpus.first().gpu.info.price->cents() + 4 * 199999;
    QCOMPARE(total().cents(), expected);
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
    QVERIFY(mWindow->document()->undoStack()->undoText().contains(QStringLiteral("good.csv")));
    mWindow->undoAction()->trigger();
    QVERIFY(mOverlay->prices().isEmpty());
    QCOMPARE(total(), oldTotal);
}

void TestPricesUi::undoKeepsPricesChangedSince()
{
    // An import in the window, newer prices for one of its parts from another program (rigsmith-cli
    // opens the same overlay file), then Undo here: only what the import wrote goes back.
    const Build b = mWindow->document()->build();
    const PartId cpu = b.cpu->info.id;
    const PartId gpu = b.gpus.first().gpu.info.id;
    const QString csv = writeCsv(QStringLiteral("import.csv"),
        QStringLiteral(
            "part,price,currency,date,shop\n%1,499.00,USD,2026-11-01,Alza\n%2,1999.99,USD,2026-10-01,Alza\n")
            .arg(cpu.key(), gpu.key())
            .toUtf8());
    onDialog<ui::PriceImportDialog>([](ui::PriceImportDialog *d) { d->importButton()->click(); });
    QVERIFY(mWindow->importPriceFile(csv));
    QCOMPARE(mOverlay->prices().size(), 2);
    {
        auto other = db::UserOverlay::open(mDir->filePath(QStringLiteral("overlay.sqlite")));
        QVERIFY2(other.overlay, qPrintable(other.error));
        QVERIFY(!other.overlay->setPrices({{cpu, Money::fromUnits(450, QStringLiteral("USD")),
            QDate(2026, 11, 20), QStringLiteral("Newer shop")}}));
    }
    mWindow->undoAction()->trigger();
    const QList<db::UserPrice> afterUndo = mOverlay->prices();
    QCOMPARE(afterUndo.size(), 1);
    QCOMPARE(afterUndo.first().part.key(), cpu.key());
    QCOMPARE(afterUndo.first().price.cents(), 45000);
    QCOMPARE(afterUndo.first().shop, QStringLiteral("Newer shop"));
    QCOMPARE(mCatalog->part(cpu)->info.price->cents(), 45000);
    const QString said = mWindow->statusBar()->currentMessage();
    QVERIFY2(said.contains(b.cpu->info.name) && said.contains(QStringLiteral("kept")), qPrintable(said));
    // Redo writes the import's prices again only where the price is still what Undo left: the GPU's.
    mWindow->document()->undoStack()->redo();
    const QList<db::UserPrice> afterRedo = mOverlay->prices();
    QCOMPARE(afterRedo.size(), 2);
    for (const db::UserPrice &p : afterRedo)
        QCOMPARE(p.price.cents(), p.part.key() == cpu.key() ? 45000 : 199999);
    // With nothing changed in between, undo takes back the rest and says nothing of kept prices.
    QVERIFY(!mWindow->setUserPrices(
        {{cpu, Money::fromUnits(420, QStringLiteral("USD")), QDate(2026, 11, 21), QStringLiteral("Mine")}},
        QStringLiteral("own")));
    mWindow->undoAction()->trigger();
    QCOMPARE(mCatalog->part(cpu)->info.price->cents(), 45000);
}

void TestPricesUi::stalePriceMarked()
{
    const Build b = mWindow->document()->build();
    const QDate old = QDate::currentDate().addYears(-1).addDays(-2);
    const QDate recent = QDate::currentDate().addDays(-2);
    QVERIFY(!mWindow->setUserPrices(
        {{b.psu->info.id, Money::fromUnits(300, QStringLiteral("USD")), old, QStringLiteral("Shop A")},
            {b.cpu->info.id, Money::fromUnits(1300, QStringLiteral("USD")), recent,
                QStringLiteral("Shop B")}},
        QStringLiteral("test")));
    ui::PartsBrowser *browser = mWindow->browser();
    const auto priceCell = [browser](PartKind kind) {
        browser->showKind(kind);
        return browser->table()->model()->index(0, ui::PartTableModel::kPriceColumn);
    };
    const QModelIndex psu = priceCell(PartKind::Psu);
    QVERIFY2(psu.data().toString().endsWith(QStringLiteral(" · old")), qPrintable(psu.data().toString()));
    const QString tip = psu.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Price from %1, over a year old").arg(old.toString(Qt::ISODate))),
        qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("your price, Shop A, %1").arg(old.toString(Qt::ISODate))));
    const QModelIndex cpu = priceCell(PartKind::Cpu);
    QVERIFY2(!cpu.data().toString().contains(QStringLiteral("old")), qPrintable(cpu.data().toString()));
    QVERIFY(cpu.data(Qt::ToolTipRole).toString().contains(recent.toString(Qt::ISODate)));
    // The summary counts the old prices and names them. (The sample's other parts are priced
    // on 2025-07-23, over a year ago too by now: counted by the same rule.)
    int staleParts = 0;
    QSet<QString> seen;
    forEachPart(mWindow->document()->build(), [&](PartKind, const auto &part, int, int) {
        if (isStalePrice(part.info) && !seen.contains(part.info.name)) {
            seen.insert(part.info.name);
            ++staleParts;
        }
    });
    QVERIFY(staleParts >= 1);
    const QString strip = mWindow->summary()->price()->text();
    QVERIFY2(strip.contains(staleParts == 1 ? QStringLiteral("1 old price")
                                            : QStringLiteral("%1 old prices").arg(staleParts)),
        qPrintable(strip));
    QVERIFY(mWindow->summary()->price()->toolTip().contains(
        QStringLiteral("%1: price from %2, over a year old")
            .arg(b.psu->info.name, old.toString(Qt::ISODate))));
    QVERIFY(
        !mWindow->summary()->price()->toolTip().contains(b.cpu->info.name + QStringLiteral(": price from")));
}

// A card with only a launch price (a 2020 RTX 3090 at USD 1,499) was shown and counted as a
// current price, and the "old prices" notice skipped it. The window and the build sheet say what it is.
void TestPricesUi::launchPricesShownAsSuch()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus) {
        g.gpu.info.priceSource = QStringLiteral("launch price, 2018"); // dated by its year alone
        g.gpu.info.priceDate = {};
    }
    mWindow->document()->reset(b);
    const QString strip = mWindow->summary()->price()->text();
    QVERIFY2(strip.contains(QStringLiteral("old price")), qPrintable(strip)); // the notice counts it
    const QString tip = mWindow->summary()->price()->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Launch prices and prices over a year old:"))
            && tip.contains(
                b.gpus.first().gpu.info.name + QStringLiteral(": launch price (2018), not a current price")),
        qPrintable(tip));
    const QString pdf = mDir->filePath(QStringLiteral("launch.pdf"));
    QVERIFY(!ui::BuildSheet(b, {}).exportPdf(pdf));
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(30000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    QVERIFY2(text.contains(QStringLiteral("launch price, 2018, not a current price")), qPrintable(text));
    // And the notice under the parts table counts them apart from prices that are merely old.
    QVERIFY2(text.contains(QStringLiteral("are launch prices, what the maker asked at release")),
        qPrintable(text));
}

void TestPricesUi::sheetPrintsPriceDate()
{
    Build b = guideFourBlowerBuild();
    const QDate old = QDate::currentDate().addYears(-2);
    b.psu->info.price = Money::fromUnits(300, QStringLiteral("USD"));
    b.psu->info.priceSource = QStringLiteral("user: Shop A");
    b.psu->info.priceDate = old;
    b.cpu->info.priceDate = QDate::currentDate().addDays(-1);
    const QString pdf = mDir->filePath(QStringLiteral("sheet.pdf"));
    QVERIFY(!ui::BuildSheet(b, {}).exportPdf(pdf));
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(30000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    QVERIFY2(text.contains(
                 QStringLiteral("your price, Shop A, %1, over a year old").arg(old.toString(Qt::ISODate))),
        qPrintable(text));
    const QString cpuDate = b.cpu->info.priceDate.toString(Qt::ISODate);
    QVERIFY2(text.contains(cpuDate), qPrintable(cpuDate));
    QVERIFY(!text.contains(cpuDate + QStringLiteral(", over a year old")));
    QVERIFY(text.contains(QStringLiteral("date from over a year ago")));
}

void TestPricesUi::openedBuildOffersUserPrice()
{
    // A build saved before the user set their price: opening it finds the difference.
    const Build b = guideFourBlowerBuild();
    const QString file = mDir->filePath(QStringLiteral("saved.rigsmith"));
    QVERIFY(!buildfile::save(b, file));
    const PartId board = b.motherboard->info.id;
    QVERIFY(!mBook->change({{board, Money::fromUnits(555, QStringLiteral("USD")), QDate::currentDate(),
        QStringLiteral("Alza")}}));
    QVERIFY(mWindow->openFile(file));
    QList<PartDrift> prices;
    for (const PartDrift &d : mWindow->lastDrift()) {
        if (d.change == PartDrift::Change::Price)
            prices.append(d);
    }
    QCOMPARE(prices.size(), 1);
    QCOMPARE(prices.first().id, board);
    QCOMPARE(prices.first().before, b.motherboard->info.price->toString());
    QVERIFY2(prices.first().after.startsWith(QStringLiteral("USD 555.00 (your price, Alza, ")),
        qPrintable(prices.first().after));
    mWindow->updateFromCatalog({board});
    QCOMPARE(
        *mWindow->document()->build().motherboard->info.price, Money::fromUnits(555, QStringLiteral("USD")));
    mWindow->undoAction()->trigger();
    QCOMPARE(mWindow->document()->build().motherboard->info.price, b.motherboard->info.price);
}

QTEST_MAIN(TestPricesUi)
#include "tst_pricesui.moc"
