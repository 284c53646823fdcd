// SPDX-License-Identifier: GPL-3.0-or-later
// rigsmith-cli: the headless verbs (commandregistry.cpp lists them). Exit status 0 on success, 1 when
// validate finds errors or suggest no build, 2 on bad input (with one line on stderr that names the
// file and the problem).
#include "dispatcher.h"
#include "i18n.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

int main(int argc, char *argv[])
{
    // Only a verb that draws (export: the chassis and the charts are widgets' scenes) gets a GUI
    // application, on the offscreen platform unless one was asked for; the other verbs stay light.
    const bool drawing = rigsmith::cli::drawingVerbIn(argc, argv);
    if (drawing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application(
        drawing ? new QApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("rigsmith-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGSMITH_VERSION));
    rigsmith::installTranslations(*application);
    return rigsmith::cli::dispatch(QCoreApplication::arguments());
}
