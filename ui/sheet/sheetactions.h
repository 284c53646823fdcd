// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildsheet.h"

#include <QObject>

#include <optional>

class QAction;
class QMenu;
class QPrintPreviewDialog;
class QPrinter;
class QWidget;

namespace rigsmith::ui {

// File ▸ Export build sheet, Print preview and Print: the build sheet of whatever build is
// current, on the page size the user last chose (Letter in the US and Canada by default). And
// File ▸ Export shopping list: its parts as Markdown or CSV, as `rigsmith-cli export` writes them.
class SheetActions : public QObject
{
    Q_OBJECT
public:
    struct Current
    {
        core::Build build;
        QString filePath; // the build's file, to suggest a PDF name beside it; may be empty
    };
    using Source = std::function<Current()>;

    SheetActions(QWidget *window, Source source);
    void addTo(QMenu *menu);
    void setCatalog(const core::PartCatalog *catalog) { mCatalog = catalog; }

    // The remembered page size and its default.
    static QPageSize pageSize();
    static void setPageSize(const QPageSize &size);

    // Writes the current build's sheet; reports a failure in a message box and returns false.
    bool exportTo(const QString &path);
    enum class ShoppingList { Markdown, Csv };
    // Writes the current build's shopping list to `path` at once or not at all (never over the build's
    // own file); returns why it could not, or nothing.
    std::optional<QString> exportShoppingList(const QString &path, ShoppingList format);
    // A preview of the current build's sheet on `printer`, parented to the window.
    QPrintPreviewDialog *createPreview(QPrinter *printer);
    static void setUpPrinter(QPrinter &printer);

Q_SIGNALS:
    void exported(const QString &path);
    void shoppingListExported(const QString &path);

private:
    BuildSheet sheet() const;
    void exportWithDialog();
    void exportShoppingListWithDialog(ShoppingList format);
    QString suggestedPath(const QString &suffix) const;
    void printPreview();
    void print();

    QWidget *mWindow;
    Source mSource;
    const core::PartCatalog *mCatalog = nullptr;
    QAction *mExport;
    QAction *mPreview;
    QAction *mPrint;
    QMenu *mShoppingList;
};

} // namespace rigsmith::ui
