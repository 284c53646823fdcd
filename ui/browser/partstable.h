// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

#include <algorithm>

namespace rigsmith::ui {

// The browser's table: the name column takes the width the figures leave (never less than its
// minimum), and a dragged row shows as a small tag with the part's name.
class PartsTable : public QTableView
{
    Q_OBJECT
public:
    static constexpr int kMinimumNameWidth = 200;
    explicit PartsTable(QWidget *parent = nullptr);
    // The name column to the width the others leave, or 45 % of the table when they leave less (the
    // figures then scroll), never less than its minimum.
    void fitNameColumn();
    static int nameWidth(int viewportWidth, int others)
    {
        return std::max({kMinimumNameWidth, viewportWidth - others, viewportWidth * 45 / 100});
    }
    QPixmap dragImage(const QModelIndex &index) const;

protected:
    void startDrag(Qt::DropActions supportedActions) override;
    void resizeEvent(QResizeEvent *event) override;
};

} // namespace rigsmith::ui
