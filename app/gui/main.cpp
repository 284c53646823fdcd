// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/catalogsession.h"
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
    const QCommandLineOption catalogOption(QStringLiteral("catalog"),
        QApplication::translate("main", "Parts catalog to use"), QStringLiteral("path"));
    parser.addOption(catalogOption);
    parser.process(app);

    const rigsmith::db::CatalogSession catalog(parser.value(catalogOption),
        QApplication::applicationDirPath(), rigsmith::db::UserOverlay::defaultPath());
    rigsmith::ui::MainWindow window;
    window.setCatalog(catalog.catalog(), catalog.problems());
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    window.show();
    return QApplication::exec();
}
