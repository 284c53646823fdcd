// SPDX-License-Identifier: GPL-3.0-or-later
// rigsmith-cli layout export / import: a board's layout goes out as a layout file and comes back
// into the user's overlay, where the catalog verb counts it as corrected; a bad file is refused
// with its reason (exit 2) and nothing is saved.
#include "support/clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportEditImport();
    void badFilesAreRefused();

private:
    using Run = rigsmith::test::CliRun;
    Run cli(const QStringList &args) const;
    QString someBoard() const;
    int corrected() const;

    QTemporaryDir mHome;
};

TestCliLayout::Run TestCliLayout::cli(const QStringList &args) const
{
    return rigsmith::test::runCliAt(
        QStringLiteral(RIGSMITH_CLI), mHome.path(), QStringLiteral(RIGSMITH_CATALOG_FILE), args);
}

QString TestCliLayout::someBoard() const
{
    // A curated board (db/curated/motherboards.csv); the first export fails if it is gone.
    return QStringLiteral("motherboard/asus-pro-ws-wrx80e-sage-se-wifi");
}

int TestCliLayout::corrected() const
{
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("--json")});
    return QJsonDocument::fromJson(r.out.toUtf8())
        .object()[QStringLiteral("boardLayouts")][QStringLiteral("corrected")]
        .toInt(-1);
}

void TestCliLayout::exportEditImport()
{
    const QString file = mHome.filePath(QStringLiteral("board.layout.json"));
    const Run exported
        = cli({QStringLiteral("layout"), QStringLiteral("export"), someBoard(), QStringLiteral("-o"), file});
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject layout = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QCOMPARE(layout[QStringLiteral("board")][QStringLiteral("id")].toString(), someBoard());
    QCOMPARE(corrected(), 0);

    // Edited by hand: a note, as someone sharing the layout would add.
    QJsonObject source = layout[QStringLiteral("source")].toObject();
    source[QStringLiteral("note")] = QStringLiteral("checked against the manual");
    layout[QStringLiteral("source")] = source;
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(layout).toJson());
    f.close();
    const Run imported = cli({QStringLiteral("layout"), QStringLiteral("import"), file});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QCOMPARE(corrected(), 1);

    // Exported again, it carries the user's note: the overlay's correction is what the catalog shows.
    const QString again = mHome.filePath(QStringLiteral("again.layout.json"));
    QCOMPARE(
        cli({QStringLiteral("layout"), QStringLiteral("export"), someBoard(), QStringLiteral("-o"), again})
            .exitCode,
        0);
    QFile g(again);
    QVERIFY(g.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(g.readAll())
                 .object()[QStringLiteral("source")][QStringLiteral("note")]
                 .toString(),
        QStringLiteral("checked against the manual"));
}

void TestCliLayout::badFilesAreRefused()
{
    const int before = corrected();
    // A good layout (exportEditImport wrote it) for a board the catalog does not have.
    QFile good(mHome.filePath(QStringLiteral("board.layout.json")));
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QString bad = mHome.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(good.readAll().replace(someBoard().toUtf8(), "motherboard/nope"));
    f.close();
    const Run r = cli({QStringLiteral("layout"), QStringLiteral("import"), bad});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("not in the catalog")), qPrintable(r.err));
    const Run folder = cli({QStringLiteral("layout"), QStringLiteral("import"), mHome.path()});
    QCOMPARE(folder.exitCode, 2);
    QVERIFY2(folder.err.contains(QStringLiteral("folder")), qPrintable(folder.err));
    const Run usage = cli({QStringLiteral("layout"), QStringLiteral("export"), someBoard()});
    QCOMPARE(usage.exitCode, 2);
    const Run gpu = cli({QStringLiteral("layout"), QStringLiteral("export"), QStringLiteral("gpu/none"),
        QStringLiteral("-o"), mHome.filePath(QStringLiteral("x.json"))});
    QCOMPARE(gpu.exitCode, 2);
    QCOMPARE(corrected(), before);
}

QTEST_GUILESS_MAIN(TestCliLayout)
#include "tst_clilayout.moc"
