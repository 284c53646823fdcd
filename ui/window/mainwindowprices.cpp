// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's prices: the user's own price of a part (from the browser, the chassis, the price
// column) and price lists imported from CSV, each one undo step of the current build.
#include "buildsession.h"
#include "core/file/regularfile.h"
#include "db/overlay/pricebook.h"
#include "db/prices/priceimport.h"
#include "mainwindow.h"
#include "setpricescommand.h"
#include "ui/browser/partsbrowser.h"
#include "ui/charts/chartspanel.h"
#include "ui/dialogs/partlistimportdialog.h"
#include "ui/dialogs/priceimportdialog.h"
#include "ui/dialogs/setpricedialog.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

#include <algorithm>
#include <limits>

namespace rigsmith::ui {

using namespace rigsmith::core;

void MainWindow::addPriceActions(QMenu *menu)
{
    mImportPrices = menu->addAction(tr("&Import prices…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import prices"), QString(), tr("Price lists (*.csv *.txt *.md *.html);;All files (*)"));
        if (!path.isEmpty())
            importPriceFile(path);
    });
    mImportPrices->setToolTip(
        tr("Your own prices from a CSV file with the header part,price,currency,date,shop, a shopping list "
           "Rigsmith wrote, or a PCPartPicker list"));
    mImportPrices->setEnabled(mPriceBook);
    mImportPartList = menu->addAction(tr("Import PCPartPicker &list…"), this, [this] { importPartList(); });
    mImportPartList->setToolTip(tr("Prices from a PCPartPicker list (a file or pasted text), each line's "
                                   "catalog part shown and open to change before anything is stored"));
    mImportPartList->setEnabled(mPriceBook);
}

bool MainWindow::importPartList(const QByteArray &text)
{
    if (!mPriceBook || !mCatalog)
        return false;
    PartListImportDialog dialog(*mCatalog, QDate::currentDate(), this);
    if (!text.isEmpty())
        dialog.setListText(text);
    if (dialog.exec() != QDialog::Accepted || !dialog.importButton()->isEnabled())
        return false;
    const QList<db::UserPrice> prices = dialog.prices();
    const QString what = dialog.list().url.isEmpty() ? tr("a PCPartPicker list") : dialog.list().url;
    if (const auto error
        = setUserPrices(prices, tr("Import %n price(s) from %1", nullptr, int(prices.size())).arg(what))) {
        statusBar()->showMessage(*error);
        return false;
    }
    statusBar()->showMessage(
        tr("Imported %n price(s) from %1. Edit ▸ Undo takes them back.", nullptr, int(prices.size()))
            .arg(what),
        8000);
    return true;
}

void MainWindow::setPriceBook(db::PriceBook *book)
{
    mPriceBook = book;
    mBrowser->setPricesEditable(book);
    if (mImportPrices)
        mImportPrices->setEnabled(book);
    if (mImportPartList)
        mImportPartList->setEnabled(book);
}

std::optional<QString> MainWindow::setUserPrices(const QList<db::UserPrice> &prices, const QString &text)
{
    if (!mPriceBook)
        return tr("Your own prices cannot be kept in this session (see the catalog's problems).");
    if (prices.isEmpty())
        return tr("No prices to set.");
    QList<PartId> ids;
    for (const db::UserPrice &p : prices)
        ids.append(p.part);
    const QList<std::optional<db::UserPrice>> held = mPriceBook->prices(ids);
    QList<SetPricesCommand::Before> before;
    for (qsizetype i = 0; i < ids.size(); ++i)
        before.append({ids[i], held[i]});
    if (auto error = mPriceBook->change(prices))
        return error;
    document()->undoStack()->push(new SetPricesCommand(mPriceBook, document(), text, prices, before,
        [this](const std::optional<QString> &error) { pricesChanged(error); }));
    return std::nullopt;
}

void MainWindow::pricesChanged(const std::optional<QString> &error)
{
    // The browser, the charts' alternatives and drift checks all read the catalog's prices.
    mBrowser->refreshPrices();
    mCharts->setCatalog(mCatalog);
    if (error) {
        statusBar()->showMessage(*error);
        if (dialogsAllowed())
            QMessageBox::warning(this, tr("Prices"), *error);
    }
}

bool MainWindow::editPrice(const PartId &id)
{
    const auto part = mCatalog ? mCatalog->part(id) : std::nullopt;
    if (!part || !mPriceBook) {
        statusBar()->showMessage(!mPriceBook
                ? tr("Your own prices cannot be kept in this session (see the catalog's problems).")
                : tr("%1 is not in the catalog; only catalog parts take your prices.").arg(id.key()),
            8000);
        return false;
    }
    SetPriceDialog dialog(*part, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return setUserPrice(*part, dialog.price());
}

bool MainWindow::setUserPrice(const Part &part, const db::UserPrice &price)
{
    const auto error = setUserPrices({price}, tr("Set price of %1").arg(part.info.name));
    statusBar()->showMessage(error ? *error
                                   : tr("Your price of %1: %2. Edit ▸ Undo takes it back.")
                                         .arg(part.info.name, price.price.toString()),
        8000);
    return !error;
}

bool MainWindow::importPriceFile(const QString &path)
{
    const auto fail = [this](const QString &message) {
        statusBar()->showMessage(message);
        if (dialogsAllowed())
            QMessageBox::warning(this, tr("Import prices"), message);
        return false;
    };
    if (!mPriceBook || !mCatalog)
        return fail(tr("Your own prices cannot be kept in this session (see the catalog's problems)."));
    // A regular file only, as build files are: a FIFO would block the window for ever.
    const auto read = readRegularFile(path, db::kMaxPriceListBytes);
    if (const auto *why = std::get_if<QString>(&read))
        return fail(tr("Cannot read %1: it %2").arg(QFileInfo(path).fileName(), *why));
    // The same reader as rigsmith-cli prices import (a price CSV, a shopping list Rigsmith wrote, or a
    // PCPartPicker list, found from the content): the same matches, bad rows and all-or-nothing. A long
    // list shows its progress and can be cancelled (nothing is imported then).
    QProgressDialog progress(tr("Reading %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 100, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(dialogsAllowed() ? 400 : std::numeric_limits<int>::max());
    const db::PriceList list = db::readPrices(std::get<QByteArray>(read), *mCatalog, QDate::currentDate(), {},
        [&progress](qsizetype done, qsizetype total) {
            progress.setValue(int(done * 100 / std::max<qsizetype>(total, 1)));
            QCoreApplication::processEvents();
            return !progress.wasCanceled();
        });
    progress.reset();
    if (list.cancelled) {
        statusBar()->showMessage(
            tr("Import of %1 cancelled; no price was changed.").arg(QFileInfo(path).fileName()), 8000);
        return false;
    }
    PriceImportDialog dialog(QFileInfo(path).fileName(), list, *mCatalog, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.importButton()->isEnabled())
        return false;
    if (const auto error = setUserPrices(list.prices,
            tr("Import %n price(s) from %1", nullptr, int(list.prices.size()))
                .arg(QFileInfo(path).fileName())))
        return fail(*error);
    statusBar()->showMessage(
        tr("Imported %n price(s) from %1. Edit ▸ Undo takes them back.", nullptr, int(list.prices.size()))
            .arg(QFileInfo(path).fileName()),
        8000);
    return true;
}

} // namespace rigsmith::ui
