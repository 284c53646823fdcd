// SPDX-License-Identifier: GPL-3.0-or-later
// A workload's settings described once (core/model/workloadsettings.h): what each kind of job reads
// decides what the file holds at its default, which builds compare, what a comparison names, what a
// preset's model carries and how an undo step is named; the description must agree with what the
// estimates and describeWorkload() read.
#include "core/document/builddocument.h"
#include "core/document/setsettingscommand.h"
#include "core/model/workloadsettings.h"
#include "core/rules/ruleengine.h"
#include "core/workload/presets.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"
#include "support/sampleparts.h"

#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// Every setting away from its default.
Workload otherValues()
{
    Workload o;
    o.kind = WorkloadKind::Inference;
    o.task = TaskProfile::Kaggle;
    o.precision = Precision::Int4;
    o.preprocessing = Preprocessing::Offline;
    o.asyncLoading = false;
    o.datasetSize = Gigabytes {500.0};
    o.plannedGpus = 2;
    o.dataDrive = QStringLiteral("storage/x");
    o.model = QStringLiteral("Qwen3 30B-A3B");
    o.paramsBillions = 70;
    o.method = FineTuneMethod::Qlora;
    o.framework = FineTuneFramework::Unsloth;
    o.optimizer = OptimizerKind::AdamW8bit;
    o.parallelism = Parallelism::Fsdp;
    o.sequenceLength = 4096;
    o.microBatch = 4;
    o.checkpointing = true;
    o.serving = 4;
    o.engine = ServingEngine::Vllm;
    o.kvPrecision = KvPrecision::Fp8;
    o.promptTokens = 500;
    o.offloadExperts = true;
    o.fusedLoss = true;
    o.offloadExpertLayers = 20;
    return o;
}

// A job of `kind` with one setting taken from otherValues().
Workload withOne(WorkloadKind kind, const WorkloadSettingInfo &s)
{
    Workload w = newWorkload(kind);
    s.copy(w, otherValues());
    return w;
}

} // namespace

class TestWorkloadSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableIsWhole();
    void descriptionNamesWhatTheTableSays();
    void estimatesCompareOnTheSettingsTheJobReads();
    void whatAJobDoesNotReadStaysAtItsDefault();
    void aPresetsModelCarriesTheLlmSettingsOnly();
    void undoStepsAreNamedBySetting();
    void settingsThatApplyFollowTheJob();
};

void TestWorkloadSettings::tableIsWhole()
{
    QSet<QString> keys;
    for (const WorkloadSettingInfo &s : workloadSettings()) {
        QCOMPARE(&settingInfo(s.setting), &s);
        QVERIFY(!keys.contains(QLatin1String(s.key)));
        keys.insert(QLatin1String(s.key));
        QVERIFY(!settingName(s.setting).isEmpty());
        // Every setting differs between the defaults and otherValues(), and copying makes them alike.
        Workload w;
        QVERIFY2(s.differs(w, otherValues()), s.key);
        s.copy(w, otherValues());
        QVERIFY2(!s.differs(w, otherValues()), s.key);
        // Its two values read apart, so a comparison can say what differs.
        QVERIFY2(settingText(Workload {}, s.setting) != settingText(otherValues(), s.setting), s.key);
        QVERIFY2((s.described & ~s.readBy) == 0, s.key); // a description names only what is read
    }
    // Every field of a workload is in the table: a workload equal in every setting (and its extras) is equal.
    Workload w;
    for (const WorkloadSettingInfo &s : workloadSettings())
        s.copy(w, otherValues());
    QCOMPARE(w, otherValues());
    QCOMPARE(readersText(WorkloadSetting::Serving), QStringLiteral("--workload inference"));
    QCOMPARE(
        readersText(WorkloadSetting::Checkpointing), QStringLiteral("--workload transformer or finetune"));
}

void TestWorkloadSettings::descriptionNamesWhatTheTableSays()
{
    for (WorkloadKind kind : allValues<WorkloadKind>()) {
        const QString plain = describeWorkload(newWorkload(kind));
        for (const WorkloadSettingInfo &s : workloadSettings()) {
            if (s.setting == WorkloadSetting::Kind)
                continue;
            const Workload w = withOne(kind, s);
            const bool described = (s.described & kindBit(kind)) != 0;
            QVERIFY2((describeWorkload(w) != plain) == described,
                qPrintable(
                    QStringLiteral("%1 %2: %3").arg(toKey(kind), QLatin1String(s.key), describeWorkload(w))));
        }
    }
}

