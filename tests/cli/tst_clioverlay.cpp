// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing the user has in the overlay is lost: the real CLI killed in the middle of price imports,
// run while another process holds the overlay's lock, run out of room to write, run beside a stray
// journal; exports pointed at the overlay or the catalog. Each in a scratch home of its own; the
// loops print their figures like a benchmark (they are not timed assertions).
#include "core/catalog/partcatalog.h"
#include "core/file/buildfile.h"
#include "db/catalog/sqlitecatalog.h"
#include "db/overlay/useroverlay.h"
#include "support/clirun.h"
#include "support/sampleparts.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace rigsmith::core;
using rigsmith::test::CliRun;

class TestCliOverlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void killedImportsLoseNothing();
    void lockIsWaitedForThenNamed();
    void fullDiskLeavesPricesAsTheyWere();
    void strayJournalIsNoDamage();
    void damageIsToldByEveryVerb_data();
    void damageIsToldByEveryVerb();
    void exportsNeverReplaceUserFiles_data();
    void exportsNeverReplaceUserFiles();
    void fifoPriceListRefused();

private:
    QString overlayPath(const QTemporaryDir &home) const;
    CliRun cli(const QTemporaryDir &home, const QStringList &args) const;
    QProcess *startCli(const QTemporaryDir &home, const QStringList &args) const;
    // The price list for `count` catalog parts, every price `units` + its row's index.
    QString priceList(const QTemporaryDir &home, const char *name, int count, int units) const;
    // prices list --json, as part id -> cents; `ok` false when the CLI failed.
    QHash<QString, qint64> listed(const QTemporaryDir &home, bool *ok, QString *err = nullptr) const;
    QStringList setAside(const QTemporaryDir &home) const;

    QStringList mIds;
    QString mBuild;
    std::unique_ptr<QTemporaryDir> mExportHome;
    QTemporaryDir mScratch;
};

QString TestCliOverlay::overlayPath(const QTemporaryDir &home) const
{
    return home.filePath(QStringLiteral("data/Rigsmith/Rigsmith/overlay.sqlite"));
}

CliRun TestCliOverlay::cli(const QTemporaryDir &home, const QStringList &args) const
{
    return rigsmith::test::runCliAt(
        QStringLiteral(RIGSMITH_CLI), home.path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
}

QProcess *TestCliOverlay::startCli(const QTemporaryDir &home, const QStringList &args) const
{
    auto *p = new QProcess;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("RIGSMITH_CATALOG"), QStringLiteral(RIGSMITH_CATALOG_FILE));
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(RIGSMITH_CLI), args);
    p->waitForStarted();
    return p;
}

QString TestCliOverlay::priceList(const QTemporaryDir &home, const char *name, int count, int units) const
{
    QByteArray csv("part,price,currency,date,shop\n");
    for (int i = 0; i < count && i < mIds.size(); ++i)
        csv += mIds[i].toUtf8() + ',' + QByteArray::number(units + i) + ".00,USD,2026-01-0"
            + QByteArray::number(1 + units % 9) + ",Shop\n";
    const QString path = home.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(csv);
    return path;
}

