// SPDX-License-Identifier: GPL-3.0-or-later
// The chassis drawing follows the build item by item: an edit redraws the items it changes (a part, its
// place, label, findings or price) and keeps the others as they are, selection included; what is left
// always looks as a drawing made afresh from the build would.
#include "core/document/addpartcommand.h"
#include "core/document/removegpucommand.h"
#include "core/document/setpartcommand.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassisscene.h"
#include "ui/window/mainwindow.h"

#include <QGraphicsItem>
#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

namespace {

// What a drawing shows, item by item, in a stable order: the type, where it is and what it says.
QStringList drawing(const QGraphicsScene &scene)
{
    QStringList out;
    for (const QGraphicsItem *i : scene.items()) {
        const QRectF r = i->sceneBoundingRect();
        out.append(QStringLiteral("%1 %2,%3 %4x%5 z%6 %7")
                       .arg(i->type())
                       .arg(r.x(), 0, 'f', 2)
                       .arg(r.y(), 0, 'f', 2)
                       .arg(r.width(), 0, 'f', 2)
                       .arg(r.height(), 0, 'f', 2)
                       .arg(i->zValue())
                       .arg(i->toolTip()));
    }
    out.sort();
    return out;
}

// The same build drawn by a scene of its own, from nothing.
QStringList drawnAfresh(const Build &b)
{
    ChassisScene fresh(nullptr);
    const Analyses a = Analyses::of(b);
    fresh.sync(b, a, RuleEngine::evaluate(b, a));
    return drawing(fresh);
}

QSet<QGraphicsItem *> itemsOf(const QGraphicsScene &scene)
{
    const QList<QGraphicsItem *> all = scene.items();
    return {all.cbegin(), all.cend()};
}

} // namespace

class TestChassisSync : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { mWindow = testWindow(&mCatalog); }
    void cleanup() { mWindow.reset(); }
    void unchangedItemsAreKept();
    void changedItemsAreRedrawn();
    void selectionSurvivesAnEdit();

private:
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = InMemoryCatalog({blowerRtx2080Ti().toPart(), threadripper3960X().toPart(),
        zenith2Extreme().toPart(), psu1600Platinum().toPart(), define7Xl().toPart(), hdd8Tb().toPart()});
};

// A drive added to the side column: the cards, the board, its slots and the CPU are the items they were.
void TestChassisSync::unchangedItemsAreKept()
{
    const Build b = guideFourBlowerBuild();
    mWindow->document()->reset(b);
    ChassisScene *scene = mWindow->scene();
    const QList<PcieSlot> &slots = b.motherboard->spec.slots;
    QList<QGraphicsItem *> kept {scene->gpuItem(b.gpus[0].slot), scene->gpuItem(b.gpus[1].slot),
        scene->slotItem(slots[0].position), scene->slotItem(slots[1].position)};
    for (QGraphicsItem *i : scene->items()) {
        if (i->type() == PartBlockItemType
            && (static_cast<PartBlockItem *>(i)->kind() == PartKind::Motherboard
                || static_cast<PartBlockItem *>(i)->kind() == PartKind::Cpu))
            kept.append(i);
    }
    QCOMPARE(kept.size(), 6);
    QVERIFY(!kept.contains(nullptr));
    for (QGraphicsItem *i : kept)
        i->setData(0, QStringLiteral("drawn before")); // an item drawn anew would not carry it
    mWindow->document()->undoStack()->push(new AddPartCommand(mWindow->document(), hdd8Tb().toPart()));
    const auto drives = [](const Build &build) {
        int n = 0;
        for (const auto &s : build.storage)
            n += s.quantity;
        return n;
    };
    QCOMPARE(drives(mWindow->document()->build()), drives(b) + 1);
    const QSet<QGraphicsItem *> now = itemsOf(*scene);
    for (QGraphicsItem *i : kept) {
        QVERIFY(now.contains(i));
        QCOMPARE(i->data(0).toString(), QStringLiteral("drawn before"));
    }
    QCOMPARE(drawing(*scene), drawnAfresh(mWindow->document()->build()));
    // Drawn again from the same build, nothing is redrawn.
    const QSet<QGraphicsItem *> before = itemsOf(*scene);
    const Analyses a = Analyses::of(mWindow->document()->build());
    scene->sync(mWindow->document()->build(), a, RuleEngine::evaluate(mWindow->document()->build(), a));
    QCOMPARE(itemsOf(*scene), before);
}

