// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "core/model/processorsockets.h"

#include <concepts>
#include <type_traits>

namespace rigsmith::core {

// Visits every part a build holds, in the order a parts list shows them: case, motherboard, CPU,
// cooler, PSU, GPUs by slot, memory kits, drives. `f(kind, part, quantity, slot)`: `part` is the
// typed part (Case, Gpu, ...), writable when the build is; `slot` is a GPU's slot and 0 for every
// other part. The processor counts once per socket its board fills (two on a dual-socket board, so
// prices and parts lists count both). Nothing is copied.
template<typename B, typename F>
requires std::same_as<std::remove_const_t<B>, Build>
void forEachPart(B &b, F &&f)
{
    const auto single = [&f](PartKind kind, auto &part) {
        if (part)
            f(kind, *part, 1, 0);
    };
    single(PartKind::Case, b.chassis);
    single(PartKind::Motherboard, b.motherboard);
    if (b.cpu)
        f(PartKind::Cpu, *b.cpu, processorCount(b), 0);
    single(PartKind::Cooler, b.cooler);
    single(PartKind::Psu, b.psu);
    for (auto &g : b.gpus)
        f(PartKind::Gpu, g.gpu, 1, g.slot);
    for (auto &m : b.memory)
        f(PartKind::Memory, m.part, m.quantity, 0);
    for (auto &s : b.storage)
        f(PartKind::Storage, s.part, s.quantity, 0);
}

// One line of the specs that matter when choosing the part, for parts lists and build sheets.
QString keySpecs(const Case &part);
QString keySpecs(const Motherboard &part);
QString keySpecs(const Cpu &part);
QString keySpecs(const Cooler &part);
QString keySpecs(const Psu &part);
QString keySpecs(const Gpu &part);
QString keySpecs(const Memory &part);
QString keySpecs(const Storage &part);

} // namespace rigsmith::core
