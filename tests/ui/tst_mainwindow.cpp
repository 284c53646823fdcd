// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: parts dropped onto the chassis (synthetic drag events carrying the MIME
// payload), GPUs moved between slots, refused drops, undo/redo, findings and
// summary updating, the browser's model, filters and search, and files.
#include "core/document/removegpucommand.h"
#include "core/document/setsettingscommand.h"
#include "core/file/buildfile.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/browser/partfilterproxy.h"
#include "ui/browser/partmime.h"
#include "ui/browser/partsbrowser.h"
#include "ui/browser/parttablemodel.h"
#include "ui/charts/chartspanel.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassislabels.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/findingspanel.h"
#include "ui/docks/settingspanel.h"
#include "ui/docks/summarystrip.h"
#include "ui/forms/workloadfields.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGraphicsSceneDragDropEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void dropEveryKind();
    void moveGpuBetweenSlots();
    void refusedDrops();
    void deleteAndUndo();
    void chassisStaysFitted();
    void resetLayoutBringsPanelsBack();
    void findingsAndSummaryFollowEdits();
    void workloadPresetInRealUnits();
    void dataDriveChoiceIsOneUndoStep();
    void findingSelectionSelectsCards();
    void browserModelAndFilters();
    void opensTemplatesAndFiles();
    void badFileKeepsCurrentBuild();
    void saveMarksClean();
    void newBuildStartsOnTheLocalCircuit();

private:
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = guideBuildCatalog();
};

void TestMainWindow::init()
{
    mWindow = testWindow(&mCatalog);
}

void TestMainWindow::cleanup()
{
    mWindow.reset();
}

void TestMainWindow::dropEveryKind()
{
    ChassisScene *scene = mWindow->scene();
    const Build &b = mWindow->document()->build();
    // Single parts and lists can be dropped anywhere on the chassis.
    for (const Part &p : {define7Xl().toPart(), zenith2Extreme().toPart(), threadripper3960X().toPart(),
             aio360().toPart(), psu1600Platinum().toPart(), ddr4Kit2x32().toPart(), nvme2Tb().toPart()}) {
        QVERIFY2(dragAndDrop(scene, {p.info.id, std::nullopt}, QPointF(100, 100)), qPrintable(p.info.name));
    }
    QVERIFY(b.chassis && b.motherboard && b.cpu && b.cooler && b.psu);
    QCOMPARE(b.memory.size(), 1);
    QCOMPARE(b.storage.size(), 1);
    // A GPU snaps to the slot under the cursor.
    QVERIFY(scene->slotItem(5));
    QVERIFY(
        dragAndDrop(scene, {blowerRtx2080Ti().info.id, std::nullopt}, scene->slotCentre(5) + QPointF(0, 4)));
    QCOMPARE(b.gpuCount(), 1);
    QCOMPARE(b.gpus[0].slot, 5);
    QVERIFY(scene->gpuItem(5));
    QCOMPARE(mWindow->document()->undoStack()->count(), 8);
}

void TestMainWindow::moveGpuBetweenSlots()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    mWindow->document()->undoStack()->push(new RemoveGpuCommand(mWindow->document(), 7));
    const int before = mWindow->document()->undoStack()->count();
    scene->beginGesture();
    QVERIFY(dragAndDrop(scene, {blowerRtx2080Ti().info.id, 5}, scene->slotCentre(7)));
    QVERIFY(mWindow->document()->build().gpuInSlot(7));
    QVERIFY(!mWindow->document()->build().gpuInSlot(5));
    QCOMPARE(mWindow->document()->undoStack()->count(), before + 1); // one drag, one step
    mWindow->document()->undoStack()->undo();
    QVERIFY(mWindow->document()->build().gpuInSlot(5));
}

