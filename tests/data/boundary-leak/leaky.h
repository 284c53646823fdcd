// SPDX-License-Identifier: GPL-3.0-or-later
// A deliberate boundary violation: check_core_boundary must reject this folder.
#pragma once
#include <QGraphicsItem>
