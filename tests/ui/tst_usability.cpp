// SPDX-License-Identifier: GPL-3.0-or-later
// What a new user meets at 1600 × 1000 and on a 1366 × 768 laptop: undo and redo enabled when
// they can act, findings readable in their dock, a small drag tag and refusals shown on the slot, a readable
// parts table, charts that always include the build, docks that keep their size, and the small things (issue
// 17).
#include "core/document/setsettingscommand.h"
#include "core/model/layoutconfidence.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/browser/partfilterproxy.h"
#include "ui/browser/partmime.h"
#include "ui/browser/partsbrowser.h"
#include "ui/browser/partstable.h"
#include "ui/browser/parttablemodel.h"
#include "ui/charts/chartspanel.h"
#include "ui/charts/charttablemodel.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassislabels.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/docks/findingspanel.h"
#include "ui/docks/settingspanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QXYSeries>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

namespace {

Gpu amdCard()
{
    Gpu g = openAirRtx4090();
    g.info.id = PartId(QStringLiteral("gpu/amd-test-card"));
    g.info.name = QStringLiteral("Radeon test card");
    g.spec.vendor = QStringLiteral("AMD");
    g.spec.model = QStringLiteral("Radeon Test");
    g.info.price = Money::fromUnits(500, QStringLiteral("USD"));
    return g;
}

InMemoryCatalog sampleCatalog()
{
    Gpu cheap = blowerRtx2080Ti();
    cheap.info.id = PartId(QStringLiteral("gpu/cheap-blower"));
    cheap.info.name = QStringLiteral("Cheap blower 2080 Ti");
    cheap.info.price = Money::fromUnits(700, QStringLiteral("USD"));
    Gpu unknown = blowerRtx2080Ti();
    unknown.info.id = PartId(QStringLiteral("gpu/no-bandwidth"));
    unknown.info.name = QStringLiteral("Card without a bandwidth figure");
    unknown.spec.memoryBandwidthGBs = 0;
    return InMemoryCatalog({blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(), cheap.toPart(),
        unknown.toPart(), amdCard().toPart(), threadripper3960X().toPart(), zenith2Extreme().toPart(),
        psu1600Platinum().toPart(), define7Xl().toPart(), aio360().toPart(), ddr4Kit2x32().toPart(),
        nvme2Tb().toPart(), hdd8Tb().toPart()});
}

} // namespace

class TestUsability : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void undoRedoFollowEveryEdit();
    void undoRedoFollowTheTab();
    void dragTagAndRefusalOnTheSlot();
    void dropOnACardMeansItsSlot();
    void partsTableReadable();
    void chartsIncludeTheBuild();
    void chartLabelsWhole();
    void chartFiltersAndRanking();
    void docksKeepTheirSize();
    void smallThings();

private:
    void showAt(const QSize &size);
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = sampleCatalog();
};

void TestUsability::init()
{
    mWindow = testWindow(&mCatalog);
}

void TestUsability::cleanup()
{
    mWindow.reset();
}

void TestUsability::showAt(const QSize &size)
{
    showFittedAt(*mWindow, size);
}

