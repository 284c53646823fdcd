// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/buildfile.h"

#include "core/file/atomicsave.h"
#include "core/file/fieldchecker.h"
#include "core/file/jsonfields.h"
#include "core/file/partjson.h"
#include "core/file/regularfile.h"
#include "core/file/settingscheck.h"
#include "core/file/validatepart.h"
#include "core/model/buildparts.h"
#include "core/model/nvlinkbridge.h"
#include "core/model/partvalidity.h"
#include "core/workload/workloadcheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace rigsmith::core {

using json::FieldError;
using json::Reader;
using json::Writer;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)
};

// ---- workload and environment: one visitor each, both directions ----

template<typename V, typename W>
void visitWorkload(V &v, W &w)
{
    v.choice("task", w.task);
    v.choice("precision", w.precision);
    v.choice("preprocessing", w.preprocessing);
    v.flag("asyncLoading", w.asyncLoading);
    v.quantity("datasetSizeGB", w.datasetSize);
    v.integer("plannedGpus", w.plannedGpus, 0, Build::kMaxGpus);
    // Format version 2: the workload model (migrate() fills these in for version-1 files).
    v.choice("kind", w.kind);
    v.real("paramsBillions", w.paramsBillions, 0.001, 10000.0);
    v.choice("method", w.method);
    v.choice("optimizer", w.optimizer);
    v.choice("parallelism", w.parallelism);
    v.integer("sequenceLength", w.sequenceLength, 1, 10000000);
    v.integer("microBatch", w.microBatch, 1, 4096);
    v.flag("checkpointing", w.checkpointing);
    v.optionalText("dataDrive", w.dataDrive);
    // The named model, serving and framework fields: optional, so files of earlier releases read as before.
    v.optionalText("model", w.model);
    v.optionalInteger("serving", w.serving, 0, 4096);
    v.optionalChoice("engine", w.engine);
    v.optionalChoice("kvPrecision", w.kvPrecision);
    v.optionalInteger("promptTokens", w.promptTokens, 1, 10000000);
    v.optionalChoice("framework", w.framework);
    v.optionalFlag("offloadExperts", w.offloadExperts);
    v.optionalInteger("offloadExpertLayers", w.offloadExpertLayers, 0, 1000);
    v.optionalFlag("fusedLoss", w.fusedLoss);
}

template<typename V, typename E>
void visitEnvironment(V &v, E &e)
{
    v.real("electricityPricePerKwh", e.electricityPricePerKwh, 0.0, 100.0);
    v.text("currency", e.currency);
    v.real("hoursPerDay", e.hoursPerDay, 0.0, 24.0);
    v.real("years", e.years, 0.0, 50.0);
    v.integer("circuitVolts", e.circuitVolts, 90, 480);
    v.integer("circuitAmps", e.circuitAmps, 1, 100);
    // Optional (files without it have no budget); in the currency read above.
    v.optionalMoney("budget", e.budget, e.currency, 1e9);
}

// ---- parts in roles ----

template<typename T>
T typedPart(Reader &reader, const char *key, PartKind expected)
{
    const QJsonObject object = reader.requiredObject(key);
    const QString path = reader.pathOf(key);
    Reader idReader(object, path);
    QString id;
    idReader.text("id", id);
    if (!PartId::isValidKey(id))
        throw FieldError {path + QStringLiteral(".id"), Text::tr("\"%1\" is not a part id").arg(id)};
    QJsonObject rest = object;
    rest.remove(QStringLiteral("id"));
    Part part = json::readPart(rest, path);
    part.info.id = PartId(id);
    if (part.kind() != expected) {
        throw FieldError {path + QStringLiteral(".kind"),
            Text::tr("a %1 where a %2 belongs").arg(toKey(part.kind()), toKey(expected))};
    }
    return *T::from(part);
}

template<typename T>
void optionalRole(Reader &reader, const char *key, std::optional<T> &out, PartKind kind)
{
    const QJsonValue v = reader.requiredValue(key);
    if (v.isNull())
        out.reset();
    else
        out = typedPart<T>(reader, key, kind);
}

QJsonObject partObject(const PartInfo &info, const PartSpec &spec)
{
    QJsonObject o = json::writePart(Part {info, spec});
    o.insert(QStringLiteral("id"), info.id.key());
    return o;
}

