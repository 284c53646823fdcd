// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/chassislayout.h"
#include "core/document/addpartcommand.h"
#include "core/document/builddocument.h"
#include "core/document/movegpucommand.h"
#include "core/document/placegpucommand.h"
#include "core/document/removegpucommand.h"
#include "core/document/setpartcommand.h"
#include "core/document/setsettingscommand.h"
#include "support/sampleparts.h"

#include <QSignalSpy>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

Q_DECLARE_METATYPE(rigsmith::core::ChangeEvent)

class TestBuildDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeUndoRedo();
    void placementRefusals();
    void dragMovesMergeIntoOneStep();
    void dragBackToStartIsNoStep();
    void separateDragsAreSeparateSteps();
    void removeGpu();
    void setPartEmitsRoleAndReseatsGpus();
    void addPartMergesQuantities();
    void settingsEditsMerge();
    void mergingNeverReachesAcrossAnUndo();
    void everyStepHasAName();
    void resetClearsHistory();
};

void TestBuildDocument::placeUndoRedo()
{
    BuildDocument doc;
    doc.reset(Build {});
    QSignalSpy spy(&doc, &BuildDocument::changed);
    doc.undoStack()->push(new SetPartCommand(&doc, PartKind::Motherboard, zenith2Extreme().toPart()));
    doc.undoStack()->push(new PlaceGpuCommand(&doc, blowerRtx2080Ti(), 5));
    QCOMPARE(spy.size(), 2);
    QCOMPARE(
        spy.at(0).at(0).value<ChangeEvent>(), (ChangeEvent {ChangeEvent::What::Part, PartKind::Motherboard}));
    QCOMPARE(spy.at(1).at(0).value<ChangeEvent>().what, ChangeEvent::What::Gpus);
    QCOMPARE(doc.build().gpuCount(), 1);
    QCOMPARE(doc.build().gpus[0].slot, 5);
    QVERIFY(!doc.undoStack()->isClean());

    doc.undoStack()->undo();
    QCOMPARE(doc.build().gpuCount(), 0);
    QCOMPARE(spy.size(), 3);
    doc.undoStack()->redo();
    QCOMPARE(doc.build().gpuCount(), 1);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(!doc.build().motherboard);
    QVERIFY(doc.undoStack()->isClean());
}

void TestBuildDocument::placementRefusals()
{
    Build b = guideFourBlowerBuild();
    QVERIFY(gpuPlacementRefusal(b, 2)->contains(QStringLiteral("no slot 2")));
    QVERIFY(gpuPlacementRefusal(b, 3)->contains(QStringLiteral("already holds")));
    QVERIFY(!gpuPlacementRefusal(b, 3, 3)); // moving the card in slot 3 onto itself
    b.gpus.removeLast();
    QVERIFY(!gpuPlacementRefusal(b, 7));
    b.motherboard.reset();
    QVERIFY(!gpuPlacementRefusal(b, 2));
    QVERIFY(gpuPlacementRefusal(b, 0));
    QVERIFY(gpuPlacementRefusal(b, Build::kMaxSlotPosition + 1));

    // The whole refusal of a drop, in core: the slots', then the coolers' room.
    Build guide = guideFourBlowerBuild();
    Gpu wide = guide.gpus.first().gpu;
    wide.spec.slotWidth = Slots::whole(3);
    QVERIFY(gpuDropRefusal(guide, wide, 3)->contains(QStringLiteral("already holds")));
    QVERIFY(!gpuDropRefusal(guide, guide.gpus[1].gpu, 3, 3)); // a card back onto its own slot
    Build open = guide;
    open.gpus.removeIf([](const GpuPlacement &g) { return g.slot == 5; });
    QCOMPARE(*gpuDropRefusal(open, wide, 5),
        QStringLiteral("A 3-slot card in slot 5 would cover the card in slot 7."));
    QVERIFY(!gpuDropRefusal(open, guide.gpus[2].gpu, 5)); // a two-slot card fits there
    open.gpus.removeIf([](const GpuPlacement &g) { return g.slot == 3; });
    open.gpus.first().gpu = wide; // slot 1's cooler now covers slot 3
    QCOMPARE(*gpuDropRefusal(open, guide.gpus[1].gpu, 3),
        QStringLiteral("Slot 3 is covered by the card in slot 1."));
}

