// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "core/buildfile.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

QString fileFilter()
{
    return MainWindow::tr("Rigsmith builds (*.rigsmith);;All files (*)");
}

void addPartRow(QTreeWidgetItem *parent, const QString &role, const PartInfo *info, const QString &detail)
{
    auto *item = new QTreeWidgetItem(parent);
    item->setText(0, role.left(1).toUpper() + role.mid(1));
    item->setText(1, info ? info->name : MainWindow::tr("(none)"));
    item->setText(2, detail);
    if (info && info->price)
        item->setText(3, info->price->toString());
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    mHint = new QLabel(tr("An empty build. Open a build file (Ctrl+O) to see its parts."), central);
    mHint->setAlignment(Qt::AlignCenter);
    mOverview = new QTreeWidget(central);
    mOverview->setHeaderLabels({tr("Role"), tr("Part"), tr("Details"), tr("Price")});
    mOverview->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mOverview->setToolTip(tr("The parts of this build, their slots and the workload it is planned for"));
    layout->addWidget(mHint);
    layout->addWidget(mOverview);
    setCentralWidget(central);

    createActions();
    connect(&mDocument, &BuildDocument::changed, this, &MainWindow::refresh);
    connect(mDocument.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    resize(960, 640);
    refresh();
    mCatalogLabel = new QLabel(this);
    statusBar()->addPermanentWidget(mCatalogLabel);
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::setCatalog(const PartCatalog *catalog, const QStringList &problems)
{
    mCatalog = catalog;
    if (catalog) {
        int parts = 0;
        for (PartKind kind : allValues<PartKind>())
            parts += catalog->count(kind);
        mCatalogLabel->setText(tr("Catalog: %1 parts").arg(QLocale().toString(parts)));
        mCatalogLabel->setToolTip(
            tr("%1, version %2, data of %3")
                .arg(catalog->info().name, catalog->info().version,
                    QLocale().toString(catalog->info().dataDate, QLocale::ShortFormat)));
    } else {
        mCatalogLabel->setText(tr("No parts catalog"));
        mCatalogLabel->setToolTip(problems.join(u'\n'));
    }
    if (!problems.isEmpty()) {
        statusBar()->showMessage(problems.first());
        // Shown once the window is up, so a missing catalog never blocks opening a build.
        QMetaObject::invokeMethod(
            this,
            [this, problems] {
                if (isVisible())
                    QMessageBox::warning(this, tr("Parts catalog"), problems.join(QStringLiteral("\n\n")));
            },
            Qt::QueuedConnection);
    }
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newBuild);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = mDocument.undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mDocument.undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(newAction);
    toolbar->addAction(openAction);
    toolbar->addAction(saveAction);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
}

void MainWindow::refresh()
{
    const Build &b = mDocument.build();
    mOverview->clear();
    auto *parts = new QTreeWidgetItem(mOverview, {tr("Parts")});
    addPartRow(parts, displayName(PartKind::Case), b.chassis ? &b.chassis->info : nullptr,
        b.chassis ? tr("expansion slots: %1").arg(b.chassis->spec.expansionSlots) : QString());
    addPartRow(parts, displayName(PartKind::Motherboard), b.motherboard ? &b.motherboard->info : nullptr,
        b.motherboard ? (b.motherboard->spec.layoutApproximate ? tr("%1, PCIe slots: %2 (approximate layout)")
                                                               : tr("%1, PCIe slots: %2"))
                            .arg(b.motherboard->spec.socket)
                            .arg(b.motherboard->spec.slots.size())
                      : QString());
    addPartRow(parts, displayName(PartKind::Cpu), b.cpu ? &b.cpu->info : nullptr,
        b.cpu ? tr("%1 cores / %2 threads").arg(b.cpu->spec.cores).arg(b.cpu->spec.threads) : QString());
    addPartRow(parts, displayName(PartKind::Cooler), b.cooler ? &b.cooler->info : nullptr, QString());
    addPartRow(parts, displayName(PartKind::Psu), b.psu ? &b.psu->info : nullptr,
        b.psu ? tr("%1 W").arg(b.psu->spec.wattage.value()) : QString());
    for (const GpuPlacement &p : b.gpus) {
        addPartRow(parts, tr("GPU in slot %1").arg(p.slot), &p.gpu.info,
            tr("%1 GB, %2 W, %3 slots")
                .arg(p.gpu.spec.memory.value())
                .arg(p.gpu.spec.tdp.value())
                .arg(p.gpu.spec.slotWidth.value()));
    }
    for (const auto &m : b.memory)
        addPartRow(parts, displayName(PartKind::Memory), &m.part.info, tr("× %1").arg(m.quantity));
    for (const auto &s : b.storage)
        addPartRow(parts, displayName(PartKind::Storage), &s.part.info, tr("× %1").arg(s.quantity));
    auto *workload = new QTreeWidgetItem(mOverview, {tr("Workload")});
    new QTreeWidgetItem(workload, {tr("Task"), displayName(b.workload.task)});
    new QTreeWidgetItem(workload, {tr("Precision"), displayName(b.workload.precision)});
    new QTreeWidgetItem(workload, {tr("Preprocessing"), displayName(b.workload.preprocessing)});
    mOverview->expandAll();

    const bool empty = !b.chassis && !b.motherboard && !b.cpu && !b.psu && b.gpus.isEmpty();
    mHint->setVisible(empty);
    updateTitle();
}

void MainWindow::updateTitle()
{
    const QString name = mFilePath.isEmpty() ? tr("Untitled") : QFileInfo(mFilePath).fileName();
    setWindowTitle(tr("%1[*] — Rigsmith").arg(name));
    setWindowModified(!mDocument.undoStack()->isClean());
}

bool MainWindow::maybeKeepChanges()
{
    if (mDocument.undoStack()->isClean())
        return true;
    const auto answer
        = QMessageBox::warning(this, tr("Unsaved changes"), tr("The build has unsaved changes. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newBuild()
{
    if (!maybeKeepChanges())
        return;
    mFilePath.clear();
    mDocument.reset(Build {});
}

void MainWindow::open()
{
    if (!maybeKeepChanges())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open build"), QString(), fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    Result<Build> loaded = buildfile::load(path);
    if (!loaded.ok()) {
        const QString message = loaded.error().toString();
        statusBar()->showMessage(message);
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot open build"), message);
        return false;
    }
    mFilePath = path;
    mDocument.reset(std::move(loaded.value()));
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::saveTo(const QString &path)
{
    if (const auto error = buildfile::save(mDocument.build(), path)) {
        statusBar()->showMessage(error->toString());
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot save build"), error->toString());
        return false;
    }
    mFilePath = path;
    mDocument.undoStack()->setClean();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::save()
{
    return mFilePath.isEmpty() ? saveAs() : saveTo(mFilePath);
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save build"), mFilePath, fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".rigsmith");
    return saveTo(path);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeKeepChanges())
        event->accept();
    else
        event->ignore();
}

} // namespace rigsmith::ui
