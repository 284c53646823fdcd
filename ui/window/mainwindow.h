// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "autosaver.h"
#include "core/catalog/layoutcorrection.h"
#include "core/catalog/partcatalog.h"
#include "core/compare/catalogdrift.h"
#include "core/document/builddocument.h"
#include "core/rules/ruleengine.h"

#include <QMainWindow>
#include <QPointer>

class QLabel;
class QMenu;
class QTabBar;

namespace rigsmith::db {
class PriceBook;
struct UserPrice;
} // namespace rigsmith::db

namespace rigsmith::ui {

class BoardLayoutDialog;
class BuildController;
class BuildSession;
class ChartsPanel;
class ChassisScene;
class ChassisView;
class FindingsPanel;
class SheetActions;
class PartsBrowser;
class SettingsPanel;
class SummaryStrip;

// The application window: open builds in tabs over the chassis view, the summary strip above it,
// and docks for the parts browser, findings, workload and environment, and charts, all showing the
// build in the current tab.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `autosaveFolder` empty: the user's data folder.
    explicit MainWindow(QWidget *parent = nullptr, const QString &autosaveFolder = QString());
    ~MainWindow() override;

    // The build in the current tab.
    BuildSession *current() const;
    core::BuildDocument *document() const;
    const QString &filePath() const;
    BuildController *controller() const;
    ChassisScene *scene() const;
    int sessionCount() const { return int(mSessions.size()); }
    void setCurrent(int index);

    ChassisView *view() const { return mView; }
    PartsBrowser *browser() const { return mBrowser; }
    FindingsPanel *findings() const { return mFindings; }
    SummaryStrip *summary() const { return mSummary; }
    ChartsPanel *charts() const { return mCharts; }
    Autosaver *autosaver() const { return mAutosaver; }
    QAction *undoAction() const { return mUndoActions.value(0); }
    // `name`, or with " (2)", " (3)"… when an open tab is called so already.
    QString unusedTitle(const QString &name) const;
    // The path the Save dialog opens with: the build's file, else its name in the last folder saved to.
    QString suggestedSavePath() const;
    QAction *redoAction() const { return mUndoActions.value(1); }
    // The current build's report, as its analysed build holds it.
    const core::Report &report() const;
    QStringList recentFiles() const;