void TestBuildDocument::dragMovesMergeIntoOneStep()
{
    Build b = guideFourBlowerBuild();
    b.gpus.removeLast(); // slots 1, 3, 5 used; 7 free
    BuildDocument doc(b);
    doc.undoStack()->push(new MoveGpuCommand(&doc, 5, 7, 1));
    doc.undoStack()->push(new RemoveGpuCommand(&doc, 1));
    // One drag of the slot-3 card passes over slot 1 and ends in slot 5.
    doc.undoStack()->push(new MoveGpuCommand(&doc, 3, 1, 2));
    doc.undoStack()->push(new MoveGpuCommand(&doc, 1, 5, 2));
    QCOMPARE(doc.undoStack()->count(), 3); // the two moves of that drag merged
    QCOMPARE(doc.build().gpus[0].slot, 5);
    QCOMPARE(doc.build().gpus[1].slot, 7);
    doc.undoStack()->undo();
    QCOMPARE(doc.build().gpus[0].slot, 3);
    QCOMPARE(doc.build().gpus[1].slot, 7);
}

void TestBuildDocument::dragBackToStartIsNoStep()
{
    Build b = guideFourBlowerBuild();
    b.gpus.removeLast();
    BuildDocument doc(b);
    doc.undoStack()->push(new MoveGpuCommand(&doc, 5, 7, 1));
    doc.undoStack()->push(new MoveGpuCommand(&doc, 7, 5, 1));
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.build(), b);
}

void TestBuildDocument::separateDragsAreSeparateSteps()
{
    Build b = guideFourBlowerBuild();
    b.gpus.removeLast();
    BuildDocument doc(b);
    doc.undoStack()->push(new MoveGpuCommand(&doc, 5, 7, 1));
    doc.undoStack()->push(new MoveGpuCommand(&doc, 7, 5, 2));
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->push(new MoveGpuCommand(&doc, 5, 7));
    doc.undoStack()->push(new MoveGpuCommand(&doc, 7, 5));
    QCOMPARE(doc.undoStack()->count(), 4);
}

void TestBuildDocument::removeGpu()
{
    BuildDocument doc(guideFourBlowerBuild());
    doc.undoStack()->push(new RemoveGpuCommand(&doc, 3));
    QCOMPARE(doc.build().gpuCount(), 3);
    QVERIFY(!doc.build().gpuInSlot(3));
    doc.undoStack()->undo();
    QVERIFY(doc.build().gpuInSlot(3));
}

void TestBuildDocument::setPartEmitsRoleAndReseatsGpus()
{
    BuildDocument doc(guideFourBlowerBuild());
    QSignalSpy spy(&doc, &BuildDocument::changed);
    // A board with slots 1 and 2 only: two cards stay (one moves), two lose their slots.
    Motherboard small = zenith2Extreme();
    small.info.id = PartId(QStringLiteral("motherboard/two-slot"));
    small.spec.slots = {small.spec.slots[0], small.spec.slots[1]};
    small.spec.slots[1].position = 2;
    doc.undoStack()->push(new SetPartCommand(&doc, PartKind::Motherboard, small.toPart()));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(doc.build().gpuCount(), 2);
    QCOMPARE(doc.build().gpus[0].slot, 1);
    QCOMPARE(doc.build().gpus[1].slot, 2);
    QVERIFY(structuralProblems(doc.build()).isEmpty());
    doc.undoStack()->undo();
    QCOMPARE(doc.build(), guideFourBlowerBuild());

    doc.undoStack()->push(new SetPartCommand(&doc, PartKind::Psu, std::nullopt));
    QVERIFY(!doc.build().psu);
    QVERIFY(SetPartCommand::accepts(define7Xl().toPart()));
    QVERIFY(!SetPartCommand::accepts(blowerRtx2080Ti().toPart()));
}

void TestBuildDocument::addPartMergesQuantities()
{
    BuildDocument doc(Build {});
    QSignalSpy spy(&doc, &BuildDocument::changed);
    doc.undoStack()->push(new AddPartCommand(&doc, nvme2Tb().toPart()));
    doc.undoStack()->push(new AddPartCommand(&doc, nvme2Tb().toPart(), 2));
    doc.undoStack()->push(new AddPartCommand(&doc, ddr4Kit2x32().toPart()));
    QCOMPARE(doc.build().storage.size(), 1);
    QCOMPARE(doc.build().storage[0].quantity, 3);
    QCOMPARE(doc.build().memory.size(), 1);
    QCOMPARE(spy.last().at(0).value<ChangeEvent>().what, ChangeEvent::What::MemoryKits);
    doc.undoStack()->push(new RemovePartCommand(&doc, PartKind::Storage, 0, 1));
    QCOMPARE(doc.build().storage[0].quantity, 2);
    doc.undoStack()->push(new RemovePartCommand(&doc, PartKind::Storage, 0));
    QVERIFY(doc.build().storage.isEmpty());
    QVERIFY(!AddPartCommand::accepts(psu1600Platinum().toPart()));
}

