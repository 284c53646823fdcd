// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/model/priceage.h"

#include <QFuture>
#include <QHash>

#include <array>
#include <memory>
#include <optional>
#include <thread>

namespace rigsmith::db {

// The bundled parts catalog: a SQLite file opened read-only. Parts of a kind are read into value
// types the first time that kind is asked for (or ahead of time by preload()); text search goes
// through the FTS5 index. Used from one thread; preload() reads on a thread of its own.
class SqliteCatalog final : public core::PartCatalog
{
public:
    struct Opened
    {
        std::unique_ptr<SqliteCatalog> catalog;
        QString error; // what happened and what to do, when `catalog` is null
    };
    // `checked`: checkCatalogFile(path) already passed (on another thread, so that its integrity
    // check and value scan never hold the window); otherwise open() runs it first. `market` chooses
    // which of a GPU model's street prices its variants show: new, used, or the lower (any).
    static Opened open(const QString &path, bool checked = false, core::Market market = core::Market::Any);
    ~SqliteCatalog() override;

    core::CatalogInfo info() const override { return mInfo; }
    // A part by id; an id merged into another entry of the same product (the part_alias table)
    // gives that entry, under its own id.
    std::optional<core::Part> part(const core::PartId &id) const override;
    QList<core::Part> parts(core::PartKind kind) const override;
    QList<core::Part> search(const core::PartQuery &query) const override;
    int count(core::PartKind kind) const override;
    QFuture<void> whenReady(core::PartKind kind) const override;
    core::PartId currentId(const core::PartId &id) const override;

    const QString &path() const { return mPath; }

    // Starts reading every kind on a background thread over a connection of its own, in the
    // order given (kinds not named follow), so the parts are ready by the time they are asked
    // for. Asking for a kind still being read waits for just that kind. A second call does nothing.
    void preload(const QList<core::PartKind> &first = {});

    // The rows of one kind read into parts, with an index by id key (`ok` false when the query failed).
    struct Loaded
    {
        QList<core::Part> parts;
        QHash<QString, qsizetype> index;
        core::PartSearchIndex search;
        bool ok = false;
    };

private:
    SqliteCatalog(QString connection, QString path);
    const QList<core::Part> &load(core::PartKind kind) const;

    QString mConnection;
    QString mPath;
    core::Market mMarket = core::Market::Any;
    core::CatalogInfo mInfo;
    std::array<int, core::kPartKindCount> mCounts {};
    QHash<QString, QString> mAliases; // merged id key → id key of the entry kept
    mutable std::array<std::optional<QList<core::Part>>, core::kPartKindCount> mParts;
    mutable std::array<QHash<QString, qsizetype>, core::kPartKindCount> mIndex;
    mutable std::array<core::PartSearchIndex, core::kPartKindCount> mSearch;
    mutable std::array<QFuture<Loaded>, core::kPartKindCount> mPending;
    std::jthread mPreloader; // last: stopped and joined before the rest goes
};

// FTS5 query for what a user typed: every word a prefix, all required ("rtx 40" → "rtx"* "40"*).
QString ftsQuery(const QString &text);

} // namespace rigsmith::db
