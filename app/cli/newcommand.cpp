// SPDX-License-Identifier: GPL-3.0-or-later
#include "newcommand.h"

#include "clierror.h"
#include "core/file/buildfile.h"
#include "core/file/regularfile.h"
#include "core/file/settingscheck.h"
#include "core/model/nvlinkbridge.h"
#include "core/workload/presets.h"
#include "db/prices/listbuild.h"
#include "terminaltext.h"
#include "workloadoptions.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace rigsmith::cli {
namespace {

using namespace rigsmith::core;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

// Thrown inside composeBuild only and turned into its error value.
struct Refusal
{
    QString message;
};

template<typename Spec>
TypedPart<Spec> lookUp(const PartCatalog &catalog, const QString &option, const QString &id, PartKind kind)
{
    if (!PartId::isValidKey(id))
        throw Refusal {Text::tr("--%1: \"%2\" is not a part id").arg(option, echoed(id))};
    const std::optional<Part> part = catalog.part(PartId(id));
    if (!part)
        throw Refusal {Text::tr("--%1: no part \"%2\" in the catalog").arg(option, echoed(id))};
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
                       .arg(option, echoed(p.value(option)), keys.join(QStringLiteral(", ")))};
}

// A number as typed; whether it is in range is the build file's check (buildfile::settingsProblem).
double number(const QCommandLineParser &p, const QString &option, double fallback)
{
    if (!p.isSet(option))
        return fallback;
    bool ok = false;
    const double v = p.value(option).toDouble(&ok);
    if (!ok)
        throw Refusal {Text::tr("--%1: \"%2\" is not a number").arg(option, echoed(p.value(option)))};
    return v;
}

// The option that sets a field of the build's workload or environment, for the reader's refusal.
QString optionOf(const QString &field)
{
    static const QHash<QString, QString> options {
        {QStringLiteral("environment.years"), QStringLiteral("years")},
        {QStringLiteral("environment.hoursPerDay"), QStringLiteral("hours-per-day")},
        {QStringLiteral("environment.electricityPricePerKwh"), QStringLiteral("price-per-kwh")},
        {QStringLiteral("environment.currency"), QStringLiteral("currency")},
        {QStringLiteral("workload.datasetSizeGB"), QStringLiteral("dataset-gb")},
        {QStringLiteral("workload.plannedGpus"), QStringLiteral("planned-gpus")},
    };
    return options.value(field);
}

// The build of a PCPartPicker list (db/prices/listbuild.h); what it leaves out or matched closely is said.
Build fromList(const QString &path, const PartCatalog &catalog)
{
    const auto read = readRegularFile(path, db::kMaxPartListBytes);
    if (const auto *why = std::get_if<QString>(&read))
        throw Refusal {QStringLiteral("--from-list %1: %2").arg(path, *why)};
    const db::PartList list = db::readPartList(std::get<QByteArray>(read), catalog, QDate::currentDate());
    const db::ListBuild made = db::buildOfList(list, catalog, Text::tr("New build"));
    if (!made.error.isEmpty())
        throw Refusal {QStringLiteral("--from-list %1: %2").arg(path, made.error)};
    for (const QString &line : list.notices + made.said)
        reportError(QStringLiteral("%1: %2").arg(path, line));
    return made.build;
}

