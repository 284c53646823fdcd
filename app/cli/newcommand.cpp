// SPDX-License-Identifier: GPL-3.0-or-later
#include "newcommand.h"

#include "core/workload/presets.h"
#include "fitcommand.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rigsmith::cli {
namespace {

using namespace rigsmith::core;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

QCommandLineOption valueOption(const char *name, const QString &help, const char *value)
{
    return QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value));
}

// Thrown inside composeBuild only and turned into its error value.
struct Refusal
{
    QString message;
};

template<typename Spec>
TypedPart<Spec> lookUp(const PartCatalog &catalog, const QString &option, const QString &id, PartKind kind)
{
    if (!PartId::isValidKey(id))
        throw Refusal {Text::tr("--%1: \"%2\" is not a part id").arg(option, id)};
    const std::optional<Part> part = catalog.part(PartId(id));
    if (!part)
        throw Refusal {Text::tr("--%1: no part \"%2\" in the catalog").arg(option, id)};
    if (part->kind() != kind) {
        throw Refusal {Text::tr("--%1: \"%2\" is a %3, not a %4")
                           .arg(option, id, displayName(part->kind()), displayName(kind))};
    }
    return *TypedPart<Spec>::from(*part);
}

// "ID×N", "IDxN" or "ID*N" (a part id never ends in "x" and a digit run after "x" would be odd):
// the id and the count; plain "ID" counts one.
std::pair<QString, int> counted(const QString &option, const QString &value)
{
    static const QRegularExpression re(QStringLiteral(R"(^(.+?)(?:[×*]|x(?=\d+$))(\d+)$)"));
    const auto m = re.match(value);
    if (!m.hasMatch())
        return {value, 1};
    const int n = m.captured(2).toInt();
    if (n < 1 || n > Build::kMaxQuantity)
        throw Refusal {
            Text::tr("--%1: count %2 is not from 1 to %3").arg(option).arg(n).arg(Build::kMaxQuantity)};
    return {m.captured(1), n};
}

template<typename E>
E choice(const QCommandLineParser &p, const QString &option, E fallback)
{
    if (!p.isSet(option))
        return fallback;
    if (const auto e = fromKey<E>(p.value(option)))
        return *e;
    QStringList keys;
    for (E v : allValues<E>())
        keys.append(toKey(v));
    throw Refusal {Text::tr("--%1: \"%2\" is not one of %3")
                       .arg(option, p.value(option), keys.join(QStringLiteral(", ")))};
}

double number(const QCommandLineParser &p, const QString &option, double fallback, double min, double max)
{
    if (!p.isSet(option))
        return fallback;
    bool ok = false;
    const double v = p.value(option).toDouble(&ok);
    if (!ok || v < min || v > max)
        throw Refusal {Text::tr("--%1: \"%2\" is not a number from %3 to %4")
                           .arg(option, p.value(option))
                           .arg(min)
                           .arg(max)};
    return v;
}

