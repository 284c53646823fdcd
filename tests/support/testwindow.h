// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "i18n.h"
#include "ui/window/mainwindow.h"

#include <QCoreApplication>
#include <QStandardPaths>

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

} // namespace rigsmith::testing
