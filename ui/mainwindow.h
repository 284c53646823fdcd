// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/builddocument.h"
#include "core/partcatalog.h"

#include <QMainWindow>

class QLabel;
class QTreeWidget;

namespace rigsmith::ui {

// The application window: one open build, shown as an overview of its parts, slots and
// workload, with the file and undo actions. The chassis view and parts browser dock here.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    core::BuildDocument *document() { return &mDocument; }
    const QString &filePath() const { return mFilePath; }

    // Opens a build file; on failure shows why and keeps the current build. Returns success.
    bool openFile(const QString &path);
    bool saveTo(const QString &path);
    // The parts catalog for this session (null when none could be opened) and what went wrong
    // opening it; problems are shown once, and builds still open from their embedded parts.
    void setCatalog(const core::PartCatalog *catalog, const QStringList &problems);
    const core::PartCatalog *catalog() const { return mCatalog; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void refresh();
    void updateTitle();
    bool maybeKeepChanges();
    void newBuild();
    void open();
    bool save();
    bool saveAs();

    core::BuildDocument mDocument;
    QString mFilePath;
    QTreeWidget *mOverview = nullptr;
    QLabel *mHint = nullptr;
    QLabel *mCatalogLabel = nullptr;
    const core::PartCatalog *mCatalog = nullptr;
};

} // namespace rigsmith::ui
