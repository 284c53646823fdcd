// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/workload/workloadestimate.h"

#include <QJsonObject>
#include <QJsonValue>

namespace rigsmith::cli {

// A workload's settings as show, fit and validate print them in JSON.
QJsonObject workloadSettings(const core::Workload &workload);
// The workload and its figures, for `validate --json`.
QJsonObject workloadJson(const core::Workload &workload, const core::WorkloadEstimate &estimate);
QJsonObject memoryJson(const core::MemoryEstimate &memory);
QJsonObject servingJson(const core::ServingEstimate &serving);
// What one user's decode rests on for the workload's engine (llama.cpp's fit, the engine's published
// pairs against it, or llama.cpp's figure for want of any); null for other workloads.
QJsonValue decodeEngineJson(const core::Workload &workload);

} // namespace rigsmith::cli
