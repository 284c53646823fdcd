// SPDX-License-Identifier: GPL-3.0-or-later
// Build files are opened only when they are regular files, read with a hard cap; save errors carry
// the system's reason; temporaries of killed saves are removed by the next save or open.
#include "core/file/atomicsave.h"
#include "core/file/buildfile.h"
#include "support/sampleparts.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace rigsmith::core;

class TestFileInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void notRegularFiles_data();
    void notRegularFiles();
    void linkToBuildOpens();
    void oversizedRefused();
    void staleTemporariesRemoved();
    void systemReasons();
    void longNameSaves();
    void protectedFilesNeverWritten();
    void newSaveNeverReplaces();
};

void TestFileInput::notRegularFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("pipe (FIFO)");
    QTest::newRow("link to fifo") << QStringLiteral("link") << QStringLiteral("pipe (FIFO)");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("device");
    QTest::newRow("/dev/null") << QStringLiteral("/dev/null") << QStringLiteral("device");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("folder");
}

void TestFileInput::notRegularFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("x.rigsmith"));
    if (kind == u"fifo" || kind == u"link") {
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        if (kind == u"link") {
            QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("l.rigsmith"))));
            path = dir.filePath(QStringLiteral("l.rigsmith"));
        }
    } else if (kind == u"folder") {
        QVERIFY(QDir().mkpath(path));
    } else {
        path = kind;
    }
    QElapsedTimer t;
    t.start();
    const auto loaded = buildfile::load(path); // a FIFO would block here for ever before
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().message.contains(reason), qPrintable(loaded.error().toString()));
    QVERIFY(loaded.error().toString().startsWith(path));
    QVERIFY(t.elapsed() < 5000);
}

void TestFileInput::linkToBuildOpens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.rigsmith"));
    QVERIFY(!buildfile::save(rigsmith::testing::guideFourBlowerBuild(), path));
    QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("link.rigsmith"))));
    QVERIFY(buildfile::load(dir.filePath(QStringLiteral("link.rigsmith"))).ok());
}

void TestFileInput::oversizedRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.rigsmith"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(buildfile::kMaxFileSize + 1)); // sparse: costs no disk
    f.close();
    const auto loaded = buildfile::load(path);
    QVERIFY(!loaded.ok());
    QVERIFY2(
        loaded.error().message.contains(QStringLiteral("larger than")), qPrintable(loaded.error().message));
}

// A 240-byte name left no room for ".NAME.rigsmith-save-XXXXXX" (255 bytes at most).
void TestFileInput::longNameSaves()
{
    QTemporaryDir dir;
    const QString name = QString(230, u'b') + QStringLiteral(".rigsmith"); // 239 bytes
    const QString path = dir.filePath(name);
    QVERIFY(QFile::encodeName(saveTemporaryPrefix(name)).size() + 6 <= 255);
    const auto error = buildfile::save(rigsmith::testing::guideFourBlowerBuild(), path);
    QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
    QVERIFY(buildfile::load(path).ok());
    // Several bytes per letter: cut at a letter, never inside one.
    const QString wide = QString(80, QChar(0x540d)) + QStringLiteral(".rigsmith"); // 249 bytes
    QVERIFY(!buildfile::save(rigsmith::testing::guideFourBlowerBuild(), dir.filePath(wide)));
    const QString prefix = saveTemporaryPrefix(wide);
    QVERIFY(QFile::encodeName(prefix).size() + 6 <= 255);
    QCOMPARE(QFile::decodeName(QFile::encodeName(prefix)), prefix);
    // Only the temporaries of this file match its prefix.
    QVERIFY(saveTemporaryPrefix(QString(230, u'b') + QStringLiteral(".other")) != saveTemporaryPrefix(name));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
}

// The user's overlay and the catalog, once marked, are written over by no save, however named.
void TestFileInput::protectedFilesNeverWritten()
{
    QTemporaryDir dir;
    const QString overlay = dir.filePath(QStringLiteral("overlay.sqlite"));
    QFile f(overlay);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("user data");
    f.close();
    protectFromSaves(overlay, QStringLiteral("your custom parts and prices file"));
    const QString hard = dir.filePath(QStringLiteral("hard.csv"));
    QCOMPARE(::link(QFile::encodeName(overlay).constData(), QFile::encodeName(hard).constData()), 0);
    const QString soft = dir.filePath(QStringLiteral("soft.md"));
    QVERIFY(QFile::link(overlay, soft));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    for (const QString &target : {overlay, hard, soft, dir.filePath(QStringLiteral("sub/../overlay.sqlite")),
             overlay + QStringLiteral("-journal"), overlay + QStringLiteral("-wal")}) {
        const auto why = saveAtomically(target, "replaced");
        QVERIFY2(
            why && why->contains(QStringLiteral("your custom parts and prices file")), qPrintable(target));
        QVERIFY(buildfile::save(rigsmith::testing::guideFourBlowerBuild(), target));
    }
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("user data"));
    QVERIFY(!QFile::exists(overlay + QStringLiteral("-journal")));
    // Any other file is written as before.
    QVERIFY(!saveAtomically(dir.filePath(QStringLiteral("list.csv")), "fine"));
}

