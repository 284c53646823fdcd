// SPDX-License-Identifier: GPL-3.0-or-later
// Saved configurations: several builds in tabs, dirty state with undo, recent files, revert,
// autosave and recovery after a crash, the catalog-drift report, and the compare dialog.
#include "core/document/removegpucommand.h"
#include "core/file/buildfile.h"
#include "core/rules/ruleengine.h"
#include "support/sampleparts.h"
#include "ui/dialogs/comparedialog.h"
#include "ui/window/autosaver.h"
#include "ui/window/buildsession.h"
#include "ui/window/mainwindow.h"
#include "ui/window/nomodal.h"

#include <QChartView>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUuid>

#include <fcntl.h>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

class TestFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tabsAndDirtyState();
    void newTabsTakeUnusedNames();
    void recentAndRevert();
    void autosaveAndRecovery();
    void unreadableCopyNotSkipped();
    void recordThatIsAPipeDoesNotBlock();
    void catalogDrift();
    void compareDialog();
    void compareAddFileChecksTheCatalog();
    void compareChartLeavesOutWhatItCannotPlace();
    void dialogsNeverStack();

private:
    QTemporaryDir mDir;
    QString saved(const char *name, const Build &build);
};

void TestFiles::initTestCase()
{
    qputenv("RIGSMITH_NO_DIALOGS", "1");
    QStandardPaths::setTestModeEnabled(true);
}

QString TestFiles::saved(const char *name, const Build &build)
{
    const QString path = mDir.filePath(QString::fromLatin1(name));
    if (buildfile::save(build, path))
        return {};
    return path;
}

void TestFiles::newTabsTakeUnusedNames()
{
    // Two suggestions alike opened as builds: the second tab is numbered, not a second "single".
    MainWindow w(nullptr, mDir.filePath(QStringLiteral("autosave-names")));
    Build single = guideFourBlowerBuild();
    single.name = QStringLiteral("single");
    QVERIFY(w.openFile(saved("single.rigsmith", single)));
    QCOMPARE(w.unusedTitle(QStringLiteral("single")), QStringLiteral("single (2)"));
    QCOMPARE(w.unusedTitle(QStringLiteral("other")), QStringLiteral("other"));
}

void TestFiles::tabsAndDirtyState()
{
    MainWindow w(nullptr, mDir.filePath(QStringLiteral("autosave-tabs")));
    Build single = guideFourBlowerBuild();
    single.name = QStringLiteral("single");
    single.gpus.resize(1);
    const QString a = saved("a.rigsmith", guideFourBlowerBuild());
    const QString b = saved("b.rigsmith", single);
    QVERIFY(w.openFile(a)); // into the untouched first tab
    QCOMPARE(w.sessionCount(), 1);
    QVERIFY(w.openFile(b));
    QCOMPARE(w.sessionCount(), 2);
    QCOMPARE(w.document()->build().gpuCount(), 1);
    QVERIFY(w.openFile(a)); // already open: switches to it
    QCOMPARE(w.sessionCount(), 2);
    QCOMPARE(w.document()->build().gpuCount(), 4);
    // Dirty state follows the undo stack.
    QVERIFY(!w.isWindowModified());
    w.document()->undoStack()->push(new RemoveGpuCommand(w.document(), 7));
    QVERIFY(w.isWindowModified());
    // The build's name first, then its file's.
    QVERIFY2(w.windowTitle().startsWith(QStringLiteral("Guide 4 × blower — a.rigsmith")),
        qPrintable(w.windowTitle()));
    w.document()->undoStack()->undo();
    QVERIFY(!w.isWindowModified());
    // Each tab keeps its own build and history.
    w.setCurrent(1);
    QCOMPARE(w.document()->build().name, QStringLiteral("single"));
    QCOMPARE(w.document()->undoStack()->count(), 0);
    // A dirty tab does not close without the user's word.
    w.document()->undoStack()->push(new RemoveGpuCommand(w.document(), 1));
    QVERIFY(!w.closeCurrent());
    QCOMPARE(w.sessionCount(), 2);
    w.document()->undoStack()->undo();
    QVERIFY(w.closeCurrent());
    QCOMPARE(w.sessionCount(), 1);
    // Round trip through save.
    w.document()->undoStack()->push(new RemoveGpuCommand(w.document(), 3));
    QVERIFY(w.saveTo(a));
    QCOMPARE(buildfile::load(a).value().gpuCount(), 3);
    QVERIFY(!w.isWindowModified());
}

