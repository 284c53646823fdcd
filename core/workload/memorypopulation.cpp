// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/memorypopulation.h"

#include "core/workload/csvresource.h"

namespace rigsmith::core {

std::optional<TwoPerChannel> twoPerChannelRow(const QString &socket, MemoryType type)
{
    struct Row
    {
        QString memoryType;
        TwoPerChannel speeds;
    };
    static const QList<Row> rows = [] {
        QList<Row> out;
        for (const CsvRow &r :
            readCsvResource(QStringLiteral(":/rigsmith/workload/data/dimm_population.csv"))) {
            out.append({r.value(QStringLiteral("memory_type")),
                {r.value(QStringLiteral("socket")), r.value(QStringLiteral("speed_mts")).toInt(),
                    r.value(QStringLiteral("single_rank_mts")).toInt(), r.value(QStringLiteral("url"))}});
        }
        return out;
    }();
    const auto bare = [](QString s) { return s.remove(u' ').toLower(); };
    for (const Row &r : rows) {
        if (bare(r.speeds.socket) == bare(socket) && r.memoryType == toKey(type))
            return r.speeds;
    }
    return std::nullopt;
}

bool twoModulesPerChannel(int modules, int channels)
{
    return channels > 0 && modules > channels;
}

} // namespace rigsmith::core
