// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace rigsmith::core {

// Writes `data` to `path` all at once or not at all (a temporary file beside it, synced, then
// renamed over the old one), so a failure — full disk, unwritable folder — leaves any old file as
// it was. Refuses folders and non-regular files. Returns why it could not, with the system's
// reason ("No space left on device") but without the path, or nothing. Temporaries an earlier,
// killed save left beside `path` are removed first.
std::optional<QString> saveAtomically(const QString &path, const QByteArray &data);

// Removes the temporaries of saves to `path` that were killed before they finished (older than a
// minute, so a save under way in another process is left alone). Returns how many went.
int removeStaleSaveTemporaries(const QString &path);
// The name pattern of those temporaries, for tests: ".NAME.rigsmith-save-XXXXXX".
QString saveTemporaryPrefix(const QString &fileName);

// The operating system's words for an errno value ("Read-only file system").
QString systemReason(int errnoValue);

} // namespace rigsmith::core