Build compose(const QCommandLineParser &p, const PartCatalog &catalog)
{
    Build b;
    b.name = p.isSet(QStringLiteral("name")) ? p.value(QStringLiteral("name")) : Text::tr("New build");
    b.notes = p.value(QStringLiteral("notes"));
    const auto single = [&](const char *option, PartKind kind, auto &slot) {
        const QString name = QString::fromLatin1(option);
        if (!p.isSet(name))
            return;
        using Spec = decltype(slot->spec);
        slot = lookUp<Spec>(catalog, name, p.value(name), kind);
    };
    single("board", PartKind::Motherboard, b.motherboard);
    single("cpu", PartKind::Cpu, b.cpu);
    single("psu", PartKind::Psu, b.psu);
    single("case", PartKind::Case, b.chassis);
    single("cooler", PartKind::Cooler, b.cooler);

    static const QRegularExpression placement(QStringLiteral(R"(^(.+)@(\d+)$)"));
    for (const QString &value : p.values(QStringLiteral("gpu"))) {
        const auto m = placement.match(value);
        if (!m.hasMatch())
            throw Refusal {Text::tr("--gpu: \"%1\" is not ID@SLOT").arg(value)};
        const int slot = m.captured(2).toInt();
        Gpu gpu = lookUp<GpuSpec>(catalog, QStringLiteral("gpu"), m.captured(1), PartKind::Gpu);
        if (b.motherboard) {
            const PcieSlot *s = b.motherboard->spec.slotAt(slot);
            if (!s) {
                QStringList have;
                for (const PcieSlot &x : b.motherboard->spec.slots)
                    have.append(QString::number(x.position));
                throw Refusal {Text::tr("--gpu %1: %2 has no slot %3 (its slots: %4)")
                                   .arg(value, b.motherboard->info.name)
                                   .arg(slot)
                                   .arg(have.join(QStringLiteral(", ")))};
            }
        }
        if (b.gpuInSlot(slot))
            throw Refusal {Text::tr("--gpu %1: slot %2 already holds a GPU").arg(value).arg(slot)};
        b.gpus.append({gpu, slot});
    }
    std::sort(b.gpus.begin(), b.gpus.end(),
        [](const GpuPlacement &x, const GpuPlacement &y) { return x.slot < y.slot; });
    for (const QString &value : p.values(QStringLiteral("memory"))) {
        const auto [id, n] = counted(QStringLiteral("memory"), value);
        b.memory.append({lookUp<MemoryKit>(catalog, QStringLiteral("memory"), id, PartKind::Memory), n});
    }
    for (const QString &value : p.values(QStringLiteral("storage"))) {
        const auto [id, n] = counted(QStringLiteral("storage"), value);
        b.storage.append({lookUp<StorageSpec>(catalog, QStringLiteral("storage"), id, PartKind::Storage), n});
    }

    Workload &w = b.workload;
    w.task = choice(p, QStringLiteral("task"), w.task);
    w.precision = choice(p, QStringLiteral("precision"), w.precision);
    w.preprocessing = choice(p, QStringLiteral("preprocessing"), w.preprocessing);
    w.asyncLoading = !p.isSet(QStringLiteral("no-async"));
    // The workload model, with the same options as `fit` (--workload, --params, --method ...).
    if (p.isSet(QStringLiteral("workload"))) {
        const auto model = workloadFromOptions(p, WorkloadKind::Vision);
        if (const QString *error = std::get_if<QString>(&model))
            throw Refusal {*error};
        const Workload &m = std::get<Workload>(model);
        w = withModel(w, m);
        w.precision = m.precision;
    }
    // The further workloads, each with fit's options in one value.
    for (const QString &text : p.values(QStringLiteral("also"))) {
        const auto other = workloadFromText(text);
        if (const QString *error = std::get_if<QString>(&other))
            throw Refusal {*error};
        if (b.otherWorkloads.size() >= kMaxOtherWorkloads)
            throw Refusal {Text::tr("--also: at most %1 further workloads").arg(kMaxOtherWorkloads)};
        const Workload &m = std::get<Workload>(other);
        Workload o = withModel(w, m);
        o.precision = m.precision;
        b.otherWorkloads.append(o);
    }
    w.datasetSize = Gigabytes(number(p, QStringLiteral("dataset-gb"), w.datasetSize.value(), 0, 1e6));
    w.plannedGpus = int(number(p, QStringLiteral("planned-gpus"), 0, 0, Build::kMaxGpus));
    if (p.isSet(QStringLiteral("data-drive"))) {
        w.dataDrive = p.value(QStringLiteral("data-drive"));
        const bool inBuild = std::any_of(b.storage.cbegin(), b.storage.cend(),
            [&w](const Counted<Storage> &s) { return s.part.info.id.key() == w.dataDrive; });
        if (!inBuild)
            throw Refusal {
                Text::tr("--data-drive: \"%1\" is not one of the build's --storage drives").arg(w.dataDrive)};
    }
    Environment &e = b.environment;
    if (p.isSet(QStringLiteral("circuit"))) {
        const auto circuit = parseCircuit(p.value(QStringLiteral("circuit")));
        if (const QString *error = std::get_if<QString>(&circuit))
            throw Refusal {*error};
        std::tie(e.circuitVolts, e.circuitAmps) = std::get<std::pair<int, int>>(circuit);
    }
    e.electricityPricePerKwh = number(p, QStringLiteral("price-per-kwh"), e.electricityPricePerKwh, 0, 100);
    e.hoursPerDay = number(p, QStringLiteral("hours-per-day"), e.hoursPerDay, 0, 24);
    e.years = number(p, QStringLiteral("years"), e.years, 0, 50);
    if (p.isSet(QStringLiteral("currency")))
        e.currency = p.value(QStringLiteral("currency"));

    // What no build may be (the loader refuses the same).
    const QList<StructuralProblem> problems = structuralProblems(b);
    if (!problems.isEmpty())
        throw Refusal {Text::tr("%1: %2").arg(problems.first().field, problems.first().message)};
    return b;
}

} // namespace

