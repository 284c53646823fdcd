// SPDX-License-Identifier: GPL-3.0-or-later
#include "fitcommand.h"

#include "core/workload/frameworkmemory.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QProcess>
#include <QTextStream>

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
    error
        = Text::tr("--%1 \"%2\" is not one of %3").arg(name, p.value(name), keys.join(QStringLiteral(", ")));
    return std::nullopt;
}

std::optional<double> numberOption(
    const QCommandLineParser &p, const QString &name, double min, double max, QString &error)
{
    if (!p.isSet(name))
        return std::nullopt;
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max) {
        error = Text::tr("--%1 \"%2\" is not a number from %3 to %4")
                    .arg(name, p.value(name))
                    .arg(min)
                    .arg(max);
        return std::nullopt;
    }
    return v;
}

QJsonObject servingJson(const ServingEstimate &e)
{
    return QJsonObject {{QStringLiteral("sequences"), e.sequences},
        {QStringLiteral("totalTokensPerSecond"), e.totalTokensPerSecond},
        {QStringLiteral("perUserTokensPerSecond"), e.perUserTokensPerSecond},
        {QStringLiteral("ttftSeconds"), e.ttftSeconds}, {QStringLiteral("ttftBand"), e.ttftBand},
        {QStringLiteral("requestLatencySeconds"), e.requestLatencySeconds},
        {QStringLiteral("engineFactor"), e.engineFactor}, {QStringLiteral("engineRows"), e.engineRows},
        {QStringLiteral("computeBound"), e.computeBound}};
}

QJsonObject memoryJson(const MemoryEstimate &m)
{
    return QJsonObject {{QStringLiteral("weightsGB"), m.weights},
        {QStringLiteral("gradientsGB"), m.gradients}, {QStringLiteral("optimizerGB"), m.optimizer},
        {QStringLiteral("activationsGB"), m.activations}, {QStringLiteral("kvCacheGB"), m.kvCache},
        {QStringLiteral("fsdpGatheredGB"), m.gathered}, {QStringLiteral("overheadGB"), m.overhead},
        {QStringLiteral("modelShape"), m.shape.name}, {QStringLiteral("shapeEstimated"), m.shape.estimated},
        {QStringLiteral("offloadedToSystemGB"), m.offloaded}, {QStringLiteral("sequences"), m.sequences},
        {QStringLiteral("activationFactors"),
            QJsonObject {{QStringLiteral("checkpoints"), m.activationFactors.stored},
                {QStringLiteral("workingLayer"), m.activationFactors.working}}}};
}

QStringList modelNames()
{
    QStringList names;
    for (const ModelShape &s : modelShapes())
        names.append(s.name);
    return names;
}

// The serving, model, framework and offloading options, checked against the workload.
std::variant<QString, Workload> languageModelOptions(const QCommandLineParser &p, Workload w)
{
    QString error;
    const bool inference = w.kind == WorkloadKind::Inference;
    const auto onlyFor = [&](const char *option, bool allowed, const QString &what) {
        if (p.isSet(QLatin1StringView(option)) && !allowed && error.isEmpty())
            error = Text::tr("--%1 applies to %2 only").arg(QLatin1StringView(option), what);
    };
    onlyFor("serving", inference, Text::tr("--workload inference"));
    onlyFor("engine", inference, Text::tr("--workload inference"));
    onlyFor("kv-precision", inference, Text::tr("--workload inference"));
    onlyFor("prompt", inference, Text::tr("--workload inference"));
    onlyFor("offload-experts", inference, Text::tr("--workload inference"));
    onlyFor("framework", w.kind == WorkloadKind::FineTune, Text::tr("--workload finetune"));
    onlyFor("model", w.kind != WorkloadKind::Vision, Text::tr("LLM workloads (not vision)"));
    if (!error.isEmpty())
        return error;
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
                .arg(wanted, (near.isEmpty() ? modelNames() : near).join(QStringLiteral(", ")));
        }
        if (p.isSet(QStringLiteral("params"))
            && std::abs(p.value(QStringLiteral("params")).toDouble() - shape->paramsBillions)
                > 0.05 * shape->paramsBillions)
            return Text::tr("--params %1 contradicts --model %2 (%3 B parameters); give one of them")
                .arg(p.value(QStringLiteral("params")), shape->name)
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
    if (p.isSet(QStringLiteral("offload-experts"))) {
        const ModelShape shape = shapeOf(w);
        if (!shape.isMoe())
            return Text::tr("--offload-experts needs a mixture-of-experts model (--model), not %1")
                .arg(shape.name);
        if (!canOffloadExperts(w.engine))
            return Text::tr("%1 keeps the whole model on the GPUs; experts in system memory need llama.cpp")
                .arg(displayName(w.engine));
        w.offloadExperts = true;
    }
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

