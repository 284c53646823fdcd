// SPDX-License-Identifier: GPL-3.0-or-later
#include "chassisitems.h"

#include "chassislabels.h"
#include "chassisscene.h"
#include "core/analysis/chassislayout.h"
#include "ui/browser/partmime.h"

#include <QApplication>
#include <QBrush>
#include <QDrag>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPen>
#include <QWidget>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

// The part's name and details at a readable size, inside the part (the tooltip has the whole text).
void addLabel(QGraphicsRectItem *item, const QString &text)
{
    new LabelItem(item, text, item->rect(), LabelItem::textOn(item->brush().color()));
}

} // namespace

SlotItem::SlotItem(const PcieSlot &slot, const QRectF &rect, bool covered)
    : QGraphicsRectItem(rect)
    , mSlot(slot)
    , mCovered(covered)
{
    mDescription = (QObject::tr("Slot %1: x%2 size, x%3 electrical from the %4, PCIe %5.0%6")
                        .arg(slot.position)
                        .arg(slot.physicalSize.value())
                        .arg(slot.maxLanes.value())
                        .arg(slot.source == LaneSource::Cpu ? QObject::tr("CPU") : QObject::tr("chipset"))
                        .arg(slot.generation)
                        .arg(covered ? QObject::tr("; covered by a card above") : QString()));
    setHighlight(Highlight::None);
    // The slot's number just past the connector's end; a card in the slot covers it and says it.
    // Its area reaches a little into the neighbours' pitch: one short line, centred on the slot.
    constexpr double kNumberHeight = 1.3 * ChassisLayout::kSlotPitchMm;
    new LabelItem(this, QString::number(slot.position),
        QRectF(rect.right() + 1, rect.center().y() - kNumberHeight / 2, 30, kNumberHeight),
        QColor(235, 240, 235));
}

void SlotItem::setHighlight(Highlight h, const QString &reason)
{
    mHighlight = h;
    mReason = h == Highlight::Refuses ? reason : QString();
    setToolTip(mReason.isEmpty() ? mDescription : mReason);
    delete mReasonLabel;
    mReasonLabel = nullptr;
    setZValue(mReason.isEmpty() ? 0 : 6); // above the cards while it explains itself
    if (!mReason.isEmpty()) {
        // Beside the connector, over whatever is there: the user is aiming at this slot.
        auto *label = new LabelItem(
            this, mReason, QRectF(rect().right() + 6, rect().center().y() - 12, 400, 24), Qt::white);
        label->setBackground(QColor(170, 40, 30, 235));
        label->setZValue(10);
        mReasonLabel = label;
    }
    QColor fill = mCovered ? QColor(150, 150, 150) : QColor(40, 40, 40);
    QPen pen(QColor(20, 20, 20), 0.4);
    if (h == Highlight::Accepts) {
        fill = QColor(60, 180, 90);
        pen = QPen(QColor(20, 120, 40), 1.2);
    } else if (h == Highlight::Refuses) {
        fill = QColor(200, 70, 60);
        pen = QPen(QColor(140, 30, 20), 1.2);
    }
    setBrush(mCovered && h == Highlight::None ? QBrush(fill, Qt::BDiagPattern) : QBrush(fill));
    setPen(pen);
}

QColor GpuItem::thermalColour(double loss)
{
    const double t = std::clamp(loss / 0.30, 0.0, 1.0);
    // green (0) → yellow (0.5) → red (1)
    const int r = int(t < 0.5 ? 90 + t * 2 * 150 : 240);
    const int g = int(t < 0.5 ? 190 : 190 - (t - 0.5) * 2 * 140);
    return QColor(r, g, 70);
}

GpuItem::GpuItem(const PartInfo &info, int slot, const QRectF &rect, double thermalLoss, const QString &label)
    : QGraphicsRectItem(rect)
    , mId(info.id)
    , mSlot(slot)
{
    setBrush(thermalColour(thermalLoss));
    setPen(QPen(QColor(30, 30, 30), 0.6));
    setFlag(ItemIsSelectable);
    setCursor(Qt::OpenHandCursor);
    setZValue(2);
    setToolTip(QObject::tr("%1 in slot %2\n%3\n%4 × %5 mm. Drag to another slot; Delete removes it.")
                   .arg(info.name)
                   .arg(slot)
                   .arg(label)
                   .arg(rect.width(), 0, 'f', 0)
                   .arg(rect.height(), 0, 'f', 1));
    addLabel(this, info.name + u'\n' + label);
}

void GpuItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsRectItem::mousePressEvent(event);
    event->accept();
}

void GpuItem::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if ((event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton)).manhattanLength()
        < QApplication::startDragDistance())
        return;
    auto *scene = qobject_cast<ChassisScene *>(this->scene());
    if (!scene || !event->widget())
        return;
    auto *drag = new QDrag(event->widget());
    drag->setMimeData(makePartMime({mId, mSlot}));
    scene->beginGesture();
    drag->exec(Qt::MoveAction);
}

PartBlockItem::PartBlockItem(
    PartKind kind, const PartId &id, const QRectF &rect, const QString &label, const QColor &fill)
    : QGraphicsRectItem(rect)
    , mKind(kind)
    , mId(id)
{
    setBrush(fill);
    setPen(QPen(fill.darker(160), 0.6));
    setFlag(ItemIsSelectable, !id.isNull());
    setToolTip(label);
    // A part's name breaks between words over the block's height (a PSU is tall and narrow) rather than
    // being cut at its first line's end; not the case's, whose block the board covers below its first
    // line, nor the processor's, under its cooler (the board's label is wrapped beside the socket).
    auto *text = new LabelItem(this, label, rect, LabelItem::textOn(fill));
    if (kind != PartKind::Case && kind != PartKind::Cpu && kind != PartKind::Motherboard)
        text->setWrapped(rect);
}

QColor BadgeItem::colour(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QColor(200, 40, 40);
    case Severity::Warning:
        return QColor(230, 150, 20);
    case Severity::Advice:
        return QColor(60, 110, 200);
    }
    return Qt::gray;
}

BadgeItem::BadgeItem(QGraphicsItem *parent, int count, Severity worst)
    : QGraphicsItem(parent)
    , mCount(count)
    , mWorst(worst)
{
    setZValue(5);
    setAcceptedMouseButtons(Qt::NoButton); // clicks and the tooltip are the part's
}

QRectF BadgeItem::boundingRect() const
{
    return parentItem() ? parentItem()->boundingRect() : QRectF();
}

void BadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // A circle of a fixed size on the screen or the page, in the part's top right corner.
    const double scale = LabelItem::scaleOf(painter->worldTransform());
    if (scale <= 0.0)
        return;
    const double dpi
        = painter->device() && painter->device()->logicalDpiY() > 0 ? painter->device()->logicalDpiY() : 96.0;
    const double d = kPoints * dpi / 72.0;
    const QRectF area = boundingRect();
    painter->save();
    painter->translate(area.topRight());
    painter->scale(1.0 / scale, 1.0 / scale);
    const QRectF circle(-d - d / 6, d / 6, d, d);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(Qt::white, d / 12));
    painter->setBrush(colour(mWorst));
    painter->drawEllipse(circle);
    QFont f = painter->font();
    f.setPixelSize(std::max(1, int(d * 0.7)));
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(Qt::white);
    painter->drawText(circle, Qt::AlignCenter, QString::number(mCount));
    painter->restore();
}

} // namespace rigsmith::ui
