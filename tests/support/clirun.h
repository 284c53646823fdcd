// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>

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

} // namespace rigsmith::test
