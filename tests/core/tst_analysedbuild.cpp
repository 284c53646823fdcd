// SPDX-License-Identifier: GPL-3.0-or-later
// The open build analysed once per change: every edit, undo and reset is analysed and judged once, with
// the change that caused it, and what it holds is what a fresh analysis of the build gives.
#include "core/document/removegpucommand.h"
#include "core/document/setsettingscommand.h"
#include "core/live/analysedbuild.h"
#include "support/sampleparts.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestAnalysedBuild : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void analysedOncePerChange();
    void holdsWhatAFreshAnalysisGives();
    void reanalyseKeepsTheBuild();
    void nameAndNotesKeepTheAnalysis();
};

void TestAnalysedBuild::analysedOncePerChange()
{
    BuildDocument document(guideFourBlowerBuild());
    AnalysedBuild analysed(&document);
    QCOMPARE(analysed.generation(), 1); // analysed on creation
    QSignalSpy spy(&analysed, &AnalysedBuild::analysed);
    document.undoStack()->push(new RemoveGpuCommand(&document, document.build().gpus.last().slot));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(analysed.generation(), 2);
    QCOMPARE(spy.last().first().value<ChangeEvent>().what, ChangeEvent::What::Gpus);
    Workload w = document.build().workload;
    w.checkpointing = !w.checkpointing;
    document.undoStack()->push(new SetWorkloadCommand(&document, w));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.last().first().value<ChangeEvent>().what, ChangeEvent::What::Workload);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(spy.count(), 4);
    QCOMPARE(analysed.build().gpus.size(), guideFourBlowerBuild().gpus.size());
    document.reset(Build {});
    QCOMPARE(spy.count(), 5);
    QCOMPARE(spy.last().first().value<ChangeEvent>().what, ChangeEvent::What::Reset);
}

void TestAnalysedBuild::holdsWhatAFreshAnalysisGives()
{
    BuildDocument document(guideFourBlowerBuild());
    AnalysedBuild analysed(&document);
    const auto sameAsFresh = [&] {
        const Analyses fresh = Analyses::of(document.build());
        const Report report = RuleEngine::evaluate(document.build(), fresh);
        QCOMPARE(analysed.analyses().power.load, fresh.power.load);
        QCOMPARE(analysed.analyses().workload.throughput, fresh.workload.throughput);
        QCOMPARE(analysed.analyses().cost.purchase, fresh.cost.purchase);
        QCOMPARE(analysed.report().findings.size(), report.findings.size());
        for (qsizetype i = 0; i < report.findings.size(); ++i)
            QCOMPARE(analysed.report().findings[i].ruleId, report.findings[i].ruleId);
    };
    sameAsFresh();
    const double throughput = analysed.analyses().workload.throughput;
    document.undoStack()->push(new RemoveGpuCommand(&document, document.build().gpus.last().slot));
    sameAsFresh();
    // The analysis moved with the build: three cards are not four.
    QVERIFY(analysed.analyses().workload.throughput < throughput);
}

void TestAnalysedBuild::reanalyseKeepsTheBuild()
{
    BuildDocument document(guideFourBlowerBuild());
    AnalysedBuild analysed(&document);
    QSignalSpy spy(&analysed, &AnalysedBuild::analysed);
    analysed.reanalyse();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(analysed.generation(), 2);
    QVERIFY(!document.undoStack()->canUndo()); // nothing was edited
}

void TestAnalysedBuild::nameAndNotesKeepTheAnalysis()
{
    BuildDocument document(guideFourBlowerBuild());
    AnalysedBuild analysed(&document);
    QSignalSpy spy(&analysed, &AnalysedBuild::analysed);
    document.undoStack()->push(
        new SetMetadataCommand(&document, QStringLiteral("Lab box"), QStringLiteral("notes")));
    QCOMPARE(spy.count(), 1); // the views hear of it
    QCOMPARE(spy.last().first().value<ChangeEvent>().what, ChangeEvent::What::Metadata);
    QCOMPARE(analysed.generation(), 1); // not analysed again
    QCOMPARE(analysed.build().name, QStringLiteral("Lab box"));
    document.undoStack()->push(new RemoveGpuCommand(&document, document.build().gpus.last().slot));
    QCOMPARE(analysed.generation(), 2);
}

QTEST_GUILESS_MAIN(TestAnalysedBuild)
#include "tst_analysedbuild.moc"