QJsonObject workloadSettings(const Workload &w)
{
    return QJsonObject {{QStringLiteral("kind"), toKey(w.kind)}, {QStringLiteral("task"), toKey(w.task)},
        {QStringLiteral("precision"), toKey(w.precision)},
        {QStringLiteral("paramsBillions"), w.paramsBillions}, {QStringLiteral("method"), toKey(w.method)},
        {QStringLiteral("optimizer"), toKey(w.optimizer)},
        {QStringLiteral("parallelism"), toKey(w.parallelism)},
        {QStringLiteral("sequenceLength"), w.sequenceLength}, {QStringLiteral("microBatch"), w.microBatch},
        {QStringLiteral("checkpointing"), w.checkpointing}, {QStringLiteral("model"), w.model},
        {QStringLiteral("activeParamsBillions"), activeParamsOf(w)}, {QStringLiteral("serving"), w.serving},
        {QStringLiteral("engine"), toKey(w.engine)}, {QStringLiteral("kvPrecision"), toKey(w.kvPrecision)},
        {QStringLiteral("promptTokens"), w.promptTokens}, {QStringLiteral("framework"), toKey(w.framework)},
        {QStringLiteral("offloadExperts"), w.offloadExperts}};
}

QList<QCommandLineOption> fitOptions()
{
    return {
        {QStringLiteral("gpu"), Text::tr("fit: a catalog GPU model"), QStringLiteral("model")},
        {QStringLiteral("gpus"), Text::tr("fit: how many of them"), QStringLiteral("n"), QStringLiteral("1")},
        {QStringLiteral("workload"), Text::tr("fit: vision, transformer, finetune or inference"),
            QStringLiteral("kind")},
        {QStringLiteral("params"), Text::tr("fit: model parameters in billions"), QStringLiteral("billions")},
        {QStringLiteral("method"), Text::tr("fit: full, lora or qlora"), QStringLiteral("method")},
        {QStringLiteral("precision"), Text::tr("fit: fp32, tf32, bf16, fp16, fp8, int8 or int4"),
            QStringLiteral("p")},
        {QStringLiteral("seq"), Text::tr("fit: sequence length (inference: context)"), QStringLiteral("n")},
        {QStringLiteral("batch"), Text::tr("fit: micro-batch (inference: concurrent sequences)"),
            QStringLiteral("n")},
        {QStringLiteral("parallel"), Text::tr("fit: ddp or fsdp"), QStringLiteral("mode")},
        {QStringLiteral("optimizer"), Text::tr("fit: adamw or adamw-8bit"), QStringLiteral("optimizer")},
        {QStringLiteral("checkpointing"), Text::tr("fit: activation checkpointing")},
        {QStringLiteral("model"), Text::tr("fit: a named model (its shape, total and active parameters)"),
            QStringLiteral("name")},
        {QStringLiteral("serving"),
            Text::tr("fit: inference served to N concurrent sequences with continuous batching"),
            QStringLiteral("n")},
        {QStringLiteral("engine"), Text::tr("fit: inference engine: llama.cpp, vllm, tensorrt-llm or sglang"),
            QStringLiteral("engine")},
        {QStringLiteral("kv-precision"), Text::tr("fit: KV cache: fp16, fp8, q8 or q4"), QStringLiteral("p")},
        {QStringLiteral("prompt"), Text::tr("fit: serving: prompt tokens a request brings"),
            QStringLiteral("n")},
        {QStringLiteral("framework"),
            Text::tr("fit: fine-tuning framework: hf-peft, unsloth, torchtune or deepspeed"),
            QStringLiteral("name")},
        {QStringLiteral("offload-experts"),
            Text::tr("fit: keep a mixture-of-experts model's experts in system memory (llama.cpp)")},
    };
}

