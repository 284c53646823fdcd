// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "buildsession.h"
#include "core/document/removegpucommand.h"
#include "core/document/replacebuildcommand.h"
#include "core/file/buildfile.h"
#include "core/model/displaytext.h"
#include "db/overlay/useroverlay.h"
#include "nomodal.h"
#include "ui/browser/partsbrowser.h"
#include "ui/charts/chartspanel.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/dialogs/comparedialog.h"
#include "ui/dialogs/driftdialog.h"
#include "ui/dialogs/headless.h"
#include "ui/docks/findingspanel.h"
#include "ui/docks/settingspanel.h"
#include "ui/docks/summarystrip.h"
#include "ui/sheet/sheetactions.h"
#include "undokeys.h"
#include "wheelguard.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

bool MainWindow::dialogsAllowed() const
{
    return isVisible() && !dialogsSuppressed();
}

MainWindow::MainWindow(QWidget *parent, const QString &autosaveFolder)
    : QMainWindow(parent)
    , mTabs(new QTabBar(this))
    , mView(new ChassisView(this))
    , mBrowser(new PartsBrowser(this))
    , mFindings(new FindingsPanel(this))
    , mSettings(nullptr)
    , mSummary(new SummaryStrip(this))
    , mCharts(new ChartsPanel(this))
    , mHint(new QLabel(this))
    , mCatalogLabel(new QLabel(this))
    , mAutosaver(new Autosaver(autosaveFolder.isEmpty() ? Autosaver::defaultFolder() : autosaveFolder, this))
{
    WheelGuard::install();
    BuildUndoKeys::install(this);
    addSession(freshBuild(), QString());
    mSettings = new SettingsPanel(document(), this);
    mTabs->setTabsClosable(true);
    mTabs->setMovable(false);
    mTabs->setDocumentMode(true);
    mHint->setText(tr("An empty build. Drag parts from the browser onto the chassis (or select one and press "
                      "Enter), or start from File ▸ New from template."));
    mHint->setWordWrap(true);
    mHint->setMargin(6);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(mTabs);
    layout->addWidget(mSummary);
    layout->addWidget(mHint);
    layout->addWidget(mView, 1);
    setCentralWidget(central);
    createDocks();
    createActions();
    statusBar()->addPermanentWidget(mCatalogLabel);

    connect(mTabs, &QTabBar::currentChanged, this, &MainWindow::setCurrent);
    connect(mSettings, &SettingsPanel::exchangeRatesRequested, this, &MainWindow::editExchangeRates);
    connect(mTabs, &QTabBar::tabCloseRequested, this, [this](int i) {
        setCurrent(i);
        closeCurrent();
    });
    connect(
        mView, &ChassisView::hover, this, [this](const QString &m) { statusBar()->showMessage(m, 3000); });
    connect(mBrowser, &PartsBrowser::partActivated, this, [this](const Part &p) { controller()->add(p); });
    connect(mBrowser, &PartsBrowser::priceRequested, this, [this](const Part &p) { editPrice(p.info.id); });
    connect(mBrowser, &PartsBrowser::priceEdited, this, [this](const Part &p, const Money &price) {
        setUserPrice(p, {p.info.id, price, QDate::currentDate(), QString()});
    });
    connect(mBrowser, &PartsBrowser::layoutCorrectionRequested, this, &MainWindow::correctLayout);
    connect(mFindings, &FindingsPanel::findingSelected, this,
        [this](const QList<int> &slots, const QList<PartId> &parts) { scene()->selectSlots(slots, parts); });
    connect(mCharts, &ChartsPanel::swapRequested, this, [this](const PartId &id) {
        const auto part = controller()->resolve(id);
        if (!part || document()->build().gpus.isEmpty())
            return;
        if (QMessageBox::question(this, tr("Swap GPUs"),
                tr("Replace the build's GPUs (%1) with %2?")
                    .arg(document()->build().gpuCount())
                    .arg(part->info.name))
            == QMessageBox::Yes) {
            if (const auto why = swapGpusTo(id))
                statusBar()->showMessage(*why, 8000);
        }
    });

    // First run: 1400 × 900, or most of a smaller screen.
    resize(QSize(1400, 900).boundedTo(screen()->availableGeometry().size() * 0.95));
    resetLayout();
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    setCurrent(0);
    statusBar()->showMessage(tr("Ready"));
}