void TestMainWindow::refusedDrops()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    QSignalSpy refused(mWindow->controller(), &BuildController::refused);
    const Build before = mWindow->document()->build();
    // Occupied slot: the new card would replace the one there, but it is too wide to take its place.
    QVERIFY(!dragAndDrop(scene, {openAirRtx4090().info.id, std::nullopt}, scene->slotCentre(3)));
    QVERIFY2(refused.last().at(0).toString().contains(QStringLiteral("cannot take the place of")),
        qPrintable(refused.last().at(0).toString()));
    // A 3.5-slot card in slot 1 would cover the card in slot 3 (free slot 1 first).
    mWindow->document()->undoStack()->push(new RemoveGpuCommand(mWindow->document(), 1));
    QVERIFY(!dragAndDrop(scene, {openAirRtx4090().info.id, std::nullopt}, scene->slotCentre(1)));
    QVERIFY2(refused.last().at(0).toString().contains(QStringLiteral("would cover")),
        qPrintable(refused.last().at(0).toString()));
    // Not on a slot at all.
    QVERIFY(!dragAndDrop(scene, {blowerRtx2080Ti().info.id, std::nullopt}, QPointF(-500, -500)));
    // An unknown part id and a foreign payload are not accepted.
    QVERIFY(!dragAndDrop(
        scene, {PartId(QStringLiteral("gpu/not-in-catalog")), std::nullopt}, scene->slotCentre(1)));
    QMimeData text;
    text.setText(QStringLiteral("hello"));
    QGraphicsSceneDragDropEvent e(QEvent::GraphicsSceneDragEnter);
    e.setMimeData(&text);
    QApplication::sendEvent(scene, &e);
    QVERIFY(!e.isAccepted());
    QCOMPARE(mWindow->document()->build().gpuCount(), 3);
    QVERIFY(mWindow->statusBar()->currentMessage().size() > 0);
}

void TestMainWindow::deleteAndUndo()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    scene->gpuItem(3)->setSelected(true);
    QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
    QApplication::sendEvent(scene, &del);
    QCOMPARE(mWindow->document()->build().gpuCount(), 3);
    QVERIFY(!scene->gpuItem(3)); // the scene re-synced in the same turn
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->document()->build().gpuCount(), 4);
    QVERIFY(scene->gpuItem(3));
    mWindow->document()->undoStack()->redo();
    QVERIFY(!scene->gpuItem(3));
}

// The drawing fills the view after the window's first layout and on every resize, until the user
// zooms; Fit to window brings that back. The window fits a laptop screen.
void TestMainWindow::chassisStaysFitted()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    mWindow->resize(1400, 900);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    ChassisView *view = mWindow->view();
    const auto fitted = [view] {
        const QRect drawn = view->mapFromScene(view->sceneRect()).boundingRect();
        const QRect port = view->viewport()->rect();
        // Inside the viewport, and filling it in one direction (to a few pixels).
        return port.adjusted(-2, -2, 2, 2).contains(drawn)
            && (std::abs(drawn.width() - port.width()) <= 4 || std::abs(drawn.height() - port.height()) <= 4);
    };
    QTRY_VERIFY(fitted());
    mWindow->resize(1000, 700);
    QTRY_VERIFY(fitted());
    view->zoomBy(2.0);
    const QTransform zoomed = view->transform();
    mWindow->resize(1300, 850);
    QTest::qWait(50);
    QCOMPARE(view->transform(), zoomed); // the user's zoom is kept
    view->fit();
    QVERIFY(view->fitsAutomatically());
    QTRY_VERIFY(fitted()); // once the zoom's scroll bars have gone
    // The window fits a 1366 × 768 laptop screen: its docks scroll or wrap rather than hold it wide.
    QVERIFY2(mWindow->minimumSizeHint().width() <= 1280 && mWindow->minimumSizeHint().height() <= 720,
        qPrintable(QStringLiteral("%1 × %2")
                       .arg(mWindow->minimumSizeHint().width())
                       .arg(mWindow->minimumSizeHint().height())));
    // The summary is one row where it fits and two where the window is narrow; no figure is cut.
    mWindow->resize(2200, 1000);
    QTRY_COMPARE(mWindow->summary()->rows(), 1);
    mWindow->resize(1000, 700);
    QTRY_VERIFY(mWindow->summary()->rows() >= 2);
    for (QLabel *l :
        {mWindow->summary()->price(), mWindow->summary()->power(), mWindow->summary()->findings()})
        QTRY_VERIFY2(l->width() >= l->sizeHint().width(), qPrintable(l->text()));
    // On a laptop screen the centre does not squeeze the findings: after the first-run layout the
    // right-hand docks keep a quarter of the window (the summary's long figures wrap instead). The
    // build has long figures: a lower-bound total and a workload's units.
    const auto water = buildfile::load(
        QStringLiteral(RIGSMITH_TEST_DATA "/builds/threadripper-water-4gpu/build.rigsmith"));
    QVERIFY(water.ok());
    mWindow->document()->reset(water.value());
    mWindow->resize(1300, 740);
    QTest::qWait(50);
    for (QAction *a : mWindow->findChildren<QAction *>()) {
        if (a->text() == QStringLiteral("&Reset layout"))
            a->trigger();
    }
    auto *findingsDock = mWindow->findChild<QDockWidget *>(QStringLiteral("findingsDock"));
    QTRY_VERIFY2(findingsDock->width() >= 1300 / 4 - 20, qPrintable(QString::number(findingsDock->width())));
    for (QLabel *l : {mWindow->summary()->price(), mWindow->summary()->throughput()})
        QTRY_VERIFY2(l->width() >= l->sizeHint().width(), qPrintable(l->text()));
    // The workload settings in the same width: every field whole, no sideways scroll bar.
    auto *settingsDock = mWindow->findChild<QDockWidget *>(QStringLiteral("settingsDock"));
    settingsDock->raise();
    auto *scroll = qobject_cast<QScrollArea *>(settingsDock->widget());
    QVERIFY(scroll);
    QTRY_VERIFY(scroll->isVisible());
    QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    for (QComboBox *box : scroll->widget()->findChildren<QComboBox *>())
        QVERIFY2(box->geometry().right() < scroll->viewport()->width(), qPrintable(box->currentText()));
}

