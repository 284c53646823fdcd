// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetactions.h"

#include "core/compare/shoppinglist.h"
#include "core/file/atomicsave.h"
#include "core/file/regularfile.h"
#include "core/model/displaytext.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>

namespace rigsmith::ui {

namespace {

const QString kPageSizeKey = QStringLiteral("sheet/pageSize");
const QString kFolderKey = QStringLiteral("sheet/folder");

} // namespace

SheetActions::SheetActions(QWidget *window, Source source)
    : QObject(window)
    , mWindow(window)
    , mSource(std::move(source))
    , mExport(new QAction(tr("E&xport build sheet (PDF)…"), this))
    , mPreview(new QAction(tr("Print pre&view…"), this))
    , mPrint(new QAction(tr("&Print…"), this))
    , mShoppingList(new QMenu(tr("Export &shopping list"), window))
{
    mShoppingList->setToolTipsVisible(true);
    mShoppingList
        ->addAction(
            tr("&Markdown (.md)…"), this, [this] { exportShoppingListWithDialog(ShoppingList::Markdown); })
        ->setToolTip(tr("The parts, quantities, prices with their dates and sources, and the total, as a "
                        "Markdown table to post or keep"));
    mShoppingList
        ->addAction(tr("&CSV for a spreadsheet (.csv)…"), this,
            [this] { exportShoppingListWithDialog(ShoppingList::Csv); })
        ->setToolTip(tr("The same list as comma-separated values"));
    mExport->setShortcut(Qt::CTRL | Qt::Key_E);
    mExport->setToolTip(
        tr("Write the build sheet — parts, chassis drawing, findings, power, charts — as a PDF"));
    mPreview->setToolTip(tr("See the build sheet page by page before printing"));
    mPrint->setShortcut(QKeySequence::Print);
    connect(mExport, &QAction::triggered, this, &SheetActions::exportWithDialog);
    connect(mPreview, &QAction::triggered, this, &SheetActions::printPreview);
    connect(mPrint, &QAction::triggered, this, &SheetActions::print);
}

void SheetActions::addTo(QMenu *menu)
{
    menu->addAction(mExport);
    menu->addAction(mPreview);
    menu->addAction(mPrint);
    menu->addMenu(mShoppingList);
}

QPageSize SheetActions::pageSize()
{
    const QString id = QSettings().value(kPageSizeKey).toString();
    if (id == u"Letter")
        return QPageSize(QPageSize::Letter);
    if (id == u"A4")
        return QPageSize(QPageSize::A4);
    const auto country = QLocale().territory();
    const bool letter = country == QLocale::UnitedStates || country == QLocale::Canada;
    return QPageSize(letter ? QPageSize::Letter : QPageSize::A4);
}

void SheetActions::setPageSize(const QPageSize &size)
{
    QSettings().setValue(
        kPageSizeKey, size.id() == QPageSize::Letter ? QStringLiteral("Letter") : QStringLiteral("A4"));
}

BuildSheet SheetActions::sheet() const
{
    BuildSheet::Options options;
    options.pageSize = pageSize();
    options.version = QCoreApplication::applicationVersion();
    options.catalog = mCatalog;
    if (mCatalog)
        options.catalogDate = mCatalog->info().dataDate;
    return BuildSheet(mSource().build, options);
}

bool SheetActions::exportTo(const QString &path)
{
    // The sheet never replaces the build it is made from, however the path is spelled or linked.
    if (core::sameFile(path, mSource().filePath)) {
        QMessageBox::warning(mWindow, tr("Export build sheet"),
            tr("%1 is the build file this sheet is made from; the PDF would replace it. Choose another name.")
                .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())));
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto error = sheet().exportPdf(path);
    QApplication::restoreOverrideCursor();
    if (error) {
        QMessageBox::warning(mWindow, tr("Export build sheet"), *error);
        return false;
    }
    Q_EMIT exported(path);
    return true;
}

