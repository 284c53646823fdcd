// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF build sheet, read back with poppler's pdftotext and pdfinfo: what a reader of the
// sheet sees, not what the painter was asked to draw.
#include "core/file/buildfile.h"
#include "core/model/buildparts.h"
#include "core/rules/ruleengine.h"
#include "db/session/catalogsession.h"
#include "support/sampleparts.h"
#include "ui/sheet/buildsheet.h"
#include "ui/sheet/sheetactions.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/mount.h>
#include <unistd.h>

using namespace rigsmith::core;
using namespace rigsmith::ui;

namespace {

QString run(const QString &tool, const QStringList &args)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(tool), args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The sheet's text with every run of white space made one space, so a name that wraps inside a
// table cell still reads as one string.
QString textOf(const QString &pdf)
{
    // -raw: in drawing order, so each table cell's lines stay together.
    return run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")})
        .replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

// The right edge of the rightmost word on any page, in points.
double rightmostWord(const QString &pdf)
{
    const QString boxes
        = run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    double right = 0;
    for (const auto &m :
        QRegularExpression(QStringLiteral("<word [^>]*xMax=\"([\\d.]+)\"")).globalMatch(boxes))
        right = std::max(right, m.captured(1).toDouble());
    return right;
}

int pagesOf(const QString &pdf)
{
    const auto m
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run(QStringLiteral("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pageSizeOf(const QString &pdf)
{
    const auto m = QRegularExpression(QStringLiteral("Page size:\\s+([\\d.]+ x [\\d.]+) pts"))
                       .match(run(QStringLiteral("pdfinfo"), {pdf}));
    return m.captured(1);
}

QStringList partNames(const Build &b)
{
    QStringList names;
    forEachPart(b, [&names](PartKind, const auto &part, int, int) { names.append(part.info.name); });
    return names;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestBuildSheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void goldenBuilds_data();
    void goldenBuilds();
    void chassisAtTheStatedScale();
    void unverifiedLayoutIsSaid();
    void nvlinkBridgeIsAPartLine();
    void pageSizes_data();
    void pageSizes();
    void longBuildSpansPages();
    void emptyBuild();
    void nameAndNotesOnTop();
    void longNotesFlowOverPages();
    void failureKeepsOldFile();
    void fullDiskKeepsOldFile();
    void cliExport();
    void cliBadInput_data();
    void cliBadInput();
    void windowExports();

private:
    QTemporaryDir mDir;
    std::unique_ptr<rigsmith::db::CatalogSession> mSession;
};

void TestBuildSheet::initTestCase()
{
    // A window that meets a drifted part would ask in a modal dialog, which no one answers here.
    qputenv("RIGSMITH_NO_DIALOGS", "1");
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
        "poppler-utils is not installed");
    QVERIFY(mDir.isValid());
    mSession = std::make_unique<rigsmith::db::CatalogSession>(
        QStringLiteral(RIGSMITH_CATALOG_FILE), QString(), QString());
    QVERIFY2(mSession->catalog(), qPrintable(mSession->problems().join(u' ')));
}

void TestBuildSheet::goldenBuilds_data()
{
    QTest::addColumn<QString>("file");
    const QDir root(QStringLiteral(RIGSMITH_TEST_DATA "/builds"));
    for (const QString &f : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        QTest::newRow(qPrintable(f)) << root.filePath(f + QStringLiteral("/build.rigsmith"));
}

// Every part, the total, every finding's rule and the page footer are on the sheet.
void TestBuildSheet::goldenBuilds()
{
    QFETCH(QString, file);
    const auto loaded = buildfile::load(file);
    QVERIFY(loaded.ok());
    const Build &b = loaded.value();
    BuildSheet::Options options;
    options.catalog = mSession->catalog();
    options.version = QStringLiteral("9.9.9");
    const QString pdf = mDir.filePath(QFileInfo(QFileInfo(file).path()).fileName() + QStringLiteral(".pdf"));
    const auto error = BuildSheet(b, options).exportPdf(pdf);
    QVERIFY2(!error, qPrintable(error.value_or(QString())));
    QVERIFY(contents(pdf).startsWith("%PDF-"));
    QVERIFY(!QFile::exists(pdf + QStringLiteral(".part")));

    const QString text = textOf(pdf);
    QVERIFY(text.contains(b.name));
    // A long name may wrap inside its table cell (the chassis drawing elides it), so it is looked
    // for with the line breaks taken out.
    const auto squeezed = [](QString t) { return t.remove(QRegularExpression(QStringLiteral("\\s+"))); };
    const QString joined = squeezed(text);
    for (const QString &name : partNames(b))
        QVERIFY2(joined.contains(squeezed(name)), qPrintable(name));
    const Analyses a = Analyses::of(b);
    QVERIFY2(text.contains(QStringLiteral("Total price ") + a.cost.purchase.toString()),
        qPrintable(a.cost.purchase.toString()));
    const Report report = RuleEngine::evaluate(b, a);
    QVERIFY(!report.findings.isEmpty() || text.contains(QStringLiteral("No problems found.")));
    for (const Finding &f : report.findings)
        QVERIFY2(text.contains(f.ruleId), qPrintable(f.ruleId));
    QVERIFY(text.contains(QStringLiteral("Rigsmith 9.9.9")));
    QVERIFY(text.contains(QStringLiteral("Chassis (scale 1:")));
    // Serving is a served model's figure only: a training job's sheet has no such row.
    QCOMPARE(text.contains(QStringLiteral("Serving ")), b.workload.kind == WorkloadKind::Inference);
    if (b.workload.kind != WorkloadKind::Inference) {
        Build served = b;
        served.workload.kind = WorkloadKind::Inference;
        served.workload.precision = Precision::Int4;
        const QString servedPdf = pdf + QStringLiteral(".served.pdf");
        QVERIFY(!BuildSheet(served, options).exportPdf(servedPdf));
        QVERIFY(textOf(servedPdf).contains(QStringLiteral("Serving one user")));
    }
    const int pages = pagesOf(pdf);
    QVERIFY(pages >= 2);
    for (int i = 1; i <= pages; ++i)
        QVERIFY(text.contains(QStringLiteral("Page %1 of %2").arg(i).arg(pages)));
    QCOMPARE(text.count(QStringLiteral("BuildCores OpenDB (ODC-By 1.0)")), pages);
    QVERIFY(rightmostWord(pdf) <= 595.3 - 42.5 + 0.5);
}

// The build's name is the sheet's title and its notes follow it, before the summary.
void TestBuildSheet::nameAndNotesOnTop()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.name = QStringLiteral("Lab box for the NLP group");
    b.notes = QStringLiteral(
        "Bought in two steps: the second pair of GPUs next spring.\nAsk before changing the PSU.");
    BuildSheet::Options options;
    options.catalog = mSession->catalog();
    const QString pdf = mDir.filePath(QStringLiteral("named.pdf"));
    QVERIFY(!BuildSheet(b, options).exportPdf(pdf));
    const QString text = textOf(pdf);
    const qsizetype name = text.indexOf(b.name);
    const qsizetype notes
        = text.indexOf(QStringLiteral("Bought in two steps: the second pair of GPUs next spring."));
    const qsizetype more = text.indexOf(QStringLiteral("Ask before changing the PSU."));
    const qsizetype summary = text.indexOf(QStringLiteral("Summary"));
    QVERIFY2(name >= 0 && notes > name && more > notes && summary > more, qPrintable(text.left(600)));
    QVERIFY(!text.contains(QStringLiteral("Untitled build")));
    // No name: the sheet says so rather than leaving the title empty; no notes: nothing in their place.
    b.name.clear();
    b.notes.clear();
    QVERIFY(!BuildSheet(b, options).exportPdf(pdf));
    QVERIFY(textOf(pdf).trimmed().startsWith(QStringLiteral("Untitled build")));
}

// Notes longer than a page were cut off, page 1 left blank and the footer overprinted; 15 MB
// of notes took 15 s. They flow over pages, each line whole, and past a bound the sheet says where
// the rest is.
void TestBuildSheet::longNotesFlowOverPages()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.name = QStringLiteral("Notes test");
    QStringList lines;
    for (int i = 0; i < 60; ++i)
        lines.append(QStringLiteral("Note line %1 %2 end%1")
                         .arg(i)
                         .arg(QString(200, u'w').replace(QStringLiteral("wwwww"), QStringLiteral("word "))));
    b.notes = lines.join(u'\n');
    BuildSheet::Options options;
    options.catalog = mSession->catalog();
    const QString pdf = mDir.filePath(QStringLiteral("notes.pdf"));
    QVERIFY(!BuildSheet(b, options).exportPdf(pdf));
    const QString text = textOf(pdf);
    // Page 1 starts with the title and the first note; the last note is there too.
    const QString first = run(QStringLiteral("pdftotext"),
        {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
            QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    QVERIFY2(first.contains(b.name) && first.contains(QStringLiteral("Note line 0 ")),
        qPrintable(first.left(300)));
    QVERIFY(text.contains(QStringLiteral("end59")));
    QVERIFY(pagesOf(pdf) > 2);
    // Megabytes of notes: bounded on the sheet, said, and quick.
    b.notes = QString(4 * 1024 * 1024, u'x');
    QElapsedTimer t;
    t.start();
    QVERIFY(!BuildSheet(b, options).exportPdf(pdf));
    QVERIFY2(textOf(pdf).contains(QStringLiteral("the build file holds them all")),
        qPrintable(textOf(pdf).left(300)));
    qInfo("4 MB of notes: sheet in %lld ms, %d pages", t.elapsed(), pagesOf(pdf));
}

// A board whose slot layout no source confirmed says so on the sheet; a derived one too.
void TestBuildSheet::unverifiedLayoutIsSaid()
{
    auto loaded = buildfile::load(
        QStringLiteral(RIGSMITH_TEST_DATA "/builds/threadripper-water-4gpu/build.rigsmith"));
    QVERIFY(loaded.ok());
    BuildSheet::Options options;
    options.catalog = mSession->catalog();
    const QString pdf = mDir.filePath(QStringLiteral("unverified.pdf"));
    QVERIFY(!BuildSheet(loaded.value(), options).exportPdf(pdf));
    const QString text = textOf(pdf).simplified();
    QVERIFY2(text.contains(QStringLiteral("Motherboard slot layout: layout not verified against a source")),
        qPrintable(text.left(400)));
    // The chassis drawing names it beside the board too.
    QVERIFY2(text.contains(QStringLiteral("SAGE SE WIFI (layout not verified against a source)")),
        qPrintable(text));
    Build verified = loaded.value();
    verified.motherboard->spec.layoutConfidence = LayoutConfidence::Positions;
    QVERIFY(!BuildSheet(verified, options).exportPdf(pdf));
    QVERIFY(!textOf(pdf).contains(QStringLiteral("Motherboard slot layout")));
}

// A bridge bought with the cards is a line of the parts table, with its spacing and no price where no
// source gives one.
void TestBuildSheet::nvlinkBridgeIsAPartLine()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    BuildSheet::Options options;
    options.catalog = mSession->catalog();
    const QString pdf = mDir.filePath(QStringLiteral("bridge.pdf"));
    QVERIFY(!BuildSheet(b, options).exportPdf(pdf));
    QVERIFY(!textOf(pdf).contains(QStringLiteral("NVLink bridge")));
    b.nvlinkBridge = QStringLiteral("nvidia-geforce-rtx20-3slot");
    QVERIFY(!BuildSheet(b, options).exportPdf(pdf));
    const QString text = textOf(pdf).simplified();
    QVERIFY2(text.contains(QStringLiteral("NVLink bridge")), qPrintable(text.left(2000)));
    QVERIFY2(text.contains(QStringLiteral("3-slot spacing")), qPrintable(text.left(2000)));
    QVERIFY2(text.contains(QStringLiteral("no price on record")), qPrintable(text.left(2000)));
}

// The chassis drawing is at the scale its heading states: the labels of the cards in slots 1, 3,
// 5 and 7 lie two slot pitches (2 × 20.32 mm) apart, divided by the scale.
void TestBuildSheet::chassisAtTheStatedScale()
{
    const auto loaded
        = buildfile::load(QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith"));
    QVERIFY(loaded.ok());
    BuildSheet::Options options;
    options.catalog = mSession->catalog();
    const QString pdf = mDir.filePath(QStringLiteral("scale.pdf"));
    QVERIFY(!BuildSheet(loaded.value(), options).exportPdf(pdf));
    const auto heading
        = QRegularExpression(QStringLiteral(R"(Chassis \(scale 1:(\d+)\))")).match(textOf(pdf));
    QVERIFY(heading.hasMatch());
    const int scale = heading.captured(1).toInt();
    QVERIFY(scale >= 1);
    // A card's label: "slot N · x16 · …", the words one after another in the bounding-box list.
    const QString boxes
        = run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    static const QRegularExpression label(QStringLiteral(
        R"re(<word [^>]*yMin="([\d.]+)"[^>]*>slot</word>\s*<word [^>]*>(\d)</word>\s*<word [^>]*>·</word>)re"));
    QMap<int, double> top;
    for (const auto &m : label.globalMatch(boxes))
        top.insert(m.captured(2).toInt(), m.captured(1).toDouble());
    QCOMPARE(top.keys(), QList<int>({1, 3, 5, 7}));
    const double expected = 2 * 20.32 / scale / 25.4 * 72.0; // points
    for (int slot : {3, 5, 7})
        QVERIFY2(std::abs(top[slot] - top[slot - 2] - expected) < 0.2,
            qPrintable(QStringLiteral("slot %1: %2 pt, expected %3 pt at 1:%4")
                           .arg(slot)
                           .arg(top[slot] - top[slot - 2])
                           .arg(expected)
                           .arg(scale)));
}

void TestBuildSheet::pageSizes_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<QString>("points");
    QTest::newRow("A4") << int(QPageSize::A4) << QStringLiteral("595 x 842");
    QTest::newRow("Letter") << int(QPageSize::Letter) << QStringLiteral("612 x 792");
}

void TestBuildSheet::pageSizes()
{
    QFETCH(int, id);
    QFETCH(QString, points);
    BuildSheet::Options options;
    options.pageSize = QPageSize(QPageSize::PageSizeId(id));
    const QString pdf = mDir.filePath(QStringLiteral("size-%1.pdf").arg(id));
    QVERIFY(!BuildSheet(rigsmith::testing::guideFourBlowerBuild(), options).exportPdf(pdf));
    QCOMPARE(pageSizeOf(pdf), points);
    // Without a catalog the value map is left out, and the sheet says so.
    QVERIFY(textOf(pdf).contains(QStringLiteral("The GPU value map needs the parts catalog")));
}

// A parts table longer than a page goes on with its header repeated.
void TestBuildSheet::longBuildSpansPages()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    const auto disk = b.storage.first().part;
    for (int i = 0; i < 60; ++i) {
        auto s = disk;
        s.info.name = QStringLiteral("Scratch disk number %1").arg(i);
        b.storage.append({s, 1});
    }
    // One word longer than its cell is wide.
    b.memory.first().part.info.name = QStringLiteral("Kit") + QString(90, u'W');
    const QString pdf = mDir.filePath(QStringLiteral("long.pdf"));
    QVERIFY(!BuildSheet(b, {}).exportPdf(pdf));
    const QString text = textOf(pdf);
    QVERIFY(pagesOf(pdf) >= 4);
    QVERIFY(text.contains(QStringLiteral("Scratch disk number 0 ")));
    QVERIFY(text.contains(QStringLiteral("Scratch disk number 59 ")));
    QVERIFY2(text.count(QStringLiteral("Unit price Subtotal Price source")) >= 2,
        "the parts header is not repeated");
    QVERIFY(text.contains(QStringLiteral("Total ") + Analyses::of(b).cost.purchase.toString()));
    // Nothing runs into the right margin (15 mm of 210 mm on A4).
    const double right = rightmostWord(pdf);
    QVERIFY2(right > 400 && right <= 595.3 - 42.5 + 0.5, qPrintable(QString::number(right)));
}

void TestBuildSheet::emptyBuild()
{
    const QString pdf = mDir.filePath(QStringLiteral("empty.pdf"));
    QVERIFY(!BuildSheet(Build {}, {}).exportPdf(pdf));
    const QString text = textOf(pdf);
    QVERIFY(text.contains(QStringLiteral("Untitled build")));
    QVERIFY(text.contains(QStringLiteral("The build has no GPU.")));
}

// An export that cannot be written says why and leaves nothing behind.
void TestBuildSheet::failureKeepsOldFile()
{
    const auto toFolder = BuildSheet(Build {}, {}).exportPdf(mDir.path());
    QVERIFY(toFolder && toFolder->contains(QStringLiteral("folder")));
    const QString missing = mDir.filePath(QStringLiteral("no/such/folder/sheet.pdf"));
    const auto noFolder = BuildSheet(Build {}, {}).exportPdf(missing);
    QVERIFY(noFolder && noFolder->contains(missing));
    QVERIFY(!QFile::exists(missing));
}

// On a full disk the export fails with the disk's reason and the old sheet stays whole.
void TestBuildSheet::fullDiskKeepsOldFile()
{
    if (::geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs");
    const QString mountPoint = mDir.filePath(QStringLiteral("full"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (::mount("tmpfs", mountPoint.toLocal8Bit().constData(), "tmpfs", 0, "size=24k") != 0)
        QSKIP("tmpfs cannot be mounted here");
    const QString path = mountPoint + QStringLiteral("/kept.pdf");
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old sheet");
    }
    const auto error = BuildSheet(rigsmith::testing::guideFourBlowerBuild(), {}).exportPdf(path);
    const QStringList left = QDir(mountPoint).entryList(QDir::Files);
    const QByteArray kept = contents(path);
    ::umount(mountPoint.toLocal8Bit().constData());
    QVERIFY(error);
    QVERIFY2(error->contains(path), qPrintable(*error));
    QCOMPARE(left, QStringList {QStringLiteral("kept.pdf")});
    QCOMPARE(kept, QByteArray("the old sheet"));
}

void TestBuildSheet::cliExport()
{
    const QString pdf = mDir.filePath(QStringLiteral("cli.pdf"));
    QProcess p;
    p.start(QStringLiteral(RIGSMITH_CLI),
        {QStringLiteral("export"),
            QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith"),
            QStringLiteral("--pdf"), pdf, QStringLiteral("--page-size"), QStringLiteral("Letter"),
            QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(pageSizeOf(pdf), QStringLiteral("612 x 792"));
    const QString text = textOf(pdf);
    QVERIFY(text.contains(QStringLiteral("ASUS Turbo GeForce RTX 2080 Ti")));
    QVERIFY(!text.contains(QStringLiteral("The GPU value map needs the parts catalog")));

    // Options may come before the command.
    const QString second = mDir.filePath(QStringLiteral("cli-options-first.pdf"));
    QProcess q;
    q.start(QStringLiteral(RIGSMITH_CLI),
        {QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE), QStringLiteral("export"),
            QStringLiteral(RIGSMITH_TEST_DATA "/builds/single-budget-gpu/build.rigsmith"),
            QStringLiteral("--pdf"), second});
    QVERIFY(q.waitForFinished(60000));
    QCOMPARE(q.exitStatus(), QProcess::NormalExit);
    QCOMPARE(q.exitCode(), 0);
    QVERIFY(pagesOf(second) >= 2);
}

void TestBuildSheet::cliBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString good = QStringLiteral(RIGSMITH_TEST_DATA "/builds/guide-4x-blower/build.rigsmith");
    QTest::newRow("no --pdf") << QStringList {good} << QStringLiteral("--pdf");
    QTest::newRow("bad page size") << QStringList {good, QStringLiteral("--pdf"), QStringLiteral("x.pdf"),
        QStringLiteral("--page-size"), QStringLiteral("B5")}
                                   << QStringLiteral("B5");
    QTest::newRow("missing build") << QStringList {QStringLiteral("/no/such.rigsmith"),
        QStringLiteral("--pdf"), QStringLiteral("x.pdf")}
                                   << QStringLiteral("such.rigsmith");
    QTest::newRow("unwritable") << QStringList {good, QStringLiteral("--pdf"),
        QStringLiteral("/no/such/dir/x.pdf")}
                                << QStringLiteral("/no/such/dir/x.pdf");
}

void TestBuildSheet::cliBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QProcess p;
    p.setWorkingDirectory(mDir.path());
    p.start(QStringLiteral(RIGSMITH_CLI), QStringList {QStringLiteral("export")} + args);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(message), qPrintable(err));
}

// File ▸ Export writes the current tab's build.
void TestBuildSheet::windowExports()
{
    MainWindow window(nullptr, mDir.filePath(QStringLiteral("autosave")));
    window.setCatalog(mSession->catalog(), {});
    window.show();
    QVERIFY(window.openFile(QStringLiteral(RIGSMITH_TEST_DATA "/builds/single-budget-gpu/build.rigsmith")));
    QStringList titles;
    for (QAction *a : window.menuBar()->actions().first()->menu()->actions())
        titles.append(a->text());
    QVERIFY(titles.contains(QStringLiteral("E&xport build sheet (PDF)…")));
    QVERIFY(titles.contains(QStringLiteral("Print pre&view…")));
    auto *sheet = window.findChild<SheetActions *>();
    QVERIFY(sheet);
    const QString pdf = mDir.filePath(QStringLiteral("window.pdf"));
    QVERIFY(sheet->exportTo(pdf));
    QVERIFY(textOf(pdf).contains(window.document()->build().name));

    // A failed export says why in a message box, and the window carries on.
    QString shown;
    QTimer::singleShot(0, this, [&shown] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    QVERIFY(!sheet->exportTo(mDir.path()));
    QVERIFY2(shown.contains(QStringLiteral("folder")), qPrintable(shown));

    // The sheet never replaces the build file it is made from: not by its name, a symbolic link
    // or a hard link to it. The file keeps every byte.
    const QString own = mDir.filePath(QStringLiteral("own.rigsmith"));
    QVERIFY(window.saveTo(own));
    QFile file(own);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    const QString symbolic = mDir.filePath(QStringLiteral("own-link.pdf"));
    const QString hard = mDir.filePath(QStringLiteral("own-hard.pdf"));
    QVERIFY(QFile::link(own, symbolic));
    QCOMPARE(::link(QFile::encodeName(own).constData(), QFile::encodeName(hard).constData()), 0);
    for (const QString &target : {own, symbolic, hard}) {
        shown.clear();
        QTimer::singleShot(0, this, [&shown] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        QVERIFY(!sheet->exportTo(target));
        QVERIFY2(shown.contains(QStringLiteral("would replace it")), qPrintable(shown));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();
    }

    // Print preview lays the same sheet out on the printer's pages.
    QPrinter printer(QPrinter::HighResolution);
    std::unique_ptr<QPrintPreviewDialog> preview(sheet->createPreview(&printer));
    preview->resize(900, 1000);
    preview->show();
    auto *pages = preview->findChild<QPrintPreviewWidget *>();
    QVERIFY(pages);
    QTRY_COMPARE(pages->pageCount(), pagesOf(pdf));
    if (qEnvironmentVariableIsSet("RIGSMITH_GRAB"))
        preview->grab().save(qEnvironmentVariable("RIGSMITH_GRAB"));
}

QTEST_MAIN(TestBuildSheet)
#include "tst_buildsheet.moc"