QHash<QString, qint64> TestCliOverlay::listed(const QTemporaryDir &home, bool *ok, QString *err) const
{
    const CliRun r = cli(home, {QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
    *ok = r.exitCode == 0;
    if (err)
        *err = r.err;
    QHash<QString, qint64> out;
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        out.insert(
            o.value(QStringLiteral("part")).toString(), o.value(QStringLiteral("priceCents")).toInteger());
    }
    return out;
}

QStringList TestCliOverlay::setAside(const QTemporaryDir &home) const
{
    return QDir(QFileInfo(overlayPath(home)).absolutePath()).entryList({QStringLiteral("*.damaged-*")});
}

void TestCliOverlay::initTestCase()
{
    QVERIFY(mScratch.isValid());
    auto opened = rigsmith::db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
    QVERIFY2(opened.catalog, qPrintable(opened.error));
    // Catalog ids of every kind, in a stable order; a few thousand make an import last long enough to
    // be killed in its write.
    for (const Part &p : opened.catalog->parts(PartKind::Gpu) + opened.catalog->parts(PartKind::Cpu)
            + opened.catalog->parts(PartKind::Motherboard) + opened.catalog->parts(PartKind::Storage)) {
        mIds.append(p.info.id.key());
    }
    QVERIFY2(mIds.size() >= 2000, qPrintable(QString::number(mIds.size())));
    mIds = mIds.mid(0, 3000);
    Build b = rigsmith::testing::guideFourBlowerBuild();
    mBuild = mScratch.filePath(QStringLiteral("build.rigsmith"));
    QVERIFY(!buildfile::save(b, mBuild));
}

void TestCliOverlay::killedImportsLoseNothing()
{
    QTemporaryDir home;
    const int count = int(mIds.size());
    QVERIFY(cli(home,
                {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "base.csv", count, 100)})
                .exitCode
        == 0);
    bool ok = false;
    QHash<QString, qint64> expected = listed(home, &ok);
    QVERIFY(ok);
    QCOMPARE(expected.size(), count);
    // How long an import runs here: kills are spread over its end (0.6 to 1.05 of it), where it writes.
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(
        cli(home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "a.csv", count, 200)})
            .exitCode,
        0);
    const qint64 runMs = timer.elapsed();
    expected = listed(home, &ok);
    constexpr int kKills = 6;
    int hotJournals = 0, rolledBack = 0, committed = 0;
    QRandomGenerator random(29); // the same loop every run
    for (int i = 0; i < kKills; ++i) {
        const int units = 300 + i;
        const QString list
            = priceList(home, QByteArray("k" + QByteArray::number(i) + ".csv").constData(), count, units);
        QProcess *p = startCli(home, {QStringLiteral("prices"), QStringLiteral("import"), list});
        QThread::msleep(ulong(runMs * 6 / 10 + random.bounded(int(runMs * 45 / 100) + 1)));
        p->kill(); // SIGKILL
        p->waitForFinished(10000);
        delete p;
        if (QFileInfo::exists(overlayPath(home) + QStringLiteral("-journal")))
            ++hotJournals;
        QString err;
        const QHash<QString, qint64> now = listed(home, &ok, &err);
        QVERIFY2(ok, qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("damaged")), qPrintable(err));
        QCOMPARE(setAside(home), QStringList());
        // Either every price of the killed import or every price from before: never a mix, never none.
        QCOMPARE(now.size(), count);
        if (now == expected) {
            ++rolledBack;
        } else {
            for (int r = 0; r < count; ++r)
                QCOMPARE(now.value(mIds[r]), qint64(units + r) * 100);
            ++committed;
            expected = now;
        }
    }
    qInfo("kill loop: %d SIGKILLs during imports of %d prices (%lld ms each): %d left a hot journal, %d "
          "rolled back, %d had committed; 0 set aside, 0 prices lost",
        kKills, count, runMs, hotJournals, rolledBack, committed);
}

void TestCliOverlay::lockIsWaitedForThenNamed()
{
    QTemporaryDir home;
    QVERIFY(
        cli(home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "base.csv", 50, 100)})
            .exitCode
        == 0);
    bool ok = false;
    const QHash<QString, qint64> before = listed(home, &ok);
    QCOMPARE(before.size(), 50);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
    db.setDatabaseName(overlayPath(home));
    QVERIFY(db.open());
    // Held shorter than the busy timeout: the CLI waits and then works.
    int waited = 0;
    for (const int holdMs : {300, 1500}) {
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QProcess *p
            = startCli(home, {QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
        QThread::msleep(ulong(holdMs));
        QVERIFY(q.exec(QStringLiteral("COMMIT")));
        QVERIFY(p->waitForFinished(20000));
        QCOMPARE(p->exitCode(), 0);
        QCOMPARE(QJsonDocument::fromJson(p->readAllStandardOutput()).array().size(), 50);
        delete p;
        ++waited;
    }
    // Held longer: it says the overlay is in use and changes nothing; nothing is set aside.
    {
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        const CliRun r = cli(
            home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "b.csv", 50, 900)});
        QVERIFY(q.exec(QStringLiteral("COMMIT")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("in use by another program")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("damaged")), qPrintable(r.err));
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    QCOMPARE(setAside(home), QStringList());
    QCOMPARE(listed(home, &ok), before);
    // Two writers at once: each import is whole, the last one wins.
    QProcess *one = startCli(
        home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "c.csv", 50, 500)});
    QProcess *two = startCli(
        home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "d.csv", 50, 600)});
    QVERIFY(one->waitForFinished(30000) && two->waitForFinished(30000));
    QCOMPARE(one->exitCode(), 0);
    QCOMPARE(two->exitCode(), 0);
    delete one;
    delete two;
    const QHash<QString, qint64> after = listed(home, &ok);
    QCOMPARE(after.size(), 50);
    const qint64 first = after.value(mIds[0]);
    QVERIFY(first == 50000 || first == 60000);
    for (int r = 0; r < 50; ++r)
        QCOMPARE(after.value(mIds[r]), first + r * 100);
    qInfo("lock loop: %d holds shorter than the %d ms timeout waited for; 1 longer hold named; 2 "
          "concurrent imports both whole",
        waited, rigsmith::db::UserOverlay::kBusyTimeoutMs);
}

