// SPDX-License-Identifier: GPL-3.0-or-later
// A build planned for several jobs in the window: the workload dock adds, edits, removes
// and promotes workloads as named undo steps; the summary strip and the findings follow every one.
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/docks/findingspanel.h"
#include "ui/docks/settingspanel.h"
#include "ui/docks/summarystrip.h"
#include "ui/forms/elidingcombobox.h"
#include "ui/forms/workloadfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::ui;
using namespace rigsmith::testing;

class TestWorkloadsDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void addEditPromoteRemove();
    void undoOfAddLeavesAnExistingChoice();
    void fieldsFollowEveryPresetAndUndo();
    void longChoicesEndInAnEllipsisWithTheWholeInTheTooltip();

private:
    SettingsPanel *panel();
    BuildDocument *document() { return mWindow->document(); }
    void choosePreset(const char *key);
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = guideBuildCatalog();
};

void TestWorkloadsDock::init()
{
    mWindow = testWindow(&mCatalog);
    // One 24 GB card: vision training fits, 70B in 4-bit does not.
    Build b = guideFourBlowerBuild();
    b.gpus = {GpuPlacement {openAirRtx4090(), 1}};
    b.workload.kind = WorkloadKind::Vision;
    document()->reset(b);
    showFittedAt(*mWindow, QSize(1366, 768));
}

void TestWorkloadsDock::cleanup()
{
    mWindow.reset();
}

SettingsPanel *TestWorkloadsDock::panel()
{
    auto *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("settingsDock"));
    dock->raise();
    QApplication::processEvents();
    return mWindow->findChild<SettingsPanel *>();
}

void TestWorkloadsDock::choosePreset(const char *key)
{
    QComboBox *preset = panel()->workloadFields()->preset();
    const int index = preset->findData(QLatin1String(key));
    QVERIFY2(index >= 0, key);
    preset->setCurrentIndex(index);
    QApplication::processEvents();
}

namespace {

// Which of the job's rows the workload kind reads (WorkloadFields::show's own rule, written out
// independently here: a row shown wrongly or missing is what a user saw).
QList<std::pair<QWidget *, bool>> expectedRows(WorkloadFields *f, WorkloadKind kind)
{
    const bool llm = kind != WorkloadKind::Vision;
    const bool training = kind == WorkloadKind::Transformer || kind == WorkloadKind::FineTune;
    return {{f->kind(), true}, {f->task(), kind == WorkloadKind::Vision}, {f->precision(), true},
        {f->params(), llm}, {f->method(), kind == WorkloadKind::FineTune}, {f->optimizer(), training},
        {f->parallelism(), training}, {f->sequence(), llm},
        {f->batch(), llm && kind != WorkloadKind::Inference}, {f->checkpointing(), training}};
}

} // namespace

void TestWorkloadsDock::fieldsFollowEveryPresetAndUndo()
{
    // Optimizer, Multi-GPU, Sequence length and Micro-batch vanished (a blank gap where they were) after
    // switching from the vision preset to "Fine-tune an 8 B LLM with QLoRA" on the four-blower template;
    // after two undos only Micro-batch was missing. Every preset in turn, each undone and redone, at the
    // width the report was made at and at the smallest: each row the kind reads is on screen with its
    // label, each it does not read is gone.
    QUndoStack *undo = document()->undoStack();
    document()->reset(guideFourBlowerBuild());
    for (const QSize size : {QSize(1600, 1000), QSize(1366, 768)}) {
        showFittedAt(*mWindow, size);
        SettingsPanel *p = panel();
        WorkloadFields *f = p->workloadFields();
        const auto check = [&](const QString &step) {
            for (int i = 0; i < 5; ++i)
                QApplication::processEvents();
            const WorkloadKind kind = document()->build().workload.kind;
            for (const auto &[field, shown] : expectedRows(f, kind)) {
                auto *form = qobject_cast<QFormLayout *>(field->parentWidget()->layout());
                QVERIFY2(form, qPrintable(step));
                QWidget *label = form->labelForField(field);
                const QString name = label ? label->property("text").toString() : field->objectName();
                QVERIFY2(field->isVisible() == shown,
                    qPrintable(
                        QStringLiteral("%1: %2 %3")
                            .arg(step, name, shown ? QStringLiteral("missing") : QStringLiteral("shown"))));
                if (label)
                    QVERIFY2(label->isVisible() == shown,
                        qPrintable(step + u' ' + name + QStringLiteral(" label")));
                if (shown) // on screen, with room: not a collapsed row in a gap
                    QVERIFY2(field->height() > 0 && field->width() > 0, qPrintable(step + u' ' + name));
            }
        };
        QComboBox *preset = f->preset();
        for (int i = 0; i < preset->count(); ++i) {
            const QString key = preset->itemData(i).toString();
            if (key.isEmpty())
                continue;
            choosePreset("guide-kaggle");
            check(QStringLiteral("vision preset"));
            preset->setCurrentIndex(i);
            check(QStringLiteral("preset %1").arg(key));
            undo->undo();
            check(QStringLiteral("undo of %1").arg(key));
            undo->undo();
            check(QStringLiteral("second undo after %1").arg(key));
            undo->redo();
            undo->redo();
            check(QStringLiteral("redo of %1").arg(key));
        }
    }
}

