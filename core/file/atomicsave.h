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
// As saveAtomically, but never replaces a file: where `path` exists (a file, a link, even one made
// while this one was being written) it is left as it is and the answer says it exists already.
std::optional<QString> saveNewAtomically(const QString &path, const QByteArray &data);

// Files this process reads and must never replace: the user's overlay, the parts catalog. `what`
// names it in the user's words ("your custom parts and prices file"). saveAtomically (and so every
// save, autosave and export) refuses to write over one, a link or hard link to it, or the journal
// SQLite keeps beside it.
void protectFromSaves(const QString &path, const QString &what);
// Why `path` may not be written (it is one of those files), without the path; or nothing.
std::optional<QString> protectedFileProblem(const QString &path);

// Removes the temporaries of saves to `path` that were killed before they finished (older than a
// minute, so a save under way in another process is left alone). Returns how many went.
int removeStaleSaveTemporaries(const QString &path);
// The name pattern of those temporaries, for tests: ".NAME.rigsmith-save-XXXXXX"; a name too long for
// that keeps its start and a hash of the whole (".NAM~1a2b3c4d5e6f.rigsmith-save-XXXXXX").
QString saveTemporaryPrefix(const QString &fileName);

// The operating system's words for an errno value ("Read-only file system").
QString systemReason(int errnoValue);

} // namespace rigsmith::core
