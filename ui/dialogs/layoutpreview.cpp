// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutpreview.h"

#include "ui/chassis/boardgeometry.h"

#include <QMouseEvent>
#include <QPainter>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr double kLabelWidth = 120.0; // board mm kept right of the longest connector for labels

QString openingList(const QList<int> &openings)
{
    QStringList out;
    for (int o : openings)
        out.append(QString::number(o));
    return out.join(QStringLiteral(", "));
}

} // namespace

LayoutPreview::LayoutPreview(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Slot layout preview"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void LayoutPreview::setBoard(FormFactor formFactor)
{
    mForm = formFactor;
    update();
}

void LayoutPreview::setSlots(const QList<PcieSlot> &slots, const QSet<int> &faulty)
{
    mSlots = slots;
    mFaulty = faulty;
    update();
}

void LayoutPreview::setSelected(int position)
{
    mSelected = position;
    update();
}

int LayoutPreview::openings() const
{
    // The form factor's openings, or more where the slots reach past them (the checks say so).
    int n = expansionSlotsOf(mForm);
    for (const PcieSlot &s : mSlots)
        n = std::max(n, s.position);
    return std::max(n, 1);
}

QRectF LayoutPreview::connectorRect(int position) const
{
    for (const PcieSlot &s : mSlots) {
        if (s.position == position) {
            const double y = (position - 0.5) * geometry::kPitch;
            return {geometry::kSlotX, y - 3.0, geometry::connectorLength(s.physicalSize.value()), 6.0};
        }
    }
    return {};
}

QTransform LayoutPreview::toWidget() const
{
    // Board millimetres to pixels: the expansion area (openings × pitch tall, rear edge to
    // labels wide), scaled to fit with a margin, the same scale both ways.
    const double w = geometry::kSlotX + geometry::connectorLength(16) + kLabelWidth;
    const double h = openings() * geometry::kPitch;
    const double margin = 12.0;
    const double legend = 4 * (fontMetrics().height() + 4) + 12;
    const double scale
        = std::max(0.1, std::min((width() - 2 * margin) / w, (height() - 2 * margin - legend) / h));
    QTransform t;
    t.translate(margin, margin);
    t.scale(scale, scale);
    return t;
}

void LayoutPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QTransform t = toWidget();
    const double areaWidth = geometry::kSlotX + geometry::connectorLength(16) + kLabelWidth;
    const QRectF area(0, 0, areaWidth, openings() * geometry::kPitch);
    p.setPen(QPen(QColor(20, 60, 30), 0));
    p.setBrush(QColor(34, 85, 52)); // board green, as in the chassis
    p.drawRect(t.mapRect(area));
    drawLegend(p, t.mapRect(area).bottom());
    QFont font = p.font();
    font.setPixelSize(std::max(9, int(t.m11() * 7.5)));
    p.setFont(font);
    for (int opening = 1; opening <= openings(); ++opening) {
        const double y = (opening - 0.5) * geometry::kPitch;
        // The rear opening: a bracket slot at the board's edge, numbered.
        const QRectF bracket = t.mapRect(QRectF(2, y - 7, 10, 14));
        p.setPen(QPen(QColor(150, 160, 150), 0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(bracket);
        p.setPen(QColor(210, 220, 210));
        p.drawText(t.mapRect(QRectF(14, y - 8, 28, 16)), Qt::AlignCenter, QString::number(opening));
    }
    for (const PcieSlot &s : mSlots) {
        const QRectF connector = connectorRect(s.position);
        if (connector.isEmpty())
            continue;
        const bool faulty = mFaulty.contains(s.position);
        p.setPen(QPen(s.position == mSelected ? QColor(255, 210, 60) : QColor(10, 10, 10), 0));
        p.setBrush(s.source == LaneSource::Cpu ? QColor(45, 45, 50) : QColor(90, 90, 100));
        p.drawRect(t.mapRect(connector));
        // The wired lanes: the share of the connector that carries signals.
        const double wired = std::min(connector.width(), geometry::connectorLength(s.maxLanes.value()));
        const QRectF lanes(connector.left(), connector.top() + 1.5, wired, 3.0);
        p.setPen(Qt::NoPen);
        p.setBrush(faulty ? QColor(220, 60, 50) : QColor(200, 170, 60));
        p.drawRect(t.mapRect(lanes));
        QString label = tr("x%1 (x%2) · Gen %3 · %4")
                            .arg(s.physicalSize.value())
                            .arg(s.maxLanes.value())
                            .arg(s.generation)
                            .arg(s.source == LaneSource::Cpu ? tr("CPU") : tr("chipset"));
        if (!s.sharesLanesWith.isEmpty())
            label += u'\n'
                + tr("x%1 with a card in %2").arg(s.lanesWhenShared).arg(openingList(s.sharesLanesWith));
        p.setPen(faulty ? QColor(255, 130, 120) : QColor(235, 240, 235));
        const double textX = connector.right() + 4;
        p.drawText(t.mapRect(QRectF(textX, connector.center().y() - geometry::kPitch / 2, areaWidth - textX,
                       geometry::kPitch)),
            Qt::AlignLeft | Qt::AlignVCenter, label);
    }
}

void LayoutPreview::drawLegend(QPainter &p, double top)
{
    // What the colours mean, under the board.
    const QFontMetrics fm(p.font());
    const int row = fm.height() + 4;
    double y = top + 8;
    const auto entry = [&](const QColor &colour, const QString &text) {
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRect(QRectF(12, y + 2, 22, fm.height() - 4));
        p.setPen(palette().text().color());
        p.drawText(QRectF(40, y, width() - 52, row), Qt::AlignLeft | Qt::AlignVCenter, text);
        y += row;
    };
    entry(QColor(45, 45, 50), tr("connector wired to the CPU"));
    entry(QColor(90, 90, 100), tr("connector wired to the chipset"));
    entry(QColor(200, 170, 60), tr("electrical lanes"));
    entry(QColor(220, 60, 50), tr("a slot with a problem"));
}

void LayoutPreview::mousePressEvent(QMouseEvent *event)
{
    const QPointF at = toWidget().inverted().map(event->position());
    const int opening = int(at.y() / geometry::kPitch) + 1;
    for (const PcieSlot &s : mSlots) {
        if (s.position == opening) {
            Q_EMIT slotClicked(opening);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

} // namespace rigsmith::ui