// After each kind of edit Undo is enabled and Redo is not; after the undo Redo is; after the redo
// it is not again. The actions are read after the stack has moved, never one step late.
void TestUsability::undoRedoFollowEveryEdit()
{
    QAction *undo = mWindow->undoAction();
    QAction *redo = mWindow->redoAction();
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    const auto check = [&](const char *what) {
        QUndoStack *stack = mWindow->document()->undoStack();
        QVERIFY2(undo->isEnabled(), what);
        QVERIFY2(!redo->isEnabled(), what);
        undo->trigger();
        QVERIFY2(redo->isEnabled(), what);
        QCOMPARE(undo->isEnabled(), stack->canUndo());
        redo->trigger();
        QVERIFY2(!redo->isEnabled(), what);
        QVERIFY2(undo->isEnabled(), what);
    };
    // The first edit of a new build.
    BuildController *c = mWindow->controller();
    QVERIFY(!c->apply(define7Xl().toPart(), std::nullopt));
    check("first edit: case");
    for (const Part &p : {zenith2Extreme().toPart(), threadripper3960X().toPart(), aio360().toPart(),
             psu1600Platinum().toPart(), ddr4Kit2x32().toPart(), nvme2Tb().toPart()}) {
        QVERIFY(!c->apply(p, std::nullopt));
        check(qPrintable(p.info.name));
    }
    QVERIFY(!c->apply(blowerRtx2080Ti().toPart(), 1));
    check("place a GPU");
    QVERIFY(!c->apply(blowerRtx2080Ti().toPart(), 3, 1, c->nextGesture()));
    check("move a GPU");
    mWindow->scene()->gpuItem(3)->setSelected(true);
    mWindow->scene()->removeSelected();
    check("remove a GPU");
    QVERIFY(!c->apply(blowerRtx2080Ti().toPart(), 1));
    QCOMPARE(mWindow->swapGpusTo(openAirRtx4090().info.id), std::nullopt);
    check("swap GPUs");
    Workload w = mWindow->document()->build().workload;
    w.datasetSize = Gigabytes(w.datasetSize.value() + 10);
    mWindow->document()->undoStack()->push(new SetWorkloadCommand(mWindow->document(), w));
    check("workload");
    // Undone to the start: nothing to undo, everything to redo.
    while (mWindow->document()->undoStack()->canUndo())
        undo->trigger();
    QVERIFY(!undo->isEnabled());
    QVERIFY(redo->isEnabled());
    // A build just opened from a template: its first edit.
    QVERIFY(mWindow->openTemplate(templateNamed(QStringLiteral("guide-4x-blower.rigsmith"))));
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());
    mWindow->scene()->gpuItem(mWindow->document()->build().gpus.first().slot)->setSelected(true);
    mWindow->scene()->removeSelected();
    check("first edit of an opened build");
    QVERIFY(undo->toolTip().contains(mWindow->document()->undoStack()->undoText()));
}

void TestUsability::undoRedoFollowTheTab()
{
    QVERIFY(!mWindow->controller()->apply(define7Xl().toPart(), std::nullopt));
    QVERIFY(mWindow->undoAction()->isEnabled());
    QVERIFY(mWindow->openTemplate(templateNamed(QStringLiteral("single-budget-gpu.rigsmith"))));
    QVERIFY(!mWindow->undoAction()->isEnabled());
    mWindow->setCurrent(0);
    QVERIFY(mWindow->undoAction()->isEnabled());
    // An edit in a tab not shown does not change the shown tab's actions.
    mWindow->setCurrent(1);
    QVERIFY(!mWindow->undoAction()->isEnabled());
}

void TestUsability::dropOnACardMeansItsSlot()
{
    // Anywhere on a placed card's body is that card's slot: a drop there replaces the card, where it used
    // to do nothing while the status bar said "Drop the GPU on a PCIe slot".
    showAt(QSize(1600, 1000));
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    GpuItem *card = scene->gpuItem(1);
    QVERIFY(card);
    const QRectF body = card->sceneBoundingRect();
    int sampled = 0;
    for (double fx = 0.05; fx < 1.0; fx += 0.1) {
        for (double fy = 0.1; fy < 1.0; fy += 0.2) {
            const QPointF p(body.left() + fx * body.width(), body.top() + fy * body.height());
            if (!card->contains(card->mapFromScene(p)))
                continue;
            ++sampled;
            const SlotItem *slot = scene->slotAt(p);
            QVERIFY2(slot, qPrintable(QStringLiteral("no slot at (%1, %2)").arg(fx).arg(fy)));
        }
    }
    QVERIFY(sampled > 10);
    // The far end of the card, beyond every slot's band: a new card dropped there takes its place.
    Gpu other = guideFourBlowerBuild().gpus.first().gpu;
    QVERIFY(dragAndDrop(scene, {other.info.id, std::nullopt}, QPointF(body.right() - 2, body.center().y())));
    QCOMPARE(mWindow->document()->build().gpuCount(), guideFourBlowerBuild().gpuCount());
}