void TestFiles::recentAndRevert()
{
    MainWindow w(nullptr, mDir.filePath(QStringLiteral("autosave-recent")));
    const QString path = saved("recent.rigsmith", guideFourBlowerBuild());
    QVERIFY(w.openFile(path));
    QCOMPARE(QFileInfo(w.recentFiles().first()).fileName(), QStringLiteral("recent.rigsmith"));
    w.document()->undoStack()->push(new RemoveGpuCommand(w.document(), 5));
    QCOMPARE(w.document()->build().gpuCount(), 3);
    QVERIFY(w.revert());
    QCOMPARE(w.document()->build().gpuCount(), 4);
    QVERIFY(!w.isWindowModified());
}

void TestFiles::autosaveAndRecovery()
{
    const QString folder = mDir.filePath(QStringLiteral("autosave-crash"));
    const QString path = saved("precious.rigsmith", guideFourBlowerBuild());
    const QByteArray onDisk = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    Build edited;
    {
        auto *w = new MainWindow(nullptr, folder);
        QVERIFY(w->openFile(path));
        w->document()->undoStack()->push(
            new RemoveGpuCommand(w->document(), 7)); // leaves the clean state: autosaved
        edited = w->document()->build();
        QCOMPARE(QDir(folder).entryList({QStringLiteral("*.rigsmith")}, QDir::Files).size(), 1);
        // A crash: the window goes without closing, so the copy stays.
        delete w;
    }
    QCOMPARE(QDir(folder).entryList({QStringLiteral("*.rigsmith")}, QDir::Files).size(), 1);
    MainWindow next(nullptr, folder);
    QCOMPARE(next.autosaver()->pending().size(), 1);
    QCOMPARE(next.autosaver()->pending().first().originalPath, path);
    QCOMPARE(next.offerRecovery(false), 1);
    QCOMPARE(next.document()->build(), edited);
    QVERIFY(next.isWindowModified()); // recovered as an unsaved change
    QCOMPARE(next.filePath(), path);
    // The user's file was not touched.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), onDisk);
    // Undo returns to the file as saved; nothing is left to recover twice.
    next.document()->undoStack()->undo();
    QCOMPARE(next.document()->build().gpuCount(), 4);
    QCOMPARE(next.autosaver()->pending().size(), 0);
}

void TestFiles::unreadableCopyNotSkipped()
{
    // A copy this Rigsmith cannot read (damaged, or with a value it refuses) is kept and named.
    const QString folder = mDir.filePath(QStringLiteral("autosave-unreadable"));
    QVERIFY(QDir().mkpath(folder));
    const QString copy = QDir(folder).filePath(
        QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".rigsmith"));
    QByteArray bytes = buildfile::serialize(guideFourBlowerBuild());
    bytes.replace("\"wattageW\": 1600", "\"wattageW\": 0");
    QFile f(copy);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    MainWindow w(nullptr, folder);
    const auto pending = w.autosaver()->pending();
    QCOMPARE(pending.size(), 1);
    QVERIFY2(pending.first().error.contains(QStringLiteral("wattageW")), qPrintable(pending.first().error));
    QCOMPARE(w.offerRecovery(false), 0);
    const QString message = w.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("wattageW"))
            && message.contains(copy + QStringLiteral(".unreadable")),
        qPrintable(message));
    QFile kept(copy + QStringLiteral(".unreadable"));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
    QCOMPARE(w.autosaver()->pending().size(), 0); // told once, kept for good
}

void TestFiles::recordThatIsAPipeDoesNotBlock()
{
    // A FIFO where a copy's record (its original path and time) belongs: looking for copies to
    // recover at the start must not wait for a writer that never comes.
    const QString folder = mDir.filePath(QStringLiteral("autosave-fifo"));
    QVERIFY(QDir().mkpath(folder));
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString copy = QDir(folder).filePath(id + QStringLiteral(".rigsmith"));
    const QByteArray record = QFile::encodeName(QDir(folder).filePath(id + QStringLiteral(".json")));
    QVERIFY(!buildfile::save(guideFourBlowerBuild(), copy));
    QCOMPARE(::mkfifo(record.constData(), 0600), 0);
    Autosaver autosaver(folder);
    auto pending = std::async(std::launch::async, [&autosaver] { return autosaver.pending(); });
    if (pending.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        // Let the blocked reader go (a writer opens and closes the pipe), then fail.
        const int fd = ::open(record.constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
        pending.wait();
        QFAIL("looking for copies waited on the pipe");
    }
    const auto found = pending.get();
    // The copy itself is still offered, without the record's path and time.
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().error, QString());
    QCOMPARE(found.first().build.gpuCount(), guideFourBlowerBuild().gpuCount());
    QCOMPARE(found.first().originalPath, QString());
}

