// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/csvresource.h"

#include <QFile>
#include <QStringList>

namespace rigsmith::core {

QList<CsvRow> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool any = false;
    const auto endField = [&] {
        record.append(field);
        field.clear();
    };
    const auto endRecord = [&] {
        endField();
        if (any)
            records.append(record);
        record.clear();
        any = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            quoted = true;
            any = true;
        } else if (c == u',') {
            endField();
            any = true;
        } else if (c == u'\n') {
            endRecord();
        } else if (c != u'\r') {
            field += c;
            any = true;
        }
    }
    endRecord();
    QList<CsvRow> rows;
    if (records.isEmpty())
        return rows;
    const QStringList header = records.first();
    for (qsizetype r = 1; r < records.size(); ++r) {
        CsvRow row;
        for (qsizetype c = 0; c < header.size(); ++c)
            row.insert(header[c].trimmed(), records[r].value(c).trimmed());
        rows.append(row);
    }
    return rows;
}

QList<CsvRow> readCsvResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseCsv(QString::fromUtf8(file.readAll()));
}

} // namespace rigsmith::core