void TestUsability::dragTagAndRefusalOnTheSlot()
{
    showAt(QSize(1600, 1000));
    // The drag shows a small tag with the part's name, not the row.
    PartsBrowser *browser = mWindow->browser();
    browser->showKind(PartKind::Gpu);
    auto *table = qobject_cast<PartsTable *>(browser->table());
    QVERIFY(table);
    const QModelIndex first = table->model()->index(0, 3);
    const QPixmap tag = table->dragImage(first);
    const double ratio = tag.devicePixelRatio();
    QVERIFY(tag.height() / ratio <= table->rowHeight(0) * 2);
    QVERIFY(tag.width() / ratio <= 360);
    QVERIFY(tag.width() / ratio < table->viewport()->width());
    // A refused slot turns red and says why, on the slot and as its tooltip.
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    QVERIFY(!dragAndDrop(scene, {openAirRtx4090().info.id, std::nullopt}, scene->slotCentre(3), false));
    SlotItem *slot = scene->slotItem(3);
    QCOMPARE(slot->highlight(), SlotItem::Highlight::Refuses);
    QVERIFY(slot->reason().contains(QStringLiteral("cannot take the place of"))); // too wide to replace it
    QCOMPARE(slot->toolTip(), slot->reason());
    bool shown = false;
    for (QGraphicsItem *child : slot->childItems())
        shown = shown
            || (child->type() == LabelItemType && static_cast<LabelItem *>(child)->text() == slot->reason());
    QVERIFY(shown);
    // Leaving the chassis takes the red and the words away; the status bar says nothing was placed.
    const QString reason = slot->reason();
    QGraphicsSceneDragDropEvent leave(QEvent::GraphicsSceneDragLeave);
    QApplication::sendEvent(scene, &leave);
    QCOMPARE(slot->highlight(), SlotItem::Highlight::None);
    QVERIFY(!slot->toolTip().contains(QStringLiteral("cannot take the place of")));
    QCOMPARE(mWindow->statusBar()->currentMessage(), QStringLiteral("Not placed: ") + reason);
    // A drop that lands leaves no "release to put…" in the status bar.
    mWindow->document()->reset(guideFourBlowerBuild());
    scene = mWindow->scene();
    mWindow->scene()->gpuItem(7)->setSelected(true);
    mWindow->scene()->removeSelected();
    QVERIFY(dragAndDrop(scene, {blowerRtx2080Ti().info.id, std::nullopt}, scene->slotCentre(7)));
    QVERIFY2(
        mWindow->statusBar()->currentMessage().isEmpty(), qPrintable(mWindow->statusBar()->currentMessage()));
}

