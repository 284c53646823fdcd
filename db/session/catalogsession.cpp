// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogsession.h"

#include "core/file/atomicsave.h"

#include <QCoreApplication>

namespace rigsmith::db {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

} // namespace

void protectUserFiles(const QString &explicitCatalog, const QString &applicationDir)
{
    core::protectFromSaves(UserOverlay::defaultPath(), Text::tr("your custom parts and prices file"));
    const CatalogLocation location = locateCatalog(explicitCatalog, applicationDir);
    core::protectFromSaves(location.path, Text::tr("the parts catalog"));
}

CatalogSession::CatalogSession(const QString &explicitCatalog, const QString &applicationDir,
    const QString &overlayPath, const QString &checkedCatalog)
    : mLocation(locateCatalog(explicitCatalog, applicationDir))
{
    if (mLocation.path.isEmpty()) {
        mProblems.append(mLocation.origin == u"bundled"
                ? Text::tr("No parts catalog was found (looked in %1). Build Rigsmith to generate it, "
                           "or name one with --catalog or RIGSMITH_CATALOG.")
                      .arg(mLocation.searched.join(QStringLiteral(", ")))
                : Text::tr("The parts catalog named by %1 does not exist: %2.")
                      .arg(mLocation.origin, mLocation.searched.value(0)));
        if (mLocation.origin != u"bundled")
            mCatalogRefused = mProblems.last();
        return;
    }
    SqliteCatalog::Opened opened
        = SqliteCatalog::open(mLocation.path, !checkedCatalog.isEmpty() && checkedCatalog == mLocation.path);
    if (!opened.catalog) {
        mProblems.append(opened.error);
        mCatalogRefused = opened.error;
        return;
    }
    mBundled = std::move(opened.catalog);
    if (overlayPath.isEmpty())
        return;
    UserOverlay::Opened overlay = UserOverlay::open(overlayPath);
    mProblems.append(overlay.notices); // a damaged overlay set aside is never silent
    if (!overlay.overlay) {
        mProblems.append(overlay.error);
        return;
    }
    mOverlay = std::move(overlay.overlay);
    mCombined = std::make_unique<OverlaidCatalog>(*mBundled, *mOverlay);
    mPrices = std::make_unique<PriceBook>(*mOverlay, *mCombined);
}

void CatalogSession::preload(const QList<core::PartKind> &first)
{
    if (mBundled)
        mBundled->preload(first);
}

const core::PartCatalog *CatalogSession::catalog() const
{
    if (mCombined)
        return mCombined.get();
    return mBundled.get();
}

} // namespace rigsmith::db
