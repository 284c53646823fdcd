// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvparse.h"

#include <QCoreApplication>

namespace rigsmith::db {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PriceList) // the context its message has always had
};

} // namespace

std::optional<QList<CsvRecord>> parseCsv(const QString &text, QString *error)
{
    QList<CsvRecord> records;
    CsvRecord current {1, {}};
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
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
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == u',') {
            current.fields.append(field);
            field.clear();
            fieldStarted = false;
        } else if (c == u'\r' && (i + 1 == text.size() || text[i + 1] == u'\n')) {
            continue; // the CR of a CRLF line end; a CR anywhere else is the field's (and refused there)
        } else if (c == u'\n') {
            current.fields.append(field);
            if (!(current.fields.size() == 1 && current.fields.first().isEmpty()))
                records.append(current);
            field.clear();
            fieldStarted = false;
            ++line;
            current = {line, {}};
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted) {
        *error = Text::tr("a quoted field opened on line %1 is never closed").arg(current.line);
        return std::nullopt;
    }
    if (fieldStarted || !current.fields.isEmpty()) {
        current.fields.append(field);
        records.append(current);
    }
    return records;
}

} // namespace rigsmith::db
