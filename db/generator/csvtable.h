// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace rigsmith::db {

// A CSV file (RFC 4180: quoted fields, doubled quotes, newlines inside quotes) read whole, with
// cells looked up by column name.
class CsvTable
{
public:
    // Returns an empty table and sets `error` when the file cannot be read or is malformed.
    static CsvTable read(const QString &path, QString *error);

    qsizetype size() const { return mRows.size(); }
    bool hasColumn(const QString &name) const { return mColumns.contains(name); }
    QString cell(qsizetype row, const QString &column) const;

private:
    QHash<QString, int> mColumns;
    QList<QStringList> mRows;
};

} // namespace rigsmith::db