// View ▸ Reset layout: closed and floating panels come back to their first-run places.
void TestMainWindow::resetLayoutBringsPanelsBack()
{
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    auto *parts = mWindow->findChild<QDockWidget *>(QStringLiteral("partsDock"));
    auto *charts = mWindow->findChild<QDockWidget *>(QStringLiteral("chartsDock"));
    auto *findings = mWindow->findChild<QDockWidget *>(QStringLiteral("findingsDock"));
    QVERIFY(parts && charts && findings);
    parts->close();
    charts->setFloating(true);
    mWindow->addDockWidget(Qt::LeftDockWidgetArea, findings);
    QAction *reset = nullptr;
    for (QAction *a : mWindow->findChildren<QAction *>()) {
        if (a->text() == QStringLiteral("&Reset layout"))
            reset = a;
    }
    QVERIFY(reset);
    reset->trigger();
    QVERIFY(parts->isVisible() && !charts->isFloating());
    QCOMPARE(mWindow->dockWidgetArea(parts), Qt::LeftDockWidgetArea);
    QCOMPARE(mWindow->dockWidgetArea(findings), Qt::RightDockWidgetArea);
    QCOMPARE(mWindow->dockWidgetArea(charts), Qt::BottomDockWidgetArea);
    QVERIFY(mWindow->tabifiedDockWidgets(findings).contains(
        mWindow->findChild<QDockWidget *>(QStringLiteral("settingsDock"))));
    // In a 1400 × 900 window the workload settings fit their dock's first-run width: no sideways
    // scrolling.
    mWindow->resize(1400, 900);
    mWindow->resetLayout();
    auto *settings = mWindow->findChild<SettingsPanel *>();
    QVERIFY(settings);
    QTRY_VERIFY2(settings->minimumSizeHint().width() <= findings->width(),
        qPrintable(
            QStringLiteral("%1 > %2").arg(settings->minimumSizeHint().width()).arg(findings->width())));
}

