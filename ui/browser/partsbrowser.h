// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"

#include <QSet>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QTableView;

namespace rigsmith::ui {

class PartFilterProxy;
class PartTableModel;

// The parts browser: a kind, words to search for, the kind's filters, "fits this build", and the
// table. Rows drag onto the chassis; Enter or a double-click adds the part where it first fits.
class PartsBrowser : public QWidget
{
    Q_OBJECT
public:
    explicit PartsBrowser(QWidget *parent = nullptr);

    void setCatalog(const core::PartCatalog *catalog);
    // The catalog is on its way (opened after the window's first paint): busy until setCatalog().
    void expectCatalog();
    // The build "fits this build" compares against, and whose currency prices are shown in; call
    // again after each change.
    void setBuild(const core::Build *build);
    void showKind(core::PartKind kind);

    core::PartKind kind() const;
    std::optional<core::Part> currentPart() const;
    QTableView *table() const { return mTable; }
    PartFilterProxy *proxy() const { return mProxy; }
    QLineEdit *searchField() const { return mSearch; }
    QCheckBox *fitsToggle() const { return mFits; }
    QComboBox *socketFilter() const { return mSocket; }
    // True while the shown kind's parts are still being read from the catalog.
    bool isLoading() const;
    // Offers "Set price…" and an editable price column (the window has somewhere to keep them).
    void setPricesEditable(bool editable);
    // The catalog's prices or the exchange rates changed: the rows again, the same part still
    // selected.
    void refreshPrices();

    // The row's context menu (add; "Set price…" where prices can be set; for a board, "Correct
    // slot layout…"); null off the rows.
    std::unique_ptr<QMenu> menuFor(const QModelIndex &proxyIndex);

Q_SIGNALS:
    void partActivated(const rigsmith::core::Part &part);
    // "Set price…" from a row's context menu.
    void priceRequested(const rigsmith::core::Part &part);
    // A price typed into the price column.
    void priceEdited(const rigsmith::core::Part &part, const rigsmith::core::Money &price);
    void layoutCorrectionRequested(const rigsmith::core::PartId &board);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void reload();
    void setCurrency(const QString &currency);
    void select(const core::PartId &id);
    void fillSockets(const QList<core::Part> &parts);
    void sizeColumns();
    core::PartQuery query() const;
    void applyQuery();
    void showCount();
    void activate(const QModelIndex &proxyIndex);

    const core::PartCatalog *mCatalog = nullptr;
    const core::Build *mBuild = nullptr;
    PartTableModel *mModel;
    PartFilterProxy *mProxy;
    QComboBox *mKind;
    QLineEdit *mSearch;
    QDoubleSpinBox *mMinMemory;
    QDoubleSpinBox *mMaxPrice;
    QCheckBox *mBlowerOnly;
    QComboBox *mSocket;
    QComboBox *mForm;
    QCheckBox *mFits;
    QTableView *mTable;
    QProgressBar *mBusy;
    QSet<core::PartKind> mAwaited; // kinds still arriving that reload() waits for
    QLabel *mCount;
};

} // namespace rigsmith::ui