template<typename T>
QJsonValue roleValue(const std::optional<T> &part)
{
    return part ? QJsonValue(partObject(part->info, part->spec)) : QJsonValue(QJsonValue::Null);
}

// Before serving was modelled an inference workload's concurrent sequences were its micro-batch; they are
// served sequences now (the same llama.cpp engine unless the file says otherwise). Only a file of
// before then, one without "serving": a later file's one user stays one user whatever its
// (unused) micro-batch.
void servedFromMicroBatch(const QJsonObject &object, Workload &w)
{
    if (object.contains(QStringLiteral("serving")))
        return;
    if (w.kind == WorkloadKind::Inference && w.serving == 0 && w.microBatch > 1) {
        w.serving = w.microBatch;
        w.microBatch = 1;
    }
}

// A workload means what the CLI and the window mean by it (core/workload/workloadcheck.h): a
// contradiction is refused, settings that do not apply to its kind are read as their defaults.
void checkWorkload(Workload &w, const QString &path)
{
    if (const auto problem = workloadProblem(w))
        throw FieldError {path, *problem};
    const QJsonObject extras = w.extras;
    w = normalisedWorkload(w);
    w.extras = extras;
}

Build readBuild(const QJsonObject &root)
{
    Reader r(root, QString());
    Build b;
    QString format;
    int version = 0;
    r.text("format", format);
    r.integer("version", version, 1, 1000000);
    r.text("name", b.name);
    r.optionalText("notes", b.notes, range::kMaxNotesLength);
    optionalRole(r, "case", b.chassis, PartKind::Case);
    optionalRole(r, "motherboard", b.motherboard, PartKind::Motherboard);
    optionalRole(r, "cpu", b.cpu, PartKind::Cpu);
    optionalRole(r, "cooler", b.cooler, PartKind::Cooler);
    optionalRole(r, "psu", b.psu, PartKind::Psu);
    r.list("gpus", b.gpus, Build::kMaxGpus, [](Reader &g, GpuPlacement &p) {
        g.integer("slot", p.slot, 1, Build::kMaxSlotPosition);
        p.gpu = typedPart<Gpu>(g, "part", PartKind::Gpu);
    });
    r.list("memory", b.memory, 32, [](Reader &m, Counted<Memory> &c) {
        m.integer("quantity", c.quantity, 1, Build::kMaxQuantity);
        c.part = typedPart<Memory>(m, "part", PartKind::Memory);
    });
    r.list("storage", b.storage, 32, [](Reader &s, Counted<Storage> &c) {
        s.integer("quantity", c.quantity, 1, Build::kMaxQuantity);
        c.part = typedPart<Storage>(s, "part", PartKind::Storage);
    });
    // The NVLink bridge, absent in earlier files and where none is bought.
    r.optionalText("nvlinkBridge", b.nvlinkBridge);
    if (!b.nvlinkBridge.isEmpty() && !nvlinkBridge(b.nvlinkBridge))
        r.fail("nvlinkBridge", Text::tr("no NVLink bridge \"%1\" is known").arg(b.nvlinkBridge));
    const QJsonObject workloadObject = r.requiredObject("workload");
    Reader workload(workloadObject, QStringLiteral("workload"));
    visitWorkload(workload, b.workload);
    b.workload.extras = workload.extras();
    servedFromMicroBatch(workloadObject, b.workload);
    checkWorkload(b.workload, QStringLiteral("workload"));
    // The further workloads, absent in earlier files.
    r.optionalList("otherWorkloads", b.otherWorkloads, kMaxOtherWorkloads, [](Reader &o, Workload &w) {
        visitWorkload(o, w);
        w.extras = o.extras();
    });
    for (qsizetype i = 0; i < b.otherWorkloads.size(); ++i)
        checkWorkload(b.otherWorkloads[i], QStringLiteral("otherWorkloads[%1]").arg(i));
    Reader environment(r.requiredObject("environment"), QStringLiteral("environment"));
    visitEnvironment(environment, b.environment);
    if (!Money::isValidCurrency(b.environment.currency))
        environment.fail(
            "currency", Text::tr("\"%1\" is not a currency code such as EUR").arg(b.environment.currency));
    b.environment.extras = environment.extras();
    b.extras = r.extras();

    const QList<StructuralProblem> problems = structuralProblems(b);
    if (!problems.isEmpty())
        throw FieldError {problems.first().field, problems.first().message};
    return b;
}