void TestMainWindow::workloadPresetInRealUnits()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    auto *settings = mWindow->findChild<SettingsPanel *>();
    auto *strip = mWindow->findChild<SummaryStrip *>();
    QVERIFY(settings && strip);
    QVERIFY2(strip->throughput()->text().contains(QStringLiteral("images/s")),
        qPrintable(strip->throughput()->text()));
    // A preset is one undo step and sets the workload model; the summary follows in its units.
    settings->workloadFields()->preset()->setCurrentIndex(
        settings->workloadFields()->preset()->findData(QStringLiteral("llm-8b-qlora")));
    const Workload &w = mWindow->document()->build().workload;
    QCOMPARE(w.kind, WorkloadKind::FineTune);
    QCOMPARE(w.method, FineTuneMethod::Qlora);
    QVERIFY(w.checkpointing);
    QCOMPARE(settings->workloadFields()->kind()->currentData().toInt(), int(WorkloadKind::FineTune));
    QVERIFY(settings->workloadFields()->method()->isVisibleTo(settings));
    QVERIFY2(strip->throughput()->text().contains(QStringLiteral("tokens/s")),
        qPrintable(strip->throughput()->text()));
    // Editing the model size is another step; the RTX 2080 Ti's 11 GB no longer holds a 70 B model.
    settings->workloadFields()->params()->setValue(70);
    QCOMPARE(mWindow->document()->build().workload.paramsBillions, 70.0);
    QCOMPARE(settings->workloadFields()->preset()->currentData().toString(), QString()); // custom now
    mWindow->document()->undoStack()->undo();
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->document()->build().workload.kind, WorkloadKind::Vision);
    QVERIFY(!settings->workloadFields()->method()->isVisibleTo(settings));
    QVERIFY(strip->throughput()->text().contains(QStringLiteral("images/s")));
}

void TestMainWindow::dataDriveChoiceIsOneUndoStep()
{
    // A 4 TB dataset lives on the hard disk: blocking reads without prefetching. Marking the NVMe drive as
    // the data drive (the dataset copied there) clears the finding; undo brings it back.
    Build b = guideFourBlowerBuild();
    b.workload.asyncLoading = false;
    b.workload.datasetSize = Gigabytes(4000);
    mWindow->document()->reset(b);
    QVERIFY(mWindow->report().has(QStringLiteral("STORAGE.BLOCKING_READS")));
    auto *settings = mWindow->findChild<SettingsPanel *>();
    QCOMPARE(settings->dataDrive()->count(), 3); // automatic + two drives
    settings->dataDrive()->setCurrentIndex(settings->dataDrive()->findData(nvme2Tb().info.id.key()));
    QCOMPARE(mWindow->document()->build().workload.dataDrive, nvme2Tb().info.id.key());
    QVERIFY(!mWindow->report().has(QStringLiteral("STORAGE.BLOCKING_READS")));
    mWindow->document()->undoStack()->undo();
    QVERIFY(mWindow->document()->build().workload.dataDrive.isEmpty());
    QCOMPARE(settings->dataDrive()->currentIndex(), 0);
    QVERIFY(mWindow->report().has(QStringLiteral("STORAGE.BLOCKING_READS")));
}

void TestMainWindow::findingsAndSummaryFollowEdits()
{
    Build b = guideFourBlowerBuild();
    b.environment.circuitVolts = 230;
    b.environment.circuitAmps = 16;
    b.psu->spec.atxVersion = 3;
    mWindow->document()->reset(b);
    QCOMPARE(mWindow->report().count(Severity::Error), 0);
    QVERIFY(mWindow->summary()->findings()->text().startsWith(QStringLiteral("0 errors")));
    QVERIFY(mWindow->summary()->power()->text().contains(QStringLiteral("1280 W / PSU 1600 W")));
    // Swap in a PSU that is too small: findings, badges and summary change in the same turn.
    Psu small = psu1600Platinum();
    small.info.id = PartId(QStringLiteral("psu/small-1000"));
    small.spec.wattage = Watts(1000);
    mWindow->controller()->apply(small.toPart(), std::nullopt);
    QVERIFY(mWindow->report().has(QStringLiteral("POWER.PSU_HEADROOM")));
    QVERIFY(mWindow->findings()->findingCount() > 0);
    QVERIFY2(mWindow->summary()->findings()->text().startsWith(QStringLiteral("1 error,")),
        qPrintable(mWindow->summary()->findings()->text()));
    QVERIFY(mWindow->summary()->power()->text().contains(QStringLiteral("PSU 1000 W")));
    int badges = 0;
    for (QGraphicsItem *i : mWindow->scene()->items())
        badges += i->type() == BadgeItemType ? 1 : 0;
    QVERIFY(badges > 0);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->report().count(Severity::Error), 0);
    // A new name changes the tab's title, not the drawing: the chassis keeps its items.
    QGraphicsItem *card = mWindow->scene()->gpuItem(b.gpus.first().slot);
    QVERIFY(card);
    card->setData(0, QStringLiteral("drawn before")); // a redrawn card would not carry it
    mWindow->document()->undoStack()->push(
        new SetMetadataCommand(mWindow->document(), QStringLiteral("Renamed box"), QString()));
    QCOMPARE(
        mWindow->scene()->gpuItem(b.gpus.first().slot)->data(0).toString(), QStringLiteral("drawn before"));
    QVERIFY(mWindow->windowTitle().contains(QStringLiteral("Renamed box")));
    // A part edit redraws it.
    mWindow->document()->undoStack()->push(new RemoveGpuCommand(mWindow->document(), b.gpus.last().slot));
    QVERIFY(!mWindow->scene()->gpuItem(b.gpus.last().slot));
}