// A smaller PSU: its block is drawn anew with its findings' badge; a removed card leaves the drawing;
// the undo puts back a drawing as a fresh one would be.
void TestChassisSync::changedItemsAreRedrawn()
{
    const Build b = guideFourBlowerBuild();
    mWindow->document()->reset(b);
    ChassisScene *scene = mWindow->scene();
    const auto psuItem = [scene]() -> PartBlockItem * {
        for (QGraphicsItem *i : scene->items()) {
            if (i->type() == PartBlockItemType && static_cast<PartBlockItem *>(i)->kind() == PartKind::Psu)
                return static_cast<PartBlockItem *>(i);
        }
        return nullptr;
    };
    PartBlockItem *psu = psuItem();
    QVERIFY(psu);
    psu->setData(0, QStringLiteral("drawn before"));
    Psu small = psu1600Platinum();
    small.info.id = PartId(QStringLiteral("psu/small-1000"));
    small.info.name = QStringLiteral("Small 1000 W");
    small.spec.wattage = Watts(1000);
    small.spec.connectors.pcie12vhpwr = 2; // native 12VHPWR cables are named beside the 8-pin ones
    mWindow->document()->undoStack()->push(
        new SetPartCommand(mWindow->document(), PartKind::Psu, small.toPart()));
    QVERIFY(mWindow->report().has(QStringLiteral("POWER.PSU_HEADROOM")));
    const QString cables
        = QStringLiteral("1000 W, %1 PCIe + 2 12VHPWR cables").arg(small.spec.connectors.pcie8);
    QVERIFY2(psuItem()->toolTip().contains(cables), qPrintable(psuItem()->toolTip()));
    QVERIFY(psuItem());
    QVERIFY(psuItem()->data(0).toString().isEmpty());
    QCOMPARE(psuItem()->partId(), small.info.id);
    bool badged = false;
    for (QGraphicsItem *child : psuItem()->childItems())
        badged = badged || child->type() == BadgeItemType;
    QVERIFY(badged);
    QCOMPARE(drawing(*scene), drawnAfresh(mWindow->document()->build()));

    const int last = b.gpus.last().slot;
    mWindow->document()->undoStack()->push(new RemoveGpuCommand(mWindow->document(), last));
    QVERIFY(!scene->gpuItem(last));
    int cards = 0;
    for (QGraphicsItem *i : scene->items())
        cards += i->type() == GpuItemType ? 1 : 0;
    QCOMPARE(cards, int(b.gpus.size()) - 1);
    QCOMPARE(drawing(*scene), drawnAfresh(mWindow->document()->build()));

    mWindow->document()->undoStack()->undo();
    mWindow->document()->undoStack()->undo();
    QVERIFY(scene->gpuItem(last));
    QCOMPARE(drawing(*scene), drawnAfresh(b));
}

// A card selected in the drawing stays selected when another part changes, and when it is drawn anew.
void TestChassisSync::selectionSurvivesAnEdit()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    ChassisScene *scene = mWindow->scene();
    GpuItem *card = scene->gpuItem(1);
    card->setSelected(true);
    mWindow->document()->undoStack()->push(new AddPartCommand(mWindow->document(), hdd8Tb().toPart()));
    QCOMPARE(scene->gpuItem(1), card);
    QVERIFY(card->isSelected());
    // The PSU changed (the cards' findings may change with it): the card in slot 1 is still selected.
    Psu small = psu1600Platinum();
    small.info.id = PartId(QStringLiteral("psu/small-1000"));
    small.spec.wattage = Watts(1000);
    mWindow->document()->undoStack()->push(
        new SetPartCommand(mWindow->document(), PartKind::Psu, small.toPart()));
    QVERIFY(scene->gpuItem(1)->isSelected());
    QCOMPARE(scene->selectedGpuSlots(), QList<int>({1}));
}

QTEST_MAIN(TestChassisSync)
#include "tst_chassissync.moc"