void TestUsability::partsTableReadable()
{
    showAt(QSize(1366, 768));
    PartsBrowser *browser = mWindow->browser();
    auto *table = qobject_cast<PartsTable *>(browser->table());
    auto *model = qobject_cast<PartTableModel *>(browser->proxy()->sourceModel());
    QHeaderView *header = table->horizontalHeader();
    for (PartKind kind : allValues<PartKind>()) {
        browser->showKind(kind);
        QApplication::processEvents();
        // The price is next to the name and in view.
        QCOMPARE(model->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Price"));
        QVERIFY2(header->sectionViewportPosition(1) + header->sectionSize(1) <= table->viewport()->width(),
            qPrintable(QStringLiteral("%1: price column %2 + %3 in a viewport of %4")
                           .arg(toKey(kind))
                           .arg(header->sectionViewportPosition(1))
                           .arg(header->sectionSize(1))
                           .arg(table->viewport()->width())));
        // The name takes the width the other columns leave.
        int others = 0;
        for (int c = 1; c < header->count(); ++c)
            others += header->sectionSize(c);
        QCOMPARE(header->sectionSize(0), PartsTable::nameWidth(table->viewport()->width(), others));
        // One number of decimals per column.
        for (int c = 1; c < model->columnCount(); ++c) {
            QSet<int> decimals;
            for (int r = 0; r < model->rowCount(); ++r) {
                const QVariant v = model->data(model->index(r, c), PartTableModel::SortRole);
                if (v.typeId() != QMetaType::Double)
                    continue;
                const QString shown = model->data(model->index(r, c), Qt::DisplayRole).toString();
                const qsizetype point = shown.indexOf(QLocale().decimalPoint());
                decimals.insert(point < 0 ? 0 : int(shown.size() - point - 1));
            }
            QVERIFY2(decimals.size() <= 1,
                qPrintable(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString()));
        }
    }
    // Widening the dock widens the name.
    showAt(QSize(1600, 1000));
    browser->showKind(PartKind::Gpu);
    const int before = header->sectionSize(0);
    QDockWidget *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("partsDock"));
    const int dockBefore = dock->width();
    mWindow->resizeDocks({dock}, {dock->width() + 150}, Qt::Horizontal);
    QApplication::processEvents();
    QTRY_VERIFY(dock->width() > dockBefore + 100);
    QTRY_VERIFY(header->sectionSize(0) > before);
    // An unknown figure is a dash, not 0.00.
    int bandwidth = -1;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == u"GB/s")
            bandwidth = c;
    }
    QVERIFY(bandwidth > 0);
    bool dashed = false;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->part(r).info.id.key() == u"gpu/no-bandwidth")
            dashed
                = model->data(model->index(r, bandwidth), Qt::DisplayRole).toString() == QStringLiteral("–");
    }
    QVERIFY(dashed);
}

// A build with errors (four 3.5-slot cards that collide) is on every chart.
void TestUsability::chartsIncludeTheBuild()
{
    Build b = guideFourBlowerBuild();
    for (GpuPlacement &g : b.gpus)
        g.gpu = openAirRtx4090();
    mWindow->document()->reset(b);
    QVERIFY(mWindow->report().count(Severity::Error) > 0);
    ChartsPanel *charts = mWindow->charts();
    int mine = 0;
    for (const ValuePoint &p : charts->valueMap().points)
        mine += p.inBuild ? 1 : 0;
    QCOMPARE(mine, 1);
    auto *highlight = qobject_cast<QXYSeries *>(charts->chart(ChartsPanel::ValueMapChart)->series().last());
    QCOMPARE(highlight->count(), 1);
    auto *current = qobject_cast<QXYSeries *>(charts->chart(ChartsPanel::AlternativesChart)->series().last());
    QCOMPARE(current->name(), QStringLiteral("This build"));
    QCOMPARE(current->count(), 1);
    auto *names
        = qobject_cast<QBarCategoryAxis *>(charts->chart(ChartsPanel::TcoChart)->axes(Qt::Vertical).first());
    QVERIFY(names);
    QVERIFY2(names->categories().contains(QStringLiteral("4 × GeForce RTX 4090 (this build)")),
        qPrintable(names->categories().join(u'|')));
    QVERIFY(charts->model(ChartsPanel::BreakdownChart)->rowCount() > 0);
    // Filtered away, the build's own GPU stays on the value map.
    charts->vendorFilter()->setCurrentIndex(charts->vendorFilter()->findData(QStringLiteral("Intel")));
    QCOMPARE(charts->valueMap().points.size(), 1);
    QVERIFY(charts->valueMap().points.first().inBuild);
}

