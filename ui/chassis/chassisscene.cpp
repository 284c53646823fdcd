// SPDX-License-Identifier: GPL-3.0-or-later
#include "chassisscene.h"

#include "boardgeometry.h"
#include "buildcontroller.h"
#include "chassisitems.h"
#include "chassislabels.h"
#include "core/document/addpartcommand.h"
#include "core/document/removegpucommand.h"
#include "core/document/setpartcommand.h"
#include "core/model/buildparts.h"
#include "core/model/layoutconfidence.h"
#include "core/model/priceage.h"
#include "ui/browser/partmime.h"

#include <QGraphicsSceneDragDropEvent>
#include <QMimeData>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

using geometry::boardSize;
using geometry::connectorLength;
using geometry::kPitch;
using geometry::kSlotX;
using geometry::slotY;

QString findingsText(const QList<const Finding *> &findings)
{
    QStringList lines;
    for (const Finding *f : findings)
        lines.append(f->message);
    return lines.join(u'\n');
}

// The badge in the part's corner; its findings join the part's tooltip, and its label keeps clear.
void addBadge(QGraphicsItem *item, const QList<const Finding *> &findings)
{
    if (findings.isEmpty())
        return;
    Severity worst = Severity::Advice;
    for (const Finding *f : findings)
        worst = std::min(worst, f->severity, [](Severity a, Severity b) { return int(a) < int(b); });
    new BadgeItem(item, int(findings.size()), worst);
    item->setToolTip(item->toolTip() + QStringLiteral("\n\n") + findingsText(findings));
    for (QGraphicsItem *child : item->childItems()) {
        if (child->type() == LabelItemType)
            static_cast<LabelItem *>(child)->setRightReserve(BadgeItem::kPoints + 2);
    }
}

} // namespace

ChassisScene::ChassisScene(BuildController *controller, QObject *parent)
    : QGraphicsScene(parent)
    , mController(controller)
{
}

