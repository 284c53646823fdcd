// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/chipsetsupport.h"

#include <QHash>
#include <QRegularExpression>

namespace rigsmith::core {
namespace {

// The rules run on every evaluation (the advisor's too, from several threads): each thread compiles a
// pattern once.
const QRegularExpression &compiled(const QString &pattern)
{
    thread_local QHash<QString, QRegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern, QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption));
    return *it;
}

} // namespace

const CpuSupport *chipsetSupport(
    const MotherboardSpec &board, const QString &cpuName, const QString &cpuSocket)
{
    if (cpuSocket != board.socket)
        return nullptr;
    for (const CpuSupport &row : board.cpuSupport) {
        const QRegularExpression &re = compiled(row.cpuPattern);
        // A pattern a hand-edited build file broke names nothing.
        if (re.isValid() && re.match(cpuName).hasMatch())
            return &row;
    }
    return nullptr;
}

} // namespace rigsmith::core
