// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace rigsmith::core {

// Solves A x = b (A square) by Gaussian elimination with partial pivoting; an unknown whose pivot
// vanishes is set to 0. The calibration fits pass their normal equations (AᵀA + ridge) here.
std::vector<double> solveLinear(std::vector<std::vector<double>> a, std::vector<double> b);

} // namespace rigsmith::core
