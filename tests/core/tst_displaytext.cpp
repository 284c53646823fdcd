// SPDX-License-Identifier: GPL-3.0-or-later
// Names as every view shows them: no control character or direction mark gets through, a line break
// cannot start a line of its own where one line is shown, and the shopping lists check a cell for a
// formula only after that.
#include "core/compare/shoppinglist.h"
#include "core/model/displaytext.h"
#include "support/sampleparts.h"

#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;

class TestDisplayText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void controlsAndDirectionMarksGo();
    void oneLineShowsBreaks();
    void shoppingListsAreClean();
};

void TestDisplayText::controlsAndDirectionMarksGo()
{
    // An escape sequence that would recolour a terminal, a right-to-left override that reverses what
    // follows, a bell, a C1 control; line feeds and tabs stay.
    const QString hostile = QStringLiteral("RTX\x1b[31m red\x07 \u202Egnp.exe\u202C ok\u0085x\nnext\tcol");
    const QString shown = shownText(hostile);
    QCOMPARE(shown, QStringLiteral("RTX[31m red gnp.exe ok\nx\nnext\tcol"));
    // A lone carriage return would move back over the line: it is a line break.
    QCOMPARE(shownText(QStringLiteral("a\rb\r\nc")), QStringLiteral("a\nb\nc"));
}

void TestDisplayText::oneLineShowsBreaks()
{
    QCOMPARE(
        shownLine(QStringLiteral("Box\r\nFindings: 0 errors")), QStringLiteral("Box⏎Findings: 0 errors"));
    QCOMPARE(shownLine(QStringLiteral("a\rb\u2028c\td\u202Ee")), QStringLiteral("a⏎b⏎c de"));
    QCOMPARE(shownLine(QStringLiteral("a\nb"), u" "), QStringLiteral("a b"));
}

void TestDisplayText::shoppingListsAreClean()
{
    // A carriage return before "=" was mapped to a space after the formula check, and passed unprefixed.
    QCOMPARE(csvCell(QStringLiteral("\r=HYPERLINK(\"x\")")), QStringLiteral("\"' =HYPERLINK(\"\"x\"\")\""));
    QCOMPARE(csvCell(QStringLiteral("=1+1")), QStringLiteral("\"'=1+1\""));
    QCOMPARE(csvCell(QStringLiteral("RTX\x1b[2J 4090\u202E")), QStringLiteral("RTX[2J 4090"));
    QCOMPARE(mdCell(QStringLiteral("a\x1b]0;title\x07"
                                   "b")),
        QStringLiteral("a\\]0;titleb"));
    Build b = guideFourBlowerBuild();
    b.gpus.first().gpu.info.name = QStringLiteral("Card\x1b[31m\u202Eevil\nline");
    for (const QString &list : {QString::fromUtf8(partsCsv(b)), partsMarkdown(b)}) {
        QVERIFY(!list.contains(QChar(0x1b)));
        QVERIFY(!list.contains(QChar(0x202E)));
        QVERIFY(!list.contains(QStringLiteral("\nline")));
    }
}

QTEST_GUILESS_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
