// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/processorsockets.h"

#include <QRegularExpression>

namespace rigsmith::core {

BoardSockets boardSockets(const QString &boardSocket)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*(?:(\d+)\s*x\s+)?(.*?)(\s+Narrow)?\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    BoardSockets s;
    // Most sockets name one socket ("AM5", "LGA 1700"): no count before it, no narrow mount after it,
    // nothing to trim; the pattern below would give the same.
    if (!boardSocket.isEmpty() && !boardSocket.front().isDigit() && !boardSocket.front().isSpace()
        && !boardSocket.back().isSpace() && !boardSocket.endsWith(u"narrow", Qt::CaseInsensitive)) {
        s.processorSocket = boardSocket;
        return s;
    }
    const QRegularExpressionMatch m = pattern.match(boardSocket);
    if (!m.hasMatch()) {
        s.processorSocket = boardSocket;
        return s;
    }
    if (!m.captured(1).isEmpty())
        s.count = std::max(1, m.captured(1).toInt());
    s.processorSocket = m.captured(2);
    s.narrowMount = !m.captured(3).isEmpty();
    return s;
}

bool socketFits(const QString &cpuSocket, const QString &boardSocket)
{
    return cpuSocket == boardSocket || cpuSocket == boardSockets(boardSocket).processorSocket;
}

int processorCount(const Build &b)
{
    if (!b.cpu)
        return 0;
    if (!b.motherboard || !socketFits(b.cpu->spec.socket, b.motherboard->spec.socket))
        return 1;
    return boardSockets(b.motherboard->spec.socket).count;
}

std::optional<int> processorLanes(const Build &b)
{
    if (!b.cpu)
        return std::nullopt;
    return b.cpu->spec.pcieLanes.value() * processorCount(b);
}

int processorThreads(const Build &b)
{
    return b.cpu ? b.cpu->spec.threads * processorCount(b) : 0;
}

QString coolerMountOf(const BoardSockets &sockets)
{
    return sockets.narrowMount ? sockets.processorSocket + QStringLiteral(" Narrow")
                               : sockets.processorSocket;
}

} // namespace rigsmith::core