void TestWorkloadSettings::estimatesCompareOnTheSettingsTheJobReads()
{
    const Build build = guideFourBlowerBuild();
    for (WorkloadKind kind : allValues<WorkloadKind>()) {
        const Workload plain = newWorkload(kind);
        QVERIFY(sameEstimateInputs(plain, plain));
        for (WorkloadKind other : allValues<WorkloadKind>())
            QCOMPARE(sameEstimateInputs(plain, newWorkload(other)), other == kind);
        for (const WorkloadSettingInfo &s : workloadSettings()) {
            if (s.setting == WorkloadSetting::Kind)
                continue; // another kind: compared below
            const Workload w = withOne(kind, s);
            const bool read = kindReads(kind, s.setting);
            QVERIFY2(sameEstimateInputs(plain, w) == !read, s.key);
            // A setting the job does not read leaves its estimate as it was.
            if (!read) {
                Build a = build, b = build;
                a.workload = normalisedWorkload(plain);
                b.workload = normalisedWorkload(w);
                const WorkloadEstimate ea = Analyses::of(a).workload, eb = Analyses::of(b).workload;
                QVERIFY2(ea.throughput == eb.throughput && ea.neededPerGpu == eb.neededPerGpu,
                    qPrintable(QStringLiteral("%1 %2").arg(toKey(kind), QLatin1String(s.key))));
            }
        }
    }
}

void TestWorkloadSettings::whatAJobDoesNotReadStaysAtItsDefault()
{
    for (WorkloadKind kind : allValues<WorkloadKind>()) {
        Workload w = otherValues();
        w.kind = kind;
        w.model.clear(); // an unknown shape would be refused before; the size stays the user's
        const Workload n = normalisedWorkload(w);
        for (const WorkloadSettingInfo &s : workloadSettings()) {
            if (!s.heldAtDefault || s.setting == WorkloadSetting::Model)
                continue;
            const bool atDefault = !s.differs(n, Workload {});
            if (!kindReads(kind, s.setting))
                QVERIFY2(
                    atDefault, qPrintable(QStringLiteral("%1 %2").arg(toKey(kind), QLatin1String(s.key))));
        }
    }
    // A vision job names no model; an LLM job keeps it.
    Workload vision = otherValues();
    vision.kind = WorkloadKind::Vision;
    QVERIFY(normalisedWorkload(vision).model.isEmpty());
    Workload llm = otherValues();
    llm.kind = WorkloadKind::Inference;
    QCOMPARE(normalisedWorkload(llm).model, otherValues().model);
}

void TestWorkloadSettings::aPresetsModelCarriesTheLlmSettingsOnly()
{
    Workload current;
    current.task = TaskProfile::Kaggle;
    current.precision = Precision::Fp32;
    current.preprocessing = Preprocessing::Offline;
    current.dataDrive = QStringLiteral("storage/y");
    const Workload model = otherValues();
    const Workload w = withModel(current, model);
    // The data and what the job runs in stay; the model's job, size and LLM settings come with it.
    QCOMPARE(w.task, current.task);
    QCOMPARE(w.precision, current.precision);
    QCOMPARE(w.preprocessing, current.preprocessing);
    QCOMPARE(w.dataDrive, current.dataDrive);
    QCOMPARE(w.paramsBillions, model.paramsBillions);
    QCOMPARE(w.serving, model.serving);
    QCOMPARE(w.checkpointing, model.checkpointing);
    QCOMPARE(w.framework, model.framework);
    // Every preset is recognised after it is applied.
    for (const WorkloadPreset &p : workloadPresets()) {
        const auto found = presetOf(applyPreset(current, p));
        QVERIFY2(found && found->key == p.key, qPrintable(p.key));
    }
}

void TestWorkloadSettings::undoStepsAreNamedBySetting()
{
    BuildDocument document(guideFourBlowerBuild());
    Workload w = document.build().workload;
    w.checkpointing = !w.checkpointing;
    document.undoStack()->push(new SetWorkloadCommand(&document, w));
    QCOMPARE(document.undoStack()->text(0), QStringLiteral("Change activation checkpointing"));
    QCOMPARE(SetWorkloadCommand::changedFields(Workload {}, otherValues()).size(),
        qsizetype(workloadSettings().size()));
}

void TestWorkloadSettings::settingsThatApplyFollowTheJob()
{
    Workload w = newWorkload(WorkloadKind::Inference);
    QVERIFY(!settingApplies(w, WorkloadSetting::Prompt)); // one user brings no served prompt
    w.serving = 8;
    QVERIFY(settingApplies(w, WorkloadSetting::Prompt));
    QVERIFY(!settingApplies(w, WorkloadSetting::OffloadExperts)); // a dense model
    w.model = QStringLiteral("Qwen3 30B-A3B");
    w.engine = ServingEngine::LlamaCpp;
    QVERIFY(settingApplies(w, WorkloadSetting::OffloadExperts));
    w.engine = ServingEngine::Vllm;
    QVERIFY(!settingApplies(w, WorkloadSetting::OffloadExperts));
    QVERIFY(!settingApplies(w, WorkloadSetting::Checkpointing));
    QVERIFY(settingApplies(newWorkload(WorkloadKind::Transformer), WorkloadSetting::Checkpointing));
    QVERIFY(!settingApplies(newWorkload(WorkloadKind::Vision), WorkloadSetting::Params));
}

QTEST_GUILESS_MAIN(TestWorkloadSettings)
#include "tst_workloadsettings.moc"