void TestCliOverlay::fullDiskLeavesPricesAsTheyWere()
{
    QTemporaryDir home;
    const int count = int(mIds.size());
    QVERIFY(
        cli(home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "base.csv", 100, 100)})
            .exitCode
        == 0);
    bool ok = false;
    const QHash<QString, qint64> before = listed(home, &ok);
    // Files may grow to a few blocks more than the overlay has: the import of thousands of prices
    // runs out of room in its journal or the file, as on a full disk (SIGXFSZ ignored, so the write
    // fails instead of killing the process).
    const qint64 blocks = QFileInfo(overlayPath(home)).size() / 512 + 8;
    const QString list = priceList(home, "big.csv", count, 700);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("RIGSMITH_CATALOG"), QStringLiteral(RIGSMITH_CATALOG_FILE));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"), QStringLiteral("trap '' XFSZ; ulimit -f %1; exec \"$0\" \"$@\"").arg(blocks),
            QStringLiteral(RIGSMITH_CLI), QStringLiteral("prices"), QStringLiteral("import"), list});
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains(QStringLiteral("Cannot save")), qPrintable(err));
    QString listErr;
    QCOMPARE(listed(home, &ok, &listErr), before);
    QVERIFY2(ok && !listErr.contains(QStringLiteral("damaged")), qPrintable(listErr));
    QCOMPARE(setAside(home), QStringList());
    qInfo("full disk: import of %d prices refused with \"%s\"; %lld prices kept", count,
        qPrintable(err.trimmed().left(160)), qint64(before.size()));
}

void TestCliOverlay::strayJournalIsNoDamage()
{
    QTemporaryDir home;
    QVERIFY(
        cli(home, {QStringLiteral("prices"), QStringLiteral("import"), priceList(home, "base.csv", 20, 100)})
            .exitCode
        == 0);
    bool ok = false;
    const QHash<QString, qint64> before = listed(home, &ok);
    for (const QByteArray &junk : {QByteArray(), QByteArray(1000, 'j'), QByteArray(4096, '\0')}) {
        QFile journal(overlayPath(home) + QStringLiteral("-journal"));
        QVERIFY(journal.open(QIODevice::WriteOnly | QIODevice::Truncate));
        journal.write(junk);
        journal.close();
        QString err;
        QCOMPARE(listed(home, &ok, &err), before);
        QVERIFY2(ok && err.isEmpty(), qPrintable(err));
        QCOMPARE(setAside(home), QStringList());
    }
}

void TestCliOverlay::damageIsToldByEveryVerb_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("prices list") << QStringList {QStringLiteral("prices"), QStringLiteral("list")};
    QTest::newRow("catalog") << QStringList {QStringLiteral("catalog")};
    QTest::newRow("gpus") << QStringList {QStringLiteral("gpus")};
    QTest::newRow("export pdf") << QStringList {QStringLiteral("export"), QStringLiteral("BUILD"),
        QStringLiteral("--pdf"), QStringLiteral("OUT.pdf")};
}

void TestCliOverlay::damageIsToldByEveryVerb()
{
    QFETCH(QStringList, args);
    QTemporaryDir home;
    QVERIFY(QDir().mkpath(QFileInfo(overlayPath(home)).absolutePath()));
    QFile f(overlayPath(home));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'j'));
    f.close();
    args.replaceInStrings(QStringLiteral("BUILD"), mBuild);
    args.replaceInStrings(QStringLiteral("OUT.pdf"), home.filePath(QStringLiteral("out.pdf")));
    const CliRun r = cli(home, args);
    QCOMPARE(setAside(home).size(), 1);
    QVERIFY2(r.err.contains(setAside(home).first()), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("not an SQLite database")), qPrintable(r.err));
}

