// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/file/jsonfields.h"
#include "core/model/build.h"

#include <optional>

namespace rigsmith::core::buildfile {

// The first value of the build's workloads or environment that the build-file reader refuses (the
// field and why, in the reader's words: the same visitors, run by json::Checker), or nothing. `new`
// checks its options with it, so what it writes opens again. Defined in buildfile.cpp.
std::optional<json::FieldError> settingsProblem(const Build &build);

} // namespace rigsmith::core::buildfile