namespace {

QString rectText(const QRectF &r)
{
    return QStringLiteral("%1,%2,%3,%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

QGraphicsItem *ChassisScene::place(
    const QString &key, const QString &inputs, const std::function<QGraphicsItem *()> &make)
{
    mPlaced.insert(key);
    const auto it = mDrawn.constFind(key);
    if (it != mDrawn.cend() && it->inputs == inputs)
        return it->item;
    if (it != mDrawn.cend())
        delete it->item; // leaves the scene with it
    QGraphicsItem *item = make();
    addItem(item);
    mDrawn.insert(key, {item, inputs});
    return item;
}

void ChassisScene::sync(const Build &b, const Analyses &a, const Report &report)
{
    // Each item is drawn from what it shows (its part, place, label, findings and price): an item whose
    // inputs did not change stays as it is, selection and all; the others are drawn anew, and what was
    // selected stays selected where it still is.
    const QList<int> selectedSlots = selectedGpuSlots();
    QList<std::tuple<PartKind, PartId, int>> selectedBlocks;
    for (QGraphicsItem *i : selectedItems()) {
        if (i->type() == PartBlockItemType) {
            const auto *block = static_cast<PartBlockItem *>(i);
            selectedBlocks.append({block->kind(), block->partId(), block->index});
        }
    }
    mPlaced.clear();
    mSlots.clear();
    mGpus.clear();
    const auto findingsFor = [&report](const PartId &id, std::optional<int> slot) {
        QList<const Finding *> out;
        if (id.isNull())
            return out;
        for (const Finding &f : report.findings) {
            if (f.severity == Severity::Advice)
                continue;
            if ((slot && f.slots.contains(*slot)) || (!slot && f.parts.contains(id)))
                out.append(&f);
        }
        return out;
    };
    // Every part's price with where it came from and when (an old one says so), before its findings.
    QHash<QString, QString> prices;
    forEachPart(b, [&prices](PartKind, const auto &part, int, int) {
        const PartInfo &info = part.info;
        prices.insert(info.id.key(),
            info.price ? tr("Price: %1 (%2)").arg(info.price->toString(), priceOrigin(info))
                       : tr("No price"));
    });
    // What decorates a part's item: its price in the tooltip and, with `badged`, the badge of its
    // findings; the text of both, which the item is drawn from.
    struct Decoration
    {
        QString price;
        QList<const Finding *> findings;
        QString text() const
        {
            QString out = price;
            for (const Finding *f : findings)
                out += QStringLiteral("|%1:%2").arg(int(f->severity)).arg(f->message);
            return out;
        }
        void apply(QGraphicsItem *item) const
        {
            if (!price.isEmpty()) {
                QString tip = item->toolTip();
                const qsizetype end = tip.indexOf(QStringLiteral("\n\n"));
                tip.insert(end < 0 ? tip.size() : end, u'\n' + price);
                item->setToolTip(tip);
            }
            addBadge(item, findings);
        }
    };
    const auto decoration = [&](const PartId &id, std::optional<int> slot, bool badged) {
        return Decoration {id.isNull() ? QString() : prices.value(id.key()),
            badged ? findingsFor(id, slot) : QList<const Finding *> {}};
    };
    const auto block
        = [&](const QString &key, PartKind kind, const PartId &id, const QRectF &rect, const QString &label,
              const QColor &fill, double z, int index, bool badged,
              const std::function<void(PartBlockItem *)> &finish = {}, const QString &more = {}) {
              const Decoration d = decoration(id, std::nullopt, badged);
              const QString inputs = QStringList {QString::number(int(kind)), id.key(), rectText(rect), label,
                  fill.name(), QString::number(z), QString::number(index), d.text(), more}
                                         .join(u'\x1f');
              return static_cast<PartBlockItem *>(place(key, inputs, [&] {
                  auto *item = new PartBlockItem(kind, id, rect, label, fill);
                  item->setZValue(z);
                  item->index = index;
                  if (finish)
                      finish(item);
                  d.apply(item);
                  return item;
              }));
          };
    const auto plainRect = [&](const QString &key, const QRectF &rect, const QPen &pen, const QBrush &brush,
                               const QString &tip, double z) {
        const QString inputs = QStringList {rectText(rect), pen.color().name(), QString::number(pen.widthF()),
            brush.color().name(), QString::number(int(brush.style())), tip, QString::number(z)}
                                   .join(u'\x1f');
        place(key, inputs, [&] {
            auto *item = new QGraphicsRectItem(rect);
            item->setPen(pen);
            item->setBrush(brush);
            item->setToolTip(tip);
            item->setZValue(z);
            return item;
        });
    };

    const FormFactor form = b.motherboard ? b.motherboard->spec.formFactor : FormFactor::Atx;
    const QSizeF board = boardSize(form);
    const int openings = b.chassis ? b.chassis->spec.expansionSlots : expansionSlotsOf(form);
    const double firstOpening = slotY(board.height(), form, 1);
    const double bottom = std::max(board.height(), firstOpening + openings * kPitch) + 20.0;

    // The case: its outline and its rear expansion openings.
    // The front column holds the drives, the memory kits, the legend and, at the bottom, the PSU:
    // the drawing is as wide as it is tall or wider, like the view it fills (a PSU under the board
    // made it tall and left the sides of a wide view empty).
    constexpr double kPsuHeight = 86;
    double reach = board.width(); // past the board and the longest card
    for (const GpuPlacement &g : b.gpus)
        reach = std::max(reach, g.gpu.spec.length.value() - 18);
    const double column = reach + 40;
    const double columnEnd = 40 + 34 * double(b.storage.size()) + 28 * double(b.memory.size()) + 50;
    const double lower = std::max(bottom - kPsuHeight, columnEnd + 10);
    const QRectF caseRect(-40, -30, column + 150 + 50, lower + kPsuHeight + 44);
    block(QStringLiteral("case"), PartKind::Case, b.chassis ? b.chassis->info.id : PartId(), caseRect,
        b.chassis ? b.chassis->info.name : tr("No case chosen: drop one here"), QColor(235, 238, 242), -3, 0,
        true);
    for (int k = 1; k <= openings; ++k) {
        plainRect(QStringLiteral("opening:%1").arg(k),
            QRectF(-30, firstOpening + (k - 1) * kPitch - kPitch / 2 + 1, 12, kPitch - 2),
            QPen(QColor(120, 120, 130), 0.4), QBrush(QColor(205, 208, 214)),
            tr("Case expansion opening %1 of %2").arg(k).arg(openings), -1);
    }

    // The board with its socket, memory slots and PCIe slots.
    const QRectF socket(board.width() * 0.42, 30, 58, 58);
    // The board's name and layout note keep left of the socket, broken between words where the
    // drawing is small, so the CPU never hides the note; they may reach down to the first slot.
    double labelBottom = board.height() * 0.4;
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots)
            labelBottom = std::min(labelBottom, slotY(board.height(), form, s.position) - 8);
    }
    labelBottom = std::max(labelBottom, socket.bottom());
    const QRectF boardLabel(0, 0, socket.left() - 2, labelBottom);
    block(
        QStringLiteral("board"), PartKind::Motherboard, b.motherboard ? b.motherboard->info.id : PartId(),
        QRectF(QPointF(0, 0), board),
        b.motherboard ? b.motherboard->info.name
                + (layoutConfidenceNote(b.motherboard->spec).isEmpty()
                        ? QString()
                        // On its own line: a long board name is elided, the warning never is.
                        : QStringLiteral("\n(%1)").arg(layoutConfidenceNote(b.motherboard->spec)))
                      : tr("No motherboard: drop one here (ATX outline shown)"),
        b.motherboard ? QColor(60, 110, 80) : QColor(170, 185, 175), -2, 0, true,
        [&](PartBlockItem *item) {
            for (QGraphicsItem *child : item->childItems()) {
                if (child->type()
                    == LabelItemType) // LabelItem declares no Type: qgraphicsitem_cast would take any item
                    static_cast<LabelItem *>(child)->setWrapped(boardLabel);
            }
        },
        rectText(boardLabel));
    block(QStringLiteral("cpu"), PartKind::Cpu, b.cpu ? b.cpu->info.id : PartId(), socket,
        b.cpu ? b.cpu->info.name : tr("CPU socket"), QColor(190, 190, 200), 0, 0, true);
    if (b.cooler) {
        const double h = b.cooler->spec.height ? b.cooler->spec.height->value() : 0.0;
        block(QStringLiteral("cooler"), PartKind::Cooler, b.cooler->info.id,
            socket.adjusted(4, 9, -4, -4), // under the CPU's name
            h > 0 ? tr("%1\n%2 mm tall").arg(b.cooler->info.name).arg(h) : b.cooler->info.name,
            QColor(150, 160, 175), 1, 0, true);
    }
    const int dimms = b.motherboard ? std::max(2, b.motherboard->spec.memorySlots) : 4;
    int modules = 0; // every module of every kit fills a slot
    for (const auto &kit : b.memory)
        modules += kit.quantity * kit.part.spec.modules;
    for (int i = 0; i < dimms; ++i) {
        plainRect(QStringLiteral("dimm:%1").arg(i), QRectF(socket.right() + 14 + i * 8, 18, 4, 133),
            QPen(Qt::NoPen), QBrush(i < modules ? QColor(40, 60, 140) : QColor(30, 40, 35)),
            tr("Memory slot %1").arg(i + 1), 0.1);
    }
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots) {
            const double y = slotY(board.height(), form, s.position);
            bool covered = false;
            for (const ChassisLayout::Card &c : a.layout.cards)
                covered = covered || c.covered.contains(s.position);
            const QRectF rect(kSlotX, y - 3, connectorLength(s.physicalSize.value()), 6);
            QStringList shares;
            for (int p : s.sharesLanesWith)
                shares.append(QString::number(p));
            const QString inputs = QStringList {rectText(rect), QString::number(s.physicalSize.value()),
                QString::number(s.maxLanes.value()), shares.join(u','), QString::number(s.lanesWhenShared),
                QString::number(int(s.source)), QString::number(s.generation), QString::number(s.switchId),
                QString::number(covered)}
                                       .join(u'\x1f');
            auto *slot
                = static_cast<SlotItem *>(place(QStringLiteral("slot:%1").arg(s.position), inputs, [&] {
                      return new SlotItem(s, rect, covered); // under the cards (its highlight sets its depth)
                  }));
            mSlots.insert(s.position, slot);
        }
    }

    // GPUs: the PCB at the slot, the cooler below it, as thick as the card's width.
    for (const GpuPlacement &g : b.gpus) {
        const double y = slotY(board.height(), form, g.slot);
        const ChassisLayout::Card *card = a.layout.card(g.slot);
        const auto *heat = a.thermal.card(g.slot);
        const auto *link = a.pcie.link(g.slot);
        const double loss = heat ? heat->loss : 0.0;
        const QString label = tr("slot %1 · x%2 · %3 % thermal loss")
                                  .arg(g.slot)
                                  .arg(link ? link->lanes : 0)
                                  .arg(loss * 100.0, 0, 'f', 1);
        const QRectF rect(-18, y - 2, g.gpu.spec.length.value(), card->thickness.value());
        const Decoration d = decoration(g.gpu.info.id, g.slot, true);
        const QString inputs = QStringList {g.gpu.info.id.key(), g.gpu.info.name, rectText(rect),
            QString::number(loss), label, d.text()}
                                   .join(u'\x1f');
        auto *item = static_cast<GpuItem *>(place(QStringLiteral("gpu:%1").arg(g.slot), inputs, [&] {
            auto *gpu = new GpuItem(g.gpu.info, g.slot, rect, loss, label);
            gpu->setZValue(0.3);
            d.apply(gpu);
            return gpu;
        }));
        mGpus.insert(g.slot, item);
    }

    // PSU, drives and memory kits.
    if (b.psu) {
        block(
            QStringLiteral("psu"), PartKind::Psu, b.psu->info.id, QRectF(column, lower, 150, kPsuHeight),
            // A unit with native 12VHPWR (12V-2x6) cables says so: "0 PCIe cables" read as none at all.
            [&psu = b.psu->spec] {
                const auto &c = psu.connectors;
                if (c.pcie12vhpwr > 0 && c.pcie8 == 0)
                    return tr("%1 W, %2 12VHPWR cables").arg(psu.wattage.value()).arg(c.pcie12vhpwr);
                if (c.pcie12vhpwr > 0)
                    return tr("%1 W, %2 PCIe + %3 12VHPWR cables")
                        .arg(psu.wattage.value())
                        .arg(c.pcie8)
                        .arg(c.pcie12vhpwr);
                return tr("%1 W, %2 PCIe cables").arg(psu.wattage.value()).arg(c.pcie8);
            }()
                .prepend(b.psu->info.name + u'\n'),
            QColor(70, 70, 80), 0, 0, true);
    } else {
        block(QStringLiteral("psu"), PartKind::Psu, PartId(), QRectF(column, lower, 150, kPsuHeight),
            tr("No PSU"), QColor(200, 200, 205), 0, 0, false);
    }
    // One drive or kit is named alone: "1 × " took the room of the name's first characters at a laptop's
    // zoom.
    const auto countedName = [](int quantity, const QString &name) {
        return quantity > 1 ? tr("%1 × %2").arg(quantity).arg(name) : name;
    };
    double driveY = 40;
    for (qsizetype i = 0; i < b.storage.size(); ++i) {
        const auto &s = b.storage[i];
        const bool hdd = s.part.spec.type == StorageType::Hdd;
        // As wide as the column's other blocks: the column lists the drives, it does not place them,
        // and an M.2 drive drawn 80 mm long left room for "1 × S…" at a laptop's zoom.
        block(QStringLiteral("storage:%1").arg(i), PartKind::Storage, s.part.info.id,
            QRectF(column, driveY, 147, hdd ? 26 : 24), countedName(s.quantity, s.part.info.name),
            QColor(200, 170, 110), 0, int(i), false);
        driveY += 34;
    }
    for (qsizetype i = 0; i < b.memory.size(); ++i) {
        block(QStringLiteral("memory:%1").arg(i), PartKind::Memory, b.memory[i].part.info.id,
            QRectF(column, driveY, 140, 22), countedName(b.memory[i].quantity, b.memory[i].part.info.name),
            QColor(120, 140, 210), 0, int(i), false);
        driveY += 28;
    }

    // Thermal legend, under the drives and memory.
    const QRectF legend(column, driveY + 6, 150, 44);
    place(QStringLiteral("legend"), rectText(legend), [&] { return new LegendItem(legend); });

    // What the build no longer has leaves the drawing.
    for (auto it = mDrawn.begin(); it != mDrawn.end();) {
        if (mPlaced.contains(it.key())) {
            ++it;
            continue;
        }
        delete it->item;
        it = mDrawn.erase(it);
    }
    setSceneRect(itemsBoundingRect().adjusted(-10, -10, 10, 10));

    for (int slot : selectedSlots) {
        if (GpuItem *g = mGpus.value(slot))
            g->setSelected(true);
    }
    for (QGraphicsItem *i : items()) {
        if (i->type() != PartBlockItemType)
            continue;
        const auto *part = static_cast<PartBlockItem *>(i);
        if (selectedBlocks.contains(std::tuple(part->kind(), part->partId(), part->index)))
            i->setSelected(true);
    }
}

