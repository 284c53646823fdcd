// SPDX-License-Identifier: GPL-3.0-or-later
// A build planned for several jobs at the command line: `new --also`, what `validate` and
// `show` say of each workload, `suggest --also` holding every one, and bad values refused (exit 2).
#include "core/file/buildfile.h"
#include "core/model/workloadsettings.h"
#include "support/clirun.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::core;

namespace {

using Run = rigsmith::test::CatalogRun;

Run cli(const QStringList &args)
{
    return rigsmith::test::runCliOn(
        QStringLiteral(RIGSMITH_CLI), QStringLiteral(RIGSMITH_CATALOG_FILE), args, 120000);
}

const QString kSeventyB = QStringLiteral("--workload inference --params 70 --precision int4 --seq 4096");

// One RTX 3090 (24 GB) on an AM5 board, for vision training; `also` adds further workloads.
QStringList oneCard(const QString &file, const QStringList &also)
{
    QStringList args {QStringLiteral("new"), QStringLiteral("--board"),
        QStringLiteral("motherboard/asus-rog-crosshair-x870e-hero-wifi-ddr5-atx"), QStringLiteral("--cpu"),
        QStringLiteral("cpu/amd-ryzen-9-9950x"), QStringLiteral("--gpu"),
        QStringLiteral("gpu/asus-turbo-geforce-rtx-3090-24gb-gddr6x-black@1"), QStringLiteral("--memory"),
        QStringLiteral("memory/g.skill-trident-z5-metallic-silver-ddr5-5600-cl30-64gb-2x32gb"),
        QStringLiteral("--psu"),
        QStringLiteral("psu/seasonic-prime-px-1300-black-atx-1300w-fully-modular-80+-platinum-certified"),
        QStringLiteral("--case"), QStringLiteral("case/fractal-design-define-7-xl-atx-full-tower-black"),
        QStringLiteral("--storage"),
        QStringLiteral("storage/samsung-990-pro-2tb-ssd-m.2-2280-pcie-4.0-x4-nvme"),
        QStringLiteral("--workload"), QStringLiteral("vision"), QStringLiteral("-o"), file};
    for (const QString &a : also)
        args << QStringLiteral("--also") << a;
    return args;
}

} // namespace