void TestBuildDocument::settingsEditsMerge()
{
    BuildDocument doc(Build {});
    Workload w;
    // Typing into one field (the model size, digit by digit) is one step, named after the field.
    w.paramsBillions = 7;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    w.paramsBillions = 70;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change model size"));
    QCOMPARE(doc.build().workload, w);
    // Another field is another step.
    w.precision = Precision::Fp32;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change precision"));
    Environment e;
    e.electricityPricePerKwh = 0.31;
    doc.undoStack()->push(new SetEnvironmentCommand(&doc, e));
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change electricity price"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.build().workload, Workload {});
    doc.undoStack()->push(new SetMetadataCommand(&doc, QStringLiteral("Box A"), QStringLiteral("notes")));
    QCOMPARE(doc.build().name, QStringLiteral("Box A"));
}

void TestBuildDocument::mergingNeverReachesAcrossAnUndo()
{
    // Edit, edit (merged), undo, edit: one Ctrl+Z then undoes only the last edit.
    BuildDocument doc(Build {});
    Workload w;
    w.precision = Precision::Bf16;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w)); // a first step to stand on
    w.paramsBillions = 7;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    w.paramsBillions = 70;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    QCOMPARE(doc.undoStack()->count(), 2);
    Environment e;
    e.hoursPerDay = 8;
    doc.undoStack()->push(new SetEnvironmentCommand(&doc, e));
    doc.undoStack()->undo(); // the environment edit: the model-size step is on top again
    QCOMPARE(doc.build().environment, Environment {});
    w.paramsBillions = 8;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    QCOMPARE(doc.undoStack()->count(), 3);
    doc.undoStack()->undo();
    QCOMPARE(doc.build().workload.paramsBillions, 70.0); // only the last edit went
    doc.undoStack()->undo();
    QCOMPARE(doc.build().workload.paramsBillions, Workload {}.paramsBillions);
    QCOMPARE(doc.build().workload.precision, Precision::Bf16);
    // Undo then redo is a step back and forth: the next edit is still a step of its own.
    doc.undoStack()->redo();
    w.paramsBillions = 13;
    doc.undoStack()->push(new SetWorkloadCommand(&doc, w));
    QCOMPARE(doc.undoStack()->count(), 3);
    doc.undoStack()->undo();
    QCOMPARE(doc.build().workload.paramsBillions, 70.0);
    // Within one drag, moves still merge after an earlier undo.
    Build b = guideFourBlowerBuild();
    b.gpus.removeLast(); // slots 1, 3, 5 used; 7 free
    BuildDocument board(b);
    board.undoStack()->push(new RemoveGpuCommand(&board, 1));
    board.undoStack()->undo();
    board.undoStack()->push(new RemoveGpuCommand(&board, 1));
    board.undoStack()->push(new MoveGpuCommand(&board, 5, 7, 1));
    board.undoStack()->push(new MoveGpuCommand(&board, 7, 1, 1));
    QCOMPARE(board.undoStack()->count(), 2);
    QCOMPARE(board.build().gpus[0].slot, 1);
}

void TestBuildDocument::everyStepHasAName()
{
    BuildDocument doc(guideFourBlowerBuild());
    QUndoStack *stack = doc.undoStack();
    Workload w = doc.build().workload;
    w.sequenceLength = 4096;
    w.microBatch = 4; // two fields at once: the workload
    stack->push(new SetWorkloadCommand(&doc, w));
    Environment e = doc.build().environment;
    e.circuitVolts = 230;
    e.circuitAmps = 16;
    stack->push(new SetEnvironmentCommand(&doc, e));
    stack->push(new SetMetadataCommand(&doc, doc.build().name, QStringLiteral("for the lab")));
    stack->push(new AddPartCommand(&doc, nvme2Tb().toPart()));
    stack->push(new RemovePartCommand(&doc, PartKind::Storage, 0)); // the drive just added to
    stack->push(new RemoveGpuCommand(&doc, 7));
    stack->push(new SetPartCommand(&doc, PartKind::Psu, std::nullopt));
    const QStringList expected {QStringLiteral("Change workload"), QStringLiteral("Change wall circuit"),
        QStringLiteral("Edit the build's notes"), QStringLiteral("Add ") + nvme2Tb().info.name,
        QStringLiteral("Remove ") + nvme2Tb().info.name, QStringLiteral("Remove GPU from slot 7")};
    for (int i = 0; i < stack->count(); ++i)
        QVERIFY2(!stack->command(i)->text().isEmpty(), qPrintable(QString::number(i)));
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(stack->command(i)->text(), expected[i]);
}

void TestBuildDocument::resetClearsHistory()
{
    BuildDocument doc(Build {});
    doc.undoStack()->push(new AddPartCommand(&doc, nvme2Tb().toPart()));
    QSignalSpy spy(&doc, &BuildDocument::changed);
    doc.reset(guideFourBlowerBuild());
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.first().at(0).value<ChangeEvent>().what, ChangeEvent::What::Reset);
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(doc.undoStack()->isClean());
}

QTEST_GUILESS_MAIN(TestBuildDocument)
#include "tst_builddocument.moc"