void TestFiles::catalogDrift()
{
    MainWindow w(nullptr, mDir.filePath(QStringLiteral("autosave-drift")));
    Psu cheaper = psu1600Platinum();
    cheaper.info.price = Money::fromUnits(499, QStringLiteral("USD"));
    InMemoryCatalog catalog({define7Xl().toPart(), zenith2Extreme().toPart(), threadripper3960X().toPart(),
        aio360().toPart(), cheaper.toPart(), blowerRtx2080Ti().toPart(), ddr4Kit2x32().toPart(),
        nvme2Tb().toPart(), hdd8Tb().toPart()});
    w.setCatalog(&catalog, {});
    QVERIFY(w.openFile(saved("drift.rigsmith", guideFourBlowerBuild())));
    QCOMPARE(w.lastDrift().size(), 1);
    QCOMPARE(w.lastDrift().first().change, PartDrift::Change::Price);
    QCOMPARE(w.document()->build().psu->info.price->cents(), 59900); // the saved value until the user says
    w.updateFromCatalog({cheaper.info.id});
    QCOMPARE(w.document()->build().psu->info.price->cents(), 49900);
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->build().psu->info.price->cents(), 59900);
}

// Compare ▸ Add file read the prices saved in the file and named the wrong build "best per
// 1000". The file is checked against the catalog as the window checks an opened file: the price that
// moved is the catalog's, and the status says so.
void TestFiles::compareAddFileChecksTheCatalog()
{
    Build stale = guideFourBlowerBuild();
    stale.name = QStringLiteral("stale");
    for (GpuPlacement &g : stale.gpus)
        g.gpu.info.price = Money::fromUnits(1, QStringLiteral("USD")); // saved long ago, far below today's
    InMemoryCatalog catalog({define7Xl().toPart(), zenith2Extreme().toPart(), threadripper3960X().toPart(),
        aio360().toPart(), psu1600Platinum().toPart(), blowerRtx2080Ti().toPart(), ddr4Kit2x32().toPart(),
        nvme2Tb().toPart(), hdd8Tb().toPart()});
    Build two = guideFourBlowerBuild();
    two.name = QStringLiteral("two");
    two.gpus.resize(2);
    CompareDialog dialog({{QStringLiteral("two"), two}});
    dialog.setCatalog(&catalog);
    QVERIFY(!dialog.addFile(saved("stale.rigsmith", stale)));
    const ComparisonRow *price = dialog.comparison().row(QStringLiteral("price"));
    QVERIFY(price);
    QCOMPARE(*price->numbers[1], Analyses::of(guideFourBlowerBuild()).cost.purchase.units()); // today's
    // Listed by the build's own name, as the open tabs are; its file in the tooltip.
    QCOMPARE(dialog.findChild<QListWidget *>()->item(1)->text(), QStringLiteral("stale"));
    QVERIFY(dialog.findChild<QListWidget *>()->item(1)->toolTip().endsWith(QStringLiteral("stale.rigsmith")));
    QVERIFY2(dialog.status()->text().contains(QStringLiteral("stale: 1 price")),
        qPrintable(dialog.status()->text()));
    // As the window's compare and the CLI: with today's prices, the same builds rank the same.
    const Comparison today = compareBuilds({two, guideFourBlowerBuild()});
    QCOMPARE(dialog.comparison().row(QStringLiteral("workloadPerKUsd"))->best,
        today.row(QStringLiteral("workloadPerKUsd"))->best);
}

void TestFiles::compareChartLeavesOutWhatItCannotPlace()
{
    // A build for an LLM beside two vision builds: its tokens/s are not on the images/s axis, so it is
    // not drawn (at 0 or anywhere), and the title says which it left out.
    Build two = guideFourBlowerBuild();
    two.name = QStringLiteral("two");
    two.gpus.resize(2);
    Build llm = guideFourBlowerBuild();
    llm.name = QStringLiteral("llm");
    llm.workload.kind = WorkloadKind::Inference;
    llm.workload.precision = Precision::Int4;
    llm.workload.paramsBillions = 8;
    CompareDialog dialog({{QStringLiteral("four"), guideFourBlowerBuild()}, {QStringLiteral("two"), two}});
    const auto *view = dialog.findChild<QChartView *>();
    QVERIFY(view);
    QCOMPARE(view->chart()->series().size(), 2);
    QVERIFY(!dialog.addFile(saved("llm.rigsmith", llm)));
    dialog.setChecked({0, 1, 2});
    for (QAbstractSeries *series : view->chart()->series()) {
        const auto *points = qobject_cast<QScatterSeries *>(series);
        QVERIFY(points && points->count() == 1);
        QVERIFY(points->at(0).y() > 0);
    }
    QVERIFY2(view->chart()->title().contains(QStringLiteral("different kinds")),
        qPrintable(view->chart()->title()));
}

