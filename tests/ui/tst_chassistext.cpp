// SPDX-License-Identifier: GPL-3.0-or-later
// The chassis drawing's text as a user reads it: readable on a 1366 × 768 laptop and at
// any zoom, the board's layout note whole beside the socket, and the words a hover gives those of
// the tooltip.
#include "core/model/layoutconfidence.h"
#include "support/sampleparts.h"
#include "support/testwindow.h"
#include "ui/chassis/chassisitems.h"
#include "ui/chassis/chassislabels.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QHash>
#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace rigsmith::core;
using namespace rigsmith::testing;
using namespace rigsmith::ui;

class TestChassisText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { mWindow = testWindow(&mCatalog); }
    void cleanup() { mWindow.reset(); }
    void chassisLabelsReadableOnALaptop();
    void chassisTextKeepsItsSizeWhenZoomed();
    void boardNoteWholeBesideTheSocket();
    void hoverTextMatchesTheTooltip();
    void chineseTextBreaksBetweenCharacters();
    void sideColumnNamesReadableOnALaptop();
    void partNamesBreakOverTheirBlock();

private:
    void showAt(const QSize &size) { showFittedAt(*mWindow, size); }
    // Each template at 1366 × 768, each part block's label: `check(template, block, label, lines drawn)`.
    template<typename Check>
    void forEachPartLabelOnALaptop(Check check);
    std::unique_ptr<MainWindow> mWindow;
    InMemoryCatalog mCatalog = guideBuildCatalog(); // the drawing needs no more
};

// Fit to a 1366 × 768 window, every piece of text in the drawing is at least 9 px high and its first
// line fits its part; badges keep clear of labels; dark parts get light text.
void TestChassisText::chassisLabelsReadableOnALaptop()
{
    showAt(QSize(1366, 768));
    for (const QString &t : MainWindow::templates()) {
        QVERIFY(mWindow->openTemplate(t));
        QApplication::processEvents();
        ChassisView *view = mWindow->view();
        QVERIFY(view->fitsAutomatically());
        const double scale = LabelItem::scaleOf(view->transform());
        const QPaintDevice *screen = view->viewport();
        int labels = 0;
        int legends = 0;
        for (QGraphicsItem *item : mWindow->scene()->items()) {
            if (item->type() == LabelItemType) {
                const auto *label = static_cast<LabelItem *>(item);
                QVERIFY2(label->lineHeight(screen) >= 9.0, qPrintable(label->text()));
                // The first line fits the height of its part on the screen.
                QVERIFY2(label->boundingRect().height() * scale >= label->lineHeight(screen),
                    qPrintable(QStringLiteral("%1 in %2: %3 px for a %4 px line")
                                   .arg(label->text(), t)
                                   .arg(label->boundingRect().height() * scale)
                                   .arg(label->lineHeight(screen))));
                QVERIFY(label->visibleLines(screen, scale) >= 1);
                ++labels;
            } else if (item->type() == LegendItemType) {
                QVERIFY(static_cast<LegendItem *>(item)->lineHeight(screen) >= 9.0);
                ++legends;
            } else if (item->type() == BadgeItemType) {
                for (QGraphicsItem *sibling : item->parentItem()->childItems()) {
                    if (sibling->type() == LabelItemType)
                        QVERIFY(static_cast<LabelItem *>(sibling)->rightReserve() >= BadgeItem::kPoints);
                }
            }
            if (item->type() == PartBlockItemType) {
                const auto *block = static_cast<PartBlockItem *>(item);
                for (QGraphicsItem *child : block->childItems()) {
                    if (child->type() != LabelItemType)
                        continue;
                    const QColor text = static_cast<LabelItem *>(child)->colour();
                    const QColor fill = block->brush().color();
                    QVERIFY2(std::abs(text.lightnessF() - fill.lightnessF()) > 0.4,
                        qPrintable(static_cast<LabelItem *>(child)->text()));
                }
            }
        }
        QVERIFY(labels >= 8);
        QCOMPARE(legends, 1);
        // The drawing fills its view: the whole drawing shown, touching two opposite edges.
        const QRectF shown = view->mapFromScene(mWindow->scene()->sceneRect()).boundingRect();
        const QRectF viewport = view->viewport()->rect();
        QVERIFY(shown.width() >= viewport.width() * 0.95 || shown.height() >= viewport.height() * 0.95);
    }
}

