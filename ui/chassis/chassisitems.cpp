// SPDX-License-Identifier: GPL-3.0-or-later
#include "chassisitems.h"

#include "chassisscene.h"
#include "ui/browser/partmime.h"

#include <QApplication>
#include <QBrush>
#include <QDrag>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QWidget>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

void addLabel(QGraphicsRectItem *item, const QString &text, double size = 5.0)
{
    auto *label = new QGraphicsSimpleTextItem(item);
    QFont f = label->font();
    f.setPointSizeF(size);
    f.setStyleStrategy(QFont::PreferNoShaping); // no ligatures: names stay searchable in a PDF
    label->setFont(f);
    // Each line kept inside the part, so labels never run over their neighbours (the tooltip has
    // the whole text).
    const QFontMetricsF metrics(f);
    QStringList lines = text.split(u'\n');
    for (QString &line : lines)
        line = metrics.elidedText(line, Qt::ElideRight, std::max(0.0, item->rect().width() - 3.0));
    label->setText(lines.join(u'\n'));
    label->setPos(item->rect().topLeft() + QPointF(2, 1));
    label->setAcceptedMouseButtons(Qt::NoButton);
}

} // namespace

SlotItem::SlotItem(const PcieSlot &slot, const QRectF &rect, bool covered)
    : QGraphicsRectItem(rect)
    , mSlot(slot)
    , mCovered(covered)
{
    setToolTip(QObject::tr("Slot %1: x%2 size, x%3 electrical from the %4, PCIe %5.0%6")
                   .arg(slot.position)
                   .arg(slot.physicalSize.value())
                   .arg(slot.maxLanes.value())
                   .arg(slot.source == LaneSource::Cpu ? QObject::tr("CPU") : QObject::tr("chipset"))
                   .arg(slot.generation)
                   .arg(covered ? QObject::tr("; covered by a card above") : QString()));
    setHighlight(Highlight::None);
    // The slot's number just past the connector's end; a card in the slot covers it and says it.
    auto *number = new QGraphicsSimpleTextItem(QString::number(slot.position), this);
    QFont f = number->font();
    f.setPointSizeF(4.5);
    number->setFont(f);
    number->setBrush(QColor(235, 240, 235)); // light on the board's green
    number->setPos(rect.right() + 1.5, rect.center().y() - number->boundingRect().height() / 2);
    number->setAcceptedMouseButtons(Qt::NoButton);
}

void SlotItem::setHighlight(Highlight h)
{
    mHighlight = h;
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
    addLabel(this, label);
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

BadgeItem::BadgeItem(QGraphicsItem *parent, int count, Severity worst, const QString &tooltip)
    : QGraphicsEllipseItem(QRectF(0, 0, 9, 9), parent)
{
    setBrush(colour(worst));
    setPen(QPen(Qt::white, 0.8));
    setZValue(5);
    setToolTip(tooltip);
    auto *text = new QGraphicsSimpleTextItem(QString::number(count), this);
    QFont f = text->font();
    f.setPointSizeF(5);
    f.setBold(true);
    text->setFont(f);
    text->setBrush(Qt::white);
    text->setPos(2.2, 0.6);
}

} // namespace rigsmith::ui
