// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace rigsmith::core {

// Writes `data` to `path` all at once or not at all (QSaveFile: a temporary file renamed over
// the old one), so a failure — full disk, unwritable folder — leaves any old file as it was.
// Refuses folders and non-regular files. Returns why it could not, without the path, or nothing.
std::optional<QString> saveAtomically(const QString &path, const QByteArray &data);

} // namespace rigsmith::core