// Version 1 → 2: the workload model. A version-1 workload was one of the guide's task profiles;
// it becomes that profile's preset: transformer training for "large transformers", vision
// training otherwise. Fields a file already has (written by a newer build) are left alone.
QJsonObject migrateWorkloadTo2(QJsonObject workload)
{
    const bool transformer
        = workload.value(QStringLiteral("task")).toString() == toKey(TaskProfile::LargeTransformers);
    const Workload defaults;
    const auto fill = [&](const char *key, const QJsonValue &value) {
        if (!workload.contains(QLatin1StringView(key)))
            workload.insert(QLatin1StringView(key), value);
    };
    fill("kind", toKey(transformer ? WorkloadKind::Transformer : WorkloadKind::Vision));
    fill("paramsBillions", transformer ? 1.0 : defaults.paramsBillions);
    fill("method", toKey(defaults.method));
    fill("optimizer", toKey(defaults.optimizer));
    fill("parallelism", toKey(defaults.parallelism));
    fill("sequenceLength", defaults.sequenceLength);
    fill("microBatch", defaults.microBatch);
    fill("checkpointing", defaults.checkpointing);
    return workload;
}

// Files of older format versions are brought up to date here, one step per version, before
// they are read.
QJsonObject migrate(QJsonObject root, int fromVersion)
{
    if (fromVersion < 2 && root.value(QStringLiteral("workload")).isObject())
        root.insert(QStringLiteral("workload"),
            migrateWorkloadTo2(root.value(QStringLiteral("workload")).toObject()));
    return root;
}

} // namespace

QString BuildFileError::toString() const
{
    // The full path: two files of one name (compare a/box.rigsmith b/box.rigsmith) stay apart.
    const QString where = QDir::toNativeSeparators(file);
    if (field.isEmpty())
        return Text::tr("%1: %2").arg(where, message);
    return Text::tr("%1: field %2: %3").arg(where, field, message);
}

namespace buildfile {

QByteArray serialize(const Build &b)
{
    Writer w;
    w.keep(b.extras);
    w.set("format", QString::fromUtf16(kFormatName));
    w.set("version", kVersion);
    w.text("name", b.name);
    w.optionalText("notes", b.notes);
    w.set("case", roleValue(b.chassis));
    w.set("motherboard", roleValue(b.motherboard));
    w.set("cpu", roleValue(b.cpu));
    w.set("cooler", roleValue(b.cooler));
    w.set("psu", roleValue(b.psu));
    w.list("gpus", b.gpus, 0, [](Writer &g, const GpuPlacement &p) {
        g.integer("slot", p.slot, 0, 0);
        g.set("part", partObject(p.gpu.info, p.gpu.spec));
    });
    const auto counted = [](Writer &c, const auto &item) {
        c.integer("quantity", item.quantity, 0, 0);
        c.set("part", partObject(item.part.info, item.part.spec));
    };
    w.list("memory", b.memory, 0, counted);
    w.list("storage", b.storage, 0, counted);
    w.optionalText("nvlinkBridge", b.nvlinkBridge);
    Writer workload;
    workload.keep(b.workload.extras);
    visitWorkload(workload, b.workload);
    w.set("workload", workload.result());
    if (!b.otherWorkloads.isEmpty()) {
        w.list("otherWorkloads", b.otherWorkloads, 0, [](Writer &o, const Workload &other) {
            o.keep(other.extras);
            visitWorkload(o, other);
        });
    }
    Writer environment;
    environment.keep(b.environment.extras);
    visitEnvironment(environment, b.environment);
    w.set("environment", environment.result());
    return QJsonDocument(w.result()).toJson(QJsonDocument::Indented);
}

Result<Build> parse(const QByteArray &data, const QString &fileName)
{
    const auto error = [&](const QString &field, const QString &message) {
        return BuildFileError {fileName, field, message};
    };
    if (data.trimmed().isEmpty())
        return error({}, Text::tr("the file is empty"));
    if (data.size() > kMaxFileSize)
        return error({}, Text::tr("the file is larger than any build file (%1 bytes)").arg(data.size()));
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return error({},
            Text::tr("not valid JSON (%1 at byte %2); the file may be truncated or damaged")
                .arg(parseError.errorString())
                .arg(parseError.offset));
    }
    if (!doc.isObject())
        return error({}, Text::tr("not a Rigsmith build file (the JSON is not an object)"));
    QJsonObject root = doc.object();
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.toString() != QStringView(kFormatName)) {
        return error(QStringLiteral("format"),
            Text::tr("not a Rigsmith build file (format is \"%1\", expected \"%2\")")
                .arg(format.isString() ? format.toString() : QStringLiteral("missing"),
                    QString::fromUtf16(kFormatName)));
    }
    const QJsonValue versionValue = root.value(QStringLiteral("version"));
    const double version = versionValue.toDouble(-1.0);
    if (!versionValue.isDouble() || version != std::floor(version) || version < 1)
        return error(QStringLiteral("version"), Text::tr("missing or not a positive whole number"));
    if (version > kVersion) {
        return error(QStringLiteral("version"),
            Text::tr("written by a newer Rigsmith (format version %1; this version reads up to %2). "
                     "Update Rigsmith to open it.")
                .arg(version)
                .arg(kVersion));
    }
    root = migrate(root, int(version));
    try {
        return readBuild(root);
    } catch (const FieldError &e) {
        return error(e.field, e.message);
    }
}

