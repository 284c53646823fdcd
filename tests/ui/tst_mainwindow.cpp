// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/buildfile.h"
#include "core/commands/removegpucommand.h"
#include "support/sampleparts.h"
#include "ui/mainwindow.h"

#include <QFile>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using rigsmith::ui::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensAndShowsBuild();
    void badFileKeepsCurrentBuild();
    void saveMarksClean();
};

static int gpuRows(QTreeWidget *tree)
{
    return int(
        tree->findItems(QStringLiteral("GPU in slot"), Qt::MatchStartsWith | Qt::MatchRecursive).size());
}

void TestMainWindow::opensAndShowsBuild()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("guide.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), path));
    MainWindow w;
    QVERIFY(w.openFile(path));
    auto *tree = w.findChild<QTreeWidget *>();
    QCOMPARE(gpuRows(tree), 4);
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("guide.rigsmith")));
    QVERIFY(!w.isWindowModified());
    // An edit through the undo stack shows at once and marks the window modified.
    w.document()->undoStack()->push(new RemoveGpuCommand(w.document(), 7));
    QCOMPARE(gpuRows(tree), 3);
    QVERIFY(w.isWindowModified());
    w.document()->undoStack()->undo();
    QCOMPARE(gpuRows(tree), 4);
    QVERIFY(!w.isWindowModified());
}

void TestMainWindow::badFileKeepsCurrentBuild()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.rigsmith"));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), good));
    const QString bad = dir.filePath(QStringLiteral("bad.rigsmith"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"rigsmith-build\", \"version\": 1");
    f.close();
    MainWindow w;
    QVERIFY(w.openFile(good));
    QVERIFY(!w.openFile(bad));
    QCOMPARE(w.document()->build(), guideFourBlowerBuild());
    QCOMPARE(w.filePath(), good);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("bad.rigsmith")));
}

void TestMainWindow::saveMarksClean()
{
    QTemporaryDir dir;
    MainWindow w;
    w.document()->reset(guideFourBlowerBuild());
    w.document()->undoStack()->push(new RemoveGpuCommand(w.document(), 1));
    QVERIFY(w.isWindowModified());
    const QString path = dir.filePath(QStringLiteral("saved.rigsmith"));
    QVERIFY(w.saveTo(path));
    QVERIFY(!w.isWindowModified());
    QCOMPARE(buildfile::load(path).value().gpuCount(), 3);
    QVERIFY(!w.saveTo(dir.path())); // a folder: refused, build stays
    QCOMPARE(w.document()->build().gpuCount(), 3);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
