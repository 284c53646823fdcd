// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadoptions.h"

#include "core/model/workloadsettings.h"
#include "core/workload/frameworkmemory.h"
#include "core/workload/workloadcheck.h"
#include "core/workload/workloadestimate.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QProcess>

#include <cmath>

namespace rigsmith::cli {

using namespace core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

template<typename E>
std::optional<E> keyOption(const QCommandLineParser &p, const QString &name, QString &error)
{
    if (!p.isSet(name))
        return std::nullopt;
    if (const auto v = fromKey<E>(p.value(name).toLower()))
        return v;
    QStringList keys;
    for (E e : allValues<E>())
        keys.append(toKey(e));
    error = Text::tr("--%1 \"%2\" is not one of %3")
                .arg(name, echoed(p.value(name)), keys.join(QStringLiteral(", ")));
    return std::nullopt;
}

} // namespace

std::optional<double> numberOption(
    const QCommandLineParser &p, const QString &name, double min, double max, QString &error)
{
    if (!p.isSet(name))
        return std::nullopt;
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max) {
        error = Text::tr("--%1 \"%2\" is not a number from %3 to %4")
                    .arg(name, echoed(p.value(name)))
                    .arg(min)
                    .arg(max);
        return std::nullopt;
    }
    return v;
}

namespace {

QStringList modelNames()
{
    QStringList names;
    for (const ModelShape &s : modelShapes())
        names.append(s.name);
    return names;
}

// An option the workload's kind does not read (core/model/workloadsettings.h), named with the kinds that
// do; --batch stays the older spelling of --serving for inference.
std::optional<QString> unreadOption(const QCommandLineParser &p, WorkloadKind kind)
{
    for (const WorkloadSettingInfo &s : workloadSettings()) {
        const bool alias = s.setting == WorkloadSetting::MicroBatch && kind == WorkloadKind::Inference;
        if (s.option && !kindReads(kind, s.setting) && !alias && p.isSet(QLatin1StringView(s.option)))
            return Text::tr("--%1 applies to %2 only")
                .arg(QLatin1StringView(s.option), readersText(s.setting));
    }
    return std::nullopt;
}

// The serving, model, framework and offloading options, checked against the workload.
std::variant<QString, Workload> llmOptions(const QCommandLineParser &p, Workload w)
{
    QString error;
    const bool inference = w.kind == WorkloadKind::Inference;
    if (p.isSet(QStringLiteral("model"))) {
        const QString wanted = p.value(QStringLiteral("model"));
        const ModelShape *shape = shapeNamed(wanted);
        if (!shape) {
            QStringList near;
            for (const QString &n : modelNames()) {
                if (n.contains(wanted.section(u' ', 0, 0), Qt::CaseInsensitive))
                    near.append(n);
            }
            return Text::tr("--model \"%1\" is not a known model; known: %2")
                .arg(echoed(wanted), (near.isEmpty() ? modelNames() : near).join(QStringLiteral(", ")));
        }
        if (p.isSet(QStringLiteral("params"))
            && std::abs(p.value(QStringLiteral("params")).toDouble() - shape->paramsBillions)
                > 0.05 * shape->paramsBillions)
            return Text::tr("--params %1 contradicts --model %2 (%3 B parameters); give one of them")
                .arg(echoed(p.value(QStringLiteral("params"))), shape->name)
                .arg(shape->paramsBillions);
        w.model = shape->name;
        w.paramsBillions = shape->paramsBillions;
    }
    if (const auto v = numberOption(p, QStringLiteral("serving"), 1, 4096, error)) {
        if (p.isSet(QStringLiteral("batch")))
            return Text::tr("--serving and --batch both set the concurrent sequences; give --serving only");
        w.serving = int(*v);
        w.engine = ServingEngine::Vllm; // the common batch server, unless --engine says otherwise
    }
    if (const auto v = numberOption(p, QStringLiteral("prompt"), 1, 10000000, error)) {
        if (w.serving == 0)
            return Text::tr("--prompt applies to a served workload (--serving N)");
        w.promptTokens = int(*v);
    }
    if (const auto v = keyOption<ServingEngine>(p, QStringLiteral("engine"), error))
        w.engine = *v;
    if (const auto v = keyOption<KvPrecision>(p, QStringLiteral("kv-precision"), error))
        w.kvPrecision = *v;
    if (const auto v = keyOption<FineTuneFramework>(p, QStringLiteral("framework"), error))
        w.framework = *v;
    if (!error.isEmpty())
        return error;
    if (!supportsKv(w.engine, w.kvPrecision))
        return Text::tr("%1 does not offer a %2").arg(displayName(w.engine), displayName(w.kvPrecision));
    const auto layers = numberOption(p, QStringLiteral("offload-expert-layers"), 1, 1000, error);
    if (!error.isEmpty())
        return error;
    if (p.isSet(QStringLiteral("offload-experts")) || layers) {
        const QString option
            = layers ? QStringLiteral("--offload-expert-layers") : QStringLiteral("--offload-experts");
        const ModelShape shape = shapeOf(w);
        if (!shape.isMoe())
            return Text::tr("%1 needs a mixture-of-experts model (--model), not %2").arg(option, shape.name);
        if (!canOffloadExperts(w.engine))
            return Text::tr("%1 keeps the whole model on the GPUs; experts in system memory need llama.cpp")
                .arg(displayName(w.engine));
        if (layers && *layers > shape.layers)
            return Text::tr("--offload-expert-layers %1: %2 has %3 layers")
                .arg(*layers)
                .arg(shape.name)
                .arg(shape.layers);
        w.offloadExperts = true;
        w.offloadExpertLayers = layers && *layers < shape.layers ? int(*layers) : 0;
    }
    if (w.fusedLoss && !settingApplies(w, WorkloadSetting::FusedLoss))
        return Text::tr("%1 computes the loss in chunks already; --fused-loss is for %2 and %3")
            .arg(displayName(w.framework), displayName(FineTuneFramework::HfPeft),
                displayName(FineTuneFramework::DeepSpeed));
    // Several sequences at once are a served workload (llama.cpp's server unless --engine says).
    if (inference && w.serving == 0 && w.microBatch > 1) {
        w.serving = w.microBatch;
        w.microBatch = 1;
    }
    if (w.promptTokens > w.sequenceLength && w.serving > 0)
        w.sequenceLength = std::max(w.sequenceLength, w.promptTokens);
    return w;
}

} // namespace

