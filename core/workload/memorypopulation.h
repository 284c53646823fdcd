// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <optional>

namespace rigsmith::core {

// What the platform maker states for two DDR5 modules in each channel of a desktop socket
// (core/workload/data/dimm_population.csv, one row a socket with its source and quote), or, marked
// estimated, what its reference firmware is reported to train them to where no statement was read.
struct TwoPerChannel
{
    QString socket;
    int speedMTs = 0; // the speed counted (dual-rank where ranks differ); 0: no figure on record
    int singleRankMTs = 0;
    QString source; // URL
    bool estimated = false;
};

// The socket's row; nothing for a socket or memory type the table does not cover.
std::optional<TwoPerChannel> twoPerChannelRow(const QString &socket, MemoryType type);

// The processor maker's rated memory speed with one module a channel (core/workload/data/
// rated_memory_speed.csv: Intel ARK and AMD's specification pages as exported or copied, one row a family
// with its source): a faster kit runs faster only overclocked (XMP, EXPO), which the maker does not promise.
// The first row of the socket and type whose pattern the processor's name matches; a processor of a covered
// socket that no row names takes the socket's highest figure, marked estimated; nothing for a socket or type
// the table does not cover.
struct RatedMemorySpeed
{
    int speedMTs = 0;
    QString source;
    bool estimated = false;
};
std::optional<RatedMemorySpeed> ratedMemorySpeed(
    const QString &socket, const QString &processor, MemoryType type);

// Whether the build's modules put two in a channel: more modules than the processor's channels.
bool twoModulesPerChannel(int modules, int channels);

} // namespace rigsmith::core