Build compose(const QCommandLineParser &p, const PartCatalog &catalog)
{
    Build b = p.isSet(QStringLiteral("from-list")) ? fromList(p.value(QStringLiteral("from-list")), catalog)
                                                   : Build {};
    b.name = p.isSet(QStringLiteral("name")) ? p.value(QStringLiteral("name")) : Text::tr("New build");
    if (p.isSet(QStringLiteral("notes")) || !p.isSet(QStringLiteral("from-list")))
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
            throw Refusal {Text::tr("--gpu: \"%1\" is not ID@SLOT").arg(echoed(value))};
        const int slot = m.captured(2).toInt();
        Gpu gpu = lookUp<GpuSpec>(catalog, QStringLiteral("gpu"), m.captured(1), PartKind::Gpu);
        if (b.motherboard) {
            const PcieSlot *s = b.motherboard->spec.slotAt(slot);
            if (!s) {
                QStringList have;
                for (const PcieSlot &x : b.motherboard->spec.slots)
                    have.append(QString::number(x.position));
                throw Refusal {Text::tr("--gpu %1: %2 has no slot %3 (its slots: %4)")
                                   .arg(echoed(value), b.motherboard->info.name)
                                   .arg(slot)
                                   .arg(have.join(QStringLiteral(", ")))};
            }
        }
        if (b.gpuInSlot(slot))
            throw Refusal {Text::tr("--gpu %1: slot %2 already holds a GPU").arg(echoed(value)).arg(slot)};
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
    if (p.isSet(QStringLiteral("nvlink-bridge"))) {
        b.nvlinkBridge = p.value(QStringLiteral("nvlink-bridge"));
        if (!nvlinkBridge(b.nvlinkBridge)) {
            QStringList keys;
            for (const NvlinkBridge &bridge : nvlinkBridges())
                keys.append(bridge.key);
            throw Refusal {Text::tr("--nvlink-bridge: no bridge \"%1\" (known: %2)")
                               .arg(echoed(b.nvlinkBridge), keys.join(QStringLiteral(", ")))};
        }
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
    w.datasetSize = Gigabytes(number(p, QStringLiteral("dataset-gb"), w.datasetSize.value()));
    const double planned = number(p, QStringLiteral("planned-gpus"), 0);
    if (planned != std::floor(planned) || std::abs(planned) > 1e6)
        throw Refusal {Text::tr("--planned-gpus: \"%1\" is not a whole number")
                           .arg(echoed(p.value(QStringLiteral("planned-gpus"))))};
    w.plannedGpus = int(planned);
    if (p.isSet(QStringLiteral("data-drive"))) {
        w.dataDrive = p.value(QStringLiteral("data-drive"));
        const bool inBuild = std::any_of(b.storage.cbegin(), b.storage.cend(),
            [&w](const Counted<Storage> &s) { return s.part.info.id.key() == w.dataDrive; });
        if (!inBuild)
            throw Refusal {Text::tr("--data-drive: \"%1\" is not one of the build's --storage drives")
                               .arg(echoed(w.dataDrive))};
    }
    Environment &e = b.environment;
    if (p.isSet(QStringLiteral("circuit"))) {
        const auto circuit = parseCircuit(p.value(QStringLiteral("circuit")));
        if (const QString *error = std::get_if<QString>(&circuit))
            throw Refusal {*error};
        std::tie(e.circuitVolts, e.circuitAmps) = std::get<std::pair<int, int>>(circuit);
    }
    e.electricityPricePerKwh = number(p, QStringLiteral("price-per-kwh"), e.electricityPricePerKwh);
    e.hoursPerDay = number(p, QStringLiteral("hours-per-day"), e.hoursPerDay);
    e.years = number(p, QStringLiteral("years"), e.years);
    QString error;
    const auto currency = currencyOption(p, e.currency, error);
    if (!currency)
        throw Refusal {error};
    e.currency = *currency;

    // Every value as the build file's reader checks it: what is written opens again.
    if (const auto problem = buildfile::settingsProblem(b)) {
        const QString option = optionOf(problem->field);
        throw Refusal {option.isEmpty() ? Text::tr("%1: %2").arg(problem->field, problem->message)
                                        : Text::tr("--%1: %2").arg(option, problem->message)};
    }

    // What no build may be (the loader refuses the same).
    const QList<StructuralProblem> problems = structuralProblems(b);
    if (!problems.isEmpty())
        throw Refusal {Text::tr("%1: %2").arg(problems.first().field, problems.first().message)};
    return b;
}

} // namespace

