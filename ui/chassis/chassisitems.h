// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"
#include "core/rules/finding.h"

#include <QGraphicsRectItem>

namespace rigsmith::ui {

// Scene item types: one enum for the whole scene.
enum ChassisItemType {
    SlotItemType = QGraphicsItem::UserType + 1,
    GpuItemType,
    PartBlockItemType,
    BadgeItemType,
};

// A motherboard PCIe slot (the connector), and the drop target for GPUs.
class SlotItem : public QGraphicsRectItem
{
public:
    enum class Highlight { None, Accepts, Refuses };
    SlotItem(const core::PcieSlot &slot, const QRectF &rect, bool covered);
    int type() const override { return SlotItemType; }
    int position() const { return mSlot.position; }
    // A refused slot shows `reason` beside it, and as its tooltip, until the highlight changes.
    void setHighlight(Highlight h, const QString &reason = QString());
    Highlight highlight() const { return mHighlight; }
    const QString &reason() const { return mReason; }

private:
    core::PcieSlot mSlot;
    bool mCovered;
    Highlight mHighlight = Highlight::None;
    QString mReason;
    QString mDescription; // the tooltip when not refused
    QGraphicsItem *mReasonLabel = nullptr;
};

// A GPU as it sits in the case: true length and thickness, coloured by expected throttling.
class GpuItem : public QGraphicsRectItem
{
public:
    GpuItem(
        const core::PartInfo &info, int slot, const QRectF &rect, double thermalLoss, const QString &label);
    int type() const override { return GpuItemType; }
    int slot() const { return mSlot; }
    const core::PartId &partId() const { return mId; }

    // Thermal colour scale: green at 0 %, yellow at 15 %, red at 30 % and above.
    static QColor thermalColour(double loss);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;

private:
    core::PartId mId;
    int mSlot;
};

// Any other part: case, board, CPU, cooler, PSU, memory, drive.
class PartBlockItem : public QGraphicsRectItem
{
public:
    PartBlockItem(core::PartKind kind, const core::PartId &id, const QRectF &rect, const QString &label,
        const QColor &fill);
    int type() const override { return PartBlockItemType; }
    core::PartKind kind() const { return mKind; }
    const core::PartId &partId() const { return mId; }
    int index = 0; // which memory kit or drive

private:
    core::PartKind mKind;
    core::PartId mId;
};

// How many findings concern a part, in the colour of the worst, at a fixed size on the screen in
// the part's top right corner (labels keep clear of it). The findings are in the part's tooltip.
class BadgeItem : public QGraphicsItem
{
public:
    static constexpr double kPoints = 11.0; // the circle's diameter
    BadgeItem(QGraphicsItem *parent, int count, core::Severity worst);
    int type() const override { return BadgeItemType; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    int count() const { return mCount; }
    static QColor colour(core::Severity severity);

private:
    int mCount;
    core::Severity mWorst;
};

} // namespace rigsmith::ui
