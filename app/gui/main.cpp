// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Rigsmith"));
    QApplication::setOrganizationName(QStringLiteral("Rigsmith"));
    QApplication::setApplicationVersion(QStringLiteral(RIGSMITH_VERSION));
    rigsmith::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Deep-learning workstation configurator"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "Build file to open"), QStringLiteral("[file]"));
    parser.process(app);

    rigsmith::ui::MainWindow window;
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    window.show();
    return QApplication::exec();
}