SlotItem *ChassisScene::slotAt(const QPointF &p) const
{
    for (SlotItem *s : mSlots) {
        const QRectF band = s->rect().adjusted(-80, -kPitch / 2 + 3, 300, kPitch / 2 - 3);
        if (band.contains(p))
            return s;
    }
    // On the body of a placed card, away from every slot's band: the card's slot (a drop there means
    // "this card's place", as a user aims at the card they want to replace).
    for (auto it = mGpus.cbegin(); it != mGpus.cend(); ++it) {
        if (it.value()->contains(it.value()->mapFromScene(p)))
            return mSlots.value(it.key());
    }
    return nullptr;
}

QPointF ChassisScene::slotCentre(int position) const
{
    const SlotItem *s = mSlots.value(position);
    return s ? s->rect().center() : QPointF();
}

void ChassisScene::beginGesture()
{
    mGesture = mController->nextGesture();
}

void ChassisScene::selectSlots(const QList<int> &slots, const QList<PartId> &parts)
{
    clearSelection();
    for (int s : slots) {
        if (GpuItem *g = mGpus.value(s))
            g->setSelected(true);
    }
    if (!slots.isEmpty())
        return; // a finding about cards: the cards, not every other part it names
    for (QGraphicsItem *i : items()) {
        if (i->type() == PartBlockItemType && parts.contains(static_cast<PartBlockItem *>(i)->partId()))
            i->setSelected(true);
    }
}