void TestChassisText::chassisTextKeepsItsSizeWhenZoomed()
{
    showAt(QSize(1366, 768));
    mWindow->document()->reset(guideFourBlowerBuild());
    const QPaintDevice *screen = mWindow->view()->viewport();
    const auto *label = [this]() -> LabelItem * {
        for (QGraphicsItem *item : mWindow->scene()->items()) {
            if (item->type() == LabelItemType && item->parentItem()->type() == GpuItemType)
                return static_cast<LabelItem *>(item);
        }
        return nullptr;
    }();
    QVERIFY(label);
    const double fitted = LabelItem::scaleOf(mWindow->view()->transform());
    const int linesFitted = label->visibleLines(screen, fitted);
    const double height = label->lineHeight(screen);
    mWindow->view()->zoomBy(3.0);
    const double zoomed = LabelItem::scaleOf(mWindow->view()->transform());
    QVERIFY(zoomed > fitted * 2.9);
    QCOMPARE(label->lineHeight(screen), height); // the same size on the screen
    QVERIFY(label->visibleLines(screen, zoomed) >= linesFitted); // more room: as many lines or more
    // The PDF draws it at the same size in points: a 300 dpi device gets 300/96 as many pixels.
    QImage page(10, 10, QImage::Format_ARGB32);
    page.setDotsPerMeterY(int(300 / 0.0254));
    QVERIFY(std::abs(label->lineHeight(&page) / height - 300.0 / screen->logicalDpiY()) < 0.25);
}

// The board's layout note ("layout not verified against a source") is read whole on a laptop: its
// lines break between words left of the CPU socket, every line shown, none under the CPU block.
void TestChassisText::boardNoteWholeBesideTheSocket()
{
    showAt(QSize(1366, 768));
    Build b = guideFourBlowerBuild();
    b.motherboard->spec.layoutConfidence = LayoutConfidence::Unverified;
    mWindow->document()->reset(b);
    const QString note = layoutConfidenceNote(b.motherboard->spec);
    QVERIFY(!note.isEmpty());
    const QPaintDevice *screen = mWindow->view()->viewport();
    const double scale = LabelItem::scaleOf(mWindow->view()->transform());
    const LabelItem *label = nullptr;
    QRectF cpu;
    for (QGraphicsItem *item : mWindow->scene()->items()) {
        if (item->type() == LabelItemType && item->parentItem()
            && static_cast<LabelItem *>(item)->text().contains(note))
            label = static_cast<LabelItem *>(item);
        if (item->type() == PartBlockItemType && static_cast<PartBlockItem *>(item)->kind() == PartKind::Cpu)
            cpu = item->sceneBoundingRect();
    }
    QVERIFY(label && !cpu.isNull());
    const QStringList lines = label->linesAt(screen, scale);
    QVERIFY2(lines.size() > 2, qPrintable(lines.join(u'|'))); // broken between words at this size
    QCOMPARE(label->visibleLines(screen, scale), int(lines.size()));
    QCOMPARE(lines.join(u' ').simplified(), label->text().simplified().replace(u'\n', u' '));
    QCOMPARE(label->drawnLines(screen, scale), lines);
    QVERIFY(label->sceneBoundingRect().right() <= cpu.left());

    // A board name too long for the room left (the ROG Zenith II Extreme Alpha's catalog name) is cut
    // short with an ellipsis; the note is still drawn whole.
    b.motherboard->info.name
        = QStringLiteral("Asus TRX40 ROG ZENITH II EXTREME ALPHA DDR4 EATX Motherboard with "
                         "Wi-Fi 6, 10 Gb Ethernet and DIMM.2");
    mWindow->document()->reset(b);
    label = nullptr;
    for (QGraphicsItem *item : mWindow->scene()->items()) {
        if (item->type() == LabelItemType && item->parentItem()
            && static_cast<LabelItem *>(item)->text().contains(note))
            label = static_cast<LabelItem *>(item);
    }
    QVERIFY(label);
    const double scale2 = LabelItem::scaleOf(mWindow->view()->transform());
    const QStringList all = label->linesAt(screen, scale2);
    const QStringList drawn = label->drawnLines(screen, scale2);
    const int fit = label->visibleLines(screen, scale2);
    QVERIFY2(all.size() > fit, qPrintable(all.join(u'|'))); // the whole text does not fit
    QCOMPARE(drawn.size(), fit);
    QVERIFY(drawn.join(u' ').contains(QStringLiteral("(%1)").arg(note).simplified()));
    QVERIFY(drawn.first().startsWith(QStringLiteral("Asus TRX40")));
    const qsizetype noteStart = drawn.indexOf(drawn.filter(QStringLiteral("(")).first());
    QVERIFY(noteStart >= 1);
    QVERIFY2(drawn[noteStart - 1].endsWith(u'…'), qPrintable(drawn.join(u'|')));
}

