// SPDX-License-Identifier: GPL-3.0-or-later
#include "partstable.h"

#include "partmime.h"

#include <QDrag>
#include <QHeaderView>
#include <QMimeData>
#include <QPixmap>

namespace rigsmith::ui {

PartsTable::PartsTable(QWidget *parent)
    : QTableView(parent)
{
    // Figures resized by hand give their room back to the name.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section != 0)
            fitNameColumn();
    });
}

void PartsTable::fitNameColumn()
{
    QHeaderView *header = horizontalHeader();
    if (header->count() == 0)
        return;
    int others = 0;
    for (int c = 1; c < header->count(); ++c)
        others += header->isSectionHidden(c) ? 0 : header->sectionSize(c);
    const int width = nameWidth(viewport()->width(), others);
    if (header->sectionSize(0) != width)
        header->resizeSection(0, width);
}

QPixmap PartsTable::dragImage(const QModelIndex &index) const
{
    return makeDragImage(index.siblingAtColumn(0).data().toString(), devicePixelRatioF());
}

void PartsTable::startDrag(Qt::DropActions supportedActions)
{
    const QModelIndex index = currentIndex();
    if (!index.isValid() || !model())
        return;
    QMimeData *mime = model()->mimeData({index.siblingAtColumn(0)});
    if (!mime)
        return;
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(dragImage(index));
    drag->setHotSpot(QPoint(kDragHotSpot, kDragHotSpot));
    drag->exec(supportedActions, Qt::CopyAction);
}

void PartsTable::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitNameColumn();
}

} // namespace rigsmith::ui
