// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

namespace rigsmith::core {

// The drive the training data is read from: the one the build marks (Workload::dataDrive), else
// the fastest drive large enough for the dataset, else the largest drive. Nothing without storage.
const Counted<Storage> *dataDrive(const Build &build);

// Sequential read speed in MB/s. A hard disk whose speed was estimated (not read from its
// datasheet) gets its spindle class's measured figure (research/parts/storage_facts.csv,
// http://catrachadas.com/storage-efficiency-roundup-mechanical-disk-drives-to-pcie-4-zero-ssds-and-all-the-pieces-in-between):
// 5400-rpm class 150 MB/s (WD Red 4 TB), 7200-rpm class 210 MB/s (Seagate IronWolf 8 TB).
int readSpeedMBs(const Storage &drive);

} // namespace rigsmith::core