void TestChassisText::hoverTextMatchesTheTooltip()
{
    mWindow->document()->reset(guideFourBlowerBuild());
    GpuItem *gpu = mWindow->scene()->gpuItem(1);
    const QString text = ChassisView::describe(gpu);
    QVERIFY(text.startsWith(gpu->toolTip().section(u'\n', 0, 0)));
    // The size as the tooltip gives it.
    const QRegularExpression size(QStringLiteral("(\\d+ × [\\d.]+ mm)"));
    const QString inTooltip = size.match(gpu->toolTip()).captured(1);
    QVERIFY(!inTooltip.isEmpty());
    QVERIFY2(text.contains(inTooltip), qPrintable(text + u'|' + inTooltip));
    QVERIFY(!text.contains(QStringLiteral("item"))); // no debug words
    // A label or badge under the pointer describes its part.
    for (QGraphicsItem *child : gpu->childItems())
        QCOMPARE(ChassisView::describe(child), text);
    QVERIFY(ChassisView::describe(nullptr).isEmpty());
}

// Chinese has no spaces: a wrapped label breaks it between characters, so a board's layout note in
// Chinese is drawn whole on several lines rather than cut after a few characters; punctuation stays
// with its text, and a Latin word is still not broken.
void TestChassisText::chineseTextBreaksBetweenCharacters()
{
    const QString note = QStringLiteral("（插槽和通道已核实，插槽位置未核实）");
    LabelItem label(
        nullptr, QStringLiteral("Asus TRX40 ROG ZENITH\n") + note, QRectF(0, 0, 30, 60), Qt::black);
    label.setWrapped(QRectF(0, 0, 30, 60));
    QImage screen(10, 10, QImage::Format_ARGB32);
    screen.setDotsPerMeterX(int(96 / 0.0254));
    screen.setDotsPerMeterY(int(96 / 0.0254));
    const double scale = 3.0; // 30 mm: 90 px, 82 px for text, about six Chinese characters
    const QStringList lines = label.linesAt(&screen, scale);
    const QStringList noteLines = lines.mid(lines.indexOf(lines.filter(QStringLiteral("（")).value(0)));
    QVERIFY2(noteLines.size() >= 2, qPrintable(lines.join(u'|')));
    QCOMPARE(noteLines.join(QString()), note);
    const QFontMetricsF metrics(label.font(&screen));
    for (const QString &line : noteLines) {
        QVERIFY2(metrics.horizontalAdvance(line) <= 82.5, qPrintable(line));
        QVERIFY(!line.startsWith(u'，') && !line.startsWith(u'）') && !line.endsWith(u'（'));
    }
    // Lower, the name keeps its first line and the note the others, cut short at the last: never left out.
    LabelItem low(nullptr, label.text(), QRectF(0, 0, 30, 12), Qt::black);
    low.setWrapped(QRectF(0, 0, 30, 12));
    const int fit = low.visibleLines(&screen, scale);
    QVERIFY2(fit >= 2 && fit <= noteLines.size(), qPrintable(QString::number(fit)));
    const QStringList drawn = low.drawnLines(&screen, scale);
    QCOMPARE(drawn.size(), fit);
    QVERIFY2(drawn.first().startsWith(QStringLiteral("Asus")) && drawn[1].startsWith(u'（')
            && drawn.last().endsWith(u'…'),
        qPrintable(drawn.join(u'|')));
    // The name's lines hold whole words.
    for (const QString &line : lines.first(lines.size() - noteLines.size())) {
        for (const QString &word : line.split(u' '))
            QVERIFY2(QStringLiteral("Asus TRX40 ROG ZENITH").split(u' ').contains(word), qPrintable(line));
    }
}