std::variant<QString, Workload> workloadFromText(const QString &text)
{
    QCommandLineParser parser;
    parser.addOptions(fitOptions());
    if (!parser.parse(QStringList {QStringLiteral("rigsmith-cli")} + QProcess::splitCommand(text)))
        return Text::tr("--also \"%1\": %2").arg(text, parser.errorText());
    if (!parser.positionalArguments().isEmpty() || parser.isSet(QStringLiteral("gpu"))
        || parser.isSet(QStringLiteral("gpus")))
        return Text::tr("--also \"%1\": only a workload's options (--workload, --params, --precision ...)")
            .arg(text);
    if (!parser.isSet(QStringLiteral("workload")))
        return Text::tr("--also \"%1\" needs --workload vision|transformer|finetune|inference").arg(text);
    return workloadFromOptions(parser, WorkloadKind::Vision);
}

std::variant<QString, Workload> workloadFromOptions(const QCommandLineParser &p, WorkloadKind fallback)
{
    QString error;
    Workload w;
    w.kind = keyOption<WorkloadKind>(p, QStringLiteral("workload"), error).value_or(fallback);
    if (w.kind == WorkloadKind::Inference) {
        w.precision = Precision::Bf16;
        w.microBatch = 1;
    } else if (w.kind != WorkloadKind::Vision) {
        w.precision = Precision::Bf16;
    }
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
    if (!error.isEmpty())
        return error;
    return languageModelOptions(p, w);
}

std::variant<QString, FitAnswer> fitAnswer(const QCommandLineParser &p, const PartCatalog &catalog)
{
    if (!p.isSet(QStringLiteral("gpu")) || !p.isSet(QStringLiteral("workload")))
        return Text::tr("fit needs --gpu MODEL and --workload vision|transformer|finetune|inference");
    QString error;
    FitAnswer a;
    const auto workload = workloadFromOptions(p, WorkloadKind::Vision);
    if (const QString *e = std::get_if<QString>(&workload))
        return *e;
    a.workload = std::get<Workload>(workload);
    const Workload &w = a.workload;
    if (const auto v = numberOption(p, QStringLiteral("gpus"), 1, Build::kMaxGpus, error))
        a.gpus = int(*v);
    if (!error.isEmpty())
        return error;

    // The GPU model: an exact name first, then the only model whose name contains the text.
    const QString wanted = p.value(QStringLiteral("gpu")).trimmed();
    std::optional<Part> exact;
    QMap<QString, Part> containing;
    for (const Part &part : catalog.parts(PartKind::Gpu)) {
        const GpuSpec *g = part.as<GpuSpec>();
        if (!g)
            continue;
        if (g->model.compare(wanted, Qt::CaseInsensitive) == 0 && !exact)
            exact = part;
        else if (g->model.contains(wanted, Qt::CaseInsensitive) && !containing.contains(g->model))
            containing.insert(g->model, part);
    }
    if (!exact && containing.size() == 1)
        exact = containing.first();
    if (!exact) {
        // "RTX 3090" means the GeForce RTX 3090, not the 3090 Ti: a name that ends with the text.
        QList<Part> endings;
        for (const Part &part : std::as_const(containing)) {
            if (part.as<GpuSpec>()->model.endsWith(u' ' + wanted, Qt::CaseInsensitive))
                endings.append(part);
        }
        if (endings.size() == 1)
            exact = endings.first();
    }
    if (!exact) {
        if (containing.isEmpty())
            return Text::tr("no GPU model \"%1\" in the catalog").arg(wanted);
        return Text::tr("\"%1\" matches several GPU models: %2")
            .arg(wanted, QStringList(containing.keys().mid(0, 8)).join(QStringLiteral(", ")));
    }
    a.gpu = *exact;
    const GpuSpec &g = *a.gpu.as<GpuSpec>();
    a.memory = MemoryEstimate::of(w, a.gpus);
    a.neededPerGpu = a.memory.guideMinimum > 0 ? a.memory.guideMinimum : a.memory.total();
    if (w.kind == WorkloadKind::Vision && bytesPerValue(w.precision) <= 2.0 && g.tensorCores)
        a.neededPerGpu /= 1.5; // the guide's 16-bit factor (GPU-5)
    a.fits = a.neededPerGpu <= g.memory.value();
    const ThroughputModel::PerGpu one = ThroughputModel::singleGpu(g, w);
    a.perGpu = one.unitsPerSecond;
    a.runsAs = one.runsAs;
    a.link = ThroughputModel::linkFor(g, a.gpus);
    // Without a build, each card is taken to get a full x16 link of its own generation.
    a.scaling = ThroughputModel::scaling(g, w, a.gpus, a.link, 16, g.pcieGeneration);
    a.throughput = a.perGpu * a.scaling;
    if (w.kind == WorkloadKind::Inference && w.serving > 0 && a.perGpu > 0)
        a.serving = ServingModel::of(g, w, a.gpus);
    a.throughputBand = w.kind == WorkloadKind::Inference
        ? (w.serving > 0 ? ServingModel::errorBand() : decodeErrorBand())
        : trainingErrorBand();
    a.memoryBand = w.kind == WorkloadKind::FineTune ? memoryErrorBand() : 0.0;
    if (!a.fits)
        a.fixes = WorkloadEstimate::fitOptions(w, a.gpus, g.memory.value());
    return a;
}