class TestCliWorkloads : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newValidateShow()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("two-jobs.rigsmith"));
        const QString qlora = QStringLiteral(
            "--workload finetune --params 8 --method qlora --framework unsloth --checkpointing");
        const Run made = cli(oneCard(file, {kSeventyB, qlora}));
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        const auto loaded = buildfile::load(file);
        QVERIFY(loaded.ok());
        const Build &b = loaded.value();
        QCOMPARE(b.workload.kind, WorkloadKind::Vision);
        QCOMPARE(b.otherWorkloads.size(), 2);
        QCOMPARE(b.otherWorkloads[0].kind, WorkloadKind::Inference);
        QCOMPARE(b.otherWorkloads[0].paramsBillions, 70.0);
        QCOMPARE(b.otherWorkloads[0].precision, Precision::Int4);
        QCOMPARE(b.otherWorkloads[1].method, FineTuneMethod::Qlora);
        QCOMPARE(b.otherWorkloads[1].framework, FineTuneFramework::Unsloth);

        // 70B in 4-bit does not fit one 24 GB card: an error that names the workload; QLoRA of 8B fits.
        const Run json = cli({QStringLiteral("validate"), QStringLiteral("--json"), file});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject v = json.json();
        const QJsonArray others = v[QStringLiteral("otherWorkloads")].toArray();
        QCOMPARE(others.size(), 2);
        QCOMPARE(others[0].toObject()[QStringLiteral("fits")].toBool(), false);
        QCOMPARE(others[1].toObject()[QStringLiteral("fits")].toBool(), true);
        QVERIFY(others[0].toObject()[QStringLiteral("memoryPerGpuGB")].toDouble() > 24);
        QCOMPARE(v[QStringLiteral("workload")].toObject()[QStringLiteral("fits")].toBool(), true);
        bool named = false;
        for (const QJsonValue f : v[QStringLiteral("findings")].toArray()) {
            const QJsonObject o = f.toObject();
            named |= o[QStringLiteral("rule")].toString() == u"GPU.MEMORY"
                && o[QStringLiteral("message")].toString().startsWith(QStringLiteral("Also planned, "));
        }
        QVERIFY2(named, qPrintable(json.out));
        const Run text = cli({QStringLiteral("validate"), file});
        QVERIFY2(text.out.count(QStringLiteral("also planned: ")) == 2, qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("does not fit")));
        const Run shown = cli({QStringLiteral("show"), QStringLiteral("--json"), file});
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(shown.json()[QStringLiteral("otherWorkloads")].toArray().size(), 2);
    }

    void everySettingHasItsOption()
    {
        // The verbs that take a workload offer an option for every setting the table names one for.
        for (const char *verb : {"fit", "gpus", "suggest", "new"}) {
            const Run help = cli({QLatin1String(verb), QStringLiteral("--help")});
            QCOMPARE(help.exitCode, 0);
            for (const WorkloadSettingInfo &s : workloadSettings()) {
                if (s.option)
                    QVERIFY2(help.out.contains(QStringLiteral("--%1 ").arg(QLatin1String(s.option))),
                        qPrintable(
                            QStringLiteral("%1: --%2").arg(QLatin1String(verb), QLatin1String(s.option))));
            }
        }
    }

    void badValuesAreRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.rigsmith"));
        const Run noKind = cli(oneCard(file, {QStringLiteral("--params 70")}));
        QCOMPARE(noKind.exitCode, 2);
        QVERIFY2(noKind.err.contains(QStringLiteral("needs --workload")), qPrintable(noKind.err));
        const Run card = cli(oneCard(file, {QStringLiteral("--workload inference --gpu RTX")}));
        QCOMPARE(card.exitCode, 2);
        QVERIFY2(card.err.contains(QStringLiteral("only a workload's options")), qPrintable(card.err));
        const Run badValue = cli(oneCard(file, {QStringLiteral("--workload inference --precision int3")}));
        QCOMPARE(badValue.exitCode, 2);
        // An option the job does not read is refused with the kinds that read it (workloadsettings.h).
        const Run unread
            = cli(oneCard(file, {QStringLiteral("--workload inference --params 8 --checkpointing")}));
        QCOMPARE(unread.exitCode, 2);
        QVERIFY2(unread.err.contains(
                     QStringLiteral("--checkpointing applies to --workload transformer or finetune")),
            qPrintable(unread.err));
        const Run visionSize = cli({QStringLiteral("fit"), QStringLiteral("--gpu"),
            QStringLiteral("RTX 3090"), QStringLiteral("--workload"), QStringLiteral("vision"),
            QStringLiteral("--params"), QStringLiteral("8")});
        QCOMPARE(visionSize.exitCode, 2);
        QVERIFY2(visionSize.err.contains(
                     QStringLiteral("--params applies to --workload transformer, finetune or inference")),
            qPrintable(visionSize.err));
        // --batch stays the older spelling of --serving for inference.
        const Run batch = cli({QStringLiteral("fit"), QStringLiteral("--gpu"), QStringLiteral("RTX 3090"),
            QStringLiteral("--workload"), QStringLiteral("inference"), QStringLiteral("--params"),
            QStringLiteral("8"), QStringLiteral("--batch"), QStringLiteral("4")});
        QCOMPARE(batch.exitCode, 0);
        // The fused loss is for the frameworks that hold the logits whole; with them `fit` counts none.
        const auto fit = [&](const QString &framework) {
            return cli({QStringLiteral("fit"), QStringLiteral("--gpu"), QStringLiteral("RTX 3090"),
                QStringLiteral("--workload"), QStringLiteral("finetune"), QStringLiteral("--method"),
                QStringLiteral("qlora"), QStringLiteral("--seq"), QStringLiteral("16384"),
                QStringLiteral("--framework"), framework, QStringLiteral("--fused-loss"),
                QStringLiteral("--json")});
        };
        const Run unsloth = fit(QStringLiteral("unsloth"));
        QCOMPARE(unsloth.exitCode, 2);
        QVERIFY2(unsloth.err.contains(QStringLiteral("computes the loss in chunks already")),
            qPrintable(unsloth.err));
        const Run peft = fit(QStringLiteral("hf-peft"));
        QVERIFY2(peft.exitCode == 0 || peft.exitCode == 1, qPrintable(peft.err));
        QVERIFY2(peft.out.contains(QStringLiteral("\"logitsGB\": 0")), qPrintable(peft.out));
        QVERIFY2(peft.out.contains(QStringLiteral("\"fusedLoss\": true")), qPrintable(peft.out));
        QVERIFY(!QFile::exists(file)); // nothing written for a refused command
    }

    void suggestHoldsEveryWorkload()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("suggest"), QStringLiteral("--workload"),
            QStringLiteral("finetune"), QStringLiteral("--params"), QStringLiteral("8"),
            QStringLiteral("--method"), QStringLiteral("qlora"), QStringLiteral("--budget"),
            QStringLiteral("6000"), QStringLiteral("--max"), QStringLiteral("4"), QStringLiteral("--also"),
            kSeventyB, QStringLiteral("-o"), dir.path(), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QStringList files = QDir(dir.path()).entryList({QStringLiteral("*.rigsmith")});
        QVERIFY(!files.isEmpty());
        for (const QString &name : files) {
            const auto loaded = buildfile::load(dir.filePath(name));
            QVERIFY(loaded.ok());
            QCOMPARE(loaded.value().otherWorkloads.size(), 1);
            // Every suggestion holds the 70B model too: validate finds no error in any.
            const Run v = cli({QStringLiteral("validate"), QStringLiteral("--json"), dir.filePath(name)});
            QVERIFY2(v.exitCode == 0, qPrintable(v.out));
            QCOMPARE(v.json()[QStringLiteral("otherWorkloads")]
                         .toArray()
                         .first()
                         .toObject()[QStringLiteral("fits")]
                         .toBool(),
                true);
        }
    }
};

QTEST_GUILESS_MAIN(TestCliWorkloads)
#include "tst_cliworkloads.moc"