std::optional<QString> SheetActions::exportShoppingList(const QString &path, ShoppingList format)
{
    const Current current = mSource();
    if (core::sameFile(path, current.filePath))
        return tr(
            "%1 is the build file this list is made from; the list would replace it. Choose another name.")
            .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
    const QByteArray data = format == ShoppingList::Csv ? core::partsCsv(current.build)
                                                        : core::partsMarkdown(current.build).toUtf8();
    if (const auto error = core::saveAtomically(path, data))
        return QStringLiteral("%1: %2").arg(
            QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), *error);
    Q_EMIT shoppingListExported(path);
    return std::nullopt;
}

QString SheetActions::suggestedPath(const QString &suffix) const
{
    const Current current = mSource();
    QString folder = QSettings().value(kFolderKey).toString();
    if (!current.filePath.isEmpty())
        folder = QFileInfo(current.filePath).absolutePath();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString base = current.filePath.isEmpty() ? core::fileBaseName(current.build.name)
                                              : QFileInfo(current.filePath).completeBaseName();
    if (base.isEmpty())
        base = suffix == u"pdf" ? tr("build-sheet") : tr("shopping-list");
    return folder + u'/' + base + u'.' + suffix;
}

void SheetActions::exportShoppingListWithDialog(ShoppingList format)
{
    const bool csv = format == ShoppingList::Csv;
    const QString path = QFileDialog::getSaveFileName(mWindow, tr("Export shopping list"),
        suggestedPath(csv ? QStringLiteral("csv") : QStringLiteral("md")),
        csv ? tr("CSV files (*.csv)") : tr("Markdown files (*.md)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    if (const auto error = exportShoppingList(path, format))
        QMessageBox::warning(mWindow, tr("Export shopping list"), *error);
}

void SheetActions::exportWithDialog()
{
    QFileDialog dialog(
        mWindow, tr("Export build sheet"), suggestedPath(QStringLiteral("pdf")), tr("PDF files (*.pdf)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("pdf"));
    dialog.setOption(QFileDialog::DontUseNativeDialog); // the page size box below needs Qt's own dialog
    auto *size = new QComboBox(&dialog);
    size->addItem(tr("A4"), int(QPageSize::A4));
    size->addItem(tr("Letter"), int(QPageSize::Letter));
    size->setCurrentIndex(pageSize().id() == QPageSize::Letter ? 1 : 0);
    size->setToolTip(tr("Page size of the build sheet"));
    if (auto *grid = qobject_cast<QGridLayout *>(dialog.layout())) {
        const int row = grid->rowCount();
        grid->addWidget(new QLabel(tr("Page size:"), &dialog), row, 0);
        grid->addWidget(size, row, 1);
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    setPageSize(QPageSize(QPageSize::PageSizeId(size->currentData().toInt())));
    const QString path = dialog.selectedFiles().first();
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    exportTo(path);
}

void SheetActions::setUpPrinter(QPrinter &printer)
{
    printer.setPageSize(pageSize());
    printer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
}

QPrintPreviewDialog *SheetActions::createPreview(QPrinter *printer)
{
    setUpPrinter(*printer);
    auto *dialog = new QPrintPreviewDialog(printer, mWindow);
    dialog->setWindowTitle(tr("Build sheet preview"));
    // The sheet is fixed when the preview opens; the printer may change page size in the dialog.
    connect(dialog, &QPrintPreviewDialog::paintRequested, dialog, [s = sheet()](QPrinter *p) { s.paint(p); });
    return dialog;
}

void SheetActions::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    std::unique_ptr<QPrintPreviewDialog> dialog(createPreview(&printer));
    dialog->exec();
}

void SheetActions::print()
{
    QPrinter printer(QPrinter::HighResolution);
    setUpPrinter(printer);
    QPrintDialog dialog(&printer, mWindow);
    dialog.setWindowTitle(tr("Print build sheet"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    sheet().paint(&printer);
    QApplication::restoreOverrideCursor();
}

} // namespace rigsmith::ui
