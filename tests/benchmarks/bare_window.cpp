// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for Rigsmith's start-up: a bare Qt main window of the same size, nothing in it,
// reporting its first paint the way Rigsmith does (ui/startupprobe.h). With --text it also has a
// menu, a line of text and a status bar: the least a real window shows, which costs Qt its font
// and style set-up.
#include "ui/window/startupprobe.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1400, 900);
    if (QApplication::arguments().contains(QStringLiteral("--text"))) {
        window.menuBar()->addMenu(QStringLiteral("&File"))->addAction(QStringLiteral("&Quit"));
        window.setCentralWidget(new QLabel(QStringLiteral("A line of text")));
        window.statusBar()->showMessage(QStringLiteral("Ready"));
    }
    rigsmith::ui::StartupProbe::install(&window);
    window.show();
    return QApplication::exec();
}
