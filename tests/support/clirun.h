// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace rigsmith::test {

struct CliRun
{
    int exitCode; // -1 when the process crashed
    QString out;
    QString err;
};

// Runs the CLI `program` with `args`, its overlay and settings in folders under `home` (never the
// user's) and `catalog` as its parts catalog.
inline CliRun runCliAt(
    const QString &program, const QString &home, const QString &catalog, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir(home).filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(home).filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("RIGSMITH_CATALOG"), catalog);
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// A run on `catalog` (given as --catalog), its overlay in a temporary folder shared by the test's runs;
// json() reads what it printed.
struct CatalogRun : CliRun
{
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};
inline CatalogRun runCliOn(const QString &program, const QString &catalog, QStringList args, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    static const QTemporaryDir data;
    env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    p.setProcessEnvironment(env);
    args << QStringLiteral("--catalog") << catalog;
    p.start(program, args);
    p.waitForFinished(timeoutMs);
    return {{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())}};
}

} // namespace rigsmith::test
