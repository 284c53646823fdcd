// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cataloglocator.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/overlay/pricebook.h"
#include "db/overlay/useroverlay.h"

#include <memory>

namespace rigsmith::db {

// What an application opens at start: the bundled catalog where it can be found and read, with
// the user's overlay on top where that works. Each part that fails adds a problem (what
// happened, what to do) and the rest carries on: without a catalog, builds still open from the
// parts they embed.
// Marks the user's overlay and the catalog `explicitCatalog` locates as files no save or export of
// this process may write over (core::protectFromSaves), before either is opened: an export that
// opens neither must not replace them either.
void protectUserFiles(const QString &explicitCatalog, const QString &applicationDir);

class CatalogSession
{
public:
    // `overlayPath` empty: no overlay (the CLI reads the catalog as shipped). `checkedCatalog`: the
    // path whose catalog check already passed on another thread (the window's start); it is not
    // checked again when the catalog found is that file.
    CatalogSession(const QString &explicitCatalog, const QString &applicationDir, const QString &overlayPath,
        const QString &checkedCatalog = {});

    // Starts reading the bundled parts on a background thread, `first` first (see
    // SqliteCatalog::preload); the application calls it as early as it can.
    void preload(const QList<core::PartKind> &first = {});
    // Null when no catalog could be opened.
    const core::PartCatalog *catalog() const;
    // Where the window sets the user's prices; null without an overlay.
    PriceBook *prices() const { return mPrices.get(); }
    // Where the window saves the user's corrected board layouts; null without an overlay.
    core::LayoutCorrectionStore *layoutStore() const { return mCombined.get(); }
    const CatalogLocation &location() const { return mLocation; }
    const QStringList &problems() const { return mProblems; }
    // Why the catalog the user named, or the one found, cannot be used (damaged, foreign, newer, not
    // there); empty when it opened or when no catalog was named or found. A verb that can go on
    // without a catalog must not go on with this one in silence.
    const QString &catalogRefused() const { return mCatalogRefused; }

private:
    CatalogLocation mLocation;
    std::unique_ptr<SqliteCatalog> mBundled;
    std::unique_ptr<UserOverlay> mOverlay;
    std::unique_ptr<OverlaidCatalog> mCombined;
    std::unique_ptr<PriceBook> mPrices;
    QStringList mProblems;
    QString mCatalogRefused;
};

} // namespace rigsmith::db
