// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's file handling: new, open, save, revert, close, recent files, templates and
// recovery of autosaved work.
#include "buildsession.h"
#include "core/document/replacebuildcommand.h"
#include "core/file/buildfile.h"
#include "core/model/displaytext.h"
#include "mainwindow.h"
#include "nomodal.h"
#include "ui/dialogs/driftdialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFuture>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QUndoStack>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr int kMaxRecent = 8;

QString fileFilter()
{
    return MainWindow::tr("Rigsmith builds (*.rigsmith);;All files (*)");
}

} // namespace

QStringList MainWindow::templates()
{
    QStringList out;
    const QDir dir(QStringLiteral(":/builds"));
    for (const QString &name : dir.entryList({QStringLiteral("*.rigsmith")}, QDir::Files, QDir::Name))
        out.append(dir.filePath(name));
    return out;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void MainWindow::rememberRecent(const QString &path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(QFileInfo(path).absoluteFilePath());
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!mRecentMenu)
        return;
    mRecentMenu->clear();
    for (const QString &path : recentFiles())
        mRecentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })
            ->setToolTip(path);
    mRecentMenu->setEnabled(!mRecentMenu->isEmpty());
}

bool MainWindow::maybeKeepChanges(BuildSession *session)
{
    if (session->document()->undoStack()->isClean())
        return true;
    if (!dialogsAllowed())
        return false; // never discard work without asking
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them?").arg(session->title()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return session == current() ? save() : false;
    return answer == QMessageBox::Discard;
}

Build MainWindow::freshBuild()
{
    Build b;
    b.environment = localEnvironment(QLocale().territory());
    return b;
}

void MainWindow::newBuild()
{
    addSession(freshBuild(), QString());
}

bool MainWindow::closeCurrent()
{
    BuildSession *s = current();
    if (!maybeKeepChanges(s))
        return false;
    mAutosaver->forget(s);
    const int index = mTabs->currentIndex();
    mSessions.removeAt(index);
    if (mSessions.isEmpty())
        addSession(freshBuild(), QString());
    mTabs->removeTab(index);
    s->deleteLater();
    setCurrent(mTabs->currentIndex());
    return true;
}

QString MainWindow::templateName(const QString &name)
{
    // The names and notes the shipped templates carry (resources/builds), for the translators.
    [[maybe_unused]] static const char *const names[] = {
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow", "Mistakes to learn from: four open-air RTX 4090s"),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow",
            "Deliberate mistakes to learn from. Four thick open-air RTX 4090s in a board whose slots are two "
            "apart: each card covers the next (three collisions), the last one needs more slot openings than "
            "the case has, and open-air fans side by side choke each other. 1600 W is far below the guide's "
            "2288 W minimum, the PSU lacks connectors for four cards, and the draw is more than a 120 V / 15 "
            "A circuit carries. Fix them one at a time and watch the findings go."),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow", "Good: four blower GPUs, the guide's way"),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow",
            "A good 4-GPU build to start from. Blower cards blow their heat out of the back, so four of them "
            "can sit one slot apart (the guide: 10–15 % slower than a single card, where open-air cards side "
            "by side lose about 30 %). The Threadripper 3960X gives every card x16 or x8 lanes and 12 "
            "threads each; 128 GB of RAM is more than the cards' 44 GB; the 1600 W PSU is above the guide's "
            "1408 W minimum. The one warning is real: on a 120 V / 15 A circuit the box needs an outlet to "
            "itself."),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow", "Good: one budget GPU to learn on"),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow",
            "A good first build for Kaggle and courses: one RTX 3060 with 12 GB of memory, a Ryzen 5 on a "
            "B650 board, 32 GB of RAM and a 750 W PSU with room for a bigger card later. The one piece of "
            "advice asks whether 2 TB holds your datasets."),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow", "Mistakes to learn from: four water-cooled RTX 3090s"),
        QT_TRANSLATE_NOOP("rigsmith::ui::MainWindow",
            "Deliberate mistakes to learn from, in a big Threadripper box for large transformers. "
            "Water-cooled cards may sit side by side, but each needs a radiator mount; the catalog does not "
            "know this ATX case's mounts (check its specification), and it does not take the E-ATX board. "
            "The 1600 W PSU is below the guide's 1848 W minimum for "
            "four 350 W cards and spikes past it; the server (registered) memory does not run on this "
            "desktop board. The water cooling itself is sound: no throttling."),
    };
    return tr(name.toUtf8().constData());
}