QList<QCommandLineOption> newOptions()
{
    return {
        valueOption("board", Text::tr("new: motherboard id"), "id"),
        valueOption("also",
            Text::tr(
                "new, suggest: a further workload the build must hold too, as fit's options in one value "
                "(\"--workload inference --params 70 --precision int4\"); repeatable"),
            "options"),
        valueOption("cpu", Text::tr("new: CPU id"), "id"),
        valueOption("gpu", Text::tr("new: a GPU id and its slot, ID@SLOT (repeat per card)"), "id@slot"),
        valueOption("memory", Text::tr("new: memory kit id, ID×N for N kits (repeatable)"), "id"),
        valueOption("storage", Text::tr("new: drive id, ID×N for N drives (repeatable)"), "id"),
        valueOption("psu", Text::tr("new: PSU id"), "id"),
        valueOption("case", Text::tr("new: case id"), "id"),
        valueOption(
            "cooler", Text::tr("new: CPU cooler id; suggest: blower, open-air or any GPU cooler"), "id"),
        valueOption("name", Text::tr("new: the build's name"), "text"),
        valueOption("notes", Text::tr("new: the build's notes (what it is for, what it shows)"), "text"),
        valueOption("task", Text::tr("new: task profile key (research-sota, kaggle, ...)"), "key"),
        valueOption("precision", Text::tr("new: fp16 or fp32"), "key"),
        valueOption("preprocessing", Text::tr("new: on-the-fly or offline"), "key"),
        QCommandLineOption(QStringLiteral("no-async"), Text::tr("new: data is loaded without prefetching")),
        valueOption("dataset-gb", Text::tr("new: dataset size in GB"), "gb"),
        valueOption("planned-gpus", Text::tr("new: GPUs planned for later"), "n"),
        valueOption("data-drive", Text::tr("new: the drive (one of --storage) the data is read from"), "id"),
        valueOption("circuit", Text::tr("new, suggest: wall circuit, VOLTS/AMPS"), "v/a"),
        valueOption("price-per-kwh", Text::tr("new: electricity price per kWh"), "price"),
        valueOption(
            "currency", Text::tr("new: currency of the electricity price; suggest: of the budget"), "code"),
        valueOption("hours-per-day", Text::tr("new: hours of use a day"), "h"),
        valueOption("years", Text::tr("new: years of use"), "n"),
        QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")}, Text::tr("new: file to write"),
            QStringLiteral("file")),
    };
}

std::variant<std::pair<int, int>, QString> parseCircuit(const QString &value)
{
    static const QRegularExpression circuit(QStringLiteral(R"(^(\d+)/(\d+)$)"));
    const auto m = circuit.match(value);
    if (!m.hasMatch())
        return Text::tr("--circuit: \"%1\" is not VOLTS/AMPS (e.g. 230/16)").arg(value);
    const int volts = m.captured(1).toInt();
    const int amps = m.captured(2).toInt();
    if (volts < 90 || volts > 480 || amps < 1 || amps > 100)
        return Text::tr("--circuit: %1 V / %2 A is out of range").arg(volts).arg(amps);
    return std::pair {volts, amps};
}

std::variant<Build, QString> composeBuild(const QCommandLineParser &parser, const PartCatalog &catalog)
{
    try {
        return compose(parser, catalog);
    } catch (const Refusal &r) {
        return r.message;
    }
}

} // namespace rigsmith::cli