QString fitText(const FitAnswer &a)
{
    const GpuSpec &g = *a.gpu.as<GpuSpec>();
    const QString unit = ThroughputModel::unit(a.workload.kind);
    QString out;
    QTextStream s(&out);
    const QLocale locale;
    s << Text::tr("%1 × %2 (%3 GB each)").arg(a.gpus).arg(g.model).arg(g.memory.value()) << '\n';
    s << Text::tr("workload: %1").arg(displayName(a.workload.kind)) << '\n';
    s << workloadInputsText(a.workload) << '\n';
    s << Text::tr("memory per GPU: %1 GB needed, %2 GB available — %3")
             .arg(a.memoryBand > 0 ? Text::tr("%1 (± %2 %)")
                                         .arg(locale.toString(a.neededPerGpu, 'f', 1))
                                         .arg(std::lround(a.memoryBand * 100.0))
                                   : locale.toString(a.neededPerGpu, 'f', 1))
             .arg(g.memory.value())
             .arg(a.fits ? Text::tr("fits") : Text::tr("does not fit"))
      << '\n';
    if (a.memory.offloaded > 0)
        s << "  "
          << Text::tr(
                 "experts kept in system memory: %1 GB (the build needs that much RAM besides the system's, "
                 "and its memory bandwidth bounds the speed)")
                 .arg(locale.toString(a.memory.offloaded, 'f', 1))
          << '\n';
    if (a.memory.guideMinimum <= 0) {
        s << "  "
          << Text::tr(
                 "weights %1, gradients %2, optimizer %3, activations %4, KV cache %5, CUDA context %6 GB")
                 .arg(locale.toString(a.memory.weights, 'f', 1), locale.toString(a.memory.gradients, 'f', 1),
                     locale.toString(a.memory.optimizer, 'f', 1),
                     locale.toString(a.memory.activations, 'f', 1), locale.toString(a.memory.kvCache, 'f', 1),
                     locale.toString(a.memory.overhead, 'f', 1))
          << '\n';
        if (a.memory.gathered > 0)
            s << "  "
              << Text::tr("FSDP gathers %1 GB of whole weights: the block in use, the embedding and output")
                     .arg(locale.toString(a.memory.gathered, 'f', 1))
              << '\n';
        s << "  "
          << Text::tr("model shape: %1%2")
                 .arg(a.memory.shape.name,
                     a.memory.shape.estimated ? Text::tr(" (scaled, estimated)") : QString())
          << '\n';
    }
    if (!a.fits && a.fixes.isEmpty())
        s << "  " << Text::tr("nothing short of a card with more memory fits") << '\n';
    for (const FitOption &f : a.fixes)
        s << "  "
          << Text::tr("would fit: %1 (%2 GB per GPU)").arg(f.what, locale.toString(f.memoryPerGpu, 'f', 1))
          << '\n';
    if (a.perGpu > 0) {
        s << Text::tr("throughput: %1 (%2 per GPU, runs as %3, scaling %4 over %5)")
                 .arg(formatThroughput(a.throughput, unit, a.throughputBand),
                     formatThroughput(a.perGpu, unit), toKey(a.runsAs))
                 .arg(a.scaling, 0, 'f', 2)
                 .arg(ThroughputModel::linkName(a.link))
          << '\n';
        if (a.serving)
            s << "  " << servingText(*a.serving, a.workload) << '\n';
    } else {
        s << Text::tr("throughput: %1").arg(ThroughputModel::noBasisText(g)) << '\n';
    }
    return out;
}