// Drawn at the size of a laptop's charts dock, no chart shows a cut ("…") label or title.
void TestUsability::chartLabelsWhole()
{
    showAt(QSize(1366, 768));
    mWindow->document()->reset(guideFourBlowerBuild());
    ChartsPanel *charts = mWindow->charts();
    auto *tabs = charts->findChild<QTabWidget *>();
    for (int c = 0; c < ChartsPanel::ChartCount; ++c) {
        tabs->setCurrentIndex(c);
        QApplication::processEvents();
        QChart *chart = charts->chart(ChartsPanel::Chart(c));
        QChartView *view = charts->view(ChartsPanel::Chart(c));
        QVERIFY(view->isVisible());
        QStringList texts;
        for (QGraphicsItem *item : view->scene()->items()) {
            if (!item->isVisible())
                continue;
            if (const auto *t = dynamic_cast<QGraphicsTextItem *>(item))
                texts.append(t->toPlainText());
            else if (const auto *s = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                texts.append(s->text());
        }
        QVERIFY(!texts.isEmpty());
        for (const QString &t : texts)
            QVERIFY2(!t.contains(u'…') && !t.contains(QStringLiteral("...")),
                qPrintable(QStringLiteral("%1: \"%2\"").arg(chart->title(), t)));
        if (c == ChartsPanel::TcoChart)
            QVERIFY2(texts.join(u'|').contains(QStringLiteral("(this build)")), qPrintable(texts.join(u'|')));
        // Every series of the alternatives is named (the legend labels them).
        if (c == ChartsPanel::AlternativesChart) {
            QVERIFY(chart->series().size() >= 2);
            for (QAbstractSeries *s : chart->series())
                QVERIFY(!s->name().isEmpty());
        }
    }
}

void TestUsability::chartFiltersAndRanking()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    ChartsPanel *charts = mWindow->charts();
    auto *tabs = charts->findChild<QTabWidget *>();
    // The filters sit in the value map's tab, the only chart they act on.
    QVERIFY(tabs->widget(ChartsPanel::ValueMapChart)->isAncestorOf(charts->filterBar()));
    QVERIFY(tabs->widget(ChartsPanel::ValueMapChart)->isAncestorOf(charts->rankTable()));
    const int alternatives = charts->model(ChartsPanel::AlternativesChart)->rowCount();
    charts->vendorFilter()->setCurrentIndex(charts->vendorFilter()->findData(QStringLiteral("AMD")));
    QCOMPARE(charts->model(ChartsPanel::AlternativesChart)->rowCount(), alternatives);
    charts->vendorFilter()->setCurrentIndex(0);
    // The AMD card (the throughput model has no estimate for other vendors) is neither on the map
    // nor proposed as an alternative to this NVIDIA build.
    for (const ValuePoint &p : charts->valueMap().points)
        QVERIFY(p.vendor == u"NVIDIA");
    ChartTableModel *alts = charts->model(ChartsPanel::AlternativesChart);
    for (int r = 0; r < alts->rowCount(); ++r)
        QVERIFY(
            !alts->data(alts->index(r, 2), Qt::DisplayRole).toString().contains(QStringLiteral("Radeon")));
    // The ranked table: one row per model, most throughput per dollar first, the build's marked.
    ChartTableModel *rank = charts->rankModel();
    QVERIFY(rank->rowCount() >= 2);
    double last = 1e18;
    QSet<QString> names;
    bool mine = false;
    for (int r = 0; r < rank->rowCount(); ++r) {
        const double perDollar
            = QLocale().toDouble(rank->data(rank->index(r, 5), Qt::DisplayRole).toString());
        QVERIFY(perDollar <= last);
        last = perDollar;
        const QString name = rank->data(rank->index(r, 1), Qt::DisplayRole).toString();
        QVERIFY(!names.contains(name));
        names.insert(name);
        mine = mine || name.endsWith(QStringLiteral("(this build)"));
    }
    QVERIFY(mine);
    // Filtered to another vendor, only the build's own model is left.
    charts->vendorFilter()->setCurrentIndex(charts->vendorFilter()->findData(QStringLiteral("AMD")));
    QCOMPARE(rank->rowCount(), 1);
}

