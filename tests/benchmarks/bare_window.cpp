// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for Rigsmith's start-up: a bare Qt main window of the same size, nothing in it,
// reporting its first paint the way Rigsmith does (ui/startupprobe.h).
#include "ui/startupprobe.h"

#include <QApplication>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1400, 900);
    rigsmith::ui::StartupProbe::install(&window);
    window.show();
    return QApplication::exec();
}