QList<QCommandLineOption> workloadOptions()
{
    const auto value = [](const char *name, const QString &help, const char *valueName) {
        return QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(valueName));
    };
    return {
        value("workload", Text::tr("The workload: vision, transformer, finetune or inference"), "kind"),
        value("params", Text::tr("Model parameters in billions"), "billions"),
        value("method", Text::tr("Fine-tuning method: full, lora or qlora"), "method"),
        value("precision", Text::tr("Precision: fp32, tf32, bf16, fp16, fp8, int8 or int4"), "p"),
        value("seq", Text::tr("Sequence length (inference: the context)"), "n"),
        value("batch", Text::tr("Micro-batch (inference: concurrent sequences)"), "n"),
        value("parallel", Text::tr("Data parallelism: ddp or fsdp"), "mode"),
        value("optimizer", Text::tr("Optimizer: adamw or adamw-8bit"), "optimizer"),
        QCommandLineOption(QStringLiteral("checkpointing"), Text::tr("Activation checkpointing")),
        value("model", Text::tr("A named model (its shape, total and active parameters)"), "name"),
        value(
            "serving", Text::tr("Inference served to N concurrent sequences with continuous batching"), "n"),
        value("engine",
            Text::tr("Inference engine: llama.cpp, vllm, tensorrt-llm, sglang, exllamav2 or mlc-llm"),
            "engine"),
        value("kv-precision", Text::tr("KV cache: fp16, fp8, q8 or q4"), "p"),
        value("prompt", Text::tr("Serving: prompt tokens a request brings"), "n"),
        value(
            "framework", Text::tr("Fine-tuning framework: hf-peft, unsloth, torchtune or deepspeed"), "name"),
        QCommandLineOption(QStringLiteral("offload-experts"),
            Text::tr("Keep a mixture-of-experts model's experts in system memory (llama.cpp)")),
        value("offload-expert-layers",
            Text::tr("Keep only the first N layers' experts in system memory, the rest on the GPUs "
                     "(llama.cpp's --n-cpu-moe N)"),
            "n"),
        QCommandLineOption(QStringLiteral("fused-loss"),
            Text::tr("Fine-tuning: the loss fused with the output layer in chunks (Liger Kernel, "
                     "use_liger_kernel=True): no logits held whole")),
    };
}

