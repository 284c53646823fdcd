// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"
#include "pcpartpickerlist.h"

namespace rigsmith::db {

// A build made of a PCPartPicker list's matched parts, placed as `rigsmith-cli new` places them: one
// board, processor, cooler, PSU and case; memory kits and drives with their counts; the GPUs in the
// board's slots that hold the most cards apart (GpuCapacity), then in its other slots in order. A
// line's price in the list becomes the part's price in the build, dated by the list's footer.
struct ListBuild
{
    core::Build build;
    QStringList said; // lines left out or matched closely, and why: for the user to read
    QString error; // why no build can be made (empty when one was)
};

ListBuild buildOfList(const PartList &list, const core::PartCatalog &catalog, const QString &name);

} // namespace rigsmith::db
