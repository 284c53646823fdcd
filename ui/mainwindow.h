// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/builddocument.h"

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
};

} // namespace rigsmith::ui