QCommandLineOption alsoOption()
{
    return QCommandLineOption(QStringLiteral("also"),
        Text::tr("A further workload the build must hold too, as the workload options in one value "
                 "(\"--workload inference --params 70 --precision int4\"); repeatable"),
        QStringLiteral("options"));
}

std::variant<QString, Workload> workloadFromText(const QString &text)
{
    QCommandLineParser parser;
    parser.addOptions(workloadOptions());
    // A card's options are named as such, not as unknown.
    parser.addOptions({QCommandLineOption(QStringLiteral("gpu"), QString(), QStringLiteral("model")),
        QCommandLineOption(QStringLiteral("gpus"), QString(), QStringLiteral("n"))});
    if (!parser.parse(QStringList {QStringLiteral("rigsmith-cli")} + QProcess::splitCommand(text)))
        return Text::tr("--also \"%1\": %2").arg(echoed(text), echoed(parser.errorText()));
    if (!parser.positionalArguments().isEmpty() || parser.isSet(QStringLiteral("gpu"))
        || parser.isSet(QStringLiteral("gpus")))
        return Text::tr("--also \"%1\": only a workload's options (--workload, --params, --precision ...)")
            .arg(echoed(text));
    if (!parser.isSet(QStringLiteral("workload")))
        return Text::tr("--also \"%1\" needs --workload vision|transformer|finetune|inference")
            .arg(echoed(text));
    return workloadFromOptions(parser, WorkloadKind::Vision);
}

std::variant<QString, Workload> workloadFromOptions(const QCommandLineParser &p, WorkloadKind fallback)
{
    QString error;
    const WorkloadKind kind
        = keyOption<WorkloadKind>(p, QStringLiteral("workload"), error).value_or(fallback);
    if (!error.isEmpty())
        return error;
    if (auto unread = unreadOption(p, kind))
        return *unread;
    Workload w = newWorkload(kind);
    if (const auto v = keyOption<FineTuneMethod>(p, QStringLiteral("method"), error))
        w.method = *v;
    if (const auto v = keyOption<Precision>(p, QStringLiteral("precision"), error))
        w.precision = *v;
    if (const auto v = keyOption<Parallelism>(p, QStringLiteral("parallel"), error))
        w.parallelism = *v;
    if (const auto v = keyOption<OptimizerKind>(p, QStringLiteral("optimizer"), error))
        w.optimizer = *v;
    if (const auto v = numberOption(p, QStringLiteral("params"), 0.001, 10000, error))
        w.paramsBillions = *v;
    if (const auto v = numberOption(p, QStringLiteral("seq"), 1, 10000000, error))
        w.sequenceLength = int(*v);
    if (const auto v = numberOption(p, QStringLiteral("batch"), 1, 4096, error))
        w.microBatch = int(*v);
    w.checkpointing = p.isSet(QStringLiteral("checkpointing"));
    w.fusedLoss = p.isSet(QStringLiteral("fused-loss"));
    if (!error.isEmpty())
        return error;
    return llmOptions(p, w);
}

} // namespace rigsmith::cli
