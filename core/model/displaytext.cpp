// SPDX-License-Identifier: GPL-3.0-or-later
#include "displaytext.h"

namespace rigsmith::core {

namespace {

bool isDirectionMark(char16_t u)
{
    return (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0x200e || u == 0x200f
        || u == 0x061c;
}

bool isControl(char16_t u)
{
    return (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f);
}

bool isLineBreak(char16_t u)
{
    return u == u'\n' || u == u'\r' || u == u'\v' || u == u'\f' || u == 0x85 || u == 0x2028 || u == 0x2029;
}

} // namespace

QString withoutControls(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!isDirectionMark(u) && !isControl(u) && u != 0x2028 && u != 0x2029)
            out.append(c);
    }
    return out;
}

QString shownText(const QString &text)
{
    // Every kind of line break as a line feed (a lone CR, or one of CR LF, would move the cursor back
    // over what was shown), then the controls and marks go.
    QString lines;
    lines.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (u == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
            continue;
        lines.append(isLineBreak(u) ? QChar(u'\n') : text[i]);
    }
    return withoutControls(lines);
}

QString shownLine(const QString &text, QStringView lineBreak)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (isLineBreak(u)) {
            if (u == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            out.append(lineBreak);
        } else if (u == u'\t') {
            out.append(u' ');
        } else if (!isDirectionMark(u) && !isControl(u)) {
            out.append(text[i]);
        }
    }
    return out;
}

QString fileBaseName(const QString &name)
{
    QString out = shownLine(name, u" ");
    for (QChar &c : out) {
        if (QStringView(u"/\\:*?\"<>|").contains(c))
            c = u'-';
    }
    out = out.simplified();
    while (out.startsWith(u'.'))
        out.remove(0, 1);
    return out.left(100).trimmed();
}

} // namespace rigsmith::core
