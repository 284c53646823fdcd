// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace rigsmith::core {

// Why a build file could not be read or written: which file, which field (empty when the problem
// is the file as a whole) and what is wrong, in words a user can act on.
struct BuildFileError
{
    QString file;
    QString field;
    QString message;

    // "gpu4.rigsmith: field gpus[0].part.spec.tdpW: -5 is outside 0 to 100000"
    QString toString() const;
};

template<typename T>
class Result
{
public:
    Result(T value)
        : mValue(std::move(value))
    {
    } // NOLINT(google-explicit-constructor)
    Result(BuildFileError error)
        : mValue(std::move(error))
    {
    } // NOLINT(google-explicit-constructor)
    bool ok() const { return std::holds_alternative<T>(mValue); }
    const T &value() const { return std::get<T>(mValue); }
    T &value() { return std::get<T>(mValue); }
    const BuildFileError &error() const { return std::get<BuildFileError>(mValue); }

private:
    std::variant<T, BuildFileError> mValue;
};

// The .rigsmith format: JSON with a format name and version; every part is embedded in full,
// so a file opens the same after the catalog changes. Fields this version does not know are
// kept and written back.
namespace buildfile {

inline constexpr char16_t kFormatName[] = u"rigsmith-build";
inline constexpr int kVersion = 2; // 2: the workload model (kinds, models, methods)
inline constexpr char16_t kExtension[] = u"rigsmith";
inline constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;

QByteArray serialize(const Build &build);
// `fileName` only labels errors. Never returns a half-read build: all or an error.
Result<Build> parse(const QByteArray &data, const QString &fileName);

Result<Build> load(const QString &path);
// Atomic: writes a temporary file beside `path` and renames it over; on any failure the old
// file is untouched. Returns an empty error message on success.
std::optional<BuildFileError> save(const Build &build, const QString &path);
// As save, but never replaces a file at `path` (saveNewAtomically): an error says it exists.
std::optional<BuildFileError> saveNew(const Build &build, const QString &path);

} // namespace buildfile
} // namespace rigsmith::core
