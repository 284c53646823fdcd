// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/partcatalog.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestPartCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lookupAndCounts();
    void search_data();
    void search();
    void insertReplacesSameId();
    void partIdKeys_data();
    void partIdKeys();
};

static InMemoryCatalog sampleCatalog()
{
    return InMemoryCatalog({blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(),
        threadripper3960X().toPart(), zenith2Extreme().toPart(), psu1600Platinum().toPart(),
        define7Xl().toPart(), nvme2Tb().toPart(), hdd8Tb().toPart()});
}

void TestPartCatalog::lookupAndCounts()
{
    const InMemoryCatalog catalog = sampleCatalog();
    QCOMPARE(catalog.count(PartKind::Gpu), 2);
    QCOMPARE(catalog.count(PartKind::Storage), 2);
    QCOMPARE(catalog.count(PartKind::Memory), 0);
    const auto cpu = catalog.part(threadripper3960X().info.id);
    QVERIFY(cpu);
    QCOMPARE(cpu->as<CpuSpec>()->cores, 24);
    QVERIFY(!catalog.part(PartId(QStringLiteral("gpu/none"))));
    QCOMPARE(catalog.parts(PartKind::Gpu).size(), 2);
}

void TestPartCatalog::search_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxPriceUsd");
    QTest::addColumn<int>("expected");
    QTest::newRow("all gpus") << int(PartKind::Gpu) << QString() << 0 << 2;
    QTest::newRow("partial, any case") << int(PartKind::Gpu) << QStringLiteral("rtx 40") << 0 << 1;
    QTest::newRow("two words") << int(PartKind::Gpu) << QStringLiteral("asus 2080") << 0 << 1;
    QTest::newRow("manufacturer") << int(PartKind::Storage) << QStringLiteral("western") << 0 << 1;
    QTest::newRow("wrong kind") << int(PartKind::Cpu) << QStringLiteral("rtx") << 0 << 0;
    QTest::newRow("price cap") << int(PartKind::Gpu) << QString() << 1500 << 1;
    QTest::newRow("no match") << int(PartKind::Gpu) << QStringLiteral("voodoo") << 0 << 0;
}

void TestPartCatalog::search()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(int, maxPriceUsd);
    QFETCH(int, expected);
    PartQuery q;
    q.kind = PartKind(kind);
    q.text = text;
    if (maxPriceUsd > 0)
        q.maxPrice = Money::fromUnits(maxPriceUsd, QStringLiteral("USD"));
    QCOMPARE(sampleCatalog().search(q).size(), expected);
    q.limit = 0;
    QCOMPARE(sampleCatalog().search(q).size(), 0);
}

void TestPartCatalog::insertReplacesSameId()
{
    InMemoryCatalog catalog = sampleCatalog();
    Gpu cheaper = blowerRtx2080Ti();
    cheaper.info.price = Money::fromUnits(899, QStringLiteral("USD"));
    catalog.insert(cheaper.toPart());
    QCOMPARE(catalog.count(PartKind::Gpu), 2);
    QCOMPARE(catalog.part(cheaper.info.id)->info.price->cents(), 89900);
}

void TestPartCatalog::partIdKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("valid");
    QTest::newRow("typical") << QStringLiteral("gpu/asus-turbo-rtx2080ti-11g") << true;
    QTest::newRow("dots and plus") << QStringLiteral("psu/be-quiet.dark-power+13") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("upper case") << QStringLiteral("GPU/x") << false;
    QTest::newRow("space") << QStringLiteral("gpu/a b") << false;
    QTest::newRow("too long") << QString(161, u'a') << false;
}

void TestPartCatalog::partIdKeys()
{
    QFETCH(QString, key);
    QFETCH(bool, valid);
    QCOMPARE(PartId::isValidKey(key), valid);
}

QTEST_GUILESS_MAIN(TestPartCatalog)
#include "tst_partcatalog.moc"
