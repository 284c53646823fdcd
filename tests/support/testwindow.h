// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "i18n.h"
#include "ui/browser/partmime.h"
#include "ui/chassis/chassisscene.h"
#include "ui/chassis/chassisview.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGraphicsSceneDragDropEvent>
#include <QMimeData>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace rigsmith::testing {

// A main window for UI tests on `catalog`, with the translations the application installs (English
// under the tests' C locale): no modal dialogs, and settings and autosaves in Qt's test locations,
// never the user's.
inline std::unique_ptr<ui::MainWindow> testWindow(const core::PartCatalog *catalog)
{
    static const bool translated = (installTranslations(*QCoreApplication::instance()), true);
    Q_UNUSED(translated);
    qputenv("RIGSMITH_NO_DIALOGS", "1");
    QStandardPaths::setTestModeEnabled(true);
    auto window = std::make_unique<ui::MainWindow>();
    window->setCatalog(catalog, {});
    return window;
}

// The sample build shipped as `file` ("guide-4x-blower.rigsmith"), as MainWindow::templates() names it.
inline QString templateNamed(const QString &file)
{
    for (const QString &t : ui::MainWindow::templates()) {
        if (t.endsWith(file))
            return t;
    }
    return {};
}

// Shows `window` at `size` with its panels laid out for it and the drawing fitted, as a user first
// meets it on such a screen.
inline void showFittedAt(ui::MainWindow &window, const QSize &size)
{
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resetLayout();
    QApplication::processEvents();
    window.view()->fit();
    QApplication::processEvents();
}

// Sends enter and move (and, with `drop`, the drop) for `payload` at `pos`, as a real drag does;
// returns whether the last event was accepted.
inline bool dragAndDrop(
    ui::ChassisScene *scene, const ui::DragPayload &payload, const QPointF &pos, bool drop = true)
{
    std::unique_ptr<QMimeData> mime(ui::makePartMime(payload));
    bool accepted = false;
    QList<QEvent::Type> types {QEvent::GraphicsSceneDragEnter, QEvent::GraphicsSceneDragMove};
    if (drop)
        types.append(QEvent::GraphicsSceneDrop);
    for (QEvent::Type type : types) {
        QGraphicsSceneDragDropEvent e(type);
        e.setMimeData(mime.get());
        e.setScenePos(pos);
        e.setProposedAction(Qt::CopyAction);
        e.setPossibleActions(Qt::CopyAction | Qt::MoveAction);
        QApplication::sendEvent(scene, &e);
        accepted = e.isAccepted();
    }
    return accepted;
}

} // namespace rigsmith::testing
