// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminaltext.h"

#include "core/model/displaytext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rigsmith::cli {

QString terminalSafe(const QString &text)
{
    return core::withoutControls(text);
}

QString oneLine(const QString &text)
{
    // The views' one reading of a name on one line (core/model/displaytext.h): every kind of line break
    // shown as "⏎", controls and direction marks dropped.
    return core::shownLine(text);
}

QString indented(const QString &text, int indent)
{
    static const QRegularExpression breaks(QStringLiteral("\\r\\n|[\\r\\n\\x{2028}\\x{2029}]"));
    QStringList lines = text.split(breaks);
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i] = QString(indent, u' ') + lines[i];
    return lines.join(u'\n');
}

QString echoed(const QString &value)
{
    // Line breaks and other controls shown as visible marks (a value cannot start a line of its
    // own); then cut to one line of the message.
    constexpr qsizetype kLongest = 60;
    QString shown;
    shown.reserve(std::min(value.size(), kLongest + 1));
    for (qsizetype i = 0; i < value.size() && shown.size() <= kLongest; ++i) {
        const char16_t u = value[i].unicode();
        if (u == u'\r' && i + 1 < value.size() && value[i + 1] == u'\n')
            continue;
        if (u == u'\n' || u == u'\r' || u == 0x2028 || u == 0x2029)
            shown.append(QStringLiteral("⏎"));
        else if (u < 0x20 || (u >= 0x7f && u <= 0x9f))
            shown.append(QChar(u < 0x20 ? char16_t(0x2400 + u) : char16_t(0xfffd))); // ␀ … ␟
        else
            shown.append(value[i]);
    }
    if (shown.size() > kLongest) {
        shown.truncate(kLongest - 1);
        if (!shown.isEmpty() && shown.back().isHighSurrogate())
            shown.chop(1);
        shown.append(u'…');
    }
    return terminalSafe(shown);
}

} // namespace rigsmith::cli
