// SPDX-License-Identifier: GPL-3.0-or-later
// The board-layout editor (ui/dialogs/boardlayoutdialog.h) driven as a user drives it: a slot
// edited from the keyboard moves in the preview, Ctrl+Z takes it back, a duplicate opening blocks
// Save with its reason, Save writes the user overlay (read back after reopening), export and
// import carry a layout between boards' editors, bad files change nothing; the browser's and the
// chassis' "Correct slot layout…" open it, and the browser then says "corrected by you".
#include "core/model/layoutconfidence.h"
#include "db/overlay/useroverlay.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/browser/partsbrowser.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassislabels.h"
#include "ui/chassis/chassisscene.h"
#include "ui/dialogs/boardlayoutdialog.h"
#include "ui/dialogs/layoutpreview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rigsmith::core;
using namespace rigsmith::db;
using namespace rigsmith::ui;
using namespace rigsmith::testing;

namespace {

QAction *actionNamed(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions()) {
        if (a->text() == text)
            return a;
    }
    return nullptr;
}

QPushButton *buttonNamed(QWidget *parent, const QString &text)
{
    for (QPushButton *b : parent->findChildren<QPushButton *>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

} // namespace

class TestLayoutEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QVERIFY(mDir.isValid());
        mOverlayPath = mDir.filePath(QStringLiteral("overlay-%1.sqlite").arg(++mRun));
        auto opened = UserOverlay::open(mOverlayPath);
        QVERIFY2(opened.overlay, qPrintable(opened.error));
        mOverlay = std::move(opened.overlay);
        mBase = std::make_unique<InMemoryCatalog>(
            QList<Part> {zenith2Extreme().toPart(), blowerRtx2080Ti().toPart()});
        mCatalog = std::make_unique<OverlaidCatalog>(*mBase, *mOverlay);
    }
    void cleanup()
    {
        mCatalog.reset();
        mOverlay.reset();
    }

    void editPreviewUndoSave()
    {
        const PartId id = zenith2Extreme().info.id;
        BoardLayoutDialog dialog(*mCatalog->part(id), mCatalog.get(), mCatalog.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        LayoutPreview *preview = dialog.preview();
        QCOMPARE(preview->slots(), zenith2Extreme().spec.slots);
        QVERIFY(!preview->connectorRect(7).isEmpty());
        QVERIFY(preview->connectorRect(8).isEmpty());
        // The last slot (opening 7) one opening down, from the keyboard.
        dialog.selectSlot(3);
        const QImage before = preview->grab().toImage();
        QCOMPARE(dialog.positionField()->value(), 7);
        QTest::keyClick(dialog.positionField(), Qt::Key_Up);
        QCOMPARE(dialog.correction().slots.last().position, 8);
        QVERIFY(preview->connectorRect(7).isEmpty());
        QCOMPARE(preview->connectorRect(8).width(), 89.0);
        QVERIFY(preview->grab().toImage() != before);
        QCOMPARE(dialog.slotTable()->item(3, 0)->text(), QStringLiteral("8"));

        // Ctrl+Z inside the editor takes it back; Ctrl+Shift+Z brings it again.
        QTest::keyClick(&dialog, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(dialog.correction().slots, zenith2Extreme().spec.slots);
        QVERIFY(!preview->connectorRect(7).isEmpty());
        QVERIFY(preview->grab().toImage() == before);
        QTest::keyClick(&dialog, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(dialog.correction().slots.last().position, 8);
        dialog.undoStack()->undo();

        // Two steps of one spin box are one undo step.
        dialog.selectSlot(1);
        QTest::keyClick(dialog.positionField(), Qt::Key_Up);
        QTest::keyClick(dialog.positionField(), Qt::Key_Up);
        QCOMPARE(dialog.correction().slots[2].position, 5); // 3 → 5: now at the third slot's opening
        // A duplicate opening: named, drawn red, and Save refuses.
        QVERIFY(dialog.problems().join(u' ').contains(QStringLiteral("two slots at opening 5")));
        QLabel *problems = dialog.findChild<QLabel *>(QStringLiteral("layoutProblems"));
        QVERIFY(problems->text().contains(QStringLiteral("two slots at opening 5")));
        QPushButton *save = buttonNamed(&dialog, QStringLiteral("&Save"));
        QVERIFY(save);
        QVERIFY(!save->isEnabled());
        QVERIFY(dialog.save()->contains(QStringLiteral("two slots at opening 5")));
        QVERIFY(mOverlay->layoutCorrections().isEmpty());
        QTest::keyClick(&dialog, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(dialog.correction().slots, zenith2Extreme().spec.slots);
        QVERIFY(dialog.problems().isEmpty());
        QVERIFY(save->isEnabled());

        // More lanes than the connector: refused in the slot's words.
        dialog.selectSlot(1);
        QComboBox *size = dialog.sizeField();
        size->setCurrentIndex(size->findData(4));
        Q_EMIT size->activated(size->currentIndex());
        QVERIFY(dialog.problems().join(u' ').contains(QStringLiteral("8 lanes do not fit an x4 connector")));
        dialog.undoStack()->undo();

        // A real correction: the second slot is x4 electrically, and shares with the first.
        QComboBox *lanes = dialog.lanesField();
        lanes->setCurrentIndex(lanes->findData(4));
        Q_EMIT lanes->activated(lanes->currentIndex());
        dialog.sharesField()->setText(QStringLiteral("1"));
        Q_EMIT dialog.sharesField()->editingFinished();
        QCOMPARE(dialog.correction().slots[1].sharesLanesWith, QList<int> {1});
        QCOMPARE(dialog.correction().slots[1].lanesWhenShared, 2);
        dialog.findChild<QLineEdit *>(QStringLiteral("sourceNote"))->setText(QStringLiteral("manual p. 1-6"));
        const LayoutCorrection wanted = dialog.correction();
        QCOMPARE(dialog.save(), std::nullopt);

        // The overlay has it after reopening, and the catalog shows it as the user's.
        mCatalog.reset();
        mOverlay.reset();
        auto reopened = UserOverlay::open(mOverlayPath);
        QVERIFY(reopened.overlay);
        QCOMPARE(reopened.overlay->layoutCorrections(), QList<LayoutCorrection> {wanted});
        const OverlaidCatalog again(*mBase, *reopened.overlay);
        const auto board = again.part(id);
        QCOMPARE(board->as<MotherboardSpec>()->slots[1].maxLanes, Lanes(4));
        QCOMPARE(layoutConfidenceLabel(*board->as<MotherboardSpec>()), QStringLiteral("corrected by you"));
        QVERIFY(board->as<MotherboardSpec>()->layoutSources.contains(QStringLiteral("manual p. 1-6")));
    }

    void exportThenImport()
    {
        const PartId id = zenith2Extreme().info.id;
        const QString file = mDir.filePath(QStringLiteral("zenith.layout.json"));
        LayoutCorrection exported;
        {
            BoardLayoutDialog dialog(*mCatalog->part(id), mCatalog.get(), nullptr);
            // Without an overlay it says so and cannot save, but it can export.
            QVERIFY(dialog.statusLabel()->text().contains(QStringLiteral("not open")));
            QVERIFY(dialog.save());
            dialog.selectSlot(0);
            dialog.lanesField()->setCurrentIndex(dialog.lanesField()->findData(8));
            Q_EMIT dialog.lanesField()->activated(dialog.lanesField()->currentIndex());
            exported = dialog.correction();
            QCOMPARE(dialog.exportTo(file), std::nullopt);
        }
        BoardLayoutDialog dialog(*mCatalog->part(id), mCatalog.get(), mCatalog.get());
        const QList<PcieSlot> original = dialog.correction().slots;
        QCOMPARE(dialog.importFrom(file), std::nullopt);
        QCOMPARE(dialog.correction().slots, exported.slots);
        QCOMPARE(dialog.preview()->slots(), exported.slots);
        // Importing is one step to undo, and nothing reaches the overlay before Save.
        QVERIFY(mOverlay->layoutCorrections().isEmpty());
        dialog.undoStack()->undo();
        QCOMPARE(dialog.correction().slots, original);

        // Bad files: refused with the reason; the editor and its stack stay as they were.
        const int steps = dialog.undoStack()->count();
        const auto refuse = [&](const QByteArray &data, const QString &words) {
            const QString bad = mDir.filePath(QStringLiteral("bad.json"));
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(data);
            f.close();
            const auto why = dialog.importFrom(bad);
            QVERIFY(why);
            QVERIFY2(why->contains(words), qPrintable(*why));
            QCOMPARE(dialog.correction().slots, original);
            QCOMPARE(dialog.undoStack()->count(), steps);
        };
        refuse("not json at all", QStringLiteral("not JSON"));
        QFile exportedFile(file);
        QVERIFY(exportedFile.open(QIODevice::ReadOnly));
        const QByteArray good = exportedFile.readAll();
        refuse(QByteArray(good).replace("\"version\": 1", "\"version\": 9"), QStringLiteral("version 9"));
        refuse(QByteArray(good).replace(id.key().toUtf8(), "motherboard/unknown-board"),
            QStringLiteral("not in the catalog"));
        refuse(QByteArray(good).replace(id.key().toUtf8(), blowerRtx2080Ti().info.id.key().toUtf8()),
            QStringLiteral("not a motherboard"));
        refuse(QByteArray(good).replace("\"position\": 3", "\"position\": 1"),
            QStringLiteral("two slots at opening 1"));
        refuse(QByteArray(300 * 1024, '{'), QStringLiteral("larger than"));
    }

    void openedFromBrowserAndChassis()
    {
        auto window = testWindow(mCatalog.get());
        window->setLayoutStore(mCatalog.get());
        window->resize(1366, 768);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        PartsBrowser *browser = window->browser();
        browser->showKind(PartKind::Motherboard);
        QTRY_VERIFY(browser->table()->model()->rowCount() > 0);
        auto menu = browser->menuFor(browser->table()->model()->index(0, 0));
        QVERIFY(menu);
        // Found by their words in the language shown (the tests run in English; a screenshot may not).
        QAction *correct = actionNamed(
            menu.get(), QCoreApplication::translate("rigsmith::ui::PartsBrowser", "Correct slot layout…"));
        QVERIFY(correct);
        correct->trigger();
        auto *dialog = window->findChild<BoardLayoutDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        if (const QString shot = qEnvironmentVariable("RIGSMITH_LAYOUT_SHOT"); !shot.isEmpty()) {
            // For a person to look at (under Xvfb at the screen sizes the README names): the window
            // filling the screen, the editor over it, as a user sees them.
            window->setGeometry(window->screen()->availableGeometry());
            dialog->selectSlot(1);
            QTest::qWait(500);
            QVERIFY(window->screen()->grabWindow(0).save(shot));
        }
        dialog->selectSlot(3);
        QTest::keyClick(dialog->positionField(), Qt::Key_Up);
        buttonNamed(dialog, QCoreApplication::translate("rigsmith::ui::BoardLayoutDialog", "&Save"))->click();
        QTRY_VERIFY(!window->findChild<BoardLayoutDialog *>());
        // The browser re-read the catalog: its Layout column says whose layout it is.
        QTRY_VERIFY(browser->table()->model()->rowCount() > 0);
        bool shown = false;
        const QAbstractItemModel *model = browser->table()->model();
        for (int col = 0; col < model->columnCount(); ++col)
            shown = shown
                || model->index(0, col).data().toString()
                    == QCoreApplication::translate("LayoutConfidence", "corrected by you");
        QVERIFY(shown);

        // The chassis' board has the same entry; a build on it takes the corrected layout.
        Build build = guideFourBlowerBuild();
        window->document()->reset(build);
        ChassisScene *scene = window->scene();
        PartBlockItem *boardItem = nullptr;
        for (QGraphicsItem *item : scene->items()) {
            if (item->type() == PartBlockItemType
                && static_cast<PartBlockItem *>(item)->kind() == PartKind::Motherboard)
                boardItem = static_cast<PartBlockItem *>(item);
        }
        QVERIFY(boardItem);
        auto chassisMenu = scene->menuFor(boardItem);
        QAction *fromChassis = actionNamed(chassisMenu.get(),
            QCoreApplication::translate("rigsmith::ui::ChassisScene", "Correct slot layout…"));
        QVERIFY(fromChassis);
        fromChassis->trigger();
        dialog = window->findChild<BoardLayoutDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->correction().slots.last().position, 8); // it opens on the saved correction
        buttonNamed(dialog, QCoreApplication::translate("rigsmith::ui::BoardLayoutDialog", "&Save"))->click();
        QTRY_VERIFY(!window->findChild<BoardLayoutDialog *>());
        QVERIFY(window->document()->build().motherboard->spec.layoutCorrected);
        QCOMPARE(window->document()->build().motherboard->spec.slots.last().position, 8);
        // The chassis draws the new slot and says whose layout it is on the board.
        QVERIFY(window->scene()->slotItem(8));
        QVERIFY(!window->scene()->slotItem(7));
        bool labelled = false;
        for (QGraphicsItem *item : window->scene()->items()) {
            if (item->type() == LabelItemType)
                labelled = labelled
                    || static_cast<LabelItem *>(item)->text().contains(
                        QCoreApplication::translate("LayoutConfidence", "slot layout corrected by you"));
        }
        QVERIFY(labelled);
        window->document()->undoStack()->undo();
        QVERIFY(!window->document()->build().motherboard->spec.layoutCorrected);
    }

private:
    QTemporaryDir mDir;
    int mRun = 0;
    QString mOverlayPath;
    std::unique_ptr<UserOverlay> mOverlay;
    std::unique_ptr<InMemoryCatalog> mBase;
    std::unique_ptr<OverlaidCatalog> mCatalog;
};

QTEST_MAIN(TestLayoutEditor)
#include "tst_layouteditor.moc"
