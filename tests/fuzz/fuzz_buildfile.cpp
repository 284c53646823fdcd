// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the build-file loader. Any input must either be refused with an error that
// names the file, or load into a build that survives a serialise → parse round trip unchanged.
#include "core/file/buildfile.h"
#include "core/file/validatepart.h"
#include "core/model/buildparts.h"
#include "core/model/partvalidity.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace rigsmith::core;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Result<Build> parsed = buildfile::parse(bytes, QStringLiteral("fuzz.rigsmith"));
    if (!parsed.ok()) {
        if (!parsed.error().toString().startsWith(QStringLiteral("fuzz.rigsmith: ")))
            std::abort();
        return 0;
    }
    if (!structuralProblems(parsed.value()).isEmpty())
        std::abort();
    // One definition of a valid part: what the reader accepts, the checker accepts, so it saves.
    forEachPart(parsed.value(), [](PartKind, const auto &part, int, int) {
        if (validatePart(part.toPart()))
            std::abort();
    });
    const Result<Build> again
        = buildfile::parse(buildfile::serialize(parsed.value()), QStringLiteral("again"));
    if (!again.ok() || !(again.value() == parsed.value()))
        std::abort();
    return 0;
}
