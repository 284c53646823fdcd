// SPDX-License-Identifier: GPL-3.0-or-later
// Saves that never lose work: a process killed (SIGKILL) at random moments while it saves leaves
// the previous file intact and loadable every time; a full disk gives a clear error and leaves the
// old file as it was.
#include "core/file/buildfile.h"
#include "support/sampleparts.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/mount.h>
#include <unistd.h>

using namespace rigsmith::core;

class TestKillSave : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killDuringSave();
    void fullDisk();
};

void TestKillSave::killDuringSave()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("box.rigsmith"));
    Build first = rigsmith::testing::guideFourBlowerBuild();
    first.name = QStringLiteral("first");
    QVERIFY(!buildfile::save(first, path));
    QRandomGenerator rng(20261202);
    const int rounds = 60;
    for (int i = 0; i < rounds; ++i) {
        QProcess saver;
        saver.start(QStringLiteral(RIGSMITH_SAVELOOP), {path});
        QVERIFY(saver.waitForStarted(10000));
        // After its first save, so every kill lands while saves are under way, however loaded
        // the machine is.
        QVERIFY(saver.waitForReadyRead(30000));
        QThread::msleep(rng.bounded(0, 40));
        saver.kill(); // SIGKILL: no cleanup, no flush
        QVERIFY(saver.waitForFinished(10000));
        const auto loaded = buildfile::load(path);
        QVERIFY2(loaded.ok(),
            qPrintable(QStringLiteral("round %1: %2")
                           .arg(i)
                           .arg(loaded.ok() ? QString() : loaded.error().toString())));
        const QString name = loaded.value().name;
        // The saver had finished at least one save: the file is one of its two builds, whole.
        QVERIFY2(name == u"A" || name == u"B", qPrintable(name));
    }
}

void TestKillSave::fullDisk()
{
    if (::geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs");
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("full"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (::mount("tmpfs", mountPoint.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") != 0)
        QSKIP("tmpfs cannot be mounted here");
    const QString path = mountPoint + QStringLiteral("/box.rigsmith");
    const Build small = rigsmith::testing::guideFourBlowerBuild();
    QVERIFY(!buildfile::save(small, path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    Build big = small;
    big.notes = QString(200000, u'x'); // larger than the whole filesystem
    const auto error = buildfile::save(big, path);
    QVERIFY(error);
    QVERIFY2(error->toString().contains(QStringLiteral("box.rigsmith")), qPrintable(error->toString()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    f.close();
    QVERIFY(buildfile::load(path).ok());
    ::umount(mountPoint.toLocal8Bit().constData());
}

QTEST_GUILESS_MAIN(TestKillSave)
#include "tst_killsave.moc"