void TestWorkloadsDock::addEditPromoteRemove()
{
    SettingsPanel *p = panel();
    QUndoStack *undo = document()->undoStack();
    const Workload vision = document()->build().workload;
    QCOMPARE(p->workloadChoice()->count(), 1);
    QVERIFY(!p->removeWorkloadButton()->isEnabled());
    QVERIFY(!p->primaryButton()->isEnabled());

    // Add: a copy of the shown workload, chosen at once, as one named step.
    QTest::mouseClick(p->addWorkloadButton(), Qt::LeftButton);
    QCOMPARE(document()->build().otherWorkloads.size(), 1);
    QCOMPARE(p->workloadChoice()->count(), 2);
    QCOMPARE(p->currentWorkload(), 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Add workload"));
    QVERIFY(p->removeWorkloadButton()->isEnabled());
    QVERIFY(p->primaryButton()->isEnabled());
    // The box's own settings are the primary's: not shown for a further workload.
    QVERIFY(!p->dataDrive()->isVisible());

    // A preset on the further workload changes it alone.
    choosePreset("llm-70b-run-4bit");
    QCOMPARE(document()->build().workload, vision);
    const Workload llm = document()->build().otherWorkloads.first();
    QCOMPARE(llm.kind, WorkloadKind::Inference);
    QVERIFY(undo->undoText().startsWith(QStringLiteral("Apply preset")));
    // The strip says a further workload does not fit, and the findings name it.
    const QString strip = mWindow->summary()->throughput()->text();
    QVERIFY2(strip.contains(QStringLiteral("+ 1 more workload: 1 does not fit")), qPrintable(strip));
    QVERIFY(mWindow->summary()->throughput()->toolTip().contains(describeWorkload(llm)));
    const Report report = RuleEngine::evaluate(document()->build(), Analyses::of(document()->build()));
    const Finding *memory = report.find(QStringLiteral("GPU.MEMORY"));
    QVERIFY(memory);
    QVERIFY(memory->message.startsWith(QStringLiteral("Also planned, ")));

    // Editing a field of the further workload: its own step, which does not merge with the preset.
    const int steps = undo->count();
    p->workloadFields()->params()->setValue(34);
    QApplication::processEvents();
    QCOMPARE(undo->count(), steps + 1);
    QCOMPARE(document()->build().otherWorkloads.first().paramsBillions, 34.0);
    QCOMPARE(document()->build().workload, vision);
    undo->undo();
    QCOMPARE(document()->build().otherWorkloads.first(), llm);

    // Make it the primary: the vision job goes into the list; the strip follows the new primary.
    QTest::mouseClick(p->primaryButton(), Qt::LeftButton);
    QCOMPARE(document()->build().workload.kind, WorkloadKind::Inference);
    QCOMPARE(document()->build().otherWorkloads.first().kind, WorkloadKind::Vision);
    QCOMPARE(p->currentWorkload(), 0);
    QVERIFY(undo->undoText().startsWith(QStringLiteral("Make ")));
    QVERIFY(p->dataDrive()->isVisible());
    QVERIFY(mWindow->summary()->throughput()->text().contains(QStringLiteral("tokens/s")));
    // One undo puts the primary back.
    undo->undo();
    QCOMPARE(document()->build().workload, vision);
    QCOMPARE(document()->build().otherWorkloads.first(), llm);

    // Remove the further workload; undo brings it back, redo removes it again.
    p->workloadChoice()->setCurrentIndex(1);
    p->selectWorkload(1);
    QTest::mouseClick(p->removeWorkloadButton(), Qt::LeftButton);
    QVERIFY(document()->build().otherWorkloads.isEmpty());
    QVERIFY(undo->undoText().startsWith(QStringLiteral("Remove workload")));
    QCOMPARE(p->workloadChoice()->count(), 1);
    QVERIFY(!mWindow->summary()->throughput()->text().contains(QStringLiteral("more workload")));
    undo->undo();
    QCOMPARE(document()->build().otherWorkloads.size(), 1);
    QCOMPARE(p->workloadChoice()->count(), 2);
    undo->redo();
    QVERIFY(document()->build().otherWorkloads.isEmpty());
}

void TestWorkloadsDock::undoOfAddLeavesAnExistingChoice()
{
    SettingsPanel *p = panel();
    QTest::mouseClick(p->addWorkloadButton(), Qt::LeftButton);
    QCOMPARE(p->currentWorkload(), 1);
    // Undoing the addition leaves the panel on a workload that exists.
    document()->undoStack()->undo();
    QCOMPARE(p->currentWorkload(), 0);
    QCOMPARE(p->workloadChoice()->count(), 1);
}

// At 1366 × 768 the dock's choices are narrower than many of their texts ("Run a 70 B LLM in 4-bit (8k
// context)", longer still in Chinese): such a choice ends its shown text in "…" instead of cutting it
// mid-character, and its tooltip gives the whole choice before its own explanation.
void TestWorkloadsDock::longChoicesEndInAnEllipsisWithTheWholeInTheTooltip()
{
    choosePreset("llm-70b-run-4bit");
    int elided = 0;
    for (QComboBox *box : panel()->findChildren<QComboBox *>()) {
        if (!box->isVisibleTo(panel()) || box->currentText().isEmpty())
            continue;
        const auto *eliding = qobject_cast<ElidingComboBox *>(box);
        QVERIFY2(eliding, qPrintable(box->currentText()));
        const QString shown = eliding->shownText();
        if (shown == box->currentText())
            continue;
        ++elided;
        QVERIFY2(shown.endsWith(u'…'), qPrintable(shown));
        QVERIFY(box->currentText().startsWith(shown.chopped(1)));
        QHelpEvent help(QEvent::ToolTip, QPoint(5, 5), box->mapToGlobal(QPoint(5, 5)));
        QApplication::sendEvent(box, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().startsWith(box->currentText()), qPrintable(QToolTip::text()));
        if (!box->toolTip().isEmpty())
            QVERIFY(QToolTip::text().endsWith(box->toolTip()));
        QToolTip::hideText();
    }
    QVERIFY(elided >= 1); // the preset's name at least
}

QTEST_MAIN(TestWorkloadsDock)
#include "tst_workloadsdock.moc"
