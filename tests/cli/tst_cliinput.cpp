// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI against hostile input: pipes, devices and folders given as files answer at once; a
// damaged catalog exits 2 with the reason; export never replaces its own input; part names with
// escape sequences reach the terminal without them; the user's overlay is read like the window
// reads it, and --no-overlay leaves it out.
#include "core/file/buildfile.h"
#include "core/file/regularfile.h"
#include "db/overlay/useroverlay.h"
#include "db/prices/csvparse.h"
#include "support/sampleparts.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace rigsmith::core;

namespace {

struct Run
{
    int exitCode;
    QString out;
    QString err;
    qint64 ms;
};

class TestCliInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void notAFile_data();
    void notAFile();
    void damagedCatalogExitsTwo();
    void exportKeepsItsInput();
    void controlCharactersStripped();
    void namesCannotForgeLines();
    void shoppingListsEscape();
    void overlayLikeTheWindow();

private:
    Run cli(const QStringList &args) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), mData.path());
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(QStringLiteral(RIGSMITH_CLI), args);
        if (!p.waitForFinished(20000)) {
            p.kill();
            p.waitForFinished();
            return {-2, QString(), QStringLiteral("hung"), t.elapsed()};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()),
            t.elapsed()};
    }
    QString overlayPath() const { return mData.filePath(QStringLiteral("Rigsmith/Rigsmith/overlay.sqlite")); }

    QTemporaryDir mDir;
    QTemporaryDir mData;
};

void TestCliInput::notAFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("fifo as build") << QStringList {QStringLiteral("show"), QStringLiteral("@fifo")}
                                   << QStringLiteral("FIFO");
    QTest::newRow("zero as build") << QStringList {QStringLiteral("show"), QStringLiteral("/dev/zero")}
                                   << QStringLiteral("device");
    QTest::newRow("folder as build") << QStringList {QStringLiteral("validate"), QStringLiteral("@dir")}
                                     << QStringLiteral("folder");
    QTest::newRow("folder as catalog") << QStringList {QStringLiteral("catalog"), QStringLiteral("--catalog"),
        QStringLiteral("@dir")} << QStringLiteral("is a folder");
    QTest::newRow("fifo as catalog") << QStringList {QStringLiteral("gpus"), QStringLiteral("--catalog"),
        QStringLiteral("@fifo")} << QStringLiteral("FIFO");
}

void TestCliInput::notAFile()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString fifo = mDir.filePath(QStringLiteral("pipe.rigsmith"));
    if (!QFile::exists(fifo))
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (QString &a : args) {
        if (a == u"@fifo")
            a = fifo;
        if (a == u"@dir")
            a = mDir.path();
    }
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
    qInfo("answered in %lld ms", r.ms);
}