void TestMainWindow::findingSelectionSelectsCards()
{
    Build b = guideFourBlowerBuild();
    b.gpus[0].gpu.spec.cooler = CoolerType::OpenAir; // adjacent open-air: slots 1 and 3
    mWindow->document()->reset(b);
    FindingsPanel *panel = mWindow->findings();
    QModelIndex target;
    for (const QModelIndex &row : panel->findings()->findingRows()) {
        if (mWindow->report().findings[panel->findings()->findingsOf(row).first()].ruleId
            == u"COOLING.ADJACENT_OPEN_AIR")
            target = row;
    }
    QVERIFY(target.isValid());
    panel->selectionModel()->select(target, QItemSelectionModel::ClearAndSelect);
    QCOMPARE(mWindow->scene()->selectedGpuSlots().size(), 2);
    QVERIFY(mWindow->scene()->gpuItem(1)->isSelected());
    QVERIFY(mWindow->scene()->gpuItem(3)->isSelected());
    // A finding about the PSU selects the PSU.
    mWindow->scene()->selectSlots({}, {b.psu->info.id});
    const QList<QGraphicsItem *> selected = mWindow->scene()->selectedItems();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(static_cast<PartBlockItem *>(selected.first())->kind(), PartKind::Psu);
}

void TestMainWindow::browserModelAndFilters()
{
    PartsBrowser *browser = mWindow->browser();
    for (PartKind kind : allValues<PartKind>()) {
        browser->showKind(kind);
        QAbstractItemModelTester modelTester(
            browser->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(browser->proxy()->rowCount(), mCatalog.count(kind));
    }
    browser->showKind(PartKind::Gpu);
    QCOMPARE(browser->proxy()->rowCount(), 2);
    browser->searchField()->setText(QStringLiteral("rtx 40"));
    QCOMPARE(browser->proxy()->rowCount(), 1);
    browser->searchField()->clear();
    // "Fits this build": a 357 mm card in a case that takes 300 mm.
    Build b = guideFourBlowerBuild();
    b.chassis->spec.maxGpuLength = Millimetres(300);
    mWindow->document()->reset(b);
    browser->fitsToggle()->setChecked(true);
    QCOMPARE(browser->proxy()->rowCount(), 1);
    browser->fitsToggle()->setChecked(false);
    QCOMPARE(browser->proxy()->rowCount(), 2);
    // Per-kind filters: the socket list comes from the catalog's parts.
    browser->showKind(PartKind::Cpu);
    QVERIFY(browser->socketFilter()->findData(QStringLiteral("sTRX4")) > 0);
    browser->socketFilter()->setCurrentIndex(browser->socketFilter()->findData(QStringLiteral("sTRX4")));
    QCOMPARE(browser->proxy()->rowCount(), 1);
    browser->socketFilter()->setCurrentIndex(0);
    browser->showKind(PartKind::Gpu);
    // Estimates are marked.
    auto *model = qobject_cast<PartTableModel *>(browser->proxy()->sourceModel());
    QVERIFY(model);
    QVERIFY(model->data(model->index(0, 0), Qt::ToolTipRole).toString().contains(QStringLiteral("Source")));
    // GPUs are compared by model too; words read from the left, figures line up on the right.
    QCOMPARE(model->headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Model"));
    const auto *first = model->part(0).as<GpuSpec>();
    QCOMPARE(model->data(model->index(0, 2), Qt::DisplayRole).toString(), first->model);
    QVERIFY(!model->data(model->index(0, 2), Qt::TextAlignmentRole).isValid());
    QCOMPARE(model->data(model->index(0, 3), Qt::TextAlignmentRole).toInt(),
        int(Qt::AlignRight | Qt::AlignVCenter));
    // Each column is at least as wide as its heading, the name wider than any figure.
    QHeaderView *header = browser->table()->horizontalHeader();
    for (int c = 1; c < model->columnCount(); ++c) {
        const QString heading = model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        QVERIFY2(
            header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(heading), qPrintable(heading));
        QVERIFY(header->sectionSize(0) > header->sectionSize(c));
    }
}

void TestMainWindow::opensTemplatesAndFiles()
{
    const QStringList templates = MainWindow::templates();
    QCOMPARE(templates.size(), 4);
    for (const QString &t : templates) {
        QVERIFY2(mWindow->openTemplate(t), qPrintable(t));
        QVERIFY(mWindow->filePath().isEmpty()); // a template opens as a new, untitled build
        QVERIFY(mWindow->document()->build().gpuCount() >= 1);
        QVERIFY(mWindow->scene()->gpuItem(mWindow->document()->build().gpus.first().slot));
        // Every part's label stays inside the part (long names are elided; the tooltip has them whole).
        int labelled = 0;
        for (QGraphicsItem *item : mWindow->scene()->items()) {
            if (item->type() != PartBlockItemType)
                continue;
            const auto *block = static_cast<PartBlockItem *>(item);
            for (QGraphicsItem *child : block->childItems()) {
                if (child->type() == LabelItemType) {
                    QVERIFY2(block->rect().contains(child->mapRectToParent(child->boundingRect())),
                        qPrintable(block->toolTip()));
                    ++labelled;
                }
            }
        }
        QVERIFY(labelled >= 5);
    }
}

void TestMainWindow::badFileKeepsCurrentBuild()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), good));
    const QString bad = dir.filePath(QStringLiteral("bad.rigsmith"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"rigsmith-build\", \"version\": 1");
    f.close();
    QVERIFY(mWindow->openFile(good));
    QVERIFY(!mWindow->openFile(bad));
    QCOMPARE(mWindow->document()->build(), guideFourBlowerBuild());
    QCOMPARE(mWindow->filePath(), good);
    QVERIFY(mWindow->statusBar()->currentMessage().contains(QStringLiteral("bad.rigsmith")));
}

