// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsItem>

class QPaintDevice;

namespace rigsmith::ui {

// Scene item types for the drawing's text (chassisitems.h has the parts').
enum ChassisLabelType {
    LabelItemType = QGraphicsItem::UserType + 20,
    LegendItemType,
};

// Text in the chassis drawing at a fixed size on the screen or the page (in points), whatever the
// zoom: the drawing is to scale, its words are not. Each line is elided to the width of `area`
// (in the parent's millimetres) and only the lines that fit its height are drawn; the first line
// is always drawn, centred when the area is lower than a line.
class LabelItem : public QGraphicsItem
{
public:
    static constexpr double kPoints = 8.5;
    LabelItem(QGraphicsItem *parent, const QString &text, const QRectF &area, const QColor &colour,
        double points = kPoints);
    int type() const override { return LabelItemType; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const QString &text() const { return mText; }
    const QColor &colour() const { return mColour; }
    double rightReserve() const { return mReserve; }
    // Room kept free at the right, in points (a badge sits there).
    void setRightReserve(double points) { mReserve = points; }
    // A box behind the text (as wide as the text), for a label that must stand out.
    void setBackground(const QColor &colour) { mBackground = colour; }
    // Lines too wide for the area break between words, and between the characters of Chinese text,
    // instead of being cut short (a word wider than the area is still elided); the area given here
    // replaces the one given at construction.
    void setWrapped(const QRectF &area);
    // The font the text is drawn in on `device` (pixel size for its resolution).
    QFont font(const QPaintDevice *device) const;
    // How high one line is, in the device's pixels.
    double lineHeight(const QPaintDevice *device) const;
    // How many lines are drawn when the drawing is shown at `scale` device pixels per millimetre.
    int visibleLines(const QPaintDevice *device, double scale) const;
    // The lines of the text at `scale` (broken between words when wrapped), before any is left out.
    QStringList linesAt(const QPaintDevice *device, double scale) const;
    // The lines drawn at `scale`. When a wrapped text of several paragraphs has more lines than fit,
    // the last paragraph (a board's layout note) is kept whole and the first (its name) is cut short
    // with an ellipsis; a note that needs more than all lines but the name's first is cut short at the
    // last one. Otherwise the lines that do not fit are left out from the end (a wrapped text's last
    // shown line then ends in an ellipsis). A line cut to fewer than three characters is not drawn.
    QStringList drawnLines(const QPaintDevice *device, double scale) const;

    // Device pixels per scene unit for a painter or a view transform.
    static double scaleOf(const QTransform &transform);
    // A dark text colour on a light fill, a light one on a dark fill.
    static QColor textOn(const QColor &fill);

private:
    // The lines drawn in `width` device pixels: the text's own lines, broken between words when wrapped.
    QStringList lines(const QFontMetricsF &metrics, double width) const;
    double textWidth(const QPaintDevice *device, double scale) const;

    QString mText;
    QRectF mArea;
    QColor mColour;
    double mPoints;
    double mReserve = 0.0;
    QColor mBackground;
    bool mWrap = false;
};

// The GPUs' thermal colour scale: a title, the gradient and its marks, at a readable size.
class LegendItem : public QGraphicsItem
{
public:
    explicit LegendItem(const QRectF &area);
    int type() const override { return LegendItemType; }
    QRectF boundingRect() const override { return mArea; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    QFont font(const QPaintDevice *device) const;
    double lineHeight(const QPaintDevice *device) const;

private:
    QRectF mArea;
};

} // namespace rigsmith::ui
