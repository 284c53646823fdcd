// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace rigsmith::db {

// One numbered schema step. Steps run in order under `PRAGMA user_version`, so a database
// records the last step it has had and only the newer ones run.
struct Migration
{
    int version;
    QString sql;
};

// The schema version of the bundled catalog this Rigsmith reads: the last of its steps.
inline constexpr int kCatalogSchemaVersion = 7;

// The steps of the bundled catalog's schema and of the user overlay's, from db/schema/*.sql.
QList<Migration> catalogMigrations();
QList<Migration> overlayMigrations();

int schemaVersion(const QSqlDatabase &db);
// Brings `db` up to the last step, each step in its own transaction. Refuses a database that is
// newer than these steps. Returns an error message, or nothing on success.
std::optional<QString> migrate(QSqlDatabase &db, const QList<Migration> &steps);

// Splits a schema file into statements (trigger bodies keep their inner semicolons).
QStringList splitStatements(const QString &sql);

} // namespace rigsmith::db