void TestFiles::compareDialog()
{
    Build two = guideFourBlowerBuild();
    two.name = QStringLiteral("two");
    two.gpus.resize(2);
    CompareDialog dialog({{QStringLiteral("four"), guideFourBlowerBuild()}, {QStringLiteral("two"), two}});
    const QTableWidget *t = dialog.table();
    QCOMPARE(t->columnCount(), 2);
    int priceRow = -1;
    for (int r = 0; r < t->rowCount(); ++r) {
        if (t->verticalHeaderItem(r)->text() == u"Total price")
            priceRow = r;
    }
    QVERIFY(priceRow >= 0);
    QCOMPARE(t->item(priceRow, 1)->text(), QStringLiteral("USD 6,229.00"));
    QVERIFY(t->item(priceRow, 1)->font().bold()); // the cheaper one is best
    QVERIFY(!t->item(priceRow, 0)->font().bold());
    // A file that fails is named; the others still compare.
    const auto why = dialog.addFile(mDir.filePath(QStringLiteral("missing.rigsmith")));
    QVERIFY(why && why->contains(QStringLiteral("missing.rigsmith")));
    QCOMPARE(t->columnCount(), 2);
    QVERIFY(!dialog.addFile(saved("third.rigsmith", guideFourBlowerBuild())));
    dialog.setChecked({0, 1, 2});
    QCOMPARE(dialog.table()->columnCount(), 3);
    QCOMPARE(dialog.findChild<QListWidget *>()->item(2)->text(), QStringLiteral("Guide 4 × blower"));
    // A second file of the same build name is told apart by its file.
    QVERIFY(!dialog.addFile(saved("fourth.rigsmith", guideFourBlowerBuild())));
    QCOMPARE(dialog.findChild<QListWidget *>()->item(3)->text(),
        QStringLiteral("Guide 4 × blower (fourth.rigsmith)"));
    dialog.setChecked({0, 1, 2});
    // Findings only some builds have: a row says what the finding is, not its bare id, and each cell how bad.
    const Comparison &compared = dialog.comparison();
    QVERIFY(!compared.uniqueFindings.isEmpty());
    const int firstFinding = int(compared.rows.size());
    const QString findingLabel = t->verticalHeaderItem(firstFinding)->text();
    QVERIFY2(!findingLabel.contains(compared.uniqueFindings.first().ruleId), qPrintable(findingLabel));
    QVERIFY(
        t->verticalHeaderItem(firstFinding)->toolTip().startsWith(compared.uniqueFindings.first().ruleId));
    for (int col = 0; col < 3; ++col) {
        const QString cell = t->item(firstFinding, col)->text();
        QVERIFY2(cell.isEmpty() == !compared.uniqueFindings.first().in[col], qPrintable(cell));
        QVERIFY(cell.isEmpty() || cell == displayName(*compared.uniqueFindings.first().severity[col]));
    }
    QString error;
    const QString csv = mDir.filePath(QStringLiteral("compare.csv"));
    QVERIFY(dialog.exportCsv(csv, &error));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    QVERIFY(c.readAll().startsWith("row,"));
    const QString pdf = mDir.filePath(QStringLiteral("compare.pdf"));
    QVERIFY2(dialog.exportPdf(pdf, &error), qPrintable(error));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5) == "%PDF-");
    QVERIFY(!dialog.exportPdf(mDir.filePath(QStringLiteral("no/such/dir/x.pdf")), &error));
    // Neither export replaces a build file being compared (here, the third, added from a file).
    const QString third = mDir.filePath(QStringLiteral("third.rigsmith"));
    QFile t3(third);
    QVERIFY(t3.open(QIODevice::ReadOnly));
    const QByteArray before = t3.readAll();
    t3.close();
    error.clear();
    QVERIFY(!dialog.exportCsv(third, &error));
    QVERIFY2(error.contains(QStringLiteral(
                 "third.rigsmith cannot be written: it is the build file of Guide 4 × blower")),
        qPrintable(error));
    error.clear();
    QVERIFY(!dialog.exportPdf(mDir.path() + QStringLiteral("/./third.rigsmith"), &error));
    QVERIFY2(error.contains(QStringLiteral("would replace")), qPrintable(error));
    QVERIFY(t3.open(QIODevice::ReadOnly));
    QCOMPARE(t3.readAll(), before);
    t3.close();
    dialog.setChecked({0});
    QVERIFY(!dialog.exportCsv(csv, &error)); // one build is nothing to compare
}

// A message that arrives while a dialog waits for an answer (the catalog warning during the drift
// offer) is shown after that dialog closes, not on top of it.
void TestFiles::dialogsNeverStack()
{
    QWidget owner;
    owner.show();
    QDialog first(&owner);
    first.setModal(true);
    first.show();
    QTRY_COMPARE(QApplication::activeModalWidget(), &first);
    bool shown = false;
    whenNoModalDialog(&owner, [&] { shown = true; });
    QTest::qWait(600);
    QVERIFY(!shown);
    first.reject();
    QTRY_VERIFY(shown);
    // With no dialog up it runs at once.
    bool now = false;
    whenNoModalDialog(&owner, [&] { now = true; });
    QVERIFY(now);
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
