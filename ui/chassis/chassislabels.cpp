// SPDX-License-Identifier: GPL-3.0-or-later
#include "chassislabels.h"

#include "chassisitems.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPaintDevice>
#include <QPainter>
#include <QTextBoundaryFinder>

#include <cmath>

namespace rigsmith::ui {

namespace {

constexpr double kPad = 3.0; // points between the text and the area's edges

double dpiOf(const QPaintDevice *device)
{
    return device && device->logicalDpiY() > 0 ? device->logicalDpiY() : 96.0;
}

QFont fontAt(double points, const QPaintDevice *device)
{
    QFont f = QApplication::font();
    f.setPixelSize(std::max(1, int(std::lround(points * dpiOf(device) / 72.0))));
    f.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: names stay searchable in a PDF
    return f;
}

double pointsToPixels(double points, const QPaintDevice *device)
{
    return points * dpiOf(device) / 72.0;
}

// One paragraph broken into lines no wider than `width` where Unicode's line-breaking rules allow: between
// words, and between the characters of Chinese text, which has no spaces to break at. A piece that
// cannot be broken and is wider than `width` stays whole (it is elided when drawn).
QStringList wrapped(const QString &paragraph, const QFontMetricsF &metrics, double width)
{
    QList<qsizetype> breaks;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, paragraph);
    for (qsizetype at = finder.toNextBoundary(); at > 0; at = finder.toNextBoundary())
        breaks.append(at);
    QStringList out;
    qsizetype start = 0;
    qsizetype fit = -1; // the furthest break after `start` whose line fits (or the first, if none does)
    for (qsizetype i = 0; i < breaks.size(); ++i) {
        const QString line = paragraph.mid(start, breaks[i] - start).trimmed();
        if (fit < 0 || metrics.horizontalAdvance(line) <= width) {
            fit = breaks[i];
            continue;
        }
        out.append(paragraph.mid(start, fit - start).trimmed());
        start = fit;
        fit = -1;
        --i; // this break again, from the new line's start
    }
    const QString rest = paragraph.mid(start).trimmed();
    if (!rest.isEmpty() || out.isEmpty())
        out.append(rest);
    return out;
}

} // namespace

LabelItem::LabelItem(
    QGraphicsItem *parent, const QString &text, const QRectF &area, const QColor &colour, double points)
    : QGraphicsItem(parent)
    , mText(text)
    , mArea(area)
    , mColour(colour)
    , mPoints(points)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF LabelItem::boundingRect() const
{
    return mArea;
}

double LabelItem::scaleOf(const QTransform &t)
{
    return std::sqrt(std::abs(t.determinant()));
}

QColor LabelItem::textOn(const QColor &fill)
{
    return fill.lightnessF() < 0.45 ? QColor(245, 245, 245) : QColor(25, 25, 30);
}

QFont LabelItem::font(const QPaintDevice *device) const
{
    return fontAt(mPoints, device);
}

double LabelItem::lineHeight(const QPaintDevice *device) const
{
    return QFontMetricsF(font(device)).height();
}

void LabelItem::setWrapped(const QRectF &area)
{
    prepareGeometryChange();
    mArea = area;
    mWrap = true;
    update();
}

double LabelItem::textWidth(const QPaintDevice *device, double scale) const
{
    return std::max(
        0.0, mArea.width() * scale - 2 * pointsToPixels(kPad, device) - pointsToPixels(mReserve, device));
}

QStringList LabelItem::lines(const QFontMetricsF &metrics, double width) const
{
    const QStringList own = mText.split(u'\n');
    if (!mWrap)
        return own;
    QStringList out;
    for (const QString &line : own)
        out += wrapped(line, metrics, width);
    return out;
}

QStringList LabelItem::linesAt(const QPaintDevice *device, double scale) const
{
    return lines(QFontMetricsF(font(device)), textWidth(device, scale));
}

QStringList LabelItem::drawnLines(const QPaintDevice *device, double scale) const
{
    const QFontMetricsF metrics(font(device));
    const double width = textWidth(device, scale);
    const QStringList all = lines(metrics, width);
    const int fit = visibleLines(device, scale);
    const QStringList paragraphs = mText.split(u'\n');
    const auto cutShort = [&metrics, width](QString line) {
        while (!line.isEmpty() && metrics.horizontalAdvance(line + u'…') > width)
            line.chop(1);
        return line.trimmed() + u'…';
    };
    QStringList out;
    if (mWrap && paragraphs.size() >= 2 && fit >= 2 && all.size() > fit) {
        const QStringList tail = wrapped(paragraphs.last(), metrics, width);
        // The note gets every line it needs but the name's first; a note longer still (Chinese, in a
        // small drawing) is cut at its last shown line with an ellipsis rather than left out.
        const qsizetype head = std::max<qsizetype>(1, fit - tail.size());
        out = all.first(head);
        // The name goes on in the next line, left out: an ellipsis says so.
        if (all.size() - tail.size() > head)
            out.last() = cutShort(out.last());
        const QStringList shownTail = tail.first(std::min<qsizetype>(tail.size(), fit - head));
        out += shownTail;
        if (shownTail.size() < tail.size())
            out.last() = cutShort(out.last());
    }
    if (out.isEmpty() && mWrap && fit == 1 && all.size() > 1) {
        // One line: the name as far as the width goes, not only its first words.
        out = {paragraphs.first()};
    } else if (out.isEmpty()) {
        out = all.first(std::min<qsizetype>(fit, all.size()));
        // Lines left out: the last one shown says the text goes on.
        if (mWrap && out.size() < all.size())
            out.last() = cutShort(out.last());
    }
    for (QString &line : out)
        line = metrics.elidedText(line, Qt::ElideRight, std::max(0.0, width));
    // A line cut to a stub ("No…" of a cooler's name in a small block) reads as a word it is not: it is
    // not drawn, and a label of stubs is left to the tooltip.
    out.removeIf(
        [](const QString &line) { return line.endsWith(u'…') && line.chopped(1).trimmed().size() < 3; });
    return out;
}

