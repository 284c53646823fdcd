// SPDX-License-Identifier: GPL-3.0-or-later
#include "showcommand.h"

#include "clierror.h"
#include "core/file/buildfile.h"
#include "core/model/buildparts.h"
#include "core/model/nvlinkbridge.h"
#include "core/workload/workloadestimate.h"
#include "terminaltext.h"
#include "workloadjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(show)
};

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

struct Row
{
    QString role;
    const PartInfo *info;
    int slot; // 0 = not in a slot
    int quantity;
    QString detail;
};

QList<Row> rowsOf(const Build &b)
{
    QList<Row> rows;
    forEachPart(b, [&rows](PartKind kind, const auto &part, int quantity, int slot) {
        rows.append({toKey(kind), &part.info, slot, quantity, keySpecs(part)});
    });
    return rows;
}

} // namespace

QString showText(const Build &b)
{
    QString out;
    QTextStream s(&out);
    s << Text::tr("Build: %1").arg(b.name.isEmpty() ? Text::tr("(unnamed)") : oneLine(b.name)) << '\n';
    if (!b.notes.isEmpty())
        s << Text::tr("Notes: %1").arg(indented(b.notes, 7)) << '\n';
    s << '\n' << Text::tr("Parts") << '\n';
    const QList<Row> rows = rowsOf(b);
    if (rows.isEmpty())
        s << "  " << Text::tr("(none)") << '\n';
    for (const Row &r : rows) {
        QString where = r.slot > 0 ? Text::tr("slot %1").arg(r.slot)
                                   : (r.quantity > 1 ? Text::tr("× %1").arg(r.quantity) : QString());
        s << "  " << r.role.leftJustified(12) << where.leftJustified(8) << oneLine(r.info->name);
        if (r.info->price)
            s << "  [" << r.info->price->toString() << ']';
        s << '\n' << "  " << QString(20, u' ') << r.detail << '\n';
    }
    if (const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge)) {
        s << "  " << QStringLiteral("nvlink").leftJustified(12) << QString(8, u' ') << bridge->name << "  ["
          << (bridge->price ? bridge->price->toString() : Text::tr("no price")) << ']' << '\n'
          << "  " << QString(20, u' ')
          << Text::tr("%1-slot spacing, %2").arg(bridge->spacing).arg(bridge->key) << '\n';
    }
    const Workload &w = b.workload;
    s << '\n'
      << Text::tr("Workload") << '\n'
      << "  "
      << Text::tr("task %1, precision %2, preprocessing %3, async loading %4, dataset %5 GB")
             .arg(toKey(w.task), toKey(w.precision), toKey(w.preprocessing),
                 w.asyncLoading ? Text::tr("yes") : Text::tr("no"))
             .arg(w.datasetSize.value())
      << '\n'
      << "  " << Text::tr("model: %1").arg(describeWorkload(w)) << '\n'
      << "  " << workloadInputsText(w) << '\n';
    for (const Workload &other : b.otherWorkloads) {
        s << "  " << Text::tr("also planned: %1").arg(describeWorkload(other)) << '\n'
          << "    " << workloadInputsText(other) << '\n';
    }
    const Environment &e = b.environment;
    s << '\n'
      << Text::tr("Environment") << '\n'
      << "  "
      << Text::tr("electricity %1 %2/kWh, %3 h/day, %4 years, circuit %5 V / %6 A")
             .arg(e.electricityPricePerKwh)
             .arg(e.currency)
             .arg(e.hoursPerDay)
             .arg(e.years)
             .arg(e.circuitVolts)
             .arg(e.circuitAmps)
      << '\n';
    return out;
}

// The further workloads' settings, as the primary's.
QJsonArray otherWorkloadsJson(const Build &b)
{
    QJsonArray out;
    for (const Workload &w : b.otherWorkloads)
        out.append(workloadSettings(w));
    return out;
}

QJsonObject showJson(const Build &b)
{
    QJsonArray parts;
    for (const Row &r : rowsOf(b)) {
        QJsonObject o {{QStringLiteral("role"), r.role}, {QStringLiteral("id"), r.info->id.key()},
            {QStringLiteral("name"), r.info->name}, {QStringLiteral("quantity"), r.quantity},
            {QStringLiteral("detail"), r.detail}};
        if (r.slot > 0)
            o.insert(QStringLiteral("slot"), r.slot);
        if (r.info->price) {
            o.insert(QStringLiteral("priceCents"), qint64(r.info->price->cents()));
            o.insert(QStringLiteral("currency"), r.info->price->currency());
        }
        parts.append(o);
    }
    if (const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge)) {
        QJsonObject o {{QStringLiteral("role"), QStringLiteral("nvlink")},
            {QStringLiteral("id"), bridge->key}, {QStringLiteral("name"), bridge->name},
            {QStringLiteral("quantity"), 1},
            {QStringLiteral("detail"), Text::tr("%1-slot spacing").arg(bridge->spacing)}};
        if (bridge->price) {
            o.insert(QStringLiteral("priceCents"), qint64(bridge->price->cents()));
            o.insert(QStringLiteral("currency"), bridge->price->currency());
        }
        parts.append(o);
    }
    const Workload &w = b.workload;
    const Environment &e = b.environment;
    QJsonObject workload = workloadSettings(w);
    workload.insert(QStringLiteral("preprocessing"), toKey(w.preprocessing));
    workload.insert(QStringLiteral("asyncLoading"), w.asyncLoading);
    workload.insert(QStringLiteral("datasetSizeGB"), w.datasetSize.value());
    return QJsonObject {
        {QStringLiteral("name"), b.name},
        {QStringLiteral("notes"), b.notes},
        {QStringLiteral("parts"), parts},
        {QStringLiteral("workload"), workload},
        {QStringLiteral("otherWorkloads"), otherWorkloadsJson(b)},
        {QStringLiteral("environment"),
            QJsonObject {{QStringLiteral("electricityPricePerKwh"), e.electricityPricePerKwh},
                {QStringLiteral("currency"), e.currency}, {QStringLiteral("hoursPerDay"), e.hoursPerDay},
                {QStringLiteral("years"), e.years}, {QStringLiteral("circuitVolts"), e.circuitVolts},
                {QStringLiteral("circuitAmps"), e.circuitAmps}}},
    };
}

QString ShowCommand::synopsis() const
{
    return CliText::tr("show FILE [--json]");
}

QString ShowCommand::summary() const
{
    return CliText::tr("List a build's parts, slots, workload and environment");
}

QList<QCommandLineOption> ShowCommand::options() const
{
    return {jsonOption()};
}

int ShowCommand::run(Invocation &invocation) const
{
    if (invocation.arguments().size() != 1)
        return fail(CliText::tr("show takes one build file"));
    const auto loaded = buildfile::load(invocation.arguments().first());
    if (!loaded.ok())
        return fail(loaded.error().toString());
    QTextStream out(stdout);
    if (invocation.json())
        out << QJsonDocument(showJson(loaded.value())).toJson(QJsonDocument::Indented);
    else
        out << terminalSafe(showText(loaded.value()));
    return kExitOk;
}

} // namespace rigsmith::cli
