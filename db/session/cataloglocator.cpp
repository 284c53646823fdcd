// SPDX-License-Identifier: GPL-3.0-or-later
#include "cataloglocator.h"

#include <QDir>
#include <QFileInfo>

namespace rigsmith::db {

CatalogLocation locateCatalog(const QString &explicitPath, const QString &applicationDir)
{
    CatalogLocation location;
    const auto named = [&location](const QString &path, const QString &origin) {
        location.searched.append(path);
        location.origin = origin;
        // Anything that is there is taken, so opening it says what it is (a folder, a pipe) rather
        // than that it does not exist.
        if (QFileInfo(path).exists() || QFileInfo(path).isSymLink())
            location.path = QFileInfo(path).absoluteFilePath();
        return location;
    };
    if (!explicitPath.isEmpty())
        return named(explicitPath, QStringLiteral("--catalog"));
    const QString fromEnv = qEnvironmentVariable("RIGSMITH_CATALOG");
    if (!fromEnv.isEmpty())
        return named(fromEnv, QStringLiteral("RIGSMITH_CATALOG"));

    const QString file = QString::fromLatin1(kCatalogFileName);
    const QDir appDir(applicationDir);
    const QStringList candidates {
        appDir.filePath(file), appDir.filePath(QStringLiteral("../share/rigsmith/") + file)};
    location.origin = QStringLiteral("bundled");
    for (const QString &candidate : candidates) {
        const QString clean = QDir::cleanPath(candidate);
        location.searched.append(clean);
        if (QFileInfo(clean).isFile()) {
            location.path = QFileInfo(clean).absoluteFilePath();
            break;
        }
    }
    return location;
}

} // namespace rigsmith::db