MainWindow::~MainWindow()
{
    // The sessions' stacks and scenes signal as they are torn down: not into a half-gone window
    // (nor does a price still being edited in the browser, committed as its editor closes).
    mBrowser->disconnect(this);
    for (BuildSession *s : mSessions) {
        s->document()->disconnect(this);
        s->document()->undoStack()->disconnect(this);
        // A stack being destroyed reports "clean": that must not discard the autosaved copy, which
        // only closing or saving a build may do.
        s->document()->undoStack()->disconnect(mAutosaver);
        s->controller()->disconnect(this);
        s->scene()->disconnect(this);
    }
    mView->setScene(nullptr);
    qDeleteAll(mSessions);
    mSessions.clear();
}

BuildSession *MainWindow::current() const
{
    const int i = mTabs->currentIndex();
    return mSessions.value(i < 0 ? 0 : i);
}

BuildDocument *MainWindow::document() const
{
    return current()->document();
}

const QString &MainWindow::filePath() const
{
    return current()->filePath();
}

BuildController *MainWindow::controller() const
{
    return current()->controller();
}

ChassisScene *MainWindow::scene() const
{
    return current()->scene();
}

BuildSession *MainWindow::addSession(Build build, const QString &path)
{
    auto *session = new BuildSession(this);
    session->setFilePath(path);
    session->document()->reset(std::move(build));
    session->controller()->setCatalog(mCatalog);
    session->scene()->setReplacementProvider([this] { return mBrowser->currentPart(); });
    connect(session->analysed(), &AnalysedBuild::analysed, this, [this, session] {
        if (session == current())
            refresh();
    });
    connect(session->document()->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // Undo and redo follow the stack once it has moved (a command's own redo runs before that).
    const auto followStack = [this, session] {
        if (session == current())
            updateUndoActions();
    };
    connect(session->document()->undoStack(), &QUndoStack::indexChanged, this, followStack);
    connect(session->document()->undoStack(), &QUndoStack::canUndoChanged, this, followStack);
    connect(session->document()->undoStack(), &QUndoStack::canRedoChanged, this, followStack);
    connect(session->controller(), &BuildController::refused, this,
        [this](const QString &why) { statusBar()->showMessage(why, 8000); });
    connect(session->scene(), &ChassisScene::message, this,
        [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    connect(
        session->scene(), &ChassisScene::priceRequested, this, [this](const PartId &id) { editPrice(id); });
    connect(session->scene(), &ChassisScene::layoutCorrectionRequested, this, &MainWindow::correctLayout);
    connect(session->scene(), &QGraphicsScene::selectionChanged, this, [this, session] {
        if (session == current())
            mFindings->selectForSlots(session->scene()->selectedGpuSlots());
    });
    mSessions.append(session);
    mAutosaver->watch(session);
    const int index = mTabs->addTab(session->title());
    mTabs->setCurrentIndex(index);
    return session;
}

void MainWindow::setCurrent(int index)
{
    if (index < 0 || index >= mSessions.size())
        return;
    if (mTabs->currentIndex() != index)
        mTabs->setCurrentIndex(index);
    BuildSession *s = mSessions[index];
    mView->setScene(s->scene());
    if (mSettings)
        mSettings->setDocument(s->document());
    // The docks follow this tab's analysed build.
    mFindings->follow(s->analysed());
    mSummary->follow(s->analysed());
    refresh();
    mView->fit();
}

void MainWindow::createDocks()
{
    const auto dock = [this](const QString &title, const char *name, QWidget *widget) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(widget);
        return d;
    };
    dock(tr("Parts"), "partsDock", mBrowser)->setMinimumWidth(300);
    dock(tr("Findings"), "findingsDock", mFindings);
    // The settings scroll rather than hold the window wider or taller than a laptop screen.
    auto *settingsScroll = new QScrollArea(this);
    settingsScroll->setWidget(mSettings);
    settingsScroll->setWidgetResizable(true);
    settingsScroll->setFrameShape(QFrame::NoFrame);
    dock(tr("Workload and environment"), "settingsDock", settingsScroll);
    dock(tr("Charts"), "chartsDock", mCharts)->setMinimumHeight(240);
    // The parts browser keeps the full height on the left; the charts sit under the chassis.
    // Placed and sized by resetLayout() once the window has its first-run size.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
}

void MainWindow::resetLayout()
{
    const auto dock = [this](const char *name) {
        auto *d = findChild<QDockWidget *>(QString::fromLatin1(name));
        d->setFloating(false);
        d->show();
        return d;
    };
    QDockWidget *parts = dock("partsDock");
    QDockWidget *findings = dock("findingsDock");
    QDockWidget *settings = dock("settingsDock");
    QDockWidget *charts = dock("chartsDock");
    addDockWidget(Qt::LeftDockWidgetArea, parts);
    addDockWidget(Qt::RightDockWidgetArea, findings);
    addDockWidget(Qt::RightDockWidgetArea, settings);
    tabifyDockWidget(findings, settings);
    findings->raise();
    addDockWidget(Qt::BottomDockWidgetArea, charts);
    // The chassis gets most of the room; the parts table enough for names and a few figures, the
    // charts about a third of the height (the docks' own size hints would take more on a laptop).
    // The right-hand docks as wide as the workload settings need (they scroll only when the window
    // is too narrow for that).
    const int right = std::min(std::max(mSettings->minimumSizeHint().width() + 24, width() / 4), width() / 3);
    resizeDocks({parts, findings}, {std::max(300, width() / 4 + 20), right}, Qt::Horizontal);
    resizeDocks({charts}, {std::max(240, height() * 3 / 10)}, Qt::Vertical);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newBuild);
    newAction->setShortcut(QKeySequence::New);
    QMenu *templatesMenu = file->addMenu(tr("New from &template"));
    templatesMenu->setObjectName(QStringLiteral("templatesMenu"));
    for (const QString &path : templates()) {
        const auto loaded = buildfile::load(path);
        QAction *action = templatesMenu->addAction(
            loaded.ok() ? templateName(loaded.value().name) : QFileInfo(path).baseName(), this,
            [this, path] { openTemplate(path); });
        if (loaded.ok())
            // What it shows, wrapped (rich text) rather than one line across the screen.
            action->setToolTip(
                QStringLiteral("<p>%1</p>").arg(templateName(loaded.value().notes).toHtmlEscaped()));
    }
    templatesMenu->setToolTipsVisible(true);
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    mRecentMenu = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addAction(tr("Re&vert"), this, &MainWindow::revert)
        ->setToolTip(tr("Discard the changes since the last save"));
    file->addSeparator();
    mSheet = new SheetActions(this, [this] {
        return SheetActions::Current {document()->build(), filePath()};
    });
    mSheet->setCatalog(mCatalog);
    connect(mSheet, &SheetActions::exported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Build sheet written to %1").arg(path), 8000);
    });
    connect(mSheet, &SheetActions::shoppingListExported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Shopping list written to %1").arg(path), 8000);
    });
    mSheet->addTo(file);
    file->addSeparator();
    addPriceActions(file);
    file->addSeparator();
    QAction *close = file->addAction(tr("&Close"), this, &MainWindow::closeCurrent);
    close->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = edit->addAction(tr("&Undo"), this, [this] { document()->undoStack()->undo(); });
    undo->setShortcuts(QKeySequence::Undo);
    undo->setIconText(tr("Undo"));
    QAction *redo = edit->addAction(tr("&Redo"), this, [this] { document()->undoStack()->redo(); });
    redo->setShortcuts(QKeySequence::Redo); // every binding of the platform: Ctrl+Shift+Z and Ctrl+Y
    redo->setIconText(tr("Redo"));
    edit->addSeparator();
    QAction *remove = edit->addAction(tr("&Delete"), this, [this] { scene()->removeSelected(); });
    remove->setShortcut(QKeySequence::Delete);
    remove->setToolTip(tr("Remove the selected parts from the build"));
    QAction *add = edit->addAction(tr("&Add selected part"), this, [this] {
        if (const auto p = mBrowser->currentPart())
            controller()->add(*p);
    });
    add->setShortcut(Qt::CTRL | Qt::Key_Return);
    // The keyboard's drag: in the chassis, arrows select a part and these move the selected GPU.
    for (const auto &[text, key, step] : {std::tuple(tr("Move GPU &up a slot"), Qt::Key_Up, -1),
             std::tuple(tr("Move GPU do&wn a slot"), Qt::Key_Down, 1)}) {
        QAction *move = edit->addAction(text, this, [this, step] {
            if (const auto why = scene()->moveSelectedGpu(step))
                statusBar()->showMessage(*why, 5000);
        });
        move->setShortcut(Qt::ALT | key);
        move->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        move->setToolTip(
            tr("Select a GPU in the chassis (arrow keys walk through the parts), then move it to "
               "the nearest slot that takes it"));
        mView->addAction(move);
    }

    createBuildMenu();

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = viewMenu->addAction(tr("Zoom &in"), this, [this] { mView->zoomBy(1.25); });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = viewMenu->addAction(tr("Zoom &out"), this, [this] { mView->zoomBy(0.8); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit = viewMenu->addAction(tr("&Fit to window"), mView, &ChassisView::fit);
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    viewMenu->addSeparator();
    QAction *find = viewMenu->addAction(tr("&Find a part"), this, [this] {
        mBrowser->parentWidget()->show();
        mBrowser->searchField()->setFocus(Qt::ShortcutFocusReason);
        mBrowser->searchField()->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    // F6 / Shift+F6 go round the panes, as in most desktop programs.
    QAction *nextPane = viewMenu->addAction(tr("&Next pane"), this, [this] { focusPane(1); });
    nextPane->setShortcut(Qt::Key_F6);
    QAction *previousPane = viewMenu->addAction(tr("&Previous pane"), this, [this] { focusPane(-1); });
    previousPane->setShortcut(Qt::SHIFT | Qt::Key_F6);
    viewMenu->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>())
        viewMenu->addAction(d->toggleViewAction());
    viewMenu->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout)
        ->setToolTip(tr("Put the panels back where they were at first"));

    QMenu *compareMenu = menuBar()->addMenu(tr("&Compare"));
    compareMenu->addAction(tr("&Builds…"), this, &MainWindow::compare)
        ->setToolTip(tr("Compare 2–4 open or saved builds side by side"));

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    for (QAction *a : {newAction, openAction, saveAction})
        toolbar->addAction(a);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(fit);
    // Undo and redo follow the current tab's stack.
    connect(mTabs, &QTabBar::currentChanged, this, &MainWindow::updateUndoActions);
    mUndoActions = {undo, redo};
    updateUndoActions();
}

const Report &MainWindow::report() const
{
    return current()->analysed()->report();
}

void MainWindow::refresh()
{
    // The scene, the findings and the summary follow the analysed build themselves; the browser and
    // the charts read the build.
    const Build &b = document()->build();
    mBrowser->setBuild(&document()->build());
    mCharts->update(b);
    mHint->setVisible(!b.chassis && !b.motherboard && !b.cpu && !b.cooler && !b.psu && b.gpus.isEmpty()
        && b.memory.isEmpty() && b.storage.isEmpty()); // gone with the first part of any kind
    updateTitle();
}

void MainWindow::updateUndoActions()
{
    if (mUndoActions.size() != 2)
        return;
    const QUndoStack *stack = document()->undoStack();
    mUndoActions[0]->setEnabled(stack->canUndo());
    mUndoActions[1]->setEnabled(stack->canRedo());
    mUndoActions[0]->setToolTip(
        stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Nothing to undo"));
    mUndoActions[1]->setToolTip(
        stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : tr("Nothing to redo"));
    // The Edit menu names the step ("Undo Set price of …"), as the toolbar's tooltip does; the toolbar
    // button keeps its short word (the action's icon text).
    mUndoActions[0]->setText(
        stack->canUndo() ? tr("&Undo %1").arg(shownLine(stack->undoText())) : tr("&Undo"));
    mUndoActions[1]->setText(
        stack->canRedo() ? tr("&Redo %1").arg(shownLine(stack->redoText())) : tr("&Redo"));
}

std::optional<QString> MainWindow::swapGpusTo(const PartId &id)
{
    const auto part = controller()->resolve(id);
    if (!part || part->kind() != PartKind::Gpu)
        return tr("%1 is not a GPU in the catalog.").arg(id.key());
    QList<int> slots;
    for (const GpuPlacement &g : document()->build().gpus)
        slots.append(g.slot);
    // Tried first on a scratch copy, so a refused swap leaves the undo history as it was.
    Build without = document()->build();
    without.gpus.clear();
    BuildDocument trial(without);
    BuildController trialController(&trial);
    for (int s : slots) {
        if (const auto why = trialController.refusal(*part, s))
            return tr("Cannot swap to %1: %2").arg(part->info.name, *why);
        trialController.apply(*part, s);
    }
    QUndoStack *stack = document()->undoStack();
    stack->beginMacro(tr("Swap GPUs to %1").arg(part->info.name));
    for (int s : slots)
        stack->push(new RemoveGpuCommand(document(), s));
    for (int s : slots)
        controller()->apply(*part, s);
    stack->endMacro();
    return std::nullopt;
}

void MainWindow::focusPane(int step)
{
    // The parts table, the chassis, the findings, the charts: the panes a user works in.
    const QList<QWidget *> panes {mBrowser->table(), mView, mFindings, mCharts};
    qsizetype at = -1;
    for (qsizetype i = 0; i < panes.size(); ++i) {
        if (panes[i]->isAncestorOf(focusWidget()) || panes[i] == focusWidget())
            at = i;
    }
    const qsizetype count = panes.size();
    qsizetype i = at >= 0 ? at : (step > 0 ? count - 1 : 0); // from outside: the first or the last
    for (qsizetype n = 0; n < count; ++n) {
        i = (i + step + count) % count;
        if (panes[i]->isVisible()) { // a closed dock is passed over
            panes[i]->setFocus(Qt::ShortcutFocusReason);
            return;
        }
    }
}

void MainWindow::expectCatalog()
{
    mBrowser->expectCatalog();
    mCatalogLabel->setText(tr("Reading the parts catalog…"));
}

void MainWindow::setCatalog(const PartCatalog *catalog, const QStringList &problems)
{
    mCatalog = catalog;
    for (BuildSession *s : mSessions)
        s->controller()->setCatalog(catalog);
    mBrowser->setCatalog(catalog);
    mCharts->setCatalog(catalog);
    mSheet->setCatalog(catalog);
    refresh();
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
    for (const auto &[session, path] : std::exchange(mDriftPending, {})) {
        if (session && mSessions.contains(session))
            offerCatalogDrift(session, path);
    }
    if (!problems.isEmpty()) {
        statusBar()->showMessage(problems.first());
        // Shown once the window is up, so a missing catalog never blocks opening a build, and after
        // any dialog already waiting for an answer (the drift offer just made), never on top of it.
        QMetaObject::invokeMethod(
            this,
            [this, problems] {
                whenNoModalDialog(this, [this, problems] {
                    if (dialogsAllowed())
                        QMessageBox::warning(
                            this, tr("Parts catalog"), problems.join(QStringLiteral("\n\n")));
                });
            },
            Qt::QueuedConnection);
    }
}

void MainWindow::updateTitle()
{
    for (int i = 0; i < mSessions.size(); ++i) {
        const bool dirty = !mSessions[i]->document()->undoStack()->isClean();
        mTabs->setTabText(i, mSessions[i]->title() + (dirty ? QStringLiteral(" •") : QString()));
        mTabs->setTabToolTip(
            i, mSessions[i]->filePath().isEmpty() ? tr("Not saved yet") : mSessions[i]->filePath());
    }
    // A named build saved in a file: both, the name first ("Box A — a.rigsmith").
    QString title = current()->title();
    if (!filePath().isEmpty() && title != QFileInfo(filePath()).fileName())
        title = tr("%1 — %2").arg(title, QFileInfo(filePath()).fileName());
    setWindowTitle(tr("%1[*] — Rigsmith").arg(title));
    setWindowModified(!document()->undoStack()->isClean());
}

void MainWindow::compare()
{
    // The current build first: the comparison starts from it (empty builds are never offered).
    QList<CompareDialog::Entry> open {{current()->title(), document()->build(), current()->filePath()}};
    for (BuildSession *s : mSessions) {
        if (s != current())
            open.append({s->title(), s->document()->build(), s->filePath()});
    }
    CompareDialog dialog(open, this);
    dialog.setCatalog(mCatalog); // the same drift check as opening a file, for every build compared
    dialog.exec();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    for (BuildSession *s : mSessions) {
        setCurrent(int(mSessions.indexOf(s)));
        if (!maybeKeepChanges(s)) {
            event->ignore();
            return;
        }
    }
    for (BuildSession *s : mSessions)
        mAutosaver->forget(s);
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

} // namespace rigsmith::ui
