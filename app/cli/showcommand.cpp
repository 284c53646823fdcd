// SPDX-License-Identifier: GPL-3.0-or-later
#include "showcommand.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(show)
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
    const auto single = [&rows](PartKind kind, const auto &part, const QString &detail) {
        if (part)
            rows.append({toKey(kind), &part->info, 0, 1, detail});
    };
    single(PartKind::Case, b.chassis,
        b.chassis ? Text::tr("%1 expansion slots, GPUs up to %2 mm")
                        .arg(b.chassis->spec.expansionSlots)
                        .arg(b.chassis->spec.maxGpuLength.value())
                  : QString());
    single(PartKind::Motherboard, b.motherboard,
        b.motherboard ? Text::tr("%1 %2, %3 PCIe slots")
                            .arg(b.motherboard->spec.socket, toKey(b.motherboard->spec.formFactor))
                            .arg(b.motherboard->spec.slots.size())
                      : QString());
    single(PartKind::Cpu, b.cpu,
        b.cpu ? Text::tr("%1 cores / %2 threads, %3 W, %4 lanes")
                    .arg(b.cpu->spec.cores)
                    .arg(b.cpu->spec.threads)
                    .arg(b.cpu->spec.tdp.value())
                    .arg(b.cpu->spec.pcieLanes.value())
              : QString());
    single(PartKind::Cooler, b.cooler,
        b.cooler ? (b.cooler->spec.waterCooled ? Text::tr("liquid") : Text::tr("air")) : QString());
    single(PartKind::Psu, b.psu,
        b.psu ? Text::tr("%1 W %2").arg(b.psu->spec.wattage.value()).arg(toKey(b.psu->spec.efficiency))
              : QString());
    for (const GpuPlacement &p : b.gpus) {
        rows.append({toKey(PartKind::Gpu), &p.gpu.info, p.slot, 1,
            Text::tr("%1 GB, %2 W, %3 slots, %4")
                .arg(p.gpu.spec.memory.value())
                .arg(p.gpu.spec.tdp.value())
                .arg(p.gpu.spec.slotWidth.value())
                .arg(toKey(p.gpu.spec.cooler))});
    }
    for (const auto &m : b.memory) {
        rows.append({toKey(PartKind::Memory), &m.part.info, 0, m.quantity,
            Text::tr("%1 × %2 GB %3")
                .arg(m.part.spec.modules)
                .arg(m.part.spec.moduleSize.value())
                .arg(toKey(m.part.spec.type))});
    }
    for (const auto &s : b.storage) {
        rows.append({toKey(PartKind::Storage), &s.part.info, 0, s.quantity,
            Text::tr("%1 GB %2").arg(s.part.spec.capacity.value()).arg(toKey(s.part.spec.type))});
    }
    return rows;
}

} // namespace

QString showText(const Build &b)
{
    QString out;
    QTextStream s(&out);
    s << Text::tr("Build: %1").arg(b.name.isEmpty() ? Text::tr("(unnamed)") : b.name) << '\n';
    if (!b.notes.isEmpty())
        s << Text::tr("Notes: %1").arg(b.notes) << '\n';
    s << '\n' << Text::tr("Parts") << '\n';
    const QList<Row> rows = rowsOf(b);
    if (rows.isEmpty())
        s << "  " << Text::tr("(none)") << '\n';
    for (const Row &r : rows) {
        QString where = r.slot > 0 ? Text::tr("slot %1").arg(r.slot)
                                   : (r.quantity > 1 ? Text::tr("× %1").arg(r.quantity) : QString());
        s << "  " << r.role.leftJustified(12) << where.leftJustified(8) << r.info->name;
        if (r.info->price)
            s << "  [" << r.info->price->toString() << ']';
        s << '\n' << "  " << QString(20, u' ') << r.detail << '\n';
    }
    const Workload &w = b.workload;
    s << '\n'
      << Text::tr("Workload") << '\n'
      << "  "
      << Text::tr("task %1, precision %2, preprocessing %3, async loading %4, dataset %5 GB")
             .arg(toKey(w.task), toKey(w.precision), toKey(w.preprocessing),
                 w.asyncLoading ? Text::tr("yes") : Text::tr("no"))
             .arg(w.datasetSize.value())
      << '\n';
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
    const Workload &w = b.workload;
    const Environment &e = b.environment;
    return QJsonObject {
        {QStringLiteral("name"), b.name},
        {QStringLiteral("notes"), b.notes},
        {QStringLiteral("parts"), parts},
        {QStringLiteral("workload"),
            QJsonObject {{QStringLiteral("task"), toKey(w.task)},
                {QStringLiteral("precision"), toKey(w.precision)},
                {QStringLiteral("preprocessing"), toKey(w.preprocessing)},
                {QStringLiteral("asyncLoading"), w.asyncLoading},
                {QStringLiteral("datasetSizeGB"), w.datasetSize.value()}}},
        {QStringLiteral("environment"),
            QJsonObject {{QStringLiteral("electricityPricePerKwh"), e.electricityPricePerKwh},
                {QStringLiteral("currency"), e.currency}, {QStringLiteral("hoursPerDay"), e.hoursPerDay},
                {QStringLiteral("years"), e.years}, {QStringLiteral("circuitVolts"), e.circuitVolts},
                {QStringLiteral("circuitAmps"), e.circuitAmps}}},
    };
}

} // namespace rigsmith::cli
