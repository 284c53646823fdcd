// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workload/memorypopulation.h"

#include "core/model/csvresource.h"

#include <QHash>
#include <QRegularExpression>

#include <utility>

namespace rigsmith::core {

namespace {

std::optional<TwoPerChannel> tableRow(const QString &socket, MemoryType type)
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
                    r.value(QStringLiteral("single_rank_mts")).toInt(), r.value(QStringLiteral("url")),
                    r.value(QStringLiteral("estimated")) == QLatin1String("1")}});
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

} // namespace

std::optional<TwoPerChannel> twoPerChannelRow(const QString &socket, MemoryType type)
{
    // Asked for every kit the advisor weighs: the answers are kept per socket and type, per thread.
    thread_local QHash<std::pair<QString, int>, std::optional<TwoPerChannel>> known;
    const std::pair<QString, int> key {socket, int(type)};
    if (const auto found = known.constFind(key); found != known.cend())
        return *found;
    return *known.insert(key, tableRow(socket, type));
}

namespace {

std::optional<RatedMemorySpeed> ratedRow(const QString &socket, const QString &processor, MemoryType type)
{
    struct Row
    {
        QString socket;
        QString memoryType;
        QRegularExpression pattern;
        RatedMemorySpeed speed;
    };
    static const QList<Row> rows = [] {
        QList<Row> out;
        for (const CsvRow &r :
            readCsvResource(QStringLiteral(":/rigsmith/workload/data/rated_memory_speed.csv"))) {
            out.append({r.value(QStringLiteral("socket")), r.value(QStringLiteral("memory_type")),
                QRegularExpression(
                    r.value(QStringLiteral("pattern")), QRegularExpression::CaseInsensitiveOption),
                {r.value(QStringLiteral("speed_mts")).toInt(), r.value(QStringLiteral("url")),
                    r.value(QStringLiteral("estimated")) == QLatin1String("1")}});
        }
        return out;
    }();
    const auto bare = [](QString s) { return s.remove(u' ').toLower(); };
    std::optional<RatedMemorySpeed> highest;
    for (const Row &r : rows) {
        if (bare(r.socket) != bare(socket) || r.memoryType != toKey(type))
            continue;
        if (r.pattern.match(processor).hasMatch())
            return r.speed;
        if (!highest || r.speed.speedMTs > highest->speedMTs)
            highest = r.speed;
    }
    if (highest)
        highest->estimated = true;
    return highest;
}

} // namespace

std::optional<RatedMemorySpeed> ratedMemorySpeed(
    const QString &socket, const QString &processor, MemoryType type)
{
    // Asked for every build and kit the advisor weighs: kept per processor and type, per thread.
    thread_local QHash<QString, std::optional<RatedMemorySpeed>> known;
    const QString key = socket + u'|' + processor + u'|' + QString::number(int(type));
    if (const auto found = known.constFind(key); found != known.cend())
        return *found;
    return *known.insert(key, ratedRow(socket, processor, type));
}

bool twoModulesPerChannel(int modules, int channels)
{
    return channels > 0 && modules > channels;
}

} // namespace rigsmith::core
