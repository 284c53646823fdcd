// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parts.h"

#include <QWidget>

class QPainter;

namespace rigsmith::ui {

// The board's expansion area drawn to scale as the editor's slots say: one row per rear opening
// at the 20.32 mm pitch, each slot's connector as long as its size, its electrical lanes filled
// in, the slot's number, lanes and source beside it. The selected slot is outlined.
class LayoutPreview : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutPreview(QWidget *parent = nullptr);

    void setBoard(core::FormFactor formFactor);
    void setSlots(const QList<core::PcieSlot> &slots, const QSet<int> &faulty = {});
    void setSelected(int position);
    const QList<core::PcieSlot> &slots() const { return mSlots; }
    // In board millimetres (x from the rear edge, y from the top): where a slot's connector is
    // drawn, for tests and for picking with the mouse. Empty for an opening with no slot.
    QRectF connectorRect(int position) const;

    QSize sizeHint() const override { return {300, 360}; }
    QSize minimumSizeHint() const override { return {200, 240}; }

Q_SIGNALS:
    void slotClicked(int position);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QTransform toWidget() const;
    void drawLegend(QPainter &p, double top);
    int openings() const;

    core::FormFactor mForm = core::FormFactor::Atx;
    QList<core::PcieSlot> mSlots;
    QSet<int> mFaulty;
    int mSelected = 0;
};

} // namespace rigsmith::ui
