// SPDX-License-Identifier: GPL-3.0-or-later
// rigsmith-cli: the headless verbs (commandregistry.cpp lists them). Exit status 0 on success, 1 when
// validate finds errors or suggest no build, 2 on bad input (with one line on stderr that names the
// file and the problem).
#include "clierror.h"
#include "core/file/argumentpaths.h"
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
    // A file named in another encoding than UTF-8 is read through a link Qt can name.
    const rigsmith::core::ArgumentPaths arguments(argc, argv,
        {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--pdf"),
            QStringLiteral("--parts-csv"), QStringLiteral("--parts-md")});
    if (!arguments.error().isEmpty())
        return rigsmith::cli::fail(arguments.error());
    return rigsmith::cli::dispatch(arguments.arguments());
}