// A save that must not replace leaves every existing name as it is (a file, a link, a dangling link)
// and leaves no temporary behind; a free name is written whole.
void TestFileInput::newSaveNeverReplaces()
{
    QTemporaryDir dir;
    const QString existing = dir.filePath(QStringLiteral("mine.rigsmith"));
    QVERIFY(!saveAtomically(existing, "the user's"));
    const auto why = saveNewAtomically(existing, "replaced");
    QVERIFY(why);
    QVERIFY2(why->contains(QStringLiteral("exists already")), qPrintable(*why));
    QFile f(existing);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("the user's"));
    f.close();
    const QString dangling = dir.filePath(QStringLiteral("dangling.rigsmith"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere")), dangling));
    QVERIFY(saveNewAtomically(dangling, "replaced"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("nowhere"))));
    QVERIFY(buildfile::saveNew(rigsmith::testing::guideFourBlowerBuild(), existing));
    const QString fresh = dir.filePath(QStringLiteral("fresh.rigsmith"));
    QVERIFY(!buildfile::saveNew(rigsmith::testing::guideFourBlowerBuild(), fresh));
    QVERIFY(buildfile::load(fresh).ok());
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral(".*rigsmith-save-*")}, QDir::Files | QDir::Hidden),
        QStringList());
}

void TestFileInput::staleTemporariesRemoved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("box.rigsmith"));
    QVERIFY(!buildfile::save(rigsmith::testing::guideFourBlowerBuild(), path));
    const QString prefix = dir.filePath(saveTemporaryPrefix(QStringLiteral("box.rigsmith")));
    const auto leave = [](const QString &name, qint64 ageSeconds) {
        QFile f(name);
        f.open(QIODevice::WriteOnly);
        f.write(QByteArray(365 * 1024, '{'));
        f.close();
        QFile g(name);
        g.open(QIODevice::ReadWrite);
        g.setFileTime(
            QDateTime::currentDateTimeUtc().addSecs(-ageSeconds), QFileDevice::FileModificationTime);
    };
    // What a killed save left an hour ago goes on the next open; one of a save under way now stays,
    // and so does the user's own file that merely looks alike.
    leave(prefix + QStringLiteral("Ab12Cd"), 3600);
    leave(prefix + QStringLiteral("Zz99Yy"), 0);
    leave(dir.filePath(QStringLiteral("box.rigsmith.backup")), 3600);
    QVERIFY(buildfile::load(path).ok());
    QVERIFY(!QFile::exists(prefix + QStringLiteral("Ab12Cd")));
    QVERIFY(QFile::exists(prefix + QStringLiteral("Zz99Yy")));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("box.rigsmith.backup"))));
    // And on the next save.
    leave(prefix + QStringLiteral("Qq11Ww"), 3600);
    QVERIFY(!buildfile::save(rigsmith::testing::guideFourBlowerBuild(), path));
    QVERIFY(!QFile::exists(prefix + QStringLiteral("Qq11Ww")));
    // A finished save leaves no temporary of its own.
    const QStringList left
        = QDir(dir.path())
              .entryList({QStringLiteral(".box.rigsmith.rigsmith-save-*")}, QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList {QStringLiteral(".box.rigsmith.rigsmith-save-Zz99Yy")});
}

void TestFileInput::systemReasons()
{
    // No such folder: the system's words, never "Unknown error".
    const auto missing = buildfile::save(
        rigsmith::testing::guideFourBlowerBuild(), QStringLiteral("/nonexistent-folder/b.rigsmith"));
    QVERIFY(missing);
    QVERIFY2(
        missing->message.contains(QStringLiteral("No such file or directory")), qPrintable(missing->message));
    QVERIFY(missing->toString().startsWith(QStringLiteral("/nonexistent-folder/b.rigsmith")));
    if (::geteuid() != 0)
        QSKIP("needs root to mount a read-only and a full tmpfs");
    QTemporaryDir dir;
    const QString ro = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(ro));
    if (::mount("tmpfs", QFile::encodeName(ro).constData(), "tmpfs", MS_RDONLY, "size=64k") != 0)
        QSKIP("tmpfs cannot be mounted here");
    const auto readOnly
        = buildfile::save(rigsmith::testing::guideFourBlowerBuild(), ro + QStringLiteral("/b.rigsmith"));
    ::umount(QFile::encodeName(ro).constData());
    QVERIFY(readOnly);
    QVERIFY2(
        readOnly->message.contains(QStringLiteral("Read-only file system")), qPrintable(readOnly->message));

    const QString full = dir.filePath(QStringLiteral("full"));
    QVERIFY(QDir().mkpath(full));
    QCOMPARE(::mount("tmpfs", QFile::encodeName(full).constData(), "tmpfs", 0, "size=64k"), 0);
    Build big = rigsmith::testing::guideFourBlowerBuild();
    big.notes = QString(200000, u'x');
    const auto noSpace = buildfile::save(big, full + QStringLiteral("/b.rigsmith"));
    const QStringList left = QDir(full).entryList(QDir::Files | QDir::Hidden);
    ::umount(QFile::encodeName(full).constData());
    QVERIFY(noSpace);
    QVERIFY2(
        noSpace->message.contains(QStringLiteral("No space left on device")), qPrintable(noSpace->message));
    QVERIFY2(left.isEmpty(), qPrintable(left.join(u' '))); // the failed save took its temporary with it
}

QTEST_GUILESS_MAIN(TestFileInput)
#include "tst_fileinput.moc"