template<typename Check>
void TestChassisText::forEachPartLabelOnALaptop(Check check)
{
    showAt(QSize(1366, 768));
    for (const QString &t : MainWindow::templates()) {
        QVERIFY(mWindow->openTemplate(t));
        QApplication::processEvents();
        const double scale = LabelItem::scaleOf(mWindow->view()->transform());
        const QPaintDevice *screen = mWindow->view()->viewport();
        for (QGraphicsItem *item : mWindow->scene()->items()) {
            if (item->type() != PartBlockItemType)
                continue;
            const auto *block = static_cast<PartBlockItem *>(item);
            for (QGraphicsItem *child : block->childItems()) {
                if (child->type() == LabelItemType) {
                    const auto *label = static_cast<LabelItem *>(child);
                    check(t, block, label, label->drawnLines(screen, scale));
                }
            }
        }
    }
}

// The drives and memory kits listed beside the board are named readably at 1366 × 768: at least a dozen
// characters of "2 × Corsair Vengeance…" show, not "1 × S…"; the tooltip holds the whole name.
void TestChassisText::sideColumnNamesReadableOnALaptop()
{
    QHash<QString, int> named; // per template
    forEachPartLabelOnALaptop(
        [&](const QString &t, const PartBlockItem *block, const LabelItem *label, const QStringList &drawn) {
            if (block->kind() != PartKind::Storage && block->kind() != PartKind::Memory)
                return;
            const QString shown = drawn.first();
            QVERIFY2(shown == label->text() || shown.size() >= 13,
                qPrintable(QStringLiteral("%1 in %2: %3").arg(label->text(), t, shown)));
            QCOMPARE(block->toolTip().section(u'\n', 0, 0), label->text());
            // One of a part is named alone; a count only where there are several.
            QVERIFY2(!label->text().startsWith(QStringLiteral("1 × ")), qPrintable(label->text()));
            ++named[t];
        });
    QCOMPARE(named.size(), MainWindow::templates().size());
    for (int n : std::as_const(named))
        QVERIFY(n >= 2);
}

// A part's name breaks between words over its block's height (a PSU is tall and narrow), so at 1366 × 768
// in either language the PSU's maker is drawn whole, not "Corsair AX16…" on one line; and no line is cut
// to a stub such as a cooler's "No…", which reads as a word it is not.
void TestChassisText::partNamesBreakOverTheirBlock()
{
    QHash<QString, int> psus; // per template
    forEachPartLabelOnALaptop(
        [&](const QString &t, const PartBlockItem *block, const LabelItem *label, const QStringList &drawn) {
            for (const QString &line : drawn) {
                QVERIFY2(!line.endsWith(u'…') || line.chopped(1).trimmed().size() >= 3,
                    qPrintable(QStringLiteral("%1 in %2: %3").arg(label->text(), t, line)));
            }
            if (block->kind() != PartKind::Psu)
                return;
            ++psus[t];
            const QString maker = label->text().section(u' ', 0, 0);
            QVERIFY2(drawn.size() >= 2, qPrintable(drawn.join(u'|')));
            QVERIFY2(drawn.first() == maker || drawn.first().startsWith(maker + u' '),
                qPrintable(QStringLiteral("%1 in %2: %3").arg(label->text(), t, drawn.join(u'|'))));
            // The name is drawn over more than one line before the PSU's figures.
            QVERIFY2(drawn.size() >= 3 || drawn.first() == label->text().section(u'\n', 0, 0),
                qPrintable(drawn.join(u'|')));
        });
    QCOMPARE(psus.size(), MainWindow::templates().size());
    for (int n : std::as_const(psus))
        QCOMPARE(n, 1);
}

QTEST_MAIN(TestChassisText)
#include "tst_chassistext.moc"