void TestCliInput::damagedCatalogExitsTwo()
{
    const QString path = mDir.filePath(QStringLiteral("damaged.sqlite"));
    QFile::remove(path);
    QVERIFY(QFile::copy(QStringLiteral(RIGSMITH_CATALOG_FILE), path));
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("d"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("ALTER TABLE gpu DROP COLUMN tdp_w")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("d"));
    for (const QString &verb : {QStringLiteral("gpus"), QStringLiteral("catalog")}) {
        const Run r = cli({verb, QStringLiteral("--catalog"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral("\"tdp_w\"")) && r.err.contains(path), qPrintable(r.err));
    }
    // validate and compare read builds that carry their parts, but never check them against a
    // catalog the user named and that is damaged without saying so.
    const QString build = mDir.filePath(QStringLiteral("with-damaged-catalog.rigsmith"));
    QVERIFY(!buildfile::save(rigsmith::testing::guideFourBlowerBuild(), build));
    for (const QStringList &args : {QStringList {QStringLiteral("validate"), build},
             QStringList {QStringLiteral("compare"), build, build}}) {
        const Run r = cli(args + QStringList {QStringLiteral("--catalog"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral("is damaged")) && r.err.contains(path), qPrintable(r.err));
    }
}

void TestCliInput::exportKeepsItsInput()
{
    const QString build = mDir.filePath(QStringLiteral("b.rigsmith"));
    QVERIFY(!buildfile::save(rigsmith::testing::guideFourBlowerBuild(), build));
    QFile f(build);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    const QString link = mDir.filePath(QStringLiteral("same.pdf"));
    QVERIFY(QFile::link(build, link));
    // A hard link is the same file under another name, with no link to resolve.
    const QString hard = mDir.filePath(QStringLiteral("hard.csv"));
    QCOMPARE(::link(QFile::encodeName(build).constData(), QFile::encodeName(hard).constData()), 0);
    for (const QString &option :
        {QStringLiteral("--pdf"), QStringLiteral("--parts-csv"), QStringLiteral("--parts-md")}) {
        for (const QString &out : {build, link, hard, mDir.path() + QStringLiteral("/./b.rigsmith")}) {
            const Run r = cli({QStringLiteral("export"), build, option, out});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("would replace the build file")), qPrintable(r.err));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), before);
            f.close();
        }
    }
    // A shopping list beside a PDF that would replace the build: nothing is written at all.
    const QString list = mDir.filePath(QStringLiteral("list.csv"));
    QCOMPARE(cli({QStringLiteral("export"), build, QStringLiteral("--parts-csv"), list,
                     QStringLiteral("--pdf"), hard})
                 .exitCode,
        2);
    QVERIFY(!QFile::exists(list));
    // Another file of the same content is not the same file.
    const QString copy = mDir.filePath(QStringLiteral("copy.rigsmith"));
    QVERIFY(QFile::copy(build, copy));
    QVERIFY(!sameFile(build, copy));
    QVERIFY(sameFile(build, hard));
    QVERIFY(!sameFile(build, mDir.filePath(QStringLiteral("missing.rigsmith"))));
    // An unwritable target names the full path and the system's reason.
    const Run r = cli(
        {QStringLiteral("export"), build, QStringLiteral("--pdf"), QStringLiteral("/nonexistent/dir/b.pdf")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/dir/b.pdf")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("No such file or directory")), qPrintable(r.err));
}

void TestCliInput::controlCharactersStripped()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.name = QStringLiteral("evil\x1b]0;owned\x07\x1b[2J\r\x7f name");
    b.psu->info.name = QStringLiteral("PSU \x1b[31mred\x1b[0m\u009b");
    const QString path = mDir.filePath(QStringLiteral("evil.rigsmith"));
    QVERIFY(!buildfile::save(b, path));
    for (const QString &verb : {QStringLiteral("show"), QStringLiteral("validate")}) {
        const Run r = cli({verb, path});
        QVERIFY(r.exitCode == 0 || r.exitCode == 1);
        for (const QChar c : r.out)
            QVERIFY2(c == u'\n' || c == u'\t'
                    || (c.unicode() >= 0x20 && (c.unicode() < 0x7f || c.unicode() > 0x9f)),
                qPrintable(
                    QStringLiteral("U+%1 in %2 output").arg(c.unicode(), 4, 16, QLatin1Char('0')).arg(verb)));
        // The carriage return is a line break, shown as one on a name's one line (as the window and the
        // build sheet show it).
        QVERIFY2(r.out.contains(QStringLiteral("evil]0;owned[2J⏎ name")), qPrintable(r.out.left(200)));
    }
    // JSON carries the name as it is, escaped by the JSON writer.
    const Run json = cli({QStringLiteral("show"), path, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object()[QStringLiteral("name")].toString(), b.name);
}

void TestCliInput::namesCannotForgeLines()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.name = QStringLiteral("mine\nrigsmith-cli: forged line \u202eevil\u2066");
    b.notes = QStringLiteral("first\nBuild: forged");
    // A part's name with a line feed: validate's findings quote it (the PSU's headroom finding names it).
    b.psu->info.name = QStringLiteral("PSU\nFindings: 0 errors");
    b.psu->spec.wattage = Watts(900);
    const QString path = mDir.filePath(QStringLiteral("forge.rigsmith"));
    QVERIFY(!buildfile::save(b, path));
    for (const QString &verb : {QStringLiteral("show"), QStringLiteral("validate")}) {
        const Run r = cli({verb, path});
        QVERIFY(r.exitCode == 0 || r.exitCode == 1);
        for (const QString &line : r.out.split(u'\n')) {
            QVERIFY2(!line.startsWith(QStringLiteral("rigsmith-cli")), qPrintable(line));
            QVERIFY2(!line.startsWith(QStringLiteral("Build: forged")), qPrintable(line));
            QVERIFY2(!line.startsWith(QStringLiteral("Findings: 0 errors")), qPrintable(line));
        }
        QVERIFY(!r.out.contains(QChar(0x202e)) && !r.out.contains(QChar(0x2066)));
        QVERIFY2(r.out.contains(QStringLiteral("mine⏎rigsmith-cli: forged line evil")),
            qPrintable(r.out.left(300)));
    }
}