void TestCliOverlay::exportsNeverReplaceUserFiles_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("target");
    QTest::newRow("md over overlay") << QStringList {QStringLiteral("export"), QStringLiteral("BUILD"),
        QStringLiteral("--parts-md"), QStringLiteral("TARGET")}
                                     << QStringLiteral("overlay");
    QTest::newRow("csv over overlay link") << QStringList {QStringLiteral("export"), QStringLiteral("BUILD"),
        QStringLiteral("--parts-csv"), QStringLiteral("TARGET")}
                                           << QStringLiteral("link");
    QTest::newRow("csv over hard link") << QStringList {QStringLiteral("export"), QStringLiteral("BUILD"),
        QStringLiteral("--parts-csv"), QStringLiteral("TARGET")}
                                        << QStringLiteral("hardlink");
    QTest::newRow("md over journal") << QStringList {QStringLiteral("export"), QStringLiteral("BUILD"),
        QStringLiteral("--parts-md"), QStringLiteral("TARGET")}
                                     << QStringLiteral("journal");
    QTest::newRow("pdf over overlay") << QStringList {QStringLiteral("export"), QStringLiteral("BUILD"),
        QStringLiteral("--pdf"), QStringLiteral("TARGET")}
                                      << QStringLiteral("dotted");
    QTest::newRow("md over catalog") << QStringList {QStringLiteral("--catalog"), QStringLiteral("CATALOG"),
        QStringLiteral("export"), QStringLiteral("BUILD"), QStringLiteral("--parts-md"),
        QStringLiteral("TARGET")} << QStringLiteral("catalog");
    QTest::newRow("layout over overlay") << QStringList {QStringLiteral("layout"), QStringLiteral("export"),
        QStringLiteral("BOARD"), QStringLiteral("-o"), QStringLiteral("TARGET")}
                                         << QStringLiteral("overlay");
}

void TestCliOverlay::exportsNeverReplaceUserFiles()
{
    QFETCH(QStringList, args);
    QFETCH(QString, target);
    // One home for every row: each must leave it as it was.
    if (!mExportHome) {
        mExportHome = std::make_unique<QTemporaryDir>();
        QVERIFY(cli(*mExportHome,
                    {QStringLiteral("prices"), QStringLiteral("import"),
                        priceList(*mExportHome, "base.csv", 20, 100)})
                    .exitCode
            == 0);
        QVERIFY(QFile::copy(
            QStringLiteral(RIGSMITH_CATALOG_FILE), mExportHome->filePath(QStringLiteral("catalog.sqlite"))));
    }
    const QTemporaryDir &home = *mExportHome;
    const QString overlay = overlayPath(home);
    const QString catalog = home.filePath(QStringLiteral("catalog.sqlite"));
    QString path = overlay;
    if (target == u"link") {
        path = home.filePath(QStringLiteral("link.csv"));
        QVERIFY(QFile::link(overlay, path));
    } else if (target == u"hardlink") {
        path = home.filePath(QStringLiteral("hard.csv"));
        QCOMPARE(::link(QFile::encodeName(overlay).constData(), QFile::encodeName(path).constData()), 0);
    } else if (target == u"journal") {
        path = overlay + QStringLiteral("-journal");
    } else if (target == u"dotted") {
        path = home.filePath(QStringLiteral("data/Rigsmith/./Rigsmith/../Rigsmith/overlay.sqlite"));
    } else if (target == u"catalog") {
        path = catalog;
    }
    QFile before(target == u"catalog" ? catalog : overlay);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();
    args.replaceInStrings(QStringLiteral("BUILD"), mBuild);
    args.replaceInStrings(QStringLiteral("TARGET"), path);
    args.replaceInStrings(QStringLiteral("CATALOG"), catalog);
    args.replaceInStrings(QStringLiteral("BOARD"), mIds.value(0));
    if (args.first() == u"layout") {
        auto opened = rigsmith::db::SqliteCatalog::open(QStringLiteral(RIGSMITH_CATALOG_FILE));
        args[2] = opened.catalog->parts(PartKind::Motherboard).first().info.id.key();
    }
    const CliRun r = cli(home, args);
    QCOMPARE(r.exitCode, 2);
    QFile after(target == u"catalog" ? catalog : overlay);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes);
    QVERIFY2(r.err.contains(QStringLiteral("Rigsmith reads")), qPrintable(r.err));
    if (target == u"journal")
        QVERIFY(!QFileInfo::exists(path));
    // The file is byte for byte as it was; the prices in it are read back once, after the last row.
    if (QString::fromLatin1(QTest::currentDataTag()) == u"layout over overlay") {
        bool ok = false;
        QCOMPARE(listed(home, &ok).size(), 20);
    }
}

void TestCliOverlay::fifoPriceListRefused()
{
    QTemporaryDir home;
    const QString fifo = home.filePath(QStringLiteral("prices.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer t;
    t.start();
    const CliRun r = cli(home, {QStringLiteral("prices"), QStringLiteral("import"), fifo});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("pipe")) || r.err.contains(QStringLiteral("not a regular")),
        qPrintable(r.err));
    QVERIFY(t.elapsed() < 30000);
}

QTEST_GUILESS_MAIN(TestCliOverlay)
#include "tst_clioverlay.moc"
