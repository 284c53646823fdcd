// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/session/cataloglocator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rigsmith::db;

class TestCatalogLocator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { qunsetenv("RIGSMITH_CATALOG"); }
    void explicitPathWins();
    void namedButMissingIsNotReplaced();
    void environmentVariable();
    void besideExecutableThenShare();
};

static void touch(const QString &path)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
}

void TestCatalogLocator::explicitPathWins()
{
    QTemporaryDir dir;
    const QString mine = dir.filePath(QStringLiteral("mine.sqlite"));
    touch(mine);
    touch(dir.filePath(QStringLiteral("bin/") + QString::fromLatin1(kCatalogFileName)));
    qputenv("RIGSMITH_CATALOG", dir.filePath(QStringLiteral("other.sqlite")).toUtf8());
    const CatalogLocation loc = locateCatalog(mine, dir.filePath(QStringLiteral("bin")));
    QCOMPARE(loc.path, mine);
    QCOMPARE(loc.origin, QStringLiteral("--catalog"));
}

void TestCatalogLocator::namedButMissingIsNotReplaced()
{
    QTemporaryDir dir;
    touch(dir.filePath(QStringLiteral("bin/") + QString::fromLatin1(kCatalogFileName)));
    const QString missing = dir.filePath(QStringLiteral("typo.sqlite"));
    const CatalogLocation loc = locateCatalog(missing, dir.filePath(QStringLiteral("bin")));
    QVERIFY(loc.path.isEmpty());
    QCOMPARE(loc.searched, QStringList {missing});
}

void TestCatalogLocator::environmentVariable()
{
    QTemporaryDir dir;
    const QString env = dir.filePath(QStringLiteral("env.sqlite"));
    touch(env);
    qputenv("RIGSMITH_CATALOG", env.toUtf8());
    const CatalogLocation loc = locateCatalog(QString(), dir.path());
    QCOMPARE(loc.path, env);
    QCOMPARE(loc.origin, QStringLiteral("RIGSMITH_CATALOG"));
}

void TestCatalogLocator::besideExecutableThenShare()
{
    QTemporaryDir dir;
    const QString bin = dir.filePath(QStringLiteral("bin"));
    QDir().mkpath(bin);
    CatalogLocation loc = locateCatalog(QString(), bin);
    QVERIFY(loc.path.isEmpty());
    QCOMPARE(loc.searched.size(), 2);

    const QString shared
        = dir.filePath(QStringLiteral("share/rigsmith/") + QString::fromLatin1(kCatalogFileName));
    touch(shared);
    QCOMPARE(locateCatalog(QString(), bin).path, shared);
    const QString beside = dir.filePath(QStringLiteral("bin/") + QString::fromLatin1(kCatalogFileName));
    touch(beside);
    loc = locateCatalog(QString(), bin);
    QCOMPARE(loc.path, beside);
    QCOMPARE(loc.origin, QStringLiteral("bundled"));
}

QTEST_GUILESS_MAIN(TestCatalogLocator)
#include "tst_cataloglocator.moc"
