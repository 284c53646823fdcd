// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/catalog/backconnect.h"

#include <QRegularExpression>

namespace rigsmith::core {
namespace {

BackConnect fromName(const QString &name)
{
    static const QRegularExpression projectZero(
        QStringLiteral("\\bproject[ -]?zero\\b|\\bPZ\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression btf(
        QStringLiteral("\\bBTF\\b"), QRegularExpression::CaseInsensitiveOption);
    if (projectZero.match(name).hasMatch())
        return BackConnect::ProjectZero;
    if (btf.match(name).hasMatch())
        return BackConnect::Btf;
    return BackConnect::None;
}

} // namespace

BackConnect boardBackConnect(const QString &boardName)
{
    return fromName(boardName);
}

BackConnect caseBackConnect(const QString &caseName)
{
    return fromName(caseName);
}

} // namespace rigsmith::core
