// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvtable.h"

#include <QFile>

namespace rigsmith::db {

namespace {

QList<QStringList> parse(const QString &text, bool *ok)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    *ok = true;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(field);
            field.clear();
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            row.append(field);
            field.clear();
            rows.append(row);
            row.clear();
        } else {
            field += c;
        }
    }
    if (quoted)
        *ok = false;
    if (!field.isEmpty() || !row.isEmpty()) {
        row.append(field);
        rows.append(row);
    }
    return rows;
}

} // namespace

CsvTable CsvTable::read(const QString &path, QString *error)
{
    CsvTable table;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return table;
    }
    bool ok = true;
    QList<QStringList> rows = parse(QString::fromUtf8(f.readAll()), &ok);
    if (!ok || rows.isEmpty()) {
        *error = QStringLiteral("%1: unterminated quote or no header").arg(path);
        return table;
    }
    const QStringList header = rows.takeFirst();
    for (int i = 0; i < header.size(); ++i)
        table.mColumns.insert(header[i], i);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != header.size()) {
            *error = QStringLiteral("%1: row %2 has %3 fields, the header %4")
                         .arg(path)
                         .arg(r + 2)
                         .arg(rows[r].size())
                         .arg(header.size());
            return CsvTable();
        }
    }
    table.mRows = std::move(rows);
    return table;
}

QString CsvTable::cell(qsizetype row, const QString &column) const
{
    const int c = mColumns.value(column, -1);
    return c < 0 ? QString() : mRows[row].value(c);
}

} // namespace rigsmith::db