void TestMainWindow::saveMarksClean()
{
    QTemporaryDir dir;
    mWindow->document()->reset(guideFourBlowerBuild());
    mWindow->document()->undoStack()->push(new RemoveGpuCommand(mWindow->document(), 1));
    QVERIFY(mWindow->isWindowModified());
    const QString path = dir.filePath(QStringLiteral("saved.rigsmith"));
    QVERIFY(mWindow->saveTo(path));
    QVERIFY(!mWindow->isWindowModified());
    QCOMPARE(buildfile::load(path).value().gpuCount(), 3);
    QVERIFY(!mWindow->saveTo(dir.path())); // a folder: refused, build stays
    QCOMPARE(mWindow->document()->build().gpuCount(), 3);
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::newBuildStartsOnTheLocalCircuit()
{
    // In mainland China a new build plugs into a 220 V / 10 A socket, not the guide's North American circuit.
    const QLocale before;
    QAction *fileNew = nullptr;
    for (QAction *a : mWindow->findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::New))
            fileNew = a;
    }
    QVERIFY(fileNew);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    fileNew->trigger();
    const Environment &e = mWindow->document()->build().environment;
    QLocale::setDefault(before);
    QCOMPARE(e.circuitVolts, 220);
    QCOMPARE(e.circuitAmps, 10);
    QCOMPARE(e.currency, Environment().currency);
    fileNew->trigger();
    QCOMPARE(mWindow->document()->build().environment.circuitAmps,
        localEnvironment(QLocale().territory()).circuitAmps);
}

#include "tst_mainwindow.moc"
