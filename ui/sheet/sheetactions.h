// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildsheet.h"

#include <QObject>

class QAction;
class QMenu;
class QPrintPreviewDialog;
class QPrinter;
class QWidget;

namespace rigsmith::ui {

// File ▸ Export build sheet, Print preview and Print: the build sheet of whatever build is
// current, on the page size the user last chose (Letter in the US and Canada by default).
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
    // A preview of the current build's sheet on `printer`, parented to the window.
    QPrintPreviewDialog *createPreview(QPrinter *printer);
    static void setUpPrinter(QPrinter &printer);

Q_SIGNALS:
    void exported(const QString &path);

private:
    BuildSheet sheet() const;
    void exportWithDialog();
    void printPreview();
    void print();

    QWidget *mWindow;
    Source mSource;
    const core::PartCatalog *mCatalog = nullptr;
    QAction *mExport;
    QAction *mPreview;
    QAction *mPrint;
};

} // namespace rigsmith::ui
