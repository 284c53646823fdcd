// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/file/validatepart.h"

#include "core/file/partjson.h"

#include <QCoreApplication>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BuildFile)
};

} // namespace

std::optional<PartProblem> validatePart(const Part &part)
{
    if (!PartId::isValidKey(part.info.id.key()))
        return PartProblem {
            QStringLiteral("id"), Text::tr("\"%1\" is not a part id").arg(part.info.id.key())};
    try {
        json::checkPart(part);
    } catch (const json::FieldError &e) {
        return PartProblem {e.field, e.message};
    }
    return std::nullopt;
}

} // namespace rigsmith::core
