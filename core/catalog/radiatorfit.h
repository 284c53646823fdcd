// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QList>
#include <QString>

#include <optional>

namespace rigsmith::core {

// A radiator a build must mount (RULES.md §9 CASE-2): a liquid-cooled (hybrid) card's own AIO radiator, with
// its size where a source gives it; the CPU's AIO; or the radiator of a water-block card's custom loop, whose
// size the builder chooses to fit the case (any mount takes it).
struct RadiatorNeed
{
    const PartInfo *part = nullptr; // points into the build the list was made from
    std::optional<Millimetres> size;
    QString source; // where the size was read (URL), if anywhere
    bool loop = false;
};

// The build's radiators: its hybrid and water-block cards', then its CPU AIO's (also when it is the only
// one).
QList<RadiatorNeed> radiatorsOf(const Build &build);

// The radiators (indices into the list) placed on `mounts` one each, largest first on the smallest free mount
// at least its size (a mount that takes the largest takes every smaller one, so no other order places more);
// then those of unknown size on the largest free mounts (`guessed`: whether they fit is not known) and the
// loops' on the smallest. `unplaced`: those no free mount takes.
struct RadiatorFit
{
    QList<int> unplaced;
    QList<int> guessed;
};
RadiatorFit fitRadiators(const QList<RadiatorNeed> &radiators, const QList<RadiatorMount> &mounts);

} // namespace rigsmith::core