QList<int> ChassisScene::selectedGpuSlots() const
{
    QList<int> out;
    for (QGraphicsItem *i : selectedItems()) {
        if (i->type() == GpuItemType)
            out.append(static_cast<GpuItem *>(i)->slot());
    }
    return out;
}

void ChassisScene::removeSelected()
{
    BuildDocument *doc = mController->document();
    const QList<QGraphicsItem *> items = selectedItems();
    if (items.size() > 1)
        doc->undoStack()->beginMacro(tr("Remove parts"));
    for (QGraphicsItem *i : items) {
        if (i->type() == GpuItemType) {
            doc->undoStack()->push(new RemoveGpuCommand(doc, static_cast<GpuItem *>(i)->slot()));
        } else if (i->type() == PartBlockItemType) {
            const auto *block = static_cast<PartBlockItem *>(i);
            if (block->partId().isNull())
                continue;
            if (SetPartCommand::isSingleRole(block->kind()))
                doc->undoStack()->push(new SetPartCommand(doc, block->kind(), std::nullopt));
            else
                doc->undoStack()->push(new RemovePartCommand(doc, block->kind(), block->index));
        }
    }
    if (items.size() > 1)
        doc->undoStack()->endMacro();
}

void ChassisScene::clearHighlights()
{
    for (SlotItem *s : mSlots)
        s->setHighlight(SlotItem::Highlight::None);
}