QList<QCommandLineOption> NewCommand::options() const
{
    QList<QCommandLineOption> own {
        valueOption("board", Text::tr("Motherboard id"), "id"),
        valueOption("from-list",
            Text::tr("A PCPartPicker list (its text, Markdown or HTML export) whose parts make the build; "
                     "the other options add to it or replace its parts"),
            "file"),
        valueOption("cpu", Text::tr("CPU id"), "id"),
        valueOption("gpu", Text::tr("A GPU id and its slot, ID@SLOT (repeat per card)"), "id@slot"),
        valueOption("memory", Text::tr("Memory kit id, ID×N for N kits (repeatable)"), "id"),
        valueOption("storage", Text::tr("Drive id, ID×N for N drives (repeatable)"), "id"),
        valueOption("psu", Text::tr("PSU id"), "id"),
        valueOption("case", Text::tr("Case id"), "id"),
        valueOption("cooler", Text::tr("CPU cooler id"), "id"),
        valueOption("name", Text::tr("The build's name"), "text"),
        valueOption("notes", Text::tr("The build's notes (what it is for, what it shows)"), "text"),
        valueOption("task", Text::tr("Task profile key (research-sota, kaggle, ...)"), "key"),
        valueOption("preprocessing", Text::tr("On-the-fly or offline"), "key"),
        flagOption("no-async", Text::tr("Data is loaded without prefetching")),
        valueOption("dataset-gb", Text::tr("Dataset size in GB"), "gb"),
        valueOption("planned-gpus", Text::tr("GPUs planned for later"), "n"),
        valueOption("nvlink-bridge",
            Text::tr("The NVLink bridge bought with the two cards (a key of db/curated/nvlink_bridges.csv)"),
            "key"),
        valueOption("data-drive", Text::tr("The drive (one of --storage) the data is read from"), "id"),
        valueOption("circuit", Text::tr("Wall circuit, VOLTS/AMPS"), "v/a"),
        valueOption("price-per-kwh", Text::tr("Electricity price per kWh"), "price"),
        valueOption("currency", Text::tr("Currency of the electricity price"), "code"),
        valueOption("hours-per-day", Text::tr("Hours of use a day"), "h"),
        valueOption("years", Text::tr("Years of use"), "n"),
        QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")}, Text::tr("File to write"),
            QStringLiteral("file")),
        alsoOption(),
    };
    return own + workloadOptions();
}

QString NewCommand::synopsis() const
{
    return Text::tr(
        "new [--from-list LIST] --board ID --cpu ID --gpu ID@SLOT ... --memory ID×N --storage ID --psu ID "
        "--case ID -o FILE");
}

QString NewCommand::summary() const
{
    return Text::tr(
        "Compose a build from catalog ids (workload: --task --precision --preprocessing --no-async "
        "--dataset-gb --planned-gpus --data-drive; environment: --circuit V/A --price-per-kwh "
        "--currency --hours-per-day --years; --cooler, --name, --notes)");
}

int NewCommand::run(Invocation &invocation) const
{
    if (!invocation.arguments().isEmpty() || !invocation.isSet(QStringLiteral("output")))
        return fail(Text::tr("new takes its parts as options and -o FILE"));
    const PartCatalog *catalog = invocation.requireCatalog();
    if (!catalog)
        return kExitBadInput;
    const auto composed = composeBuild(invocation.options(), *catalog);
    if (const QString *why = std::get_if<QString>(&composed))
        return fail(*why);
    if (const auto error
        = buildfile::save(std::get<Build>(composed), invocation.value(QStringLiteral("output"))))
        return fail(error->toString());
    return kExitOk;
}

std::variant<std::pair<int, int>, QString> parseCircuit(const QString &value)
{
    static const QRegularExpression circuit(QStringLiteral(R"(^(\d+)/(\d+)$)"));
    const auto m = circuit.match(value);
    if (!m.hasMatch())
        return Text::tr("--circuit: \"%1\" is not VOLTS/AMPS (e.g. 230/16)").arg(echoed(value));
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