void TestCliInput::shoppingListsEscape()
{
    Build b = rigsmith::testing::guideFourBlowerBuild();
    b.name = QStringLiteral("<img src=x onerror=alert(1)> [click](http://evil.example) **bold**");
    b.psu->info.name = QStringLiteral("=HYPERLINK(\"http://evil.example\",\"PSU\")");
    b.cpu->info.name = QStringLiteral("@SUM(1+1)");
    b.motherboard->info.name = QStringLiteral("+cmd|' /C calc'!A0");
    b.psu->info.priceSource = QStringLiteral("-2+3 | <script>x</script>");
    const QString path = mDir.filePath(QStringLiteral("escape.rigsmith"));
    QVERIFY(!buildfile::save(b, path));
    const QString csv = mDir.filePath(QStringLiteral("list.csv"));
    const QString md = mDir.filePath(QStringLiteral("list.md"));
    const Run r = cli({QStringLiteral("export"), path, QStringLiteral("--parts-csv"), csv,
        QStringLiteral("--parts-md"), md});
    QCOMPARE(r.exitCode, 0);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QString error;
    const auto records = rigsmith::db::parseCsv(QString::fromUtf8(csvFile.readAll()), &error);
    QVERIFY2(records, qPrintable(error));
    bool sawPsu = false;
    for (const auto &record : *records) {
        QCOMPARE(record.fields.size(), 9); // no name started a row of its own (eight columns and the id)
        for (const QString &cell : record.fields) {
            // Amounts are numbers; every text cell that would start a formula starts with an apostrophe.
            bool number = false;
            cell.toDouble(&number);
            QVERIFY2(
                number || cell.isEmpty() || !QStringLiteral("=+-@").contains(cell.front()), qPrintable(cell));
        }
        sawPsu = sawPsu
            || record.fields.contains(QStringLiteral("'=HYPERLINK(\"http://evil.example\",\"PSU\")"));
    }
    QVERIFY(sawPsu);
    QFile mdFile(md);
    QVERIFY(mdFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(mdFile.readAll());
    // No tag, link or emphasis is left unescaped.
    for (const char *pattern : {"(?<!\\\\)<", "(?<!\\\\)\\]\\(", "(?<!\\\\)\\*\\*bold"})
        QVERIFY2(!text.contains(QRegularExpression(QString::fromLatin1(pattern))), pattern);
    QVERIFY2(text.contains(QStringLiteral("\\<img src=x onerror=alert(1)\\>")), qPrintable(text));
    // Every table row is one line with its cells: the escaped pipe in the source is no cell border.
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(u'|'))
            QCOMPARE(line.count(QRegularExpression(QStringLiteral("(?<!\\\\)\\|"))), 6);
    }
}

void TestCliInput::overlayLikeTheWindow()
{
    const Run plain = cli({QStringLiteral("gpus"), QStringLiteral("--json"), QStringLiteral("--no-overlay"),
        QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(plain.exitCode, 0);
    const QJsonObject first
        = QJsonDocument::fromJson(plain.out.toUtf8())[QStringLiteral("gpus")][0].toObject();
    const QString id = first[QStringLiteral("id")].toString();
    QVERIFY(!id.isEmpty());
    {
        auto overlay = rigsmith::db::UserOverlay::open(overlayPath());
        QVERIFY2(overlay.overlay, qPrintable(overlay.error));
        QCOMPARE(overlay.overlay->setPriceOverride(PartId(id), Money(123456, QStringLiteral("USD"))),
            std::nullopt);
    }
    const auto priceOf = [&id](const Run &r) {
        for (const QJsonValue &g :
            QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("gpus")].toArray()) {
            if (g[QStringLiteral("id")].toString() == id)
                return g[QStringLiteral("priceCents")].toInteger(-1);
        }
        return qint64(-2);
    };
    const Run with = cli({QStringLiteral("gpus"), QStringLiteral("--json"), QStringLiteral("--catalog"),
        QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(with.exitCode, 0);
    QCOMPARE(priceOf(with), qint64(123456));
    const Run without = cli({QStringLiteral("gpus"), QStringLiteral("--json"), QStringLiteral("--no-overlay"),
        QStringLiteral("--catalog"), QStringLiteral(RIGSMITH_CATALOG_FILE)});
    QCOMPARE(priceOf(without), first[QStringLiteral("priceCents")].toInteger(-1));
}

} // namespace

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
