// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/mainwindow.h"

#include <QStandardPaths>

#include <memory>

namespace rigsmith::testing {

// A main window for UI tests on `catalog`: no modal dialogs, and settings and autosaves in Qt's
// test locations, never the user's.
inline std::unique_ptr<ui::MainWindow> testWindow(const core::PartCatalog *catalog)
{
    qputenv("RIGSMITH_NO_DIALOGS", "1");
    QStandardPaths::setTestModeEnabled(true);
    auto window = std::make_unique<ui::MainWindow>();
    window->setCatalog(catalog, {});
    return window;
}

} // namespace rigsmith::testing