QJsonObject fitJson(const FitAnswer &a)
{
    const GpuSpec &g = *a.gpu.as<GpuSpec>();
    QJsonArray fixes;
    for (const FitOption &f : a.fixes)
        fixes.append(QJsonObject {{QStringLiteral("what"), f.what},
            {QStringLiteral("memoryPerGpuGB"), f.memoryPerGpu}, {QStringLiteral("gpus"), f.gpus}});
    return QJsonObject {{QStringLiteral("gpu"), g.model}, {QStringLiteral("gpus"), a.gpus},
        {QStringLiteral("workload"), workloadSettings(a.workload)},
        {QStringLiteral("memoryPerGpuGB"), a.neededPerGpu},
        {QStringLiteral("memoryAvailableGB"), g.memory.value()}, {QStringLiteral("fits"), a.fits},
        {QStringLiteral("memory"), memoryJson(a.memory)}, {QStringLiteral("throughput"), a.throughput},
        {QStringLiteral("throughputPerGpu"), a.perGpu},
        {QStringLiteral("measuredBasis"), ThroughputModel::hasMeasuredBasis(g)},
        {QStringLiteral("unit"), ThroughputModel::unit(a.workload.kind)},
        {QStringLiteral("runsAs"), toKey(a.runsAs)}, {QStringLiteral("scaling"), a.scaling},
        {QStringLiteral("interconnect"), ThroughputModel::linkName(a.link)},
        {QStringLiteral("wouldFit"), fixes}, {QStringLiteral("throughputBand"), a.throughputBand},
        {QStringLiteral("memoryBand"), a.memoryBand},
        {QStringLiteral("serving"), a.serving ? QJsonValue(servingJson(*a.serving)) : QJsonValue()}};
}

QJsonObject workloadJson(const Workload &w, const WorkloadEstimate &e)
{
    QJsonObject o = workloadSettings(w);
    o.insert(QStringLiteral("memoryPerGpuGB"), e.neededPerGpu);
    o.insert(QStringLiteral("memoryAvailableGB"), e.availablePerGpu);
    o.insert(QStringLiteral("fits"), e.fits);
    o.insert(QStringLiteral("memory"), memoryJson(e.memory));
    o.insert(QStringLiteral("throughput"), e.throughput);
    o.insert(QStringLiteral("throughputPerGpu"), e.perGpu);
    o.insert(QStringLiteral("measuredBasis"), e.measuredBasis);
    o.insert(QStringLiteral("unit"), e.unit);
    o.insert(QStringLiteral("runsAs"), toKey(e.runsAs));
    o.insert(QStringLiteral("scaling"), e.scaling);
    o.insert(QStringLiteral("interconnect"), ThroughputModel::linkName(e.link));
    o.insert(QStringLiteral("throughputBand"), e.throughputBand);
    o.insert(QStringLiteral("memoryBand"), e.memoryBand);
    if (e.serving)
        o.insert(QStringLiteral("serving"), servingJson(*e.serving));
    if (e.offloadBound > 0) {
        o.insert(QStringLiteral("systemMemoryGBs"), e.systemMemoryGBs);
        o.insert(QStringLiteral("offloadBoundTokensPerSecond"), e.offloadBound);
    }
    return o;
}

} // namespace rigsmith::cli
