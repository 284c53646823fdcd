// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvtable.h"

#include "db/prices/csvparse.h"

#include <QFile>

namespace rigsmith::db {

CsvTable CsvTable::read(const QString &path, QString *error)
{
    CsvTable table;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return table;
    }
    QString problem;
    const auto records = parseCsv(QString::fromUtf8(f.readAll()), &problem);
    if (!records || records->isEmpty()) {
        *error = QStringLiteral("%1: unterminated quote or no header").arg(path);
        return table;
    }
    const QStringList &header = records->first().fields;
    for (int i = 0; i < header.size(); ++i)
        table.mColumns.insert(header[i], i);
    for (qsizetype r = 1; r < records->size(); ++r) {
        const CsvRecord &row = records->at(r);
        if (row.fields.size() != header.size()) {
            *error = QStringLiteral("%1: line %2 has %3 fields, the header %4")
                         .arg(path)
                         .arg(row.line)
                         .arg(row.fields.size())
                         .arg(header.size());
            return CsvTable();
        }
        table.mRows.append(row.fields);
    }
    return table;
}

QString CsvTable::cell(qsizetype row, const QString &column) const
{
    const int c = mColumns.value(column, -1);
    return c < 0 ? QString() : mRows[row].value(c);
}

} // namespace rigsmith::db