int LabelItem::visibleLines(const QPaintDevice *device, double scale) const
{
    const double available = mArea.height() * scale - 2 * pointsToPixels(kPad / 2, device);
    const QFontMetricsF metrics(font(device));
    const int lines = int(this->lines(metrics, textWidth(device, scale)).size());
    const int fit = int((available - metrics.height()) / metrics.lineSpacing()) + 1;
    return std::clamp(fit, 1, lines);
}

void LabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const double scale = scaleOf(painter->worldTransform());
    if (scale <= 0.0 || mText.isEmpty())
        return;
    const QPaintDevice *device = painter->device();
    const QFont f = font(device);
    const QFontMetricsF metrics(f);
    const double pad = pointsToPixels(kPad, device);
    const double height = mArea.height() * scale;
    const QStringList drawn = drawnLines(device, scale);
    painter->save();
    painter->translate(mArea.topLeft());
    painter->scale(1.0 / scale, 1.0 / scale); // from here on, device pixels
    painter->setFont(f);
    double y = metrics.height() > height ? (height - metrics.height()) / 2 : pad / 2;
    double widest = 0.0;
    for (const QString &line : drawn)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    if (mBackground.isValid()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(mBackground);
        painter->drawRoundedRect(QRectF(pad / 2, y - pad / 4, widest + pad,
                                     double(drawn.size()) * metrics.lineSpacing() + pad / 2),
            pad / 2, pad / 2);
    }
    painter->setPen(mColour);
    for (const QString &line : drawn) {
        painter->drawText(QPointF(pad, y + metrics.ascent()), line);
        y += metrics.lineSpacing();
    }
    painter->restore();
}

LegendItem::LegendItem(const QRectF &area)
    : mArea(area)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(QApplication::translate("rigsmith::ui::ChassisScene", "Expected throttling loss per GPU"));
}

QFont LegendItem::font(const QPaintDevice *device) const
{
    return fontAt(LabelItem::kPoints, device);
}

double LegendItem::lineHeight(const QPaintDevice *device) const
{
    return QFontMetricsF(font(device)).height();
}

void LegendItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const double scale = LabelItem::scaleOf(painter->worldTransform());
    if (scale <= 0.0)
        return;
    const QPaintDevice *device = painter->device();
    const QFont f = font(device);
    const QFontMetricsF metrics(f);
    const double pt = pointsToPixels(1.0, device);
    painter->save();
    painter->translate(mArea.topLeft());
    painter->scale(1.0 / scale, 1.0 / scale);
    painter->setFont(f);
    painter->setPen(QColor(40, 40, 45));
    const QString title = QApplication::translate("rigsmith::ui::ChassisScene", "GPU thermal loss");
    painter->drawText(QPointF(0, metrics.ascent()), title);
    const QStringList marks {QStringLiteral("0 %"), QStringLiteral("15 %"), QStringLiteral("30 %+")};
    const double barWidth = std::max(80 * pt, metrics.horizontalAdvance(marks.join(QStringLiteral("   "))));
    const QRectF bar(0, metrics.height() + 2 * pt, barWidth, 6 * pt);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    gradient.setColorAt(0, GpuItem::thermalColour(0.0));
    gradient.setColorAt(0.5, GpuItem::thermalColour(0.15));
    gradient.setColorAt(1, GpuItem::thermalColour(0.30));
    painter->fillRect(bar, gradient);
    const double baseline = bar.bottom() + 1 * pt + metrics.ascent();
    painter->drawText(QPointF(bar.left(), baseline), marks[0]);
    painter->drawText(
        QPointF(bar.center().x() - metrics.horizontalAdvance(marks[1]) / 2, baseline), marks[1]);
    painter->drawText(QPointF(bar.right() - metrics.horizontalAdvance(marks[2]), baseline), marks[2]);
    painter->restore();
}

} // namespace rigsmith::ui
