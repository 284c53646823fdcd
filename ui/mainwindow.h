// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/builddocument.h"
#include "core/partcatalog.h"
#include "core/rules/ruleengine.h"

#include <QMainWindow>

class QLabel;

namespace rigsmith::ui {

class BuildController;
class ChartsPanel;
class ChassisScene;
class ChassisView;
class FindingsPanel;
class PartsBrowser;
class SettingsPanel;
class SummaryStrip;

// The application window: the chassis view in the centre under the summary strip; docks for the
// parts browser, the findings and the workload and environment. One open build.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    core::BuildDocument *document() { return &mDocument; }
    const QString &filePath() const { return mFilePath; }
    BuildController *controller() const { return mController; }
    ChassisScene *scene() const { return mScene; }
    ChassisView *view() const { return mView; }
    PartsBrowser *browser() const { return mBrowser; }
    FindingsPanel *findings() const { return mFindings; }
    SummaryStrip *summary() const { return mSummary; }
    ChartsPanel *charts() const { return mCharts; }
    // Replaces every GPU of the build with `gpu`, in the same slots, as one undo step; returns why
    // it could not when it cannot (the build is then unchanged).
    std::optional<QString> swapGpusTo(const core::PartId &gpu);
    const core::Report &report() const { return mReport; }

    // Opens a build file; on failure shows why and keeps the current build. Returns success.
    bool openFile(const QString &path);
    bool saveTo(const QString &path);
    // Loads one of the sample builds shipped in the resources, as a new untitled build.
    bool openTemplate(const QString &resourcePath);
    static QStringList templates();
    // The parts catalog for this session (null when none could be opened) and what went wrong
    // opening it; problems are shown once, and builds still open from their embedded parts.
    void setCatalog(const core::PartCatalog *catalog, const QStringList &problems);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void refresh();
    void updateTitle();
    bool maybeKeepChanges();
    void newBuild();
    void open();
    bool save();
    bool saveAs();

    core::BuildDocument mDocument;
    BuildController *mController;
    ChassisScene *mScene;
    ChassisView *mView;
    PartsBrowser *mBrowser;
    FindingsPanel *mFindings;
    SettingsPanel *mSettings;
    SummaryStrip *mSummary;
    ChartsPanel *mCharts;
    QLabel *mHint;
    QLabel *mCatalogLabel;
    QString mFilePath;
    core::Report mReport;
};

} // namespace rigsmith::ui