Result<Build> load(const QString &path)
{
    auto read = readRegularFile(path, kMaxFileSize);
    if (const QString *why = std::get_if<QString>(&read))
        return BuildFileError {path, {}, *why};
    // A save killed half-way left its temporary beside the file: it is of no use now.
    removeStaleSaveTemporaries(path);
    return parse(std::get<QByteArray>(read), path);
}

std::optional<json::FieldError> settingsProblem(const Build &build)
{
    // The reader's own visitors, run by the checker over the values in memory.
    try {
        json::Checker workload(QStringLiteral("workload"));
        visitWorkload(workload, build.workload);
        for (qsizetype i = 0; i < build.otherWorkloads.size(); ++i) {
            json::Checker other(QStringLiteral("otherWorkloads[%1]").arg(i));
            visitWorkload(other, build.otherWorkloads[i]);
        }
        json::Checker environment(QStringLiteral("environment"));
        visitEnvironment(environment, build.environment);
        if (!Money::isValidCurrency(build.environment.currency))
            environment.fail("currency",
                Text::tr("\"%1\" is not a currency code such as EUR")
                    .arg(build.environment.currency.left(12)));
    } catch (const json::FieldError &e) {
        return e;
    }
    // And what the workload says must be one thing (core/workload/workloadcheck.h), as the reader asks.
    if (const auto problem = buildWorkloadProblem(build))
        return json::FieldError {QStringLiteral("workload"), *problem};
    return std::nullopt;
}

namespace {

std::optional<BuildFileError> write(const Build &build, const QString &path, bool replace)
{
    // The writer holds parts to the reader's rules: a file that would not open again is not written.
    std::optional<BuildFileError> invalid;
    forEachPart(build, [&](PartKind, const auto &part, int, int) {
        if (invalid)
            return;
        if (const auto problem = validatePart(part.toPart())) {
            invalid = BuildFileError {path, part.info.id.key() + u'.' + problem->field,
                Text::tr("%1 (in \"%2\"); the build is not saved, since it could not be opened again")
                    .arg(problem->message, part.info.name)};
        }
    });
    if (invalid)
        return invalid;
    const auto notReopened = [&path](const QString &field, const QString &why) {
        return BuildFileError {
            path, field, Text::tr("%1; the build is not saved, since it could not be opened again").arg(why)};
    };
    if (const auto problem = buildWorkloadProblem(build))
        return notReopened(QStringLiteral("workload"), *problem);
    if (build.name.size() > range::kMaxTextLength)
        return notReopened(
            QStringLiteral("name"), json::Reader::tooLong(build.name.size(), range::kMaxTextLength));
    if (build.notes.size() > range::kMaxNotesLength)
        return notReopened(
            QStringLiteral("notes"), json::Reader::tooLong(build.notes.size(), range::kMaxNotesLength));
    const QByteArray data = serialize(build);
    if (const auto why = replace ? saveAtomically(path, data) : saveNewAtomically(path, data))
        return BuildFileError {path, {}, *why};
    return std::nullopt;
}

} // namespace

std::optional<BuildFileError> save(const Build &build, const QString &path)
{
    return write(build, path, true);
}

std::optional<BuildFileError> saveNew(const Build &build, const QString &path)
{
    return write(build, path, false);
}

} // namespace buildfile
} // namespace rigsmith::core