    // Opens a build file in a tab (the current one, when it is an untouched empty build); on
    // failure shows why and keeps every build as it was. Returns success.
    bool openFile(const QString &path);
    bool saveTo(const QString &path);
    bool revert();
    bool closeCurrent();
    // Loads one of the sample builds shipped in the resources, as a new untitled build.
    bool openTemplate(const QString &resourcePath);
    static QStringList templates();
    // A template's name (or its notes) in the user's language.
    static QString templateName(const QString &name);
    // The parts catalog for this session (null when none could be opened) and what went wrong
    // opening it; problems are shown once, and builds still open from their embedded parts.
    void setCatalog(const core::PartCatalog *catalog, const QStringList &problems);
    // Until setCatalog(): the catalog is being opened; the browser shows that it is on its way.
    void expectCatalog();
    // Where the user's own prices are kept (the overlay under the catalog set with setCatalog());
    // null: prices cannot be set in this session. (mainwindowprices.cpp)
    void setPriceBook(db::PriceBook *book);
    db::PriceBook *priceBook() const { return mPriceBook; }
    // Stores `prices` as the user's and reprices the current build's parts that carry them, as
    // one undo step of the current build; returns why it could not (nothing changed then).
    std::optional<QString> setUserPrices(const QList<db::UserPrice> &prices, const QString &text);
    // "Set price…": the price dialog for a catalog part; false when cancelled or refused.
    bool editPrice(const core::PartId &id);
    // File ▸ Import prices: a CSV price list previewed, then stored all or nothing as one undo
    // step; false when cancelled or nothing could be imported.
    bool importPriceFile(const QString &path);
    // File ▸ Import PCPartPicker list: the list dialog (opened with `text` when given), then its
    // prices stored as one undo step; false when cancelled or nothing was imported.
    bool importPartList(const QByteArray &text = {});
    // Replaces every GPU of the build with `gpu`, in the same slots, as one undo step; returns why
    // it could not when it cannot (the build is then unchanged).
    std::optional<QString> swapGpusTo(const core::PartId &gpu);
    // The drift the last opened file showed against the catalog, and updating parts of it.
    const QList<core::PartDrift> &lastDrift() const { return mLastDrift; }
    void updateFromCatalog(const QList<core::PartId> &ids);
    // Where corrected board layouts are saved (the user overlay); null: export only.
    void setLayoutStore(core::LayoutCorrectionStore *store) { mLayoutStore = store; }
    // Opens the board-layout editor for a catalog board (mainwindowlayouts.cpp); once saved, the
    // browser shows the corrected layout and a build on that board takes it as one undo step.
    // Null, with the reason in the status bar, for a board the catalog does not have.
    BoardLayoutDialog *correctLayout(const core::PartId &board);
    // Offers each build a crashed run left behind; `ask` false recovers all without asking.
    int offerRecovery(bool ask = true);
    void recover(const Autosaver::Recovery &recovery);
    // Build ▸ Properties (name and notes, one undo step) and Build ▸ Exchange rates (the user's
    // settings: saved, and every figure redrawn at the new rates).
    void editProperties();
    void editExchangeRates();
    // Build ▸ Suggest builds: the advisor's dialog; a suggestion opens as a new build.
    void suggestBuilds();
    void setExchangeRates(const core::ExchangeRates &rates);
    // The panels where a first run puts them, sized for the window as it is now (View ▸ Reset layout).
    void resetLayout();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    bool dialogsAllowed() const; // not while the window is hidden or RIGSMITH_NO_DIALOGS is set
    // Compares an opened build with the catalog and offers updates, once the catalog has arrived.
    void offerCatalogDrift(BuildSession *session, const QString &path);
    BuildSession *addSession(core::Build build, const QString &path);
    void createActions();
    void createBuildMenu(); // mainwindowbuild.cpp
    void fillBridgeMenu(QMenu *menu);
    // Keyboard focus to the next (1) or previous (-1) visible pane.
    void focusPane(int step);
    void createDocks();
    void refresh();
    void updateUndoActions();
    void updateTitle();
    void rememberRecent(const QString &path);
    void rebuildRecentMenu();
    bool maybeKeepChanges(BuildSession *session);
    void newBuild();
    // An empty build with the circuit of where the user lives (core::localEnvironment of the locale).
    static core::Build freshBuild();
    void open();
    bool save();
    bool saveAs();
    void compare();
    void addPriceActions(QMenu *menu);
    void pricesChanged(const std::optional<QString> &error);
    // One part's price set as the user's (setUserPrices), with the outcome in the status bar.
    bool setUserPrice(const core::Part &part, const db::UserPrice &price);

    QList<BuildSession *> mSessions;
    QTabBar *mTabs;
    ChassisView *mView;
    PartsBrowser *mBrowser;
    FindingsPanel *mFindings;
    SettingsPanel *mSettings;
    SummaryStrip *mSummary;
    ChartsPanel *mCharts;
    SheetActions *mSheet = nullptr; // made with the File menu
    QLabel *mHint;
    QLabel *mCatalogLabel;
    QMenu *mRecentMenu = nullptr;
    QList<QAction *> mUndoActions; // undo, redo: enabled per the current tab's stack

    Autosaver *mAutosaver;
    const core::PartCatalog *mCatalog = nullptr;
    db::PriceBook *mPriceBook = nullptr;
    QAction *mImportPrices = nullptr;
    QAction *mImportPartList = nullptr;
    core::LayoutCorrectionStore *mLayoutStore = nullptr;
    QList<core::PartDrift> mLastDrift;
    QList<std::pair<QPointer<BuildSession>, QString>> mDriftPending; // opened before the catalog came
};

} // namespace rigsmith::ui
