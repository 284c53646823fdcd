// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <optional>

namespace rigsmith::core {

// Whether a card holds a workload, with the figures GPU.MEMORY judges a build by, for everything that
// offers or ranks cards (value map, alternatives, the browser's "fits this build", the advisor).

// The GPUs a build is planned for: those placed plus those planned later, at least one. A plan of N
// cards shares the workload's memory N ways wherever the workload splits (FSDP, inference by layers).
int plannedGpuCount(const Build &build);

// GB one card of `card` needs for `workload` with `gpus` cards: the workload model's estimate, or for
// vision training the guide's minimum, of which a tensor-core card in 16-bit holds about 1.5× (GPU-5).
double memoryNeededPerGpu(const Workload &workload, int gpus, const GpuSpec &card);

// Why `gpus` cards of `card` cannot hold `workload` ("needs 43.1 GB per GPU with 1 GPU; has 32 GB"),
// or nothing when they can.
std::optional<QString> memoryShortfall(const Workload &workload, int gpus, const GpuSpec &card);

// The same for every workload of `build`: the primary's shortfall as above, a further
// workload's named ("Also planned, run an LLM (70B, …): needs …"), or nothing when the card holds all.
std::optional<QString> memoryShortfall(const Build &build, int gpus, const GpuSpec &card);

} // namespace rigsmith::core