bool MainWindow::openTemplate(const QString &resourcePath)
{
    auto loaded = buildfile::load(resourcePath);
    if (!loaded.ok()) {
        statusBar()->showMessage(loaded.error().toString());
        return false;
    }
    // A new build, named and described in the user's language.
    loaded.value().name = templateName(loaded.value().name);
    loaded.value().notes = templateName(loaded.value().notes);
    // Made of catalog parts at their catalog prices: a new build takes today's (core::checkDrift), and says
    // so.
    QString priceNote;
    bool ready = mCatalog != nullptr;
    for (PartKind kind : allValues<PartKind>())
        ready = ready && mCatalog->whenReady(kind).isFinished();
    if (ready) {
        DriftCheck checked = checkDrift(loaded.value(), mCatalog);
        priceNote = checked.note(loaded.value().name);
        loaded.value() = std::move(checked.build);
    }
    addSession(std::move(loaded.value()), QString());
    setCurrent(mTabs->currentIndex());
    statusBar()->showMessage(priceNote.isEmpty()
            ? tr("New build from the template \"%1\"").arg(document()->build().name)
            : tr("New build from the template \"%1\"; %2").arg(document()->build().name, priceNote),
        priceNote.isEmpty() ? 5000 : 15000);
    // Made of catalog parts: should the catalog have changed since, the template's parts are offered
    // the catalog's news like any opened file's.
    offerCatalogDrift(current(), resourcePath);
    return true;
}

void MainWindow::open()
{
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
        if (dialogsAllowed())
            QMessageBox::warning(this, tr("Cannot open build"), message);
        return false;
    }
    for (int i = 0; i < mSessions.size(); ++i) {
        if (QFileInfo(mSessions[i]->filePath()) == QFileInfo(path)) {
            setCurrent(i); // already open
            return true;
        }
    }
    BuildSession *s = current();
    const bool untouched = s->filePath().isEmpty() && s->document()->undoStack()->count() == 0
        && s->document()->build() == freshBuild();
    if (untouched) {
        s->setFilePath(path);
        s->document()->reset(std::move(loaded.value()));
    } else {
        addSession(std::move(loaded.value()), path);
    }
    setCurrent(mTabs->currentIndex());
    rememberRecent(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    offerCatalogDrift(current(), path);
    return true;
}

void MainWindow::offerCatalogDrift(BuildSession *session, const QString &path)
{
    mLastDrift.clear();
    if (!mCatalog) {
        mDriftPending.append({session, path}); // compared when the catalog is set
        return;
    }
    // Comparing needs every kind the build uses; the build is shown at once and compared once the
    // catalog has arrived (at start-up it is still being read).
    for (PartKind kind : allValues<PartKind>()) {
        if (!mCatalog->whenReady(kind).isFinished()) {
            onReady(*mCatalog, kind, this,
                [this, session = QPointer<BuildSession>(session), path, catalog = mCatalog] {
                    if (session && mSessions.contains(session) && mCatalog == catalog)
                        offerCatalogDrift(session, path); // waits for the next kind still arriving
                });
            return;
        }
    }
    mLastDrift = catalogDrift(session->document()->build(), *mCatalog);
    if (mLastDrift.isEmpty())
        return;
    statusBar()->showMessage(tr("%1: %n part(s) differ from the catalog now", nullptr, int(mLastDrift.size()))
                                 .arg(QFileInfo(path).fileName()));
    if (dialogsAllowed()) {
        // Not inside another dialog's loop (the recovery offer at start-up): after it.
        whenNoModalDialog(this, [this, session = QPointer<BuildSession>(session), path, drift = mLastDrift] {
            if (!session || !mSessions.contains(session) || !dialogsAllowed())
                return;
            DriftDialog dialog(QFileInfo(path).fileName(), drift, this);
            if (dialog.exec() == QDialog::Accepted && mSessions.contains(session)) {
                setCurrent(int(mSessions.indexOf(session)));
                updateFromCatalog(dialog.toUpdate());
            }
        });
    }
}

