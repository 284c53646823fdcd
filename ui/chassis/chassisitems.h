// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/parts.h"
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
    void setHighlight(Highlight h);
    Highlight highlight() const { return mHighlight; }

private:
    core::PcieSlot mSlot;
    bool mCovered;
    Highlight mHighlight = Highlight::None;
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

// How many findings concern a part, in the colour of the worst.
class BadgeItem : public QGraphicsEllipseItem
{
public:
    BadgeItem(QGraphicsItem *parent, int count, core::Severity worst, const QString &tooltip);
    int type() const override { return BadgeItemType; }
    static QColor colour(core::Severity severity);
};

} // namespace rigsmith::ui
