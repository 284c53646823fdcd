// SPDX-License-Identifier: GPL-3.0-or-later
// The window does not wait for the catalog: it paints first, shows that parts are on their way, and
// fills the browser, the charts and the drift check as each kind arrives.
#include "core/file/buildfile.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/browser/partfilterproxy.h"
#include "ui/browser/partsbrowser.h"
#include "ui/charts/chartspanel.h"
#include "ui/window/firstpaint.h"

#include <QPromise>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith;
using namespace rigsmith::core;
using namespace rigsmith::testing;

namespace {

// A catalog whose parts arrive only when the test says so, as if every read were slow. Asking for
// parts before then is what the window must never do: it would block the first paint.
class SlowCatalog final : public PartCatalog
{
public:
    explicit SlowCatalog(QList<Part> parts)
        : mParts(std::move(parts))
    {
        mArrived.start();
    }
    ~SlowCatalog() override { arrive(); }
    void arrive()
    {
        if (!mArrived.future().isFinished())
            mArrived.finish();
    }
    bool askedEarly() const { return mAskedEarly; }

    CatalogInfo info() const override { return {}; }
    std::optional<Part> part(const PartId &id) const override { return parts().part(id); }
    QList<Part> parts(PartKind kind) const override { return parts().parts(kind); }
    QList<Part> search(const PartQuery &query) const override { return parts().search(query); }
    int count(PartKind kind) const override { return int(mParts.parts(kind).size()); }
    QFuture<void> whenReady(PartKind) const override { return mArrived.future(); }

private:
    const InMemoryCatalog &parts() const
    {
        mAskedEarly = mAskedEarly || !mArrived.future().isFinished();
        return mParts;
    }
    InMemoryCatalog mParts;
    QPromise<void> mArrived;
    mutable bool mAskedEarly = false;
};

QList<Part> sampleCatalogParts(Money psuPrice)
{
    Psu psu = psu1600Platinum();
    psu.info.price = psuPrice;
    return {define7Xl().toPart(), zenith2Extreme().toPart(), threadripper3960X().toPart(), aio360().toPart(),
        psu.toPart(), blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(), ddr4Kit2x32().toPart(),
        nvme2Tb().toPart(), hdd8Tb().toPart()};
}

} // namespace

class TestCatalogArrival : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void windowPaintsBeforeTheCatalogArrives();
    void browserWaitsForTheKindItShows();
    void openedBuildIsComparedOnceTheCatalogArrives();
    void buildOpenedBeforeTheCatalogIsComparedWhenItIsSet();
};

void TestCatalogArrival::windowPaintsBeforeTheCatalogArrives()
{
    SlowCatalog slow(sampleCatalogParts(Money::fromUnits(599, QStringLiteral("USD"))));
    auto w = testWindow(&slow);
    bool painted = false;
    bool loadingAtFirstPaint = false;
    ui::afterFirstPaint(w.get(), [&] {
        painted = true;
        loadingAtFirstPaint = w->browser()->isLoading();
    });
    w->show();
    QTRY_VERIFY(painted);
    QVERIFY(loadingAtFirstPaint);
    QVERIFY(!slow.askedEarly());
    QCOMPARE(w->browser()->proxy()->rowCount(), 0); // nothing to drag yet

    slow.arrive();
    QTRY_VERIFY(!w->browser()->isLoading());
    QCOMPARE(w->browser()->proxy()->rowCount(), 2); // the catalog's two GPUs
    QVERIFY(!slow.askedEarly());
}

void TestCatalogArrival::browserWaitsForTheKindItShows()
{
    SlowCatalog slow(sampleCatalogParts(Money::fromUnits(599, QStringLiteral("USD"))));
    auto w = testWindow(&slow);
    w->browser()->showKind(PartKind::Psu);
    QVERIFY(w->browser()->isLoading());
    slow.arrive();
    QTRY_VERIFY(!w->browser()->isLoading());
    QCOMPARE(w->browser()->kind(), PartKind::Psu);
    QCOMPARE(w->browser()->proxy()->rowCount(), 1);
    QVERIFY(!slow.askedEarly());
}

void TestCatalogArrival::openedBuildIsComparedOnceTheCatalogArrives()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("drift.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), path));
    // The catalog's PSU is cheaper than the saved one: one part differs.
    SlowCatalog slow(sampleCatalogParts(Money::fromUnits(499, QStringLiteral("USD"))));
    auto w = testWindow(&slow);
    QVERIFY(w->openFile(path));
    QCOMPARE(w->document()->build().gpuCount(), 4); // the build is there at once
    QVERIFY(w->lastDrift().isEmpty());
    QVERIFY(!slow.askedEarly());
    slow.arrive();
    QTRY_COMPARE(w->lastDrift().size(), 1);
    QCOMPARE(w->lastDrift().first().change, PartDrift::Change::Price);
}

void TestCatalogArrival::buildOpenedBeforeTheCatalogIsComparedWhenItIsSet()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("early.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), path));
    auto w = testWindow(nullptr);
    w->expectCatalog();
    QVERIFY(w->browser()->isLoading());
    QVERIFY(w->openFile(path));
    InMemoryCatalog catalog(sampleCatalogParts(Money::fromUnits(499, QStringLiteral("USD"))));
    w->setCatalog(&catalog, {});
    QVERIFY(!w->browser()->isLoading());
    QCOMPARE(w->lastDrift().size(), 1);
}

QTEST_MAIN(TestCatalogArrival)
#include "tst_catalogarrival.moc"
