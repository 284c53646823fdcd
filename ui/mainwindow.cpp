// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "buildcontroller.h"
#include "chartspanel.h"
#include "chassisscene.h"
#include "chassisview.h"
#include "core/buildfile.h"
#include "core/commands/removegpucommand.h"
#include "findingspanel.h"
#include "partsbrowser.h"
#include "settingspanel.h"
#include "summarystrip.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

QString fileFilter()
{
    return MainWindow::tr("Rigsmith builds (*.rigsmith);;All files (*)");
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mController(new BuildController(&mDocument, this))
    , mScene(new ChassisScene(mController, this))
    , mView(new ChassisView(this))
    , mBrowser(new PartsBrowser(this))
    , mFindings(new FindingsPanel(this))
    , mSettings(new SettingsPanel(&mDocument, this))
    , mSummary(new SummaryStrip(this))
    , mCharts(new ChartsPanel(this))
    , mHint(new QLabel(this))
    , mCatalogLabel(new QLabel(this))
{
    mView->setScene(mScene);
    mHint->setText(tr("An empty build. Drag parts from the browser onto the chassis (or select one and press "
                      "Enter), or start from File ▸ New from template."));
    mHint->setWordWrap(true);
    mHint->setMargin(6);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mSummary);
    layout->addWidget(mHint);
    layout->addWidget(mView, 1);
    setCentralWidget(central);
    createDocks();
    createActions();
    statusBar()->addPermanentWidget(mCatalogLabel);

    connect(&mDocument, &BuildDocument::changed, this, &MainWindow::refresh);
    connect(mDocument.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(mController, &BuildController::refused, this,
        [this](const QString &why) { statusBar()->showMessage(why, 8000); });
    connect(mScene, &ChassisScene::message, this,
        [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    connect(
        mView, &ChassisView::hover, this, [this](const QString &m) { statusBar()->showMessage(m, 3000); });
    connect(mBrowser, &PartsBrowser::partActivated, this, [this](const Part &p) { mController->add(p); });
    connect(mFindings, &FindingsPanel::findingSelected, this,
        [this](const QList<int> &slots, const QList<PartId> &parts) { mScene->selectSlots(slots, parts); });
    connect(mScene, &QGraphicsScene::selectionChanged, this,
        [this] { mFindings->selectForSlots(mScene->selectedGpuSlots()); });
    mScene->setReplacementProvider([this] { return mBrowser->currentPart(); });
    connect(mCharts, &ChartsPanel::swapRequested, this, [this](const PartId &id) {
        const auto part = mController->resolve(id);
        if (!part || mDocument.build().gpus.isEmpty())
            return;
        if (QMessageBox::question(this, tr("Swap GPUs"),
                tr("Replace the build's GPUs (%1) with %2?")
                    .arg(mDocument.build().gpuCount())
                    .arg(part->info.name))
            == QMessageBox::Yes) {
            if (const auto why = swapGpusTo(id))
                statusBar()->showMessage(*why, 8000);
        }
    });

    resize(1400, 900);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    refresh();
    mView->fit();
    statusBar()->showMessage(tr("Ready"));
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    const auto dock
        = [this](const QString &title, const char *name, QWidget *widget, Qt::DockWidgetArea area) {
              auto *d = new QDockWidget(title, this);
              d->setObjectName(QString::fromLatin1(name));
              d->setWidget(widget);
              addDockWidget(area, d);
              return d;
          };
    dock(tr("Parts"), "partsDock", mBrowser, Qt::LeftDockWidgetArea)->setMinimumWidth(460);
    QDockWidget *findings = dock(tr("Findings"), "findingsDock", mFindings, Qt::RightDockWidgetArea);
    QDockWidget *settings
        = dock(tr("Workload and environment"), "settingsDock", mSettings, Qt::RightDockWidgetArea);
    tabifyDockWidget(findings, settings);
    dock(tr("Charts"), "chartsDock", mCharts, Qt::BottomDockWidgetArea)->setMinimumHeight(380);
    findings->raise();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newBuild);
    newAction->setShortcut(QKeySequence::New);
    QMenu *templatesMenu = file->addMenu(tr("New from &template"));
    for (const QString &path : templates()) {
        const auto loaded = buildfile::load(path);
        templatesMenu->addAction(loaded.ok() ? loaded.value().name : QFileInfo(path).baseName(), this,
            [this, path] { openTemplate(path); });
    }
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
    edit->addSeparator();
    QAction *remove = edit->addAction(tr("&Delete"), mScene, &ChassisScene::removeSelected);
    remove->setShortcut(QKeySequence::Delete);
    remove->setToolTip(tr("Remove the selected parts from the build"));
    QAction *add = edit->addAction(tr("&Add selected part"), this, [this] {
        if (const auto p = mBrowser->currentPart())
            mController->add(*p);
    });
    add->setShortcut(Qt::CTRL | Qt::Key_Return);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = viewMenu->addAction(tr("Zoom &in"), this, [this] { mView->zoomBy(1.25); });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = viewMenu->addAction(tr("Zoom &out"), this, [this] { mView->zoomBy(0.8); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit = viewMenu->addAction(tr("&Fit to window"), mView, &ChassisView::fit);
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    viewMenu->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        viewMenu->addAction(d->toggleViewAction());

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    for (QAction *a : {newAction, openAction, saveAction})
        toolbar->addAction(a);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(fit);
}

QStringList MainWindow::templates()
{
    QStringList out;
    const QDir dir(QStringLiteral(":/builds"));
    for (const QString &name : dir.entryList({QStringLiteral("*.rigsmith")}, QDir::Files, QDir::Name))
        out.append(dir.filePath(name));
    return out;
}

void MainWindow::refresh()
{
    const Build &b = mDocument.build();
    const Analyses analyses = Analyses::of(b);
    mReport = RuleEngine::evaluate(b, analyses);
    mScene->sync(b, analyses, mReport);
    mFindings->setReport(mReport);
    mSummary->update(b, analyses, mReport);
    mBrowser->setBuild(&mDocument.build());
    mCharts->update(b);
    mHint->setVisible(!b.chassis && !b.motherboard && !b.cpu && !b.psu && b.gpus.isEmpty());
    updateTitle();
}

std::optional<QString> MainWindow::swapGpusTo(const PartId &id)
{
    const auto part = mController->resolve(id);
    if (!part || part->kind() != PartKind::Gpu)
        return tr("%1 is not a GPU in the catalog.").arg(id.key());
    QList<int> slots;
    for (const GpuPlacement &g : mDocument.build().gpus)
        slots.append(g.slot);
    QUndoStack *stack = mDocument.undoStack();
    stack->beginMacro(tr("Swap GPUs to %1").arg(part->info.name));
    for (int s : slots)
        stack->push(new RemoveGpuCommand(&mDocument, s));
    std::optional<QString> why;
    for (int s : slots) {
        why = mController->refusal(*part, s);
        if (why)
            break;
        mController->apply(*part, s);
    }
    stack->endMacro();
    if (why) {
        stack->undo();
        return tr("Cannot swap to %1: %2").arg(part->info.name, *why);
    }
    return std::nullopt;
}

void MainWindow::setCatalog(const PartCatalog *catalog, const QStringList &problems)
{
    mController->setCatalog(catalog);
    mBrowser->setCatalog(catalog);
    mCharts->setCatalog(catalog);
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
                if (isVisible() && !qEnvironmentVariableIsSet("RIGSMITH_NO_DIALOGS"))
                    QMessageBox::warning(this, tr("Parts catalog"), problems.join(QStringLiteral("\n\n")));
            },
            Qt::QueuedConnection);
    }
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

bool MainWindow::openTemplate(const QString &resourcePath)
{
    auto loaded = buildfile::load(resourcePath);
    if (!loaded.ok()) {
        statusBar()->showMessage(loaded.error().toString());
        return false;
    }
    mFilePath.clear();
    mDocument.reset(std::move(loaded.value()));
    mView->fit();
    statusBar()->showMessage(tr("New build from the template \"%1\"").arg(mDocument.build().name), 5000);
    return true;
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
        if (isVisible() && !qEnvironmentVariableIsSet("RIGSMITH_NO_DIALOGS"))
            QMessageBox::warning(this, tr("Cannot open build"), message);
        return false;
    }
    mFilePath = path;
    mDocument.reset(std::move(loaded.value()));
    mView->fit();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::saveTo(const QString &path)
{
    if (const auto error = buildfile::save(mDocument.build(), path)) {
        statusBar()->showMessage(error->toString());
        if (isVisible() && !qEnvironmentVariableIsSet("RIGSMITH_NO_DIALOGS"))
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
    if (!maybeKeepChanges()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

} // namespace rigsmith::ui
