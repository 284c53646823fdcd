// SPDX-License-Identifier: GPL-3.0-or-later
// Runs of the catalog generator on a copy of db/curated with some files written over, for the tests of
// what it accepts and refuses (tst_cataloggen, tst_cataloggenprices). The including target defines
// RIGSMITH_DB_DIR and RIGSMITH_CATALOG_GEN.
#pragma once

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>

namespace rigsmith::testing {

// A copy of db/SUBDIR in `dir` with `files` (name → content) written over the copied files.
inline bool writeCopy(const QString &dir, const char *subdir, const QMap<QString, QByteArray> &files)
{
    const QDir source(QStringLiteral(RIGSMITH_DB_DIR "/") + QLatin1StringView(subdir));
    if (!QDir().mkpath(dir))
        return false;
    for (const QString &name : source.entryList({QStringLiteral("*.csv")}, QDir::Files)) {
        if (!QFile::copy(source.filePath(name), QDir(dir).filePath(name)))
            return false;
    }
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        QFile f(QDir(dir).filePath(it.key()));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(*it) != it->size())
            return false;
    }
    return true;
}

// The shipped db/curated/`file` with `rows` added at its end.
inline QByteArray curatedWith(const QString &file, const QByteArray &rows)
{
    QFile f(QStringLiteral(RIGSMITH_DB_DIR "/curated/") + file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() + rows : QByteArray();
}

inline const QByteArray kPriceHeader = "part_kind,name_pattern,price_kind,amount,currency,date,url,quote\n";
inline const QByteArray kStreetHeader
    = "model,memory_gb,condition,amount,currency,range_low,range_high,date,url,quote\n";

// db/data's storage.csv with `row` appended (same columns).
inline QByteArray storageWith(const QByteArray &row)
{
    QFile f(QStringLiteral(RIGSMITH_DB_DIR "/data/storage.csv"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray all = f.readAll();
    if (!all.endsWith('\n'))
        all += '\n';
    return all + row + '\n';
}

struct Run
{
    int exitCode = -1;
    QString errors;
    QString out; // the catalog written (the report beside it, with ".md")

    QString report() const
    {
        QFile f(out + QStringLiteral(".md"));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
};

inline Run generate(
    const QString &curated, const QString &out, const QString &data = QStringLiteral(RIGSMITH_DB_DIR "/data"))
{
    QProcess gen;
    gen.start(QStringLiteral(RIGSMITH_CATALOG_GEN), {data, curated, out, out + QStringLiteral(".md")});
    if (!gen.waitForFinished(600000))
        return {};
    return {gen.exitCode(), QString::fromUtf8(gen.readAllStandardError()), out};
}

// The generator on a copy of db/curated in `tmp` with `files` (name → content) written over it.
inline Run generateWith(const QTemporaryDir &tmp, const QMap<QString, QByteArray> &files)
{
    const QString curated = tmp.filePath(QStringLiteral("curated"));
    if (!writeCopy(curated, "curated", files))
        return {-1, QStringLiteral("could not write the curated copy in %1").arg(curated), {}};
    return generate(curated, tmp.filePath(QStringLiteral("catalog.sqlite")));
}

inline Run generateWith(const QTemporaryDir &tmp, const QByteArray &content,
    const QString &file = QStringLiteral("case_radiators.csv"))
{
    return generateWith(tmp, {{file, content}});
}

} // namespace rigsmith::testing