void ChassisScene::highlightFor(const Part &part, std::optional<int> fromSlot)
{
    for (SlotItem *s : mSlots) {
        const bool ok = part.kind() == PartKind::Gpu && !mController->refusal(part, s->position(), fromSlot);
        s->setHighlight(ok ? SlotItem::Highlight::Accepts : SlotItem::Highlight::None);
    }
}

void ChassisScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    const auto payload = readPartMime(event->mimeData());
    mDragPart = payload ? mController->resolve(payload->id) : std::nullopt;
    mDragFrom = payload ? payload->fromSlot : std::nullopt;
    mRefusal.clear();
    if (!mDragPart) {
        event->ignore();
        return;
    }
    highlightFor(*mDragPart, mDragFrom);
    event->acceptProposedAction();
}

void ChassisScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    if (!mDragPart) {
        event->ignore();
        return;
    }
    if (mDragPart->kind() != PartKind::Gpu) {
        event->acceptProposedAction(); // goes to its one place in the build
        return;
    }
    highlightFor(*mDragPart, mDragFrom);
    SlotItem *slot = slotAt(event->scenePos());
    // A new card on a slot that holds one takes its place (one undo step), when it can.
    const GpuPlacement *occupant
        = slot && !mDragFrom ? mController->document()->build().gpuInSlot(slot->position()) : nullptr;
    const auto why = !slot ? std::optional<QString>(tr("Drop the GPU on a PCIe slot."))
        : occupant         ? mController->replacementRefusal(*mDragPart, slot->position())
                           : mController->refusal(*mDragPart, slot->position(), mDragFrom);
    if (slot)
        slot->setHighlight(
            why ? SlotItem::Highlight::Refuses : SlotItem::Highlight::Accepts, why.value_or(QString()));
    // Kept for the end of the drag: a release here places nothing, and says why.
    mRefusal = slot ? why.value_or(QString()) : QString();
    if (why) {
        Q_EMIT message(*why);
        event->ignore();
    } else if (occupant) {
        Q_EMIT message(tr("Release to replace %1 in slot %2 with %3")
                           .arg(occupant->gpu.info.name)
                           .arg(slot->position())
                           .arg(mDragPart->info.name));
        event->acceptProposedAction();
    } else {
        Q_EMIT message(tr("Release to put %1 in slot %2").arg(mDragPart->info.name).arg(slot->position()));
        event->acceptProposedAction();
    }
}

void ChassisScene::dragLeaveEvent(QGraphicsSceneDragDropEvent *)
{
    clearHighlights();
    mDragPart.reset();
    // Released on (or left from) a slot that refuses: the drop did nothing, so say why, in words
    // that outlast the drag; otherwise no "release to put…" is left behind.
    Q_EMIT message(mRefusal.isEmpty() ? QString() : tr("Not placed: %1").arg(mRefusal));
    mRefusal.clear();
}

void ChassisScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    clearHighlights();
    if (!mDragPart) {
        event->ignore();
        return;
    }
    const Part part = *mDragPart;
    mDragPart.reset();
    mRefusal.clear();
    SlotItem *slot = slotAt(event->scenePos());
    const std::optional<int> position = slot ? std::optional<int>(slot->position()) : std::nullopt;
    if (const auto why = mController->apply(part, position, mDragFrom, mGesture)) {
        Q_EMIT message(*why);
        event->ignore();
        return;
    }
    Q_EMIT message(QString()); // done: the drawing shows it
    event->acceptProposedAction();
}

} // namespace rigsmith::ui
