// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <optional>

namespace rigsmith::core {

// The GPU model a card is a variant of: the model every board of it shares, with its memory size.
// "GeForce RTX 3060 12 GB" and "GeForce RTX 3060" with 12 GB are one model; the 8 GB card is
// another. A price for a model applies to every variant of it (each maker's board) that has no
// price of its own.
struct GpuModel
{
    QString name; // the model name without a memory size in it: "GeForce RTX 3060"
    double memoryGb = 0; // 0 when a text named the model without its memory

    // "geforce rtx 3060/12": compared case-insensitively, memory sizes and "LHR" left out of the name.
    QString key() const;
    // "GeForce RTX 3060 12 GB"
    QString displayName() const;
    bool operator==(const GpuModel &) const = default;
};

GpuModel gpuModelOf(const GpuSpec &spec);
// "GeForce RTX 3060 12 GB", "RTX PRO 5000 72GB Blackwell", "GeForce RTX 4090": the model and the
// memory the text names (0 when it names none); nothing for an empty text.
std::optional<GpuModel> parseGpuModel(const QString &text);

} // namespace rigsmith::core
