// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rigsmith::db {

// Where the parts catalog is looked for, in order: an explicit path (the --catalog option), the
// RIGSMITH_CATALOG environment variable, then beside the executable (build tree) and in the
// installed data folder. Only the first that is set is used for the first two: a path the user
// named that does not exist is an error, not a reason to silently pick another catalog.
struct CatalogLocation
{
    QString path; // empty when nothing was found
    QString origin; // "--catalog", "RIGSMITH_CATALOG", "bundled"
    QStringList searched; // every place looked at, for the error message
};

inline constexpr char kCatalogFileName[] = "rigsmith-catalog.sqlite";

CatalogLocation locateCatalog(const QString &explicitPath, const QString &applicationDir);

} // namespace rigsmith::db