void MainWindow::updateFromCatalog(const QList<PartId> &ids)
{
    if (!mCatalog || ids.isEmpty())
        return;
    document()->undoStack()->push(new ReplaceBuildCommand(document(), tr("Update parts from the catalog"),
        core::updatedFromCatalog(document()->build(), *mCatalog, ids)));
}

bool MainWindow::revert()
{
    BuildSession *s = current();
    if (s->filePath().isEmpty())
        return false;
    if (!s->document()->undoStack()->isClean() && dialogsAllowed()
        && QMessageBox::question(this, tr("Revert"), tr("Discard the changes to %1?").arg(s->title()))
            != QMessageBox::Yes)
        return false;
    auto loaded = buildfile::load(s->filePath());
    if (!loaded.ok()) {
        statusBar()->showMessage(loaded.error().toString());
        return false;
    }
    s->document()->reset(std::move(loaded.value()));
    mAutosaver->forget(s);
    return true;
}

bool MainWindow::saveTo(const QString &path)
{
    if (const auto error = buildfile::save(document()->build(), path)) {
        statusBar()->showMessage(error->toString());
        if (dialogsAllowed())
            QMessageBox::warning(this, tr("Cannot save build"), error->toString());
        return false; // the build stays open with its changes
    }
    current()->setFilePath(path);
    document()->undoStack()->setClean();
    mAutosaver->forget(current());
    rememberRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::save()
{
    return filePath().isEmpty() ? saveAs() : saveTo(filePath());
}

QString MainWindow::suggestedSavePath() const
{
    // A new build's dialog opens with its name (as the PDF and shopping-list exports do), in the folder
    // a build was last saved to.
    if (!filePath().isEmpty())
        return filePath();
    const QString base = fileBaseName(document()->build().name);
    QString folder = QSettings().value(QStringLiteral("lastBuildFolder")).toString();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(folder).filePath(
        (base.isEmpty() ? tr("untitled-build") : base) + QStringLiteral(".rigsmith"));
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save build"), suggestedSavePath(), fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".rigsmith");
    QSettings().setValue(QStringLiteral("lastBuildFolder"), QFileInfo(path).absolutePath());
    return saveTo(path);
}

int MainWindow::offerRecovery(bool ask)
{
    int recovered = 0;
    for (const Autosaver::Recovery &r : mAutosaver->pending()) {
        if (!r.error.isEmpty()) {
            // Never skipped in silence: the copy is kept under another name and the user told why.
            const QString kept = mAutosaver->setAside(r.id);
            const QString message
                = tr("A copy of unsaved work could not be recovered: %1. It was kept as %2.")
                      .arg(r.error, kept);
            statusBar()->showMessage(message);
            if (ask)
                QMessageBox::warning(this, tr("Recover unsaved work"), message);
            continue;
        }
        const QString what = r.originalPath.isEmpty() ? r.build.name : QFileInfo(r.originalPath).fileName();
        if (ask) {
            const auto answer = QMessageBox::question(this, tr("Recover unsaved work"),
                tr("Rigsmith did not close properly. Unsaved changes to %1 from %2 were kept. Recover them?")
                    .arg(what, QLocale().toString(r.savedAt.toLocalTime(), QLocale::ShortFormat)),
                QMessageBox::Yes | QMessageBox::No | QMessageBox::Discard);
            if (answer == QMessageBox::Discard)
                mAutosaver->discard(r.id);
            if (answer != QMessageBox::Yes)
                continue;
        }
        recover(r);
        ++recovered;
    }
    return recovered;
}

void MainWindow::recover(const Autosaver::Recovery &r)
{
    // A new tab that holds the recovered build as an unsaved change; the user's file is not touched
    // until they save.
    Build original;
    if (!r.originalPath.isEmpty()) {
        auto loaded = buildfile::load(r.originalPath);
        if (loaded.ok())
            original = std::move(loaded.value());
    }
    BuildSession *s = addSession(original, r.originalPath);
    s->document()->undoStack()->push(
        new ReplaceBuildCommand(s->document(), tr("Recover unsaved changes"), r.build));
    mAutosaver->discard(r.id);
    setCurrent(mTabs->currentIndex());
}

} // namespace rigsmith::ui
