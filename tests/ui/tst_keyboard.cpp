// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard path through the main window: adding the browser's part with Enter, walking and
// moving cards on the chassis with the arrow keys, the selection kept across a redraw, and every
// pane reached with the keyboard.
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/browser/partfilterproxy.h"
#include "ui/browser/partmime.h"
#include "ui/browser/partsbrowser.h"
#include "ui/charts/chartspanel.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/findingspanel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

class TestKeyboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { mWindow = testWindow(&mCatalog); }
    void cleanup() { mWindow.reset(); }
    void keyboardAdd();
    void keyboardWalkAndMove();
    void selectionSurvivesARedraw();
    void keyboardReachesEveryPane();

private:
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = guideBuildCatalog();
};

void TestKeyboard::keyboardAdd()
{
    Build b = guideFourBlowerBuild();
    b.gpus = {b.gpus[0]};
    mWindow->document()->reset(b);
    PartsBrowser *browser = mWindow->browser();
    browser->showKind(PartKind::Gpu);
    browser->searchField()->setText(QStringLiteral("turbo"));
    QCOMPARE(browser->proxy()->rowCount(), 1);
    browser->table()->setCurrentIndex(browser->proxy()->index(0, 0));
    QTest::keyClick(browser->table(), Qt::Key_Return);
    // The first free slot where it fits: slot 3 (slot 1 is taken).
    QCOMPARE(mWindow->document()->build().gpuCount(), 2);
    QVERIFY(mWindow->document()->build().gpuInSlot(3));
    // A PSU goes to its single place.
    browser->showKind(PartKind::Psu);
    browser->searchField()->clear();
    browser->table()->setCurrentIndex(browser->proxy()->index(0, 0));
    QTest::keyClick(browser->table(), Qt::Key_Enter);
    QVERIFY(mWindow->document()->build().psu);
}

// The keyboard's drag and drop: arrows walk through the parts in the chassis, Alt+Down/Up move the
// selected GPU to the nearest slot that takes it (one undo step, the selection follows), a move
// with nowhere to go is refused with the reason, and the part's menu offers the same moves.
void TestKeyboard::keyboardWalkAndMove()
{
    Build b = guideFourBlowerBuild();
    b.gpus = {b.gpus[0]};
    mWindow->document()->reset(b);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
    ChassisView *view = mWindow->view();
    view->setFocus();
    ChassisScene *scene = mWindow->scene();
    const QList<QGraphicsItem *> parts = scene->partsInReadingOrder();
    QVERIFY(parts.size() >= 8); // case, board, CPU, cooler, GPU, memory, drives, PSU
    for (qsizetype i = 0; i <= parts.size(); ++i) {
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(scene->selectedItems(), QList<QGraphicsItem *>({parts[i % parts.size()]}));
    }
    QTest::keyClick(view, Qt::Key_Up); // back past the first: the last
    QCOMPARE(scene->selectedItems(), QList<QGraphicsItem *>({parts.last()}));
    while (scene->selectedGpuSlots().isEmpty())
        QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(scene->selectedGpuSlots(), QList<int>({1}));

    // The nearest slot below slot 1 that takes the card, by the controller's own test.
    const Part card = b.gpus[0].gpu.toPart();
    int expected = 2;
    while (mWindow->controller()->refusal(card, expected, 1))
        ++expected;
    QUndoStack *stack = mWindow->document()->undoStack();
    const int steps = stack->count();
    QTest::keyClick(view, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(mWindow->document()->build().gpus.first().slot, expected);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(mWindow->scene()->selectedGpuSlots(), QList<int>({expected}));
    QTest::keyClick(view, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(mWindow->document()->build().gpus.first().slot, 1);
    // Nothing above slot 1: refused, said, and nothing changed.
    QTest::keyClick(view, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(mWindow->document()->build().gpus.first().slot, 1);
    QCOMPARE(stack->count(), steps + 2);
    QVERIFY2(mWindow->statusBar()->currentMessage().contains(QStringLiteral("No slot above slot 1")),
        qPrintable(mWindow->statusBar()->currentMessage()));
    stack->undo();
    QCOMPARE(mWindow->document()->build().gpus.first().slot, expected);

    // The selected part's menu (what the menu key opens) moves it too.
    GpuItem *gpu = mWindow->scene()->gpuItem(expected);
    QVERIFY(gpu);
    const std::unique_ptr<QMenu> menu = mWindow->scene()->menuFor(gpu);
    QMenu *move = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->menu() && a->text() == QStringLiteral("Move to slot"))
            move = a->menu();
    }
    QVERIFY(move && !move->actions().isEmpty());
    QAction *toFirst = move->actions().first();
    QCOMPARE(toFirst->text(), QStringLiteral("Slot 1"));
    toFirst->trigger();
    QCOMPARE(mWindow->document()->build().gpus.first().slot, 1);
}

// A redraw (any change to the build) keeps what was selected selected, where it still is.
void TestKeyboard::selectionSurvivesARedraw()
{
    Build b = guideFourBlowerBuild();
    mWindow->document()->reset(b);
    ChassisScene *scene = mWindow->scene();
    scene->selectSlots({3}, {b.psu->info.id});
    QCOMPARE(scene->selectedGpuSlots(), QList<int>({3}));
    scene->selectSlots({}, {b.psu->info.id});
    scene->gpuItem(5)->setSelected(true);
    b.environment.electricityPricePerKwh += 0.05; // redraws the scene
    mWindow->document()->reset(b);
    QCOMPARE(scene->selectedGpuSlots(), QList<int>({5}));
    QCOMPARE(scene->selectedItems().size(), 2);
    bool psu = false;
    for (QGraphicsItem *i : scene->selectedItems())
        psu = psu
            || (i->type() == PartBlockItemType && static_cast<PartBlockItem *>(i)->kind() == PartKind::Psu);
    QVERIFY(psu);
    b.gpus.removeAt(2); // slot 5's card goes: nothing stands selected in its place
    mWindow->document()->reset(b);
    QVERIFY(scene->selectedGpuSlots().isEmpty());
}

// Ctrl+F goes to the parts search; F6 and Shift+F6 go round the panes (parts, chassis, findings,
// charts), passing over a closed dock.
void TestKeyboard::keyboardReachesEveryPane()
{
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
    mWindow->view()->setFocus();
    QTest::keySequence(mWindow.get(), QKeySequence::Find);
    QCOMPARE(QApplication::focusWidget(), mWindow->browser()->searchField());
    auto *findings = mWindow->findChild<FindingsPanel *>();
    auto *charts = mWindow->charts();
    const QList<QWidget *> round {mWindow->browser()->table(), mWindow->view(), findings, charts};
    const auto inPane = [](QWidget *pane) {
        QWidget *f = QApplication::focusWidget();
        return f == pane || pane->isAncestorOf(f);
    };
    for (int i = 0; i < 5; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QVERIFY2(inPane(round[i % 4]), qPrintable(QString::number(i)));
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier); // back from the parts
    QVERIFY(inPane(round[3]));
    // With the findings dock closed, F6 goes from the chassis straight to the charts.
    findings->parentWidget()->close();
    mWindow->view()->setFocus();
    QTest::keyClick(mWindow->view(), Qt::Key_F6);
    QVERIFY(inPane(charts));
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
