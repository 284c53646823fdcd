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

void ChassisScene::sync(const Build &b, const Analyses &a, const Report &report)
{
    // The scene is drawn anew; what was selected stays selected where it still is.
    const QList<int> selectedSlots = selectedGpuSlots();
    QList<std::tuple<PartKind, PartId, int>> selectedBlocks;
    for (QGraphicsItem *i : selectedItems()) {
        if (i->type() == PartBlockItemType) {
            const auto *block = static_cast<PartBlockItem *>(i);
            selectedBlocks.append({block->kind(), block->partId(), block->index});
        }
    }
    clear();
    mSlots.clear();
    mGpus.clear();
    const auto findingsFor = [&report](const PartId &id, std::optional<int> slot) {
        QList<const Finding *> out;
        for (const Finding &f : report.findings) {
            if (f.severity == Severity::Advice)
                continue;
            if ((slot && f.slots.contains(*slot)) || (!slot && f.parts.contains(id)))
                out.append(&f);
        }
        return out;
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
    auto *chassis = new PartBlockItem(PartKind::Case, b.chassis ? b.chassis->info.id : PartId(), caseRect,
        b.chassis ? b.chassis->info.name : tr("No case chosen: drop one here"), QColor(235, 238, 242));
    chassis->setZValue(-3);
    addItem(chassis);
    addBadge(chassis, b.chassis ? findingsFor(b.chassis->info.id, std::nullopt) : QList<const Finding *> {});
    for (int k = 1; k <= openings; ++k) {
        auto *opening = addRect(QRectF(-30, firstOpening + (k - 1) * kPitch - kPitch / 2 + 1, 12, kPitch - 2),
            QPen(QColor(120, 120, 130), 0.4), QBrush(QColor(205, 208, 214)));
        opening->setToolTip(tr("Case expansion opening %1 of %2").arg(k).arg(openings));
        opening->setZValue(-1);
    }

    // The board with its socket, memory slots and PCIe slots.
    auto *boardItem = new PartBlockItem(PartKind::Motherboard,
        b.motherboard ? b.motherboard->info.id : PartId(), QRectF(QPointF(0, 0), board),
        b.motherboard ? b.motherboard->info.name
                + (layoutConfidenceNote(b.motherboard->spec).isEmpty()
                        ? QString()
                        // On its own line: a long board name is elided, the warning never is.
                        : QStringLiteral("\n(%1)").arg(layoutConfidenceNote(b.motherboard->spec)))
                      : tr("No motherboard: drop one here (ATX outline shown)"),
        b.motherboard ? QColor(60, 110, 80) : QColor(170, 185, 175));
    boardItem->setZValue(-2);
    addItem(boardItem);
    if (b.motherboard)
        addBadge(boardItem, findingsFor(b.motherboard->info.id, std::nullopt));
    const QRectF socket(board.width() * 0.42, 30, 58, 58);
    // The board's name and layout note keep left of the socket, broken between words where the
    // drawing is small, so the CPU never hides the note; they may reach down to the first slot.
    double labelBottom = board.height() * 0.4;
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots)
            labelBottom = std::min(labelBottom, slotY(board.height(), form, s.position) - 8);
    }
    labelBottom = std::max(labelBottom, socket.bottom());
    for (QGraphicsItem *child : boardItem->childItems()) {
        if (child->type()
            == LabelItemType) // LabelItem declares no Type: qgraphicsitem_cast would take any item
            static_cast<LabelItem *>(child)->setWrapped(QRectF(0, 0, socket.left() - 2, labelBottom));
    }
    auto *cpu = new PartBlockItem(PartKind::Cpu, b.cpu ? b.cpu->info.id : PartId(), socket,
        b.cpu ? b.cpu->info.name : tr("CPU socket"), QColor(190, 190, 200));
    addItem(cpu);
    if (b.cpu)
        addBadge(cpu, findingsFor(b.cpu->info.id, std::nullopt));
    if (b.cooler) {
        const double h = b.cooler->spec.height ? b.cooler->spec.height->value() : 0.0;
        auto *cooler = new PartBlockItem(PartKind::Cooler, b.cooler->info.id,
            socket.adjusted(4, 9, -4, -4), // under the CPU's name
            h > 0 ? tr("%1\n%2 mm tall").arg(b.cooler->info.name).arg(h) : b.cooler->info.name,
            QColor(150, 160, 175));
        cooler->setZValue(1);
        addItem(cooler);
        addBadge(cooler, findingsFor(b.cooler->info.id, std::nullopt));
    }
    const int dimms = b.motherboard ? std::max(2, b.motherboard->spec.memorySlots) : 4;
    int modules = 0; // every module of every kit fills a slot
    for (const auto &kit : b.memory)
        modules += kit.quantity * kit.part.spec.modules;
    for (int i = 0; i < dimms; ++i) {
        auto *dimm = addRect(QRectF(socket.right() + 14 + i * 8, 18, 4, 133), QPen(Qt::NoPen),
            QBrush(i < modules ? QColor(40, 60, 140) : QColor(30, 40, 35)));
        dimm->setToolTip(tr("Memory slot %1").arg(i + 1));
    }
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots) {
            const double y = slotY(board.height(), form, s.position);
            bool covered = false;
            for (const ChassisLayout::Card &c : a.layout.cards)
                covered = covered || c.covered.contains(s.position);
            auto *slot
                = new SlotItem(s, QRectF(kSlotX, y - 3, connectorLength(s.physicalSize.value()), 6), covered);
            addItem(slot);
            mSlots.insert(s.position, slot);
        }
    }

    // GPUs: the PCB at the slot, the cooler below it, as thick as the card's width.
    for (const GpuPlacement &g : b.gpus) {
        const double y = slotY(board.height(), form, g.slot);
        const ChassisLayout::Card *card = a.layout.card(g.slot);
        const auto *heat = a.thermal.card(g.slot);
        const auto *link = a.pcie.link(g.slot);
        const QString label = tr("slot %1 · x%2 · %3 % thermal loss")
                                  .arg(g.slot)
                                  .arg(link ? link->lanes : 0)
                                  .arg(heat ? heat->loss * 100.0 : 0.0, 0, 'f', 1);
        auto *item = new GpuItem(g.gpu.info, g.slot,
            QRectF(-18, y - 2, g.gpu.spec.length.value(), card->thickness.value()), heat ? heat->loss : 0.0,
            label);
        addItem(item);
        mGpus.insert(g.slot, item);
        addBadge(item, findingsFor(g.gpu.info.id, g.slot));
    }

    // PSU, drives and memory kits.
    if (b.psu) {
        auto *psu = new PartBlockItem(PartKind::Psu, b.psu->info.id, QRectF(column, lower, 150, kPsuHeight),
            tr("%1\n%2 W, %3 PCIe cables")
                .arg(b.psu->info.name)
                .arg(b.psu->spec.wattage.value())
                .arg(b.psu->spec.connectors.pcie8),
            QColor(70, 70, 80));
        addItem(psu);
        addBadge(psu, findingsFor(b.psu->info.id, std::nullopt));
    } else {
        addItem(new PartBlockItem(PartKind::Psu, PartId(), QRectF(column, lower, 150, kPsuHeight),
            tr("No PSU"), QColor(200, 200, 205)));
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
        auto *drive
            = new PartBlockItem(PartKind::Storage, s.part.info.id, QRectF(column, driveY, 147, hdd ? 26 : 24),
                countedName(s.quantity, s.part.info.name), QColor(200, 170, 110));
        drive->index = int(i);
        addItem(drive);
        driveY += 34;
    }
    for (qsizetype i = 0; i < b.memory.size(); ++i) {
        auto *kit
            = new PartBlockItem(PartKind::Memory, b.memory[i].part.info.id, QRectF(column, driveY, 140, 22),
                countedName(b.memory[i].quantity, b.memory[i].part.info.name), QColor(120, 140, 210));
        kit->index = int(i);
        addItem(kit);
        driveY += 28;
    }

    // Thermal legend, under the drives and memory.
    addItem(new LegendItem(QRectF(column, driveY + 6, 150, 44)));
    setSceneRect(itemsBoundingRect().adjusted(-10, -10, 10, 10));

    // Every part's price with where it came from and when (an old one says so), before its findings.
    QHash<QString, QString> prices;
    forEachPart(b, [&prices](PartKind, const auto &part, int, int) {
        const PartInfo &info = part.info;
        prices.insert(info.id.key(),
            info.price ? tr("Price: %1 (%2)").arg(info.price->toString(), priceOrigin(info))
                       : tr("No price"));
    });
    for (QGraphicsItem *i : items()) {
        const PartId id = i->type() == GpuItemType ? static_cast<GpuItem *>(i)->partId()
            : i->type() == PartBlockItemType       ? static_cast<PartBlockItem *>(i)->partId()
                                                   : PartId();
        if (id.isNull() || !prices.contains(id.key()))
            continue;
        QString tip = i->toolTip();
        const qsizetype end = tip.indexOf(QStringLiteral("\n\n"));
        tip.insert(end < 0 ? tip.size() : end, u'\n' + prices.value(id.key()));
        i->setToolTip(tip);
    }

    for (int slot : selectedSlots) {
        if (GpuItem *g = mGpus.value(slot))
            g->setSelected(true);
    }
    for (QGraphicsItem *i : items()) {
        if (i->type() != PartBlockItemType)
            continue;
        const auto *block = static_cast<PartBlockItem *>(i);
        if (selectedBlocks.contains(std::tuple(block->kind(), block->partId(), block->index)))
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
