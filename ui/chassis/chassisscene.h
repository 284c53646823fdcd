// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleengine.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QMenu;
QT_END_NAMESPACE

namespace rigsmith::ui {

class BuildController;
class GpuItem;
class SlotItem;

// The build drawn to scale (1 scene unit = 1 mm), seen from the side of a tower: rear openings on
// the left, slot 1 nearest the CPU at the top. It follows the document: on each change the items
// whose part, place, label, findings or price changed are drawn anew, the others kept as they are;
// drops and deletions go through the BuildController, which pushes undo commands.
class ChassisScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit ChassisScene(BuildController *controller, QObject *parent = nullptr);

    void sync(const core::Build &build, const core::Analyses &analyses, const core::Report &report);

    SlotItem *slotItem(int position) const { return mSlots.value(position); }
    GpuItem *gpuItem(int slot) const { return mGpus.value(slot); }
    // The slot whose band (± half a pitch around its connector) holds `scenePos`.
    SlotItem *slotAt(const QPointF &scenePos) const;
    QPointF slotCentre(int position) const;

    void beginGesture();
    void selectSlots(const QList<int> &slots, const QList<core::PartId> &parts = {});
    QList<int> selectedGpuSlots() const;
    void removeSelected();

    // Keyboard use (chassiskeys.cpp). The selectable parts top to bottom, left to right.
    QList<QGraphicsItem *> partsInReadingOrder() const;
    // Selects the next (step 1) or previous (-1) part, wrapping; returns it.
    QGraphicsItem *selectAdjacent(int step);
    // Moves the one selected GPU to the nearest slot above (-1) or below (1) that takes it, one
    // undo step; the reason when it cannot.
    std::optional<QString> moveSelectedGpu(int step);
    // Remove, move to slot and replace, for a part of the drawing.
    std::unique_ptr<QMenu> menuFor(QGraphicsItem *item);
    // What "Replace" in a GPU's context menu puts in its place (the browser's current part).
    void setReplacementProvider(std::function<std::optional<core::Part>()> provider)
    {
        mReplacement = provider;
    }

Q_SIGNALS:
    void message(const QString &text);
    // "Set price…" chosen in a part's context menu.
    void priceRequested(const rigsmith::core::PartId &part);
    // "Correct slot layout…" on the board.
    void layoutCorrectionRequested(const rigsmith::core::PartId &board);

protected:
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    void clearHighlights();
    void highlightFor(const core::Part &part, std::optional<int> fromSlot);

    // The item standing for `key` ("gpu:3", "psu"), kept when it was drawn from the same `inputs`, else
    // made anew by `make` (the old one leaves the scene).
    QGraphicsItem *place(
        const QString &key, const QString &inputs, const std::function<QGraphicsItem *()> &make);

    struct Drawn
    {
        QGraphicsItem *item = nullptr;
        QString inputs; // what it was drawn from
    };
    BuildController *mController;
    QHash<QString, Drawn> mDrawn;
    QSet<QString> mPlaced; // the keys the current sync placed
    QHash<int, SlotItem *> mSlots;
    QHash<int, GpuItem *> mGpus;
    std::optional<core::Part> mDragPart;
    std::optional<int> mDragFrom;
    QString mRefusal; // why the slot under the drag refuses it, for the end of the drag
    int mGesture = 0;
    std::function<std::optional<core::Part>()> mReplacement;
};

} // namespace rigsmith::ui
