// SPDX-License-Identifier: GPL-3.0-or-later
// The window's rough edges: the wheel scrolls the panel instead of editing the field under
// it, a drop on an occupied slot replaces the card or says why not, the model-size field stays after a
// change of preset, shopping lists from the File menu, templates in the user's language, and the
// summary's figure per GPU for mixed models.
#include "core/compare/shoppinglist.h"
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisitems.h"
#include "ui/docks/settingspanel.h"
#include "ui/forms/workloadfields.h"
#include "ui/sheet/sheetactions.h"
#include "ui/window/wheelguard.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTranslator>
#include <QWheelEvent>

#include <algorithm>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

namespace {

// A two-slot blower card of another model than the 2080 Ti: it fits where a 2080 Ti sits.
Gpu blowerRtx3090()
{
    Gpu g = blowerRtx2080Ti();
    g.info.id = PartId(QStringLiteral("gpu/test-turbo-3090"));
    g.info.name = QStringLiteral("Turbo RTX 3090 (test)");
    g.spec.model = QStringLiteral("GeForce RTX 3090");
    g.spec.memory = Gigabytes(24);
    g.spec.fp32Tflops = 35.58;
    g.spec.memoryBandwidthGBs = 936.2;
    g.spec.architecture = QStringLiteral("Ampere");
    g.spec.tdp = Watts(350);
    return g;
}

InMemoryCatalog sampleCatalog()
{
    return InMemoryCatalog({blowerRtx2080Ti().toPart(), blowerRtx3090().toPart(), openAirRtx4090().toPart(),
        threadripper3960X().toPart(), zenith2Extreme().toPart(), psu1600Platinum().toPart(),
        define7Xl().toPart(), aio360().toPart(), ddr4Kit2x32().toPart(), nvme2Tb().toPart(),
        hdd8Tb().toPart()});
}

// Sends a wheel turn (one notch up) to `widget`; returns whether it was taken.
bool wheel(QWidget *widget)
{
    const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent e(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &e);
    return e.isAccepted();
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool hasChinese(const QString &text)
{
    return std::any_of(
        text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

} // namespace

class TestEditing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void wheelEditsOnlyTheFieldWithFocus();
    void dropOnAnOccupiedSlotReplaces();
    void modelSizeStaysAfterPresets_data();
    void modelSizeStaysAfterPresets();
    void shoppingListsFromTheFileMenu();
    void templatesInChinese();
    void mixedModelsPerGpuFigure();
    void undoKeysAndNamesFitTheBuild();

private:
    SettingsPanel *settings();
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = sampleCatalog();
};

void TestEditing::init()
{
    mWindow = testWindow(&mCatalog);
}

void TestEditing::cleanup()
{
    mWindow.reset();
}

SettingsPanel *TestEditing::settings()
{
    auto *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("settingsDock"));
    dock->raise();
    QApplication::processEvents();
    return mWindow->findChild<SettingsPanel *>();
}

void TestEditing::wheelEditsOnlyTheFieldWithFocus()
{
    showFittedAt(*mWindow, QSize(1366, 768));
    SettingsPanel *panel = settings();
    QVERIFY(panel);
    // Every spin box and combo box of the window takes focus by click or Tab, never by the wheel.
    for (QWidget *w : mWindow->findChildren<QWidget *>()) {
        if (WheelGuard::guards(w))
            QVERIFY2(w->focusPolicy() != Qt::WheelFocus, w->metaObject()->className());
    }
    QDoubleSpinBox *budget = panel->budget();
    QComboBox *precision = panel->workloadFields()->precision();
    mWindow->view()->setFocus();
    const double before = budget->value();
    const int index = precision->currentIndex();
    // Scrolling the panel over a field leaves it as it was: the turn goes on to the panel.
    QVERIFY(!wheel(budget));
    QVERIFY(!wheel(precision));
    QCOMPARE(budget->value(), before);
    QCOMPARE(precision->currentIndex(), index);
    QVERIFY(mWindow->document()->undoStack()->count() == 0);
    // Clicked into, the field takes the wheel as Qt fields do.
    budget->setFocus(Qt::MouseFocusReason);
    QTRY_VERIFY(budget->hasFocus());
    QVERIFY(wheel(budget));
    QVERIFY(budget->value() > before);
    // A dialog's fields are covered too (the guard is on the application).
    QSpinBox loose;
    loose.setRange(0, 10);
    loose.show();
    QCOMPARE(loose.focusPolicy(), Qt::StrongFocus);
    QVERIFY(!wheel(&loose));
    QCOMPARE(loose.value(), 0);
}

void TestEditing::undoKeysAndNamesFitTheBuild()
{
    showFittedAt(*mWindow, QSize(1366, 768));
    mWindow->document()->reset(guideFourBlowerBuild());
    SettingsPanel *panel = settings();
    QUndoStack *stack = mWindow->document()->undoStack();
    // The Edit menu names the step, the toolbar keeps its word.
    QDoubleSpinBox *budget = panel->budget();
    budget->setFocus(Qt::MouseFocusReason);
    QTRY_VERIFY(budget->hasFocus());
    budget->setValue(4321);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(mWindow->undoAction()->text(), QStringLiteral("&Undo %1").arg(stack->undoText()));
    QCOMPARE(mWindow->undoAction()->iconText(), QStringLiteral("Undo"));
    // Ctrl+Z in the field undoes the build (the field's own text undo would leave the build as it was).
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(stack->index(), 0);
    QVERIFY(!mWindow->document()->build().environment.budget.has_value()
        || mWindow->document()->build().environment.budget->units() != 4321);
    QCOMPARE(mWindow->undoAction()->text(), QStringLiteral("&Undo"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(stack->index(), 1);
    QCOMPARE(mWindow->document()->build().environment.budget->units(), 4321.0);
    // A new build's Save dialog opens with its name as the file's, made safe for a file system.
    Build named = mWindow->document()->build();
    named.name = QStringLiteral("Quad 3090: box/v2");
    mWindow->document()->reset(named);
    QCOMPARE(
        QFileInfo(mWindow->suggestedSavePath()).fileName(), QStringLiteral("Quad 3090- box-v2.rigsmith"));
}

void TestEditing::dropOnAnOccupiedSlotReplaces()
{
    showFittedAt(*mWindow, QSize(1600, 1000));
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    QUndoStack *stack = mWindow->document()->undoStack();
    // A card of the same width on slot 3: the slot accepts and says what a release does.
    QVERIFY(dragAndDrop(scene, {blowerRtx3090().info.id, std::nullopt}, scene->slotCentre(3), false));
    QCOMPARE(scene->slotItem(3)->highlight(), SlotItem::Highlight::Accepts);
    QCOMPARE(mWindow->statusBar()->currentMessage(),
        QStringLiteral("Release to replace %1 in slot 3 with %2")
            .arg(blowerRtx2080Ti().info.name, blowerRtx3090().info.name));
    QVERIFY(dragAndDrop(scene, {blowerRtx3090().info.id, std::nullopt}, scene->slotCentre(3)));
    const Build &b = mWindow->document()->build();
    QCOMPARE(b.gpuCount(), 4);
    QCOMPARE(b.gpuInSlot(3)->gpu.info.id, blowerRtx3090().info.id);
    QCOMPARE(stack->count(), 1); // one step, named
    QCOMPARE(stack->undoText(),
        QStringLiteral("Replace %1 with %2 in slot 3")
            .arg(blowerRtx2080Ti().info.name, blowerRtx3090().info.name));
    stack->undo();
    QCOMPARE(mWindow->document()->build().gpuInSlot(3)->gpu.info.id, blowerRtx2080Ti().info.id);
    QCOMPARE(mWindow->document()->build().gpuCount(), 4);
    // A card that cannot take the place (3.5 slots over the card in slot 5): refused, with the reason
    // on the slot, and a release there says in the status bar that nothing was placed, and why.
    QVERIFY(!dragAndDrop(scene, {openAirRtx4090().info.id, std::nullopt}, scene->slotCentre(3), false));
    SlotItem *slot = scene->slotItem(3);
    QCOMPARE(slot->highlight(), SlotItem::Highlight::Refuses);
    QVERIFY2(slot->reason().contains(QStringLiteral("cannot take the place of")), qPrintable(slot->reason()));
    QVERIFY2(slot->reason().contains(QStringLiteral("slot 5")), qPrintable(slot->reason()));
    const QString reason = slot->reason();
    QGraphicsSceneDragDropEvent leave(QEvent::GraphicsSceneDragLeave);
    QApplication::sendEvent(scene, &leave); // what Qt sends when the release is refused
    QCOMPARE(slot->highlight(), SlotItem::Highlight::None);
    QCOMPARE(mWindow->statusBar()->currentMessage(), QStringLiteral("Not placed: ") + reason);
    QVERIFY2(mWindow->statusBar()->currentMessage().startsWith(QStringLiteral("Not placed: ")),
        qPrintable(mWindow->statusBar()->currentMessage()));
    QVERIFY(mWindow->statusBar()->currentMessage().contains(QStringLiteral("cannot take the place of")));
    QCOMPARE(stack->index(), 0);
    QCOMPARE(mWindow->document()->build().gpuInSlot(3)->gpu.info.id, blowerRtx2080Ti().info.id);
    // The part's menu replaces through the same path: one step with the same name.
    mWindow->document()->reset(guideFourBlowerBuild());
    QVERIFY(!mWindow->controller()->replace(blowerRtx3090().toPart(), 5));
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
    QVERIFY(mWindow->document()->undoStack()->undoText().startsWith(QStringLiteral("Replace ")));
}

void TestEditing::modelSizeStaysAfterPresets_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1600 x 1000") << QSize(1600, 1000);
    QTest::newRow("1366 x 768") << QSize(1366, 768);
}

void TestEditing::modelSizeStaysAfterPresets()
{
    QFETCH(QSize, screen);
    showFittedAt(*mWindow, screen);
    SettingsPanel *panel = settings();
    QDoubleSpinBox *params = panel->workloadFields()->params();
    QComboBox *preset = panel->workloadFields()->preset();
    // The user's path: an LLM preset, a vision preset (no model size), an LLM preset again.
    for (const char *key :
        {"gpt-1b-scratch", "guide-kaggle", "llm-70b-run-4bit", "guide-research-sota", "llm-8b-qlora"}) {
        preset->setCurrentIndex(preset->findData(QLatin1String(key)));
        QApplication::processEvents();
        QApplication::processEvents();
        const bool llm = !QLatin1String(key).startsWith(QLatin1String("guide-"));
        QCOMPARE(params->isVisible(), llm);
        if (!llm)
            continue;
        // Shown where it can be seen and used: a real size, inside its group, clear of the other fields.
        QVERIFY2(params->height() >= params->minimumSizeHint().height(), key);
        QVERIFY2(params->width() >= params->minimumSizeHint().width() / 2, key);
        QWidget *group = params->parentWidget();
        QVERIFY2(group->rect().contains(params->geometry()), key);
        for (QWidget *other : group->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (other == params || !other->isVisible())
                continue;
            QVERIFY2(!other->geometry().intersects(params->geometry()),
                qPrintable(
                    QStringLiteral("%1 covers the model size after %2")
                        .arg(QString::fromLatin1(other->metaObject()->className()), QLatin1String(key))));
        }
    }
}

void TestEditing::shoppingListsFromTheFileMenu()
{
    QTemporaryDir dir;
    mWindow->document()->reset(guideFourBlowerBuild());
    // File ▸ Export shopping list ▸ Markdown, CSV.
    QMenu *shopping = nullptr;
    for (QAction *a : mWindow->menuBar()->actions().first()->menu()->actions()) {
        if (a->menu() && a->text().contains(QStringLiteral("shopping list")))
            shopping = a->menu();
    }
    QVERIFY(shopping);
    QCOMPARE(shopping->actions().size(), 2);
    auto *sheet = mWindow->findChild<SheetActions *>();
    QVERIFY(sheet);
    // The same lists the CLI writes.
    const QString md = dir.filePath(QStringLiteral("list.md"));
    const QString csv = dir.filePath(QStringLiteral("list.csv"));
    QVERIFY(!sheet->exportShoppingList(md, SheetActions::ShoppingList::Markdown));
    QVERIFY(!sheet->exportShoppingList(csv, SheetActions::ShoppingList::Csv));
    QCOMPARE(readAll(md), partsMarkdown(mWindow->document()->build()));
    QCOMPARE(readAll(csv), QString::fromUtf8(partsCsv(mWindow->document()->build())));
    QVERIFY(readAll(md).contains(blowerRtx2080Ti().info.name));
    QVERIFY(mWindow->statusBar()->currentMessage().contains(csv));
    // Written at once or not at all: a failed write leaves the old list as it was and says why.
    QVERIFY(QFile::remove(csv));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("list.csv")));
    const auto error = sheet->exportShoppingList(csv, SheetActions::ShoppingList::Csv);
    QVERIFY(error);
    QVERIFY2(error->contains(QStringLiteral("list.csv")), qPrintable(*error));
    const QString before = readAll(md);
    mWindow->document()->reset(Build {});
    QVERIFY(sheet->exportShoppingList(
        dir.filePath(QStringLiteral("missing/list.md")), SheetActions::ShoppingList::Markdown));
    QCOMPARE(readAll(md), before);
    // Never over the build's own file.
    const QString own = dir.filePath(QStringLiteral("own.rigsmith"));
    QVERIFY(mWindow->saveTo(own));
    const QByteArray saved = readAll(own).toUtf8();
    QVERIFY(sheet->exportShoppingList(own, SheetActions::ShoppingList::Csv));
    QCOMPARE(readAll(own).toUtf8(), saved);
}

