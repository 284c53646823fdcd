// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of the board-layout editor: opening it for a board from the browser or the
// chassis, and showing the saved correction everywhere once it is saved.
#include "mainwindow.h"
#include "ui/browser/partsbrowser.h"
#include "ui/dialogs/boardlayoutdialog.h"

#include <QStatusBar>

namespace rigsmith::ui {

using namespace rigsmith::core;

BoardLayoutDialog *MainWindow::correctLayout(const PartId &board)
{
    const auto part = mCatalog ? mCatalog->part(board) : std::nullopt;
    if (!part || part->kind() != PartKind::Motherboard) {
        statusBar()->showMessage(
            tr("%1 is not in the parts catalog; only catalog boards can be corrected").arg(board.key()),
            8000);
        return nullptr;
    }
    auto *dialog = new BoardLayoutDialog(*part, mCatalog, mLayoutStore, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, board, name = part->info.name] {
        // The catalog now answers with the user's layout: the browser re-reads it, and the open
        // build on this board takes it (one undo step, like any update from the catalog).
        mBrowser->setCatalog(mCatalog);
        const Build &build = document()->build();
        if (build.motherboard && build.motherboard->info.id == board)
            updateFromCatalog({board});
        statusBar()->showMessage(tr("Slot layout of %1 saved in your custom parts file").arg(name), 8000);
    });
    dialog->open();
    return dialog;
}

} // namespace rigsmith::ui
