// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/cpudimmkinds.h"

#include "core/catalog/memoryplatform.h"
#include "core/model/csvresource.h"
#include "core/model/processorsockets.h"

#include <QRegularExpression>

namespace rigsmith::core {
namespace {

struct Row
{
    QString socket;
    QRegularExpression cpu; // searched in the processor's name
    DimmFact fact;
};

QList<Row> load()
{
    QList<Row> rows;
    for (const CsvRow &r : readCsvResource(QStringLiteral(":/rigsmith/catalog/cpu_dimm_kinds.csv"))) {
        Row row {r.value(QStringLiteral("socket")),
            QRegularExpression(r.value(QStringLiteral("cpu")), QRegularExpression::CaseInsensitiveOption),
            {DimmFact::Whose::Processor,
                fromKey<DimmSupport>(r.value(QStringLiteral("dimms"))).value_or(DimmSupport::Unknown),
                r.value(QStringLiteral("url")), r.value(QStringLiteral("note"))}};
        // A row without a source, a kind or a pattern that compiles names nothing.
        if (row.cpu.isValid() && !row.fact.source.isEmpty() && row.fact.kinds != DimmSupport::Unknown)
            rows.append(row);
    }
    return rows;
}

bool takes(DimmSupport kinds, bool registered)
{
    return kinds == DimmSupport::Both
        || kinds == (registered ? DimmSupport::Registered : DimmSupport::Unbuffered);
}

std::optional<DimmFact> platformFact(const Build &b)
{
    if (!b.motherboard)
        return std::nullopt;
    const DimmRequirement need = dimmRequirement(b.motherboard->spec);
    if (need.kinds == DimmSupport::Unknown)
        return std::nullopt;
    return DimmFact {DimmFact::Whose::Platform, need.kinds, need.source, {}};
}

std::optional<DimmFact> processorFact(const Build &b)
{
    return b.cpu ? processorDimmKinds(b.cpu->info.name, b.cpu->spec.socket) : std::nullopt;
}

} // namespace

std::optional<DimmFact> processorDimmKinds(const QString &cpuName, const QString &cpuSocket)
{
    // The rules run from several threads (the advisor's): each keeps its own compiled copy.
    thread_local const QList<Row> rows = load();
    for (const Row &row : rows) {
        if (socketFits(cpuSocket, row.socket) && row.cpu.match(cpuName).hasMatch())
            return row.fact;
    }
    return std::nullopt;
}

std::optional<DimmFact> dimmKindExcluded(const Build &b, bool registered)
{
    for (const auto &fact : {processorFact(b), platformFact(b)}) {
        if (fact && !takes(fact->kinds, registered))
            return fact;
    }
    return std::nullopt;
}

bool dimmKindConfirmed(const Build &b, bool registered)
{
    if (dimmKindExcluded(b, registered))
        return false;
    const auto cpu = processorFact(b);
    const auto platform = platformFact(b);
    return (cpu && takes(cpu->kinds, registered)) || (platform && takes(platform->kinds, registered));
}

} // namespace rigsmith::core