// Findings coming and going do not move the docks back and forth: once the widest figures have
// been shown, switching between builds (and back to an empty one) leaves every dock as it is.
void TestUsability::docksKeepTheirSize()
{
    showAt(QSize(1366, 768));
    for (const QString &t : MainWindow::templates()) {
        QVERIFY(mWindow->openTemplate(t));
        QApplication::processEvents();
    }
    const auto widths = [this] {
        QList<int> out;
        for (const char *name : {"partsDock", "findingsDock", "chartsDock"}) {
            auto *d = mWindow->findChild<QDockWidget *>(QString::fromLatin1(name));
            out.append(d->width());
            out.append(d->height());
        }
        return out;
    };
    const QList<int> before = widths();
    for (int tab = 0; tab < mWindow->sessionCount(); ++tab) {
        mWindow->setCurrent(tab);
        QApplication::processEvents();
        QCOMPARE(widths(), before);
    }
    mWindow->document()->reset(Build {});
    QApplication::processEvents();
    QCOMPARE(widths(), before);
}

void TestUsability::smallThings()
{
    // The board shows one DIMM per module: two kits of two fill four slots.
    Build b = guideFourBlowerBuild();
    b.memory = {{ddr4Kit2x32(), 2}};
    mWindow->document()->reset(b);
    int filled = 0;
    for (QGraphicsItem *item : mWindow->scene()->items()) {
        const auto *rect = dynamic_cast<QGraphicsRectItem *>(item);
        if (rect && rect->toolTip().startsWith(QStringLiteral("Memory slot")))
            filled += rect->brush().color() == QColor(40, 60, 140) ? 1 : 0;
    }
    QCOMPARE(filled, 4);
    // The empty-build hint goes with the first part of any kind.
    mWindow->document()->reset(Build {});
    auto *hint = mWindow->findChild<QLabel *>();
    QLabel *emptyHint = nullptr;
    for (QLabel *l : mWindow->findChildren<QLabel *>()) {
        if (l->text().startsWith(QStringLiteral("An empty build")))
            emptyHint = l;
    }
    Q_UNUSED(hint);
    QVERIFY(emptyHint);
    QVERIFY(!emptyHint->isHidden());
    QVERIFY(!mWindow->controller()->apply(ddr4Kit2x32().toPart(), std::nullopt));
    QVERIFY(emptyHint->isHidden());
    // A GPU's "Replace with" offers only a GPU.
    mWindow->document()->reset(guideFourBlowerBuild());
    mWindow->scene()->setReplacementProvider([] { return std::optional<Part>(hdd8Tb().toPart()); });
    std::unique_ptr<QMenu> menu = mWindow->scene()->menuFor(mWindow->scene()->gpuItem(1));
    for (QAction *a : menu->actions()) {
        QVERIFY(!a->text().contains(hdd8Tb().info.name));
        if (a->text().startsWith(QStringLiteral("Replace")))
            QVERIFY(!a->isEnabled());
    }
    // A refused replacement leaves nothing to redo.
    mWindow->scene()->setReplacementProvider([] { return std::optional<Part>(openAirRtx4090().toPart()); });
    menu = mWindow->scene()->menuFor(mWindow->scene()->gpuItem(1));
    for (QAction *a : menu->actions()) {
        if (a->text().startsWith(QStringLiteral("Replace")))
            a->trigger();
    }
    QVERIFY(!mWindow->document()->undoStack()->canRedo());
    QVERIFY(!mWindow->redoAction()->isEnabled());
    // The kinds read as a list: each capitalised.
    auto *kinds = mWindow->browser()->findChild<QComboBox *>();
    QVERIFY(kinds->count() == kPartKindCount);
    for (int i = 0; i < kinds->count(); ++i)
        QVERIFY2(kinds->itemText(i).front().isUpper(), qPrintable(kinds->itemText(i)));
    // A CSV export named without an extension gets ".csv".
    QTemporaryDir dir;
    QString error;
    QVERIFY(mWindow->charts()->exportCsv(
        ChartsPanel::ValueMapChart, dir.filePath(QStringLiteral("values")), &error));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("values.csv"))));
}

QTEST_MAIN(TestUsability)
#include "tst_usability.moc"
