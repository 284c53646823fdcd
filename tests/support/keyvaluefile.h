// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QList>
#include <QSet>
#include <QString>

#include <utility>

namespace rigsmith::testing {

// The "key: value" lines of a scenario or question file, in order ('#' starts a comment line; a key may come
// more than once, as "args" does); nothing when the file cannot be read.
inline QList<std::pair<QString, QString>> keyValueLines(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QList<std::pair<QString, QString>> out;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(u'\n')) {
        const qsizetype colon = line.indexOf(u':');
        if (line.startsWith(u'#') || colon < 0)
            continue;
        out.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    return out;
}

// A value that lists words (rule ids), as a set.
inline QSet<QString> wordSet(const QString &value)
{
    const QStringList words = value.split(u' ', Qt::SkipEmptyParts);
    return QSet<QString>(words.cbegin(), words.cend());
}

} // namespace rigsmith::testing