void TestEditing::templatesInChinese()
{
    // The translation the application installs for a Chinese UI, over the tests' English.
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral("rigsmith_zh_CN"), QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&chinese);
    auto window = testWindow(&mCatalog);
    QStringList names;
    for (const QString &path : MainWindow::templates()) {
        const auto loaded = buildfile::load(path);
        QVERIFY(loaded.ok());
        for (const QString &text : {loaded.value().name, loaded.value().notes}) {
            const QString shown = MainWindow::templateName(text);
            QVERIFY2(shown != text && hasChinese(shown), qPrintable(path));
        }
        QVERIFY(window->openTemplate(path));
        QVERIFY2(hasChinese(window->document()->build().name), qPrintable(window->document()->build().name));
        QVERIFY(hasChinese(window->document()->build().notes));
        names.append(window->document()->build().name);
    }
    // The menu names them in Chinese, its tooltips give the notes in Chinese.
    // Found by name: the recent-files menu may hold as many entries (other tests share the settings).
    auto *templates = window->findChild<QMenu *>(QStringLiteral("templatesMenu"));
    QVERIFY(templates);
    QCOMPARE(templates->actions().size(), MainWindow::templates().size());
    for (QAction *a : templates->actions()) {
        QVERIFY2(names.contains(a->text()), qPrintable(a->text()));
        QVERIFY(hasChinese(a->toolTip()));
    }
    window.reset();
    QCoreApplication::removeTranslator(&chinese);
}

void TestEditing::mixedModelsPerGpuFigure()
{
    // Two cards of two models: the summary's figure per GPU is the card that sets the pace, named, so
    // per GPU × the scaling agrees with the total.
    Build b = guideFourBlowerBuild();
    b.gpus.resize(2);
    b.gpus[1].gpu = blowerRtx3090();
    mWindow->document()->reset(b);
    QApplication::processEvents();
    QLabel *throughput = nullptr;
    for (QLabel *l : mWindow->findChildren<QLabel *>()) {
        if (l->toolTip().contains(QStringLiteral("estimated from published measurements")))
            throughput = l;
    }
    QVERIFY(throughput);
    QVERIFY2(throughput->toolTip().contains(
                 QStringLiteral("the pace of the slowest, %1").arg(blowerRtx2080Ti().info.name)),
        qPrintable(throughput->toolTip()));
    const Analyses a = Analyses::of(b);
    QVERIFY2(throughput->toolTip().contains(formatThroughput(a.workload.perGpu, a.workload.unit)),
        qPrintable(throughput->toolTip()));
    QVERIFY(throughput->text().startsWith(formatThroughput(a.workload.throughput, a.workload.unit)));
}

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
