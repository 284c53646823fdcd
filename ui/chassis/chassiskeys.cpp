// SPDX-License-Identifier: GPL-3.0-or-later
// The chassis from the keyboard: arrows walk through the parts, Alt+Up/Down move the selected GPU
// to the next slot that takes it, Delete removes, the menu key opens the selected part's menu.
#include "buildcontroller.h"
#include "chassisitems.h"
#include "chassisscene.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMenu>

#include <algorithm>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

bool isPart(const QGraphicsItem *item)
{
    return (item->type() == GpuItemType || item->type() == PartBlockItemType)
        && (item->flags() & QGraphicsItem::ItemIsSelectable);
}

} // namespace

QList<QGraphicsItem *> ChassisScene::partsInReadingOrder() const
{
    QList<QGraphicsItem *> parts;
    for (QGraphicsItem *i : items()) {
        if (isPart(i))
            parts.append(i);
    }
    // Top to bottom, then left to right, as the drawing reads.
    std::sort(parts.begin(), parts.end(), [](const QGraphicsItem *a, const QGraphicsItem *b) {
        const QPointF pa = a->sceneBoundingRect().topLeft();
        const QPointF pb = b->sceneBoundingRect().topLeft();
        return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
    });
    return parts;
}

QGraphicsItem *ChassisScene::selectAdjacent(int step)
{
    const QList<QGraphicsItem *> parts = partsInReadingOrder();
    if (parts.isEmpty())
        return nullptr;
    const QList<QGraphicsItem *> selected = selectedItems();
    const qsizetype at = selected.isEmpty() ? -1 : parts.indexOf(selected.first());
    const qsizetype next
        = at < 0 ? (step > 0 ? 0 : parts.size() - 1) : (at + step + parts.size()) % parts.size();
    clearSelection();
    QGraphicsItem *item = parts[next];
    item->setSelected(true);
    for (QGraphicsView *v : views())
        v->ensureVisible(item);
    Q_EMIT message(item->toolTip().section(u'\n', 0, 0));
    return item;
}

std::optional<QString> ChassisScene::moveSelectedGpu(int step)
{
    const QList<int> selected = selectedGpuSlots();
    if (selected.size() != 1)
        return tr("Select one GPU to move (arrow keys walk through the parts).");
    const int from = selected.first();
    const auto part = mController->resolve(mGpus.value(from)->partId());
    if (!part)
        return tr("The GPU in slot %1 is not in the catalog.").arg(from);
    // The slots beyond this one, nearest first.
    QList<int> beyond;
    for (int position : mSlots.keys()) {
        if (step < 0 ? position < from : position > from)
            beyond.append(position);
    }
    std::sort(beyond.begin(), beyond.end());
    if (step < 0)
        std::reverse(beyond.begin(), beyond.end());
    const auto to = mController->firstSlotFor(*part, beyond, from);
    if (!to)
        return step < 0 ? tr("No slot above slot %1 takes this card.").arg(from)
                        : tr("No slot below slot %1 takes this card.").arg(from);
    if (const auto why = mController->apply(*part, *to, from, mController->nextGesture()))
        return why;
    selectSlots({*to});
    Q_EMIT message(tr("Moved %1 from slot %2 to slot %3").arg(part->info.name).arg(from).arg(*to));
    return std::nullopt;
}

void ChassisScene::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        removeSelected();
        event->accept();
        return;
    }
    const bool alt = event->modifiers() == Qt::AltModifier;
    const bool plain = event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::KeypadModifier;
    if (alt && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        if (const auto why = moveSelectedGpu(event->key() == Qt::Key_Up ? -1 : 1))
            Q_EMIT message(*why);
        event->accept();
        return;
    }
    if (plain) {
        switch (event->key()) {
        case Qt::Key_Down:
        case Qt::Key_Right:
            selectAdjacent(1);
            event->accept();
            return;
        case Qt::Key_Up:
        case Qt::Key_Left:
            selectAdjacent(-1);
            event->accept();
            return;
        case Qt::Key_Escape:
            clearSelection();
            event->accept();
            return;
        default:
            break;
        }
    }
    QGraphicsScene::keyPressEvent(event);
}

std::unique_ptr<QMenu> ChassisScene::menuFor(QGraphicsItem *item)
{
    auto menu = std::make_unique<QMenu>();
    menu->addAction(tr("Remove"), this, &ChassisScene::removeSelected);
    // The user's own price of the part, kept in their overlay with its date and shop.
    const PartId id = item->type() == GpuItemType ? static_cast<GpuItem *>(item)->partId()
        : item->type() == PartBlockItemType       ? static_cast<PartBlockItem *>(item)->partId()
                                                  : PartId();
    if (!id.isNull())
        menu->addAction(tr("Set price…"), this, [this, id] { Q_EMIT priceRequested(id); });
    if (item->type() == PartBlockItemType) {
        const auto *block = static_cast<PartBlockItem *>(item);
        if (block->kind() == PartKind::Motherboard && !block->partId().isNull()) {
            const PartId board = block->partId();
            menu->addAction(
                tr("Correct slot layout…"), this, [this, board] { Q_EMIT layoutCorrectionRequested(board); });
        }
    }
    if (item->type() != GpuItemType)
        return menu;
    const int from = static_cast<GpuItem *>(item)->slot();
    const auto part = mController->resolve(static_cast<GpuItem *>(item)->partId());
    QMenu *move = menu->addMenu(tr("Move to slot"));
    QList<int> positions = mSlots.keys(); // a hash: put in slot order
    std::sort(positions.begin(), positions.end());
    for (int to : positions) {
        if (part && to != from && !mController->refusal(*part, to, from)) {
            move->addAction(tr("Slot %1").arg(to), this,
                [this, part, from, to] { mController->apply(*part, to, from, mController->nextGesture()); });
        }
    }
    move->setEnabled(!move->isEmpty());
    if (mReplacement) {
        // Only a GPU can replace a GPU: anything else selected in the browser is not offered.
        auto replacement = mReplacement();
        if (replacement && replacement->kind() != PartKind::Gpu)
            replacement.reset();
        QAction *replace = menu->addAction(replacement ? tr("Replace with %1").arg(replacement->info.name)
                                                       : tr("Replace with the GPU selected in the browser"));
        replace->setEnabled(bool(replacement));
        connect(replace, &QAction::triggered, this,
            [this, from, replacement] { mController->replace(*replacement, from); });
    }
    return menu;
}

void ChassisScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    // From the keyboard (menu key, Shift+F10): the selected part's menu, at the part.
    QGraphicsItem *item = nullptr;
    QPoint at = event->screenPos();
    if (event->reason() == QGraphicsSceneContextMenuEvent::Keyboard) {
        const QList<QGraphicsItem *> selected = selectedItems();
        item = selected.isEmpty() ? nullptr : selected.first();
        if (item && !views().isEmpty()) {
            QGraphicsView *view = views().first();
            at = view->viewport()->mapToGlobal(view->mapFromScene(item->sceneBoundingRect().center()));
        }
    } else {
        item = itemAt(event->scenePos(), QTransform());
        while (item && !isPart(item))
            item = item->parentItem();
    }
    if (!item)
        return;
    clearSelection();
    item->setSelected(true);
    menuFor(item)->exec(at);
}

} // namespace rigsmith::ui
