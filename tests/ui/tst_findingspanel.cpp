// SPDX-License-Identifier: GPL-3.0-or-later
// The findings dock: a view of the findings model, grouped by severity, each finding's text wrapped to
// the dock's width, selection shared with the chassis.
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/docks/findingsmodel.h"
#include "ui/docks/findingspanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDockWidget>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

class TestFindingsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void findingsReadableAtDefaultWidth();
    void identicalFindingsGrouped();

private:
    void showAt(const QSize &size) { showFittedAt(*mWindow, size); }
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = InMemoryCatalog(
        {blowerRtx2080Ti().toPart(), openAirRtx4090().toPart(), threadripper3960X().toPart(),
            zenith2Extreme().toPart(), psu1600Platinum().toPart(), define7Xl().toPart()});
};

void TestFindingsPanel::init()
{
    mWindow = testWindow(&mCatalog);
}

void TestFindingsPanel::cleanup()
{
    mWindow.reset();
}

// At the size a first run opens with, every finding's message and fix wrap inside the dock: each
// row is as high as its text needs at the row's width, and every word fits the width.
void TestFindingsPanel::findingsReadableAtDefaultWidth()
{
    for (const QSize &screen : {QSize(1600, 1000), QSize(1366, 768)}) {
        showAt(screen);
        QVERIFY(mWindow->openTemplate(templateNamed(QStringLiteral("four-open-air-collide.rigsmith"))));
        QApplication::processEvents();
        FindingsPanel *panel = mWindow->findings();
        QVERIFY(panel->isVisible());
        const QModelIndexList items = panel->findings()->findingRows();
        QVERIFY(items.size() >= 5);
        auto *delegate = qobject_cast<FindingDelegate *>(panel->itemDelegate());
        QVERIFY(delegate);
        const QFont font = panel->font();
        const QFontMetrics metrics(font);
        for (const QModelIndex &index : items) {
            const QRect row = panel->visualRect(index);
            const int width = delegate->textWidth(index);
            // The text stays inside the row and the viewport.
            QVERIFY(row.left() + FindingDelegate::kMargin + width <= panel->viewport()->width());
            // At least 25 average characters a line: readable, not a word a line.
            QVERIFY2(width >= 25 * metrics.averageCharWidth(), qPrintable(QString::number(width)));
            const QStringList parts = FindingDelegate::parts(index);
            int needed = 0;
            for (int p = 0; p < 3; ++p) {
                const QFontMetrics m(p == 2 ? FindingDelegate::detailFont(font) : font);
                needed += m.boundingRect(QRect(0, 0, width, 100000), FindingDelegate::wrapFlags(p), parts[p])
                              .height();
                // No word wider than the line (it would be cut); the detail line may break a long
                // address anywhere.
                for (const QString &word : parts[p].split(QRegularExpression(QStringLiteral("\\s+"))))
                    QVERIFY2(p == 2 || m.horizontalAdvance(word) <= width, qPrintable(word));
            }
            QVERIFY2(row.height() >= needed,
                qPrintable(QStringLiteral("%1: %2 < %3").arg(parts[0]).arg(row.height()).arg(needed)));
            QVERIFY(parts[1].startsWith(QStringLiteral("Fix: ")));
            QVERIFY(
                parts[2].contains(QStringLiteral("RULES.md")) || parts[2].contains(QStringLiteral("guide")));
        }
        // Narrower, the rows grow: the text wraps again.
        QDockWidget *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("findingsDock"));
        const int before = panel->visualRect(items.first()).height();
        mWindow->resizeDocks({dock}, {dock->width() - 120}, Qt::Horizontal);
        QApplication::processEvents();
        QTRY_VERIFY(panel->visualRect(items.first()).height() >= before);
        mWindow->hide();
    }
}

void TestFindingsPanel::identicalFindingsGrouped()
{
    // The same warning about four cards of one model: one row listing their slots.
    Report report;
    for (int slot : {1, 3, 5, 7})
        report.findings.append(
            {QStringLiteral("GPU.EXAMPLE"), Severity::Warning, QStringLiteral("This card runs hot."),
                QStringLiteral("Choose another card."), QStringLiteral("RULES.md §1"), {}, {slot}});
    report.findings.append(
        {QStringLiteral("GPU.EXAMPLE"), Severity::Warning, QStringLiteral("Another message."),
            QStringLiteral("Choose another card."), QStringLiteral("RULES.md §1"), {}, {2}});
    FindingsPanel panel;
    FindingsModel *model = panel.findings();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.setReport(report);
    // One group, "Warnings (5)": the count is of findings, the rows are what is read.
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Warnings (5)"));
    QCOMPARE(model->findingRows().size(), 2);
    const QModelIndex grouped = model->findingRows().first();
    QCOMPARE(model->findingsOf(grouped), QList<int>({0, 1, 2, 3}));
    QCOMPARE(model->findingsOf(model->index(0, 0)), QList<int>()); // a group stands for no finding itself
    QVERIFY2(grouped.data(FindingsModel::DetailRole).toString().contains(QStringLiteral("slots 1, 3, 5, 7")),
        qPrintable(grouped.data(FindingsModel::DetailRole).toString()));
    QCOMPARE(grouped.data(FindingsModel::FixRole).toString(), QStringLiteral("Fix: Choose another card."));
    QVERIFY(panel.isExpanded(model->index(0, 0)));
    // Selecting it reports the four slots.
    QSignalSpy selected(&panel, &FindingsPanel::findingSelected);
    panel.selectionModel()->select(grouped, QItemSelectionModel::ClearAndSelect);
    QCOMPARE(selected.last().first().value<QList<int>>(), QList<int>({1, 3, 5, 7}));
    // Slots chosen in the chassis select the rows about them, without reporting back.
    panel.selectForSlots({2});
    QCOMPARE(panel.selectionModel()->selectedRows(), QModelIndexList({model->findingRows().last()}));
    QCOMPARE(selected.size(), 1);
    // A build with no findings reads so, in one row with nothing under it.
    panel.setReport(Report {});
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->rowCount(model->index(0, 0)), 0);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("No problems found."));
    QVERIFY(model->findingRows().isEmpty());
}

QTEST_MAIN(TestFindingsPanel)
#include "tst_findingspanel.moc"
