// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <variant>

namespace rigsmith::core {

// Files Rigsmith reads (build files, catalogs, overlays) are opened only when they are regular
// files after links are resolved: a FIFO would block the reader for ever, /dev/zero would fill
// memory, a folder is no file. The messages say what the path is instead, without the path.

// Why `path` cannot be read as a file of at most `maxSize` bytes, or nothing when it can.
std::optional<QString> regularFileProblem(const QString &path, qint64 maxSize);

// The whole file, or why not. Never blocks on a pipe or device and never reads more than
// `maxSize` bytes, even when the file grows while it is read.
std::variant<QByteArray, QString> readRegularFile(const QString &path, qint64 maxSize);

// Whether `a` and `b` name one existing file: the same path however spelled, a link to it, or a hard
// link (same device and inode). An export checks it so that it never replaces its own input.
bool sameFile(const QString &a, const QString &b);

} // namespace rigsmith::core
